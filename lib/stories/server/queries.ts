import "server-only";
import { createHash } from "node:crypto";
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { stories, type Story } from "@/lib/db/schema";
import type { PublicStoryListItem } from "@/lib/api/stories";
import { fromStoryRow } from "@/lib/stories/server/row";
import { STORY_STATUS } from "@/lib/stories/model/status";
import { DETAIL_COLUMNS, PUBLIC_COLUMNS, PUBLIC_LIST_COLUMNS, SUMMARY_COLUMNS, type StoryDetail } from "@/lib/stories/model/types";
import { encodeStoryJsonColumns, type PublicStoryData } from "@/lib/stories/model/wire";

// Every read of stories. The public side sees only public stories ("public" means published
// and not archived; its list further keeps only complete ones); the back office sees all.

export const STORIES_CACHE_TAG = "stories";

// Each view's columns, named once and picked from the table's own column map; a view's row
// type follows from its list.
const COLUMNS = getTableColumns(stories);
type ColumnName = keyof typeof COLUMNS;
/** The stories table's columns of the given names, for a select: every read names its columns this way. */
export const pickStoryColumns = <const K extends ColumnName>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, COLUMNS[name]])) as Pick<typeof COLUMNS, K>;
const pick = pickStoryColumns;

export const STORY_VIEWS = { listItem: pick(PUBLIC_LIST_COLUMNS), public: pick(PUBLIC_COLUMNS), summary: pick(SUMMARY_COLUMNS), detail: pick(DETAIL_COLUMNS) };

const isPublic = () => and(eq(stories.published, true), eq(stories.archived, false));

/** A public story, its JSON columns checked; the public API sends it through toPublicStoryWire. */
export async function findPublicStory(id: number): Promise<PublicStoryData | null> {
  const db = await getDb();
  const [row] = await db
    .select(STORY_VIEWS.public)
    .from(stories)
    .where(and(eq(stories.id, id), isPublic()))
    .limit(1);
  return row ? fromStoryRow(row) : null;
}

/** The ids of every public story, as the story pages find them. */
export async function listPublicStoryIds(): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ id: stories.id }).from(stories).where(isPublic());
  return rows.map((row) => row.id);
}

export async function listPublicStories(): Promise<PublicStoryListItem[]> {
  const db = await getDb();
  return db
    .select(STORY_VIEWS.listItem)
    .from(stories)
    .where(and(isPublic(), eq(stories.status, STORY_STATUS.complete)))
    .orderBy(asc(stories.createdAt), asc(stories.id));
}

// Cached copies for pages: rendered pages read these, so a cache miss on a page costs no
// query once any page has read them; revalidateStory() drops them on every change.
class NothingToKeep extends Error {}

/**
 * What `compute` finds for one story, kept in the data cache under `key` and dropped with the
 * story pages (the stories tag); null when it finds nothing, which is never kept (a failed call
 * is never cached): made-up ids must not fill the cache.
 */
export async function cachedUnlessMissing<T>(key: string[], compute: () => Promise<T | null | undefined>): Promise<T | null> {
  try {
    return await unstable_cache(async () => (await compute()) ?? Promise.reject(new NothingToKeep()), key, { tags: [STORIES_CACHE_TAG] })();
  } catch (error) {
    if (error instanceof NothingToKeep) return null;
    throw error;
  }
}

// The key names the copy's shape: a shared cache may still hold copies an older build stored
// with the JSON columns as text.
export function cachedPublicStory(id: number): Promise<Awaited<ReturnType<typeof findPublicStory>>> {
  return cachedUnlessMissing(["public-story", "json-values", String(id)], () => findPublicStory(id));
}

export const cachedPublicStories = unstable_cache(listPublicStories, ["public-stories"], { tags: [STORIES_CACHE_TAG] });

// The back office's reads.

/** A story as the server reads it: every detail column, the JSON ones checked. */
export type StoryRecord = Pick<Story, (typeof DETAIL_COLUMNS)[number]>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The back office's answer for a story: dates as ISO text, the JSON columns as JSON text. */
export function toStoryDetail(story: StoryRecord): StoryDetail {
  return {
    ...(Object.fromEntries(DETAIL_COLUMNS.map((name) => [name, story[name]])) as StoryRecord),
    createdAt: story.createdAt.toISOString(),
    publishedAt: iso(story.publishedAt),
    archivedAt: iso(story.archivedAt),
    reviewClearedAt: iso(story.reviewClearedAt),
    ...encodeStoryJsonColumns(story),
  };
}

/** Any story, whatever its state: for admins only. */
export async function findAnyStory(id: number): Promise<StoryRecord | null> {
  const db = await getDb();
  const [row] = await db.select(STORY_VIEWS.detail).from(stories).where(eq(stories.id, id)).limit(1);
  return row ? fromStoryRow(row) : null;
}

/**
 * A fingerprint of the whole story table, for the list's ETag: every write moves updated_at,
 * and a sum (rather than a maximum) changes even when the writer's clock lags another
 * instance's. The count and highest id catch deletions and inserts.
 */
export async function storyListVersion(): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({
      count: sql<string>`count(*)::text`,
      maxId: sql<string>`coalesce(max(${stories.id}), 0)::text`,
      stamp: sql<string>`coalesce(sum(extract(epoch from ${stories.updatedAt})), 0)::text`,
    })
    .from(stories);
  const key = `${row?.count}:${row?.maxId}:${row?.stamp}`;
  return createHash("sha256").update(key).digest("base64url").slice(0, 27);
}
