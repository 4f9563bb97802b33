import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataLock, DataDirBusyError, lockHolder, lockPath, readLock, releaseDataLock } from "@/lib/db/data-lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) releaseDataLock(dir);
});

describe("the embedded database lock", () => {
  it("records the holder's pid, port and a random token", () => {
    const dir = tempDir();
    const info = acquireDataLock(dir, "server", 4321);
    expect(readLock(dir)).toEqual(info);
    expect(info).toMatchObject({ pid: process.pid, port: 4321, role: "server" });
    expect(info.token.length).toBeGreaterThanOrEqual(40);
  });

  it("refuses a second live process and names it", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(lockPath(dir), JSON.stringify({ pid: other.pid, port: 3000, token: "t", role: "server" }));
      expect(() => acquireDataLock(dir, "cli", null)).toThrow(DataDirBusyError);
      expect(lockHolder(dir)).toMatchObject({ pid: other.pid, port: 3000, role: "server" });
    } finally {
      other.kill();
    }
  });

  it("takes over a stale lock left by a dead process", () => {
    const dir = tempDir();
    writeFileSync(lockPath(dir), JSON.stringify({ pid: 2 ** 22 + 7, port: 3000, token: "old", role: "server" }));
    expect(lockHolder(dir)).toBeNull();
    const info = acquireDataLock(dir, "cli", null);
    expect(readLock(dir)?.token).toBe(info.token);
  });

  it("removes its lock file on release", () => {
    const dir = tempDir();
    acquireDataLock(dir, "cli", null);
    releaseDataLock(dir);
    expect(readLock(dir)).toBeNull();
  });
});
