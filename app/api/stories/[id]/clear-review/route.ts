import { json, route } from "@/lib/http/route";
import { clearStoryReview } from "@/lib/stories/server/commands";
import { storyIdParam } from "@/lib/stories/server/responses";
import type { StoryChangeResponse } from "@/lib/api/stories";

export const POST = route({ admin: true }, async ({ params, admin }) => {
  const story = await clearStoryReview(storyIdParam(params.id), admin.email);
  return json<StoryChangeResponse>({ success: true, story, message: "Story read and cleared: it may now be published." });
});
