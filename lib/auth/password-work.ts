import "server-only";
import { AppError } from "@/lib/core/errors";

// bcryptjs is pure JavaScript: every hash or compare holds the event loop in ~100 ms slices
// for about a quarter of a second. Unbounded, a burst of logins starves every other request
// (pages, health). Password work therefore runs a few at a time behind a short queue, and a
// request beyond the queue is refused at once instead of waiting for minutes.

export const SERVER_BUSY = "The server is busy. Please try again in a moment.";

export type WorkLimiter = <T>(work: () => Promise<T>) => Promise<T>;

/** Runs at most `concurrency` jobs at once, in arrival order; beyond `maxQueued` waiting jobs, 503. */
export function createWorkLimiter(concurrency: number, maxQueued: number): WorkLimiter {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) {
      running += 1;
    } else {
      if (waiting.length >= maxQueued) throw new AppError("unavailable", SERVER_BUSY, { headers: { "retry-after": "2" } });
      // The finishing job hands its slot over, so `running` stays counted for this one.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

// One at a time: the hashes share the one event loop, so running two at once makes each
// take twice as long without finishing any sooner.
export const passwordWork = createWorkLimiter(1, 8);
