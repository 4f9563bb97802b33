import "server-only";
import { env } from "@/lib/core/env";
import { createClaudeStoryWriter } from "@/lib/story-writing/claude-writer";
import { createOfflineStoryWriter } from "@/lib/story-writing/offline-writer";
import type { StoryWriter } from "@/lib/story-writing/types";
import type { StoryWriterInfo } from "@/lib/story-writing/writer-info";

export { GenerationError } from "@/lib/story-writing/types";
export type { GeneratedStory, StoryProvider, StoryWriter } from "@/lib/story-writing/types";

let writer: StoryWriter | undefined;

/** Claude when ANTHROPIC_API_KEY is set, otherwise the offline generator. */
export function getStoryWriter(): StoryWriter {
  writer ??= env().ANTHROPIC_API_KEY
    ? createClaudeStoryWriter({ apiKey: env().ANTHROPIC_API_KEY!, baseURL: env().ANTHROPIC_BASE_URL, model: env().ANTHROPIC_MODEL })
    : createOfflineStoryWriter();
  return writer;
}

/** Which writer new stories get, for the admin form's label. */
export function storyWriterInfo(): StoryWriterInfo {
  const { provider, name, model, activities } = getStoryWriter();
  return { provider, name, ...(model ? { model } : {}), ...(activities ? { activities: [...activities] } : {}) };
}
