import "server-only";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { env } from "@/lib/core/env";
import { writePrivateFile } from "@/lib/core/private-files";

// Rendering a sheet costs 0.1-0.4 s of CPU and a whole story a few seconds, while public
// stories change rarely: rendered PDFs are kept, keyed by everything that goes into them (the
// story's texts and image URLs, whose stored objects never change under a key, and the build
// that laid them out), so an edit or a deploy makes a new key and stale entries simply age out.
// The key is also the answer's ETag. Concurrent requests for one PDF share one render.
//
// Two levels: recent PDFs in memory, bounded by bytes (a whole story with ten images weighs
// megabytes, a sheet a few hundred kilobytes, and the server's memory must stay predictable),
// and every PDF on disk under DATA_DIR/pdf-cache, bounded too, least recently served first out.
// A restart, or a whole story too large for memory, costs a file read instead of a render.
export const PDF_CACHE_MAX_BYTES = 24 * 1024 * 1024;
const PDF_CACHE_MAX_ENTRY_BYTES = 8 * 1024 * 1024;
export const PDF_DISK_CACHE_MAX_BYTES = 512 * 1024 * 1024;

type Render = () => Promise<Uint8Array>;

export type PdfCache = {
  /** The PDF under `key`, rendered by `render` only when neither level has it. A failed render is not kept. */
  get(key: string, render: Render): Promise<Uint8Array>;
  /** The bytes held in memory now. */
  memoryBytes(): number;
};

export type PdfCacheOptions = {
  dir: string | null;
  memoryBytes?: number;
  diskBytes?: number;
  /** The clock that dates when a file was last served (a test's own, to order files without waiting). */
  now?: () => Date;
};

export function createPdfCache({
  dir,
  memoryBytes = PDF_CACHE_MAX_BYTES,
  diskBytes = PDF_DISK_CACHE_MAX_BYTES,
  now = () => new Date(),
}: PdfCacheOptions): PdfCache {
  const fileOf = (key: string) => path.join(dir!, `${key}.pdf`);

  async function fromDisk(key: string): Promise<Uint8Array | null> {
    if (!dir) return null;
    try {
      const bytes = await readFile(fileOf(key));
      // The file's time is when it was last served: the disk level evicts the oldest.
      const served = now();
      await utimes(fileOf(key), served, served).catch(() => {});
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch {
      return null;
    }
  }

  async function toDisk(key: string, bytes: Uint8Array): Promise<void> {
    if (!dir) return;
    try {
      await writePrivateFile(fileOf(key), bytes);
      const written = now();
      await utimes(fileOf(key), written, written).catch(() => {});
      await trimDisk(dir, diskBytes);
    } catch (error) {
      console.warn("A rendered PDF could not be kept on disk:", error instanceof Error ? error.message : error);
    }
  }

  const entries = new LRUCache<string, Uint8Array, Render>({
    maxSize: memoryBytes,
    maxEntrySize: Math.min(PDF_CACHE_MAX_ENTRY_BYTES, memoryBytes),
    sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
    fetchMethod: async (key, _stale, { context }) => {
      const kept = await fromDisk(key);
      if (kept) return kept;
      const bytes = await context();
      await toDisk(key, bytes);
      return bytes;
    },
  });
  // PDFs too large for memory still share one render or read among concurrent requests.
  const pending = new Map<string, Promise<Uint8Array>>();

  return {
    async get(key, render) {
      let shared = pending.get(key);
      if (!shared) {
        // Only an aborted fetch resolves empty; the cache never aborts its own fetches.
        shared = entries.fetch(key, { context: render }).then((bytes) => bytes ?? render());
        pending.set(key, shared);
        void shared.finally(() => pending.delete(key)).catch(() => {});
      }
      return shared;
    },
    memoryBytes: () => entries.calculatedSize,
  };
}

/** Deletes the least recently served files until the folder holds at most maxBytes. */
async function trimDisk(dir: string, maxBytes: number): Promise<void> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".pdf"));
  const files = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(dir, name)).catch(() => null);
      return { name, size: info?.size ?? 0, time: info?.mtimeMs ?? 0 };
    }),
  );
  let total = files.reduce((sum, file) => sum + file.size, 0);
  for (const file of files.sort((a, b) => a.time - b.time)) {
    if (total <= maxBytes) break;
    await rm(path.join(dir, file.name), { force: true });
    total -= file.size;
  }
}

// The build is part of every key: a deploy that changes the layout must not serve older PDFs.
let build: string | undefined;
function buildId(): string {
  if (build === undefined) {
    try {
      build = readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim();
    } catch {
      build = "development";
    }
  }
  return build;
}

export function pdfCacheKey(parts: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([buildId(), parts]))
    .digest("hex");
}

let shared: PdfCache | undefined;

/** The server's PDF cache, kept on disk under DATA_DIR/pdf-cache. */
export function cachedPdf(key: string, render: Render): Promise<Uint8Array> {
  shared ??= createPdfCache({ dir: path.join(env().dataDir, "pdf-cache") });
  return shared.get(key, render);
}
