// The client's one way to call the API: cookies sent, JSON in and out, and any
// non-success status becomes an Error whose message is "{status}: {body text or status text}".

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

export async function fetchJson<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: init.body === undefined ? undefined : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
  return (await response.json()) as T;
}

/** The `message` a JSON error body carries, for showing to the user; else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown; error?: unknown };
      const message = parsed.message ?? parsed.error;
      if (typeof message === "string" && message) return message;
    } catch {
      /* not JSON */
    }
    return fallback;
  }
  // fetch() fails with a TypeError in the browser's own words ("Failed to fetch", in English
  // whatever the page's language): the caller's message says it better.
  if (error instanceof TypeError) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The SWR settings of every admin screen: no retries, no refetch on focus, never stale by time. */
export const swrDefaults = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
} as const;
