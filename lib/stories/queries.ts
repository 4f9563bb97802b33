import "server-only";
import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/db";
import { stories, type Story } from "@/db/schema";
import type { PublicStory, PublicStoryListItem } from "@/lib/api/stories";
import { STORY_STATUS } from "./status";
import type { StoryDetail, StorySummary } from "./types";

// Every read of stories. The public side sees only public stories ("public" means published
// and not archived; its list further keeps only complete ones); the back office sees all.

export const STORIES_CACHE_TAG = "stories";

function toPublicStory(row: Story): PublicStory {
  const { id, title, spanishTitle, activityType, status, storyData, imageData, manualImages, published } = row;
  return { id, title, spanishTitle, activityType, status, storyData, imageData, manualImages, published };
}

const isPublic = () => and(eq(stories.published, true), eq(stories.archived, false));

export async function findPublicStory(id: number): Promise<PublicStory | null> {
  const db = await getDb();
  const [row] = await db.select().from(stories).where(and(eq(stories.id, id), isPublic())).limit(1);
  return row ? toPublicStory(row) : null;
}

export async function listPublicStories(): Promise<PublicStoryListItem[]> {
  const db = await getDb();
  return db
    .select({ id: stories.id, title: stories.title, activityType: stories.activityType, status: stories.status })
    .from(stories)
    .where(and(isPublic(), eq(stories.status, STORY_STATUS.complete)))
    .orderBy(asc(stories.createdAt), asc(stories.id));
}

// Cached copies for pages: rendered pages read these, so a cache miss on a page costs no
// query once any page has read them; revalidateStory() drops them on every change.
class NoPublicStory extends Error {}

// An id with no public story is not kept (a failed call is never cached): made-up ids must not
// fill the cache.
export async function cachedPublicStory(id: number): Promise<Awaited<ReturnType<typeof findPublicStory>>> {
  try {
    return await unstable_cache(
      async () => (await findPublicStory(id)) ?? Promise.reject(new NoPublicStory()),
      ["public-story", String(id)],
      { tags: [STORIES_CACHE_TAG] },
    )();
  } catch (error) {
    if (error instanceof NoPublicStory) return null;
    throw error;
  }
}

export const cachedPublicStories = unstable_cache(listPublicStories, ["public-stories"], { tags: [STORIES_CACHE_TAG] });

// The back office's reads.

type SummaryRow = Pick<Story, keyof StorySummary>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toSummary(row: SummaryRow): StorySummary {
  const { id, title, activityType, status, imageStatus, published, archived, isHomepage } = row;
  return { id, title, activityType, createdAt: row.createdAt.toISOString(), status, imageStatus, published, publishedAt: iso(row.publishedAt), archived, archivedAt: iso(row.archivedAt), isHomepage };
}

export function toStoryDetail(row: Story): StoryDetail {
  const { spanishTitle, season, pepitaRole, pepitaCustomization, storyData, imageData, manualImages, fullPrompt, errorMessage } = row;
  return { ...toSummary(row), spanishTitle, season, pepitaRole, pepitaCustomization, storyData, imageData, manualImages, fullPrompt, errorMessage };
}

/** Any story, whatever its state: for admins only. */
export async function findAnyStory(id: number): Promise<StoryDetail | null> {
  const db = await getDb();
  const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1);
  return row ? toStoryDetail(row) : null;
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
