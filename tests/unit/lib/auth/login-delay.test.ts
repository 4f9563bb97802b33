import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_CONCURRENT_WAITS, MAX_WAIT_MS, loginDelayMs, waitBeforePasswordCheck } from "@/lib/auth/login-delay";
import { SERVER_BUSY } from "@/lib/auth/password-work";
import { LIMITS } from "@/lib/http/rate-limit";

const oneClient = LIMITS.loginFailuresPerAccountAndClient.max;

afterEach(() => {
  vi.useRealTimers();
});

describe("the account-wide wait before a password check", () => {
  it("costs nothing up to one client's failures, then doubles with each failure up to the cap", () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(oneClient - 1)).toBe(0);
    expect(loginDelayMs(oneClient)).toBeGreaterThan(0);
    expect(loginDelayMs(oneClient + 1)).toBe(2 * loginDelayMs(oneClient));
    expect(loginDelayMs(oneClient + 50)).toBe(MAX_WAIT_MS);
    expect(loginDelayMs(Number.MAX_SAFE_INTEGER)).toBe(MAX_WAIT_MS);
  });

  it("lets only so many requests wait at once, answering the next 503 at once, and never delays one that owes no wait", async () => {
    vi.useFakeTimers();
    const waiting = Array.from({ length: MAX_CONCURRENT_WAITS }, () => waitBeforePasswordCheck(oneClient + 50));
    await expect(waitBeforePasswordCheck(oneClient + 50)).rejects.toMatchObject({ status: 503, message: SERVER_BUSY });
    await expect(waitBeforePasswordCheck(0)).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS);
    await Promise.all(waiting);
    const again = waitBeforePasswordCheck(oneClient);
    await vi.advanceTimersByTimeAsync(loginDelayMs(oneClient));
    await expect(again).resolves.toBeUndefined();
  });
});
