import "server-only";
import { getDb } from "@/db";
import { startDiscordJobWorker } from "@/lib/stories/discord-midjourney";
import { storyTextJob } from "@/lib/stories/generation";
import { pageImageJob } from "@/lib/stories/images";
import { startJobWorker, type JobWorker } from "./worker";

// One worker per server process (Next may evaluate this module more than once).
const globalForWorker = globalThis as unknown as { __serverJobWorker?: JobWorker };

/**
 * Starts this server's background work. Until migrations have succeeded getDb() refuses, and
 * the worker waits with backoff, so it may start together with them.
 */
export function startServerJobWorker(): void {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  globalForWorker.__serverJobWorker ??= startJobWorker({ handlers: { "story-text": storyTextJob, "page-image": pageImageJob }, getDb, concurrency: 2 });
  startDiscordJobWorker();
}
