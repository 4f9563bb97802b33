import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// A jar is "another" only after a first one has been told, and the jamaica is made once.

const REQUESTS = ["Making agua fresca", "Hacer agua fresca", "Making agua de jamaica", "Hacer agua de jamaica", "Making lemonade"];
const MADE_EN = /\b(made|into the big jar)\b.*\bjar\b|\bjar\b.*\bmade\b/i;
const MADE_ES = /\b(hicieron|en la jarra grande)\b/i;

const stories = REQUESTS.flatMap((activityType) =>
  Array.from({ length: 16 }, (_, i) =>
    writeOfflineStory(
      { activityType, season: "Summer", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "" } },
      i + 1,
    ),
  ),
);

describe("agua fresca's jars", () => {
  it("never tells a second jar before a first", () => {
    for (const story of stories) {
      story.pages.forEach((page, index) => {
        const before = story.pages.slice(0, index);
        if (/\b(second|another) jar\b/i.test(page.storyText))
          expect(
            before.some(({ storyText }) => MADE_EN.test(storyText)),
            page.storyText,
          ).toBe(true);
        if (/\botra jarra\b/i.test(page.spanishText))
          expect(
            before.some(({ spanishText }) => MADE_ES.test(spanishText)),
            page.spanishText,
          ).toBe(true);
      });
    }
  });

  it("makes the jamaica only once when the jamaica is asked for", () => {
    for (const story of stories.filter(({ title }) => /jamaica/i.test(title))) {
      const making = story.pages.filter(({ storyText }) => /boiled the dried jamaica|made a (second )?jar of jamaica/i.test(storyText));
      expect(making.length, story.pages.map(({ storyText }) => storyText).join("\n")).toBeLessThanOrEqual(1);
    }
  });
});
