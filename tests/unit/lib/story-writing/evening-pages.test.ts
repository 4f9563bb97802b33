import { describe, expect, it } from "vitest";
import { SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { SETTINGS } from "@/lib/story-writing/scene/plan";

// Pages 8 and 9 follow each other at the end of the day: the sun goes down once, and a day of
// snow is not ended curled up on the patio under the moon.

function story(activityType: string, season: (typeof SEASONS)[number], id: number) {
  const request: StoryGenerationRequest = {
    activityType,
    season,
    pepitaRole: "Helpful",
    pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit: "" },
  };
  return writeOfflineStory(request, id);
}

const SUNSET_EN = /\bsun (began to sink|sinking|went down|set)\b|\bsky (was turning|turned) pink|evening light/i;
const SUNSET_ES = /\bsol de \p{L}+ (empezó a bajar|ya bajito)|se metió el sol|\bcielo de \p{L}+ (ya se pintaba de|se puso) rosa|atardecer/iu;

const REQUESTS = ["Feeding the ducks", "A walk in the park", "Ir a la biblioteca", "Going to the market", "Making tortillas", "Lavar la ropa"];

describe("the end of the day", () => {
  it("tells the sun going down once, not on page 8 and again on page 9", () => {
    expect(SUNSET_EN.test(story("Feeding the ducks", "Fall", 17).pages[7]!.storyText)).toBe(true);
    for (const activity of REQUESTS)
      for (const season of SEASONS)
        for (let id = 0; id < 12; id++) {
          const [eight, nine] = story(activity, season, id).pages.slice(7, 9);
          if (SUNSET_EN.test(eight!.storyText)) expect(nine!.storyText, `${activity} ${season} ${id}`).not.toMatch(SUNSET_EN);
          if (SUNSET_ES.test(eight!.spanishText)) expect(nine!.spanishText, `${activity} ${season} ${id}`).not.toMatch(SUNSET_ES);
        }
  });

  it("spends the evening of a snowy day indoors", () => {
    let snowy = 0;
    for (const activity of ["Hacer galletas de Navidad", "Making tortillas", "Ir a la biblioteca", "Lavar la ropa"])
      for (let id = 0; id < 40; id++) {
        const told = story(activity, "Winter", id);
        if (told.pages[0]!.scene!.weather !== "snowy") continue;
        snowy++;
        for (const page of told.pages.slice(7, 9)) expect(SETTINGS[page.scene!.setting].indoor, `${activity} ${id} page ${page.pageNumber}`).toBe(true);
      }
    expect(snowy).toBeGreaterThan(10);
  });
});
