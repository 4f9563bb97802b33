import { SEASONS } from "./seasons.mjs";

// The public URLs that are rewritten to the full-route cache's own routes. Plain JavaScript,
// because next.config.mjs reads them (a TypeScript config would load the SWC compiler into every
// production server, about 30 MB).

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
// cache; anything else in the query (a bad page number, an unknown season) lands there too and
// is sent to the nearest cached view. Like Home's, the route's own URL is not public.
export const LIBRARY_ROUTE_PREFIX = "/library";
export const ALL_SEASONS = "all";
/** The highest page number the rewrite sends to the cache; further pages are rendered per request. */
export const LIBRARY_PAGE_PATTERN = "[1-9]\\d{0,2}";
export const SEASON_PATTERN = SEASONS.join("|");

/**
 * The rewrites from the public library URL (under `prefix`, "" or "/es") to its cached route.
 * @param {string} prefix
 */
export function libraryRewrites(prefix) {
  const source = `${prefix}/stories`;
  const route = `${prefix}${LIBRARY_ROUTE_PREFIX}`;
  const season = { type: "query", key: "season", value: `(?<season>${SEASON_PATTERN})` };
  const page = { type: "query", key: "page", value: `(?<page>${LIBRARY_PAGE_PATTERN})` };
  const q = { type: "query", key: "q" };
  const anySeason = { type: "query", key: "season" };
  const anyPage = { type: "query", key: "page" };
  return [
    { source, has: [season, page], missing: [q], destination: `${route}/:season/:page` },
    { source, has: [season], missing: [q, anyPage], destination: `${route}/:season/1` },
    { source, has: [page], missing: [q, anySeason], destination: `${route}/${ALL_SEASONS}/:page` },
    { source, missing: [q, anySeason, anyPage], destination: `${route}/${ALL_SEASONS}/1` },
  ];
}
