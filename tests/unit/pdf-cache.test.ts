import { describe, expect, it, vi } from "vitest";
import { cachedPdf, PDF_CACHE_MAX_BYTES, pdfCacheBytes, pdfCacheKey } from "@/lib/pdf/pdf-cache";

const bytes = (n: number) => new Uint8Array([n]);

describe("the PDF cache", () => {
  it("renders a PDF once for concurrent and later requests with the same content", async () => {
    const render = vi.fn(async () => bytes(1));
    const key = pdfCacheKey([{ title: "A", pages: [] }, 1]);
    const [a, b] = await Promise.all([cachedPdf(key, render), cachedPdf(key, render)]);
    expect(await cachedPdf(key, render)).toBe(a);
    expect(b).toBe(a);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("gives edited content a new key", () => {
    expect(pdfCacheKey([{ title: "A" }, 1])).not.toBe(pdfCacheKey([{ title: "B" }, 1]));
    expect(pdfCacheKey([{ title: "A" }, 1])).not.toBe(pdfCacheKey([{ title: "A" }, "all"]));
  });

  it("forgets a failed render so the next request tries again", async () => {
    const key = pdfCacheKey(["failing"]);
    await expect(cachedPdf(key, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await Promise.resolve();
    expect(await cachedPdf(key, async () => bytes(2))).toEqual(bytes(2));
  });

  it("keeps the most recent PDFs within its byte budget", async () => {
    const MiB = 1024 * 1024;
    const first = pdfCacheKey(["first"]);
    await cachedPdf(first, async () => new Uint8Array(MiB));
    for (let i = 0; i < 40; i++) await cachedPdf(pdfCacheKey(["other", i]), async () => new Uint8Array(MiB));
    expect(pdfCacheBytes()).toBeLessThanOrEqual(PDF_CACHE_MAX_BYTES);
    const render = vi.fn(async () => bytes(9));
    await cachedPdf(first, render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("answers a PDF too large to keep without keeping it", async () => {
    const key = pdfCacheKey(["huge"]);
    const render = vi.fn(async () => new Uint8Array(PDF_CACHE_MAX_BYTES / 2));
    expect((await cachedPdf(key, render)).byteLength).toBe(PDF_CACHE_MAX_BYTES / 2);
    await cachedPdf(key, render);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
