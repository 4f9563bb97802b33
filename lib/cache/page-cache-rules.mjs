// What Next's page cache may keep, for every cache handler (next.config.mjs). Plain JavaScript:
// Next loads cache handlers without bundling them.
//
// A page that answered 404 (a story id no public story has) is rendered per request and never
// kept: kept, made-up ids would push real pages out of the cache. An older copy under the same
// key is dropped instead, so a story unpublished since is not served from it.

/** True when Next's cache entry `value` may be stored. */
export function mayKeepInPageCache(value) {
  return !(value && value.kind === "APP_PAGE" && value.status === 404);
}
