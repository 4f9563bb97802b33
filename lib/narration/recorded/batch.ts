import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { jobs } from "@/lib/db/schema";
import { NARRATION_UNAVAILABLE, type NarrationStatusResponse } from "@/lib/api/narration";
import { AppError } from "@/lib/core/errors";
import { dailyAllowance, takeDailyAllowance } from "@/lib/generation/daily-limits";
import { enqueueJob, latestPageJobs } from "@/lib/jobs/queue";
import { jobsQueued } from "@/lib/jobs/run-after";
import { findLockedStory } from "@/lib/stories/server/commands";
import { findAnyStory } from "@/lib/stories/server/queries";
import { storyNotFound } from "@/lib/stories/server/responses";
import { isStoryComplete } from "@/lib/stories/model/status";
import { storyPages } from "@/lib/stories/model/story-data";
import { currentRecordings, isFullyNarrated, narratedTexts, storyRecordings } from "@/lib/narration/recorded/recordings";
import { narrationAvailable } from "@/lib/narration/recorded/speaker";

// 'Generate narration': one durable 'page-narration' job per page whose captions lack a
// current recording. Each is a paid call per language, so a story has one batch at a time (a
// second request while one waits or runs is refused), and the pages count against the day's
// narration limit.

export const NARRATION_RUNNING = "This story's narration is already being recorded. Wait for it to finish before asking again.";
export const NARRATION_CURRENT = "Every page already has a current narration";
export const NARRATION_TEXT_NOT_READY = "The story's text must be complete before it is narrated";

const KINDS = ["page-narration"] as const;

async function narrationPending(db: Database, storyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.storyId, storyId), inArray(jobs.kind, [...KINDS]), inArray(jobs.status, ["queued", "running"])))
    .limit(1);
  return row !== undefined;
}

export type QueuedNarration = { queued: number[]; heldBack: number };

/** Queues the story's pages that need a recording, within today's limit; answers which, and how many the limit held back. */
export async function queueNarration(storyId: number): Promise<QueuedNarration> {
  if (!narrationAvailable()) throw new AppError("not_implemented", NARRATION_UNAVAILABLE);
  const queued = await (
    await getDb()
  ).transaction(async (tx) => {
    // The story's row lock makes two clicks at once take turns: the second finds the first's jobs.
    const story = await findLockedStory(tx, storyId);
    if (!story) throw storyNotFound();
    const pages = storyPages(story.storyData);
    if (!isStoryComplete(story.status) || pages.length === 0) throw new AppError("bad_request", NARRATION_TEXT_NOT_READY);
    if (await narrationPending(tx, storyId)) throw new AppError("conflict", NARRATION_RUNNING);
    const recordings = await storyRecordings(tx, storyId);
    const toQueue = pages.filter((page) => !isFullyNarrated(page, recordings)).map((page) => page.pageNumber);
    if (toQueue.length === 0) throw new AppError("bad_request", NARRATION_CURRENT);
    const allowed = toQueue.slice(0, await takeDailyAllowance(tx, "narrations", toQueue.length));
    for (const pageNumber of allowed) await enqueueJob(tx, { kind: "page-narration", storyId, pageNumber });
    return { queued: allowed, heldBack: toQueue.length - allowed.length };
  });
  jobsQueued();
  return queued;
}

/** What the admin is told after queueing. */
export function narrationQueuedMessage({ queued, heldBack }: QueuedNarration): string {
  const started = `Recording the narration of ${queued.length} ${queued.length === 1 ? "page" : "pages"}`;
  return heldBack > 0 ? `${started}; today's narration limit is reached, so the others wait until it resets` : started;
}

/** Each page's recordings and unfinished job, for the detail page; 404 for an unknown story. */
export async function narrationStatus(storyId: number): Promise<Omit<NarrationStatusResponse, "success">> {
  const story = await findAnyStory(storyId);
  if (!story) throw storyNotFound();
  const db = await getDb();
  const [recordings, open, allowance] = await Promise.all([storyRecordings(db, storyId), latestPageJobs(db, KINDS, storyId), dailyAllowance(db, "narrations")]);
  const pages = storyPages(story.storyData).map((page) => {
    const job = open.find((each) => each.pageNumber === page.pageNumber);
    return {
      pageNumber: page.pageNumber,
      recorded: Object.keys(currentRecordings(page, recordings)).length,
      wanted: narratedTexts(page).length,
      job: job ? { status: job.status, lastError: job.lastError } : null,
    };
  });
  return { available: narrationAvailable(), pages, allowance };
}
