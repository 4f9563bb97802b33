import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";

// Next serves only the methods below: a route handler the ones it exports (and answers the others
// 405 itself), a page GET and HEAD. Any other method that Node's parser lets through failed
// somewhere in Next: TRACE made Next's middleware and every route handler throw while building
// the request ("'TRACE' HTTP method is unsupported", a 500), PROPFIND and the like rendered pages
// or answered 400. Such a request is turned into OPTIONS before Next sees it, which Next answers
// before running any code of ours (a route handler: 204 with the methods it serves in Allow; a
// page: 400), and that answer into 405 with Allow. Anything else Next answers to it (404 for an
// unknown path, middleware's redirect to sign in) is sent as it is.
const NEXT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);
const PAGE_METHODS = "GET, HEAD";

const globalForGate = globalThis as unknown as { __methodGateInstalled?: boolean };

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
  if (globalForGate.__methodGateInstalled) return;
  globalForGate.__methodGateInstalled = true;
  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    if (!request.method || NEXT_METHODS.has(request.method)) return;
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
}
