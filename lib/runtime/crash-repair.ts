import "server-only";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { PAGE_IMAGE_JOB_KINDS, type JobKind } from "@/lib/db/enums";
import { jobs, stories } from "@/lib/db/schema";
import { env } from "@/lib/core/env";
import { isDatabaseUnavailable } from "@/lib/core/errors";
import { removeStaleTemporaryFiles } from "@/lib/core/private-files";
import { getStorage, objectKeyFromUrl } from "@/lib/storage";
import { imageVariants } from "@/lib/storage/image-variants";
import { pickStoryColumns } from "@/lib/stories/server/queries";
import { forgetStoryList } from "@/lib/stories/server/story-list";
import { IMAGE_STATUS, STORY_STATUS } from "@/lib/stories/model/status";
import { isBuildPhase } from "@/lib/config/build-phase";
import { processSingleton } from "@/lib/core/process-singleton";

// What a server that died can leave behind, put right when a server starts (any instance, any
// number of times: each step finds nothing left to do the second time).
// - A story or its images marked 'generating' with no job that will end it (written by an
//   older version, or by hand): nothing would ever change it, so it is failed with a reason.
//   A status with a live job (queued, or running, even on a lease that lapsed) is the job's
//   to end: the worker fails an abandoned job and its story (lib/jobs/worker.ts).
// - Page images stored by a draw or an upload that died before the story recorded them.
// - Temporary files of local writes that died before their rename.

export const ABANDONED_STORY_MESSAGE = "Story generation stopped without finishing (the server stopped while writing it). Please try again.";

/** Objects younger than this may belong to a draw still running on another instance. */
const ORPHAN_MIN_AGE_MS = 60 * 60_000;
const TEMPORARY_MIN_AGE_MS = 10 * 60_000;
const IMAGE_FOLDERS = ["generated", "manual"] as const;

/** No job of these kinds waits or runs for the story being updated. */
const noLiveJob = (kinds: readonly JobKind[]) =>
  sql`not exists (select 1 from ${jobs} where ${jobs.storyId} = ${stories.id} and ${inArray(jobs.kind, [...kinds])} and ${inArray(jobs.status, ["queued", "running"])})`;

export type RepairResult = { stories: number; images: number; orphans: number; temporaryFiles: number };

/** Fails 'generating' statuses that no job will end; answers how many stories and images. */
export async function failStatusesWithoutJobs(): Promise<{ stories: number; images: number }> {
  const db = await getDb();
  const failedStories = await db
    .update(stories)
    .set({ status: STORY_STATUS.failed, errorMessage: ABANDONED_STORY_MESSAGE })
    .where(and(eq(stories.status, STORY_STATUS.generating), noLiveJob(["story-text"])))
    .returning({ id: stories.id });
  const failedImages = await db
    .update(stories)
    .set({ imageStatus: IMAGE_STATUS.failed })
    .where(and(eq(stories.imageStatus, IMAGE_STATUS.generating), noLiveJob(PAGE_IMAGE_JOB_KINDS)))
    .returning({ id: stories.id });
  if (failedStories.length + failedImages.length > 0) forgetStoryList();
  return { stories: failedStories.length, images: failedImages.length };
}

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value.trim()];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(stringsIn);
}

/**
 * Deletes stored page images and web copies that no story holds and that are old enough not to
 * be a draw in progress; answers how many objects.
 */
export async function deleteOrphanImages(now = Date.now()): Promise<number> {
  const db = await getDb();
  const rows = await db.select(pickStoryColumns(["imageData", "manualImages"])).from(stories);
  const used = new Set<string>();
  for (const row of rows) {
    // Every text in the stored maps, not only what their schema would read: a map of another
    // shape is ignored by readers, but its images must not be deleted for that.
    for (const url of stringsIn([row.imageData, row.manualImages])) {
      const key = objectKeyFromUrl(url);
      if (!key) continue;
      used.add(key);
      for (const variant of imageVariants(key)) used.add(variant.key);
    }
  }
  let deleted = 0;
  for (const folder of IMAGE_FOLDERS) {
    for (const object of await getStorage().list(folder)) {
      if (used.has(object.key) || now - object.modifiedAt.getTime() < ORPHAN_MIN_AGE_MS) continue;
      await getStorage().delete(object.key);
      deleted += 1;
    }
  }
  return deleted;
}

/** Every repair, in turn. */
export async function repairAfterCrash(now = Date.now()): Promise<RepairResult> {
  const statuses = await failStatusesWithoutJobs();
  const orphans = await deleteOrphanImages(now);
  const { dataDir } = env();
  // PGlite's own files are PostgreSQL's business.
  const temporaryFiles = await removeStaleTemporaryFiles(dataDir, TEMPORARY_MIN_AGE_MS, [path.join(dataDir, "pglite")], now);
  return { ...statuses, orphans, temporaryFiles };
}

/** Server start: runs the repair once the database is ready (retried with backoff while it is down), in the background. */
export function startCrashRepair(): void {
  if (isBuildPhase()) return;
  processSingleton("crash-repair", async () => {
    for (let delay = 1_000; ; delay = Math.min(delay * 2, 60_000)) {
      try {
        const result = await repairAfterCrash();
        if (result.stories > 0) console.warn(`${result.stories} stories were left 'generating' with no job writing them: marked failed`);
        if (result.images > 0) console.warn(`${result.images} stories' images were left 'generating' with no job drawing them: marked failed`);
        if (result.orphans > 0 || result.temporaryFiles > 0)
          console.info(`Removed ${result.orphans} stored images no story uses and ${result.temporaryFiles} unfinished temporary files`);
        return;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          console.error("Repairing what a stopped server left behind failed:", error);
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  });
}
