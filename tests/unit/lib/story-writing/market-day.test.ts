import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { SEASONS } from "@/lib/api/story-generation";

// Page 5 of the market's day had the basket too heavy to carry, or its oranges rolling away, before
// the story had bought anything: the basket was only filled on page 7.
describe("the market's problem with a full basket comes after they have bought something", () => {
  it.each(["Going to the market", "Ir al mercado"])("%j", (activityType) => {
    let full = 0;
    for (let id = 1; id <= 60; id++) {
      const story = writeOfflineStory(
        { activityType, season: SEASONS[id % SEASONS.length]!, pepitaRole: "Brave", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "" } },
        id,
      );
      const problem = story.pages[4]!;
      if (!/heavy|rolled/.test(problem.storyText)) continue;
      full++;
      expect(problem.storyText, `#${id}`).toMatch(/\b(bought|stalls)\b/);
      expect(problem.spanishText, `#${id}`).toMatch(/\b(comprar|compraron|puestos)\b/);
    }
    expect(full).toBeGreaterThan(0);
  });
});
