import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";

// Page 7 read "Pepita hid a funny surprise…, and Abuelita laughed out loud. Abuelita told her a
// funny story about Tío Beto, and they both giggled.": one laugh on the heels of another.
const LAUGHS = { en: /laugh|giggl/gi, es: /(?<!\p{L})(se rió a carcajadas|se rió|se rieron|se reía|se reían|risitas|carcajadas)(?!\p{L})/giu };

describe("the activity's page has somebody laugh at most once", () => {
  it.each(["Playful Mischief", "Storyteller"])(
    "for the %s role, in either language, on every arc",
    (pepitaRole) => {
      for (const theme of THEMES) {
        for (let id = 1; id <= 12; id++) {
          const story = writeOfflineStory(
            {
              activityType: theme.verb.en,
              season: "Summer",
              pepitaRole: pepitaRole as never,
              pepitaCustomization: { personality: ["Curious"], favoriteActivity: "" },
            },
            id,
          );
          const page = story.pages[6]!;
          expect(page.storyText.match(LAUGHS.en)?.length ?? 0, `${theme.id} #${id}: ${page.storyText}`).toBeLessThanOrEqual(1);
          expect(page.spanishText.match(LAUGHS.es)?.length ?? 0, `${theme.id} #${id}: ${page.spanishText}`).toBeLessThanOrEqual(1);
        }
      }
    },
    120_000,
  );
});
