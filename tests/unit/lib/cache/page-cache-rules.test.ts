import { describe, expect, it } from "vitest";
import MemoryCacheHandler from "@/lib/cache/memory-cache-handler.mjs";
import { mayKeepInPageCache } from "@/lib/cache/page-cache-rules.mjs";

const page = (status: number, html = "<html></html>") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("rsc"),
  headers: {},
  status,
  postponed: undefined,
  segmentData: undefined,
});
const ctx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

describe("what the page cache may keep", () => {
  it("keeps pages and data, never a page that answered 404", () => {
    expect(mayKeepInPageCache(page(200))).toBe(true);
    expect(mayKeepInPageCache({ kind: "FETCH", data: {} })).toBe(true);
    expect(mayKeepInPageCache(null)).toBe(true);
    expect(mayKeepInPageCache(page(404))).toBe(false);
  });

  it("is applied by the single-instance cache: a 404 is not stored and drops an older copy under its key", async () => {
    const handler = new MemoryCacheHandler({
      fs: undefined,
      flushToDisk: false,
      serverDistDir: "/nonexistent",
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
    });
    await handler.set("/story/7", page(200, "<html>story 7</html>"), { isRoutePPREnabled: false, isFallback: false });
    expect((await handler.get("/story/7", ctx))?.value?.html).toBe("<html>story 7</html>");
    await handler.set("/story/7", page(404), { isRoutePPREnabled: false, isFallback: false });
    await handler.set("/story/8", page(404), { isRoutePPREnabled: false, isFallback: false });
    for (const key of ["/story/7", "/story/8"]) expect(await handler.get(key, ctx)).toBeNull();
  });
});
