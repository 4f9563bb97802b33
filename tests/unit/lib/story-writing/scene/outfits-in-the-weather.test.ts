import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { SETTINGS, wornParts } from "@/lib/story-writing/scene/plan";

// Pepita sat out on the snowy patio in her pajamas (or shorts) while Abuelita, beside her, wore her
// winter coat, scarf and hat: out of doors in the snow or the rain, what she asked to wear gives way
// to a coat or a raincoat, as it already did for a sun hat or a swimsuit.
const UNFIT = { snowy: ["pajamas", "shorts"], rainy: ["pajamas"] } as const;

describe("out of doors, Pepita is dressed for the snow and the rain", () => {
  it.each([
    ["hacer tortillas a mano", "pijama"],
    ["Making hot chocolate", "pajamas"],
    ["Hornear pan dulce", "T-shirt and shorts"],
    ["Reading books together", "pijama"],
    ["Sewing with Abuelita", "T-shirt and shorts"],
  ])("%j in %j", (activityType, outfit) => {
    let outdoorsInWeather = 0;
    for (let id = 1; id <= 40; id++) {
      const story = writeOfflineStory(
        { activityType, season: "Winter", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Kind"], favoriteActivity: "", outfit } },
        id,
      );
      for (const page of story.pages) {
        const scene = page.scene!;
        const weather = scene.weather as keyof typeof UNFIT;
        if (SETTINGS[scene.setting].indoor || !(weather in UNFIT)) continue;
        outdoorsInWeather++;
        for (const pepita of scene.characters.filter(({ name }) => name === "Pepita"))
          expect(UNFIT[weather] as readonly string[], `${activityType} #${id} page ${page.pageNumber}`).not.toContain(
            pepita.outfit && wornParts(pepita.outfit).look,
          );
      }
    }
    expect(outdoorsInWeather).toBeGreaterThan(0);
  });
});
