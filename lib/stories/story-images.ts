// Where each page's coloring image comes from: an admin's manual image wins over the
// generated one. Generated images (imageData) arrive in three shapes, all accepted:
//   { images: { "1": url, ... } }   an object with an images map keyed by page number
//   [url1, url2, ...]               an array indexed from page 1
//   { "1": url, ... }               a plain map of page number to URL
// manualImages is a plain map. Both may be JSON text or already parsed; nothing here throws.

import { parseJsonText } from "@/lib/json-text";

export type ImageMap = Record<number, string>;

function fromEntries(entries: [string | number, unknown][]): ImageMap {
  const map: ImageMap = {};
  for (const [key, value] of entries) {
    const page = Number(key);
    const url = typeof value === "string" ? value.trim() : typeof value === "object" && value ? (value as { url?: unknown }).url : null;
    if (Number.isInteger(page) && page > 0 && typeof url === "string" && url.trim()) map[page] = url.trim();
  }
  return map;
}

/** Page number -> URL from any of the accepted shapes; {} for anything else. */
export function parseImageMap(value: unknown): ImageMap {
  const data = parseJsonText(value);
  if (Array.isArray(data)) return fromEntries(data.map((url, index) => [index + 1, url]));
  if (!data || typeof data !== "object") return {};
  const images = (data as { images?: unknown }).images;
  if (images !== undefined) return parseImageMap(images);
  return fromEntries(Object.entries(data));
}

export type PageImage = { url: string; source: "manual" | "generated" };
type StoryImages = { imageData: unknown; manualImages: unknown };

/**
 * The image each page shows, and where it comes from: the manual image if there is one, else
 * the generated one. Both maps are parsed once, for a screen that shows every page.
 */
export function pageImages(story: StoryImages): (pageNumber: number) => PageImage | null {
  const manual = parseImageMap(story.manualImages);
  const generated = parseImageMap(story.imageData);
  return (pageNumber) => {
    const manualUrl = manual[pageNumber];
    if (manualUrl) return { url: manualUrl, source: "manual" };
    const generatedUrl = generated[pageNumber];
    return generatedUrl ? { url: generatedUrl, source: "generated" } : null;
  };
}

/** The image shown for a page: the manual image if there is one, else the generated one. */
export function resolvePageImage(story: StoryImages, pageNumber: number): string | null {
  return pageImages(story)(pageNumber)?.url ?? null;
}

export type ImageSource = PageImage["source"];

/** The map with one page's URL set (or removed, for null), as JSON text in the plain map shape. */
export function withPageImage(value: unknown, pageNumber: number, url: string | null): { json: string; previous: string | null } {
  const map = parseImageMap(value);
  const previous = map[pageNumber] ?? null;
  if (url === null) delete map[pageNumber];
  else map[pageNumber] = url;
  return { json: JSON.stringify(map), previous };
}

/** Whether every one of the pages has an image of either kind; a story without pages has none. */
export function everyPageHasImage(story: StoryImages, pageNumbers: number[]): boolean {
  const imageOf = pageImages(story);
  return pageNumbers.length > 0 && pageNumbers.every((page) => imageOf(page) !== null);
}

type ImageStatusValue = "pending" | "generating" | "complete" | "failed";

/**
 * A story's image status once one page's image has changed: complete exactly when every page
 * has an image. Otherwise, while generations of other pages are still queued or running it
 * stays generating; a finished generation leaves it pending (the images still missing are to
 * do, whatever failed before), and any other change leaves a running generation or an earlier
 * failure showing.
 */
export function imageStatusAfter(
  current: ImageStatusValue,
  complete: boolean,
  finishedGeneration: boolean,
  otherGenerationsPending = false,
): ImageStatusValue {
  if (complete) return "complete";
  if (otherGenerationsPending) return "generating";
  if (finishedGeneration || current === "complete") return "pending";
  return current;
}
