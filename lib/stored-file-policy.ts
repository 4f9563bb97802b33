// Stored images (uploads, generated pages, attached assets) hold bytes from elsewhere: an SVG
// among them must never run script in the site's origin. Their answers carry this policy
// (nothing loads, and the document is sandboxed), set both by their routes and by next.config.ts,
// whose site-wide headers would otherwise replace it with the pages' policy.
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The paths that serve stored files, in next.config's `headers()` syntax. */
export const STORED_FILE_PATHS = ["/objects/:path*", "/attached_assets/:path*"];

/** Every other path, for the pages' own policy. */
export const NON_STORED_FILE_PATHS = "/:path((?!objects/|objects$|attached_assets/|attached_assets$).*)";
