import { timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { z } from "zod";
import { readLock } from "@/db/data-lock";
import "@/lib/cli-registry";
import { cliCommand } from "@/lib/cli-commands";
import { env } from "@/lib/env";

// Only command-line tools on this machine can call this: the token is in DATA_DIR/db.lock,
// readable by the server's own user, and changes at every server start.
const body = z.object({ name: z.string().min(1), args: z.record(z.string(), z.unknown()).default({}) });

function authorized(header: string | null): boolean {
  const lock = readLock(env().dataDir);
  if (!lock || lock.pid !== process.pid || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(lock.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function POST(request: Request) {
  if (!authorized(request.headers.get("authorization"))) {
    return NextResponse.json({ error: "Forbidden" }, { status: 403 });
  }
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return NextResponse.json({ error: "Invalid command" }, { status: 400 });
  const command = cliCommand(parsed.data.name);
  if (!command) return NextResponse.json({ error: `Unknown command: ${parsed.data.name}` }, { status: 400 });
  try {
    return NextResponse.json(await command(parsed.data.args));
  } catch (error) {
    return NextResponse.json({ error: error instanceof Error ? error.message : String(error) }, { status: 400 });
  }
}
