import "server-only";
import { env } from "@/lib/env";
import type { StoryGenerationRequest } from "@/lib/schemas/story-generation";
import { createClaudeStoryWriter } from "./claude-story-writer";
import { createOfflineStoryWriter } from "./offline-story-writer";
import type { GeneratedStory, StoryWriter } from "./types";

export { GenerationError } from "./types";
export type { GeneratedStory, StoryProvider, StoryWriter } from "./types";

let writer: StoryWriter | undefined;

/** Claude when ANTHROPIC_API_KEY is set, otherwise the offline generator. */
export function getStoryWriter(): StoryWriter {
  writer ??= env().ANTHROPIC_API_KEY
    ? createClaudeStoryWriter({ apiKey: env().ANTHROPIC_API_KEY!, baseURL: env().ANTHROPIC_BASE_URL, model: env().ANTHROPIC_MODEL })
    : createOfflineStoryWriter();
  return writer;
}

/** Ten bilingual pages; rejects with a GenerationError whose message says what went wrong. */
export function generateStory(request: StoryGenerationRequest): Promise<GeneratedStory> {
  return getStoryWriter().write(request);
}

export function storyWriterName(): string {
  return getStoryWriter().name;
}
