import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// A story that has told of Abuelita's own mamá ("the way Abuelita's mamá used to") does not then
// have Abuelita say "Your mamá used to do exactly the same", which leaves a child wondering whose.

const REQUESTS = ["Planting a tree", "Plantar un árbol", "Sleepover at Abuelita's", "Pijamada en casa de Abuelita", "Sewing with Abuelita"];

describe("whose mamá", () => {
  it("never follows Abuelita's own mamá with Pepita's mamá used to", () => {
    let toldOfAbuelitas = 0;
    for (const activityType of REQUESTS) {
      for (let id = 1; id <= 40; id++) {
        const story = writeOfflineStory(
          { activityType, season: "Spring", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "" } },
          id,
        );
        const en = story.pages.map(({ storyText }) => storyText).join("\n");
        const es = story.pages.map(({ spanishText }) => spanishText).join("\n");
        if (!/\b(Abuelita's|her own) mamá/.test(en)) continue;
        toldOfAbuelitas++;
        expect(en, en).not.toMatch(/Your mamá used to/);
        expect(es, es).not.toMatch(/Tu mamá hacía/);
      }
    }
    expect(toldOfAbuelitas).toBeGreaterThan(10);
  });
});
