import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { READ_KINDS } from "@/lib/db/enums";
import { stories } from "@/lib/db/schema";
import { ORIGINAL_STORY_KEY } from "@/lib/stories/model/homepage-rule";
import { parseStoryId } from "@/lib/stories/model/id";
import { storyTitle } from "@/lib/stories/model/view";
import { getOriginalStory } from "@/lib/stories/server/original";
import { MOST_READ_KIND, type DailyReads, type KindCounts, type MostReadRow } from "@/lib/reads/model";
import { utcDay } from "./batch";
import { kindTotals, storyDailyCounts, storyTotals, windowStart } from "./store";

// What the back office's reads screen shows: the month's most read stories with each kind's
// count, and one story's last days, day by day.

export const CHART_DAYS = 30;
const MOST_READ_LISTED = 20;

const noCounts = (): KindCounts => Object.fromEntries(READ_KINDS.map((kind) => [kind, 0])) as KindCounts;

/** The first day of today's month (UTC). */
export function monthStart(today = new Date()): string {
  return utcDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)));
}

/** The stories opened most since the month began (with every kind's count), most first. */
export async function mostReadThisMonth(today = new Date()): Promise<MostReadRow[]> {
  const since = monthStart(today);
  const ranked = await storyTotals(since, [MOST_READ_KIND], MOST_READ_LISTED);
  if (ranked.length === 0) return [];
  const keys = ranked.map((row) => row.storyKey);
  const [titles, totals] = await Promise.all([storyTitles(keys), kindTotals(since, keys)]);
  const counts = new Map(keys.map((key) => [key, noCounts()]));
  for (const { storyKey, kind, total } of totals) counts.get(storyKey)![kind] = total;
  return ranked.map(({ storyKey, total }) => ({ storyKey, title: titles.get(storyKey) ?? storyKey, opens: total, counts: counts.get(storyKey)! }));
}

/** One story's counts for each of the last CHART_DAYS days, the days without any included; null for a key naming no story. */
export async function dailyReads(storyKey: string, today = new Date()): Promise<DailyReads | null> {
  const title = (await storyTitles([storyKey])).get(storyKey);
  if (title === undefined) return null;
  const since = windowStart(CHART_DAYS, today);
  const byDay = new Map<string, KindCounts>();
  for (let offset = 0; offset < CHART_DAYS; offset += 1) {
    const day = new Date(`${since}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + offset);
    byDay.set(utcDay(day), noCounts());
  }
  for (const row of await storyDailyCounts(storyKey, since)) {
    const counts = byDay.get(row.day);
    if (counts) counts[row.kind] += row.count;
  }
  return { storyKey, title, days: [...byDay].map(([day, counts]) => ({ day, counts })) };
}

/** The title each key shows in the back office; keys naming no story are left out. */
async function storyTitles(keys: readonly string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (keys.includes(ORIGINAL_STORY_KEY)) titles.set(ORIGINAL_STORY_KEY, (await getOriginalStory()).title);
  const ids = keys.map(parseStoryId).filter((id): id is number => id !== null);
  if (ids.length > 0) {
    const db = await getDb();
    const rows = await db.select({ id: stories.id, title: stories.title, activityType: stories.activityType }).from(stories).where(inArray(stories.id, ids));
    for (const row of rows) titles.set(String(row.id), storyTitle(row));
  }
  return titles;
}

export type ReadsScreenData = { mostRead: MostReadRow[]; since: string; chart: DailyReads };

/**
 * The reads screen's data: this month's most read stories and the chart of the story `storyKey`
 * names, or of the most read one when it names none (the built-in story while nothing is read).
 */
export async function readsScreenData(storyKey: string | undefined, today = new Date()): Promise<ReadsScreenData> {
  const mostRead = await mostReadThisMonth(today);
  const asked = storyKey === undefined ? null : await dailyReads(storyKey, today);
  const chart = asked ?? (mostRead[0] ? await dailyReads(mostRead[0].storyKey, today) : null) ?? (await dailyReads(ORIGINAL_STORY_KEY, today))!;
  return { mostRead, since: monthStart(today), chart };
}
