import type { Illustrator, StoryWriterId } from "@/lib/db/enums";
import type { ImageCredit, ImageCredits } from "@/lib/schemas/story-json";
import { storyPages } from "@/lib/stories/model/story-data";
import { pageImages, type PageImage } from "@/lib/stories/model/story-images";
import type { StoryData, ImageMap } from "@/lib/schemas/story-json";
import en from "@/messages/en.json";

// Who wrote a story and who drew each picture, in the back office's words. The stories table
// records them (writer, writer_model, image_credits); these labels are the only place they are
// worded, so the asset table, the story screen and the image toasts say the same. Where Claude
// wrote or OpenAI drew, the back office's usual words stand ('Claude', 'AI Generated', 'DALL-E
// image created…'); anything else is named for what it is. Client-safe.

export type { ImageCredit, ImageCredits };

/** The asset table's AI column: 'Claude', or the writer that really wrote the story. */
export const WRITER_LABEL: Record<StoryWriterId, string> = {
  claude: "Claude",
  offline: "Offline writer",
  seed: "Sample text",
  unknown: "Not recorded",
};

/** The AI column for the built-in original story. */
export const ORIGINAL_WRITER_LABEL = "Static";

/** A sentence-length naming of the writer, with its model: 'Claude (claude-sonnet-4-5)'. */
export function writerCredit(writer: StoryWriterId, model: string | null): string {
  if (writer === "claude") return model ? `Claude (${model})` : "Claude";
  if (writer === "offline") return "The offline writer (built in, no AI)";
  if (writer === "seed") return "Sample text from the seed command";
  return "Not recorded (written before writers were recorded)";
}

/** Whether an AI service wrote the text, so the prompt card may call itself the AI's prompt. */
export const writtenByAI = (writer: StoryWriterId): boolean => writer === "claude";

const ILLUSTRATOR_NAME: Record<Illustrator, string> = {
  openai: "OpenAI",
  offline: "the offline illustrator",
  midjourney: "Midjourney (Discord)",
  seed: "sample line art",
};

/** Who drew a generated picture, with the model: 'OpenAI (gpt-image-1)'; null when it was never recorded. */
export function illustratorName(credit: ImageCredit | null): string | null {
  if (!credit) return null;
  return credit.model ? `${ILLUSTRATOR_NAME[credit.by]} (${credit.model})` : ILLUSTRATOR_NAME[credit.by];
}

/**
 * The illustrator 'Generate' draws with on this server, for the note beside the image tables:
 * 'OpenAI (gpt-image-1)', or the offline illustrator with why it is the one.
 */
export function configuredIllustrator(by: Illustrator, model?: string): string {
  if (by === "offline") return "the offline illustrator (built-in line art, no AI: no OpenAI API key is set)";
  return illustratorName(model ? { by, model } : { by }) ?? ILLUSTRATOR_NAME[by];
}

/** What a page's picture badge says: the usual words for an AI service's picture, else what made it. */
export function pictureBadge(source: PageImage["source"], credit: ImageCredit | null): string {
  if (source === "manual") return "Manual Upload";
  if (!credit) return "Generated";
  if (credit.by === "offline") return "Offline illustrator";
  if (credit.by === "seed") return "Sample art";
  return "AI Generated";
}

/** The small line under a page's picture badge naming who made it. */
export function pictureCredit(source: PageImage["source"], credit: ImageCredit | null): string {
  if (source === "manual") return "Uploaded by an admin";
  const name = illustratorName(credit);
  return name ? `Drawn by ${name}` : "Illustrator not recorded";
}

/** The toast after 'Generate (DALL-E)': the usual words when OpenAI drew, else the illustrator that did. */
export function imageCreatedMessage(credit: ImageCredit | null, storyId: number, pageNumber: number): string {
  const where = `Story ${storyId}, Page ${pageNumber}`;
  if (credit?.by === "openai") return `DALL-E image created for ${where}`;
  const name = illustratorName(credit);
  return name ? `Image drawn by ${name} for ${where}` : `Image created for ${where}`;
}

/** The page's generated picture's credit (manual pictures are the admin's). */
export const creditOf = (credits: ImageCredits | null, pageNumber: number): ImageCredit | null => credits?.[pageNumber] ?? null;

// Publishing or promoting a story that lacks pictures: families see 'Coloring page not available'
// on those pages, so the admin is asked first.

/** How many of a story's pages have no picture of either kind, of how many pages. */
export function missingPictures(story: { storyData: StoryData | null; imageData: ImageMap | null; manualImages: ImageMap | null }): {
  missing: number;
  pages: number;
} {
  const imageOf = pageImages(story);
  const pages = storyPages(story.storyData);
  return { missing: pages.filter((page) => imageOf(page.pageNumber) === null).length, pages: pages.length };
}

export type MissingPicturesAction = "publish" | "promote";

const ANYWAY: Record<MissingPicturesAction, string> = { publish: "Publish anyway?", promote: "Promote to Homepage anyway?" };

/** The question asked before publishing or promoting a story with pages that have no picture. */
export function missingPicturesQuestion(missing: number, pages: number, action: MissingPicturesAction): string {
  const have = `${pages === 1 ? "page" : "pages"} ${missing === 1 ? "has" : "have"}`;
  return `${missing} of ${pages} ${have} no picture: families will see "${en.viewer.noImage}" there. ${ANYWAY[action]}`;
}
