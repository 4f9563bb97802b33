import { vi } from "vitest";
import { getDb } from "@/lib/db";
import { startJobWorker, type JobWorker, type JobWorkerOptions } from "@/lib/jobs/worker";

const quiet = { warn: () => {}, error: () => {} };
const running: JobWorker[] = [];

/**
 * Runs jobs in this test process as the server's worker would: a short lease, a poll every 50 ms,
 * no log lines, unless `options` say otherwise. `stopTestWorkers` (in afterEach) stops them: one
 * left polling would open a connection after the file's teardown closed the database, while its
 * PostgreSQL database is being dropped.
 */
export function startTestWorker(options: Pick<JobWorkerOptions, "handlers"> & Partial<JobWorkerOptions>): JobWorker {
  const worker = startJobWorker({ getDb, leaseMs: 2_000, pollMs: 50, log: quiet, ...options });
  running.push(worker);
  return worker;
}

/** Stops every worker startTestWorker started, waiting for each. */
export async function stopTestWorkers(): Promise<void> {
  await Promise.all(running.splice(0).map((worker) => worker.stop()));
}

/**
 * What `probe` answers once it answers something (not null, undefined or false), asked every
 * 25 ms (vi.waitFor) for at most `timeout` ms.
 */
export function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeout = 15_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (!value) throw new Error(`Timed out waiting for ${what}`);
      return value;
    },
    { timeout, interval: 25 },
  );
}
