import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// A day of sweeping leaves meets a leaf-sweeping day's problems, never the laundry's lost sock or
// the shirt blown off the clothesline.

describe.each(["Sweeping the leaves off the patio", "Barrer las hojas del patio"])("%s", (activityType) => {
  it("has no laundry problem", () => {
    for (let id = 1; id <= 16; id++) {
      const story = writeOfflineStory(
        { activityType, season: "Fall", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "" } },
        id,
      );
      for (const page of story.pages.slice(4, 6)) {
        expect(page.storyText).not.toMatch(/\bsock|clothesline|laundry/i);
        expect(page.spanishText).not.toMatch(/calcet|tendedero|ropa/i);
      }
    }
  });
});
