import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createPdfCache, PDF_CACHE_MAX_BYTES, pdfCacheKey } from "@/lib/pdf/pdf-cache";

const bytes = (n: number) => new Uint8Array([n]);
const MiB = 1024 * 1024;
const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-cache-"));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the PDF cache in memory", () => {
  it("renders a PDF once for concurrent and later requests with the same content", async () => {
    const cache = createPdfCache({ dir: null });
    const render = vi.fn(async () => bytes(1));
    const key = pdfCacheKey([{ title: "A", pages: [] }, 1]);
    const [a, b] = await Promise.all([cache.get(key, render), cache.get(key, render)]);
    expect(await cache.get(key, render)).toBe(a);
    expect(b).toBe(a);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("gives edited content a new key", () => {
    expect(pdfCacheKey([{ title: "A" }, 1])).not.toBe(pdfCacheKey([{ title: "B" }, 1]));
    expect(pdfCacheKey([{ title: "A" }, 1])).not.toBe(pdfCacheKey([{ title: "A" }, "all"]));
  });

  it("forgets a failed render so the next request tries again", async () => {
    const cache = createPdfCache({ dir: tempDir() });
    const key = pdfCacheKey(["failing"]);
    await expect(cache.get(key, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await Promise.resolve();
    expect(await cache.get(key, async () => bytes(2))).toEqual(bytes(2));
  });

  it("keeps the most recent PDFs within its byte budget", async () => {
    const cache = createPdfCache({ dir: null });
    const first = pdfCacheKey(["first"]);
    await cache.get(first, async () => new Uint8Array(MiB));
    for (let i = 0; i < 40; i++) await cache.get(pdfCacheKey(["other", i]), async () => new Uint8Array(MiB));
    expect(cache.memoryBytes()).toBeLessThanOrEqual(PDF_CACHE_MAX_BYTES);
    const render = vi.fn(async () => bytes(9));
    await cache.get(first, render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("shares one render among concurrent requests for a PDF too large for memory", async () => {
    const cache = createPdfCache({ dir: null });
    const render = vi.fn(async () => new Uint8Array(PDF_CACHE_MAX_BYTES / 2));
    const key = pdfCacheKey(["huge"]);
    const answers = await Promise.all([cache.get(key, render), cache.get(key, render)]);
    expect(answers.map((answer) => answer.byteLength)).toEqual([PDF_CACHE_MAX_BYTES / 2, PDF_CACHE_MAX_BYTES / 2]);
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe("the PDF cache on disk", () => {
  it("serves whole-story PDFs that overflow memory from disk: cycling through 8 renders each once", async () => {
    const dir = tempDir();
    const cache = createPdfCache({ dir });
    const render = vi.fn(async () => new Uint8Array(4 * MiB).fill(7));
    const keys = Array.from({ length: 8 }, (_, i) => pdfCacheKey(["story", i, "all"]));
    for (let round = 0; round < 3; round++) for (const key of keys) expect((await cache.get(key, render)).byteLength).toBe(4 * MiB);
    expect(render).toHaveBeenCalledTimes(8);
    expect(readdirSync(dir).sort()).toEqual(keys.map((key) => `${key}.pdf`).sort());
  });

  it("keeps PDFs across a restart", async () => {
    const dir = tempDir();
    const key = pdfCacheKey(["restart"]);
    await createPdfCache({ dir }).get(key, async () => bytes(5));
    const render = vi.fn(async () => bytes(6));
    expect(await createPdfCache({ dir }).get(key, render)).toEqual(bytes(5));
    expect(render).not.toHaveBeenCalled();
  });

  it("stays within its disk budget, dropping the least recently served first", async () => {
    const dir = tempDir();
    // A clock a second on at each reading, so that every file is served at a time of its own.
    let seconds = 0;
    const now = () => new Date(Date.UTC(2025, 0, 1, 0, 0, seconds++));
    const cache = createPdfCache({ dir, memoryBytes: 1, diskBytes: 3 * MiB, now });
    const keys = Array.from({ length: 5 }, (_, i) => pdfCacheKey(["budget", i]));
    for (const key of keys) await cache.get(key, async () => new Uint8Array(MiB));
    expect(readdirSync(dir).sort()).toEqual(
      keys
        .slice(2)
        .map((key) => `${key}.pdf`)
        .sort(),
    );
  });
});
