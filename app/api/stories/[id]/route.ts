import { json, route } from "@/lib/http/route";
import { findAnyStory, toStoryDetail } from "@/lib/stories/server/queries";
import { PRIVATE_CACHE, storyIdParam, storyNotFound } from "@/lib/stories/server/responses";
import type { StoryDetailResponse } from "@/lib/api/stories";

// Any story, published or not: the admin story screen, and the story viewer's admin fallback.
export const GET = route({ admin: true }, async ({ params }) => {
  const story = await findAnyStory(storyIdParam(params.id));
  if (!story) throw storyNotFound();
  return json<StoryDetailResponse>({ success: true, story: toStoryDetail(story) }, { headers: PRIVATE_CACHE });
});
