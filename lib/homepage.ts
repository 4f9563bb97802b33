import "server-only";
import { eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/db";
import { originalStorySettings, stories } from "@/db/schema";
import { STORIES_CACHE_TAG } from "@/lib/stories/public";

// THE homepage rule, in one place: the story marked isHomepage is shown if it is published,
// complete and not archived; in every other case (none marked, the original promoted, the
// marked story unpublished or archived since) the built-in original story is shown.

export type HomepageStory = { id: number; isOriginal: false } | { id: "original"; isOriginal: true };

export const ORIGINAL_HOMEPAGE: HomepageStory = { id: "original", isOriginal: true };

export type MarkedStory = { id: number; published: boolean; archived: boolean; status: string };

export function chooseHomepage(marked: MarkedStory | undefined): HomepageStory {
  if (!marked || !marked.published || marked.archived || marked.status !== "complete") return ORIGINAL_HOMEPAGE;
  return { id: marked.id, isOriginal: false };
}

export async function getHomepageStory(): Promise<HomepageStory> {
  const db = await getDb();
  const [marked] = await db
    .select({ id: stories.id, published: stories.published, archived: stories.archived, status: stories.status })
    .from(stories)
    .where(eq(stories.isHomepage, true))
    .limit(1);
  return chooseHomepage(marked);
}

export const cachedHomepageStory = unstable_cache(getHomepageStory, ["homepage-story"], { tags: [STORIES_CACHE_TAG] });

/**
 * Makes a story (or the original) the homepage story. One transaction clears every other
 * mark, so at most one story is ever marked. Callers revalidate afterwards (lib/revalidate-story.ts).
 */
export async function promoteToHomepage(target: number | "original"): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(stories).set({ isHomepage: false }).where(eq(stories.isHomepage, true));
    if (target !== "original") {
      await tx.update(stories).set({ isHomepage: true }).where(eq(stories.id, target));
    }
    await tx
      .insert(originalStorySettings)
      .values({ id: 1, isHomepage: target === "original" })
      .onConflictDoUpdate({ target: originalStorySettings.id, set: { isHomepage: target === "original" } });
  });
}
