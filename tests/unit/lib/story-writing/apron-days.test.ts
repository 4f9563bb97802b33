import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { apronDay, THEMES } from "@/lib/story-writing/scene/activities";

// Abuelita ties on her apron for a day of cooking, gardening, crafts or washing, never before a
// trip to the library, the doctor or the beach.

const APRON = /apron|mandil|delantal/i;
const greeting = (activityType: string, id: number) =>
  writeOfflineStory(
    { activityType, season: "Spring", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "", outfit: "" } },
    id,
  ).pages[1]!;

describe("Abuelita's apron", () => {
  it("is a day of the kitchen, the garden, crafts or washing, and not an outing", () => {
    const days = (ids: string[]) => ids.map((id) => apronDay(THEMES.find((theme) => theme.id === id)!));
    expect(days(["cooking", "tortillas", "garden", "crafts", "chores", "dog-bath", "cascarones"])).not.toContain(false);
    expect(days(["library", "dentist", "doctor", "vaccine", "beach", "park-walk", "playground", "first-day", "fair", "bedtime-story", "letter"])).not.toContain(
      true,
    );
  });

  it.each(THEMES.filter((theme) => !apronDay(theme)).map((theme) => [theme.id, theme] as const))("is never tied on before the day of %s", (_, theme) => {
    for (let id = 0; id < 24; id++) {
      const page = greeting(id % 2 ? theme.verb.es : theme.verb.en, id);
      expect(page.storyText).not.toMatch(APRON);
      expect(page.spanishText).not.toMatch(APRON);
    }
  });

  it("is still tied on before some days of cooking", () => {
    const pages = Array.from({ length: 24 }, (_, id) => greeting("Making tamales", id));
    expect(pages.some(({ storyText, spanishText }) => APRON.test(storyText) && APRON.test(spanishText))).toBe(true);
  });
});
