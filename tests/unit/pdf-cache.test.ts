import { describe, expect, it, vi } from "vitest";
import { cachedPdf, pdfCacheKey } from "@/lib/pdf/pdf-cache";

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

  it("keeps only the most recent entries", async () => {
    const first = pdfCacheKey(["first"]);
    await cachedPdf(first, async () => bytes(0));
    for (let i = 0; i < 30; i++) await cachedPdf(pdfCacheKey(["other", i]), async () => bytes(i));
    const render = vi.fn(async () => bytes(9));
    await cachedPdf(first, render);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
