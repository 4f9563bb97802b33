import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { elapse } from "../../support/elapse";
import { freePort } from "../../support/free-port";

// A production server started with a configuration it cannot work with must stop with the
// reason, not stay up answering every request with a 500 (what a health check or a person would
// then see): `npm start` refuses before `next start` listens, and `next start` run directly
// (as a host that bypasses `npm start` does) exits as soon as it loads the app.

test.describe.configure({ timeout: 90_000 });

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** How often the port is tried while the command runs. */
const SAMPLE_MS = 50;

type Run = { code: number | null; stdout: string; stderr: string; listened: boolean };

/** Runs a start command until it exits (or 60 s), noting whether its port ever took a connection. */
async function runUntilExit(command: string, args: string[], env: Record<string, string>, port: number): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "app-e2e-start-"));
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let listened = false;
  let done = false;
  void exited.then(() => (done = true));
  const giveUp = setTimeout(() => child.kill("SIGKILL"), 60_000);
  // Whether it listens is a moment that may come and go before the exit: the port is tried every
  // SAMPLE_MS until then.
  while (!done) {
    listened ||= await accepts(port);
    await Promise.race([exited, elapse(SAMPLE_MS)]);
  }
  clearTimeout(giveUp);
  const code = await exited;
  rmSync(dataDir, { recursive: true, force: true });
  return { code, stdout, stderr, listened };
}

const AUTH_SECRET = "start-refusal-secret-start-refusal-secret-0123";

test("npm start refuses a serverless configuration without a database in one line, before it listens", async () => {
  const port = await freePort();
  const run = await runUntilExit(
    "sh",
    ["scripts/start.sh"],
    { JOB_WORKER: "off", AUTH_SECRET, S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" },
    port,
  );
  expect(run.code).toBe(1);
  expect(run.listened).toBe(false);
  expect(run.stdout).toBe("");
  expect(run.stderr.trim().split("\n")).toEqual([
    "Refusing to start: DATABASE_URL: is required when JOB_WORKER=off: a serverless host keeps no disk between requests, so the embedded PGlite database would be lost.",
  ]);
});

test("next start run directly exits with the reasons once, instead of answering requests with a 500", async () => {
  const port = await freePort();
  const next = path.join("node_modules", "next", "dist", "bin", "next");
  const run = await runUntilExit(process.execPath, [next, "start"], { AUTH_SECRET, TRUSTED_PROXY_HOPS: "many" }, port);
  expect(run.code).toBe(1);
  expect(run.stderr.match(/Invalid environment configuration/g)).toHaveLength(1);
  expect(run.stderr).toContain("TRUSTED_PROXY_HOPS:");
  expect(await accepts(port)).toBe(false);
});
