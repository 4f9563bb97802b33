import { describe, expect, it } from "vitest";
import {
  assetRowOrders,
  assetRows,
  assetViewFromParams,
  assetViewParams,
  DEFAULT_ASSET_SORT,
  filterAssetRows,
  isFiltered,
  nextAssetSort,
  NO_FILTERS,
  sortAssetRows,
  type AssetRow,
} from "@/lib/stories/model/asset-table";
import { storySummary } from "../../../../support/fixtures/stories";

const stories = [
  storySummary(1, { title: "Baking Pan Dulce", published: true }),
  storySummary(2, { status: "generating", imageStatus: "pending" }),
  storySummary(3, { imageStatus: "generating", title: "at the Market" }),
  storySummary(4, { status: "failed", archived: true }),
  storySummary(5, { imageStatus: "pending", published: true, isHomepage: true }),
];
const rows = assetRows(stories, "Abuelita's Garden");
const ids = (list: readonly AssetRow[]) => list.map((row) => row.id);

describe("asset rows", () => {
  it("mark the story Home shows as on Home, or the Original Story row when none qualifies", () => {
    expect(rows.filter((row) => row.onHome).map((row) => row.id)).toEqual([5]);
    const noneShown = assetRows([storySummary(7, { isHomepage: true, status: "generating", published: true })], "Original");
    expect(noneShown.filter((row) => row.onHome).map((row) => row.id)).toEqual([0]);
  });

  it("starts with the built-in Original Story row", () => {
    const [original] = rows;
    expect(original).toMatchObject({
      id: 0,
      title: "Original Story",
      aiLabel: "Static",
      storyStatus: "complete",
      storyTitle: "Abuelita's Garden",
      published: true,
      archived: false,
      isHomepage: false,
      storyUrl: "/",
      detailUrl: "/admin/story/original",
    });
    expect(new Date(original!.timestamp).getDate()).toBe(16);
  });

  it("derives the display status, AI label, story title and links of a stored story", () => {
    expect(rows.map((row) => row.storyStatus)).toEqual(["complete", "complete", "generating-story", "generating-images", "failed", "pending"]);
    expect(rows[1]).toMatchObject({ aiLabel: "Claude", storyTitle: "Baking Pan Dulce", storyUrl: "/story/1", detailUrl: "/admin/story/1", title: "Story #1" });
    expect(rows[2]!.storyTitle).toBe("Activity 2");
    expect(rows.map((row) => row.storyComplete)).toEqual([true, true, false, true, false, true]);
  });
});

describe("filtering", () => {
  it("keeps everything without filters", () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(filterAssetRows(rows, NO_FILTERS)).toHaveLength(6);
  });

  it("filters by display status, published state and archive state together", () => {
    expect(ids(filterAssetRows(rows, { ...NO_FILTERS, storyStatus: "generating-images" }))).toEqual([3]);
    expect(ids(filterAssetRows(rows, { ...NO_FILTERS, storyStatus: "complete" }))).toEqual([0, 1]);
    expect(ids(filterAssetRows(rows, { ...NO_FILTERS, published: "published" }))).toEqual([0, 1, 5]);
    expect(ids(filterAssetRows(rows, { ...NO_FILTERS, published: "unpublished" }))).toEqual([2, 3, 4]);
    expect(ids(filterAssetRows(rows, { ...NO_FILTERS, archive: "archived" }))).toEqual([4]);
    expect(ids(filterAssetRows(rows, { storyStatus: "pending", published: "published", archive: "active", query: "" }))).toEqual([5]);
    expect(isFiltered({ ...NO_FILTERS, archive: "active" })).toBe(true);
  });
});

describe("sorting", () => {
  it("defaults to newest first", () => {
    expect(ids(sortAssetRows(rows, DEFAULT_ASSET_SORT))).toEqual([0, 5, 4, 3, 2, 1]);
  });

  it("sorts a new column descending and toggles the same column", () => {
    expect(nextAssetSort(DEFAULT_ASSET_SORT, "storyTitle")).toEqual({ key: "storyTitle", desc: true });
    expect(nextAssetSort({ key: "storyTitle", desc: true }, "storyTitle")).toEqual({ key: "storyTitle", desc: false });
    expect(nextAssetSort({ key: "storyTitle", desc: false }, "storyTitle")).toEqual({ key: "storyTitle", desc: true });
    expect(nextAssetSort(DEFAULT_ASSET_SORT, "timestamp")).toEqual({ key: "timestamp", desc: false });
  });

  it("keeps the Original Story row first whatever the sort", () => {
    for (const key of ["timestamp", "storyStatus", "storyTitle", "published", "imageStatus"] as const) {
      for (const desc of [true, false]) expect(sortAssetRows(rows, { key, desc })[0]!.id).toBe(0);
    }
  });

  it("orders titles case-insensitively, statuses by name, published first when descending; ties newest first", () => {
    expect(ids(sortAssetRows(rows, { key: "storyTitle", desc: false }))).toEqual([0, 2, 4, 5, 3, 1]);
    expect(ids(sortAssetRows(rows, { key: "storyStatus", desc: false }))).toEqual([0, 1, 4, 3, 2, 5]);
    expect(ids(sortAssetRows(rows, { key: "published", desc: true }))).toEqual([0, 5, 1, 4, 3, 2]);
    expect(ids(sortAssetRows(rows, { key: "imageStatus", desc: true }))).toEqual([0, 5, 2, 3, 4, 1]);
  });

  it("searches titles and row names, ignoring case and surrounding spaces", () => {
    expect(ids(filterAssetRows(rows, { ...NO_FILTERS, query: "  pan DULCE " }))).toEqual([1]);
    expect(ids(filterAssetRows(rows, { ...NO_FILTERS, query: "story #3" }))).toEqual([3]);
    expect(ids(filterAssetRows(rows, { ...NO_FILTERS, query: "garden" }))).toEqual([0]);
    expect(isFiltered({ ...NO_FILTERS, query: "   " })).toBe(false);
  });

  it("keeps the search, filters, sort and page in the address, leaving defaults and unknown values out", () => {
    const view = {
      filters: { ...NO_FILTERS, query: "tamales", published: "published" as const },
      sort: { key: "storyTitle" as const, desc: false },
      pageIndex: 2,
    };
    const params = assetViewParams(view);
    expect(params.toString()).toBe("q=tamales&published=published&sort=storyTitle&dir=asc&page=3");
    expect(assetViewFromParams(params)).toEqual(view);
    expect(assetViewParams({ filters: NO_FILTERS, sort: DEFAULT_ASSET_SORT, pageIndex: 0 }).toString()).toBe("");
    const defaults = { filters: NO_FILTERS, sort: DEFAULT_ASSET_SORT, pageIndex: 0 };
    expect(assetViewFromParams(new URLSearchParams("status=bogus&sort=nope&page=abc"))).toEqual(defaults);
    expect(assetViewFromParams(new URLSearchParams("page=-4"))).toEqual(defaults);
    expect(assetViewFromParams(new URLSearchParams("page=1.5"))).toEqual(defaults);
  });

  it("filters a kept order to the same list as sorting the filtered rows, and sorts each order once", () => {
    const orders = assetRowOrders(rows);
    const filterSets = [
      NO_FILTERS,
      { ...NO_FILTERS, published: "unpublished" as const },
      { ...NO_FILTERS, query: "story #" },
      { ...NO_FILTERS, archive: "active" as const },
    ];
    for (const key of ["timestamp", "storyStatus", "storyTitle", "published", "imageStatus"] as const) {
      for (const desc of [true, false]) {
        const sort = { key, desc };
        expect(orders(sort)).toBe(orders({ key, desc }));
        for (const filters of filterSets) expect(ids(filterAssetRows(orders(sort), filters))).toEqual(ids(sortAssetRows(filterAssetRows(rows, filters), sort)));
      }
    }
    expect(orders({ key: "storyTitle", desc: true })).not.toBe(orders({ key: "storyTitle", desc: false }));
  });

  it("orders titles naturally: numbers by value, not digit by digit", () => {
    const bulk = assetRows(
      [storySummary(1, { title: "Bulk story 44" }), storySummary(2, { title: "bulk story 8" }), storySummary(3, { title: "Bulk story 10" })],
      "Original",
    );
    expect(ids(sortAssetRows(bulk, { key: "storyTitle", desc: false }))).toEqual([0, 2, 3, 1]);
    expect(ids(sortAssetRows(bulk, { key: "storyTitle", desc: true }))).toEqual([0, 1, 3, 2]);
  });

  // How fast this runs over 10,000 rows is the bench's to say (scripts/bench-asset-table.ts).
  it("sorts and filters 10,000 rows: the published ones, titles in descending natural order", () => {
    const many = assetRows(
      Array.from({ length: 10_000 }, (_, index) =>
        storySummary(index + 1, {
          title: `Story ${(index * 7919) % 10_000}`,
          createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
          published: index % 2 === 0,
        }),
      ),
      "Original",
    );
    const sorted = sortAssetRows(filterAssetRows(many, { ...NO_FILTERS, published: "published" }), { key: "storyTitle", desc: true });
    expect(sorted).toHaveLength(5_001);
    const numbers = sorted.filter((row) => row.storyTitle.startsWith("Story ")).map((row) => Number(row.storyTitle.replace("Story ", "")));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });
});
