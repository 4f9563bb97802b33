import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/core/env";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "env-test-"));

describe("parseEnv", () => {
  it("defaults the public URL to localhost on the configured port", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), PORT: "4123" });
    expect(env.publicUrl).toBe("http://localhost:4123");
  });

  it("requires AUTH_SECRET in production and names it", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: tempDir() })).toThrow(/AUTH_SECRET/);
  });

  it("names the bad variable in a readable message", () => {
    expect(() => parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: "not a url" })).toThrow(EnvError);
    expect(() => parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("generates a development secret once and keeps it under DATA_DIR", () => {
    const dir = tempDir();
    const first = parseEnv({ DATA_DIR: dir });
    const second = parseEnv({ DATA_DIR: dir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first.authSecret);
  });

  it("treats blank variables as unset", () => {
    const env = parseEnv({ DATA_DIR: tempDir(), DATABASE_URL: "", PUBLIC_URL: "https://example.org/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("https://example.org");
  });

  describe("JOB_WORKER=off (a serverless host)", () => {
    const s3 = { S3_BUCKET: "pages", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" };
    const postgres = { DATABASE_URL: "postgres://app@db.example.org/app" };
    const refusal = (source: Record<string, string>) => {
      try {
        parseEnv({ DATA_DIR: tempDir(), JOB_WORKER: "off", ...source });
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message.split("\n").filter((line) => line.startsWith("  "));
      }
      throw new Error("parseEnv accepted it");
    };

    it("refuses to start without DATABASE_URL, in one line saying why", () => {
      expect(refusal(s3)).toEqual([
        "  DATABASE_URL: is required when JOB_WORKER=off: a serverless host keeps no disk between requests, so the embedded PGlite database would be lost",
      ]);
    });

    it("refuses to start without S3_*, in one line saying why", () => {
      expect(refusal(postgres)).toEqual([
        "  S3_BUCKET: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when JOB_WORKER=off: a serverless host keeps no disk between requests, so uploads and images stored on local disk would be lost",
      ]);
      expect(refusal({})).toHaveLength(2);
    });

    it("starts with both, and the resident worker needs neither", () => {
      expect(parseEnv({ DATA_DIR: tempDir(), JOB_WORKER: "off", ...postgres, ...s3 })).toMatchObject({ JOB_WORKER: "off", JOB_RUN_SECONDS: 50 });
      expect(parseEnv({ DATA_DIR: tempDir() })).toMatchObject({ JOB_WORKER: "on" });
    });

    it("names a bad JOB_WORKER, JOB_RUN_SECONDS or a short CRON_SECRET", () => {
      expect(() => parseEnv({ DATA_DIR: tempDir(), JOB_WORKER: "no" })).toThrow(/JOB_WORKER: must be "on" or "off"/);
      expect(() => parseEnv({ DATA_DIR: tempDir(), JOB_RUN_SECONDS: "2" })).toThrow(/JOB_RUN_SECONDS/);
      expect(() => parseEnv({ DATA_DIR: tempDir(), CRON_SECRET: "short" })).toThrow(/CRON_SECRET: must be at least 16 characters/);
    });
  });
});
