import "server-only";
import { and, count, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { PAGE_IMAGE_JOB_KINDS, type JobKind } from "@/lib/db/enums";
import { jobs, stories } from "@/lib/db/schema";
import { env } from "@/lib/core/env";
import { AppError } from "@/lib/core/errors";
import { imageLimitReached, narrationLimitReached, storyLimitReached, type DailyAllowance } from "./allowance";

// Generation costs money (each story, page image and page narration is a paid call), so all
// admins together may start only so many per UTC day. The count is of rows in the database
// (stories, page-image jobs and page-narration jobs created today), so it holds across instances; takers lock
// the day's count until their transaction ends, so parallel requests cannot overshoot it.
// Times are the database's, never an instance's clock.

export type LimitedKind = "stories" | "images" | "narrations";

const DAY_START = sql`date_trunc('day', now(), 'UTC')`;

const limitOf = (kind: LimitedKind) => ({ stories: env().DAILY_STORY_LIMIT, images: env().DAILY_IMAGE_LIMIT, narrations: env().DAILY_NARRATION_LIMIT })[kind];

const JOB_KINDS_COUNTED: Record<Exclude<LimitedKind, "stories">, readonly JobKind[]> = { images: PAGE_IMAGE_JOB_KINDS, narrations: ["page-narration"] };

const LIMIT_REACHED: Record<LimitedKind, (allowance: DailyAllowance) => string> = {
  stories: storyLimitReached,
  images: imageLimitReached,
  narrations: narrationLimitReached,
};

const RESETS_AT = sql<string>`to_char((${DAY_START} + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

async function usedToday(db: Database, kind: LimitedKind): Promise<{ used: number; resetsAt: string }> {
  const [row] =
    kind === "stories"
      ? await db.select({ used: count(), resetsAt: RESETS_AT }).from(stories).where(gte(stories.createdAt, DAY_START))
      : await db
          .select({ used: count(), resetsAt: RESETS_AT })
          .from(jobs)
          .where(and(inArray(jobs.kind, [...JOB_KINDS_COUNTED[kind]]), gte(jobs.createdAt, DAY_START)));
  return row!;
}

/** What is left of today's limit; without a lock, for showing it. */
export async function dailyAllowance(db: Database, kind: LimitedKind): Promise<DailyAllowance> {
  const { used, resetsAt } = await usedToday(db, kind);
  const limit = limitOf(kind);
  return { limit, left: Math.max(0, limit - used), resetsAt };
}

/**
 * Takes up to `wanted` of today's allowance inside the caller's transaction (which must then
 * add the rows that count); answers how many may be started. None left is a 429 saying when
 * the count starts again.
 */
export async function takeDailyAllowance(tx: Database, kind: LimitedKind, wanted: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`daily-limit:${kind}`}, 0))`);
  const allowance = await dailyAllowance(tx, kind);
  if (wanted > 0 && allowance.left === 0) {
    const seconds = Math.max(1, Math.ceil((Date.parse(allowance.resetsAt) - Date.now()) / 1000));
    const message = LIMIT_REACHED[kind](allowance);
    throw new AppError("rate_limited", message, { headers: { "retry-after": String(seconds) } });
  }
  return Math.min(wanted, allowance.left);
}
