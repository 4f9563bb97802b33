import { describe, expect, it } from "vitest";
import { SEASONS } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";

// Page 3 gathers, lines up and sets out the day's things, and page 4 lays them out: on the show-and-tell
// day that was "the storybook, the crayons and the chalkboard", and nobody gathers a chalkboard (the
// classroom already has one on its wall). What a day gathers is something one can carry.

const FIXED = ["chalkboard", "classroom-door", "school-gate", "swing-set", "slide", "fountain", "mailbox", "dentist-chair", "clothesline"];

describe("what page 3 gathers", () => {
  it("is never a thing fixed in its place", () => {
    for (const theme of THEMES)
      expect(
        theme.gather.filter((id) => FIXED.includes(id)),
        theme.id,
      ).toEqual([]);
  });

  it("on the show-and-tell day, is told and drawn alike, with no chalkboard", () => {
    for (const season of SEASONS) {
      for (let id = 1; id <= 12; id += 1) {
        const story = writeOfflineStory(
          {
            activityType: "Show and tell at school",
            season,
            pepitaRole: "Helpful",
            pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit: "" },
          },
          id,
        );
        const page = story.pages[2]!;
        expect(page.storyText).not.toMatch(/chalkboard/i);
        expect(page.spanishText).not.toMatch(/pizarr[oó]n/i);
        expect(page.storyText).toMatch(/the storybook, the crayons and the tissue paper/);
        expect(page.spanishText).toMatch(/el libro de cuentos, las crayolas y el papel de china/);
        expect(page.scene!.props).toEqual(["book", "crayons", "tissue-paper"]);
      }
    }
  });
});
