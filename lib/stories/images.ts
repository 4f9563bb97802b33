import "server-only";
import type { Job } from "@/db/schema";
import { getImageGenerator, GenerationError, type ImageGenerator, type PageImageRequest } from "@/lib/ai/image-generator";
import { coloringPagePrompt, imagePromptContext, type ImagePromptContext } from "@/lib/ai/image-prompt";
import { failureReason } from "@/lib/ai/types";
import { AppError } from "@/lib/errors";
import { PermanentJobError, type JobContext, type JobHandler } from "@/lib/jobs/types";
import { deleteObjectAt } from "@/lib/storage";
import { takeUpload } from "@/lib/storage/checked-upload";
import { storeImage } from "@/lib/storage/stored-image";
import { pageNotFound, removePageImage, setImageStatus, setPageImage } from "./commands";
import { findAnyStory } from "./queries";
import { storyNotFound } from "./responses";
import { IMAGE_STATUS } from "./status";
import { parseStoryPages } from "./story-data";
import type { ImageSource } from "./story-images";
import type { StoryDetail } from "./types";
import { storyTitle } from "./view";

// A page's images: an admin's upload becomes the manual image only once its bytes have been
// checked and encoded afresh; a generated one is drawn, stored and recorded. Either is stored
// with its web copies (lib/storage/stored-image.ts). Every object a page stops using is
// deleted from storage with it, copies included.

export const BAD_PAGE_NUMBER = "Page number must be a positive integer";

/** The page number of a path segment, or a 400 refusal. */
export function pageNumberParam(segment: string | string[] | undefined): number {
  const page = typeof segment === "string" && /^[1-9]\d{0,3}$/.test(segment) ? Number(segment) : null;
  if (page === null) throw new AppError("bad_request", BAD_PAGE_NUMBER);
  return page;
}

/** The story and what a generator is told about its page; 404 for an unknown story, 400 for a missing page. */
export async function storyPage(storyId: number, pageNumber: number): Promise<{ story: StoryDetail; request: PageImageRequest }> {
  const story = await findAnyStory(storyId);
  if (!story) throw storyNotFound();
  const page = parseStoryPages(story.storyData).find((candidate) => candidate.pageNumber === pageNumber);
  if (!page) throw pageNotFound(pageNumber);
  const request: PageImageRequest = { sceneDescription: page.sceneDescription || page.storyText, storyTitle: storyTitle(story), pageNumber };
  return { story, request: page.scene ? { ...request, scene: page.scene } : request };
}

/** Deletes objects a page no longer uses; a failure leaves an orphan, never a broken page. */
async function deleteUnused(url: string | null): Promise<void> {
  try {
    await deleteObjectAt(url);
  } catch (error) {
    console.error(`Could not delete the stored object ${url}:`, error);
  }
}

// Manual images.

/**
 * Makes an uploaded file the page's manual image, stored re-encoded under a new key
 * (lib/storage/checked-upload.ts); the image it replaces is deleted.
 */
export async function attachManualImage(storyId: number, pageNumber: number, imageURL: string): Promise<StoryDetail> {
  return takeUpload(
    imageURL,
    async (image) => {
      const manualUrl = await storeImage("manual", image);
      const change = await setPageImage(storyId, pageNumber, "manual", manualUrl).catch(async (error: unknown) => {
        await deleteUnused(manualUrl);
        throw error;
      });
      await deleteUnused(change.previous);
      return change.story;
    },
    () => storyPage(storyId, pageNumber),
  );
}

// Generated images.

/**
 * Draws the page with the generator in use, stores the two-tone PNG and records it. The story's
 * image status reads generating meanwhile, and failed if the generator fails. A job's generation
 * stopped by `abandoned` (its worker let the job go) is not a failure: the job's next holder
 * carries on.
 */
export async function generateStoryPageImage(
  storyId: number,
  pageNumber: number,
  generator: ImageGenerator = getImageGenerator(),
  abandoned?: AbortSignal,
): Promise<{ imageUrl: string; story: StoryDetail }> {
  const { request } = await storyPage(storyId, pageNumber);
  await setImageStatus(storyId, IMAGE_STATUS.generating);
  let png: Buffer;
  try {
    ({ png } = await generator.generate(request));
  } catch (error) {
    if (abandoned?.aborted) throw error;
    await setImageStatus(storyId, IMAGE_STATUS.failed);
    if (error instanceof GenerationError) throw error;
    throw new GenerationError(`The image could not be generated: ${failureReason(error)}`, { cause: error });
  }
  const imageUrl = await storeImage("generated", { body: png, contentType: "image/png", extension: "png" });
  const change = await setPageImage(storyId, pageNumber, "generated", imageUrl).catch(async (error: unknown) => {
    await deleteUnused(imageUrl);
    throw error;
  });
  await deleteUnused(change.previous);
  return { imageUrl, story: change.story };
}

/**
 * The 'page-image' job: the same generation, for pages queued in the background. A job kind
 * whose generator depends on the job (Midjourney's, waiting for its own answer) makes it from
 * the job.
 */
export function createPageImageHandler(generator: (job: Job, context: JobContext) => ImageGenerator = getImageGenerator): JobHandler {
  return {
    async run(job, context) {
      if (job.pageNumber === null) throw new PermanentJobError("The job names no page.");
      try {
        await generateStoryPageImage(job.storyId, job.pageNumber, generator(job, context), context.signal);
      } catch (error) {
        // A missing story or page, or the service's refusal: another attempt would repeat it.
        if (error instanceof AppError) throw new PermanentJobError(error.message, { cause: error });
        throw error;
      }
      return { save: async () => {} };
    },
    async giveUp(tx, job) {
      await setImageStatus(job.storyId, IMAGE_STATUS.failed, tx);
    },
  };
}

export const pageImageJob = createPageImageHandler();

/** Exactly what the generator in use would be sent for the page, for the diagnostic buttons. */
export async function pageImagePrompt(
  storyId: number,
  pageNumber: number,
  generator: ImageGenerator = getImageGenerator(),
): Promise<{ provider: string; model: string | null; prompt: string; context: ImagePromptContext }> {
  const { request } = await storyPage(storyId, pageNumber);
  return { provider: generator.provider, model: generator.model ?? null, prompt: coloringPagePrompt(request), context: imagePromptContext(request) };
}

// Deletes.

/** Takes the page's manual or generated image off the story, then deletes its object. */
export async function deletePageImage(storyId: number, pageNumber: number, source: ImageSource): Promise<StoryDetail> {
  const change = await removePageImage(storyId, pageNumber, source);
  await deleteUnused(change.previous);
  return change.story;
}
