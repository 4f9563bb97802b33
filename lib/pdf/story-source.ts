import "server-only";
import { isAdminRequest } from "@/lib/auth/require-admin";
import { AppError } from "@/lib/core/errors";
import { getOriginalStory } from "@/lib/stories/server/original";
import { parseStoryId } from "@/lib/stories/model/id";
import { originalViewerStory } from "@/lib/stories/model/original-view";
import { findAnyStory, findPublicStory } from "@/lib/stories/server/queries";
import { storyNotFound } from "@/lib/stories/server/responses";
import { toViewerStory, type ViewerStory } from "@/lib/stories/model/view";

export type StorySource = { story: ViewerStory; isPublic: boolean };

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
  if (id === null) throw new AppError("bad_request", "Story id must be a positive integer or 'original'");
  const story = await findPublicStory(id);
  if (story) return { story: toViewerStory(story), isPublic: true };
  const any = (await isAdminRequest(request)) ? await findAnyStory(id) : null;
  if (!any) throw storyNotFound();
  return { story: toViewerStory(any), isPublic: false };
}
