import "server-only";
import { after } from "next/server";
import { logRecoveredFailure } from "@/lib/core/errors";
import { processSingleton } from "@/lib/core/process-singleton";
import type { JobRunReport } from "./types";
import { wakeJobWorkers } from "./worker";

// Without a resident worker (JOB_WORKER=off, for serverless hosts) nothing runs between
// requests, so the request that queued work runs the queue itself once it has answered. The run
// is registered at start by whoever knows the handlers; like the workers' wakers it is a process
// singleton, since Next loads route bundles and the instrumentation hook as separate module
// instances.

export type QueueRun = () => Promise<JobRunReport>;

const registered = () => processSingleton("queue-run-after-answers", () => ({ run: undefined as QueueRun | undefined }));

/** From now on every enqueue in this process runs the queue with `run` after its request is answered. */
export function runQueueAfterAnswers(run: QueueRun): void {
  registered().run = run;
}

/**
 * Call inside the request, after committing a transaction that enqueued jobs: wakes this
 * process's workers, or without workers runs the queue after the answer.
 */
export function jobsQueued(): void {
  wakeJobWorkers();
  const run = registered().run;
  if (!run) return;
  after(async () => {
    try {
      await run();
    } catch (error) {
      logRecoveredFailure("Running the job queue after an answer failed; the next run takes the jobs", error);
    }
  });
}
