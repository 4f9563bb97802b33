import { json, route } from "@/lib/http/route";
import type { PublicStoryResponse } from "@/lib/api/stories";
import { findPublicStory } from "@/lib/stories/queries";
import { PUBLIC_CACHE, storyIdParam, storyNotFound } from "@/lib/stories/responses";

export const GET = route({}, async ({ params }) => {
  const story = await findPublicStory(storyIdParam(params.id));
  if (!story) throw storyNotFound();
  return json<PublicStoryResponse>({ success: true, story }, { headers: PUBLIC_CACHE });
});
