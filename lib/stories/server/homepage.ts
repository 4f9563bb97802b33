import "server-only";
import { eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { stories } from "@/lib/db/schema";
import type { HomepageStory } from "@/lib/api/stories";
import { chooseHomepage } from "@/lib/stories/model/homepage-rule";
import { pickStoryColumns, STORIES_CACHE_TAG } from "@/lib/stories/server/queries";

// Home shows the story the rule in ./homepage-rule picks from the marked one.
export { chooseHomepage, ORIGINAL_HOMEPAGE, type MarkedStory } from "@/lib/stories/model/homepage-rule";

export async function getHomepageStory(): Promise<HomepageStory> {
  const db = await getDb();
  const [marked] = await db
    .select(pickStoryColumns(["id", "published", "archived", "status"]))
    .from(stories)
    .where(eq(stories.isHomepage, true))
    .limit(1);
  return chooseHomepage(marked);
}

export const cachedHomepageStory = unstable_cache(getHomepageStory, ["homepage-story"], { tags: [STORIES_CACHE_TAG] });
