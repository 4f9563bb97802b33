import { json, route } from "@/lib/http/route";
import { setStoryPublished } from "@/lib/stories/server/commands";
import { publishRequestSchema, type StoryChangeResponse } from "@/lib/api/stories";
import { storyIdParam } from "@/lib/stories/server/responses";

export const PATCH = route({ admin: true, body: publishRequestSchema }, async ({ params, body }) => {
  const story = await setStoryPublished(storyIdParam(params.id), body.published);
  return json<StoryChangeResponse>({ success: true, story, message: body.published ? "Story Published" : "Story Unpublished" });
});
