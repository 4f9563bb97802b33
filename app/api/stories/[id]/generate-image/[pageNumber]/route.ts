import { json, route } from "@/lib/http/route";
import type { ImageGeneratedResponse } from "@/lib/api/images";
import { drawPageImageNow, pageNumberParam } from "@/lib/stories/server/images";
import { storyIdParam } from "@/lib/stories/server/responses";

// Generates within the request: the image table waits on it ('Generating...') and then says
// 'Image Generated'. A generator failure answers 502 with its reason, a page already being
// drawn 409, today's image limit reached 429, unavailable storage 503.
export const maxDuration = 300;

export const POST = route({ admin: true }, async ({ params }) => {
  const { imageUrl, story, credit } = await drawPageImageNow(storyIdParam(params.id), pageNumberParam(params.pageNumber));
  return json<ImageGeneratedResponse>({ success: true, imageUrl, story, credit, message: "Image Generated" });
});
