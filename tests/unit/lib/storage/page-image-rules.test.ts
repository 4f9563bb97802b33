import { describe, expect, it } from "vitest";
import { newObjectKey, objectKeyTime } from "@/lib/storage/keys";
import { everyPageHasImage, imageStatusAfter, withPageImage } from "@/lib/stories/model/story-images";

describe("imageStatusAfter", () => {
  it("is complete exactly when every page has an image", () => {
    expect(imageStatusAfter("generating", true, true)).toBe("complete");
    expect(imageStatusAfter("pending", true, false)).toBe("complete");
  });

  it("leaves a finished generation pending while pages are missing, and a removal undoes complete", () => {
    expect(imageStatusAfter("generating", false, true)).toBe("pending");
    expect(imageStatusAfter("failed", false, true)).toBe("pending");
    expect(imageStatusAfter("complete", false, false)).toBe("pending");
  });

  it("stays generating while generations of other pages are still to come", () => {
    expect(imageStatusAfter("generating", false, true, true)).toBe("generating");
    expect(imageStatusAfter("generating", true, true, true)).toBe("complete");
  });

  it("keeps a running generation or an earlier failure showing through other changes", () => {
    expect(imageStatusAfter("generating", false, false)).toBe("generating");
    expect(imageStatusAfter("failed", false, false)).toBe("failed");
  });
});

describe("withPageImage and everyPageHasImage", () => {
  it("sets or removes one page's image in a copy of the map, and says what the page had", () => {
    const map = { "1": "/a.png", "2": "/b.png" };
    expect(withPageImage(map, 2, "/c.png")).toEqual({ map: { "1": "/a.png", "2": "/c.png" }, previous: "/b.png" });
    expect(withPageImage(map, 1, null)).toEqual({ map: { "2": "/b.png" }, previous: "/a.png" });
    expect(map).toEqual({ "1": "/a.png", "2": "/b.png" });
    expect(withPageImage(null, 3, "/d.png")).toEqual({ map: { "3": "/d.png" }, previous: null });
  });

  it("counts manual and generated images, and never a story without pages", () => {
    const story = { imageData: { 1: "/g1.png" }, manualImages: { 2: "/m2.png" } };
    expect(everyPageHasImage(story, [1, 2])).toBe(true);
    expect(everyPageHasImage(story, [1, 2, 3])).toBe(false);
    expect(everyPageHasImage(story, [])).toBe(false);
  });
});

describe("object keys", () => {
  it("date new keys by their prefix, and no others", () => {
    const now = Date.now();
    const time = objectKeyTime(newObjectKey("generated", "png"));
    expect(Math.abs(time!.getTime() - now)).toBeLessThan(1000);
    expect(objectKeyTime("generated/page-one-image.png")).toBeNull();
    expect(objectKeyTime("pages/AbCdEfGh12345678.png")).toBeNull();
  });
});
