import "server-only";
import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { rateLimitEvents } from "@/db/schema";

// Sliding windows counted in the database, so every server instance sees the same attempts.
export type Limit = { bucket: string; max: number; windowMs: number };

export const LIMITS = {
  loginFailuresPerAccount: { bucket: "login-fail-account", max: 10, windowMs: 10 * 60_000 },
  loginFailuresPerIp: { bucket: "login-fail-ip", max: 10, windowMs: 10 * 60_000 },
  resetMailsPerAddress: { bucket: "reset-mail", max: 3, windowMs: 60 * 60_000 },
  tokenFailuresPerIp: { bucket: "token-fail-ip", max: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

const RETENTION_MS = 24 * 60 * 60_000;

/**
 * Takes one attempt under the limit: records it and returns its id, or returns null when the
 * window is already full. Counting and recording are one step, so parallel callers can never
 * take more than `max` between them; an attempt counts from the moment it is taken.
 */
export async function takeAttempt(limit: Limit, key: string): Promise<number | null> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    // Takers of the same bucket and key wait for each other here until the transaction ends.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${limit.bucket}\n${key}`}, 0))`);
    const [row] = await tx
      .select({ n: count() })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key), gte(rateLimitEvents.createdAt, new Date(Date.now() - limit.windowMs))));
    if ((row?.n ?? 0) >= limit.max) return null;
    const [event] = await tx.insert(rateLimitEvents).values({ bucket: limit.bucket, key }).returning({ id: rateLimitEvents.id });
    return event!.id;
  });
  if (id !== null) {
    // Old events count for nothing; trimming here keeps the table small without a scheduler.
    await db
      .delete(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, limit.bucket), lt(rateLimitEvents.createdAt, new Date(Date.now() - RETENTION_MS))));
  }
  return id;
}

/** Gives back attempts taken by takeAttempt (they turned out not to count). */
export async function forgetAttempts(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await getDb();
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}

export async function clearEvents(limit: Limit, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key)));
}
