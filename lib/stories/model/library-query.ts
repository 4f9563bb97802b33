import { SEASONS, type Season } from "@/lib/api/story-generation";
import { localePath, type Locale } from "@/lib/i18n/locales";

// What the library is asked for, read from its URL, and the URL of any view of it. Client-safe.

export const LIBRARY_PAGE_SIZE = 24;
/** Longer searches are cut: no title is longer, and the query is bound in SQL either way. */
export const SEARCH_MAX_LENGTH = 80;

/**
 * The library's orders: newest first (the default), or most read, by how many times each story
 * was opened in the last READ_RANKING_DAYS days (lib/reads), newest first among equals.
 */
export const LIBRARY_SORTS = ["newest", "most-read"] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const READ_RANKING_DAYS = 30;

export type LibraryQuery = { page: number; season: Season | null; q: string; sort: LibrarySort };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Any query string, however malformed, reads as some view: page 1, all seasons, no search. */
export function parseLibraryQuery(params: Record<string, string | string[] | undefined>): LibraryQuery {
  const page = Number(first(params.page));
  const season = first(params.season);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    season: SEASONS.find((name) => name === season) ?? null,
    q: (first(params.q) ?? "").trim().replace(/\s+/g, " ").slice(0, SEARCH_MAX_LENGTH),
    sort: first(params.sort) === "most-read" ? "most-read" : "newest",
  };
}

/** The library's URL for a view, with only the parameters that differ from the defaults. */
export function libraryHref(locale: Locale, query: Partial<LibraryQuery>): string {
  const params = new URLSearchParams();
  if (query.season) params.set("season", query.season);
  if (query.q) params.set("q", query.q);
  if (query.sort === "most-read") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `${localePath(locale, "/stories")}${search ? `?${search}` : ""}`;
}
