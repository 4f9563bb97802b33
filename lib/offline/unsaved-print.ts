// Client-safe.

/**
 * Whether a print failed only because this device is offline and the offline-reading worker kept
 * no copy of it (a whole-story or booklet PDF never downloaded, another paper): the family is
 * told that print was not saved, not shown the browser's network error.
 */
export function unsavedPrintOffline(error: unknown): boolean {
  return error instanceof TypeError && typeof navigator !== "undefined" && !navigator.onLine;
}
