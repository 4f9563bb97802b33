import { json, route } from "@/lib/http/route";
import { manualImageRequestSchema } from "@/lib/api/images";
import { attachManualImage, pageNumberParam } from "@/lib/stories/server/images";
import { storyIdParam } from "@/lib/stories/server/responses";
import type { StoryChangeResponse } from "@/lib/api/stories";

export const PUT = route({ admin: true, body: manualImageRequestSchema }, async ({ params, body }) => {
  const story = await attachManualImage(storyIdParam(params.id), pageNumberParam(params.pageNumber), body.imageURL);
  return json<StoryChangeResponse>({ success: true, story, message: "Image Uploaded" });
});
