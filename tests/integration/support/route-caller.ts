import type { RouteHandler } from "@/lib/http/route";
import { ORIGIN } from "./accounts";

export type RouteCall = {
  /** The session cookie (`name=value`), if any. */
  cookie?: string;
  /** The path's dynamic segments, as Next hands them to the handler (numbers as text). */
  params?: Record<string, string | number | string[]>;
  /** A JSON body, sent as such. */
  body?: unknown;
  /** A body sent as it is, with a JSON content type (for malformed JSON). */
  raw?: string;
};

/**
 * The path a route's pattern names once its segments are filled in from `params`
 * (`/api/stories/[id]/publish` with `{ id: 7 }` is `/api/stories/7/publish`); a path with no
 * `[segment]` is taken as it is.
 */
function fill(route: string, params: Record<string, string | string[]>): string {
  return route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for [${name}]`);
    return Array.isArray(value) ? value.map(encodeURIComponent).join("/") : encodeURIComponent(value);
  });
}

/**
 * Calls a route handler as a page of this site would: same origin, the cookie, the body, and
 * the params both in the path (`route` may be the route's pattern) and handed to the handler.
 */
export function callRoute(
  handler: RouteHandler<unknown>,
  method: string,
  route: string,
  { cookie, params = {}, body, raw }: RouteCall = {},
): Promise<Response> {
  const texts = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]));
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined || raw !== undefined) headers["content-type"] = "application/json";
  const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return handler(new Request(`${ORIGIN}${fill(route, texts)}`, { method, headers, body: sent }), { params: Promise.resolve(texts) });
}

/**
 * callRoute sending the session `cookie()` names (read at each call, so a cookie signed in by
 * beforeAll serves), unless a call names its own or `cookie: undefined`.
 */
export function routeCallerAs(cookie: () => string | undefined) {
  return (handler: RouteHandler<unknown>, method: string, route: string, call: RouteCall = {}): Promise<Response> =>
    callRoute(handler, method, route, { cookie: cookie(), ...call });
}
