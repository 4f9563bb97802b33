import { describe, expect, it } from "vitest";
import { parseStoryId } from "@/lib/stories/model/id";

describe("story ids in paths", () => {
  it("are positive integers that fit the database's integer column", () => {
    expect(parseStoryId("1")).toBe(1);
    expect(parseStoryId("2147483647")).toBe(2_147_483_647);
  });

  it("refuse zero, signs, leading zeros, decimals, words and ids past the column's range", () => {
    for (const value of ["", "0", "-1", "+1", "01", "1.0", "1e3", "abc", " 1", "2147483648", "99999999999"]) {
      expect(parseStoryId(value), value).toBeNull();
    }
  });
});
