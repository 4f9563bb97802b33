// Home ("/") is served from the full-route cache like a story page: "/" is rewritten to this
// dynamic-segment route, which is never rendered at build (the database is closed to
// `next build`) but at its first request, then kept until a story changes. Its own URL is
// not public: the middleware answers 404 to anyone asking for it by name.
export const HOME_ROUTE_PREFIX = "/home";
export const HOME_EDITION = "live";
export const HOME_ROUTE = `${HOME_ROUTE_PREFIX}/${HOME_EDITION}`;
