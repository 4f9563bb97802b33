import { coloringPagePrompt } from "@/lib/images/prompt";
import type { PageImageRequest } from "@/lib/story-writing/types";
import { seedMarker } from "./messages";

// The /imagine prompt: the same page prompt every generator is sent, on one line (a slash
// command's text has no line breaks), with Midjourney's own parameters: a portrait page like
// the other generators' 1024x1536, the coloring-book exclusions, and the job's seed, by which
// its answer is found in the channel.

export const MIDJOURNEY_PARAMETERS = "--ar 2:3 --no color, shading, text";

/** What 'Test Discord RAG' shows in place of the seed, which each generation draws afresh. */
export const SEED_PLACEHOLDER = "<seed of each generation>";

export function midjourneyPrompt(request: PageImageRequest, seed: string): string {
  return `${coloringPagePrompt(request).replace(/\s*\n\s*/g, " ")} ${MIDJOURNEY_PARAMETERS} ${seedMarker(seed)}`;
}
