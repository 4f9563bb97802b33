import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * How long the e2e servers keep an idle connection. Playwright's request contexts reuse one with no
 * timeout of their own whatever the server announced, and Node closes it after 5 s: a request sent
 * as the server closes it dies with "socket hang up". Longer than the longest test (four minutes),
 * so no connection idles that long.
 */
export const E2E_KEEP_ALIVE_MS = 300_000;

/** One of the production servers the browser tests share: its address and its data folder. */
export type E2EServer = { baseURL: string; port: number; dataDir: string };

// Playwright evaluates its config in the runner and again in every worker; the first
// evaluation fixes the ports and data folders in the environment, which workers inherit.

/** `count` servers, each on a free port (picked together, so never twice the same) with a data folder of its own. */
export function e2eServers(count: number): E2EServer[] {
  process.env.E2E_PORTS ??= execFileSync(process.execPath, [
    "-e",
    "const n=Number(process.argv[1]);const all=[];for(let i=0;i<n;i++)all.push(require('net').createServer().listen(0,'127.0.0.1',()=>{if(all.every((s)=>s.listening)){console.log(all.map((s)=>s.address().port).join(','));all.forEach((s)=>s.close())}}))",
    String(count),
  ])
    .toString()
    .trim();
  return process.env.E2E_PORTS.split(",").map((text, index) => {
    const port = Number(text);
    const folder = `E2E_DATA_DIR_${index}`;
    process.env[folder] ??= mkdtempSync(path.join(tmpdir(), "app-e2e-"));
    // Auth.js and Next use "localhost"; a cookie set on 127.0.0.1 would be lost.
    return { baseURL: `http://localhost:${port}`, port, dataDir: process.env[folder] };
  });
}

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** Debian's Chromium (or CHROMIUM_PATH); undefined lets Playwright use its own install. */
export function chromiumPath(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points to ${configured}, which does not exist.`);
    return configured;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const own = (require("playwright-core") as typeof import("playwright-core")).chromium.executablePath();
    if (own && existsSync(own)) return undefined;
  } catch {
    /* fall through to the message */
  }
  throw new Error(
    "No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium` " +
      "(Debian/Ubuntu), set CHROMIUM_PATH to a Chromium or Chrome binary, or run `npx playwright install chromium`.",
  );
}
