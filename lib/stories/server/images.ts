import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type Database } from "@/lib/db";
import type { Job } from "@/lib/db/schema";
import { getImageGenerator, GenerationError, type ImageGenerator, type PageImageRequest } from "@/lib/images/generator";
import { coloringPagePrompt, imagePromptContext, type ImagePromptContext } from "@/lib/images/prompt";
import { failureReason, type PageReferences } from "@/lib/story-writing/types";
import { AppError, DATABASE_UNAVAILABLE, isDatabaseUnavailable, logRecoveredFailure } from "@/lib/core/errors";
import { takeDailyAllowance } from "@/lib/generation/daily-limits";
import { completeJob, failJob, pageJobPending, startClaimedJob } from "@/lib/jobs/queue";
import { PermanentJobError, type JobContext, type JobHandler } from "@/lib/jobs/types";
import { DEFAULT_LEASE_MS, keepLease } from "@/lib/jobs/worker";
import { deleteObjectAt, getStorage, objectKeyFromUrl } from "@/lib/storage";
import { takeUpload } from "@/lib/storage/checked-upload";
import { storeImage } from "@/lib/storage/stored-image";
import { pageNotFound, removePageImage, setImageStatus, setPageImage, startPageImageJobs } from "@/lib/stories/server/commands";
import { findAnyStory, type StoryRecord } from "@/lib/stories/server/queries";
import { storyNotFound } from "@/lib/stories/server/responses";
import { IMAGE_STATUS } from "@/lib/stories/model/status";
import { storyPages } from "@/lib/stories/model/story-data";
import { resolvePageImage, type ImageSource } from "@/lib/stories/model/story-images";
import type { StoryDetail } from "@/lib/stories/model/types";
import type { ImageCredit } from "@/lib/schemas/story-json";
import { storyTitle } from "@/lib/stories/model/view";

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
export async function storyPage(storyId: number, pageNumber: number): Promise<{ story: StoryRecord; request: PageImageRequest }> {
  const story = await findAnyStory(storyId);
  if (!story) throw storyNotFound();
  const page = storyPages(story.storyData).find((candidate) => candidate.pageNumber === pageNumber);
  if (!page) throw pageNotFound(pageNumber);
  const request: PageImageRequest = { sceneDescription: page.sceneDescription || page.storyText, storyTitle: storyTitle(story), pageNumber, storyId };
  return { story, request: page.scene ? { ...request, scene: page.scene } : request };
}

/**
 * The story's first page as a reference for drawing a later one, read only if the generator
 * asks; a picture that cannot be read is left out rather than failing the draw.
 */
function pageReferences(story: StoryRecord, pageNumber: number): PageReferences {
  const url = pageNumber === 1 ? null : resolvePageImage(story, 1);
  const key = url ? objectKeyFromUrl(url) : null;
  return {
    async firstPage() {
      if (!key) return null;
      try {
        return (await getStorage().get(key))?.body ?? null;
      } catch (error) {
        logRecoveredFailure(`Could not read page 1 of story ${story.id} to draw page ${pageNumber} from`, error);
        return null;
      }
    },
  };
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

/** A page's new picture, the story as it now is, and who drew the picture. */
export type DrawnPageImage = { imageUrl: string; story: StoryDetail; credit: ImageCredit };

/**
 * Draws the page with the generator in use, stores the two-tone PNG and records it. The story's
 * image status reads generating meanwhile, and failed after any failure (the generator's, the
 * storage's, the database's). A job's generation stopped by `abandoned` (its worker let the
 * job go) is not a failure: the job's next holder carries on.
 */
export async function generateStoryPageImage(
  storyId: number,
  pageNumber: number,
  generator: ImageGenerator = getImageGenerator(),
  abandoned?: AbortSignal,
): Promise<DrawnPageImage> {
  const { story, request } = await storyPage(storyId, pageNumber);
  await setImageStatus(storyId, IMAGE_STATUS.generating);
  let drawn = false;
  try {
    let png: Buffer;
    let credit: ImageCredit;
    try {
      const image = await generator.generate(request, pageReferences(story, pageNumber));
      png = image.png;
      credit = generator.model ? { by: image.provider, model: generator.model } : { by: image.provider };
    } catch (error) {
      if (error instanceof GenerationError || abandoned?.aborted) throw error;
      throw new GenerationError(`The image could not be generated: ${failureReason(error)}`, { cause: error });
    }
    const imageUrl = await storeImage("generated", { body: png, contentType: "image/png", extension: "png" });
    const change = await setPageImage(storyId, pageNumber, "generated", imageUrl, credit).catch(async (error: unknown) => {
      await deleteUnused(imageUrl);
      throw error;
    });
    drawn = true;
    await deleteUnused(change.previous);
    return { imageUrl, story: change.story, credit };
  } finally {
    if (!drawn && !abandoned?.aborted) await markImagesFailed(storyId);
  }
}

async function markImagesFailed(storyId: number): Promise<void> {
  try {
    await setImageStatus(storyId, IMAGE_STATUS.failed);
  } catch (error) {
    // The database is gone too: the draw's job, if any, ends it once its lease lapses.
    logRecoveredFailure(`Could not mark story ${storyId}'s images failed`, error);
  }
}

export const pageBeingDrawn = (pageNumber: number) =>
  new AppError("conflict", `Page ${pageNumber} is already being drawn. Wait for that image before asking for another.`);

/** Refuses a draw of a page that has one waiting or running; call it with the story's row locked. */
export async function refuseSecondDraw(tx: Database, storyId: number, pageNumber: number): Promise<void> {
  if (await pageJobPending(tx, storyId, { only: pageNumber })) throw pageBeingDrawn(pageNumber);
}

/** What a draw's job records of the failure: what its admin was told. */
function recordedError(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  return "The image could not be generated because of an unexpected error on the server.";
}

/**
 * 'Generate' on one page, drawn within the request. The page is claimed first, as a running
 * 'page-image' job held by this request, under the story's row lock: a second draw of the page
 * (from any instance) is refused with a 409 while it runs, and each draw counts toward today's
 * image limit. If this server dies meanwhile the job's lease lapses and the worker of any
 * instance fails it, so the images never stay 'generating'.
 */
export async function drawPageImageNow(storyId: number, pageNumber: number, generator: ImageGenerator = getImageGenerator()): Promise<DrawnPageImage> {
  const owner = `request:${randomUUID()}`;
  const {
    queued: [job],
  } = await startPageImageJobs(storyId, async (tx, story) => {
    if (!storyPages(story.storyData).some((page) => page.pageNumber === pageNumber)) throw pageNotFound(pageNumber);
    await refuseSecondDraw(tx, storyId, pageNumber);
    await takeDailyAllowance(tx, "images", 1);
    return [await startClaimedJob(tx, { kind: "page-image", storyId, pageNumber }, owner, DEFAULT_LEASE_MS)] as const;
  });
  const claim = { id: job.id, leaseOwner: owner, attempts: job.attempts };
  const held = new AbortController();
  const lease = keepLease(getDb, claim, DEFAULT_LEASE_MS, held);
  let outcome: { ok: true } | { ok: false; error: unknown } = { ok: false, error: new Error("the request ended") };
  try {
    const drawn = await generateStoryPageImage(storyId, pageNumber, generator);
    outcome = { ok: true };
    return drawn;
  } catch (error) {
    outcome = { ok: false, error };
    throw error;
  } finally {
    lease.stop();
    try {
      const db = await getDb();
      if (outcome.ok) await completeJob(db, claim);
      else await failJob(db, claim, recordedError(outcome.error));
    } catch (error) {
      logRecoveredFailure(`Could not record how job ${job.id} (page-image) ended; it is failed once its lease lapses`, error);
    }
  }
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
        // Storage that is unavailable (503) may well be back for the next attempt.
        if (error instanceof AppError && error.status !== 503) throw new PermanentJobError(error.message, { cause: error });
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
