import "server-only";
import { requireAdmin } from "@/lib/auth/require-admin";
import { getOriginalStory } from "@/lib/original-story";
import { parseStoryId } from "@/lib/stories/id";
import { originalViewerStory } from "@/lib/stories/original-view";
import { findAnyStory, findPublicStory } from "@/lib/stories/public";
import { toViewerStory, type ViewerStory } from "@/lib/stories/view";

export type StorySource = { story: ViewerStory; isPublic: boolean } | { error: "bad-id" | "not-found" };

/**
 * The story a PDF is made from: "original" or a numeric id. Unpublished stories only for
 * admins; anyone else is told the story does not exist, as the public endpoints do.
 */
export async function loadStoryForPdf(request: Request, key: string): Promise<StorySource> {
  if (key === "original") {
    const original = await getOriginalStory();
    return { story: originalViewerStory(original.title, original.pages), isPublic: true };
  }
  const id = parseStoryId(key);
  if (id === null) return { error: "bad-id" };
  const story = await findPublicStory(id);
  if (story) return { story: toViewerStory(story), isPublic: true };
  if (!(await requireAdmin(request)).ok) return { error: "not-found" };
  const any = await findAnyStory(id);
  return any ? { story: toViewerStory(any), isPublic: false } : { error: "not-found" };
}
