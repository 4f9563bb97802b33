import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/db";
import { stories, type Story } from "@/db/schema";

// The public side's reads. "Public" means published and not archived; the list (header
// dropdown, sitemap) further keeps only complete stories.

export const STORIES_CACHE_TAG = "stories";

export type PublicStory = {
  id: number;
  title: string | null;
  activityType: string;
  status: string;
  storyData: string | null;
  imageData: string | null;
  manualImages: string | null;
  published: boolean;
};

export type StoryListItem = { id: number; title: string | null; activityType: string; status: string };

function toPublicStory(row: Story): PublicStory {
  const { id, title, activityType, status, storyData, imageData, manualImages, published } = row;
  return { id, title, activityType, status, storyData, imageData, manualImages, published };
}

const isPublic = () => and(eq(stories.published, true), eq(stories.archived, false));

export async function findPublicStory(id: number): Promise<PublicStory | null> {
  const db = await getDb();
  const [row] = await db.select().from(stories).where(and(eq(stories.id, id), isPublic())).limit(1);
  return row ? toPublicStory(row) : null;
}

/** Any story, whatever its state: for admins only. */
export async function findAnyStory(id: number): Promise<PublicStory | null> {
  const db = await getDb();
  const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1);
  return row ? toPublicStory(row) : null;
}

export async function listPublicStories(): Promise<StoryListItem[]> {
  const db = await getDb();
  return db
    .select({ id: stories.id, title: stories.title, activityType: stories.activityType, status: stories.status })
    .from(stories)
    .where(and(isPublic(), eq(stories.status, "complete")))
    .orderBy(asc(stories.createdAt), asc(stories.id));
}

// Cached copies for pages: rendered pages read these, so a cache miss on a page costs no
// query once any page has read them; lib/revalidate-story.ts drops them on every change.
export const cachedPublicStory = (id: number) =>
  unstable_cache(() => findPublicStory(id), ["public-story", String(id)], { tags: [STORIES_CACHE_TAG] })();

export const cachedPublicStories = unstable_cache(listPublicStories, ["public-stories"], { tags: [STORIES_CACHE_TAG] });
