import "server-only";
import { after } from "next/server";
import { env } from "@/lib/core/env";
import { logRecoveredFailure } from "@/lib/core/errors";
import { processSingleton } from "@/lib/core/process-singleton";
import type { ReadKind } from "@/lib/db/enums";
import { ReadBatch, utcDay } from "./batch";
import { addReadCounts } from "./store";

// Reads are counted in memory and written every few seconds, one row per story, day and kind,
// so a page view costs the request that reports it no database work at all. Each process keeps
// its own batch; the rows are only ever added to, so several processes (a cluster, several
// instances) sum correctly. A write that fails (the database is down) keeps its counts for the
// next one, up to a bound; what is waiting is written before the process stops.

export const FLUSH_EVERY_MS = 5_000;
// Counters are per story, day and kind, so even a long outage keeps few of them; past this bound
// new reads are not counted rather than held.
const MAX_WAITING = 20_000;

type Counter = { batch: ReadBatch; timer: NodeJS.Timeout | null; writing: Promise<void> };

const counter = () =>
  processSingleton<Counter>("read-counter", () => {
    const state: Counter = { batch: new ReadBatch(), timer: null, writing: Promise.resolve() };
    flushBeforeExit();
    return state;
  });

/** Counts one read now; it reaches the database with this process's next write. */
export function countRead(storyKey: string, kind: ReadKind): void {
  const state = counter();
  if (state.batch.size >= MAX_WAITING) return;
  state.batch.add(storyKey, kind, utcDay(new Date()));
  // Without a resident server (JOB_WORKER=off: serverless hosts) no timer outlives the answer,
  // so the request writes its count once it has answered.
  if (env().JOB_WORKER === "off") after(() => flushReads());
  else scheduleFlush(state);
}

function scheduleFlush(state: Counter): void {
  if (state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = null;
    void flushReads();
  }, FLUSH_EVERY_MS);
  // A waiting write never keeps a stopping process alive: the exit hooks below write it.
  state.timer.unref();
}

/** Writes every count waiting in this process; writes never overlap. Never throws. */
export function flushReads(): Promise<void> {
  const state = counter();
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  state.writing = state.writing.then(async () => {
    const counts = state.batch.take();
    try {
      await addReadCounts(counts);
    } catch (error) {
      state.batch.putBack(counts);
      logRecoveredFailure("Writing the read counts failed; they are kept for the next write", error);
      scheduleFlush(state);
    }
  });
  return state.writing;
}

/** Counts waiting in this process (for tests and the shutdown hook). */
export const waitingReads = (): number => counter().batch.size;

// What is waiting is written before the process ends. On a natural end (beforeExit) the event
// loop waits for the write. On SIGTERM or SIGINT `next start` closes its server and then calls
// process.exit() from its own handlers, which run after this one: from the signal on, that exit
// waits for the write, at most SHUTDOWN_WAIT_MS. Where nobody else handles the signal, this
// handler ends the process itself once the write is done, as the signal would have.
const SHUTDOWN_WAIT_MS = 3_000;
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

function flushBeforeExit(): void {
  process.once("beforeExit", () => void flushReads());
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.prependOnceListener(signal, () => {
      const written = Promise.race([flushReads(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
      const exit = process.exit.bind(process);
      if (process.listenerCount(signal) === 0) {
        void written.finally(() => exit(SIGNAL_EXIT_CODES[signal]));
        return;
      }
      process.exit = ((code?: number | string | null) => {
        void written.finally(() => exit(code));
      }) as typeof process.exit;
    });
  }
}
