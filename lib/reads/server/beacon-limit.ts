import "server-only";
import { clientIp } from "@/lib/auth/client-ip";
import { processSingleton } from "@/lib/core/process-singleton";

// How many reads one client may report a minute. The limits of lib/http/rate-limit.ts keep their
// keys (client addresses) in the database, which reads must never do: this one holds them in
// this process's memory only, for the current minute, and forgets them all when it ends. Per
// process, so with N processes a client may report up to N times as many; the bound is there to
// keep one script from inflating the counts, not to be exact, and high enough for a classroom or
// a public library reading behind one address.
export const READS_PER_CLIENT_PER_MINUTE = 300;
export const TOO_MANY_READS = "Too many reads reported from here; please wait a minute.";
const WINDOW_MS = 60_000;
// Distinct clients one process follows in a minute; past it new clients are refused for the rest
// of that minute, so a flood of addresses cannot grow the map.
const MAX_CLIENTS = 50_000;

type Window = { startedAt: number; counts: Map<string, number> };

const current = () => processSingleton<Window>("read-beacon-limit", () => ({ startedAt: 0, counts: new Map() }));

/** Takes one report for the request's client; false when it has used this minute's. */
export function takeReadReport(request: Request, now = Date.now()): boolean {
  const window = current();
  if (now - window.startedAt >= WINDOW_MS) {
    window.startedAt = now;
    window.counts.clear();
  }
  const client = clientIp(request);
  const used = window.counts.get(client) ?? 0;
  if (used >= READS_PER_CLIENT_PER_MINUTE) return false;
  if (used === 0 && window.counts.size >= MAX_CLIENTS) return false;
  window.counts.set(client, used + 1);
  return true;
}
