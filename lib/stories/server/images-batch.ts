import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { stories } from "@/lib/db/schema";
import { AppError } from "@/lib/core/errors";
import { takeDailyAllowance } from "@/lib/generation/daily-limits";
import { enqueueJob, pageImageJobs, type PageJobState } from "@/lib/jobs/queue";
import { jobsQueued } from "@/lib/jobs/run-after";
import { startPageImageJobs } from "@/lib/stories/server/commands";
import { findAnyStory } from "@/lib/stories/server/queries";
import { storyNotFound } from "@/lib/stories/server/responses";
import { isStoryComplete, STORY_STATUS } from "@/lib/stories/model/status";
import { storyPages } from "@/lib/stories/model/story-data";
import { pageImages } from "@/lib/stories/model/story-images";

// 'Generate all missing images': one durable 'page-image' job per page that has no image, so
// the pages are drawn in the background (by any instance's worker, surviving restarts) instead
// of one request per page.

export const NOTHING_MISSING = "Every page already has an image";
export const TEXT_NOT_READY = "The story's text must be complete before its images are generated";

const isPending = (job: PageJobState) => job.status === "queued" || job.status === "running";

/** What a batch queued, and how many missing pages today's image limit held back. */
export type QueuedBatch<T> = { queued: T[]; heldBack: number };

/**
 * Queues every page without an image and without a job already waiting or running, within
 * today's image limit, and marks the story's images as being drawn. Answers the page numbers
 * queued now (none when every missing page is already on its way) and how many the limit held
 * back; with none of the limit left, a 429.
 */
export async function queueMissingPageImages(storyId: number): Promise<QueuedBatch<number>> {
  const batch = await queueStoryImages(storyId);
  if (batch.queued.length > 0) jobsQueued();
  return batch;
}

async function queueStoryImages(storyId: number): Promise<QueuedBatch<number>> {
  let heldBack = 0;
  const { queued } = await startPageImageJobs(storyId, async (tx, story) => {
    const pages = storyPages(story.storyData).map((page) => page.pageNumber);
    if (!isStoryComplete(story.status) || pages.length === 0) throw new AppError("bad_request", TEXT_NOT_READY);
    const imageOf = pageImages(story);
    const missing = pages.filter((page) => imageOf(page) === null);
    if (missing.length === 0) throw new AppError("bad_request", NOTHING_MISSING);
    // Read under the story's row lock, so two clicks at once cannot both queue the same page.
    const onTheirWay = new Set((await pageImageJobs(tx, storyId)).filter(isPending).map((job) => job.pageNumber));
    const toQueue = missing.filter((page) => !onTheirWay.has(page));
    const allowed = await takeDailyAllowance(tx, "images", toQueue.length);
    heldBack = toQueue.length - allowed;
    for (const pageNumber of toQueue.slice(0, allowed)) await enqueueJob(tx, { kind: "page-image", storyId, pageNumber });
    return toQueue.slice(0, allowed);
  });
  return { queued, heldBack };
}

/**
 * 'Generate all missing images' over every story whose text is written (archived ones too, like
 * the image table that offers it): each story is queued as on its own detail page, and a story
 * with nothing to queue, or deleted meanwhile, is passed over. Once today's image limit is
 * used up the rest waits (a 429 if nothing at all could be queued).
 */
export async function queueAllMissingPageImages(): Promise<QueuedBatch<{ storyId: number; pageNumber: number }>> {
  const batch = await queueEveryStory();
  if (batch.queued.length > 0) jobsQueued();
  return batch;
}

async function queueEveryStory(): Promise<QueuedBatch<{ storyId: number; pageNumber: number }>> {
  const complete = await (await getDb()).select({ id: stories.id }).from(stories).where(eq(stories.status, STORY_STATUS.complete)).orderBy(asc(stories.id));
  const queued: { storyId: number; pageNumber: number }[] = [];
  for (const { id } of complete) {
    try {
      const batch = await queueStoryImages(id);
      for (const pageNumber of batch.queued) queued.push({ storyId: id, pageNumber });
      if (batch.heldBack > 0) return { queued, heldBack: batch.heldBack };
    } catch (error) {
      if (error instanceof AppError && error.code === "rate_limited" && queued.length > 0) return { queued, heldBack: 1 };
      if (!(error instanceof AppError && (error.code === "bad_request" || error.code === "not_found"))) throw error;
    }
  }
  return { queued, heldBack: 0 };
}

/** Each page's unfinished image job, for the detail screen's progress; 404 for an unknown story. */
export async function storyImageJobs(storyId: number): Promise<PageJobState[]> {
  if (!(await findAnyStory(storyId))) throw storyNotFound();
  return pageImageJobs(await getDb(), storyId);
}

/** What the admin is told after queueing. */
export function queuedMessage({ queued, heldBack }: QueuedBatch<unknown>): string {
  if (queued.length === 0) return "Every missing page is already being generated";
  const started = `Generating ${queued.length} missing ${queued.length === 1 ? "image" : "images"}`;
  return heldBack > 0 ? `${started}; today's image limit is reached, so the others wait until it resets` : started;
}
