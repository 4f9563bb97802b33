import { describe, expect, it } from "vitest";
import { toViewerStory } from "@/lib/stories/model/view";

const story = { title: "Market Day", activityType: "Market", storyData: { pages: [] }, imageData: null, manualImages: null };

describe("toViewerStory: the Spanish title", () => {
  it("carries the story's Spanish title beside the English one", () => {
    expect(toViewerStory({ ...story, spanishTitle: " Día de mercado " })).toMatchObject({ title: "Market Day", spanishTitle: "Día de mercado" });
  });

  it("leaves it out when the story has none (older stories), so the English title stands alone", () => {
    expect(toViewerStory({ ...story, spanishTitle: null })).not.toHaveProperty("spanishTitle");
    expect(toViewerStory(story)).not.toHaveProperty("spanishTitle");
    expect(toViewerStory({ ...story, spanishTitle: "Market Day" })).not.toHaveProperty("spanishTitle");
  });
});
