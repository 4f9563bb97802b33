import { SEASONS } from "./seasons.mjs";

// The public URLs that are rewritten to the routes of app/[locale]. Plain JavaScript, because
// next.config.mjs reads them (a TypeScript config would load the SWC compiler into every
// production server, about 30 MB).

// Both languages' pages are one tree, app/[locale], but English keeps the root URLs: each English
// URL is rewritten to its route under /en, before the file routes and after the middleware, which
// therefore still sees the public URL. No /en URL is public: the middleware answers 404 to anyone
// asking for one by name, so the English site has one address per page. Spanish URLs are the
// routes' own (/es/...).
export const ENGLISH_ROUTE_PREFIX = "/en";
export const SPANISH_PREFIX = "/es";

// Home ("/") is served from the full-route cache like a story page: "/" is rewritten to this
// dynamic-segment route, which is never rendered at build (the database is closed to
// `next build`) but at its first request, then kept until a story changes. Its own URL is
// not public: the middleware answers 404 to anyone asking for it by name.
export const HOME_ROUTE_PREFIX = "/home";
export const HOME_EDITION = "live";
export const HOME_ROUTE = `${HOME_ROUTE_PREFIX}/${HOME_EDITION}`;

// The library (/stories, /es/stories) is served from the full-route cache like a story page.
// Its browsing views (a season, a page number) are rewritten (next.config.mjs, before the
// middleware-free file routes) to a dynamic-segment route that reads no query and is rendered
// at its first request, then kept until a story changes. A title search (?q=) is open-ended,
// so it is rendered per request on top of the tagged data cache instead of filling the page
// cache, and so is the 'most read' order (?sort=most-read); anything else in the query (a bad page number, an unknown season) lands there too and
// is sent to the nearest cached view. Like Home's, the route's own URL is not public.
export const LIBRARY_ROUTE_PREFIX = "/library";
export const ALL_SEASONS = "all";
/** The highest page number the rewrite sends to the cache; further pages are rendered per request. */
export const LIBRARY_PAGE_PATTERN = "[1-9]\\d{0,2}";
export const SEASON_PATTERN = SEASONS.join("|");

/**
 * The rewrites from a language's public library URL (under `publicPrefix`, "" or "/es") to its
 * cached route (under `routePrefix`, "/en" or "/es").
 * @param {string} publicPrefix
 * @param {string} routePrefix
 */
export function libraryRewrites(publicPrefix, routePrefix) {
  const source = `${publicPrefix}/stories`;
  const route = `${routePrefix}${LIBRARY_ROUTE_PREFIX}`;
  const season = { type: "query", key: "season", value: `(?<season>${SEASON_PATTERN})` };
  const page = { type: "query", key: "page", value: `(?<page>${LIBRARY_PAGE_PATTERN})` };
  const q = { type: "query", key: "q" };
  // The 'most read' order changes with every read, so it is rendered per request like a search.
  const sort = { type: "query", key: "sort" };
  const anySeason = { type: "query", key: "season" };
  const anyPage = { type: "query", key: "page" };
  return [
    { source, has: [season, page], missing: [q, sort], destination: `${route}/:season/:page` },
    { source, has: [season], missing: [q, sort, anyPage], destination: `${route}/:season/1` },
    { source, has: [page], missing: [q, sort, anySeason], destination: `${route}/${ALL_SEASONS}/:page` },
    { source, missing: [q, sort, anySeason, anyPage], destination: `${route}/${ALL_SEASONS}/1` },
  ];
}

// The viewer's route without an id, which only the English site has: its Spanish path stays an
// unknown path (middleware.ts).
export const ENGLISH_ONLY_PAGE = "/story";

// The English pages whose route is their public path under /en: the story viewer, with and without
// an id, and the library's search (reached by whatever query the library's views do not take, so
// it comes after them). "/story/:id" is one segment: a story's share card keeps its own route
// (app/story/[id]/share-card). A rewrite matches a path whatever its case, a file route only in
// its own: each page's segment is passed on as it was asked for, so /Story/3, like any path in
// another case, stays an unknown path.
const ENGLISH_PAGES = [
  { source: "/:page(story)/:id", destination: `${ENGLISH_ROUTE_PREFIX}/:page/:id` },
  { source: "/:page(story)", destination: `${ENGLISH_ROUTE_PREFIX}/:page` },
  { source: "/:page(stories)", destination: `${ENGLISH_ROUTE_PREFIX}/:page` },
  { source: "/:page(offline)", destination: `${ENGLISH_ROUTE_PREFIX}/:page` },
];

/** Every rewrite of the public site, in the order next.config.mjs applies them. */
export function siteRewrites() {
  return [
    { source: "/", destination: `${ENGLISH_ROUTE_PREFIX}${HOME_ROUTE}` },
    { source: SPANISH_PREFIX, destination: `${SPANISH_PREFIX}${HOME_ROUTE}` },
    ...libraryRewrites("", ENGLISH_ROUTE_PREFIX),
    ...libraryRewrites(SPANISH_PREFIX, SPANISH_PREFIX),
    ...ENGLISH_PAGES,
  ];
}
