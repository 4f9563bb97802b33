import { describe, expect, it } from "vitest";
import { SEASONS } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { SETTINGS } from "@/lib/story-writing/scene/plan";

// On a day of rain or snow, Abuelita getting better sits up by the window in the evening, not out
// in the garden; on a dry day she still sits in the garden.

function sickDays(activityType: string) {
  return SEASONS.flatMap((season) =>
    Array.from({ length: 80 }, (_, index) =>
      writeOfflineStory(
        { activityType, season, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit: "" } },
        index + 1,
      ),
    ),
  );
}

const wetDay = (weather: string | undefined) => weather === "rainy" || weather === "snowy";

describe("the evening of a wet day", () => {
  it.each(["Taking care of Abuelita when she is sick", "Cuidar a Abuelita cuando está enferma"])("keeps Abuelita indoors in %j", (request) => {
    const stories = sickDays(request);
    const wet = stories.filter((story) => wetDay(story.pages[0]!.scene!.weather));
    expect(wet.length).toBeGreaterThan(10);
    for (const story of wet) {
      for (const page of story.pages.slice(7, 9)) {
        expect(SETTINGS[page.scene!.setting].indoor).toBe(true);
        expect(page.storyText).not.toMatch(/in the garden|on the patio/);
        expect(page.spanishText).not.toMatch(/al jardín|en el jardín|al patio|en el patio/);
      }
    }
    const dry = stories.filter((story) => !wetDay(story.pages[0]!.scene!.weather));
    expect(dry.some((story) => /sit in the garden/.test(story.pages[7]!.storyText))).toBe(true);
  });
});
