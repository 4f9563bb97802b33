import "server-only";
import { createHmac } from "node:crypto";
import { getDb } from "@/lib/db";
import type { Job } from "@/lib/db/schema";
import { imagePromptContext } from "@/lib/images/prompt";
import { failureReason, GenerationError } from "@/lib/story-writing/types";
import { env } from "@/lib/core/env";
import { takeDailyAllowance } from "@/lib/generation/daily-limits";
import { AppError } from "@/lib/core/errors";
import { createDiscordApi } from "@/lib/images/discord/api";
import { discordMidjourneyConfig, type DiscordMidjourneyConfig } from "@/lib/images/discord/config";
import { createMidjourneyGenerator } from "@/lib/images/discord/midjourney-generator";
import { midjourneyPrompt, SEED_PLACEHOLDER } from "@/lib/images/discord/prompt";
import { cancelJob, enqueueJob, jobAgeMs } from "@/lib/jobs/queue";
import type { JobHandler } from "@/lib/jobs/types";
import { jobsQueued } from "@/lib/jobs/run-after";
import { startJobWorker, type JobWorkerOptions } from "@/lib/jobs/worker";
import { setImageStatus, startPageImageJobs } from "@/lib/stories/server/commands";
import type { DiscordPromptResponse } from "@/lib/api/images";
import { createPageImageHandler, refuseSecondDraw, storyPage } from "@/lib/stories/server/images";
import { IMAGE_STATUS } from "@/lib/stories/model/status";
import { processSingleton } from "@/lib/core/process-singleton";

// 'Discord MJ': the admin's request sends Midjourney's /imagine at once and queues a durable
// 'discord-image' job, which waits for the answer in the channel and stores it through the
// same pipeline as every generated image. Off unless the operator turned it on.

export const DISCORD_NOT_CONFIGURED = "Midjourney through Discord is not configured.";

/** How long a generation may take from the admin's click before the page is marked failed. */
export const MIDJOURNEY_TIMEOUT_MS = 10 * 60_000;

function configured(): DiscordMidjourneyConfig {
  const config = discordMidjourneyConfig();
  if (!config) throw new AppError("not_implemented", DISCORD_NOT_CONFIGURED);
  return config;
}

/**
 * The seed a job's prompt carries, by which its answer is found. Keyed with the server's secret
 * so that two sites sharing a channel (staging and production) never look for each other's.
 */
export function jobSeed(jobId: number): string {
  return createHmac("sha256", env().authSecret).update(`midjourney-seed:${jobId}`).digest().readUInt32BE(0).toString();
}

/**
 * Sends the page's /imagine and queues the job that waits for the answer; the story's images
 * read generating meanwhile. If Discord refuses or does not answer, the job is ended and the
 * images read failed, and the admin is told why.
 */
export async function startDiscordMidjourney(storyId: number, pageNumber: number): Promise<string> {
  const discord = createDiscordApi(configured());
  const { request } = await storyPage(storyId, pageNumber);
  // The job comes first: its id makes the seed the prompt carries. A worker may take it at
  // once, but it looks at the channel only after a while, long after this call has settled.
  const {
    queued: [job],
  } = await startPageImageJobs(storyId, async (tx) => {
    await refuseSecondDraw(tx, storyId, pageNumber);
    await takeDailyAllowance(tx, "images", 1);
    return [await enqueueJob(tx, { kind: "discord-image", storyId, pageNumber })] as const;
  });
  try {
    await discord.sendImagine(midjourneyPrompt(request, jobSeed(job.id)));
  } catch (error) {
    const message = failureReason(error);
    await cancelJob(await getDb(), job.id, message);
    await setImageStatus(storyId, IMAGE_STATUS.failed);
    throw new GenerationError(message, { cause: error });
  }
  jobsQueued();
  return `Midjourney generation initiated for Story ${storyId}, Page ${pageNumber}`;
}

/** 'Test Discord RAG': exactly the /imagine prompt the page is sent, but for each generation's seed. */
export async function discordPrompt(storyId: number, pageNumber: number): Promise<Omit<DiscordPromptResponse, "success">> {
  const { request } = await storyPage(storyId, pageNumber);
  return {
    provider: "midjourney",
    model: null,
    prompt: midjourneyPrompt(request, SEED_PLACEHOLDER),
    context: imagePromptContext(request),
    configured: discordMidjourneyConfig() !== null,
  };
}

export type DiscordWaitOptions = { timeoutMs?: number; firstPollMs?: number; maxPollMs?: number; requestTimeoutMs?: number };

/** The 'discord-image' job: waits for Midjourney's answer to the job's prompt, then stores it like any generated image. */
export function createDiscordImageHandler(options: DiscordWaitOptions = {}): JobHandler {
  const timeoutMs = options.timeoutMs ?? MIDJOURNEY_TIMEOUT_MS;
  return createPageImageHandler((job: Job, { signal }) => {
    const config = configured();
    return createMidjourneyGenerator({
      api: createDiscordApi(config, options.requestTimeoutMs),
      midjourneyId: config.midjourneyId,
      seed: jobSeed(job.id),
      remainingMs: async () => timeoutMs - (await jobAgeMs(await getDb(), job.id)),
      timeoutMs,
      firstPollMs: options.firstPollMs ?? 15_000,
      maxPollMs: options.maxPollMs ?? 30_000,
      signal,
    });
  });
}

/**
 * Midjourney's waits run in slots of their own: each holds its job for a minute or more, mostly
 * asleep, and must not take the slots that story and page jobs run in. Three at once, as many
 * jobs as Midjourney runs at a time for one account.
 */
export function discordJobPool(): Pick<JobWorkerOptions, "handlers" | "concurrency"> {
  return { handlers: { "discord-image": createDiscordImageHandler() }, concurrency: 3 };
}

export function startDiscordJobWorker(): void {
  processSingleton("discord-job-worker", () => startJobWorker({ ...discordJobPool(), getDb }));
}
