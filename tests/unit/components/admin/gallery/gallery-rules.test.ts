import { describe, expect, it } from "vitest";
import { deleteConfirmText, deletePath, emptyGalleryText, filterGallery, galleryCounts, showMoreText } from "@/components/admin/gallery/gallery-rules";
import type { GalleryItem, GalleryItemType } from "@/lib/api/images";

function item(id: string, type: GalleryItemType, createdAt: string, extra: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id,
    url: `/objects/${id}.png`,
    storyId: type === "attached" ? 0 : 7,
    storyTitle: "Tamales",
    pageNumber: type === "attached" ? 0 : 3,
    type,
    createdAt,
    publishedStory: false,
    ...extra,
  };
}

const items = [
  item("g-old", "generated", "2025-01-01T00:00:00.000Z"),
  item("m", "manual", "2025-03-01T00:00:00.000Z"),
  item("g-new", "generated", "2025-05-01T00:00:00.000Z"),
  item("a", "attached", "2025-02-01T00:00:00.000Z", { storyTitle: "pepita sketch.png" }),
];

describe("the gallery's filters", () => {
  it("count every item and each type", () => {
    expect(galleryCounts(items)).toEqual({ all: 4, generated: 2, manual: 1, attached: 1 });
    expect(galleryCounts([])).toEqual({ all: 0, generated: 0, manual: 0, attached: 0 });
  });

  it("show the chosen type, newest first", () => {
    expect(filterGallery(items, "all").map((shown) => shown.id)).toEqual(["g-new", "m", "a", "g-old"]);
    expect(filterGallery(items, "generated").map((shown) => shown.id)).toEqual(["g-new", "g-old"]);
    expect(filterGallery(items, "attached").map((shown) => shown.id)).toEqual(["a"]);
    expect(filterGallery([], "manual")).toEqual([]);
  });

  it("keep one story's images made at the same time in page order", () => {
    const same = "2025-06-01T00:00:00.000Z";
    const pages = [10, 2, 1].map((pageNumber) => item(`p${pageNumber}`, "generated", same, { pageNumber }));
    expect(filterGallery(pages, "all").map((shown) => shown.pageNumber)).toEqual([1, 2, 10]);
  });

  it("offer the next batch of cards, or what is left when it is smaller", () => {
    expect(showMoreText(500)).toBe("Show more images (60 of 500 left)");
    expect(showMoreText(7)).toBe("Show more images (7 of 7 left)");
  });

  it("say why nothing shows", () => {
    expect(emptyGalleryText("all")).toBe("No images have been generated or uploaded yet.");
    expect(emptyGalleryText("manual")).toBe("No manual images found.");
    expect(emptyGalleryText("attached")).toBe("No attached images found.");
  });
});

describe("deleting a gallery item", () => {
  it("asks with the item's type", () => {
    expect(deleteConfirmText(items[0]!)).toBe("Are you sure you want to delete this generated image?");
    expect(deleteConfirmText(items[3]!)).toBe("Are you sure you want to delete this attached image?");
  });

  it("calls the delete of its kind: page images by story and page, attached assets by file name", () => {
    expect(deletePath(items[0]!)).toBe("/api/admin/stories/7/images/generated/3");
    expect(deletePath(items[1]!)).toBe("/api/admin/stories/7/images/manual/3");
    expect(deletePath(items[3]!)).toBe("/api/admin/attached-assets/pepita%20sketch.png");
  });
});
