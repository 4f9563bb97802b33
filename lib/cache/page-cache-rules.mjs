// What Next's page cache may keep, for every cache handler (next.config.ts). Plain JavaScript:
// Next loads cache handlers without bundling them.
//
// A page or a route (a story's share card) that answered 404 (a story id no public story has)
// is rendered per request and never kept: kept, made-up ids would push real pages out of the
// cache. An older copy under the same key is dropped instead, so a story unpublished since is
// not served from it.

const KINDS_WITH_STATUS = new Set(["APP_PAGE", "APP_ROUTE"]);

/** True when Next's cache entry `value` may be stored. */
export function mayKeepInPageCache(value) {
  return !(value && KINDS_WITH_STATUS.has(value.kind) && value.status === 404);
}
