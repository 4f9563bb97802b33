import { describe, expect, it } from "vitest";
import { SEASONS } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// A sad problem (the photo of Abuelita's late papá missing from the ofrenda) is not laughed off:
// no "¡Híjole!" with a laugh on its page, nor giggles on the page that finds the photo.

const LAUGHS = /\blaugh|\bgiggl/i;
const SE_RIE = /(?<!\p{L})(se rió|se rieron|se reía|carcajada)/iu;

describe("a sad problem", () => {
  it.each(["Building an ofrenda for Día de Muertos", "Poner la ofrenda de Día de Muertos"])(
    "is never laughed at when the photo of Abuelita's papá is missing (%j)",
    (activityType) => {
      let missing = 0;
      for (const season of SEASONS) {
        for (let storyId = 1; storyId <= 150; storyId++) {
          const story = writeOfflineStory(
            { activityType, season, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit: "" } },
            storyId,
          );
          const [problem, mend] = [story.pages[4]!, story.pages[5]!];
          if (!/photo of Abuelita's papá/.test(problem.storyText)) continue;
          missing++;
          for (const page of [problem, mend]) {
            expect(page.storyText).not.toMatch(LAUGHS);
            expect(page.spanishText).not.toMatch(SE_RIE);
          }
        }
      }
      expect(missing).toBeGreaterThan(20);
    },
  );
});
