import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs an npm script against the e2e server's DATA_DIR, as an operator would beside it. */
export async function npmRun(script: string, args: string[] = []): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", script, "--", ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "", PUBLIC_URL: process.env.E2E_BASE_URL },
    timeout: 60_000,
  });
  return stdout;
}
