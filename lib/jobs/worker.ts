import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Database } from "@/lib/db";
import type { JobKind } from "@/lib/db/enums";
import type { Job } from "@/lib/db/schema";
import { isDatabaseUnavailable, loggableError } from "@/lib/core/errors";
import { claimJob, completeJob, failAbandonedJobs, failJob, releaseJob, renewLease, retryJobLater, type Claim } from "./queue";
import { PermanentJobError, type JobFailure, type JobHandler, type JobResult, type JobRunReport } from "./types";
import { processSingleton } from "@/lib/core/process-singleton";

export type JobWorkerOptions = {
  handlers: Partial<Record<JobKind, JobHandler>>;
  getDb: () => Promise<Database>;
  /** How long a claim lasts without renewal; renewed every third of it. */
  leaseMs?: number;
  /** How often to look for jobs enqueued elsewhere (another instance) when not woken. */
  pollMs?: number;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** The wait before a job that threw is tried again, by attempt number (from 1). */
  retryDelayMs?: (attempt: number) => number;
  /** Prefix of the lease owner names; host, process and a random part by default. */
  name?: string;
  log?: Pick<Console, "warn" | "error">;
};

/** A run that ends: no polling, no sleeping; it stops when the queue is empty or its time is up. */
export type JobRunOptions = Omit<JobWorkerOptions, "pollMs"> & {
  /** How long the run claims and holds jobs; what is still in hand then is let go for the next run. */
  budgetMs: number;
};

export type JobWorker = {
  /**
   * Stops claiming and lets go of the jobs in hand without finishing them, as a killed server
   * would: their leases lapse and any worker takes them again.
   */
  stop(): Promise<void>;
};

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_POLL_MS = 5_000;
export const INTERRUPTED_MESSAGE = "interrupted too many times (its server stopped while working on it)";

const FIRST_OUTAGE_RETRY_MS = 500;
const MAX_OUTAGE_RETRY_MS = 30_000;

const defaultRetryDelay = (attempt: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt - 1));

// Workers in this process listen here, so an enqueue in a route handler wakes them at once.
// It is a process singleton because Next loads route bundles and the instrumentation hook as
// separate module instances.
const wakers = processSingleton("job-wakers", () => new Set<() => void>());

/** Call after committing a transaction that enqueued jobs. */
export function wakeJobWorkers(): void {
  for (const wake of wakers) wake();
}

type Outcome = Exclude<keyof JobRunReport, "claimed">;

/**
 * What resident workers and bounded runs share: claiming, leases, saving, retries and giving up.
 * A job in hand when `stopping` aborts is dropped; with `release` its lease is also let lapse at
 * once, so that the next claim takes it over without waiting.
 */
function jobRunner(options: Omit<JobWorkerOptions, "pollMs">, stopping: AbortSignal, release: boolean) {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  const log = options.log ?? console;
  const kinds = Object.keys(options.handlers) as JobKind[];
  const name = options.name ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

  async function failAbandoned(db: Database): Promise<number> {
    return db.transaction(async (tx) => {
      const abandoned = await failAbandonedJobs(tx, kinds, INTERRUPTED_MESSAGE);
      for (const job of abandoned) {
        await options.handlers[job.kind]!.giveUp(tx, job, { reason: "interrupted", message: INTERRUPTED_MESSAGE });
      }
      return abandoned.length;
    });
  }

  async function claim(db: Database, slot: number): Promise<Job | null> {
    return claimJob(db, { owner: `${name}#${slot}`, kinds, leaseMs });
  }

  async function runClaimed(job: Job): Promise<Outcome> {
    const claim: Claim = { id: job.id, leaseOwner: job.leaseOwner, attempts: job.attempts };
    const handler = options.handlers[job.kind]!;
    const held = new AbortController();
    const onStop = () => held.abort(new Error("the worker stopped"));
    stopping.addEventListener("abort", onStop, { once: true });
    const renewal = keepLease(options.getDb, claim, leaseMs, held);
    try {
      const outcome = await Promise.race([
        handler.run(job, { signal: held.signal }).then(
          (result): { result: JobResult } => ({ result }),
          (error: unknown) => ({ error }),
        ),
        new Promise<null>((resolve) => held.signal.addEventListener("abort", () => resolve(null), { once: true })),
      ]);
      // Whatever the handler did after losing the job is dropped: the new holder decides.
      if (!outcome || held.signal.aborted) {
        if (release && stopping.aborted && (await releaseJob(await options.getDb(), claim))) return "released";
        return "lost";
      }
      if ("result" in outcome) return await save(job, claim, outcome.result);
      return await settleFailure(job, claim, handler, outcome.error);
    } catch (error) {
      log.error(`Job ${job.id} (${job.kind}): could not record its outcome; it runs again once its lease lapses`, loggableError(error));
      return "lost";
    } finally {
      renewal.stop();
      stopping.removeEventListener("abort", onStop);
    }
  }

  async function save(job: Job, claim: Claim, result: JobResult): Promise<Outcome> {
    const db = await options.getDb();
    let saved = false;
    try {
      saved = await db.transaction(async (tx) => {
        if (!(await completeJob(tx, claim))) return false;
        await result.save(tx);
        return true;
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      return settleFailure(job, claim, options.handlers[job.kind]!, error);
    }
    if (saved) {
      result.afterSave?.();
      return "done";
    }
    log.warn(`Job ${job.id} (${job.kind}): finished after its lease was taken over; result dropped`);
    return "lost";
  }

  async function settleFailure(job: Job, claim: Claim, handler: JobHandler, error: unknown): Promise<Outcome> {
    const message = error instanceof Error ? error.message : String(error);
    const db = await options.getDb();
    if (!(error instanceof PermanentJobError) && job.attempts < job.maxAttempts) {
      log.warn(`Job ${job.id} (${job.kind}) attempt ${job.attempts} of ${job.maxAttempts} failed, will retry: ${message}`);
      return (await retryJobLater(db, claim, message, retryDelay(job.attempts))) ? "retried" : "lost";
    }
    if (!(error instanceof PermanentJobError)) log.error(`Job ${job.id} (${job.kind}) failed on its last attempt`, loggableError(error));
    const failure: JobFailure = { reason: error instanceof PermanentJobError ? "failed" : "crashed", message };
    const failed = await db.transaction(async (tx) => {
      if (!(await failJob(tx, claim, message))) return false;
      await handler.giveUp(tx, job, failure);
      return true;
    });
    return failed ? "failed" : "lost";
  }

  return { failAbandoned, claim, runClaimed };
}

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const log = options.log ?? console;
  const stopping = new AbortController();
  const runner = jobRunner(options, stopping.signal, false);
  let wakeSleepers: (() => void)[] = [];
  let pendingWake = false;

  const wake = () => {
    pendingWake = true;
    const sleepers = wakeSleepers;
    wakeSleepers = [];
    for (const resolve of sleepers) resolve();
  };
  wakers.add(wake);

  function sleep(ms: number): Promise<void> {
    if (pendingWake || stopping.signal.aborted) {
      pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeSleepers = wakeSleepers.filter((sleeper) => sleeper !== done);
        resolve();
      }
      wakeSleepers.push(done);
    });
  }

  let outageFailures = 0;
  function reportOutage(error: unknown): number {
    outageFailures += 1;
    if (outageFailures === 1) {
      if (isDatabaseUnavailable(error)) log.warn("Job worker: the database is unavailable; retrying with backoff");
      else log.error("Job worker: could not look for jobs", loggableError(error));
    }
    return Math.min(MAX_OUTAGE_RETRY_MS, FIRST_OUTAGE_RETRY_MS * 2 ** (outageFailures - 1));
  }
  function reportRecovery(): void {
    if (outageFailures > 0) log.warn("Job worker: the database answers again");
    outageFailures = 0;
  }

  async function loop(slot: number): Promise<void> {
    while (!stopping.signal.aborted) {
      let job: Job | null;
      try {
        const db = await options.getDb();
        if (slot === 0) await runner.failAbandoned(db);
        job = await runner.claim(db, slot);
        reportRecovery();
      } catch (error) {
        await sleep(reportOutage(error));
        continue;
      }
      if (job) await runner.runClaimed(job);
      else await sleep(pollMs);
    }
  }

  const loops = Array.from({ length: Math.max(1, options.concurrency ?? 1) }, (_, slot) => loop(slot));

  return {
    async stop() {
      wakers.delete(wake);
      stopping.abort();
      wake();
      await Promise.all(loops);
    },
  };
}

/**
 * Runs due jobs for at most `budgetMs`, for hosts without a resident process: the same claims,
 * leases, retries and takeovers as a worker, but it ends once the queue is empty or its time is
 * up. New jobs are claimed in the first half only, so that a job started late is not cut off (a
 * paid call wasted) by the end. Jobs still in hand at the end are let go at once and the next run
 * takes them over (it counts as an attempt, as a server dying would: a job that never fits in a
 * run fails instead of being paid for forever). Rejects with the database's error if it could not
 * be reached.
 */
export async function runJobsFor(options: JobRunOptions): Promise<JobRunReport> {
  const stopping = new AbortController();
  const timer = setTimeout(() => stopping.abort(), Math.max(0, options.budgetMs));
  const runner = jobRunner(options, stopping.signal, true);
  const claimUntil = Date.now() + options.budgetMs / 2;
  const report: JobRunReport = { claimed: 0, done: 0, retried: 0, failed: 0, released: 0, lost: 0 };

  async function slot(index: number): Promise<void> {
    if (index === 0) report.failed += await runner.failAbandoned(await options.getDb());
    while (!stopping.signal.aborted && Date.now() < claimUntil) {
      const db = await options.getDb();
      const job = await runner.claim(db, index);
      if (!job) return;
      report.claimed += 1;
      report[await runner.runClaimed(job)] += 1;
    }
  }

  try {
    const slots = await Promise.allSettled(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, (_, index) => slot(index)));
    const failure = slots.find((result): result is PromiseRejectedResult => result.status === "rejected");
    if (failure) throw failure.reason;
    return report;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renews a claim a third of the way through each lease until stopped. A renewal that finds the
 * job taken over, or that cannot reach the database before the lease would have lapsed, gives
 * the job up: `held` is aborted.
 */
export function keepLease(getDb: () => Promise<Database>, claim: Claim, leaseMs: number, held: AbortController): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let lastRenewed = Date.now();
  const schedule = () => {
    timer = setTimeout(tick, Math.max(10, Math.floor(leaseMs / 3)));
    timer.unref();
  };
  const tick = async () => {
    if (held.signal.aborted) return;
    try {
      const renewed = await renewLease(await getDb(), claim, leaseMs);
      if (!renewed) return held.abort(new Error("the lease was taken over"));
      lastRenewed = Date.now();
    } catch {
      if (Date.now() - lastRenewed >= leaseMs) return held.abort(new Error("the lease lapsed while the database was unreachable"));
    }
    if (!held.signal.aborted) schedule();
  };
  schedule();
  return {
    stop() {
      clearTimeout(timer);
      if (!held.signal.aborted) held.abort(new Error("done"));
    },
  };
}
