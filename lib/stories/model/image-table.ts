import type { ImagePageRow } from "@/lib/api/images";
import { nextColumnSort, sortKeyGuard, type ColumnSort } from "@/lib/table/column-sort";

// The image generation table's rules: row identity, the sort, the scene's truncation, and which
// pages still need an image.
// Client-safe and pure, so the screen memoizes them and tests check them directly.

export const imageRowId = (row: Pick<ImagePageRow, "storyId" | "pageNumber">) => `${row.storyId}-${row.pageNumber}`;

export const IMAGE_SORT_KEYS = ["story", "page", "image"] as const;
export type ImageSortKey = (typeof IMAGE_SORT_KEYS)[number];
export type ImageSort = ColumnSort<ImageSortKey>;

export const DEFAULT_IMAGE_SORT: ImageSort = { key: "story", desc: false };

export const isImageSortKey = sortKeyGuard(IMAGE_SORT_KEYS);

/** A column not sorted yet starts ascending; the sorted column flips its direction. */
export const IMAGE_SORT_FIRST_DESC = false;
export const nextImageSort = (current: ImageSort, key: ImageSortKey): ImageSort => nextColumnSort(current, key, IMAGE_SORT_FIRST_DESC);

// Ascending comparisons; `desc` reverses them. A story sorts by its id (the order stories were
// made in; titles repeat and may change). Image status ascending puts pages with an image first.
const COMPARE: { [K in ImageSortKey]: (a: ImagePageRow, b: ImagePageRow) => number } = {
  story: (a, b) => a.storyId - b.storyId,
  page: (a, b) => a.pageNumber - b.pageNumber,
  image: (a, b) => Number(b.imageUrl !== null) - Number(a.imageUrl !== null),
};

/** Sorted by the chosen column; ties keep story then page order, whatever the direction. */
export function sortImageRows(rows: readonly ImagePageRow[], sort: ImageSort): ImagePageRow[] {
  const compare = COMPARE[sort.key];
  const direction = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => direction * compare(a, b) || a.storyId - b.storyId || a.pageNumber - b.pageNumber);
}

export const SCENE_PREVIEW_LENGTH = 80;

/** The scene description cut to a preview on a word boundary, with an ellipsis when cut. */
export function truncateScene(text: string, max = SCENE_PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A page a background job is drawing (waiting or running), which has no image yet. */
export const isDrawing = (row: ImagePageRow) => row.imageUrl === null && (row.job?.status === "queued" || row.job?.status === "running");

/** A page 'Generate all missing images' would queue: no image, and no job on its way. */
export const isMissingImage = (row: ImagePageRow) => row.imageUrl === null && !isDrawing(row);

/**
 * What the server page sends for the table's first paint: the first page in the default order and
 * the counts, not every page of every story (for 1,000 stories the whole list is megabytes of text,
 * which the screen fetches after it has painted).
 */
export type ImageFirstView = { rows: ImagePageRow[]; total: number; missing: number; drawing: number };

export function imageFirstView(rows: readonly ImagePageRow[], pageSize: number): ImageFirstView {
  return {
    rows: sortImageRows(rows, DEFAULT_IMAGE_SORT).slice(0, pageSize),
    total: rows.length,
    missing: rows.filter(isMissingImage).length,
    drawing: rows.filter(isDrawing).length,
  };
}
