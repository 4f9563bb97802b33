import { json, route } from "@/lib/http/route";
import type { PublicStoryResponse } from "@/lib/api/stories";
import { findPublicStory } from "@/lib/stories/server/queries";
import { toPublicStoryWire } from "@/lib/stories/model/wire";
import { PUBLIC_CACHE, storyIdParam, storyNotFound } from "@/lib/stories/server/responses";

export const GET = route({}, async ({ params }) => {
  const story = await findPublicStory(storyIdParam(params.id));
  if (!story) throw storyNotFound();
  return json<PublicStoryResponse>({ success: true, story: toPublicStoryWire(story) }, { headers: PUBLIC_CACHE });
});
