import "server-only";
import OpenAI from "openai";
import { sdkClientOptions, type HostedModelConfig } from "@/lib/generation/hosted-model";
import type { ModerationService } from "@/lib/story-writing/moderation/moderate";

export const OPENAI_MODERATION_NAME = "OpenAI moderation";
export const OPENAI_MODERATION_MODEL = "omni-moderation-latest";

/** OpenAI's moderation endpoint, all of a story's texts in one request. */
export function createOpenAIModeration(config: Omit<HostedModelConfig, "model">): ModerationService {
  const client = new OpenAI(sdkClientOptions({ ...config, model: OPENAI_MODERATION_MODEL }, 60_000));
  return {
    name: OPENAI_MODERATION_NAME,
    async flaggedCategories(texts, options) {
      const answer = await client.moderations.create({ model: OPENAI_MODERATION_MODEL, input: texts }, { signal: options?.signal });
      if (answer.results?.length !== texts.length) {
        throw new Error(`the service answered ${answer.results?.length ?? 0} results for ${texts.length} texts`);
      }
      return answer.results.map((result) => {
        if (!result.flagged) return [];
        const categories = Object.entries(result.categories ?? {}).flatMap(([category, flagged]) => (flagged === true ? [category] : []));
        return categories.length > 0 ? categories : ["no category named"];
      });
    },
  };
}
