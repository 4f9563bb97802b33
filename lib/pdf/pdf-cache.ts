import "server-only";
import { createHash } from "node:crypto";

// Rendering a sheet costs 0.1-0.4 s of CPU and a whole story a few seconds, while public
// stories change rarely: recent PDFs are kept, keyed by everything that goes into them (the
// story's texts and image URLs; stored objects never change under a key), so an edit makes a
// new key and stale entries simply age out. Concurrent requests for one PDF share one render.

const MAX_ENTRIES = 24;
const entries = new Map<string, Promise<Uint8Array>>();

export function pdfCacheKey(parts: unknown): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

export function cachedPdf(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const hit = entries.get(key);
  if (hit) {
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const pending = render();
  entries.set(key, pending);
  pending.catch(() => entries.delete(key));
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return pending;
}
