import "server-only";
import { eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/db";
import { originalStorySettings } from "@/db/schema";
import { ORIGINAL_STORY_PAGES, type OriginalStoryPage } from "@/lib/original-story-pages";
import { STORIES_CACHE_TAG } from "@/lib/stories/public";

export const DEFAULT_ORIGINAL_TITLE = "Original Story";

export type OriginalStory = { title: string; pages: readonly OriginalStoryPage[] };

/** The built-in story: its pages live in code, its title in the one settings row. */
export async function getOriginalStory(): Promise<OriginalStory> {
  const db = await getDb();
  const [row] = await db.select({ title: originalStorySettings.title }).from(originalStorySettings).where(eq(originalStorySettings.id, 1));
  return { title: row?.title.trim() || DEFAULT_ORIGINAL_TITLE, pages: ORIGINAL_STORY_PAGES };
}

export const cachedOriginalStory = unstable_cache(getOriginalStory, ["original-story"], { tags: [STORIES_CACHE_TAG] });
