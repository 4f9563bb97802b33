import { json, route } from "@/lib/http/route";
import { editStoryPage } from "@/lib/stories/server/commands";
import { editContentRequestSchema, type StoryChangeResponse } from "@/lib/api/stories";
import { storyIdParam } from "@/lib/stories/server/responses";

export const PUT = route({ admin: true, body: editContentRequestSchema }, async ({ params, body }) => {
  const story = await editStoryPage(storyIdParam(params.id), body.pageNumber, body.field, body.value);
  return json<StoryChangeResponse>({ success: true, story, message: "Content Updated" });
});
