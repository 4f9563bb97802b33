import { describe, expect, it } from "vitest";
import { storableSearchParams } from "@/lib/http/search-params";

describe("a page's query as the page reads it", () => {
  it("leaves out every parameter holding text the database cannot store, keeps the rest", async () => {
    const read = await storableSearchParams(
      Promise.resolve({ q: "abc\u0000", season: "Spring", page: ["2", "\uD800"], "bad\u0000": "x", token: "\uDC00", redirect: undefined, note: "Día 🎨" }),
    );
    expect(read).toEqual({ season: "Spring", page: ["2"], note: "Día 🎨" });
  });
});
