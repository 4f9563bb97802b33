// When a page last found the database unreachable. It lives on globalThis because the server's
// HTTP hook (error-answers.ts), the app's pages and the error page are separate bundles of one
// process. Client-safe: the error page reads it while rendering on the server.

/** How long after a page found the database unreachable a 500 is taken for that outage. */
export const OUTAGE_WINDOW_MS = 5_000;

const clock = globalThis as unknown as { __databaseOutageAt?: number };

export function noteDatabaseOutage(now = Date.now()): void {
  clock.__databaseOutageAt = now;
}

export function databaseOutageIsRecent(now = Date.now()): boolean {
  const at = clock.__databaseOutageAt;
  return at !== undefined && now - at < OUTAGE_WINDOW_MS;
}
