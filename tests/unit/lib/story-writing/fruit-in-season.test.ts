import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import type { Season } from "@/lib/api/story-generation";

// Watermelon and mangoes are fruits of spring and summer: a market day in fall or winter neither
// tells nor draws them, and tells the season's own fruit (jícama, tangerines, guavas, oranges) instead.
// The beach's patio party, told in every season, shows the day's seashells and bucket, not a watermelon.

function daysOf(activityType: string, season: Season) {
  return Array.from({ length: 60 }, (_, index) =>
    writeOfflineStory(
      { activityType, season, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit: "" } },
      index + 1,
    ),
  );
}

describe("fruit at the market in its season", () => {
  it.each([
    ["Going to the market", "Winter"],
    ["Ir al mercado", "Fall"],
  ] as const)("never has watermelon in %j in %s", (request, season) => {
    const stories = daysOf(request, season);
    for (const story of stories) {
      for (const page of story.pages) {
        expect(page.storyText).not.toMatch(/watermelon/i);
        expect(page.spanishText).not.toMatch(/sandía/i);
        expect(page.scene!.props).not.toContain("watermelon");
      }
    }
    expect(stories.some((story) => /jícama/.test(story.pages[6]!.spanishText))).toBe(true);
  });

  it("still buys a watermelon at the market in summer, and no jícama", () => {
    const stories = daysOf("Going to the market", "Summer");
    expect(stories.some((story) => /watermelon/.test(story.pages[6]!.storyText))).toBe(true);
    expect(stories.every((story) => !/jícama/.test(story.pages[6]!.storyText))).toBe(true);
  });

  it.each([
    ["Going to the market", "Winter"],
    ["Ir al mercado", "Fall"],
  ] as const)("never has mangoes in %j in %s, and chooses oranges at the fruit stall instead", (request, season) => {
    const stories = daysOf(request, season);
    for (const story of stories) {
      for (const page of story.pages) {
        expect(page.storyText).not.toMatch(/mango/i);
        expect(page.spanishText).not.toMatch(/mango/i);
        expect(page.scene!.props).not.toContain("mangoes");
      }
    }
    expect(stories.some((story) => /juiciest oranges/.test(story.pages[6]!.storyText))).toBe(true);
  });

  it("still chooses the sweetest mangoes at the market in spring", () => {
    const stories = daysOf("Going to the market", "Spring");
    expect(stories.some((story) => /mangos más dulces/.test(story.pages[6]!.spanishText))).toBe(true);
    expect(stories.every((story) => !/naranjas más jugosas/.test(story.pages[6]!.spanishText))).toBe(true);
  });
});

describe("the beach's patio party in every season", () => {
  it.each(["Fall", "Winter"] as const)("draws no watermelon at the party in %s", (season) => {
    const stories = daysOf("Going to the beach", season);
    const patioParties = stories.filter((story) => story.pages[7]!.scene!.setting === "patio");
    expect(patioParties.length).toBeGreaterThan(0);
    for (const story of stories) {
      for (const page of story.pages) {
        expect(page.scene!.props).not.toContain("watermelon");
      }
    }
    expect(patioParties.every((story) => story.pages[7]!.scene!.props.includes("seashells"))).toBe(true);
  });
});
