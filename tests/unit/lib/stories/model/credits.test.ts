import { describe, expect, it } from "vitest";
import {
  configuredIllustrator,
  imageCreatedMessage,
  missingPictures,
  missingPicturesQuestion,
  pictureBadge,
  pictureCredit,
  writerCredit,
} from "@/lib/stories/model/credits";
import { assetRows } from "@/lib/stories/model/asset-table";
import { storyPages, storySummary } from "../../../../support/fixtures/stories";

describe("who wrote a story, in the back office's words", () => {
  it("keeps 'Claude' for Claude's stories and names every other writer in the AI column", () => {
    const rows = assetRows(
      [
        storySummary(1, { writer: "claude" }),
        storySummary(2, { writer: "offline" }),
        storySummary(3, { writer: "seed" }),
        storySummary(4, { writer: "unknown" }),
      ],
      "Original",
    );
    expect(rows.map((row) => [row.id, row.aiLabel])).toEqual([
      [0, "Static"],
      [1, "Claude"],
      [2, "Offline writer"],
      [3, "Sample text"],
      [4, "Not recorded"],
    ]);
  });

  it("names the writer with its model on the story screen, and never guesses an unrecorded one", () => {
    expect(writerCredit("claude", "claude-sonnet-4-5")).toBe("Claude (claude-sonnet-4-5)");
    expect(writerCredit("offline", null)).toBe("The offline writer (built in, no AI)");
    expect(writerCredit("unknown", null)).toBe("Not recorded (written before writers were recorded)");
  });
});

describe("who drew a picture", () => {
  it("keeps the specification's toast when OpenAI drew the picture and names the illustrator otherwise", () => {
    expect(imageCreatedMessage({ by: "openai", model: "gpt-image-1" }, 5, 1)).toBe("DALL-E image created for Story 5, Page 1");
    expect(imageCreatedMessage({ by: "offline" }, 5, 1)).toBe("Image drawn by the offline illustrator for Story 5, Page 1");
    expect(imageCreatedMessage({ by: "midjourney" }, 5, 2)).toBe("Image drawn by Midjourney (Discord) for Story 5, Page 2");
    expect(imageCreatedMessage(null, 5, 3)).toBe("Image created for Story 5, Page 3");
  });

  it("says 'AI Generated' only for an AI service's picture", () => {
    expect(pictureBadge("generated", { by: "openai", model: "gpt-image-1" })).toBe("AI Generated");
    expect(pictureBadge("generated", { by: "midjourney" })).toBe("AI Generated");
    expect(pictureBadge("generated", { by: "offline" })).toBe("Offline illustrator");
    expect(pictureBadge("generated", { by: "seed" })).toBe("Sample art");
    expect(pictureBadge("generated", null)).toBe("Generated");
    expect(pictureBadge("manual", { by: "openai" })).toBe("Manual Upload");
    expect(pictureCredit("generated", { by: "openai", model: "gpt-image-1" })).toBe("Drawn by OpenAI (gpt-image-1)");
    expect(pictureCredit("generated", null)).toBe("Illustrator not recorded");
    expect(pictureCredit("manual", null)).toBe("Uploaded by an admin");
  });

  it("names the configured illustrator beside the image tables", () => {
    expect(configuredIllustrator("openai", "gpt-image-1")).toBe("OpenAI (gpt-image-1)");
    expect(configuredIllustrator("offline")).toBe("the offline illustrator (built-in line art, no AI: no OpenAI API key is set)");
  });
});

describe("publishing a story that lacks pictures", () => {
  it("counts the pages with neither a manual nor a generated picture", () => {
    const story = { storyData: { pages: storyPages(10) }, imageData: { "1": "/a.png", "2": "/b.png" }, manualImages: { "2": "/m.png", "3": "/c.png" } };
    expect(missingPictures(story)).toEqual({ missing: 7, pages: 10 });
    expect(missingPictures({ storyData: null, imageData: null, manualImages: null })).toEqual({ missing: 0, pages: 0 });
  });

  it("asks in the words families will see", () => {
    expect(missingPicturesQuestion(3, 10, "publish")).toBe(
      '3 of 10 pages have no picture: families will see "Coloring page not available" there. Publish anyway?',
    );
    expect(missingPicturesQuestion(1, 10, "promote")).toBe(
      '1 of 10 pages has no picture: families will see "Coloring page not available" there. Promote to Homepage anyway?',
    );
  });
});
