import { describe, expect, it } from "vitest";
import { parseStoryPages } from "@/lib/stories/story-data";
import { storyTitle, toViewerStory } from "@/lib/stories/view";

describe("parseStoryPages", () => {
  it("parses JSON text with a pages array, in page order", () => {
    const text = JSON.stringify({
      pages: [
        { pageNumber: 2, storyText: "Two", spanishText: "Dos" },
        { pageNumber: 1, storyText: "One", spanishText: "Uno", sceneDescription: "x" },
      ],
    });
    expect(parseStoryPages(text)).toEqual([
      { pageNumber: 1, storyText: "One", spanishText: "Uno", sceneDescription: "x" },
      { pageNumber: 2, storyText: "Two", spanishText: "Dos", sceneDescription: "" },
    ]);
  });

  it("accepts already-parsed data and a bare pages array", () => {
    expect(parseStoryPages({ pages: [{ pageNumber: 1, storyText: "Hi" }] })).toEqual([{ pageNumber: 1, storyText: "Hi", spanishText: "", sceneDescription: "" }]);
    expect(parseStoryPages([{ storyText: "A" }, { storyText: "B" }]).map((page) => page.pageNumber)).toEqual([1, 2]);
  });

  it("accepts page numbers written as strings", () => {
    expect(parseStoryPages({ pages: [{ pageNumber: "3", storyText: "C" }] })[0]?.pageNumber).toBe(3);
  });

  it("gives no pages for broken or empty data instead of throwing", () => {
    expect(parseStoryPages("{broken")).toEqual([]);
    expect(parseStoryPages(null)).toEqual([]);
    expect(parseStoryPages({ pages: "nope" })).toEqual([]);
    expect(parseStoryPages({ pages: [null, 3] })).toEqual([]);
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
      storyData: { pages: [{ pageNumber: 1, storyText: "One", spanishText: "Uno" }, { pageNumber: 2, storyText: "Two", spanishText: "Dos" }] },
      imageData: ["/g1.png", "/g2.png"],
      manualImages: { "2": "/m2.png" },
    });
    expect(story.pages.map((page) => page.image)).toEqual(["/g1.png", "/m2.png"]);
    expect(story.pages[1]).toMatchObject({ text: "Two", spanishText: "Dos" });
  });
});

describe("parseStoryPages: scene plans", () => {
  const scene = {
    setting: "garden",
    timeOfDay: "morning",
    weather: "sunny",
    characters: [{ name: "Pepita", pose: "kneeling" }],
    props: ["seeds", "watering-can"],
    framing: "medium",
    action: "planting seeds",
  };

  it("keeps a page's scene plan", () => {
    expect(parseStoryPages({ pages: [{ pageNumber: 1, storyText: "Hi", scene }] })[0]!.scene).toEqual(scene);
  });

  it("reads older pages without a plan, and drops a plan that does not parse instead of failing", () => {
    expect(parseStoryPages({ pages: [{ pageNumber: 1, storyText: "Hi" }] })[0]).not.toHaveProperty("scene");
    expect(parseStoryPages({ pages: [{ pageNumber: 1, storyText: "Hi", scene: { ...scene, setting: "moon" } }] })[0]).not.toHaveProperty("scene");
  });
});
