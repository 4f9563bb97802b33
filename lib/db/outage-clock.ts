import { processSingleton } from "@/lib/core/process-singleton";

// When a page last found the database unreachable. It is a process singleton because the server's
// HTTP hook (error-answers.ts), the app's pages and the error page are separate bundles of one
// process. Client-safe: the error page reads it while rendering on the server.

/** How long after a page found the database unreachable a 500 is taken for that outage. */
export const OUTAGE_WINDOW_MS = 5_000;

const clock = () => processSingleton("database-outage-clock", () => ({ at: undefined as number | undefined }));

export function noteDatabaseOutage(now = Date.now()): void {
  clock().at = now;
}

export function databaseOutageIsRecent(now = Date.now()): boolean {
  const at = clock().at;
  return at !== undefined && now - at < OUTAGE_WINDOW_MS;
}
