import { json, route } from "@/lib/http/route";
import { setStoryTitle } from "@/lib/stories/server/commands";
import { storyTitleRequestSchema, type StoryChangeResponse } from "@/lib/api/stories";
import { storyIdParam } from "@/lib/stories/server/responses";

export const PUT = route({ admin: true, body: storyTitleRequestSchema }, async ({ params, body }) => {
  const story = await setStoryTitle(storyIdParam(params.id), body.title);
  return json<StoryChangeResponse>({ success: true, story, message: "Title Updated" });
});
