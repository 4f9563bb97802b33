import "server-only";
import { timingSafeEqual } from "node:crypto";
import { readLock } from "@/lib/db/data-lock";
import { env } from "@/lib/core/env";
import { isLoopbackPeer } from "@/lib/net/peer-address";

// The CLI bridge is for command-line tools on this machine only: the caller must connect over
// loopback and present the token that this server wrote into DATA_DIR/db.lock at start
// (readable by the server's own user, new at every start).
export function authorizeCliRequest(request: Request): boolean {
  return isLoopbackPeer(request) && hasLockToken(request.headers.get("authorization"));
}

function hasLockToken(header: string | null): boolean {
  const lock = readLock(env().dataDir);
  if (!lock || lock.pid !== process.pid || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(lock.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
