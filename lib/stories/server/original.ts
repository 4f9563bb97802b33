import "server-only";
import { eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { originalStorySettings } from "@/lib/db/schema";
import type { OriginalStory } from "@/lib/api/stories";
import { isDatabaseUnavailable } from "@/lib/core/errors";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import { DEFAULT_ORIGINAL_TITLE } from "@/lib/stories/model/original-view";
import { STORIES_CACHE_TAG } from "@/lib/stories/server/queries";

/** The built-in story: its pages live in code, its title in the one settings row. */
async function readOriginalStory(): Promise<OriginalStory> {
  const db = await getDb();
  const [row] = await db.select({ title: originalStorySettings.title }).from(originalStorySettings).where(eq(originalStorySettings.id, 1));
  return { title: row?.title.trim() || DEFAULT_ORIGINAL_TITLE, pages: ORIGINAL_STORY_PAGES };
}

/**
 * The built-in story, available even while the database is down: only its title lives there,
 * and the default title stands in for it.
 */
export async function getOriginalStory(): Promise<OriginalStory> {
  try {
    return await readOriginalStory();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return { title: DEFAULT_ORIGINAL_TITLE, pages: ORIGINAL_STORY_PAGES };
  }
}

// Caches only what the database said: a fallback kept here would outlive the outage.
export const cachedOriginalStory = unstable_cache(readOriginalStory, ["original-story"], { tags: [STORIES_CACHE_TAG] });
