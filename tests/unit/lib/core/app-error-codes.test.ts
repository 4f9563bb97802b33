import { describe, expect, it, vi } from "vitest";
import { AppError, databaseUnavailable, isDatabaseUnavailable } from "@/lib/core/errors";

describe("AppError codes", () => {
  it.each([
    ["bad_request", 400],
    ["unauthorized", 401],
    ["forbidden", 403],
    ["not_found", 404],
    ["method_not_allowed", 405],
    ["conflict", 409],
    ["payload_too_large", 413],
    ["unsupported_media_type", 415],
    ["rate_limited", 429],
    ["internal", 500],
    ["not_implemented", 501],
    ["upstream_failed", 502],
    ["unavailable", 503],
  ] as const)("%s answers HTTP %i", (code, status) => {
    const error = new AppError(code, "message");
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
  });

  it("tells the database's outage from another 503", () => {
    expect(isDatabaseUnavailable(databaseUnavailable())).toBe(true);
    expect(isDatabaseUnavailable(new AppError("unavailable", "The server is busy"))).toBe(false);
  });
});

describe("an AppError made by another copy of lib/core/errors", () => {
  // Next bundles lib/core/errors into each route and into the start-up code: the database pool,
  // made by the start-up copy, throws that copy's AppError into a route's handler.
  it("is still an AppError, and an outage still reads as one inside drizzle's wrapper", async () => {
    const ours = await import("@/lib/core/errors");
    vi.resetModules();
    const theirs = await import("@/lib/core/errors");
    expect(theirs.AppError).not.toBe(ours.AppError);
    const outage = theirs.databaseUnavailable();
    expect(outage).toBeInstanceOf(ours.AppError);
    expect(ours.isDatabaseUnavailable(Object.assign(new Error("Failed query: select 1"), { cause: outage }))).toBe(true);
    expect(new Error("plain")).not.toBeInstanceOf(ours.AppError);
    // A subclass still tells its own errors from other AppErrors.
    class NarrowError extends ours.AppError {}
    expect(new NarrowError("internal", "narrow")).toBeInstanceOf(ours.AppError);
    expect(ours.databaseUnavailable()).not.toBeInstanceOf(NarrowError);
  });
});
