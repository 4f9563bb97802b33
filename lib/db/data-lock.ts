import { randomBytes } from "node:crypto";
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from "node:fs";
import path from "node:path";
import { ensurePrivateDir } from "@/lib/core/private-files";

// PGlite has no cross-process lock: two processes on one data folder lose writes. Whoever
// opens the embedded database first takes DATA_DIR/db.lock (created exclusively) and keeps
// it until it exits. The server records its port and a random token in the lock, so that
// command-line tools finding the lock taken go through the running server instead
// (lib/cli/bridge.ts) and never open the folder themselves.

export type LockInfo = { pid: number; port: number | null; token: string; role: "server" | "cli" };

export class DataDirBusyError extends Error {
  constructor(readonly holder: LockInfo) {
    super(
      `The embedded database in this DATA_DIR is in use by another process (pid ${holder.pid}, ${holder.role}). ` +
        (holder.role === "server" ? "Command-line tools talk to that server; start it again or use another DATA_DIR." : "Wait for that command to finish."),
    );
  }
}

const held = new Map<string, LockInfo>();

export function lockPath(dataDir: string): string {
  return path.join(dataDir, "db.lock");
}

export function readLock(dataDir: string): LockInfo | null {
  try {
    return JSON.parse(readFileSync(lockPath(dataDir), "utf8")) as LockInfo;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process holding the lock, other than this one, or null. */
export function lockHolder(dataDir: string): LockInfo | null {
  const info = readLock(dataDir);
  if (!info || info.pid === process.pid || !alive(info.pid)) return null;
  return info;
}

export function acquireDataLock(dataDir: string, role: LockInfo["role"], port: number | null): LockInfo {
  const existing = held.get(dataDir);
  if (existing) return existing;
  ensurePrivateDir(dataDir);
  const file = lockPath(dataDir);
  const info: LockInfo = { pid: process.pid, port, token: randomBytes(32).toString("base64url"), role };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      held.set(dataDir, info);
      process.once("exit", () => releaseDataLock(dataDir));
      return info;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLock(dataDir);
      if (holder && holder.pid !== process.pid && alive(holder.pid)) throw new DataDirBusyError(holder);
      // A stale lock from a process that died without cleaning up.
      try {
        unlinkSync(file);
      } catch {
        /* removed by someone else meanwhile */
      }
    }
  }
  throw new Error(`Could not take the database lock ${file}`);
}

export function releaseDataLock(dataDir: string): void {
  const info = held.get(dataDir);
  if (!info) return;
  held.delete(dataDir);
  if (readLock(dataDir)?.token === info.token) {
    try {
      unlinkSync(lockPath(dataDir));
    } catch {
      /* already gone */
    }
  }
}
