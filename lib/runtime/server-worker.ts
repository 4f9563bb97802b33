import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/core/env";
import { runQueueAfterAnswers } from "@/lib/jobs/run-after";
import type { JobRunReport } from "@/lib/jobs/types";
import { runJobsFor, startJobWorker } from "@/lib/jobs/worker";
import { pageNarrationJob } from "@/lib/narration/recorded/job";
import { discordJobPool, startDiscordJobWorker } from "@/lib/images/discord/midjourney-job";
import { storyTextJob } from "@/lib/stories/server/generation";
import { pageImageJob } from "@/lib/stories/server/images";
import { isBuildPhase } from "@/lib/config/build-phase";
import { processSingleton } from "@/lib/core/process-singleton";

// One worker per server process (Next may evaluate this module more than once).

const storyAndPagePool = { handlers: { "story-text": storyTextJob, "page-image": pageImageJob, "page-narration": pageNarrationJob }, concurrency: 2 };

/**
 * Starts this server's background work. Until migrations have succeeded getDb() refuses, and
 * the worker waits with backoff, so it may start together with them. With JOB_WORKER=off no
 * loop starts: requests that queue work run the queue after answering, and a scheduler calls
 * the run endpoint for whatever is left.
 */
export function startServerJobWorker(): void {
  if (isBuildPhase()) return;
  if (env().JOB_WORKER === "off") {
    runQueueAfterAnswers(() => runServerJobsFor(env().JOB_RUN_SECONDS * 1000));
    return;
  }
  processSingleton("server-job-worker", () => startJobWorker({ ...storyAndPagePool, getDb }));
  startDiscordJobWorker();
}

/** Runs every kind of due job, in the slots the resident workers have, for at most `budgetMs`. */
export async function runServerJobsFor(budgetMs: number): Promise<JobRunReport> {
  const reports = await Promise.all([storyAndPagePool, discordJobPool()].map((pool) => runJobsFor({ ...pool, getDb, budgetMs })));
  return reports.reduce((sum, report) => {
    for (const key of Object.keys(sum) as (keyof JobRunReport)[]) sum[key] += report[key];
    return sum;
  });
}
