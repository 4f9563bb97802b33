import "server-only";
import OpenAI, { toFile } from "openai";
import { coloringPagePrompt, referencePicturesPrompt } from "@/lib/images/prompt";
import { sdkClientOptions, type HostedModelConfig } from "@/lib/generation/hosted-model";
import { toLineArt } from "@/lib/images/line-art";
import { characterSheet, referencePage } from "@/lib/images/references/character-sheet";
import { failureReason, GenerationError, type ImageGenerator, type PageReferences } from "@/lib/story-writing/types";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

export const OPENAI_GENERATOR_NAME = "OpenAI Images";

/** The reference pictures sent with the prompt: the character sheet, then the story's first page once drawn. */
async function referencePictures(references: PageReferences | undefined): Promise<File[]> {
  const pictures = [await toFile(await characterSheet(), "abuelita-and-pepita.png", { type: "image/png" })];
  const stored = await references?.firstPage().catch(() => null);
  const firstPage = stored ? await referencePage(stored) : null;
  if (firstPage) pictures.push(await toFile(firstPage, "first-page.png", { type: "image/png" }));
  return pictures;
}

/**
 * Each page is an edit of the reference pictures (the images API's edits take several), so the
 * characters are drawn from pictures, not from the descriptions alone.
 */
export function createOpenAIImageGenerator(config: HostedModelConfig): ImageGenerator {
  const client = new OpenAI(sdkClientOptions(config, 240_000));
  // The mini model refuses the setting that makes it follow the references' faces closely.
  const fidelity = config.model.includes("mini") ? {} : { input_fidelity: "high" as const };
  return {
    provider: "openai",
    name: OPENAI_GENERATOR_NAME,
    model: config.model,
    async generate(request, references) {
      let answer;
      try {
        const image = await referencePictures(references);
        answer = await client.images.edit({
          model: config.model,
          image,
          prompt: `${coloringPagePrompt(request)}\n${referencePicturesPrompt(image.length > 1)}`,
          n: 1,
          size: `${PAGE_PICTURE_SIZE.width}x${PAGE_PICTURE_SIZE.height}`,
          // GPT image models answer base64 only; a transparent background would turn black in the PDF.
          background: "opaque",
          output_format: "png",
          ...fidelity,
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
