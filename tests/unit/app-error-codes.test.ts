import { describe, expect, it } from "vitest";
import { AppError, databaseUnavailable, isDatabaseUnavailable } from "@/lib/errors";

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
