import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import type { ImagePromptResponse } from "@/lib/stories/image-types";
import { pageImagePrompt, pageNumberParam } from "@/lib/stories/images";
import { PRIVATE_CACHE, storyIdParam } from "@/lib/stories/responses";

// 'Test RAG': the exact prompt and context the image generator in use would be sent.
export const GET = route({ admin: true }, async ({ params }) => {
  const answer = await pageImagePrompt(storyIdParam(params.id), pageNumberParam(params.pageNumber));
  return NextResponse.json({ success: true, ...answer } satisfies ImagePromptResponse, { headers: PRIVATE_CACHE });
});
