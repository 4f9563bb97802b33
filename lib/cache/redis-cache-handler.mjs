// Next's page and data cache shared by every instance through Redis: next.config.mjs names this
// file as `cacheHandler` only when REDIS_URL is set. Next loads it as it is (no bundling), so it
// is plain JavaScript.
//
// Rendered pages and tagged data (unstable_cache) are stored by @fortedigital/nextjs-cache-handler
// under a prefix holding the build id, so a deploy never serves another build's pages. Every read
// asks Redis (nothing is kept in this process), so a revalidateTag or revalidatePath made on one
// instance is seen by all of them at their next request.
//
// Redis is a cache, never a dependency: while it is unreachable commands fail at once (or after
// TIMEOUT_MS when it hangs), reads miss and pages are rendered from the database. A revalidation
// that did not reach Redis, or a lost connection, leaves this instance in doubt: before it reads or
// writes the cache again it drops this build's whole cache, so a page changed during an outage
// (a story unpublished meanwhile) is not served from an older copy once Redis is back.

import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { mayKeepInPageCache } from "./page-cache-rules.mjs";

const TIMEOUT_MS = 1000;
const RETRY_MS = 1000;
// Pages live until a revalidation drops them; an entry nobody revalidated (an older build's)
// expires after this long.
const STALE_AGE_SECONDS = 14 * 24 * 60 * 60;

/** The prefix of every key this build writes. */
export const keyPrefix = (buildId) => `next-cache:${buildId}:`;

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once the client is connected, or after `ms` (what follows then fails and says why). */
function whenReady(client, ms) {
  if (client.isReady) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once("ready", done);
  });
}

/**
 * Wraps a cache handler so that, once in doubt (markInDoubt, or a revalidation that failed), every
 * key under `prefix` is deleted before the cache is read or written again. While Redis is away the
 * deletion fails, and with it the read (Next then renders); it is retried every `retryMs` so that it
 * also happens on an instance that gets no traffic.
 */
export function dropCacheWhenInDoubt(handler, { client, prefix, timeoutMs = TIMEOUT_MS, retryMs = RETRY_MS }) {
  let inDoubt = false;
  // Counts the reasons for doubt, so that one arising while a drop runs is not cleared by it.
  let doubts = 0;
  let dropping = null;
  let retry = null;

  const dropAll = () =>
    (dropping ??= (async () => {
      const clears = doubts;
      for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
        if (keys.length > 0) await client.unlink(keys);
      }
      if (doubts === clears) inDoubt = false;
    })().finally(() => {
      dropping = null;
    }));

  const settle = async () => {
    while (inDoubt) await withTimeout(dropAll(), timeoutMs);
  };

  function markInDoubt() {
    inDoubt = true;
    doubts += 1;
    retry ??= setInterval(() => {
      if (!inDoubt) {
        clearInterval(retry);
        retry = null;
      } else if (client.isReady) {
        settle().catch(() => {});
      }
    }, retryMs);
    retry.unref?.();
  }

  return {
    name: handler.name,
    markInDoubt,
    async get(key, meta) {
      await settle();
      return handler.get(key, meta);
    },
    async set(key, value, ctx) {
      await settle();
      // The handlers wrap Next's entry: { lastModified, lifespan, tags, value }.
      if (!mayKeepInPageCache(value?.value)) return handler.delete?.(key);
      return handler.set(key, value, ctx);
    },
    // A revalidation is the one write other instances must see. The first one may come while
    // the connection is still being made (nothing else used the cache yet), so it waits for it a
    // moment; one that fails drops the whole cache at once instead of at the next retry, so the
    // other instances stop serving the old pages before this request ends.
    async revalidateTag(tag) {
      try {
        await whenReady(client, timeoutMs);
        await handler.revalidateTag(tag);
      } catch (error) {
        markInDoubt();
        await settle().catch(() => {});
        throw error;
      }
    },
    delete: (key) => handler.delete(key),
  };
}

function connectRedis(url, onLost) {
  const client = createClient({
    url,
    // Without a connection a command fails at once instead of waiting in a queue: the page renders.
    disableOfflineQueue: true,
    socket: { connectTimeout: TIMEOUT_MS * 2, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let down = false;
  // An 'error' listener is required: without one a dropped connection would end the process.
  client.on("error", (error) => {
    onLost();
    if (down) return;
    down = true;
    console.warn(`Shared page cache: Redis is unreachable (${error?.message ?? error}); pages are rendered per request until it answers`);
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    console.warn("Shared page cache: Redis answers again");
  });
  // Reconnection is the client's own job (reconnectStrategy); the server starts meanwhile.
  client.connect().catch(() => {});
  return client;
}

CacheHandler.onCreation(({ buildId }) => {
  // `next build` renders nothing that must be shared, and Redis may not be reachable from it.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [] };
  const prefix = keyPrefix(buildId);
  let guarded;
  const client = connectRedis(process.env.REDIS_URL, () => guarded?.markInDoubt());
  const redis = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: TIMEOUT_MS });
  guarded = dropCacheWhenInDoubt(redis, { client, prefix });
  return { handlers: [guarded], ttl: { defaultStaleAge: STALE_AGE_SECONDS } };
});

export default CacheHandler;
