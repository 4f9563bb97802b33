import { ORIGINAL_WRITER_LABEL, WRITER_LABEL } from "@/lib/stories/model/credits";
import { homepageAmong } from "@/lib/stories/model/homepage-rule";
import { displayStatus, isStoryComplete, type DisplayStatus } from "@/lib/stories/model/status";
import { foldForSearch } from "@/lib/stories/model/search-text";
import type { StorySummary } from "@/lib/stories/model/types";
import { nextColumnSort, sortKeyGuard, type ColumnSort } from "@/lib/table/column-sort";

// The Story Assets list's rows and rules: the built-in Original Story row, the filters and the
// sort. Client-safe and pure, so the screen memoizes them and tests check them directly.

export type AssetRow = {
  id: number;
  /** What the first column names: 'Original Story' or 'Story #{id}'. */
  title: string;
  /** Creation time, ISO; `time` is the same instant in milliseconds, for sorting. */
  timestamp: string;
  time: number;
  /** Who wrote the story: 'Claude', 'Static' for the original, else the writer that did. */
  aiLabel: string;
  storyStatus: DisplayStatus;
  /** The text is written, so the story can be viewed (its images may still be missing). */
  storyComplete: boolean;
  /** The story's own title, or its activity type while it has none. */
  storyTitle: string;
  /** Whether `storyTitle` is a real title (not the activity type standing in for one). */
  titled: boolean;
  /** `storyTitle` as a natural sort key, made once, so sorting 10,000 rows compares plain strings. */
  titleKey: string;
  /** The title and the row's name ('story #48') lower-cased once, for the title search. */
  searchKey: string;
  imageStatus: string;
  published: boolean;
  publishedAt: string | null;
  archived: boolean;
  archivedAt: string | null;
  isHomepage: boolean;
  /** The moderation pass flagged the story: it cannot be published until an admin clears it. */
  needsReview: boolean;
  /** This is the story Home shows now (the original when no marked story qualifies). */
  onHome: boolean;
  storyUrl: string;
  detailUrl: string;
  isOriginal: boolean;
  /** How many of the story's pages show no picture, of how many: publishing such a story asks first. */
  pictures: { missing: number; pages: number };
};

/**
 * Case-insensitive, with every run of digits zero-padded to one width, so that plain string
 * comparison puts 'Bulk story 8' before 'Bulk story 44' as a reader expects.
 */
export function naturalKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(16, "0"));
}

export const ORIGINAL_ROW_ID = 0;
// Local midnight, so the date reads 'Jul 16, 2025' in every time zone.
const ORIGINAL_TIMESTAMP = "2025-07-16T00:00:00";

export function originalStoryRow(storyTitle: string): AssetRow {
  return {
    id: ORIGINAL_ROW_ID,
    title: "Original Story",
    timestamp: ORIGINAL_TIMESTAMP,
    time: new Date(ORIGINAL_TIMESTAMP).getTime(),
    aiLabel: ORIGINAL_WRITER_LABEL,
    storyStatus: "complete",
    storyComplete: true,
    storyTitle,
    titled: true,
    titleKey: naturalKey(storyTitle),
    searchKey: foldForSearch(`${storyTitle} original story`),
    imageStatus: "complete",
    published: true,
    publishedAt: null,
    archived: false,
    archivedAt: null,
    isHomepage: false,
    needsReview: false,
    onHome: false,
    storyUrl: "/",
    detailUrl: "/admin/story/original",
    isOriginal: true,
    pictures: { missing: 0, pages: 0 },
  };
}

export function storyAssetRow(story: StorySummary): AssetRow {
  const storyTitle = story.title?.trim() || story.activityType;
  return {
    id: story.id,
    title: `Story #${story.id}`,
    timestamp: story.createdAt,
    time: new Date(story.createdAt).getTime(),
    aiLabel: WRITER_LABEL[story.writer],
    storyStatus: displayStatus(story),
    storyComplete: isStoryComplete(story.status),
    storyTitle,
    titled: Boolean(story.title?.trim()),
    titleKey: naturalKey(storyTitle),
    searchKey: foldForSearch(`${storyTitle} story #${story.id}`),
    imageStatus: story.imageStatus,
    published: story.published,
    publishedAt: story.publishedAt,
    archived: story.archived,
    archivedAt: story.archivedAt,
    isHomepage: story.isHomepage,
    needsReview: story.needsReview,
    onHome: false,
    storyUrl: `/story/${story.id}`,
    detailUrl: `/admin/story/${story.id}`,
    isOriginal: false,
    pictures: { missing: story.pagesWithoutPicture, pages: story.pageCount },
  };
}

/** The Original Story row first, then every stored story. */
export function assetRows(stories: readonly StorySummary[], originalTitle: string): AssetRow[] {
  const home = homepageAmong(stories);
  const original = { ...originalStoryRow(originalTitle), onHome: home.isOriginal };
  return [original, ...stories.map((story) => (story.id === home.id ? { ...storyAssetRow(story), onHome: true } : storyAssetRow(story)))];
}

// Filters

export const STORY_STATUS_FILTERS = ["all", "complete", "generating-story", "generating-images", "failed", "pending"] as const;
export const PUBLISHED_FILTERS = ["all", "published", "unpublished"] as const;
export const ARCHIVE_FILTERS = ["all", "active", "archived"] as const;

export type AssetFilters = {
  storyStatus: (typeof STORY_STATUS_FILTERS)[number];
  published: (typeof PUBLISHED_FILTERS)[number];
  archive: (typeof ARCHIVE_FILTERS)[number];
  /** The title search: rows whose title or name contains it, ignoring case. */
  query: string;
};

export const NO_FILTERS: AssetFilters = { storyStatus: "all", published: "all", archive: "all", query: "" };

export const isFiltered = (filters: AssetFilters): boolean =>
  filters.storyStatus !== "all" || filters.published !== "all" || filters.archive !== "all" || filters.query.trim() !== "";

const statusFiltered = (filters: AssetFilters): boolean => filters.storyStatus !== "all" || filters.published !== "all" || filters.archive !== "all";

/** Why the filtered list is empty, in the words of what the admin chose. */
export function noMatchMessage(filters: AssetFilters): string {
  const query = filters.query.trim();
  if (!query) return "No story has every status you picked.";
  return statusFiltered(filters) ? `No story with every status you picked has "${query}" in its title.` : `No story has "${query}" in its title.`;
}

export function filterAssetRows(rows: readonly AssetRow[], filters: AssetFilters): readonly AssetRow[] {
  if (!isFiltered(filters)) return rows;
  const query = foldForSearch(filters.query.trim());
  return rows.filter(
    (row) =>
      (query === "" || row.searchKey.includes(query)) &&
      (filters.storyStatus === "all" || row.storyStatus === filters.storyStatus) &&
      (filters.published === "all" || row.published === (filters.published === "published")) &&
      (filters.archive === "all" || row.archived === (filters.archive === "archived")),
  );
}

// Sorting

export const ASSET_SORT_KEYS = ["timestamp", "storyStatus", "storyTitle", "published", "imageStatus"] as const;
export type AssetSortKey = (typeof ASSET_SORT_KEYS)[number];
export type AssetSort = ColumnSort<AssetSortKey>;

export const DEFAULT_ASSET_SORT: AssetSort = { key: "timestamp", desc: true };

export const isAssetSortKey = sortKeyGuard(ASSET_SORT_KEYS);

/** A column not sorted yet starts descending; the sorted column flips its direction. */
export const ASSET_SORT_FIRST_DESC = true;
export const nextAssetSort = (current: AssetSort, key: AssetSortKey): AssetSort => nextColumnSort(current, key, ASSET_SORT_FIRST_DESC);

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// Ascending comparisons; `desc` reverses them. Published sorts unpublished < published, so
// descending lists published stories first.
const COMPARE: { [K in AssetSortKey]: (a: AssetRow, b: AssetRow) => number } = {
  timestamp: (a, b) => a.time - b.time,
  storyStatus: (a, b) => byText(a.storyStatus, b.storyStatus),
  storyTitle: (a, b) => byText(a.titleKey, b.titleKey),
  published: (a, b) => Number(a.published) - Number(b.published),
  imageStatus: (a, b) => byText(a.imageStatus, b.imageStatus),
};

/** Sorted by the chosen column (ties: newest first), with the Original Story row always on top. */
export function sortAssetRows(rows: readonly AssetRow[], sort: AssetSort): AssetRow[] {
  const compare = COMPARE[sort.key];
  const direction = sort.desc ? -1 : 1;
  const original = rows.filter((row) => row.isOriginal);
  const stories = rows.filter((row) => !row.isOriginal);
  stories.sort((a, b) => direction * compare(a, b) || b.time - a.time || b.id - a.id);
  return [...original, ...stories];
}

/**
 * Every row in each order, each order sorted once and kept: the screen sorts all the rows and
 * filters the sorted list (a filter keeps the order), so a header clicked back, a filter or a
 * search costs no sort. Made again only when the rows change (a poll that brought a change).
 */
export function assetRowOrders(rows: readonly AssetRow[]): (sort: AssetSort) => readonly AssetRow[] {
  const orders = new Map<string, readonly AssetRow[]>();
  return (sort) => {
    const name = `${sort.key}:${sort.desc ? "desc" : "asc"}`;
    let order = orders.get(name);
    if (!order) {
      order = sortAssetRows(rows, sort);
      orders.set(name, order);
    }
    return order;
  };
}

// The address: filters, search, sort and page live in the query string, so a reload, the Back
// button or a shared link shows the same list. Unknown or default values are left out; the page
// is 1-based there and 0-based in the view, as the table counts it.

export type AssetView = { filters: AssetFilters; sort: AssetSort; pageIndex: number };

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  (options as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

const pageIndexFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1 ? page - 1 : 0;
};

export function assetViewFromParams(params: URLSearchParams): AssetView {
  const key = params.get("sort");
  return {
    filters: {
      storyStatus: pick(STORY_STATUS_FILTERS, params.get("status"), "all"),
      published: pick(PUBLISHED_FILTERS, params.get("published"), "all"),
      archive: pick(ARCHIVE_FILTERS, params.get("archive"), "all"),
      query: params.get("q") ?? "",
    },
    sort: key && isAssetSortKey(key) ? { key, desc: params.get("dir") !== "asc" } : DEFAULT_ASSET_SORT,
    pageIndex: pageIndexFrom(params.get("page")),
  };
}

export function assetViewParams({ filters, sort, pageIndex }: AssetView): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set("q", filters.query.trim());
  if (filters.storyStatus !== "all") params.set("status", filters.storyStatus);
  if (filters.published !== "all") params.set("published", filters.published);
  if (filters.archive !== "all") params.set("archive", filters.archive);
  if (sort.key !== DEFAULT_ASSET_SORT.key || sort.desc !== DEFAULT_ASSET_SORT.desc) {
    params.set("sort", sort.key);
    params.set("dir", sort.desc ? "desc" : "asc");
  }
  if (pageIndex > 0) params.set("page", String(pageIndex + 1));
  return params;
}
