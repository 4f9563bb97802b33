// The one error type of the app: a refusal the caller should read, with its HTTP status.
// Everything in lib/ that refuses a request throws it; the route wrapper (lib/http/route.ts)
// turns it into the JSON error answer `{ success: false, message }`. Any other error is a bug
// (or an outage, see isDatabaseUnavailable) and is answered without its details.

export type AppErrorDetails = {
  /** Field name to message, for forms that show errors beside their inputs. */
  errors?: Record<string, string>;
  /** Extra response headers, such as Retry-After. */
  headers?: Record<string, string>;
};

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const DATABASE_UNAVAILABLE = "The database is not available right now. Please try again in a moment.";

/**
 * The digest a page's error carries when it could not be rendered because the database is
 * unavailable: Next passes an error's own digest to the page's error boundary, which then says
 * the site will be right back.
 */
export const DATABASE_OUTAGE_DIGEST = "DATABASE_UNAVAILABLE";

export function databaseUnavailable(): AppError {
  return new AppError(503, DATABASE_UNAVAILABLE, { headers: { "retry-after": "5" } });
}

// Connection-level failures of postgres.js and node's sockets, and PostgreSQL's own
// "cannot connect now / shutting down" classes: the database is down, not the request wrong.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01",
  "57P02",
  "57P03",
]);

/** True when the error says the database cannot be reached (rather than a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof AppError) return current.status === 503 && current.message === DATABASE_UNAVAILABLE;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Logs a failure a page recovers from: one line for an outage, the whole error for a bug. */
export function logRecoveredFailure(what: string, error: unknown): void {
  if (isDatabaseUnavailable(error)) console.warn(`${what}: the database is unavailable`);
  else console.error(what, error);
}
