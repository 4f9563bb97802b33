import "server-only";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ALL_SEASONS } from "@/lib/config/routes.mjs";
import { storableSearchParams, type SearchParams } from "@/lib/http/search-params";
import type { Locale } from "@/lib/i18n/locales";
import { SEASONS } from "@/lib/api/story-generation";
import { libraryHref, parseLibraryQuery, type LibraryQuery } from "@/lib/stories/model/library-query";
import { LibraryScreen, libraryMetadata } from "./library-screen";

// The two routes behind each language's /stories (lib/config/routes.mjs): the cached browsing
// views and the per-request search.

export type CachedViewParams = Promise<{ season: string; page: string }>;

const MAX_CACHED_PAGE = 999;

/** A browsing view from the cached route's segments; anything the rewrite cannot produce is unknown. */
async function cachedView(params: CachedViewParams): Promise<LibraryQuery> {
  const { season, page } = await params;
  const query = parseLibraryQuery({ season: season === ALL_SEASONS ? undefined : season, page });
  const known = (season === ALL_SEASONS || (SEASONS as readonly string[]).includes(season)) && String(query.page) === page && query.page <= MAX_CACHED_PAGE;
  if (!known) notFound();
  return query;
}

export async function cachedViewMetadata(locale: Locale, params: CachedViewParams): Promise<Metadata> {
  return libraryMetadata(locale, await cachedView(params));
}

export async function CachedLibraryView({ locale, params }: { locale: Locale; params: CachedViewParams }) {
  return <LibraryScreen locale={locale} query={await cachedView(params)} />;
}

/**
 * A search, the 'most read' order, or a query the rewrites did not take (an unknown season, a page number that is no
 * number): the latter are sent to the view they mean, which is cached.
 */
async function searchView(locale: Locale, searchParams: SearchParams): Promise<LibraryQuery> {
  const query = parseLibraryQuery(await storableSearchParams(searchParams));
  if (!query.q && query.sort === "newest" && query.page <= MAX_CACHED_PAGE) redirect(libraryHref(locale, query));
  return query;
}

export async function searchMetadata(locale: Locale, searchParams: SearchParams): Promise<Metadata> {
  return libraryMetadata(locale, parseLibraryQuery(await storableSearchParams(searchParams)));
}

export async function LibrarySearch({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  return <LibraryScreen locale={locale} query={await searchView(locale, searchParams)} />;
}
