import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Playwright evaluates its config in the runner and again in every worker; the first
// evaluation fixes the port and data folder in the environment, which workers inherit.

export function e2ePort(): number {
  process.env.E2E_PORT ??= execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
  return Number(process.env.E2E_PORT);
}

export function e2eDataDir(): string {
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "app-e2e-"));
  return process.env.E2E_DATA_DIR;
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
