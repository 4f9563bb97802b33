import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// Reading in the garden is outdoors, and so is Abuelita's memory of it: no lamp.

describe.each(["Reading books in the garden", "Leer cuentos en el jardín"])("%s", (activityType) => {
  it("remembers reading outdoors, not under the lamp", () => {
    for (let id = 1; id <= 12; id++) {
      const story = writeOfflineStory(
        { activityType, season: "Summer", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "" } },
        id,
      );
      for (const page of story.pages) {
        expect(page.storyText).not.toMatch(/\blamp\b/i);
        expect(page.spanishText).not.toMatch(/lámpara/i);
      }
    }
  });
});
