import "server-only";
import OpenAI from "openai";
import { coloringPagePrompt } from "@/lib/images/prompt";
import { sdkClientOptions, type HostedModelConfig } from "@/lib/generation/hosted-model";
import { toLineArt } from "@/lib/images/line-art";
import { failureReason, GenerationError, type ImageGenerator } from "@/lib/story-writing/types";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

export const OPENAI_GENERATOR_NAME = "OpenAI Images";

export function createOpenAIImageGenerator(config: HostedModelConfig): ImageGenerator {
  const client = new OpenAI(sdkClientOptions(config, 240_000));
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
