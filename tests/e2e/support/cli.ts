import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { lockPath, readLock } from "@/lib/db/data-lock";
import { callServerCommand } from "@/lib/cli/server-call";

const run = promisify(execFile);

/** The data folder of the server the running worker's project uses (set by support/fixtures.ts). */
function serverDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("No e2e server for this spec: import `test` from ./support/fixtures, which names its project's server.");
  return dataDir;
}

/** Runs an npm script against the e2e server's DATA_DIR, as an operator would beside it. */
export async function npmRun(script: string, args: string[] = []): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", script, "--", ...args], {
    env: { ...process.env, DATA_DIR: serverDataDir(), DATABASE_URL: "", PUBLIC_URL: process.env.E2E_BASE_URL },
    timeout: 60_000,
  });
  return stdout;
}

/** Runs a command-line tool's command inside the e2e server, as the tool does while the server holds the database. */
export async function serverCommand(name: string, args: Record<string, unknown>): Promise<string[]> {
  const dataDir = serverDataDir();
  const lock = readLock(dataDir);
  if (lock?.role !== "server" || !lock.port) throw new Error(`The e2e server holds no lock in ${lockPath(dataDir)}`);
  return callServerCommand({ ...lock, port: lock.port }, name, args);
}
