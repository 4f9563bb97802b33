import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { jobs, stories } from "@/lib/db/schema";
import type { StoryProgress } from "@/lib/api/story-generation";
import { STORY_STATUS } from "@/lib/stories/model/status";

export const FAILED_WITHOUT_REASON = "The story could not be written, and no reason was recorded. Please try again.";

/** Where a story's text stands, from the story's status and its latest 'story-text' job; null for an unknown story. */
export async function storyProgress(storyId: number): Promise<StoryProgress | null> {
  const db = await getDb();
  const [story] = await db.select({ status: stories.status, errorMessage: stories.errorMessage }).from(stories).where(eq(stories.id, storyId));
  if (!story) return null;
  if (story.status === STORY_STATUS.complete) return { phase: "done" };
  if (story.status === STORY_STATUS.failed) return { phase: "failed", message: story.errorMessage?.trim() || FAILED_WITHOUT_REASON };
  const [job] = await db
    .select({ status: jobs.status, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts, lastError: jobs.lastError })
    .from(jobs)
    .where(and(eq(jobs.storyId, storyId), eq(jobs.kind, "story-text")))
    .orderBy(desc(jobs.id))
    .limit(1);
  if (job?.status === "running") return { phase: "writing", attempt: job.attempts, maxAttempts: job.maxAttempts };
  if (job?.status === "queued" && job.attempts > 0 && job.lastError) {
    return { phase: "retrying", attempt: job.attempts, maxAttempts: job.maxAttempts, lastError: job.lastError };
  }
  // The job's end and the story's status are written in one transaction, so a story still
  // 'generating' has its job queued (or none yet, for a story stored a moment ago).
  return { phase: "queued" };
}
