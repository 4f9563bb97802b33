import { sql } from "drizzle-orm";
import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import { databaseUnavailable } from "@/lib/core/errors";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Healthy means ready to serve everything: migrations applied and the database answering.
// Any failure counts as unavailable here, whatever its cause; load balancers only read the status.
export const GET = route({}, async () => {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
  } catch {
    throw databaseUnavailable();
  }
  return NextResponse.json({ ok: true });
});
