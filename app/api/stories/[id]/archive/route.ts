import { json, route } from "@/lib/http/route";
import { setStoryArchived } from "@/lib/stories/server/commands";
import { storyIdParam } from "@/lib/stories/server/responses";
import type { StoryChangeResponse } from "@/lib/api/stories";

export const POST = route({ admin: true }, async ({ params }) => {
  const story = await setStoryArchived(storyIdParam(params.id), true);
  return json<StoryChangeResponse>({ success: true, story, message: "Story Archived" });
});
