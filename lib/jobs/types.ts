import type { Database } from "@/lib/db";
import type { Job } from "@/lib/db/schema";

/** The transaction a job's outcome is written in. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type JobContext = {
  /** Aborted when this worker no longer holds the job (its lease was lost, or the worker stopped). */
  signal: AbortSignal;
};

/** What a finished job saves: written in the same transaction that marks the job done. */
export type JobResult = {
  save(tx: Tx): Promise<void>;
  /** Runs once the transaction has committed. */
  afterSave?(): void;
};

/**
 * Why a job ended for good: its handler refused it (`failed`, with a message for people),
 * it threw on every attempt (`crashed`), or its holder vanished on every attempt (`interrupted`).
 */
export type JobFailure = { reason: "failed" | "crashed" | "interrupted"; message: string };

export interface JobHandler {
  run(job: Job, context: JobContext): Promise<JobResult>;
  /** Records what the failure means (a story marked failed), in the transaction that fails the job. */
  giveUp(tx: Tx, job: Job, failure: JobFailure): Promise<void>;
}

/** Thrown by a handler for a failure another attempt would not fix; the message is for people. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentJobError";
  }
}

/** What one bounded run of the queue did; the run endpoint answers it. */
export type JobRunReport = {
  /** Jobs taken, from the queue or over from a holder whose lease had lapsed. */
  claimed: number;
  done: number;
  /** Failed this time and queued again for a later attempt. */
  retried: number;
  /** Ended for good (their story or page marked failed), abandoned ones included. */
  failed: number;
  /** Still running when the run's time was up: let go, so that the next run takes them over. */
  released: number;
  /** Taken over by another holder, or their outcome could not be recorded: they run again once their lease lapses. */
  lost: number;
};

export type JobRunResponse = { success: true } & JobRunReport;
