import { storyGenerationRequestSchema, type GenerateStoryResponse } from "@/lib/api/story-generation";
import { json, route } from "@/lib/http/route";
import { startStoryGeneration } from "@/lib/stories/server/generation";
import { PRIVATE_CACHE } from "@/lib/stories/server/responses";

// Answers as soon as the story and its job are stored; the text is written in the background.
export const POST = route({ admin: true, body: storyGenerationRequestSchema }, async ({ body }) => {
  const storyId = await startStoryGeneration(body);
  return json<GenerateStoryResponse>({ success: true, storyId, message: `Story created successfully! Story ID: ${storyId}` }, { headers: PRIVATE_CACHE });
});
