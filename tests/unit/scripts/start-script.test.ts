import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// `npm start` runs scripts/start.sh, which must hand `next start` its arguments and the
// memory settings, while leaving any setting the operator chose alone.
const bin = mkdtempSync(path.join(tmpdir(), "start-script-"));
writeFileSync(path.join(bin, "next"), '#!/bin/sh\necho "args=$*"\necho "arenas=$MALLOC_ARENA_MAX"\necho "node=$NODE_OPTIONS"\n');
chmodSync(path.join(bin, "next"), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  return spawnSync("sh", ["scripts/start.sh", "-p", "4123"], {
    env: { PATH: `${bin}:${process.env.PATH}`, ...env } as unknown as NodeJS.ProcessEnv,
    encoding: "utf8",
  });
}

function start(env: Record<string, string>): string {
  const result = run(env);
  expect(result.status).toBe(0);
  return result.stdout;
}

describe("npm start", () => {
  it("starts next with the given arguments, one malloc arena and a bounded V8 heap", () => {
    const output = start({});
    expect(output).toContain("args=start -p 4123");
    expect(output).toContain("arenas=1");
    expect(output).toMatch(/node=--max-semi-space-size=4 --max-old-space-size=384/);
  });

  it("keeps the operator's own settings", () => {
    const output = start({ MALLOC_ARENA_MAX: "8", NODE_OPTIONS: "--max-old-space-size=1024" });
    expect(output).toContain("arenas=8");
    // The operator's flag comes last, so it wins over the default.
    expect(output).toMatch(/node=.*--max-old-space-size=384 --max-old-space-size=1024$/m);
  });

  describe("on a host without a resident process or a kept disk (JOB_WORKER=off)", () => {
    const s3 = { S3_BUCKET: "pictures", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" };

    it("exits non-zero with one line, before next starts, when DATABASE_URL is missing or blank", () => {
      for (const env of [
        { JOB_WORKER: "off", ...s3 },
        { JOB_WORKER: "off", DATABASE_URL: "", ...s3 },
      ]) {
        const result = run(env);
        expect(result.status).toBe(1);
        expect(result.stdout).not.toContain("args=");
        expect(result.stderr.trim().split("\n")).toEqual([
          "Refusing to start: DATABASE_URL: is required when JOB_WORKER=off: a serverless host keeps no disk between requests, so the embedded PGlite database would be lost.",
        ]);
      }
    });

    it("names every missing part on that one line", () => {
      const result = run({ JOB_WORKER: "off" });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Refusing to start: DATABASE_URL: is required .*; S3_BUCKET: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when JOB_WORKER=off/,
      );
    });

    it("starts once the real services are named", () => {
      expect(start({ JOB_WORKER: "off", DATABASE_URL: "postgres://db.example/app", ...s3 })).toContain("args=start -p 4123");
    });
  });
});
