import "server-only";
import { unstable_rethrow } from "next/navigation";
import { NextRequest, NextResponse } from "next/server";
import type { z } from "zod";
import { requireAdmin, type AdminUser } from "@/lib/auth/require-admin";
import type { CurrentSession } from "@/lib/auth/sessions";
import { AppError, databaseUnavailable, isDatabaseUnavailable, loggableError } from "@/lib/core/errors";
import { isSafeMethod, isSameOriginRequest } from "@/lib/http/origin-check";
import { bodyTooLarge, DEFAULT_MAX_BODY_BYTES, readBodyCapped, refuseDeclaredOversize } from "./body";
import { findUnstorableText, isUnstorableText, UNSTORABLE_TEXT } from "./text";

// Every API handler is declared through route(): the checks below run in this order for
// every request, so a handler cannot forget one.
//   1. a state-changing request must come from a page of this site (Origin), since route
//      handlers have no built-in CSRF protection;
//   2. its body is capped before anything reads it;
//   3. admin routes read the session row and the account from the database;
//   4. a JSON body is parsed by the route's zod schema, the same one its form uses, after
//      every string in it (and in the path and the query) is checked to be storable text.
// Whatever the handler or lib/ throws becomes `{ success: false, message }`: an AppError
// with its own status and message, an unreachable database as 503, anything else as 500
// without details. An answer that did not choose its own caching is `no-store`, and so is an
// admin route's that chose anything but private: what it shows depends on who asks.

type Params = Record<string, string | string[] | undefined>;

/** A JSON answer whose body was checked against its endpoint's declared response type. */
export type TypedResponse<R> = NextResponse<R>;

/**
 * The JSON answer of an endpoint, its body checked against the response type declared in
 * lib/api/ for that endpoint: `json<StoryChangeResponse>({ success: true, story, message })`.
 */
export function json<R>(body: NoInfer<R>, init?: ResponseInit): TypedResponse<R> {
  return NextResponse.json(body, init);
}

declare const RESPONSE: unique symbol;

// Next type-checks a route's exports against the second argument it passes (the last
// overload); tests may call a handler without it. `R` is the JSON body the handler answers
// with (unknown for anything but json<R>()), so tests and callers can name it.
export type RouteHandler<R = unknown> = {
  (request: Request): Promise<Response>;
  (request: Request, context: { params: Promise<Params> }): Promise<Response>;
  readonly [RESPONSE]?: R;
};

/** The JSON body a handler made by route() answers with. */
export type ResponseBody<H> = H extends RouteHandler<infer R> ? R : never;

export type RouteOptions<S extends z.ZodType | undefined> = {
  /** Only active admin accounts; 401 without a session, 403 without admin access. */
  admin?: boolean;
  /** The JSON body's schema; its output is the handler's `body`. */
  body?: S;
  /** The body cap in bytes (default 32 KiB). */
  maxBodyBytes?: number;
  /** What a body over the cap is told, when the route has its own words for it. */
  tooLargeMessage?: string;
  /** The handler reads the body itself (within maxBodyBytes); only the declared length is checked here. */
  rawBody?: boolean;
  /**
   * Callers that are not browsers (the command-line tools) send no Origin; a foreign one is
   * still refused. Only for routes that authorize the caller by other means.
   */
  allowMissingOrigin?: boolean;
};

export type RouteContext<S extends z.ZodType | undefined, A extends boolean | undefined> = {
  request: Request;
  params: Params;
  body: S extends z.ZodType ? z.output<S> : undefined;
  admin: A extends true ? AdminUser : null;
  /** The admin's session (admin routes only). */
  session: A extends true ? CurrentSession : null;
};

// Marks the handlers route() made with what they declared, so a test can prove that every
// exported handler has the checks and that only the handlers meant to be public skip the admin one.
export const THROUGH_ROUTE = Symbol.for("app.route-wrapper");

/** What a handler made by route() declared, read from the handler itself. */
export type DeclaredRoute = { admin: boolean; allowMissingOrigin: boolean; rawBody: boolean };

export function declaredRoute(handler: unknown): DeclaredRoute | undefined {
  if (typeof handler !== "function") return undefined;
  return (handler as { [THROUGH_ROUTE]?: DeclaredRoute })[THROUGH_ROUTE];
}

export const CROSS_ORIGIN_REFUSED = "Cross-origin request refused";
export const INVALID_JSON_BODY = "Request body must be a JSON object";
const UNEXPECTED = "Something went wrong on our side. Please try again.";

export function route<S extends z.ZodType | undefined = undefined, A extends boolean | undefined = undefined, R = unknown>(
  options: RouteOptions<S> & { admin?: A },
  handler: (context: RouteContext<S, A>) => Promise<TypedResponse<R> | Response>,
): RouteHandler<R> {
  const handle = async (request: Request, context?: { params: Promise<Params> }): Promise<Response> => {
    try {
      const safe = isSafeMethod(request.method);
      if (!safe) refuseForeignOrigin(request, options.allowMissingOrigin ?? false);
      const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
      const tooLarge = options.tooLargeMessage ? new AppError("payload_too_large", options.tooLargeMessage) : bodyTooLarge(maxBytes);
      if (!safe) refuseDeclaredOversize(request, maxBytes, tooLarge);
      // A body nobody parses is still read (within the cap) so that an oversized one is refused
      // the same way everywhere, before any work is done for it.
      const raw = safe || options.rawBody ? null : await readBodyCapped(request, maxBytes, tooLarge);
      // Handlers that read the body themselves (Auth.js) get it from the capped copy.
      const received = raw
        ? new NextRequest(request.url, { method: request.method, headers: request.headers, body: raw.length > 0 ? new Uint8Array(raw) : null })
        : request;

      let admin: AdminUser | null = null;
      let session: CurrentSession | null = null;
      if (options.admin) ({ admin, session } = await requireAdmin(received));

      const params = ((await context?.params) ?? {}) as Params;
      refuseUnstorable(params);
      refuseUnstorableQuery(received);
      const body = options.body ? parseJson(options.body, raw) : undefined;
      const response = await handler({ request: received, params, body, admin, session } as RouteContext<S, A>);
      return withCacheControl(response, options.admin ?? false);
    } catch (error) {
      // Next's own control flow (redirect() inside Auth.js's signIn, notFound()) is not a failure.
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };
  const declared: DeclaredRoute = {
    admin: options.admin === true,
    allowMissingOrigin: options.allowMissingOrigin === true,
    rawBody: options.rawBody === true,
  };
  return Object.assign(handle, { [THROUGH_ROUTE]: Object.freeze(declared) });
}

function refuseForeignOrigin(request: Request, allowMissing: boolean): void {
  if (allowMissing && !request.headers.has("origin")) return;
  if (!isSameOriginRequest(request)) throw new AppError("forbidden", CROSS_ORIGIN_REFUSED);
}

function refuseUnstorable(value: unknown): void {
  const field = findUnstorableText(value);
  if (field !== null) throw new AppError("bad_request", UNSTORABLE_TEXT, { errors: { [field]: UNSTORABLE_TEXT } });
}

function refuseUnstorableQuery(request: Request): void {
  for (const [key, value] of new URL(request.url).searchParams) {
    if (isUnstorableText(key) || isUnstorableText(value)) {
      throw new AppError("bad_request", UNSTORABLE_TEXT, { errors: { [isUnstorableText(key) ? "query" : `query.${key}`]: UNSTORABLE_TEXT } });
    }
  }
}

// An admin answer may be kept by the admin's own browser at most (private), never by a shared cache.
function withCacheControl(response: Response, admin: boolean): Response {
  const chosen = response.headers.get("cache-control");
  if (chosen !== null && (!admin || /\b(private|no-store)\b/.test(chosen))) return response;
  try {
    response.headers.set("cache-control", "no-store");
    return response;
  } catch {
    // Headers of Response.redirect() and fetched responses are immutable: copy them.
    const headers = new Headers(response.headers);
    headers.set("cache-control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

function parseJson<S extends z.ZodType>(schema: S, raw: Buffer | null): z.output<S> {
  let value: unknown;
  try {
    value = raw && raw.length > 0 ? JSON.parse(raw.toString("utf8")) : undefined;
  } catch {
    value = undefined;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new AppError("bad_request", INVALID_JSON_BODY);
  refuseUnstorable(value);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".") || "body"] ??= issue.message;
  throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid request", { errors });
}

/** The JSON error answer for anything a handler threw. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) return failure(error);
  if (isDatabaseUnavailable(error)) return failure(databaseUnavailable());
  console.error("Unexpected error in an API handler:", loggableError(error));
  return failure(new AppError("internal", UNEXPECTED));
}

function failure(error: AppError): NextResponse {
  const { errors, headers } = error.details;
  return NextResponse.json(
    { success: false, message: error.message, ...(errors ? { errors } : {}) },
    { status: error.status, headers: { "cache-control": "no-store", ...headers } },
  );
}
