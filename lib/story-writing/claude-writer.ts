import "server-only";
import Anthropic from "@anthropic-ai/sdk";
import { zodOutputFormat } from "@anthropic-ai/sdk/helpers/zod";
import { sdkClientOptions, type HostedModelConfig } from "@/lib/generation/hosted-model";
import { consistentPlan, describeScene } from "@/lib/story-writing/scene/plan";
import { describePicture } from "@/lib/story-writing/scene/picture-description";
import { PICTURE_DESCRIPTION_MAX } from "@/lib/stories/model/types";
import { writtenStorySchema } from "@/lib/story-writing/check";
import { buildStoryPrompt, promptText } from "@/lib/story-writing/prompt";
import { failureReason, GenerationError, UnusableStoryError, type StoryWriter } from "@/lib/story-writing/types";

export const CLAUDE_WRITER_NAME = "Claude (Anthropic)";

export function createClaudeStoryWriter(config: HostedModelConfig): StoryWriter {
  const client = new Anthropic(sdkClientOptions(config, 180_000));
  return {
    provider: "claude",
    name: CLAUDE_WRITER_NAME,
    model: config.model,
    prompt: (request) => promptText(buildStoryPrompt(request)),
    async write(request, options) {
      const prompt = buildStoryPrompt(request);
      let message;
      try {
        message = await client.messages.parse(
          {
            model: config.model,
            max_tokens: 8000,
            system: prompt.system,
            messages: [{ role: "user", content: prompt.user }],
            output_config: { format: zodOutputFormat(writtenStorySchema) },
          },
          { signal: options?.signal },
        );
      } catch (error) {
        // An HTTP or connection failure is the service's; anything else thrown here is the SDK
        // rejecting the answer's JSON against the schema.
        if (error instanceof Anthropic.APIError) {
          throw new GenerationError(`Claude could not write the story: ${serviceReason(error)}`, { cause: error });
        }
        throw new UnusableStoryError(`Claude's answer was not a usable story: ${firstLine(failureReason(error))}`, { cause: error });
      }
      if (!message.parsed_output) {
        throw new UnusableStoryError(`Claude did not return a story (stop reason: ${message.stop_reason ?? "unknown"})`);
      }
      const story = message.parsed_output;
      // Page order is what matters; numbering follows it so a slip in the model's numbering cannot duplicate a page.
      // The scene description is written from the plan, as the offline writer's is, so the
      // admin's text and the picture cannot disagree. Claude describes the picture itself; where
      // its description is blank or too long, the plan's stands in.
      const pages = [...story.pages]
        .sort((a, b) => a.pageNumber - b.pageNumber)
        .map((page, index) => {
          const scene = consistentPlan(page.scene);
          const planned = describePicture(scene);
          return {
            ...page,
            pageNumber: index + 1,
            scene,
            sceneDescription: describeScene(scene),
            descriptionEn: usable(page.descriptionEn) ?? planned.en,
            descriptionEs: usable(page.descriptionEs) ?? planned.es,
          };
        });
      return { title: story.title, spanishTitle: story.spanishTitle, pages, fullPrompt: promptText(prompt), provider: "claude" };
    },
  };
}

// The API's own sentence rather than the raw JSON body the SDK puts in its message.
function serviceReason(error: InstanceType<typeof Anthropic.APIError>): string {
  const detail = (error.error as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof detail === "string" && error.status ? `the service answered ${error.status} (${detail})` : failureReason(error);
}

function usable(description: string): string | undefined {
  const text = description.trim();
  return text && text.length <= PICTURE_DESCRIPTION_MAX ? text : undefined;
}

function firstLine(text: string): string {
  return text.split("\n")[0]!.slice(0, 300);
}
