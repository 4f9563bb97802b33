import { describe, expect, it } from "vitest";
import type { ImagePageRow } from "@/lib/api/images";
import { DEFAULT_IMAGE_SORT, imageRowId, nextImageSort, sortImageRows, truncateScene } from "@/lib/stories/model/image-table";

function row(storyId: number, pageNumber: number, imageUrl: string | null = null): ImagePageRow {
  return {
    storyId,
    storyTitle: `Story ${storyId}`,
    pageNumber,
    english: "",
    spanish: "",
    sceneDescription: "",
    imageUrl,
    imageSource: imageUrl ? "generated" : null,
    imageCredit: null,
    job: null,
  };
}

const ids = (rows: ImagePageRow[]) => rows.map(imageRowId);

describe("the image generation table's sort", () => {
  const rows = [row(2, 1), row(1, 2, "/b.png"), row(2, 2, "/c.png"), row(1, 1)];

  it("starts on Story ascending, pages in order within a story", () => {
    expect(DEFAULT_IMAGE_SORT).toEqual({ key: "story", desc: false });
    expect(ids(sortImageRows(rows, DEFAULT_IMAGE_SORT))).toEqual(["1-1", "1-2", "2-1", "2-2"]);
    expect(ids(sortImageRows(rows, { key: "story", desc: true }))).toEqual(["2-1", "2-2", "1-1", "1-2"]);
  });

  it("sorts by page number, stories in order within a page", () => {
    expect(ids(sortImageRows(rows, { key: "page", desc: false }))).toEqual(["1-1", "2-1", "1-2", "2-2"]);
    expect(ids(sortImageRows(rows, { key: "page", desc: true }))).toEqual(["1-2", "2-2", "1-1", "2-1"]);
  });

  it("puts rows with an image first for image status ascending, last for descending", () => {
    expect(ids(sortImageRows(rows, { key: "image", desc: false }))).toEqual(["1-2", "2-2", "1-1", "2-1"]);
    expect(ids(sortImageRows(rows, { key: "image", desc: true }))).toEqual(["1-1", "2-1", "1-2", "2-2"]);
  });

  it("leaves the rows it was given as they were", () => {
    const before = ids(rows);
    sortImageRows(rows, { key: "page", desc: true });
    expect(ids(rows)).toEqual(before);
  });

  it("toggles the sorted column and starts another column ascending", () => {
    expect(nextImageSort({ key: "story", desc: false }, "story")).toEqual({ key: "story", desc: true });
    expect(nextImageSort({ key: "story", desc: true }, "story")).toEqual({ key: "story", desc: false });
    expect(nextImageSort({ key: "story", desc: true }, "image")).toEqual({ key: "image", desc: false });
  });
});

describe("the scene preview", () => {
  it("keeps a short scene whole, with its spaces tidied", () => {
    expect(truncateScene("  Abuelita  stirs the\nmole ")).toBe("Abuelita stirs the mole");
  });

  it("cuts a long scene on a word boundary with an ellipsis, within the limit", () => {
    const scene = "Abuelita and Pepita walk to the market with a basket of tomatoes, chiles, onions and fresh cilantro for the salsa";
    const preview = truncateScene(scene, 40);
    expect(preview).toBe("Abuelita and Pepita walk to the market…");
    expect(preview.length).toBeLessThanOrEqual(40);
  });

  it("cuts a single long word where it must", () => {
    expect(truncateScene("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
