import "server-only";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { storyReads } from "@/lib/db/schema";
import type { ReadKind } from "@/lib/db/enums";
import type { ReadCount } from "./batch";

// The counters in the database: written only by adding to them, read by the back office and the
// library's 'most read' order.

/** Adds each count to its row, creating the row the first time: safe from any number of processes at once. */
export async function addReadCounts(counts: readonly ReadCount[]): Promise<void> {
  if (counts.length === 0) return;
  const db = await getDb();
  await db
    .insert(storyReads)
    .values(counts.map(({ storyKey, day, kind, count }) => ({ storyKey, day, kind, count })))
    .onConflictDoUpdate({ target: [storyReads.storyKey, storyReads.day, storyReads.kind], set: { count: sql`${storyReads.count} + excluded.count` } });
}

/** The first day of a window of `days` days ending today (UTC), as a date column reads it. */
export function windowStart(days: number, today = new Date()): string {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)));
  return start.toISOString().slice(0, 10);
}

export type StoryTotal = { storyKey: string; total: number };

/** Stories by their reads of `kinds` since `since` (a day), most first; ties by key so the order is stable. */
export async function storyTotals(since: string, kinds: readonly ReadKind[], limit?: number): Promise<StoryTotal[]> {
  const db = await getDb();
  const total = sql<string>`sum(${storyReads.count})`;
  const query = db
    .select({ storyKey: storyReads.storyKey, total })
    .from(storyReads)
    .where(and(gte(storyReads.day, since), inArray(storyReads.kind, [...kinds])))
    .groupBy(storyReads.storyKey)
    .orderBy(desc(total), storyReads.storyKey);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({ storyKey: row.storyKey, total: Number(row.total) }));
}

/** Each story's total of each kind since `since`, for the stories named. */
export async function kindTotals(since: string, storyKeys: readonly string[]): Promise<{ storyKey: string; kind: ReadKind; total: number }[]> {
  if (storyKeys.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ storyKey: storyReads.storyKey, kind: storyReads.kind, total: sql<string>`sum(${storyReads.count})` })
    .from(storyReads)
    .where(and(gte(storyReads.day, since), inArray(storyReads.storyKey, [...storyKeys])))
    .groupBy(storyReads.storyKey, storyReads.kind);
  return rows.map((row) => ({ storyKey: row.storyKey, kind: row.kind, total: Number(row.total) }));
}

/** Every counter of one story since `since`, by day. */
export async function storyDailyCounts(storyKey: string, since: string): Promise<ReadCount[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(storyReads)
    .where(and(eq(storyReads.storyKey, storyKey), gte(storyReads.day, since)))
    .orderBy(storyReads.day, storyReads.kind);
  return rows.map((row) => ({ storyKey: row.storyKey, day: row.day, kind: row.kind, count: row.count }));
}
