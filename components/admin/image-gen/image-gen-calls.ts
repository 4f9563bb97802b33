import { toast } from "sonner";
import { errorMessage, fetchJson } from "@/lib/client/fetch-json";
import type { ImageGeneratedResponse, ImagePageRow, ImagePromptResponse } from "@/lib/stories/image-types";

// The image generation table's calls, each with its toasts or alert; each resolves to whether
// it worked, and the screen reloads its rows after a new image.

export const IMAGE_PAGES_KEY = "/api/admin/image-pages";

const pagePath = (row: ImagePageRow, action: string) => `/api/stories/${row.storyId}/${action}/${row.pageNumber}`;

// The server's own words when it sent any, else the generic '{status}: {body}'.
const reason = (error: unknown) => errorMessage(error, error instanceof Error ? error.message : "Unknown error");

export async function generatePageImage(row: ImagePageRow): Promise<boolean> {
  try {
    await fetchJson<ImageGeneratedResponse>(pagePath(row, "generate-image"), { method: "POST" });
    toast.success("Image Generated", { description: `DALL-E image created for Story ${row.storyId}, Page ${row.pageNumber}` });
    return true;
  } catch (error) {
    toast.error("Generation Failed", { description: `Failed to generate image: ${reason(error)}` });
    return false;
  }
}

export async function startDiscordGeneration(row: ImagePageRow): Promise<boolean> {
  try {
    await fetchJson<unknown>(pagePath(row, "generate-discord-midjourney"), { method: "POST" });
    toast.success("Discord Generation Started", { description: `Midjourney generation initiated for Story ${row.storyId}, Page ${row.pageNumber}` });
    return true;
  } catch (error) {
    toast.error("Discord Generation Failed", { description: `Failed to start generation: ${reason(error)}` });
    return false;
  }
}

export type RagTarget = "image" | "midjourney";

/**
 * What 'Test RAG' and 'Test Discord RAG' show. The server builds one prompt for every generator
 * (Discord has no prompt endpoint of its own), so the Midjourney version is that same prompt,
 * labelled as the /imagine command it would be.
 */
export function ragAlertText(answer: ImagePromptResponse, target: RagTarget, storyId: number): string {
  const { context } = answer;
  const page = `"${context.storyTitle}" (Story ${storyId}), Page ${context.pageNumber}`;
  const heading =
    target === "image"
      ? `Image prompt for ${page}\nGenerator: ${answer.provider}${answer.model ? ` (${answer.model})` : ""}`
      : `Midjourney (Discord) prompt for ${page}\nDiscord is not configured on this server: this is the prompt it would be sent.`;
  const prompt = target === "image" ? answer.prompt : `/imagine prompt: ${answer.prompt}`;
  return [heading, `Scene: ${context.sceneDescription}`, `Characters: ${context.characters}`, `Style: ${context.style}`, `Prompt:\n${prompt}`].join("\n\n");
}

export async function showPromptContext(row: ImagePageRow, target: RagTarget): Promise<void> {
  try {
    const answer = await fetchJson<ImagePromptResponse>(pagePath(row, "image-prompt"));
    window.alert(ragAlertText(answer, target, row.storyId));
  } catch (error) {
    window.alert(`Failed to load the prompt: ${reason(error)}`);
  }
}
