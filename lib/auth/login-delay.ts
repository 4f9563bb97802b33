import "server-only";
import { LIMITS } from "@/lib/http/rate-limit";
import { createWorkLimiter } from "./password-work";

// Guesses at one account from many clients are slowed, never refused: refusing them would
// refuse the owner's right password too, which is how anyone who knew an admin's email could
// keep that admin out. Every password check of an account with more failures than one client
// may make waits before it runs, doubling with each further failure up to a cap, whoever asks.
// The waits are bounded twice, so they cannot be turned against the server: each is capped,
// and only so many requests may wait at once in a process (beyond them, 503 at once, as for
// bcrypt's queue); with bcrypt run one at a time, that bounds the guesses an instance answers.

const FIRST_WAIT_MS = 500;
export const MAX_WAIT_MS = 10_000;
export const MAX_CONCURRENT_WAITS = 16;

/** The wait before a password check of an account that failed `earlierFailures` times in the window. */
export function loginDelayMs(earlierFailures: number): number {
  const beyondOneClient = earlierFailures - LIMITS.loginFailuresPerAccountAndClient.max;
  return beyondOneClient < 0 ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** beyondOneClient);
}

// A waiting request holds a socket and nothing else; no queue behind the cap, since a queued
// request would wait longer than the cap.
const waits = createWorkLimiter(MAX_CONCURRENT_WAITS, 0);

export async function waitBeforePasswordCheck(earlierFailures: number): Promise<void> {
  const ms = loginDelayMs(earlierFailures);
  if (ms > 0) await waits(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
