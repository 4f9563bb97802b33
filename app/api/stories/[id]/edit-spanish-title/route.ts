import { json, route } from "@/lib/http/route";
import { setStorySpanishTitle } from "@/lib/stories/server/commands";
import { storySpanishTitleRequestSchema, type StoryChangeResponse } from "@/lib/api/stories";
import { storyIdParam } from "@/lib/stories/server/responses";

export const PUT = route({ admin: true, body: storySpanishTitleRequestSchema }, async ({ params, body }) => {
  const story = await setStorySpanishTitle(storyIdParam(params.id), body.spanishTitle);
  return json<StoryChangeResponse>({ success: true, story, message: "Title Updated" });
});
