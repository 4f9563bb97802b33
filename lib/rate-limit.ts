import "server-only";
import { and, count, eq, gte, lt } from "drizzle-orm";
import { getDb } from "@/db";
import { rateLimitEvents } from "@/db/schema";

// Sliding windows counted in the database, so every server instance sees the same attempts.
export type Limit = { bucket: string; max: number; windowMs: number };

export const LIMITS = {
  loginFailuresPerAccount: { bucket: "login-fail-account", max: 10, windowMs: 10 * 60_000 },
  loginFailuresPerIp: { bucket: "login-fail-ip", max: 10, windowMs: 10 * 60_000 },
  resetMailsPerAddress: { bucket: "reset-mail", max: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

const RETENTION_MS = 24 * 60 * 60_000;

export async function isLimited(limit: Limit, key: string): Promise<boolean> {
  const db = await getDb();
  const since = new Date(Date.now() - limit.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key), gte(rateLimitEvents.createdAt, since)));
  return (row?.n ?? 0) >= limit.max;
}

export async function recordEvent(limit: Limit, key: string): Promise<void> {
  const db = await getDb();
  await db.insert(rateLimitEvents).values({ bucket: limit.bucket, key });
  // Old events count for nothing; trimming here keeps the table small without a scheduler.
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, limit.bucket), lt(rateLimitEvents.createdAt, new Date(Date.now() - RETENTION_MS))));
}

export async function clearEvents(limit: Limit, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key)));
}
