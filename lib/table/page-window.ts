// Which page buttons a paginated table shows. Pages are 1-based; "gap" is an ellipsis.

/** Rows a paginated table shows at once. */
export const DEFAULT_PAGE_SIZE = 20;

export type PageWindowItem = number | "gap";

const SHOW_ALL_UP_TO = 7;
const WINDOW = 5;
const EDGE = 3;

/**
 * Seven pages or fewer: every page. More: the first five while the current page is 4 or less,
 * the last five while it is within the last three, otherwise the current page and its two
 * neighbours; the first and last page stay reachable across an ellipsis.
 */
export function pageWindow(current: number, total: number): PageWindowItem[] {
  if (total <= 0) return [];
  if (total <= SHOW_ALL_UP_TO) return range(1, total);
  const page = Math.min(Math.max(current, 1), total);
  if (page <= WINDOW - 1) return [...range(1, WINDOW), "gap", total];
  if (page > total - EDGE) return [1, "gap", ...range(total - WINDOW + 1, total)];
  return [1, "gap", page - 1, page, page + 1, "gap", total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The 1-based positions of the rows a page shows, for 'Showing a-b of n' counters. */
export function pageRange(pageIndex: number, pageSize: number, total: number): { from: number; to: number; total: number } {
  if (total === 0) return { from: 0, to: 0, total };
  const from = pageIndex * pageSize + 1;
  return { from, to: Math.min(from + pageSize - 1, total), total };
}

/**
 * The page a table shows of `total` rows: the requested one, or the last when the rows shrank
 * below it (a filter, a delete); its 1-based row positions for the counter; how many pages there are.
 */
export function pageOf(
  total: number,
  requestedPage: number,
  pageSize: number,
): { pageIndex: number; pageCount: number; range: { from: number; to: number; total: number } } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const pageIndex = Math.min(Math.max(requestedPage, 0), pageCount - 1);
  return { pageIndex, pageCount, range: pageRange(pageIndex, pageSize, total) };
}
