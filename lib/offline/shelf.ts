import { isPageCache, PDF_CACHE, PICTURE_CACHE, pictureStem, pictureStemsIn } from "./offline-rules";

// The stories kept on this device, read straight from the worker's caches by the offline page
// (app/[locale]/offline): the kept story pages are the list, so nothing else has to be kept in
// step with them. Client-safe.

/** The address of the offline page in each language; the worker keeps both when it installs. */
export const OFFLINE_PAGES = { en: "/offline", es: "/es/offline" } as const;

export type ShelfLocale = keyof typeof OFFLINE_PAGES;

/** The offline page the worker answers a failed navigation to this path with. */
export function offlinePageFor(pathname: string): string {
  return pathname === "/es" || pathname.startsWith("/es/") ? OFFLINE_PAGES.es : OFFLINE_PAGES.en;
}

const STORY_PATH = /^(\/es)?\/story\/([1-9]\d{0,9})$/;

/** The story a kept page shows, and its language; null for Home and the offline pages. */
export function keptStory(pathname: string): { id: number; locale: ShelfLocale } | null {
  const match = STORY_PATH.exec(pathname);
  return match ? { id: Number(match[2]), locale: match[1] ? "es" : "en" } : null;
}

export type SavedStory = { id: number; path: string; title: string; cover: string | null };

/** The title and first picture a kept story page's HTML names (the page as anyone sees it). */
export function describeKeptPage(html: string, parse: (html: string) => Document): { title: string; picture: string | null } {
  const document = parse(html);
  const title = document.querySelector('meta[property="og:title"]')?.getAttribute("content") ?? document.querySelector("h1")?.textContent?.trim() ?? "";
  const picture = document.querySelector("[data-testid=page-picture] img")?.getAttribute("src") ?? null;
  return { title, picture };
}

async function pageCaches(): Promise<Cache[]> {
  return Promise.all((await caches.keys()).filter(isPageCache).map((name) => caches.open(name)));
}

/**
 * Every story kept on this device, once each: its page in `locale` when that one is kept, else
 * in the other language. Its cover is the kept copy of its first picture, which opens offline.
 */
export async function savedStories(locale: ShelfLocale): Promise<SavedStory[]> {
  const pages = new Map<number, { path: string; cache: Cache; request: Request }>();
  for (const cache of await pageCaches()) {
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      const story = keptStory(path);
      if (story && (!pages.has(story.id) || story.locale === locale)) pages.set(story.id, { path, cache, request });
    }
  }
  const keptPictures = (await (await caches.open(PICTURE_CACHE)).keys()).map((request) => new URL(request.url).pathname);
  const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
  const stories: SavedStory[] = [];
  for (const [id, { path, cache, request }] of pages) {
    const { title, picture } = describeKeptPage((await (await cache.match(request))?.text()) ?? "", parse);
    const stem = picture ? pictureStem(new URL(picture, location.href).pathname) : null;
    const cover = keptPictures.find((kept) => pictureStem(kept) === stem) ?? picture;
    stories.push({ id, path, title, cover });
  }
  return stories.sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * Removes a story from this device: its pages in both languages, its PDFs, and the pictures no
 * other kept page shows (the built-in story's line art is shared by many stories).
 */
export async function removeSavedStory(id: number): Promise<void> {
  const remaining = new Set<string>();
  for (const cache of await pageCaches()) {
    for (const request of await cache.keys()) {
      if (keptStory(new URL(request.url).pathname)?.id === id) await cache.delete(request);
      else for (const stem of pictureStemsIn((await (await cache.match(request))?.text()) ?? "")) remaining.add(stem);
    }
  }
  const pdfs = await caches.open(PDF_CACHE);
  for (const request of await pdfs.keys()) if (new URL(request.url).pathname === `/api/pdf/${id}`) await pdfs.delete(request);
  const pictures = await caches.open(PICTURE_CACHE);
  for (const request of await pictures.keys()) if (!remaining.has(pictureStem(new URL(request.url).pathname))) await pictures.delete(request);
}
