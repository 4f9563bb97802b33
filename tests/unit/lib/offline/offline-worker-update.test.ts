import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildVersion, offlineCacheNames, SAVE_STORY, type SaveStoryMessage } from "@/lib/offline/offline-rules";
import { stubFetch } from "../../../support/fake-fetch";

// The worker's own code (app/sw.ts) run against an in-memory Cache Storage, with Serwist's
// strategies reduced to "fetch and keep": what a new build's worker does when it replaces the
// old one, and which options make it take over at once.

const ORIGIN = "http://localhost";
const MANIFEST = [
  { url: "/_next/static/chunks/new-2.js", revision: null },
  { url: "/icon.svg", revision: "r1" },
];

type Captured = { options?: Record<string, unknown> };
const captured: Captured = {};

vi.mock("serwist", () => {
  // As Serwist's do, a strategy answers before its copy is written to the cache.
  class KeepingStrategy {
    constructor(readonly options: { cacheName: string }) {}
    handleAll({ request }: { request: Request }): [Promise<Response>, Promise<void>] {
      const response = fetch(request.url);
      const kept = response.then(async (answer) => {
        const copy = answer.clone();
        await new Promise((resolve) => setTimeout(resolve, 5));
        await (await caches.open(this.options.cacheName)).put(request.url, copy);
      });
      return [response, kept];
    }
    handle(options: { request: Request }) {
      return this.handleAll(options)[0];
    }
  }
  return {
    Serwist: class {
      constructor(options: Record<string, unknown>) {
        captured.options = options;
      }
      addEventListeners() {}
    },
    NetworkFirst: KeepingStrategy,
    CacheFirst: KeepingStrategy,
    NetworkOnly: class {},
    ExpirationPlugin: class {},
  };
});

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(url: string | Request) {
    return this.entries.get(typeof url === "string" ? url : url.url)?.clone();
  }
  async put(url: string | Request, response: Response) {
    this.entries.set(typeof url === "string" ? url : url.url, response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(url: string | Request) {
    return this.entries.delete(typeof url === "string" ? url : url.url);
  }
}

class MemoryCaches {
  readonly stores = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new MemoryCache());
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

const listeners = new Map<string, (event: unknown) => void>();
let storage: MemoryCaches;

async function fire(type: string): Promise<void> {
  const waits: Promise<unknown>[] = [];
  listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
  await Promise.all(waits);
}

/** A story page's request to save it: the worker's answer, and what its caches held when it answered. */
function save(message: SaveStoryMessage): Promise<{ complete: unknown; kept: string[] }> {
  return new Promise((resolve) => {
    const postMessage = (complete: unknown) =>
      resolve({ complete, kept: [...storage.stores.values()].flatMap((cache) => [...cache.entries.keys()].map((url) => url.replace(ORIGIN, ""))) });
    listeners.get("message")!({ data: message, ports: [{ postMessage }], waitUntil: () => undefined });
  });
}

beforeEach(async () => {
  storage = new MemoryCaches();
  listeners.clear();
  vi.stubGlobal("caches", storage);
  vi.stubGlobal("self", {
    __SW_MANIFEST: MANIFEST,
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  });
  stubFetch((url) =>
    url.endsWith("/story/5")
      ? new Response(`<script src="/_next/static/chunks/new-2.js"></script>new page<img src="/objects/a-w960.webp">`, {
          headers: { "content-type": "text/html" },
        })
      : url.endsWith("/offline")
        ? new Response(`<script src="/_next/static/chunks/offline-3.js"></script>offline page`, { headers: { "content-type": "text/html" } })
        : new Response("chunk", { headers: { "content-type": "text/javascript" } }),
  );
  // The old build's worker kept story 5 with its own chunk, its picture, and a draft's picture
  // the back office showed; another app's cache sits beside them.
  const old = offlineCacheNames("old");
  await (await storage.open(old.page)).put(`${ORIGIN}/story/5`, new Response("old page", { headers: { "content-type": "text/html" } }));
  await (await storage.open(old.asset)).put(`${ORIGIN}/_next/static/chunks/old-1.js`, new Response("old chunk"));
  await (await storage.open(old.picture)).put(`${ORIGIN}/objects/a-w480.webp`, new Response("picture"));
  await (await storage.open(old.picture)).put(`${ORIGIN}/objects/draft-w480.webp`, new Response("draft picture"));
  await storage.open("someone-else");
  vi.resetModules();
  await import("@/app/sw");
});

afterEach(() => vi.unstubAllGlobals());

describe("a new build's offline-reading worker", () => {
  it("takes over at once and drops outdated precaches", () => {
    expect(captured.options).toMatchObject({ skipWaiting: true, clientsClaim: true, precacheOptions: { cleanupOutdatedCaches: true } });
    expect(captured.options?.precacheEntries).toEqual([{ url: "/icon.svg", revision: "r1" }]);
  });

  it("keeps the pages the old worker kept, fetched again with the new build's scripts, and deletes the old build's caches and the pictures no kept page shows", async () => {
    const current = offlineCacheNames(buildVersion(MANIFEST));
    const old = offlineCacheNames("old");
    await fire("install");
    const page = await (await storage.open(current.page)).match(`${ORIGIN}/story/5`);
    expect(await page?.text()).toContain("new page");
    expect(await (await storage.open(current.asset)).match(`${ORIGIN}/_next/static/chunks/new-2.js`)).toBeDefined();
    // The offline page in both languages, with its scripts, for the pages it never kept.
    for (const path of ["/offline", "/es/offline"])
      expect(await (await (await storage.open(current.page)).match(`${ORIGIN}${path}`))?.text()).toContain("offline page");
    expect(await (await storage.open(current.asset)).match(`${ORIGIN}/_next/static/chunks/offline-3.js`)).toBeDefined();

    await fire("activate");
    const left = await storage.keys();
    expect(left).not.toContain(old.page);
    expect(left).not.toContain(old.asset);
    expect(left).toEqual(expect.arrayContaining([current.page, current.asset, current.picture, "someone-else"]));
    expect(await (await storage.open(current.picture)).match(`${ORIGIN}/objects/a-w480.webp`)).toBeDefined();
    expect(await (await storage.open(current.picture)).match(`${ORIGIN}/objects/draft-w480.webp`)).toBeUndefined();
  });

  it("says a story is saved only once its page, pictures and every PDF are in its caches", async () => {
    const pdfs = [1, 2, 3].map((page) => `/api/pdf/5?page=${page}`);
    const { complete, kept } = await save({ type: SAVE_STORY, page: "/story/5", pictures: ["/objects/a-w960.webp"], pdfs, scripts: [] });
    expect(complete).toBe(true);
    expect(kept).toEqual(expect.arrayContaining(["/story/5", "/objects/a-w960.webp", ...pdfs]));
  });
});
