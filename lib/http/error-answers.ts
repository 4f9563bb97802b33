import "server-only";
import { AsyncResource } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { DATABASE_OUTAGE_DIGEST } from "@/lib/core/errors";
import { existingProcessSingleton, oncePerProcess, processSingleton } from "@/lib/core/process-singleton";
import { databaseOutageIsRecent, noteDatabaseOutage } from "@/lib/db/outage-clock";

// A page cannot choose its status: one that needs the database throws when it cannot be
// reached, and Next answers 500 with the Cache-Control next.config gives its path (public,
// s-maxage), which a CDN would keep. So, for every answer of this server: an error is never
// cacheable (no-store), and a 500 while the database is known to be unreachable is a 503 with
// Retry-After. The rule runs as each answer's head is written, whoever wrote it. A 404 is not
// kept either: the story it names may be published a moment later.

const OUTSIDE_REQUESTS = "outside-requests";

/** An error for a page to throw when the database is unavailable (its digest names the outage). */
export function databaseOutage(): Error {
  noteDatabaseOutage();
  return Object.assign(new Error("The database is unavailable"), { digest: DATABASE_OUTAGE_DIGEST });
}

/** The status and headers an answer is sent with instead, or null to send it as it is. */
export function errorAnswer(status: number, now = Date.now()): { status: number; headers: Record<string, string> } | null {
  if (status < 400) return null;
  const outage = status === 500 && databaseOutageIsRecent(now);
  return outage ? { status: 503, headers: { "cache-control": "no-store", "retry-after": "5" } } : { status, headers: { "cache-control": "no-store" } };
}

function withoutNames(headers: OutgoingHttpHeaders, names: string[]): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}

/** Applies errorAnswer to every answer of this process's HTTP server. */
export function guardErrorAnswers(): void {
  oncePerProcess("guard-error-answers", installErrorAnswers);
}

function installErrorAnswers(): void {
  // Work started later from here runs outside any request (outage-recovery.ts needs it).
  processSingleton(OUTSIDE_REQUESTS, () => new AsyncResource("outside-requests"));
  subscribe("http.server.request.start", (message) => {
    const { response } = message as { response: ServerResponse };
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      const answer = errorAnswer(statusCode);
      if (!answer) return writeHead.call(this, statusCode, ...(rest as []));
      for (const [name, value] of Object.entries(answer.headers)) this.setHeader(name, value);
      const names = Object.keys(answer.headers);
      // A reason phrase belongs to the status it was written for.
      const args = (typeof rest[0] === "string" ? rest.slice(1) : rest).map((each) =>
        each && typeof each === "object" && !Array.isArray(each) ? withoutNames(each as OutgoingHttpHeaders, names) : each,
      );
      return writeHead.call(this, answer.status, ...(args as []));
    } as typeof response.writeHead;
  });
}

/** Runs `work` outside the request that called it (so Next sees no render in progress). */
export function outsideRequests<T>(work: () => T): T {
  const resource = existingProcessSingleton<AsyncResource>(OUTSIDE_REQUESTS);
  return resource ? resource.runInAsyncScope(work) : work();
}
