// Header values the route handlers set and next.config.mjs sets for whole paths. Plain
// JavaScript, because next.config.mjs reads them.

// How long a shared cache (a CDN) may keep a public page, a story's share card or a public API
// answer. Next itself keeps them until a story changes, but a CDN in front is not told of
// revalidations: this bounds what it shows after a change to 90 s.
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

// Stored images (uploads, generated pages, attached assets) hold bytes from elsewhere: an SVG
// among them must never run script in the site's origin. Their answers carry this policy
// (nothing loads, and the document is sandboxed), set both by their routes and by
// next.config.mjs, whose site-wide headers would otherwise replace it with the pages' policy.
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The paths that serve stored files, in next.config's `headers()` syntax. */
export const STORED_FILE_PATHS = ["/objects/:path*", "/attached_assets/:path*"];

/** Every other path, for the pages' own policy. */
export const NON_STORED_FILE_PATHS = "/:path((?!objects/|objects$|attached_assets/|attached_assets$).*)";
