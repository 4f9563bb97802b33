import "server-only";
import { env } from "@/lib/core/env";
import { createOfflineImageGenerator } from "@/lib/images/offline-generator";
import { createOpenAIImageGenerator } from "@/lib/images/openai-generator";
import type { GeneratedImage, ImageGenerator, PageImageRequest } from "@/lib/story-writing/types";
import { configuredIllustrator } from "@/lib/stories/model/credits";

export { GenerationError } from "@/lib/story-writing/types";
export type { GeneratedImage, ImageGenerator, ImageProvider, PageImageRequest } from "@/lib/story-writing/types";

let generator: ImageGenerator | undefined;

/** OpenAI when OPENAI_API_KEY is set, otherwise the offline line-art generator. */
export function getImageGenerator(): ImageGenerator {
  generator ??= env().OPENAI_API_KEY
    ? createOpenAIImageGenerator({ apiKey: env().OPENAI_API_KEY!, baseURL: env().OPENAI_BASE_URL, model: env().OPENAI_IMAGE_MODEL })
    : createOfflineImageGenerator();
  return generator;
}

/** A 1024x1536 two-tone coloring page; rejects with a GenerationError saying what went wrong. */
export function generatePageImage(request: PageImageRequest): Promise<GeneratedImage> {
  return getImageGenerator().generate(request);
}

/** Who 'Generate' draws with here, as the back office names it: 'OpenAI (gpt-image-1)' or the offline illustrator. */
export function imageGeneratorName(): string {
  const { provider, model } = getImageGenerator();
  return configuredIllustrator(provider, model);
}
