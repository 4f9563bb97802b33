import "server-only";
import OpenAI from "openai";
import { coloringPagePrompt } from "@/lib/images/prompt";
import { toLineArt } from "@/lib/images/line-art";
import { failureReason, GenerationError, type ImageGenerator } from "@/lib/story-writing/types";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

export type OpenAIImageConfig = {
  apiKey: string;
  /** Unset means OpenAI's API; tests point it at a loopback fake. */
  baseURL?: string;
  model: string;
  maxRetries?: number;
  timeoutMs?: number;
};

export const OPENAI_GENERATOR_NAME = "OpenAI Images";

export function createOpenAIImageGenerator(config: OpenAIImageConfig): ImageGenerator {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    maxRetries: config.maxRetries ?? 2,
    timeout: config.timeoutMs ?? 240_000,
  });
  return {
    provider: "openai",
    name: OPENAI_GENERATOR_NAME,
    model: config.model,
    async generate(request) {
      let answer;
      try {
        answer = await client.images.generate({
          model: config.model,
          prompt: coloringPagePrompt(request),
          n: 1,
          size: `${PAGE_PICTURE_SIZE.width}x${PAGE_PICTURE_SIZE.height}`,
          // GPT image models answer base64 only; a transparent background would turn black in the PDF.
          background: "opaque",
          output_format: "png",
        });
      } catch (error) {
        throw new GenerationError(`OpenAI could not generate the image: ${failureReason(error)}`, { cause: error });
      }
      const base64 = answer.data?.[0]?.b64_json;
      if (!base64) throw new GenerationError("OpenAI answered without an image");
      try {
        return { png: await toLineArt(Buffer.from(base64, "base64")), provider: "openai" };
      } catch (error) {
        throw new GenerationError(`OpenAI answered with data that is not a readable image: ${failureReason(error)}`, { cause: error });
      }
    },
  };
}
