import "server-only";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

// Rendering a sheet costs 0.1-0.4 s of CPU and a whole story a few seconds, while public
// stories change rarely: recent PDFs are kept, keyed by everything that goes into them (the
// story's texts and image URLs; stored objects never change under a key), so an edit makes a
// new key and stale entries simply age out. Concurrent requests for one PDF share one render.
// The cache is bounded by bytes, not entries: a whole story with ten images weighs megabytes
// and a single sheet a few hundred kilobytes, and the server's memory must stay predictable.
export const PDF_CACHE_MAX_BYTES = 24 * 1024 * 1024;
const PDF_CACHE_MAX_ENTRY_BYTES = 8 * 1024 * 1024;

type Render = () => Promise<Uint8Array>;

const entries = new LRUCache<string, Uint8Array, Render>({
  maxSize: PDF_CACHE_MAX_BYTES,
  maxEntrySize: PDF_CACHE_MAX_ENTRY_BYTES,
  sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
  fetchMethod: (_key, _stale, { context }) => context(),
});

export function pdfCacheKey(parts: unknown): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

/** A failed render is not kept, so the next request tries again. */
export async function cachedPdf(key: string, render: Render): Promise<Uint8Array> {
  const bytes = await entries.fetch(key, { context: render });
  // Only an aborted fetch resolves empty; the cache never aborts its own fetches.
  return bytes ?? render();
}

/** The bytes the cache holds now. */
export function pdfCacheBytes(): number {
  return entries.calculatedSize;
}
