import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { ROUTE_METHODS, servedMethodsMatcher, type ServedRoute } from "@/lib/config/served-methods.mjs";
import { oncePerProcess } from "@/lib/core/process-singleton";

// Next serves a route handler the methods it exports, answering the others with a bare 405 (no
// Allow), and renders a page whatever the method; any method outside its list failed somewhere
// in Next (TRACE made its middleware and every route handler throw while building the request,
// a 500). So a request for a method the path does not serve (served-methods.ts: a route
// handler's exports, GET and HEAD elsewhere) is turned into OPTIONS before Next sees it, which
// Next answers before running any code of ours (a route handler: 204 with the methods it serves
// in Allow; a page: 400), and that answer into 405 with Allow. Anything else Next answers to it
// (404 for an unknown path, middleware's redirect to sign in) is sent as it is.
const PAGE_METHODS = "GET, HEAD";

/** The status and extra headers Next's answer to a converted request is sent with instead. */
function refusedMethodAnswer(status: number): { status: number; headers: Record<string, string> } | null {
  if (status === 204) return { status: 405, headers: {} };
  if (status === 400) return { status: 405, headers: { allow: PAGE_METHODS } };
  return null;
}

/**
 * Refuses, with 405 and Allow, every request method Next cannot serve. Installed after
 * guardErrorAnswers (instrumentation-node.ts), so that its 405 passes through that guard too.
 */
export function refuseUnservedMethods(): void {
  oncePerProcess("method-gate", () => {
    const servedAt = servedMethodsMatcher(builtRoutes());
    subscribe("http.server.request.start", (message) => {
      const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
      if (!request.method || request.method === "OPTIONS") return;
      if (servedAt(pathnameOf(request.url)).has(request.method)) return;
      request.method = "OPTIONS";
      const writeHead = response.writeHead;
      response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
        const answer = refusedMethodAnswer(statusCode);
        if (!answer) return writeHead.call(this, statusCode, ...(rest as []));
        for (const [name, value] of Object.entries(answer.headers)) this.setHeader(name, value);
        // A reason phrase belongs to the status it was written for.
        return writeHead.call(this, answer.status, ...((typeof rest[0] === "string" ? rest.slice(1) : rest) as []));
      } as typeof response.writeHead;
    });
  });
}

// The list next.config.mjs read from the route files when the app was built. A build without it
// (none should be) would refuse every POST: only the methods Next cannot serve at all are then
// refused.
function builtRoutes(): ServedRoute[] {
  const routes = JSON.parse(process.env.SERVED_ROUTE_METHODS || "[]") as ServedRoute[];
  if (routes.length > 0) return routes;
  console.error("SERVED_ROUTE_METHODS is missing from the build: only unknown methods are refused.");
  return [{ pattern: "", methods: [...ROUTE_METHODS], rank: 0 }];
}

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? "/", "http://server").pathname;
  } catch {
    return "/";
  }
}
