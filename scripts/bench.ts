import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

// `npm run bench`: starts the production server on a free port with a throwaway DATA_DIR,
// seeds one story, then measures /story/{id} against a static file from public/ with the
// same loopback load (10 connections, keep-alive), and reports the gzipped first-load JS
// of / and /story/{id} from the build manifests. Builds the current source first (an older
// build would measure old code); BENCH_SKIP_BUILD=1 reuses the existing build.
// The two targets are measured in alternating rounds and the median round is reported, so
// other load on the machine weighs on both alike. BENCH_SECONDS (default 5) is the length of
// each run, BENCH_ROUNDS (default 3) the number of rounds; NEXT_DIST_DIR picks the build.

const distDir = process.env.NEXT_DIST_DIR || ".next";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const bulk = Number(process.env.BENCH_BULK ?? 10_000);
const CONNECTIONS = 10;
const STATIC_FILE = "/original-story/01-weekly-arrival.svg";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

type Run = { requests: number; errors: number; perSecond: number; p50: number; p99: number; bytes: number };

type LoadOptions = { duration?: number; connections?: number; headers?: Record<string, string>; status?: number };

// A small closed-loop load generator: each connection sends its next request as soon as the
// previous answer has been read, for the whole duration. An answer with another status than
// the expected one counts as an error.
async function load(port: number, pathname: string, options: LoadOptions = {}): Promise<Run> {
  const { duration = seconds, connections = CONNECTIONS, headers = {}, status = 200 } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const end = Date.now() + duration * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.get({ host: "127.0.0.1", port, path: pathname, agent, headers: { "accept-encoding": "gzip", ...headers } }, (response) => {
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => {
          if (response.statusCode === status) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          else errors++;
          resolve();
        });
      });
      request.on("error", () => {
        errors++;
        resolve();
      });
    });
  const startedAt = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await once();
    }),
  );
  const elapsed = (Date.now() - startedAt) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), bytes: bytes / Math.max(1, latencies.length + errors) };
}

function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync("npm", ["run", "--silent", script, "--", ...args], { env: { ...env, CLI_TOOL: "1" }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm run ${script} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** An admin account through the real invitation flow; answers its session cookie. */
async function signedInAdmin(port: number, env: NodeJS.ProcessEnv): Promise<string> {
  const email = `bench-${randomBytes(4).toString("hex")}@example.org`;
  const link = npmRun("invite", [email], env).trim().split("\n").at(-1) ?? "";
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`No invitation token in: ${link}`);
  const base = `http://127.0.0.1:${port}`;
  const json = { "content-type": "application/json", origin: `http://localhost:${port}` };
  const password = randomBytes(12).toString("base64url");
  const registered = await fetch(`${base}/api/admin/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ fullName: "Bench Admin", email, password, confirmPassword: password, token }),
  });
  if (!registered.ok) throw new Error(`Registration failed: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${base}/api/admin/login`, { method: "POST", headers: json, body: JSON.stringify({ email, password }) });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!login.ok || !cookie) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
  return cookie;
}

const CHANGED_POLLS = 50;

/** Polls that each follow a title edit, so every answer is a new version built afresh. */
async function changedPolls(port: number, cookie: string, etag: string): Promise<Run> {
  const base = `http://127.0.0.1:${port}`;
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const startedAt = Date.now();
  for (let i = 0; i < CHANGED_POLLS; i++) {
    const edit = await fetch(`${base}/api/stories/2/edit-title`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json", origin: `http://localhost:${port}` },
      body: JSON.stringify({ title: `Bulk story 1, edit ${i}` }),
    });
    if (!edit.ok) throw new Error(`edit-title answered ${edit.status}`);
    const started = process.hrtime.bigint();
    const poll = await fetch(`${base}/api/stories`, { headers: { cookie, "if-none-match": etag, "accept-encoding": "gzip" } });
    bytes += (await poll.arrayBuffer()).byteLength;
    if (poll.status === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    else errors++;
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, perSecond: latencies.length / ((Date.now() - startedAt) / 1000), p50: at(0.5), p99: at(0.99), bytes: bytes / CHANGED_POLLS };
}

/** GET /api/stories over a large catalogue: the 5 s poll unchanged (304) and changed (200). */
async function benchStoryList(port: number, env: NodeJS.ProcessEnv): Promise<void> {
  const started = Date.now();
  npmRun("seed", ["--bulk", String(bulk)], env);
  console.log(`\nAdded ${bulk} summary-only stories in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  const cookie = await signedInAdmin(port, env);
  const first = await fetch(`http://127.0.0.1:${port}/api/stories`, { headers: { cookie } });
  const etag = first.headers.get("etag");
  const count = ((await first.json()) as { stories: unknown[] }).stories.length;
  if (!first.ok || !etag) throw new Error(`GET /api/stories answered ${first.status} without an ETag`);
  const unchanged = { cookie, "if-none-match": etag };
  const runs: [string, Run][] = [];
  for (const connections of [1, CONNECTIONS]) {
    await load(port, "/api/stories", { duration: 2, connections, headers: unchanged, status: 304 });
    runs.push([`304, ${connections} conn.`, await load(port, "/api/stories", { connections, headers: unchanged, status: 304 })]);
    await load(port, "/api/stories", { duration: 2, connections, headers: { cookie } });
    runs.push([`200, ${connections} conn.`, await load(port, "/api/stories", { connections, headers: { cookie } })]);
  }
  runs.push(["200 after a change, 1 conn.", await changedPolls(port, cookie, etag)]);
  console.log(`\nGET /api/stories with ${count} stories, as a signed-in admin (aims: 304 p99 under 20 ms, 200 p99 under 300 ms):\n`);
  console.log("| answer | req/s | p50 | p99 | bytes/response | errors |\n|---|---|---|---|---|---|");
  for (const [name, run] of runs) {
    console.log(`| ${name} | ${run.perSecond.toFixed(0)} | ${run.p50.toFixed(1)} ms | ${run.p99.toFixed(1)} ms | ${kib(run.bytes)} | ${run.errors} |`);
  }
}

function firstLoadJs(route: string): number {
  const appManifest = JSON.parse(readFileSync(path.join(distDir, "app-build-manifest.json"), "utf8")) as { pages: Record<string, string[]> };
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const files = new Set([...buildManifest.rootMainFiles, ...(appManifest.pages["/layout"] ?? []), ...(appManifest.pages[route] ?? [])]);
  let total = 0;
  for (const file of files) if (file.endsWith(".js")) total += gzipSync(readFileSync(path.join(distDir, file))).length;
  return total;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1" || !existsSync(path.join(distDir, "BUILD_ID"))) {
    console.log(`Building the current source into ${distDir}...`);
    const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: distDir } });
    if (build.status !== 0) throw new Error("next build failed");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "app-bench-"));
  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PUBLIC_URL: `http://localhost:${port}`,
    AUTH_SECRET: randomBytes(33).toString("base64url"),
    ADS_PUBLISHER_ID: "",
  };
  const server: ChildProcess = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "-p", String(port)], { env, stdio: ["ignore", "ignore", "inherit"] });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    const id = /story-id=(\d+)/.exec(npmRun("seed", [], env))?.[1];
    if (!id) throw new Error("Seeding printed no story id");
    const storyPath = `/story/${id}`;
    // Warm-up under the same load, not counted: the first seconds of a fresh server measure
    // its JIT, not its steady state.
    for (let i = 0; i < 2; i++) for (const pathname of [storyPath, STATIC_FILE]) await load(port, pathname, { duration: 2 });

    console.log(`Load: ${CONNECTIONS} connections, ${rounds} alternating rounds of ${seconds} s per target, loopback, keep-alive, gzip accepted.`);
    const results: { story: Run; file: Run; ratio: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const story = await load(port, storyPath);
      const file = await load(port, STATIC_FILE);
      results.push({ story, file, ratio: story.perSecond / file.perSecond });
      console.log(`round ${round + 1}: story ${story.perSecond.toFixed(0)} req/s, static ${file.perSecond.toFixed(0)} req/s (${(results.at(-1)!.ratio * 100).toFixed(0)}%)`);
    }
    const median = [...results].sort((a, b) => a.ratio - b.ratio)[Math.floor(results.length / 2)]!;
    const row = (name: string, run: Run) =>
      `| ${name} | ${run.perSecond.toFixed(0)} | ${run.p50.toFixed(1)} ms | ${run.p99.toFixed(1)} ms | ${kib(run.bytes)} | ${run.errors} |`;
    console.log("\nMedian round:\n\n| target | req/s | p50 | p99 | bytes/response | errors |\n|---|---|---|---|---|---|");
    console.log(row(`${storyPath} (cached story page)`, median.story));
    console.log(row(`${STATIC_FILE} (static file)`, median.file));
    console.log(`\nStory page throughput: ${(median.ratio * 100).toFixed(0)}% of the static file's (aim: 75% or more).`);
    console.log("\n| route | first-load JS (gzipped) |\n|---|---|");
    console.log(`| / | ${kib(firstLoadJs("/page"))} |`);
    console.log(`| /story/{id} | ${kib(firstLoadJs("/story/[id]/page"))} |`);
    console.log("(aim: under 140 KiB)");
    await benchStoryList(port, env);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
