import type { GalleryItem, GalleryItemType, GalleryResponse } from "@/lib/api/images";
import { attachedAssetUrl, storedPageImageUrl } from "@/lib/api/story-urls";

// The gallery's rules: its filters and their counts, the empty texts, and which call deletes
// an item. Pure, so tests check them directly.

export type GalleryFilter = "all" | GalleryItemType;

export const GALLERY_FILTERS: { value: GalleryFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "generated", label: "Generated" },
  { value: "manual", label: "Manual" },
  { value: "attached", label: "Attached" },
];

export function galleryCounts(items: readonly GalleryItem[]): Record<GalleryFilter, number> {
  const counts: Record<GalleryFilter, number> = { all: items.length, generated: 0, manual: 0, attached: 0 };
  for (const item of items) counts[item.type] += 1;
  return counts;
}

/** The items a filter shows, newest first whatever order they arrived in; one story's images of the same time in page order. */
export function filterGallery(items: readonly GalleryItem[], filter: GalleryFilter): GalleryItem[] {
  const shown = filter === "all" ? [...items] : items.filter((item) => item.type === filter);
  return shown.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.storyId === b.storyId ? a.pageNumber - b.pageNumber : 0));
}

/**
 * Cards drawn at first and added by each 'Show more images': a library of 1,000 stories has
 * thousands of images, which would be megabytes of HTML and thousands of cards. Divisible by
 * every column count of the grid (2 to 5), so each batch fills its rows.
 */
export const GALLERY_BATCH = 60;

export const showMoreText = (left: number) => `Show more images (${Math.min(left, GALLERY_BATCH)} of ${left} left)`;

export function emptyGalleryText(filter: GalleryFilter): string {
  return filter === "all" ? "No images have been generated or uploaded yet." : `No ${filter} images found.`;
}

export const deleteConfirmText = (item: GalleryItem) => `Are you sure you want to delete this ${item.type} image?`;

/** The DELETE call for an item; an attached asset's title is its file name. */
export function deletePath(item: GalleryItem): string {
  if (item.type === "attached") return attachedAssetUrl(item.storyTitle);
  return storedPageImageUrl(item.storyId, item.type, item.pageNumber);
}

const DELETED: Record<GalleryItem["type"], string> = {
  attached: "Attached asset deleted successfully",
  generated: "Generated image deleted successfully",
  manual: "Manual image deleted successfully",
};

export const deletedText = (item: GalleryItem) => DELETED[item.type];

/** The gallery without a deleted item, shown at once while the server's list is fetched again. */
export const withoutItem = (answer: GalleryResponse | undefined, item: GalleryItem): GalleryResponse | undefined =>
  answer && { ...answer, items: answer.items.filter((other) => other.id !== item.id) };
