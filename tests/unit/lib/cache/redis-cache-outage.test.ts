import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import type { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";
import { dropCacheWhenInDoubt, keyPrefix, type ScanningClient } from "@/lib/cache/redis-cache-handler.mjs";

// The shared page cache after a Redis outage: an instance that may have missed dropping pages
// (a revalidation failed, or its connection was lost) deletes its build's whole cache before it
// reads again, and never answers from Redis until that deletion has succeeded.

const PREFIX = keyPrefix("build-2");

function fakeRedis(keys: string[]) {
  const stored = new Set(keys);
  let failure: "down" | "hangs" | null = null;
  let scans = 0;
  const ready = new EventEmitter();
  const client: ScanningClient = {
    isReady: true,
    once: (event, listener) => ready.once(event, listener),
    off: (event, listener) => ready.off(event, listener),
    async *scanIterator({ MATCH }) {
      scans += 1;
      if (failure === "down") throw new Error("The client is offline");
      if (failure === "hangs") await new Promise(() => {});
      yield [...stored].filter((key) => key.startsWith(MATCH.slice(0, -1)));
    },
    async unlink(names) {
      for (const name of names) stored.delete(name);
    },
  };
  const connect = () => {
    client.isReady = true;
    ready.emit("ready");
  };
  return {
    client,
    stored,
    fail: (how: typeof failure) => (failure = how),
    connect,
    /** How many times the keys were listed (each drop starts so). */
    scans: () => scans,
    /** Whether someone waits for the connection to be ready. */
    awaited: () => ready.listenerCount("ready") > 0,
  };
}

function fakeHandler(): Handler {
  return {
    name: "redis-strings",
    get: vi.fn(async () => null),
    set: vi.fn(async () => {}),
    revalidateTag: vi.fn(async () => {}),
    delete: vi.fn(async () => {}),
  };
}

const pageValue = { lastModified: 1, lifespan: null, tags: [], value: null };

describe("the shared page cache after an outage", () => {
  it("reads straight from Redis while nothing was missed", async () => {
    const redis = fakeRedis([`${PREFIX}/story/1`]);
    const inner = fakeHandler();
    const cache = dropCacheWhenInDoubt(inner, { client: redis.client, prefix: PREFIX });
    await cache.get("/story/1", { implicitTags: [] });
    expect(inner.get).toHaveBeenCalledOnce();
    expect(redis.stored.size).toBe(1);
  });

  it("after a revalidation that failed, drops this build's keys (and only those) before the next read or write", async () => {
    const redis = fakeRedis([`${PREFIX}/story/1`, `${PREFIX}__sharedTags__`, `${keyPrefix("build-1")}/story/1`]);
    const inner = fakeHandler();
    vi.mocked(inner.revalidateTag).mockRejectedValueOnce(new Error("The client is offline"));
    const cache = dropCacheWhenInDoubt(inner, { client: redis.client, prefix: PREFIX });

    await expect(cache.revalidateTag("stories")).rejects.toThrow("offline");
    await cache.set("/story/1", pageValue, {});
    expect([...redis.stored]).toEqual([`${keyPrefix("build-1")}/story/1`]);
    expect(inner.set).toHaveBeenCalledOnce();
  });

  it("drops this build's keys before a failed revalidation returns, so other instances stop serving old pages at once", async () => {
    const redis = fakeRedis([`${PREFIX}/story/1`, `${PREFIX}/story/2`]);
    const inner = fakeHandler();
    vi.mocked(inner.revalidateTag).mockRejectedValueOnce(new Error("Command timed out"));
    const cache = dropCacheWhenInDoubt(inner, { client: redis.client, prefix: PREFIX, retryMs: 60_000 });
    await expect(cache.revalidateTag("stories")).rejects.toThrow("timed out");
    expect(redis.stored.size).toBe(0);
  });

  it("lets a revalidation that comes while the connection is being made wait for it", async () => {
    const redis = fakeRedis([`${PREFIX}/story/1`]);
    redis.client.isReady = false;
    const inner = fakeHandler();
    vi.mocked(inner.revalidateTag).mockImplementation(async () => {
      if (!redis.client.isReady) throw new Error("Redis client is not ready yet");
    });
    const cache = dropCacheWhenInDoubt(inner, { client: redis.client, prefix: PREFIX });
    const revalidation = cache.revalidateTag("stories");
    await vi.waitFor(() => expect(redis.awaited()).toBe(true));
    redis.connect();
    await revalidation;
    expect(inner.revalidateTag).toHaveBeenCalledOnce();
    // Nothing was in doubt: the other pages stay cached.
    await cache.get("/story/1", { implicitTags: [] });
    expect(redis.stored.size).toBe(1);
  });

  it("fails reads instead of answering from Redis until the drop succeeds, then reads again", async () => {
    const redis = fakeRedis([`${PREFIX}/story/1`]);
    const inner = fakeHandler();
    const cache = dropCacheWhenInDoubt(inner, { client: redis.client, prefix: PREFIX });
    cache.markInDoubt();
    redis.fail("down");
    await expect(cache.get("/story/1", { implicitTags: [] })).rejects.toThrow("offline");
    expect(inner.get).not.toHaveBeenCalled();

    redis.fail(null);
    await cache.get("/story/1", { implicitTags: [] });
    expect(redis.stored.size).toBe(0);
    expect(inner.get).toHaveBeenCalledOnce();
  });

  it("drops again when a new doubt arises while a drop runs", async () => {
    const redis = fakeRedis([`${PREFIX}/story/1`]);
    const inner = fakeHandler();
    const cache = dropCacheWhenInDoubt(inner, { client: redis.client, prefix: PREFIX });
    const unlink = redis.client.unlink;
    let first = true;
    redis.client.unlink = async (names) => {
      await unlink(names);
      if (first) {
        first = false;
        redis.stored.add(`${PREFIX}/story/2`);
        cache.markInDoubt();
      }
    };
    cache.markInDoubt();
    await cache.get("/story/1", { implicitTags: [] });
    expect(redis.stored.size).toBe(0);
    expect(inner.get).toHaveBeenCalledOnce();
  });

  it("gives up waiting on a Redis that hangs, so the page is rendered instead", async () => {
    const redis = fakeRedis([`${PREFIX}/story/1`]);
    const inner = fakeHandler();
    const cache = dropCacheWhenInDoubt(inner, { client: redis.client, prefix: PREFIX, timeoutMs: 50 });
    cache.markInDoubt();
    redis.fail("hangs");
    await expect(cache.get("/story/1", { implicitTags: [] })).rejects.toThrow("did not answer within 50 ms");
    expect(inner.get).not.toHaveBeenCalled();
  });

  it("drops the keys once Redis answers again even when no request comes", async () => {
    const redis = fakeRedis([`${PREFIX}/story/1`]);
    const cache = dropCacheWhenInDoubt(fakeHandler(), { client: redis.client, prefix: PREFIX, retryMs: 10 });
    redis.fail("down");
    cache.markInDoubt();
    // Tried again, and again, while Redis is down: still nothing dropped.
    await vi.waitFor(() => expect(redis.scans()).toBeGreaterThanOrEqual(3), { timeout: 1000, interval: 10 });
    expect(redis.stored.size).toBe(1);
    redis.fail(null);
    await vi.waitFor(() => expect(redis.stored.size).toBe(0), { timeout: 1000, interval: 10 });
  });

  it("never stores a page that answered 404, and drops an older copy under its key", async () => {
    const redis = fakeRedis([]);
    const inner = fakeHandler();
    const cache = dropCacheWhenInDoubt(inner, { client: redis.client, prefix: PREFIX });
    const entry = (status: number) => ({
      ...pageValue,
      value: { kind: "APP_PAGE", html: "<html></html>", rscData: undefined, headers: {}, status, postponed: undefined, segmentData: undefined },
    });
    await cache.set("/story/2", entry(404) as never, {} as never);
    expect(inner.set).not.toHaveBeenCalled();
    expect(inner.delete).toHaveBeenCalledWith("/story/2");
    await cache.set("/story/1", entry(200) as never, {} as never);
    expect(inner.set).toHaveBeenCalledOnce();
  });
});
