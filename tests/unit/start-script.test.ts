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

function start(env: Record<string, string>): string {
  const result = spawnSync("sh", ["scripts/start.sh", "-p", "4123"], {
    env: { PATH: `${bin}:${process.env.PATH}`, ...env } as unknown as NodeJS.ProcessEnv,
    encoding: "utf8",
  });
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
});
