/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
  type Strategy,
} from "serwist";
import {
  answeredWithShelfOffline,
  assetPaths,
  buildVersion,
  isKeepableAnswer,
  isOutdatedCache,
  isPageCache,
  keptWhileBrowsing,
  offlineCacheNames,
  offlineKind,
  pictureStem,
  pictureStemsIn,
  SAVE_STORY,
  type OfflineKind,
  type SaveStoryMessage,
} from "@/lib/offline/offline-rules";
import { OFFLINE_PAGES, offlinePageFor } from "@/lib/offline/shelf";

// The service worker for offline reading, built by @serwist/next into public/sw.js at
// `next build` (never in development). It keeps the story pages a family opened, the scripts
// and stylesheets they run with, and the pictures and PDFs of the public stories those pages
// ask it to save (and the PDFs they download); every other request (the back office, sign-in, the APIs) goes to the
// network as if there were no worker, and nothing the back office shows is kept.

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const manifest = self.__SW_MANIFEST ?? [];
const version = buildVersion(manifest);
const names = offlineCacheNames(version);
const PAGE_TIMEOUT_SECONDS = 4;

const keepOnlyPublicAnswers: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => (isKeepableAnswer(response.status, response.headers.get("cache-control")) ? response : null),
};

// The worker cannot see cookies, so what a page loads is judged by the page that loaded it. A
// save a story page asked for (a message, or a new build's install) is not a page loading.
function keepWhileBrowsing(kind: OfflineKind): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response, event }) => {
      if (!(event instanceof FetchEvent)) return response;
      const client = event.clientId ? await self.clients.get(event.clientId) : undefined;
      return keptWhileBrowsing(kind, client ? new URL(client.url).pathname : null) ? response : null;
    },
  };
}

// A story page is kept once, whatever ?page=N it was opened at: the viewer reads the page
// number from the address after it starts.
const pageWithoutQuery: SerwistPlugin = {
  cacheKeyWillBeUsed: ({ request }) => {
    const url = new URL(request.url);
    return url.origin + url.pathname;
  },
};

// The browser picks a picture's copy by the frame's width; offline, any kept copy of the same
// picture beats none (a phone turned sideways asks for a wider one).
const anyCopyOfThePicture: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const cache = await caches.open(names.picture);
    const stem = pictureStem(new URL(request.url).pathname);
    const sibling = (await cache.keys()).find((key) => pictureStem(new URL(key.url).pathname) === stem);
    return sibling ? cache.match(sibling) : undefined;
  },
};

// A public page neither the network nor the caches can give is answered with the site's own
// offline page in its language, which lists the stories kept here, not the browser's error.
const offlineShelf: SerwistPlugin = {
  handlerDidError: async ({ request }) => (await caches.open(names.page)).match(absolute(offlinePageFor(new URL(request.url).pathname)), { ignoreVary: true }),
};

// The pages' stale-while-revalidate would let the browser's own cache answer offline for a
// minute, a story the family just removed from this device among them: offline, the kept copy
// alone does. (Serwist passes no fetch options with a navigation.)
const notFromTheBrowsersCache: SerwistPlugin = {
  requestWillFetch: ({ request }) => new Request(request, { cache: "no-cache" }),
};

const strategies: Record<OfflineKind, Strategy> = {
  page: new NetworkFirst({
    cacheName: names.page,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      offlineShelf,
      pageWithoutQuery,
      notFromTheBrowsersCache,
      keepOnlyPublicAnswers,
      keepWhileBrowsing("page"),
      new ExpirationPlugin({ maxEntries: 100, maxAgeFrom: "last-used" }),
    ],
  }),
  asset: new CacheFirst({ cacheName: names.asset, plugins: [keepOnlyPublicAnswers, keepWhileBrowsing("asset")] }),
  picture: new CacheFirst({
    cacheName: names.picture,
    plugins: [keepOnlyPublicAnswers, keepWhileBrowsing("picture"), anyCopyOfThePicture, new ExpirationPlugin({ maxEntries: 1500, maxAgeFrom: "last-used" })],
  }),
  pdf: new NetworkFirst({
    cacheName: names.pdf,
    plugins: [keepOnlyPublicAnswers, keepWhileBrowsing("pdf"), new ExpirationPlugin({ maxEntries: 1000, maxAgeFrom: "last-used" })],
  }),
};

const unkeptPage = new NetworkOnly({ plugins: [offlineShelf] });

function kindOf(url: URL, request: Request): OfflineKind | null {
  if (url.origin !== self.location.origin || request.method !== "GET") return null;
  const kind = offlineKind(url.pathname);
  // Only the address bar's loads of a page: Next's in-app navigations ask for RSC data at the
  // same path, which is not kept.
  if (kind === "page" && request.mode !== "navigate") return null;
  return kind;
}

const serwist = new Serwist({
  // The worker's own precache holds only the files of public/ (icons, the built-in story's
  // pictures); the build's scripts are kept as the pages that use them are saved.
  precacheEntries: manifest.filter((entry) => !(typeof entry === "string" ? entry : entry.url).startsWith("/_next/")),
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ url, request }) => kindOf(url, request) !== null, handler: (options) => strategies[kindOf(options.url, options.request)!].handle(options) },
    {
      matcher: ({ url, request }) => request.mode === "navigate" && url.origin === self.location.origin && answeredWithShelfOffline(url.pathname),
      handler: unkeptPage,
    },
  ],
});

/** The story page sends paths; caches and fetches take whole URLs. */
const absolute = (url: string) => new URL(url, self.location.href).href;

async function has(cacheName: string, url: string): Promise<boolean> {
  return Boolean(await (await caches.open(cacheName)).match(absolute(url), { ignoreVary: true }));
}

// Saves are fetched without cookies: what is kept is what the server shows anyone, whoever is
// signed in on this device. A strategy answers before its copy is in the cache; a save waits for
// the copy, or "saved" could be shown while the last PDF is still being written.
async function handled(kind: OfflineKind, url: string, event: ExtendableEvent): Promise<boolean> {
  const [response, kept] = strategies[kind].handleAll({ request: new Request(absolute(url), { credentials: "omit" }), event });
  try {
    const [answer] = await Promise.all([response, kept]);
    return answer.ok;
  } catch {
    return false;
  }
}

/**
 * A page and the scripts and stylesheets it names; the page is kept last, once it can run.
 * Its HTML once kept, or null: a page the server shows nobody (a draft's, for an admin) is not.
 */
async function savePage(path: string, event: ExtendableEvent, refresh: boolean): Promise<string | null> {
  const url = absolute(path);
  const cached = refresh ? undefined : await (await caches.open(names.page)).match(url, { ignoreVary: true });
  const response = cached ?? (await fetch(url, { credentials: "omit" }).catch(() => null));
  if (!response?.ok || !(response.headers.get("content-type") ?? "").includes("text/html")) return null;
  const html = await response.clone().text();
  const assets = await Promise.all(assetPaths(html).map((path) => handled("asset", path, event)));
  if (!assets.every(Boolean)) return null;
  if (!cached) await (await caches.open(names.page)).put(url, response);
  return html;
}

/** The story's page first: only the pictures its public page shows are kept with it. */
async function saveStory(message: SaveStoryMessage, event: ExtendableEvent): Promise<boolean> {
  const html = await savePage(message.page, event, false);
  if (html === null) return false;
  const onPage = pictureStemsIn(html);
  const shown = message.pictures.filter((url) => onPage.has(pictureStem(new URL(absolute(url)).pathname)));
  const pictures = await Promise.all(shown.map((url) => handled("picture", url, event)));
  const scripts = await Promise.all(message.scripts.filter((path) => offlineKind(path) === "asset").map((path) => handled("asset", path, event)));
  // One PDF at a time: each may be built on the server for this family.
  let pdfs = true;
  for (const url of message.pdfs) pdfs = ((await has(names.pdf, url)) || (await handled("pdf", url, event))) && pdfs;
  return shown.length === message.pictures.length && pictures.every(Boolean) && scripts.every(Boolean) && pdfs;
}

self.addEventListener("message", (event) => {
  const message = event.data as SaveStoryMessage | undefined;
  if (message?.type !== SAVE_STORY) return;
  const saved = saveStory(message, event);
  event.waitUntil(saved);
  void saved.then((complete) => event.ports[0]?.postMessage(complete));
});

// A new build's worker fetches the pages the old one kept, with the new build's scripts, before
// it takes over; the old build's pages and scripts are then deleted, never served with each
// other's chunks. A page it cannot fetch now is saved again the next time it is opened. The
// offline pages, in both languages, are kept first: they must run with this build's chunks.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      for (const path of Object.values(OFFLINE_PAGES)) await savePage(path, event, true);
      const older = (await caches.keys()).filter((name) => isOutdatedCache(name, version) && isPageCache(name));
      for (const name of older) {
        for (const request of await (await caches.open(name)).keys()) await savePage(request.url, event, true);
      }
    })(),
  );
});

// Earlier workers kept every picture a page showed, the back office's drafts among them: a
// picture stays only while a kept story page shows it.
async function dropPicturesNoPageShows(): Promise<void> {
  const pages = await caches.open(names.page);
  const shown = new Set<string>();
  for (const key of await pages.keys()) for (const stem of pictureStemsIn((await (await pages.match(key))?.text()) ?? "")) shown.add(stem);
  const pictures = await caches.open(names.picture);
  for (const key of await pictures.keys()) if (!shown.has(pictureStem(new URL(key.url).pathname))) await pictures.delete(key);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).filter((name) => isOutdatedCache(name, version)).map((name) => caches.delete(name)));
      await dropPicturesNoPageShows();
    })(),
  );
});

serwist.addEventListeners();
