// Where each page's coloring image comes from: an admin's manual image wins over the
// generated one. Both are maps of page number to URL (lib/schemas/story-json.ts).

import type { ImageMap } from "@/lib/schemas/story-json";

export type { ImageMap };

export type PageImage = { url: string; source: "manual" | "generated" };
type StoryImages = { imageData: ImageMap | null; manualImages: ImageMap | null };

/**
 * The image each page shows, and where it comes from: the manual image if there is one, else
 * the generated one.
 */
export function pageImages(story: StoryImages): (pageNumber: number) => PageImage | null {
  const manual = story.manualImages ?? {};
  const generated = story.imageData ?? {};
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

/** The map with one page's URL set (or removed, for null), and the URL the page had. */
export function withPageImage(map: ImageMap | null, pageNumber: number, url: string | null): { map: ImageMap; previous: string | null } {
  const next = { ...map };
  const previous = next[pageNumber] ?? null;
  if (url === null) delete next[pageNumber];
  else next[pageNumber] = url;
  return { map: next, previous };
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
export function imageStatusAfter(current: ImageStatusValue, complete: boolean, finishedGeneration: boolean, otherGenerationsPending = false): ImageStatusValue {
  if (complete) return "complete";
  if (otherGenerationsPending) return "generating";
  if (finishedGeneration || current === "complete") return "pending";
  return current;
}
