import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { E2E_KEEP_ALIVE_MS, type E2EServer } from "./environment";

// Playwright starts the servers of its `webServer` list one after another, each waiting for the
// last to answer; on two cores the three took about 34 s before the first test. They start here
// side by side instead, and from one embedded database: creating one runs initdb in WebAssembly
// (about 8 s of processor each), so it is made once and copied into the other data folders,
// where each server applies the migrations as it would to a folder of its own.

const READY_WITHIN_MS = 120_000;
const POLL_MS = 250;

/** The servers the projects name (playwright.config.ts), each once. */
function serversOf(config: FullConfig): E2EServer[] {
  const byPort = new Map<number, E2EServer>();
  for (const project of config.projects) {
    const server = (project.use as { server?: E2EServer }).server;
    if (server) byPort.set(server.port, server);
  }
  return [...byPort.values()];
}

/** One freshly created embedded database in every data folder, initdb run once. */
function createDatabases(servers: E2EServer[]): void {
  const [first, ...rest] = servers.map((server) => path.join(server.dataDir, "pglite"));
  if (!first || existsSync(path.join(first, "PG_VERSION"))) return;
  mkdirSync(first, { recursive: true });
  execFileSync(process.execPath, [path.resolve("lib", "db", "create-pglite.mjs"), first], { stdio: "inherit" });
  for (const folder of rest) cpSync(first, folder, { recursive: true });
}

function start({ baseURL, port, dataDir }: E2EServer): ChildProcess {
  const child = spawn("npx", ["next", "start", "--keepAliveTimeout", String(E2E_KEEP_ALIVE_MS)], {
    // A group of its own, so that stopping it stops next's own process under npx too.
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
      DATABASE_URL: "",
    },
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) process.stderr.write(`[WebServer] ${line}\n`);
  });
  return child;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Resolves once the server's health check answers, rejects if it exits or takes too long. */
function ready(child: ChildProcess, { baseURL }: E2EServer): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + READY_WITHIN_MS;
    let exited = false;
    child.once("exit", (code, signal) => {
      exited = true;
      reject(new Error(`The e2e server for ${baseURL} exited (${signal ?? code}) before it answered /api/health.`));
    });
    const poll = async () => {
      if (exited) return;
      if (await answers(`${baseURL}/api/health`)) return resolve();
      if (Date.now() > deadline) return reject(new Error(`The e2e server for ${baseURL} did not answer /api/health within ${READY_WITHIN_MS / 1000} s.`));
      setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
  });
}

function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  const servers = serversOf(config);
  createDatabases(servers);
  const children = servers.map(start);
  // Should the runner end without its teardown (a crash, a second Ctrl-C), the servers end with it.
  process.once("exit", () => children.forEach(stop));
  const stopAll = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            stop(child);
          }),
      ),
    );
  };
  try {
    await Promise.all(children.map((child, index) => ready(child, servers[index]!)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
