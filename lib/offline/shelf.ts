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

const STORY_PATH = /^(\/es)?\/story\/(original|[1-9]\d{0,9})$/;
const HOME_PATH = /^(\/es)?\/?$/;

export type KeptPage = { locale: ShelfLocale; /** The story a story page shows; null for Home, whose story is in its HTML. */ key: string | null };

/** A kept page that shows a story (a story page or Home), and its language; null for the offline pages. */
export function keptPage(pathname: string): KeptPage | null {
  const story = STORY_PATH.exec(pathname);
  if (story) return { key: story[2]!, locale: story[1] ? "es" : "en" };
  const home = HOME_PATH.exec(pathname);
  return home ? { key: null, locale: home[1] ? "es" : "en" } : null;
}

export type SavedStory = { key: string; path: string; title: string; cover: string | null };

/** The story, title and first picture a kept page's HTML shows (the page as anyone sees it). */
export function describeKeptPage(html: string, parse: (html: string) => Document): { key: string | null; title: string; picture: string | null } {
  const document = parse(html);
  const viewer = document.querySelector("[data-story-key]");
  const title =
    viewer?.getAttribute("data-story-title") ??
    document.querySelector('meta[property="og:title"]')?.getAttribute("content") ??
    document.querySelector("h1")?.textContent?.trim() ??
    "";
  const picture = document.querySelector("[data-testid=page-picture] img")?.getAttribute("src") ?? null;
  return { key: viewer?.getAttribute("data-story-key") ?? null, title, picture };
}

async function pageCaches(): Promise<Cache[]> {
  return Promise.all((await caches.keys()).filter(isPageCache).map((name) => caches.open(name)));
}

type KeptCopy = { key: string; path: string; home: boolean; locale: ShelfLocale; html: string; cache: Cache; request: Request };

/** Every kept page that shows a story, with the story it shows (Home's, read from its HTML). */
async function keptCopies(): Promise<KeptCopy[]> {
  const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
  const copies: KeptCopy[] = [];
  for (const cache of await pageCaches()) {
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      const page = keptPage(path);
      if (!page) continue;
      const html = (await (await cache.match(request))?.text()) ?? "";
      const key = page.key ?? describeKeptPage(html, parse).key;
      if (key) copies.push({ key, path, home: page.key === null, locale: page.locale, html, cache, request });
    }
  }
  return copies;
}

// A story's own page beats Home (which may show another story once online again), and a page in
// the shelf's language beats the other language's.
const preference = (copy: KeptCopy, locale: ShelfLocale) => (copy.home ? 0 : 2) + (copy.locale === locale ? 1 : 0);

/**
 * Every story kept on this device, once each, whether it was kept from its own page or from Home.
 * Its cover is the kept copy of its first picture, which opens offline.
 */
export async function savedStories(locale: ShelfLocale): Promise<SavedStory[]> {
  const best = new Map<string, KeptCopy>();
  for (const copy of await keptCopies()) {
    const kept = best.get(copy.key);
    if (!kept || preference(copy, locale) > preference(kept, locale)) best.set(copy.key, copy);
  }
  const keptPictures = (await (await caches.open(PICTURE_CACHE)).keys()).map((request) => new URL(request.url).pathname);
  const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
  const stories: SavedStory[] = [];
  for (const { key, path, html } of best.values()) {
    const { title, picture } = describeKeptPage(html, parse);
    const stem = picture ? pictureStem(new URL(picture, location.href).pathname) : null;
    const cover = keptPictures.find((kept) => pictureStem(kept) === stem) ?? picture;
    stories.push({ key, path, title, cover });
  }
  return stories.sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * Removes a story from this device: its pages in both languages (Home too, while it shows that
 * story), its PDFs, and the pictures no other kept page shows (the built-in story's line art is
 * shared by many stories).
 */
export async function removeSavedStory(key: string): Promise<void> {
  const copies = await keptCopies();
  for (const copy of copies) if (copy.key === key) await copy.cache.delete(copy.request);
  const remaining = new Set<string>();
  for (const cache of await pageCaches()) {
    for (const request of await cache.keys()) for (const stem of pictureStemsIn((await (await cache.match(request))?.text()) ?? "")) remaining.add(stem);
  }
  const pdfs = await caches.open(PDF_CACHE);
  for (const request of await pdfs.keys()) if (new URL(request.url).pathname === `/api/pdf/${key}`) await pdfs.delete(request);
  const pictures = await caches.open(PICTURE_CACHE);
  for (const request of await pictures.keys()) if (!remaining.has(pictureStem(new URL(request.url).pathname))) await pictures.delete(request);
}
