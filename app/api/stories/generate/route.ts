import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { storyGenerationRequestSchema } from "@/lib/schemas/story-generation";
import { startStoryGeneration } from "@/lib/stories/generation";
import { PRIVATE_CACHE } from "@/lib/stories/responses";
import type { GenerateStoryResponse } from "@/lib/stories/types";

// Answers as soon as the story and its job are stored; the text is written in the background.
export const POST = route({ admin: true, body: storyGenerationRequestSchema }, async ({ body }) => {
  const storyId = await startStoryGeneration(body);
  const answer = { success: true, storyId, message: `Story created successfully! Story ID: ${storyId}` } satisfies GenerateStoryResponse;
  return NextResponse.json(answer, { headers: PRIVATE_CACHE });
});
