import type { RouteHandler } from "@/lib/http/route";
import { ORIGIN } from "./accounts";

export type RouteCall = {
  /** The session cookie (`name=value`), if any. */
  cookie?: string;
  /** The path's dynamic segments, as Next hands them to the handler. */
  params?: Record<string, string | string[]>;
  /** A JSON body, sent as such. */
  body?: unknown;
  /** A body sent as it is, with a JSON content type (for malformed JSON). */
  raw?: string;
};

/** Calls a route handler as a page of this site would: same origin, the cookie, the body, the params. */
export function callRoute(handler: RouteHandler<unknown>, method: string, path: string, { cookie, params = {}, body, raw }: RouteCall = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined || raw !== undefined) headers["content-type"] = "application/json";
  const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return handler(new Request(`${ORIGIN}${path}`, { method, headers, body: sent }), { params: Promise.resolve(params) });
}
