// The page cache of a single instance (no REDIS_URL): Next's own in-memory cache, keeping only
// what lib/cache/page-cache-rules.mjs allows. next.config.mjs names this file as `cacheHandler`.

import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { mayKeepInPageCache } from "./page-cache-rules.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class MemoryCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (mayKeepInPageCache(data)) return super.set(key, data, ctx);
    FileSystemCache.memoryCache?.remove(key);
  }
}
