import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { STORIES_CACHE_TAG } from "./queries";
import { forgetStoryList } from "./story-list";

/**
 * Called by every command (lib/stories/commands.ts) once its change is committed. Every public
 * page shows the header's story list, so every cached story page, the home page and the
 * sitemap are dropped together and rebuilt on their next request, and the back office's list
 * is read afresh.
 */
export function revalidateStory(): void {
  forgetStoryList();
  try {
    revalidateTag(STORIES_CACHE_TAG);
    revalidatePath("/", "layout");
  } catch (error) {
    // Outside a Next request (a command-line tool with the server stopped, a test calling a
    // route handler directly) there is no page cache in this process to drop.
    if (error instanceof Error && error.message.startsWith("Invariant: static generation store missing")) return;
    throw error;
  }
}
