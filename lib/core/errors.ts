// The one error type of the app: a refusal the caller should read, with a code saying what
// kind of refusal it is. Everything in lib/ that refuses a request throws it; the route wrapper
// (lib/http/route.ts) turns it into the JSON error answer `{ success: false, message }` with the
// code's HTTP status. Any other error is a bug (or an outage, see isDatabaseUnavailable) and is
// answered without its details.

// Each kind of refusal and its HTTP status, in one place.
const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
  upstream_failed: 502,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type AppErrorCode = keyof typeof STATUS;

export type AppErrorDetails = {
  /** Field name to message, for forms that show errors beside their inputs. */
  errors?: Record<string, string>;
  /** Extra response headers, such as Retry-After. */
  headers?: Record<string, string>;
};

// Next bundles this module into each route and into the server's start-up code separately, and
// an error can cross from one copy to another (the database pool is made once per process, by
// whichever copy connects first): `instanceof` goes by this mark, not by the copy's class.
const APP_ERROR = Symbol.for("app.app-error");

export class AppError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    // Subclasses (GenerationError, ...) keep the usual prototype check.
    if (this !== AppError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && APP_ERROR in value;
  }

  readonly [APP_ERROR] = true;
  /** The HTTP status the code maps to. */
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS[code];
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
  return new AppError("unavailable", DATABASE_UNAVAILABLE, { headers: { "retry-after": "5" } });
}

/** The code of the error a query fails with when the database does not answer in time (lib/db/guarded-postgres.ts). */
export const NO_ANSWER_IN_TIME = "DATABASE_NO_ANSWER_IN_TIME";

// Connection-level failures of postgres.js and node's sockets, and PostgreSQL's own
// "cannot connect now / shutting down" classes: the database is down, not the request wrong.
const CONNECTION_CODES = new Set([
  NO_ANSWER_IN_TIME,
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
    if (current instanceof AppError) return current.code === "unavailable" && current.message === DATABASE_UNAVAILABLE;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * An error as it may be written to the log: names, codes, messages and the stack's frames of
 * the error and its causes, and nothing else. A failed query carries the values it was sent
 * (drizzle puts them in its message, postgres.js in `parameters`, PostgreSQL in `detail`):
 * an account's email and password hash must never reach the log, so none of those are kept.
 */
export function loggableError(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current != null && depth < 5; depth++) {
    if (!(current instanceof Error)) {
      lines.push(`${depth > 0 ? "caused by " : ""}a thrown ${typeof current}`);
      break;
    }
    const code = (current as { code?: unknown }).code;
    lines.push(`${depth > 0 ? "caused by " : ""}${current.name}${typeof code === "string" ? ` [${code}]` : ""}: ${withoutQueryValues(current.message)}`);
    current = current.cause;
  }
  const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return [...lines, ...frames].join("\n");
}

// drizzle's "Failed query: <sql>\nparams: <values>": the statement has placeholders only.
function withoutQueryValues(message: string): string {
  return message.startsWith("Failed query:") ? message.replace(/\nparams:[\s\S]*$/, "") : message;
}

/** Logs a failure a page recovers from: one line for an outage, the whole error for a bug. */
export function logRecoveredFailure(what: string, error: unknown): void {
  if (isDatabaseUnavailable(error)) console.warn(`${what}: the database is unavailable`);
  else console.error(what, loggableError(error));
}
