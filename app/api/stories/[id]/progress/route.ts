import { json, route } from "@/lib/http/route";
import type { StoryProgressResponse } from "@/lib/api/story-generation";
import { storyProgress } from "@/lib/stories/server/progress";
import { PRIVATE_CACHE, storyIdParam, storyNotFound } from "@/lib/stories/server/responses";

// Polled by the Generate New Story screen while the new story is written.
export const GET = route({ admin: true }, async ({ params }) => {
  const progress = await storyProgress(storyIdParam(params.id));
  if (!progress) throw storyNotFound();
  return json<StoryProgressResponse>({ success: true, progress }, { headers: PRIVATE_CACHE });
});
