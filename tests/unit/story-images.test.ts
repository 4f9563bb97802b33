import { describe, expect, it } from "vitest";
import { pageImages, parseImageMap, resolvePageImage } from "@/lib/stories/story-images";

describe("parseImageMap", () => {
  it("reads an object with an images map keyed by page number", () => {
    expect(parseImageMap(JSON.stringify({ images: { "1": "/objects/a/one1234567.png", "2": "/objects/a/two1234567.png" } }))).toEqual({
      1: "/objects/a/one1234567.png",
      2: "/objects/a/two1234567.png",
    });
  });

  it("reads an array indexed from page 1", () => {
    expect(parseImageMap(JSON.stringify(["/one.png", "/two.png"]))).toEqual({ 1: "/one.png", 2: "/two.png" });
  });

  it("reads a plain map of page number to URL, parsed or as text", () => {
    expect(parseImageMap({ "3": "/three.png" })).toEqual({ 3: "/three.png" });
    expect(parseImageMap('{"3":"/three.png"}')).toEqual({ 3: "/three.png" });
  });

  it("skips empty entries and non-page keys, and never throws on junk", () => {
    expect(parseImageMap(JSON.stringify([null, "", "/two.png"]))).toEqual({ 3: "/two.png" });
    expect(parseImageMap({ cover: "/x.png", "0": "/zero.png", "2": "  " })).toEqual({});
    expect(parseImageMap("{not json")).toEqual({});
    expect(parseImageMap(null)).toEqual({});
    expect(parseImageMap(42)).toEqual({});
  });
});

describe("resolvePageImage", () => {
  const story = {
    imageData: JSON.stringify({ images: { "1": "/generated-1.png", "2": "/generated-2.png" } }),
    manualImages: JSON.stringify({ "2": "/manual-2.png", "3": "/manual-3.png" }),
  };

  it("prefers the manual image over the generated one", () => {
    expect(resolvePageImage(story, 2)).toBe("/manual-2.png");
  });

  it("falls back to the generated image, then to none", () => {
    expect(resolvePageImage(story, 1)).toBe("/generated-1.png");
    expect(resolvePageImage(story, 3)).toBe("/manual-3.png");
    expect(resolvePageImage(story, 4)).toBeNull();
  });

  it("works with the array shape and no manual images", () => {
    expect(resolvePageImage({ imageData: ["/a.png", "/b.png"], manualImages: null }, 2)).toBe("/b.png");
  });
});

describe("pageImages", () => {
  it("names where each page's image comes from, the manual one first", () => {
    const imageOf = pageImages({ imageData: ["/generated-1.png", "/generated-2.png"], manualImages: { "2": "/manual-2.png", "3": "/manual-3.png" } });
    expect(imageOf(1)).toEqual({ url: "/generated-1.png", source: "generated" });
    expect(imageOf(2)).toEqual({ url: "/manual-2.png", source: "manual" });
    expect(imageOf(3)).toEqual({ url: "/manual-3.png", source: "manual" });
    expect(imageOf(4)).toBeNull();
  });
});
