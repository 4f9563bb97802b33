import { json, route } from "@/lib/http/route";
import type { StoryChangeResponse } from "@/lib/api/stories";
import { deletePageImage, pageNumberParam } from "@/lib/stories/server/images";
import { storyIdParam } from "@/lib/stories/server/responses";

export const DELETE = route({ admin: true }, async ({ params }) => {
  const story = await deletePageImage(storyIdParam(params.id), pageNumberParam(params.pageNumber), "generated");
  return json<StoryChangeResponse>({ success: true, story, message: "Generated image deleted successfully" });
});
