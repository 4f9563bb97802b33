import { randomBytes } from "node:crypto";
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { lstat, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

// Everything under DATA_DIR is readable by this process's user only: the database (whose WAL
// holds emails and password hashes), uploads, the outbox and the development secret.
// Folders are 0700 and files 0600, whatever the umask or the code that created them.
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** mkdir -p with folders 0700; an existing folder at `dir` is tightened to 0700 too. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  chmodSync(dir, DIR_MODE);
}

const TEMPORARY_SUFFIX = ".tmp";
const TEMPORARY_NAME = /\.[0-9a-f]{12}\.tmp$/;

/**
 * Writes a file readable by this user only. It is written aside and renamed into place, so
 * a reader never sees half a file and an older file's looser mode does not survive.
 */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  ensurePrivateDir(path.dirname(file));
  const temporary = `${file}.${randomBytes(6).toString("hex")}${TEMPORARY_SUFFIX}`;
  try {
    await writeFile(temporary, data, { mode: FILE_MODE, flag: "wx" });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Removes group and other permissions from `root` and everything below it (symbolic links
 * are left alone, never followed). For what other code created with looser modes: the files
 * PGlite's initdb writes (0666 whatever the umask), and DATA_DIRs of older versions.
 */
export function tightenPrivateTree(root: string): void {
  const stat = lstatSync(root, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return;
  if (stat.mode & 0o077) chmodSync(root, stat.mode & 0o700);
  if (stat.isDirectory()) for (const entry of readdirSync(root)) tightenPrivateTree(path.join(root, entry));
}

/**
 * Deletes what writePrivateFile left aside when its process died mid-write: its temporary
 * files under `root` (but not under `skip`) older than `olderThanMs`, so a write in progress is
 * left alone. Answers how many were deleted; running it again deletes nothing more.
 */
export async function removeStaleTemporaryFiles(root: string, olderThanMs: number, skip: readonly string[] = [], now = Date.now()): Promise<number> {
  let removed = 0;
  let entries: string[];
  try {
    entries = await readdir(root);
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const file = path.join(root, entry);
    if (skip.includes(file)) continue;
    const stat = await lstat(file).catch(() => null);
    if (!stat || stat.isSymbolicLink()) continue;
    if (stat.isDirectory()) removed += await removeStaleTemporaryFiles(file, olderThanMs, skip, now);
    else if (TEMPORARY_NAME.test(entry) && now - stat.mtimeMs >= olderThanMs) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
