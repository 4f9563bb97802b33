import type { Locale } from "@/lib/i18n/locales";
import type { Paper } from "@/lib/pdf/print-choices";
import { storyPdfUrl } from "@/lib/api/story-urls";
import { responsiveImage } from "@/lib/storage/image-variants";
import type { ViewerStory } from "@/lib/stories/model/view";
import { assetPaths, SAVE_STORY, type SaveStoryMessage } from "./offline-rules";

// What a story needs to be read and printed offline. Client-safe.

/**
 * The copy of a picture this device shows: the narrowest WebP copy at least as wide as the
 * frame's device pixels, as the browser picks from the srcset (the worker falls back to any
 * other kept copy of the same picture, e.g. after the tablet is turned).
 */
export function pictureForDevice(url: string, devicePixels: number): string {
  const responsive = responsiveImage(url);
  if (!responsive) return url;
  const copies = responsive.srcSet.split(", ").map((entry) => {
    const [path = "", width = ""] = entry.split(" ");
    return { path, width: Number.parseInt(width, 10) };
  });
  return (copies.find((copy) => copy.width >= devicePixels) ?? copies.at(-1)!).path;
}

type SaveOptions = { page: string; storyKey: string; locale: Locale; paper: Paper; devicePixels: number; loaded: string[] };

/**
 * The page itself, every page's picture, every pictured page's PDF (the paper and language the
 * family prints in) and the build's scripts and stylesheets the page has loaded (`loaded`: every
 * address it fetched), among them those its buttons fetch only when pressed, which its HTML does
 * not name.
 */
export function saveStoryMessage(story: ViewerStory, options: SaveOptions): SaveStoryMessage {
  const pictured = story.pages.filter((page) => page.image);
  return {
    type: SAVE_STORY,
    page: options.page,
    pictures: pictured.map((page) => pictureForDevice(page.image!, options.devicePixels)),
    pdfs: pictured.map((page) => storyPdfUrl(options.storyKey, { page: page.pageNumber, paper: options.paper, lang: options.locale })),
    scripts: assetPaths(options.loaded.join(" ")),
  };
}
