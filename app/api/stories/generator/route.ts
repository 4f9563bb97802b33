import { storyWriterInfo } from "@/lib/story-writing/writer";
import type { StoryWriterInfoResponse } from "@/lib/api/story-generation";
import { json, route } from "@/lib/http/route";
import { PRIVATE_CACHE } from "@/lib/stories/server/responses";

// Which writer new stories get, so the Generate New Story form can say when it is the offline one.
export const GET = route({ admin: true }, async () => {
  return json<StoryWriterInfoResponse>({ success: true, ...storyWriterInfo() }, { headers: PRIVATE_CACHE });
});
