import { json, route } from "@/lib/http/route";
import type { ImagePromptResponse } from "@/lib/api/images";
import { pageImagePrompt, pageNumberParam } from "@/lib/stories/server/images";
import { PRIVATE_CACHE, storyIdParam } from "@/lib/stories/server/responses";

// 'Test RAG': the exact prompt and context the image generator in use would be sent.
export const GET = route({ admin: true }, async ({ params }) => {
  const answer = await pageImagePrompt(storyIdParam(params.id), pageNumberParam(params.pageNumber));
  return json<ImagePromptResponse>({ success: true, ...answer }, { headers: PRIVATE_CACHE });
});
