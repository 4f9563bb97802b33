import "server-only";
import type { Metadata } from "next";
import { IntentLink } from "@/components/intent-link";
import { getTranslations } from "next-intl/server";
import { StoryScreen } from "@/components/story/story-screen";
import { languageAlternates, localePath, type Locale } from "@/lib/i18n/locales";
import { SEASONS } from "@/lib/api/story-generation";
import { cachedLibraryPage, type LibraryPage } from "@/lib/stories/server/library";
import { LIBRARY_SORTS, libraryHref, type LibraryQuery } from "@/lib/stories/model/library-query";
import { coverLoading, LibraryCardView } from "./library-card";

// The library of either language: a grid of story cards, a season filter, an order (newest or
// most read) and a title search, all plain links and a GET form, so it needs no script of its own.

export async function libraryMetadata(locale: Locale, query: LibraryQuery): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "library" });
  const self = libraryHref(locale, query);
  const englishSelf = libraryHref("en", query);
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: { canonical: self, languages: languageAlternates(englishSelf) },
    // Search results are for the visitor who asked; the browsing views are what crawlers list.
    robots: query.q ? { index: false, follow: true } : undefined,
  };
}

export async function LibraryScreen({ locale, query }: { locale: Locale; query: LibraryQuery }) {
  const [t, library] = await Promise.all([getTranslations({ locale, namespace: "library" }), cachedLibraryPage(query)]);
  // A title searched in the wrong season is not misspelt: the family is sent to where it is.
  const searchedSeason = library.total === 0 && query.q ? query.season : null;
  const elsewhere = searchedSeason && (await cachedLibraryPage({ ...query, season: null, page: 1 })).total > 0 ? searchedSeason : null;
  const seasonLabel = (season: string) => ((SEASONS as readonly string[]).includes(season) ? t(`seasons.${season as (typeof SEASONS)[number]}`) : season);
  const href = (changes: Partial<LibraryQuery>) => libraryHref(locale, { ...query, page: 1, ...changes });
  const previous = query.page > 1 && query.page <= library.pageCount ? href({ page: query.page - 1 }) : null;
  const next = query.page < library.pageCount ? href({ page: query.page + 1 }) : null;
  return (
    <StoryScreen locale={locale} path={libraryHref("en", query)} current="/stories">
      {previous && <link rel="prev" href={previous} />}
      {next && <link rel="next" href={next} />}
      <section className="mx-auto max-w-5xl">
        <h1 className="text-center font-[family-name:var(--font-display)] text-3xl font-bold text-terracotta-700 sm:text-4xl">{t("title")}</h1>
        <p className="mt-2 text-center text-lg text-stone-700">{t("intro")}</p>

        <form action={localePath(locale, "/stories")} method="get" role="search" className="mx-auto mt-5 flex max-w-xl gap-2">
          {query.season && <input type="hidden" name="season" value={query.season} />}
          {query.sort !== "newest" && <input type="hidden" name="sort" value={query.sort} />}
          <label htmlFor="library-search" className="sr-only">
            {t("search")}
          </label>
          <input
            id="library-search"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={80}
            placeholder={t("search")}
            className="min-w-0 flex-1 rounded-full border-2 border-terracotta-100 bg-white px-4 py-2.5 text-lg text-ink focus:border-sky-500"
          />
          <button type="submit" className="rounded-full bg-terracotta-500 px-5 py-2.5 text-lg font-bold text-white hover:bg-terracotta-600">
            {t("searchButton")}
          </button>
        </form>

        <nav aria-label={t("season")} className="mt-4 flex flex-wrap justify-center gap-2">
          {[null, ...SEASONS].map((season) => {
            const current = season === query.season;
            return (
              <IntentLink
                key={season ?? "all"}
                href={href({ season })}
                aria-current={current ? "page" : undefined}
                className={`rounded-full px-4 py-2 font-bold ring-1 ring-terracotta-100 ${current ? "bg-terracotta-500 text-white" : "bg-white text-terracotta-700 hover:bg-marigold-100"}`}
              >
                {season ? seasonLabel(season) : t("allSeasons")}
              </IntentLink>
            );
          })}
        </nav>

        <nav aria-label={t("sort")} data-library-sort className="mt-3 flex flex-wrap items-center justify-center gap-2">
          <span className="font-bold text-ink">{t("sort")}:</span>
          {LIBRARY_SORTS.map((sort) => {
            const current = sort === query.sort;
            return (
              <IntentLink
                key={sort}
                href={href({ sort })}
                aria-current={current ? "page" : undefined}
                className={`rounded-full px-4 py-2 font-bold ring-1 ring-sky-500/40 ${current ? "bg-sky-500 text-white" : "bg-white text-sky-700 hover:bg-marigold-100"}`}
              >
                {sort === "newest" ? t("sortNewest") : t("sortMostRead")}
              </IntentLink>
            );
          })}
        </nav>

        {query.q && (
          <p className="mt-5 text-center text-lg font-semibold text-ink">
            {t("resultsFor", { q: query.q })} ·{" "}
            <IntentLink href={href({ q: "" })} className="text-sky-500 underline">
              {t("clearSearch")}
            </IntentLink>
          </p>
        )}

        {library.cards.length > 0 ? (
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
            {library.cards.map((card, index) => (
              <li key={card.id}>
                <LibraryCardView
                  card={card}
                  href={localePath(locale, `/story/${card.id}`)}
                  seasonLabel={seasonLabel(card.season)}
                  coverAlt={t("coverAlt", { title: card.title })}
                  cover={coverLoading(index)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyLibrary
            message={elsewhere ? t("matchInOtherSeason", { q: query.q, season: seasonLabel(elsewhere) }) : emptyMessage(t, query, library, seasonLabel)}
            action={elsewhere ? { href: href({ season: null }), label: t("showAllSeasons") } : emptyAction(t, query, library, href)}
          />
        )}

        {library.pageCount > 1 && library.cards.length > 0 && (
          <nav aria-label={t("pagesNav")} className="mt-8 flex items-center justify-between gap-3">
            {previous ? (
              <IntentLink href={previous} rel="prev" className="rounded-full bg-sky-500 px-4 py-3 font-bold text-white shadow hover:brightness-110">
                {query.sort === "most-read" ? t("previousMostRead") : t("previous")}
              </IntentLink>
            ) : (
              <span />
            )}
            <p className="text-center font-bold text-ink">{t("pageOf", { page: query.page, count: library.pageCount })}</p>
            {next ? (
              <IntentLink href={next} rel="next" className="rounded-full bg-leaf-500 px-4 py-3 font-bold text-white shadow hover:brightness-110">
                {query.sort === "most-read" ? t("nextMostRead") : t("next")}
              </IntentLink>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </StoryScreen>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<"library">>>;

function emptyMessage(t: Translate, query: LibraryQuery, library: LibraryPage, seasonLabel: (season: string) => string): string {
  if (library.total > 0) return t("pastTheEnd");
  if (query.q) return t("noMatches", { q: query.q });
  if (query.season) return t("noStoriesInSeason", { season: seasonLabel(query.season) });
  return t("noStoriesYet");
}

function emptyAction(t: Translate, query: LibraryQuery, library: LibraryPage, href: (changes: Partial<LibraryQuery>) => string) {
  if (library.total > 0) return { href: href({}), label: t("firstPage") };
  if (query.q || query.season) return { href: href({ q: "", season: null }), label: t("clearSearch") };
  return null;
}

function EmptyLibrary({ message, action }: { message: string; action: { href: string; label: string } | null }) {
  return (
    <div role="status" className="mx-auto mt-8 max-w-xl rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-terracotta-100">
      <p className="text-xl text-ink">{message}</p>
      {action && (
        <IntentLink href={action.href} className="mt-5 inline-block rounded-full bg-terracotta-500 px-6 py-3 font-bold text-white hover:bg-terracotta-600">
          {action.label}
        </IntentLink>
      )}
    </div>
  );
}
