import { describe, expect, it } from "vitest";
import { checkStoryJson } from "@/lib/schemas/story-json";
import { pageImages, resolvePageImage } from "@/lib/stories/model/story-images";

describe("the image map column's schema", () => {
  it("reads a plain map of page number to URL, trimmed", () => {
    expect(checkStoryJson("imageData", { "1": " /one.png ", "12": "/twelve.png" })).toEqual({ value: { "1": "/one.png", "12": "/twelve.png" }, valid: true });
    expect(checkStoryJson("manualImages", {})).toEqual({ value: {}, valid: true });
  });

  it("refuses the legacy shapes (migration 0006 converted them) and non-page keys or empty URLs", () => {
    for (const value of [{ images: { "1": "/a.png" } }, ["/a.png"], { cover: "/x.png" }, { "0": "/zero.png" }, { "2": "  " }, { "1": 5 }, 42, "text"]) {
      expect(checkStoryJson("imageData", value)).toEqual({ value: null, valid: false });
    }
  });

  it("reads an absent value as null, not as a failure", () => {
    expect(checkStoryJson("imageData", null)).toEqual({ value: null, valid: true });
  });
});

describe("resolvePageImage", () => {
  const story = {
    imageData: { "1": "/generated-1.png", "2": "/generated-2.png" },
    manualImages: { "2": "/manual-2.png", "3": "/manual-3.png" },
  };

  it("prefers the manual image over the generated one", () => {
    expect(resolvePageImage(story, 2)).toBe("/manual-2.png");
  });

  it("falls back to the generated image, then to none", () => {
    expect(resolvePageImage(story, 1)).toBe("/generated-1.png");
    expect(resolvePageImage(story, 3)).toBe("/manual-3.png");
    expect(resolvePageImage(story, 4)).toBeNull();
  });

  it("works without manual images", () => {
    expect(resolvePageImage({ imageData: { "2": "/b.png" }, manualImages: null }, 2)).toBe("/b.png");
  });
});

describe("pageImages", () => {
  it("names where each page's image comes from, the manual one first", () => {
    const imageOf = pageImages({
      imageData: { "1": "/generated-1.png", "2": "/generated-2.png" },
      manualImages: { "2": "/manual-2.png", "3": "/manual-3.png" },
    });
    expect(imageOf(1)).toEqual({ url: "/generated-1.png", source: "generated" });
    expect(imageOf(2)).toEqual({ url: "/manual-2.png", source: "manual" });
    expect(imageOf(3)).toEqual({ url: "/manual-3.png", source: "manual" });
    expect(imageOf(4)).toBeNull();
  });
});
