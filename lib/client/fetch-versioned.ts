import { HttpError } from "./fetch-json";

/**
 * A fetcher for a large answer polled often and seldom changed (the whole story list): it sends
 * the answer's ETag back itself, so an unchanged poll is a 304 that answers the object already
 * held. The browser's own revalidation would hand over the cached body again, to be read,
 * parsed and compared in full by SWR every few seconds; the same object costs none of that.
 */
export type VersionedFetcher<T> = ((path: string) => Promise<T>) & {
  /** Holds an answer the server page already sent with its ETag, so the first poll can be a 304. */
  prime(path: string, etag: string, data: T): void;
};

export function versionedFetcher<T>(): VersionedFetcher<T> {
  let held: { path: string; etag: string; data: T } | undefined;
  const fetcher = async (path: string): Promise<T> => {
    const known = held?.path === path ? held : undefined;
    // With If-None-Match set here, the browser's cache stays out of it and the 304 reaches us.
    const response = await fetch(path, { credentials: "include", cache: "no-store", headers: known ? { "if-none-match": known.etag } : undefined });
    if (response.status === 304 && known) return known.data;
    if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
    const data = (await response.json()) as T;
    const etag = response.headers.get("etag");
    held = etag ? { path, etag, data } : undefined;
    return data;
  };
  return Object.assign(fetcher, {
    prime(path: string, etag: string, data: T) {
      held = { path, etag, data };
    },
  });
}
