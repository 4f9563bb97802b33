import { json, route } from "@/lib/http/route";
import { promoteStoryToHomepage } from "@/lib/stories/server/commands";
import { storyIdParam } from "@/lib/stories/server/responses";
import type { StoryChangeResponse } from "@/lib/api/stories";

export const PATCH = route({ admin: true }, async ({ params }) => {
  const story = await promoteStoryToHomepage(storyIdParam(params.id));
  return json<StoryChangeResponse>({ success: true, story, message: "Story promoted to homepage successfully" });
});
