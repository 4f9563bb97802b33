import "server-only";
import { env } from "@/lib/core/env";
import type { ModerationService } from "@/lib/story-writing/moderation/moderate";
import { createOpenAIModeration } from "@/lib/story-writing/moderation/openai-moderation";
import type { StoryProvider } from "@/lib/story-writing/types";

let service: ModerationService | null | undefined;

/**
 * The moderation service a story from this writer also passes, beside the word list: OpenAI's
 * when OPENAI_API_KEY is set, for stories a model wrote. The offline writer's stories are
 * authored sentences around the admin's own words, so the word list is enough for them.
 */
export function moderationServiceFor(provider: StoryProvider): ModerationService | null {
  if (provider !== "claude") return null;
  service ??= env().OPENAI_API_KEY ? createOpenAIModeration({ apiKey: env().OPENAI_API_KEY!, baseURL: env().OPENAI_BASE_URL }) : null;
  return service;
}
