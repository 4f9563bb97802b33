import { describe, expect, it } from "vitest";
import { pageOf, pageRange, pageWindow } from "@/lib/table/page-window";

describe("the page window", () => {
  it("shows the one page of a one-page table", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it("shows every page up to seven pages, wherever the current page is", () => {
    for (const current of [1, 4, 7]) expect(pageWindow(current, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("windows eight pages", () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5, "gap", 8]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, "gap", 8]);
    expect(pageWindow(5, 8)).toEqual([1, "gap", 4, 5, 6, "gap", 8]);
    expect(pageWindow(6, 8)).toEqual([1, "gap", 4, 5, 6, 7, 8]);
    expect(pageWindow(8, 8)).toEqual([1, "gap", 4, 5, 6, 7, 8]);
  });

  it("windows fifty pages at each edge and in the middle", () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, "gap", 50]);
    expect(pageWindow(4, 50)).toEqual([1, 2, 3, 4, 5, "gap", 50]);
    expect(pageWindow(5, 50)).toEqual([1, "gap", 4, 5, 6, "gap", 50]);
    expect(pageWindow(25, 50)).toEqual([1, "gap", 24, 25, 26, "gap", 50]);
    expect(pageWindow(47, 50)).toEqual([1, "gap", 46, 47, 48, "gap", 50]);
    expect(pageWindow(48, 50)).toEqual([1, "gap", 46, 47, 48, 49, 50]);
    expect(pageWindow(50, 50)).toEqual([1, "gap", 46, 47, 48, 49, 50]);
  });

  it("shows no buttons for an empty table and clamps a page out of range", () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 50)).toEqual(pageWindow(50, 50));
  });
});

describe("the rows a page shows", () => {
  it("counts 1-based and stops at the total", () => {
    expect(pageRange(0, 20, 45)).toEqual({ from: 1, to: 20, total: 45 });
    expect(pageRange(2, 20, 45)).toEqual({ from: 41, to: 45, total: 45 });
    expect(pageRange(0, 20, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe("the page a table shows", () => {
  it("is the requested one, or the last when the rows shrank below it", () => {
    expect(pageOf(45, 1, 20)).toEqual({ pageIndex: 1, pageCount: 3, range: { from: 21, to: 40, total: 45 } });
    expect(pageOf(45, 7, 20)).toEqual({ pageIndex: 2, pageCount: 3, range: { from: 41, to: 45, total: 45 } });
    expect(pageOf(0, 3, 20)).toEqual({ pageIndex: 0, pageCount: 1, range: { from: 0, to: 0, total: 0 } });
  });
});
