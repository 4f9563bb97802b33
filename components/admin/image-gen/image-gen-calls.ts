import { toast } from "sonner";
import { errorMessage, fetchJson } from "@/lib/client/fetch-json";
import { imagesLeftLine, refreshGenerationAllowance } from "@/lib/client/generation-allowance";
import {
  GENERATE_ALL_MISSING_IMAGES_URL,
  type DiscordGenerationStartedResponse,
  type DiscordPromptResponse,
  type GenerateAllMissingImagesResponse,
  type ImageGeneratedResponse,
  type ImagePageRow,
  type ImagePromptResponse,
} from "@/lib/api/images";
import { isMissingImage } from "@/lib/stories/model/image-table";
import { storyPageActionUrl } from "@/lib/api/story-urls";
import { imageCreatedMessage } from "@/lib/stories/model/credits";

// The image generation table's calls, each with its toasts or alert; each resolves to whether
// it worked, and the screen reloads its rows after a new image.

/** A story page, as the image table's rows and the story detail's page cards both name it. */
export type PageRef = Pick<ImagePageRow, "storyId" | "pageNumber">;

const pagePath = (row: PageRef, action: string) => storyPageActionUrl(row.storyId, action, row.pageNumber);

// The server's own words when it sent any, else the generic '{status}: {body}'.
const reason = (error: unknown) => errorMessage(error, error instanceof Error ? error.message : "Unknown error");

export async function generatePageImage(row: PageRef): Promise<boolean> {
  try {
    const answer = await fetchJson<ImageGeneratedResponse>(pagePath(row, "generate-image"), { method: "POST" });
    toast.success("Image Generated", { description: imageCreatedMessage(answer.credit ?? null, row.storyId, row.pageNumber) });
    void refreshGenerationAllowance();
    return true;
  } catch (error) {
    toast.error("Generation Failed", { description: `Failed to generate image: ${reason(error)}` });
    return false;
  }
}

export async function startDiscordGeneration(row: ImagePageRow): Promise<boolean> {
  try {
    await fetchJson<DiscordGenerationStartedResponse>(pagePath(row, "generate-discord-midjourney"), { method: "POST" });
    toast.success("Discord Generation Started", { description: `Midjourney generation initiated for Story ${row.storyId}, Page ${row.pageNumber}` });
    return true;
  } catch (error) {
    toast.error("Discord Generation Failed", { description: `Failed to start generation: ${reason(error)}` });
    return false;
  }
}

/**
 * 'Generate all missing images': every page without an image, in every story, after the admin
 * confirms how many (each is a paid call to the image service) knowing how many today's limit
 * still allows. Resolves to whether anything
 * was queued.
 */
export async function generateAllMissingImages(rows: readonly ImagePageRow[]): Promise<boolean> {
  const missing = rows.filter(isMissingImage);
  const stories = new Set(missing.map((row) => row.storyId)).size;
  const question = `Generate ${missing.length} missing ${missing.length === 1 ? "image" : "images"} in ${stories} ${stories === 1 ? "story" : "stories"}?`;
  const left = await imagesLeftLine();
  if (!window.confirm(left ? `${question}\n\n${left}` : question)) return false;
  try {
    const answer = await fetchJson<GenerateAllMissingImagesResponse>(GENERATE_ALL_MISSING_IMAGES_URL, { method: "POST" });
    toast.success("Image Generation Started", { description: answer.message });
    void refreshGenerationAllowance();
    return answer.queued.length > 0;
  } catch (error) {
    toast.error("Generation Failed", { description: errorMessage(error, "Failed to start generating the missing images.") });
    return false;
  }
}

export type RagTarget = "image" | "midjourney";

/** What 'Test RAG' and 'Test Discord RAG' show: the context and the exact prompt each generator would be sent. */
export function ragAlertText(answer: ImagePromptResponse | DiscordPromptResponse, storyId: number): string {
  const { context } = answer;
  const page = `"${context.storyTitle}" (Story ${storyId}), Page ${context.pageNumber}`;
  const heading =
    "configured" in answer
      ? `Midjourney (Discord) prompt for ${page}\n${answer.configured ? "Discord is configured: 'Discord MJ' sends this command." : "Discord is not configured on this server: this is the command it would send."}`
      : `Image prompt for ${page}\nGenerator: ${answer.provider}${answer.model ? ` (${answer.model})` : ""}`;
  const prompt = "configured" in answer ? `/imagine prompt: ${answer.prompt}` : answer.prompt;
  return [
    heading,
    labelled("Scene", context.sceneDescription),
    labelled("Characters", context.characters),
    labelled("Style", context.style),
    `Prompt:\n${prompt}`,
  ].join("\n\n");
}

// Some context parts arrive already labelled ('Style: coloring book…'): the label is not repeated.
function labelled(label: string, text: string): string {
  const prefix = `${label}:`;
  return text.trimStart().toLowerCase().startsWith(prefix.toLowerCase()) ? text.trimStart() : `${prefix} ${text}`;
}

export async function showPromptContext(row: ImagePageRow, target: RagTarget): Promise<void> {
  try {
    const answer =
      target === "image"
        ? await fetchJson<ImagePromptResponse>(pagePath(row, "image-prompt"))
        : await fetchJson<DiscordPromptResponse>(pagePath(row, "discord-prompt"));
    window.alert(ragAlertText(answer, row.storyId));
  } catch (error) {
    window.alert(`Failed to load the prompt: ${reason(error)}`);
  }
}
