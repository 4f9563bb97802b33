import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Database } from "@/db";
import type { JobKind } from "@/db/enums";
import type { Job } from "@/db/schema";
import { isDatabaseUnavailable } from "@/lib/errors";
import { claimJob, completeJob, failAbandonedJobs, failJob, renewLease, retryJobLater, type Claim } from "./queue";
import { PermanentJobError, type JobFailure, type JobHandler, type JobResult } from "./types";

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
// It lives on globalThis because Next loads route bundles and the instrumentation hook as
// separate module instances.
const globalForJobs = globalThis as unknown as { __jobWakers?: Set<() => void> };
const wakers = (globalForJobs.__jobWakers ??= new Set());

/** Call after committing a transaction that enqueued jobs. */
export function wakeJobWorkers(): void {
  for (const wake of wakers) wake();
}

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  const log = options.log ?? console;
  const kinds = Object.keys(options.handlers) as JobKind[];
  const name = options.name ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const stopping = new AbortController();
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
      else log.error("Job worker: could not look for jobs", error);
    }
    return Math.min(MAX_OUTAGE_RETRY_MS, FIRST_OUTAGE_RETRY_MS * 2 ** (outageFailures - 1));
  }
  function reportRecovery(): void {
    if (outageFailures > 0) log.warn("Job worker: the database answers again");
    outageFailures = 0;
  }

  async function failAbandoned(db: Database): Promise<void> {
    await db.transaction(async (tx) => {
      for (const job of await failAbandonedJobs(tx, kinds, INTERRUPTED_MESSAGE)) {
        await options.handlers[job.kind]!.giveUp(tx, job, { reason: "interrupted", message: INTERRUPTED_MESSAGE });
      }
    });
  }

  async function loop(slot: number): Promise<void> {
    const owner = `${name}#${slot}`;
    while (!stopping.signal.aborted) {
      let job: Job | null;
      try {
        const db = await options.getDb();
        if (slot === 0) await failAbandoned(db);
        job = await claimJob(db, { owner, kinds, leaseMs });
        reportRecovery();
      } catch (error) {
        await sleep(reportOutage(error));
        continue;
      }
      if (job) await runClaimed(job);
      else await sleep(pollMs);
    }
  }

  async function runClaimed(job: Job): Promise<void> {
    const claim: Claim = { id: job.id, leaseOwner: job.leaseOwner, attempts: job.attempts };
    const handler = options.handlers[job.kind]!;
    const held = new AbortController();
    const onStop = () => held.abort(new Error("the worker stopped"));
    stopping.signal.addEventListener("abort", onStop, { once: true });
    const renewal = keepLease(claim, held);
    try {
      const outcome = await Promise.race([
        handler.run(job, { signal: held.signal }).then(
          (result): { result: JobResult } => ({ result }),
          (error: unknown) => ({ error }),
        ),
        new Promise<null>((resolve) => held.signal.addEventListener("abort", () => resolve(null), { once: true })),
      ]);
      // Whatever the handler did after losing the job is dropped: the new holder decides.
      if (!outcome || held.signal.aborted) return;
      if ("result" in outcome) await save(job, claim, outcome.result);
      else await settleFailure(job, claim, handler, outcome.error);
    } catch (error) {
      log.error(`Job ${job.id} (${job.kind}): could not record its outcome; it runs again once its lease lapses`, error);
    } finally {
      renewal.stop();
      stopping.signal.removeEventListener("abort", onStop);
    }
  }

  async function save(job: Job, claim: Claim, result: JobResult): Promise<void> {
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
    if (saved) result.afterSave?.();
    else log.warn(`Job ${job.id} (${job.kind}): finished after its lease was taken over; result dropped`);
  }

  async function settleFailure(job: Job, claim: Claim, handler: JobHandler, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const db = await options.getDb();
    if (!(error instanceof PermanentJobError) && job.attempts < job.maxAttempts) {
      log.warn(`Job ${job.id} (${job.kind}) attempt ${job.attempts} of ${job.maxAttempts} failed, will retry: ${message}`);
      await retryJobLater(db, claim, message, retryDelay(job.attempts));
      return;
    }
    if (!(error instanceof PermanentJobError)) log.error(`Job ${job.id} (${job.kind}) failed on its last attempt`, error);
    const failure: JobFailure = { reason: error instanceof PermanentJobError ? "failed" : "crashed", message };
    await db.transaction(async (tx) => {
      if (await failJob(tx, claim, message)) await handler.giveUp(tx, job, failure);
    });
  }

  // Renews a third of the way through each lease. A renewal that finds the job taken over, or
  // that cannot reach the database before the lease would have lapsed, gives the job up.
  function keepLease(claim: Claim, held: AbortController) {
    let timer: NodeJS.Timeout | undefined;
    let lastRenewed = Date.now();
    const schedule = () => {
      timer = setTimeout(tick, Math.max(10, Math.floor(leaseMs / 3)));
      timer.unref();
    };
    const tick = async () => {
      if (held.signal.aborted) return;
      try {
        const renewed = await renewLease(await options.getDb(), claim, leaseMs);
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
