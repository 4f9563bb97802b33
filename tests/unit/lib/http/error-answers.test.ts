import { describe, expect, it, vi } from "vitest";
import { DATABASE_OUTAGE_DIGEST } from "@/lib/core/errors";
import { databaseOutage, errorAnswer } from "@/lib/http/error-answers";
import { dropWhenRecovered, watchForRecovery } from "@/lib/runtime/outage-recovery";

// No error answer (a 404 included) may be kept by a CDN, a page that failed for a database outage answers 503,
// and pages rendered from fallbacks during an outage are dropped once it is over.

describe("error answers", () => {
  it("leave successes alone, and make every client and server error no-store", () => {
    expect(errorAnswer(200)).toBeNull();
    expect(errorAnswer(304)).toBeNull();
    expect(errorAnswer(404, 0)).toEqual({ status: 404, headers: { "cache-control": "no-store" } });
    expect(errorAnswer(502, 0)).toEqual({ status: 502, headers: { "cache-control": "no-store" } });
    expect(errorAnswer(500, 0)).toEqual({ status: 500, headers: { "cache-control": "no-store" } });
  });

  it("turn a 500 into a 503 with Retry-After right after a page found the database unreachable", () => {
    const error = databaseOutage();
    expect((error as Error & { digest?: string }).digest).toBe(DATABASE_OUTAGE_DIGEST);
    expect(errorAnswer(500)).toEqual({ status: 503, headers: { "cache-control": "no-store", "retry-after": "5" } });
    expect(errorAnswer(500, Date.now() + 60_000)).toEqual({ status: 500, headers: { "cache-control": "no-store" } });
  });
});

describe("the recovery watch", () => {
  it("drops the pages once, when the database answers again", async () => {
    let attempts = 0;
    const probe = vi.fn(async () => {
      attempts += 1;
      if (attempts < 3) throw new Error("ECONNREFUSED");
    });
    const drop = vi.fn();
    await dropWhenRecovered({ probe, drop, intervalMs: 5 });
    expect(probe).toHaveBeenCalledTimes(3);
    expect(drop).toHaveBeenCalledTimes(1);
  });

  it("runs one watch however many pages fell back meanwhile", async () => {
    const drop = vi.fn();
    const probe = vi.fn(async () => {});
    const first = watchForRecovery({ probe, drop, intervalMs: 5 });
    const second = watchForRecovery({ probe, drop, intervalMs: 5 });
    expect(second).toBe(first);
    await first;
    expect(drop).toHaveBeenCalledTimes(1);
  });
});
