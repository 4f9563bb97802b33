import { describe, expect, it } from "vitest";
import { checkStoryJson } from "@/lib/schemas/story-json";
import { storyPages } from "@/lib/stories/model/story-data";
import { storyTitle, toViewerStory } from "@/lib/stories/model/view";
import { GARDEN_SCENE } from "../../../../support/fixtures/scene-plan";

const pagesOf = (value: unknown) => checkStoryJson("storyData", value).value?.pages ?? [];

describe("the story data column's schema", () => {
  it("reads the pages, in page order", () => {
    const data = {
      pages: [
        { pageNumber: 2, storyText: "Two", spanishText: "Dos" },
        { pageNumber: 1, storyText: "One", spanishText: "Uno", sceneDescription: "x" },
      ],
    };
    expect(pagesOf(data)).toEqual([
      { pageNumber: 1, storyText: "One", spanishText: "Uno", sceneDescription: "x" },
      { pageNumber: 2, storyText: "Two", spanishText: "Dos", sceneDescription: "" },
    ]);
  });

  it("reads pages that older writers numbered by their place, or with numbers as strings, or named their texts differently", () => {
    expect(pagesOf({ pages: [{ text: "A" }, { englishText: "B", textSpanish: "Be" }] })).toEqual([
      { pageNumber: 1, storyText: "A", spanishText: "", sceneDescription: "" },
      { pageNumber: 2, storyText: "B", spanishText: "Be", sceneDescription: "" },
    ]);
    expect(pagesOf({ pages: [{ pageNumber: "3", storyText: "C" }] })[0]?.pageNumber).toBe(3);
    expect(pagesOf({ pages: [{ page: "2", storyText: "B" }] })[0]?.pageNumber).toBe(2);
  });

  it("drops pages that are not objects, and refuses data without a pages list", () => {
    expect(pagesOf({ pages: [null, 3, { storyText: "Kept" }] })).toEqual([{ pageNumber: 3, storyText: "Kept", spanishText: "", sceneDescription: "" }]);
    expect(checkStoryJson("storyData", { pages: "nope" })).toEqual({ value: null, valid: false });
    expect(checkStoryJson("storyData", [{ storyText: "A" }])).toEqual({ value: null, valid: false });
    expect(storyPages(null)).toEqual([]);
  });
});

describe("the viewer's story", () => {
  it("names an untitled story after the characters and its activity", () => {
    expect(storyTitle({ title: null, activityType: "baking pan dulce" })).toBe("Abuelita and Pepita: baking pan dulce");
    expect(storyTitle({ title: "  ", activityType: "gardening" })).toBe("Abuelita and Pepita: gardening");
    expect(storyTitle({ title: "Market Day", activityType: "shopping" })).toBe("Market Day");
  });

  it("pairs each page's text with its resolved image", () => {
    const story = toViewerStory({
      title: "T",
      activityType: "a",
      storyData: {
        pages: [
          { pageNumber: 1, storyText: "One", spanishText: "Uno", sceneDescription: "" },
          { pageNumber: 2, storyText: "Two", spanishText: "Dos", sceneDescription: "" },
        ],
      },
      imageData: { "1": "/g1.png", "2": "/g2.png" },
      manualImages: { "2": "/m2.png" },
    });
    expect(story.pages.map((page) => page.image)).toEqual(["/g1.png", "/m2.png"]);
    expect(story.pages[1]).toMatchObject({ text: "Two", spanishText: "Dos" });
  });
});

describe("the story data column's schema: scene plans", () => {
  const scene = GARDEN_SCENE;

  it("keeps a page's scene plan", () => {
    expect(pagesOf({ pages: [{ pageNumber: 1, storyText: "Hi", scene }] })[0]!.scene).toEqual(scene);
  });

  it("reads older pages without a plan, and drops a plan that does not parse instead of failing", () => {
    expect(pagesOf({ pages: [{ pageNumber: 1, storyText: "Hi" }] })[0]).not.toHaveProperty("scene");
    expect(pagesOf({ pages: [{ pageNumber: 1, storyText: "Hi", scene: { ...scene, setting: "moon" } }] })[0]).not.toHaveProperty("scene");
  });
});
