import { sql } from "drizzle-orm";
import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { databaseUnavailable } from "@/lib/errors";

export const dynamic = "force-dynamic";

// Healthy means ready to serve everything: migrations applied and the database answering.
// Any failure counts as unavailable here, whatever its cause; load balancers only read the status.
export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return NextResponse.json({ ok: true });
  } catch {
    const refusal = databaseUnavailable();
    return NextResponse.json({ ok: false, message: refusal.message }, { status: refusal.status, headers: refusal.details.headers });
  }
}
