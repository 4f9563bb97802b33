import { describe, expect, it } from "vitest";
import { ACCENTED, UNACCENTED } from "@/lib/stories/server/library";
import { foldForSearch } from "@/lib/stories/model/search-text";

describe("the library search's SQL folding", () => {
  it("maps each accented letter to what foldForSearch makes of it", () => {
    expect([...UNACCENTED]).toHaveLength([...ACCENTED].length);
    expect(foldForSearch(UNACCENTED)).toBe(foldForSearch(ACCENTED));
    expect(UNACCENTED).toMatch(/^[A-Za-z]+$/);
  });
});
