import { describe, expect, it } from "vitest";
import { SEASONS } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// The beach ends with what the day did: a bucket of treasures only once the story has filled the
// bucket with seashells; after the sandcastle or the waves, a happy day by the sea.

function beachDays(activityType: string, count: number) {
  return SEASONS.flatMap((season) =>
    Array.from({ length: count }, (_, index) =>
      writeOfflineStory(
        { activityType, season, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit: "" } },
        index + 1,
      ),
    ),
  );
}

const GATHERED = /filled the bucket with pretty seashells/;

describe("the end of a day at the beach", () => {
  it.each(["Going to the beach", "Un día en la playa"])("names no treasures or shells the story of %j did not gather", (request) => {
    const stories = beachDays(request, 60);
    const ungathered = stories.filter((story) => !GATHERED.test(story.pages[6]!.storyText));
    expect(ungathered.length).toBeGreaterThan(60);
    for (const story of ungathered) {
      for (const page of [story.pages[7]!, story.pages[9]!]) {
        expect(page.storyText).not.toMatch(/treasure|shell/i);
        expect(page.spanishText).not.toMatch(/tesoro|concha/i);
      }
      expect(story.title).not.toMatch(/treasure|shell/i);
    }
  });

  it("still ends a seashell request with the bucket of treasures it filled", () => {
    for (const story of beachDays("Collecting seashells at the beach", 12)) {
      expect(story.pages[6]!.storyText).toMatch(GATHERED);
      expect(story.pages[7]!.storyText).toMatch(/a bucket of treasures from the sea/);
      expect(story.pages[7]!.spanishText).toMatch(/una cubeta de tesoros del mar/);
      if (/Back on the patio/.test(story.pages[7]!.storyText)) expect(story.pages[7]!.storyText).toMatch(/admire every shell/);
    }
  });
});
