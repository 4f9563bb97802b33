import { describe, expect, it, vi } from "vitest";
import { LOCAL_IMAGES_WARNING, lostGuarantees, STALE_PAGES_WARNING, warnOfLostGuarantees } from "@/lib/config/deployment-warnings";

// An operator running several instances on PostgreSQL learns at start what is missing.

const postgres = "postgres://db/app";

describe("the guarantees lost for several instances", () => {
  it("are none on the embedded database (one instance) or with Redis and S3 both set", () => {
    expect(lostGuarantees({ DATABASE_URL: undefined, REDIS_URL: undefined, S3_BUCKET: undefined })).toEqual([]);
    expect(lostGuarantees({ DATABASE_URL: postgres, REDIS_URL: "redis://cache:6379", S3_BUCKET: "images" })).toEqual([]);
  });

  it("name stale pages without REDIS_URL and images on one instance without S3", () => {
    expect(lostGuarantees({ DATABASE_URL: postgres, REDIS_URL: undefined, S3_BUCKET: "images" })).toEqual([STALE_PAGES_WARNING]);
    expect(lostGuarantees({ DATABASE_URL: postgres, REDIS_URL: "redis://cache:6379", S3_BUCKET: undefined })).toEqual([LOCAL_IMAGES_WARNING]);
    expect(STALE_PAGES_WARNING).toMatch(/REDIS_URL is not set.*old page/);
    expect(LOCAL_IMAGES_WARNING).toMatch(/S3_BUCKET is not set.*missing \(404\) on the others/);
  });

  it("are logged in one warning, or not at all", () => {
    const log = { warn: vi.fn() };
    warnOfLostGuarantees({ DATABASE_URL: postgres, REDIS_URL: undefined, S3_BUCKET: undefined }, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toContain(`- ${STALE_PAGES_WARNING}\n- ${LOCAL_IMAGES_WARNING}`);
    warnOfLostGuarantees({ DATABASE_URL: undefined, REDIS_URL: undefined, S3_BUCKET: undefined }, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
