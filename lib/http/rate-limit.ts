import "server-only";
import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { rateLimitEvents } from "@/lib/db/schema";

// Sliding windows counted in the database, so every server instance sees the same attempts.
export type Counter = { bucket: string; windowMs: number };
export type Limit = Counter & { max: number };

export const LIMITS = {
  // A client's wrong passwords for one account: past the limit only that client is held off
  // that account, so nobody can lock an admin out by failing on their email.
  loginFailuresPerAccountAndClient: { bucket: "login-fail-account-client", max: 10, windowMs: 10 * 60_000 },
  // Above the one per account and client, so several people behind one address can each
  // mistype, yet one client cannot spray guesses over many accounts.
  loginFailuresPerClient: { bucket: "login-fail-ip", max: 20, windowMs: 10 * 60_000 },
  resetMailsPerAddress: { bucket: "reset-mail", max: 3, windowMs: 60 * 60_000 },
  tokenFailuresPerIp: { bucket: "token-fail-ip", max: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

/** An account's wrong passwords from every client: counted, never refused (they set the wait of lib/auth/login-delay.ts). */
export const LOGIN_FAILURES_PER_ACCOUNT: Counter = { bucket: "login-fail-account", windowMs: 10 * 60_000 };

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
      .where(
        and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key), gte(rateLimitEvents.createdAt, new Date(Date.now() - limit.windowMs))),
      );
    if ((row?.n ?? 0) >= limit.max) return null;
    const [event] = await tx.insert(rateLimitEvents).values({ bucket: limit.bucket, key }).returning({ id: rateLimitEvents.id });
    return event!.id;
  });
  if (id !== null) await trimOldEvents(limit.bucket);
  return id;
}

/**
 * Records one event with no limit and returns it with the number of events of its bucket and
 * key the window held before it (parallel callers see each other once they have recorded).
 */
export async function recordAttempt(counter: Counter, key: string): Promise<{ id: number; earlier: number }> {
  const db = await getDb();
  const [event] = await db.insert(rateLimitEvents).values({ bucket: counter.bucket, key }).returning({ id: rateLimitEvents.id });
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(
      and(eq(rateLimitEvents.bucket, counter.bucket), eq(rateLimitEvents.key, key), gte(rateLimitEvents.createdAt, new Date(Date.now() - counter.windowMs))),
    );
  await trimOldEvents(counter.bucket);
  return { id: event!.id, earlier: Math.max(0, (row?.n ?? 1) - 1) };
}

// Old events count for nothing; trimming as events are added keeps the table small without a scheduler.
async function trimOldEvents(bucket: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), lt(rateLimitEvents.createdAt, new Date(Date.now() - RETENTION_MS))));
}

/** Gives back attempts taken by takeAttempt (they turned out not to count). */
export async function forgetAttempts(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await getDb();
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}

export async function clearEvents(counter: Counter, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, counter.bucket), eq(rateLimitEvents.key, key)));
}
