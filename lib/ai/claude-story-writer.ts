import "server-only";
import Anthropic from "@anthropic-ai/sdk";
import { zodOutputFormat } from "@anthropic-ai/sdk/helpers/zod";
import { z } from "zod";
import { STORY_PAGE_COUNT } from "@/lib/schemas/story-generation";
import { buildStoryPrompt, promptText } from "./story-prompt";
import { failureReason, GenerationError, type StoryWriter } from "./types";

export type ClaudeConfig = {
  apiKey: string;
  /** Unset means Anthropic's API; tests point it at a loopback fake. */
  baseURL?: string;
  model: string;
  maxRetries?: number;
  timeoutMs?: number;
};

const pageSchema = z.object({
  pageNumber: z.number().int().min(1).max(STORY_PAGE_COUNT),
  storyText: z.string().trim().min(1).describe("The page's text in simple English, 2 to 3 short sentences"),
  spanishText: z.string().trim().min(1).describe("The same page in natural Mexican Spanish"),
  sceneDescription: z.string().trim().min(1).describe("Instructions for a black-and-white line-art coloring page of this moment"),
});

/** What Claude must answer: structured output, checked again here after the API's own check. */
export const claudeStorySchema = z.object({
  title: z.string().trim().min(1).describe("A short, cheerful English title"),
  pages: z.array(pageSchema).length(STORY_PAGE_COUNT).describe(`Exactly ${STORY_PAGE_COUNT} pages, in order`),
});

export const CLAUDE_WRITER_NAME = "Claude (Anthropic)";

export function createClaudeStoryWriter(config: ClaudeConfig): StoryWriter {
  const client = new Anthropic({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    maxRetries: config.maxRetries ?? 2,
    timeout: config.timeoutMs ?? 180_000,
  });
  return {
    provider: "claude",
    name: CLAUDE_WRITER_NAME,
    async write(request) {
      const prompt = buildStoryPrompt(request);
      let message;
      try {
        message = await client.messages.parse({
          model: config.model,
          max_tokens: 8000,
          system: prompt.system,
          messages: [{ role: "user", content: prompt.user }],
          output_config: { format: zodOutputFormat(claudeStorySchema) },
        });
      } catch (error) {
        throw new GenerationError(`Claude could not write the story: ${failureReason(error)}`, { cause: error });
      }
      if (!message.parsed_output) {
        throw new GenerationError(`Claude did not return a story (stop reason: ${message.stop_reason ?? "unknown"})`);
      }
      const story = message.parsed_output;
      // Page order is what matters; numbering follows it so a slip in the model's numbering cannot duplicate a page.
      const pages = [...story.pages]
        .sort((a, b) => a.pageNumber - b.pageNumber)
        .map((page, index) => ({ ...page, pageNumber: index + 1 }));
      return { title: story.title, pages, fullPrompt: promptText(prompt), provider: "claude" };
    },
  };
}
