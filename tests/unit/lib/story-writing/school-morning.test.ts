import { describe, expect, it } from "vitest";
import { SEASONS } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// School starts after breakfast: on the first day, the trouble in the classroom and the day at school
// happen in the morning, so those pages never say the afternoon flew by; the last bell still rings in the afternoon,
// and the way home right after it is told that afternoon, not in the evening light.

const AFTERNOON = /afternoon|(?<!\p{L})(la|esa|una|toda la) tarde(?!\p{L})/iu;

function firstDays(activityType: string) {
  return SEASONS.flatMap((season) =>
    Array.from({ length: 60 }, (_, index) =>
      writeOfflineStory(
        { activityType, season, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit: "" } },
        index + 1,
      ),
    ),
  );
}

describe("the first day of school happens in the morning", () => {
  it.each(["First day of school", "Primer día de clases"])("never names the afternoon on the school pages of %j, and draws them in the morning", (request) => {
    for (const story of firstDays(request)) {
      for (const page of story.pages.slice(4, 7)) {
        expect(page.storyText).not.toMatch(AFTERNOON);
        expect(page.spanishText).not.toMatch(AFTERNOON);
        expect(page.scene!.timeOfDay).toBe("morning");
      }
      expect(story.pages[7]!.scene!.timeOfDay).toBe("afternoon");
    }
  });
});

const EVENING = /evening|sun sinking|sky was turning pink|anochecer|atardecer|sol de \p{L}+ ya bajito|pintaba de rosa/iu;

describe("the way home after the last bell", () => {
  it.each(["First day of school", "Primer día de clases"])("is told in the afternoon on page 8 of %j, never the evening", (request) => {
    const stories = firstDays(request);
    for (const story of stories) {
      expect(story.pages[7]!.storyText).not.toMatch(EVENING);
      expect(story.pages[7]!.spanishText).not.toMatch(EVENING);
    }
    expect(stories.some((story) => /home that \w+ afternoon/.test(story.pages[7]!.storyText))).toBe(true);
  });

  it("still walks home in the evening after an afternoon's outing to the beach", () => {
    const stories = firstDays("Going to the beach");
    expect(stories.some((story) => EVENING.test(story.pages[7]!.storyText))).toBe(true);
    expect(stories.every((story) => !/home that \w+ afternoon/.test(story.pages[7]!.storyText))).toBe(true);
  });
});
