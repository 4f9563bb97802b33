import "server-only";
import { eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/db";
import { stories } from "@/db/schema";
import type { HomepageStory } from "@/lib/api/stories";
import { STORIES_CACHE_TAG } from "./queries";
import { isStoryComplete } from "./status";

// THE homepage rule, in one place: the story marked isHomepage is shown if it is published,
// complete and not archived; in every other case (none marked, the original promoted, the
// marked story unpublished or archived since) the built-in original story is shown.
// Promotion itself is a command (lib/stories/commands.ts).

export const ORIGINAL_HOMEPAGE: HomepageStory = { id: "original", isOriginal: true };

export type MarkedStory = { id: number; published: boolean; archived: boolean; status: string };

export function chooseHomepage(marked: MarkedStory | undefined): HomepageStory {
  if (!marked || !marked.published || marked.archived || !isStoryComplete(marked.status)) return ORIGINAL_HOMEPAGE;
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
