import "server-only";
import { AppError } from "@/lib/core/errors";
import { forgetAttempts, LIMITS, takeAttempt } from "@/lib/http/rate-limit";
import { clientIp } from "./client-ip";

export const TOO_MANY_TOKEN_ATTEMPTS = "Too many attempts with invalid links. Please wait a few minutes and try again.";

/**
 * Runs one use of a one-time link (an invitation, a password reset) under the per-client limit
 * of refused uses, the way sign-ins are limited: the use counts from the moment it starts, so
 * parallel guesses cannot overshoot; a use that succeeds, or one that failed for the server's
 * sake rather than the caller's (busy, database down), gives its attempt back.
 */
export async function throttledTokenUse<T>(request: Request, attempt: () => Promise<T>): Promise<T> {
  const taken = await takeAttempt(LIMITS.tokenFailuresPerIp, clientIp(request));
  if (taken === null) throw new AppError("rate_limited", TOO_MANY_TOKEN_ATTEMPTS);
  try {
    const result = await attempt();
    await forgetAttempts([taken]);
    return result;
  } catch (error) {
    const refused = error instanceof AppError && error.status >= 400 && error.status < 500;
    if (!refused) await forgetAttempts([taken]);
    throw error;
  }
}
