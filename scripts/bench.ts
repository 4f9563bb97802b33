import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import type { Result as LighthouseReport } from "lighthouse";
import { benchAdminScreens } from "./bench-admin-screens";
import { benchAssetTableInBrowser, benchAssetTableModel } from "./bench-asset-table";
import { benchColouringFill, benchColouringInChromium } from "./bench-colouring";
import { benchDatabaseOutage } from "./bench-outage";
import { benchOfflineGenerators } from "./bench-offline";
import { benchPictures } from "./bench-pictures";
import { benchPdfSizes } from "./bench-pdf";
import { withBareNextPage } from "./bench-framework-floor";
import { freePort, sleep, waitFor } from "./bench-net";

// `npm run bench`: builds the current source (BENCH_SKIP_BUILD=1 reuses the build in
// NEXT_DIST_DIR), starts it as `npm start` does on a free port with a throwaway DATA_DIR (PGlite; with
// DATABASE_URL set, that PostgreSQL), seeds two stories, and prints one markdown table:
// throughput of a static file, a story page and Home (with and without gzip, at 10 and 200
// connections, autocannon as the load generator), the cold burst on a just-revalidated page and
// the same burst on the page as cached, the next-server's RSS (right after the loads and once
// settled), first-load JS per route and Lighthouse mobile scores, beside those of a bare Next.js
// page built with the same Next and React (bench-framework-floor.ts), and how a second server of
// the build answers ten requests at a time while a PostgreSQL cluster of its own is stopped and
// frozen (bench-outage.ts; about 10 s). First, in this process, the offline story writer and
// illustrator (bench-offline.ts) and the colouring fill (bench-colouring.ts).
//
// BENCH_SECONDS (5) is the length of one load run, BENCH_ROUNDS (3) the number of alternating
// rounds, BENCH_BURST_SECONDS (30) the length of each cold burst, BENCH_LIGHTHOUSE_RUNS (3) the
// Lighthouse runs per page, BENCH_SKIP_LIGHTHOUSE=1 skips Lighthouse, CHROME_PATH the browser.
// BENCH_STORY_LIST=1 then also measures the admin's GET /api/stories over BENCH_BULK (10,000)
// added stories and the Story Assets table over them in Chromium, last, because those stories
// would change every other figure; BENCH_STORY_LIST_ONLY=1 measures only these (no public-site
// loads, no Lighthouse). The Story Assets table model over BENCH_BULK stories is always measured
// in this process, beside the offline generators. BENCH_ADMIN_SCREENS=1 adds, last, every admin
// screen's time to its first data in Chromium over BENCH_ADMIN_LIBRARY (1,000) stories with their
// pages, and signing in split into the password hash and the rest (bench-admin-screens.ts);
// BENCH_ADMIN_SCREENS_ONLY=1 measures only that.

const distDir = process.env.NEXT_DIST_DIR || ".next";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const burstSeconds = Number(process.env.BENCH_BURST_SECONDS ?? 30);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === "1";
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const bulk = Number(process.env.BENCH_BULK ?? 10_000);
const adminLibrary = Number(process.env.BENCH_ADMIN_LIBRARY ?? 1000);
// RSS right after the last request still holds that load's garbage and buffers, which V8 and
// malloc hand back within seconds once the server is quiet: both figures are reported.
const SETTLE_SECONDS = 30;
// The server's RSS after the loads: PGlite keeps its WASM heap (the database's buffers and
// catalog caches) in the process, PostgreSQL's live in its own.
const RSS_AIM_MIB = { pglite: 340, postgres: 256 };

const STATIC_FILE = "/original-story/01-weekly-arrival.svg";
// A first paint this long after the load event was held back by the browser, not by the page.
const LATE_PAINT_MS = 500;
const FRAMEWORK_FLOOR = "bare Next.js page (the framework's floor here)";
const HOME_STORY_TITLE = "Bench homepage story";
const BURST_CONNECTIONS = 200;
// autocannon's default: a request unanswered for 10 s counts as a timeout.
const TIMEOUT_SECONDS = 10;
const GZIP = { "accept-encoding": "gzip" };

type Encoding = { name: string; headers: Record<string, string> };
// Next gzips every answer on the fly when asked, static files included, so both targets are
// measured with and without it: comparing a gzipped page with a plain file would flatter one.
const ENCODINGS: Encoding[] = [
  { name: "gzip", headers: GZIP },
  { name: "no gzip", headers: {} },
];
const CONCURRENCIES = [10, 200];
const SETTINGS: Setting[] = ENCODINGS.flatMap((encoding) => CONCURRENCIES.map((connections) => ({ encoding, connections })));

type Target = { name: string; path: string };
type Setting = { encoding: Encoding; connections: number };
type Measurement = { perSecond: number; p50: number; p99: number; errors: number; timeouts: number };

// ---------------------------------------------------------------------------------------
// Server

function buildIfNeeded(): void {
  // An older build would measure old code.
  if (process.env.BENCH_SKIP_BUILD === "1" && existsSync(path.join(distDir, "BUILD_ID"))) return;
  console.log(`Building the current source into ${distDir}...`);
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: distDir } });
  if (build.status !== 0) throw new Error("next build failed");
}

function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync("npm", ["run", "--silent", script, "--", ...args], { env: { ...env, CLI_TOOL: "1" }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm run ${script} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function seedStory(env: NodeJS.ProcessEnv, args: string[] = []): number {
  const id = /story-id=(\d+)/.exec(npmRun("seed", args, env))?.[1];
  if (!id) throw new Error("Seeding printed no story id");
  return Number(id);
}

/** The parent pid and command line of every process, read from /proc. */
function processTable(): { pid: number; ppid: number; cmdline: string }[] {
  const table = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in /proc/<pid>/stat may hold spaces and parentheses: the parent pid
      // is the second field after its last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      table.push({ pid: Number(entry), ppid, cmdline });
    } catch {
      /* the process ended while being read */
    }
  }
  return table;
}

/**
 * The process that serves the requests: it names itself `next-server (vX)`. Looked up among
 * the started process and its descendants, because a wrapper (npm, npx, a future Next that
 * forks) would otherwise be measured instead.
 */
function nextServerPid(rootPid: number): number {
  const table = processTable();
  const family = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, ppid } of table) {
      if (family.has(ppid) && !family.has(pid)) {
        family.add(pid);
        grew = true;
      }
    }
  }
  const server = table.find(({ pid, cmdline }) => family.has(pid) && cmdline.startsWith("next-server"));
  if (!server) throw new Error(`No next-server process under pid ${rootPid}`);
  return server.pid;
}

function rssMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kib) throw new Error(`No VmRSS for pid ${pid}`);
  return Number(kib) / 1024;
}

// ---------------------------------------------------------------------------------------
// Load

type LoadOptions = { connections: number; duration?: number; headers?: Record<string, string>; expect?: "2xx" | "3xx" };

/**
 * One autocannon run. Connections are kept alive and each sends its next request as soon as
 * the previous answer is read. Errors are failed connections other than timeouts plus answers
 * of another class than expected; req/s counts expected answers only.
 */
async function measure(url: string, { connections, duration = seconds, headers = {}, expect = "2xx" }: LoadOptions): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration, headers, timeout: TIMEOUT_SECONDS });
  const answers = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    perSecond: result[expect] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors - result.timeouts + (answers - result[expect]),
    timeouts: result.timeouts,
  };
}

function settingName({ encoding, connections }: Setting): string {
  return `${encoding.name}, c=${connections}`;
}

/**
 * Every setting's targets in alternating rounds, each round starting with another target, so
 * a burst of other work on the machine weighs on all targets alike. Answers, per setting, the
 * median round (ranked by the pages' mean ratio to the static file, targets[0]).
 */
async function measureMatrix(base: string, targets: Target[]): Promise<Map<Setting, Measurement[]>> {
  const byRound = new Map<Setting, Measurement[][]>(SETTINGS.map((setting) => [setting, []]));
  for (let round = 0; round < rounds; round++) {
    for (const setting of SETTINGS) {
      const measured: Measurement[] = [];
      for (let k = 0; k < targets.length; k++) {
        const i = (round + k) % targets.length;
        measured[i] = await measure(base + targets[i]!.path, { connections: setting.connections, headers: setting.encoding.headers });
      }
      byRound.get(setting)!.push(measured);
      const ratios = measured.slice(1).map((run) => percent(run.perSecond / measured[0]!.perSecond));
      console.log(
        `round ${round + 1}, ${settingName(setting)}: ${measured.map((run) => run.perSecond.toFixed(0)).join(" / ")} req/s (${ratios.join(", ")} of the static file)`,
      );
    }
  }
  return new Map(SETTINGS.map((setting) => [setting, medianRound(byRound.get(setting)!)]));
}

function medianRound(roundList: Measurement[][]): Measurement[] {
  const score = (round: Measurement[]) => round.slice(1).reduce((sum, run) => sum + run.perSecond / round[0]!.perSecond, 0);
  return [...roundList].sort((a, b) => score(a) - score(b))[Math.floor(roundList.length / 2)]!;
}

// The first requests of a fresh server measure its JIT and first renders, not its steady state.
async function warmUp(base: string, targets: Target[]): Promise<void> {
  for (const target of targets)
    for (const encoding of ENCODINGS) await measure(base + target.path, { connections: 10, duration: 2, headers: encoding.headers });
}

// ---------------------------------------------------------------------------------------
// Cold burst: an admin change drops every cached page through the app's own revalidation
// path, then 200 connections ask for a page at once.

/** An admin account through the real invitation flow; answers its session cookie. */
async function signedInAdmin(port: number, env: NodeJS.ProcessEnv): Promise<string> {
  return (await adminAccount(port, env)).cookie;
}

async function adminAccount(port: number, env: NodeJS.ProcessEnv): Promise<{ email: string; password: string; cookie: string }> {
  const email = `bench-${randomBytes(4).toString("hex")}@example.org`;
  const link = npmRun("invite", [email], env).trim().split("\n").at(-1) ?? "";
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`No invitation token in: ${link}`);
  const base = `http://127.0.0.1:${port}`;
  const password = randomBytes(12).toString("base64url");
  const registered = await postJson(`${base}/api/admin/register`, port, { fullName: "Bench Admin", email, password, confirmPassword: password, token });
  if (!registered.ok) throw new Error(`Registration failed: ${registered.status} ${await registered.text()}`);
  const login = await postJson(`${base}/api/admin/login`, port, { email, password });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!login.ok || !cookie) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
  return { email, password, cookie };
}

/**
 * A request that is sent once more when it went out on a kept-alive connection the server had
 * just closed for idleness (the long seeding and invitation commands leave them idle); the server
 * never saw it.
 */
async function fetchAgain(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return fetch(url, init);
  }
}

const postJson = (url: string, port: number, body: unknown) => fetchAgain(url, { method: "POST", headers: jsonHeaders(port), body: JSON.stringify(body) });

// The API's Origin check wants the site's own origin on every change.
function jsonHeaders(port: number): Record<string, string> {
  return { "content-type": "application/json", origin: `http://localhost:${port}` };
}

async function promoteToHomepage(port: number, cookie: string, id: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/api/stories/${id}/promote-homepage`, { method: "PATCH", headers: { ...jsonHeaders(port), cookie } });
  if (!response.ok) throw new Error(`Promoting story ${id} answered ${response.status} ${await response.text()}`);
}

/** Promotes a story (which revalidates every public page), then bursts `pathname` at once. */
async function coldBurst(port: number, cookie: string, promoteId: number, pathname: string): Promise<Measurement> {
  await promoteToHomepage(port, cookie, promoteId);
  return measure(`http://127.0.0.1:${port}${pathname}`, { connections: BURST_CONNECTIONS, duration: burstSeconds, headers: GZIP });
}

/**
 * The same burst on the page as cached, no promote before it. Node 20's libuv accepts one new
 * connection per event-loop turn, so while the server is saturated the burst's 200 new
 * connections wait in the kernel's accept queue, some longer than the 10 s timeout, whatever
 * the cache does: timeouts here are that wait, not a render stampede.
 */
async function warmBurst(port: number, pathname: string): Promise<Measurement> {
  return measure(`http://127.0.0.1:${port}${pathname}`, { connections: BURST_CONNECTIONS, duration: burstSeconds, headers: GZIP });
}

// ---------------------------------------------------------------------------------------
// First-load JS, from the build manifests

function firstLoadJs(route: string): number {
  const appManifest = JSON.parse(readFileSync(path.join(distDir, "app-build-manifest.json"), "utf8")) as { pages: Record<string, string[]> };
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const own = appManifest.pages[route];
  if (!own) throw new Error(`${route} is not in ${distDir}/app-build-manifest.json`);
  // The route's root layout: the public site's ("/[locale]/...") and the back office's
  // ("/(back-office)/...") each have their own.
  const layout = /^\/(?:\([^/]+\)|\[locale\])\//.exec(route)?.[0] ?? "/";
  const files = new Set([...buildManifest.rootMainFiles, ...(appManifest.pages[`${layout}layout`] ?? []), ...own]);
  let total = 0;
  for (const file of files) if (file.endsWith(".js")) total += gzipSync(readFileSync(path.join(distDir, file))).length;
  return total;
}

// The Spanish pages are the same routes as the English ones (app/[locale]).
const PUBLIC_ROUTES = [
  ["/", "/[locale]/home/[edition]/page"],
  ["/story/{id}", "/[locale]/story/[id]/page"],
  ["/stories", "/[locale]/library/[season]/[page]/page"],
  ["/login", "/(back-office)/login/page"],
] as const;

/** A page's HTML as a browser gets it, plain and gzipped, and the stylesheets it links. */
async function htmlSizes(base: string, paths: string[]): Promise<{ path: string; plain: number; gzipped: number; stylesheets: string }[]> {
  return Promise.all(
    paths.map(async (pathname) => {
      const html = await (await fetch(`${base}${pathname}`)).text();
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
      const css = await Promise.all(links.map(async (href) => (await (await fetch(`${base}${href}`)).text()).length));
      const stylesheets = links.length ? css.map((length) => `${(length / 1000).toFixed(1)} KB`).join(" + ") : "none";
      return { path: pathname, plain: Buffer.byteLength(html), gzipped: gzipSync(html).length, stylesheets };
    }),
  );
}

// ---------------------------------------------------------------------------------------
// Lighthouse

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Scores = {
  name: string;
  scores: number[];
  lcpMs: number;
  observedPaintMs: number;
  observedLoadMs: number;
  benchmarkIndex: number;
  scriptBytes: number;
  shortfalls: Map<string, number>;
};

/**
 * Lighthouse's default (mobile) settings, one Chromium for all runs (each run opens a fresh
 * tab with cleared storage). Each score is the median of its runs, taken on its own.
 */
async function lighthouseScores(targets: { name: string; url: string }[]): Promise<Scores[]> {
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const results: Scores[] = [];
    for (const { name, url } of targets) {
      const runs: LighthouseReport[] = [];
      for (let i = 0; i < lighthouseRuns; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(result.lhr);
      }
      const shortfalls = new Map<string, number>();
      for (const lhr of runs) {
        // Only audits that weigh in a category's score explain a point short of 100.
        const weighed = CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []);
        for (const id of new Set(weighed)) {
          const score = lhr.audits[id]?.score;
          if (typeof score === "number" && score < 1) shortfalls.set(id, (shortfalls.get(id) ?? 0) + 1);
        }
      }
      results.push({
        name,
        scores: CATEGORIES.map((id) => median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)))),
        lcpMs: median(runs.map((lhr) => lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN)),
        observedPaintMs: median(runs.map((lhr) => observedMetric(lhr, "observedFirstContentfulPaint"))),
        observedLoadMs: median(runs.map((lhr) => observedMetric(lhr, "observedLoad"))),
        benchmarkIndex: median(runs.map((lhr) => lhr.environment.benchmarkIndex)),
        scriptBytes: median(runs.map(scriptBytesFetched)),
        shortfalls,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

// Lighthouse's default 4x CPU slowdown turns a host in its high-end desktop band (benchmarkIndex
// 1,500 to 2,000 or more) into a mid-tier phone; on a weaker host it over-throttles, which would
// explain low scores by the machine rather than by the pages.
const HIGH_END_DESKTOP_INDEX = 1500;

function cpuCalibrationLine(runs: Scores[]): string {
  const index = median(runs.map((run) => run.benchmarkIndex));
  const verdict =
    index >= HIGH_END_DESKTOP_INDEX
      ? "in Lighthouse's high-end desktop band, for which its 4x CPU slowdown is the calibrated one: the scores are not lowered by a slow host"
      : "below Lighthouse's high-end desktop band: its 4x CPU slowdown over-throttles this host (see its docs/throttling.md), so the scores read low";
  return `Lighthouse's benchmarkIndex for this machine: ${count0(index)}, ${verdict}.`;
}

/**
 * Every script the page fetched during the run, as sent (gzipped): unlike the build's first-load
 * figures, this counts what the page's boundaries and lazy imports pull in too.
 */
function scriptBytesFetched(lhr: LighthouseReport): number {
  const details = lhr.audits["network-requests"]?.details;
  const items = details && "items" in details ? (details.items as { resourceType?: string; transferSize?: number }[]) : [];
  return items.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** A time the browser itself recorded in the run, before Lighthouse's simulation. */
function observedMetric(lhr: LighthouseReport, name: "observedFirstContentfulPaint" | "observedLoad"): number {
  const details = lhr.audits.metrics?.details;
  const items = details && "items" in details ? (details.items as Record<string, unknown>[]) : [];
  const value = items[0]?.[name];
  return typeof value === "number" ? value : NaN;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

// ---------------------------------------------------------------------------------------
// Admin story list (opt-in): the 5 s poll of GET /api/stories over a large catalogue

const CHANGED_POLLS = 50;

/** Sequential polls that each follow a title edit, so every answer is a new version built afresh. */
async function changedPolls(port: number, cookie: string, etag: string, storyId: number): Promise<Measurement> {
  const base = `http://127.0.0.1:${port}`;
  const latencies: number[] = [];
  let errors = 0;
  const startedAt = Date.now();
  for (let i = 0; i < CHANGED_POLLS; i++) {
    const edit = await fetch(`${base}/api/stories/${storyId}/edit-title`, {
      method: "PUT",
      headers: { ...jsonHeaders(port), cookie },
      body: JSON.stringify({ title: `Bench story, edit ${i}` }),
    });
    if (!edit.ok) throw new Error(`edit-title answered ${edit.status}`);
    const started = performance.now();
    const poll = await fetch(`${base}/api/stories`, { headers: { cookie, "if-none-match": etag, ...GZIP } });
    await poll.arrayBuffer();
    if (poll.status === 200) latencies.push(performance.now() - started);
    else errors++;
  }
  const at = (q: number) => [...latencies].sort((a, b) => a - b)[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { perSecond: latencies.length / ((Date.now() - startedAt) / 1000), p50: at(0.5), p99: at(0.99), errors, timeouts: 0 };
}

async function benchStoryList(port: number, env: NodeJS.ProcessEnv, cookie: string, storyId: number): Promise<void> {
  npmRun("seed", ["--bulk", String(bulk)], env);
  const url = `http://127.0.0.1:${port}/api/stories`;
  const first = await fetchAgain(url, { headers: { cookie } });
  const etag = first.headers.get("etag");
  const count = ((await first.json()) as { stories: unknown[] }).stories.length;
  if (!first.ok || !etag) throw new Error(`GET /api/stories answered ${first.status} without an ETag`);
  const rows: [string, Measurement][] = [];
  for (const connections of [1, 10]) {
    rows.push([`304 unchanged, ${connections} conn.`, await measure(url, { connections, headers: { cookie, "if-none-match": etag, ...GZIP }, expect: "3xx" })]);
    rows.push([`200 in full, ${connections} conn.`, await measure(url, { connections, headers: { cookie, ...GZIP } })]);
  }
  rows.push([`200 after a change, 1 conn.`, await changedPolls(port, cookie, etag, storyId)]);
  console.log(`\nGET /api/stories with ${count} stories, as a signed-in admin (aims: 304 p99 under 20 ms, 200 after a change p99 under 300 ms):\n`);
  console.log(
    markdownTable(
      ["answer", "req/s", "p50", "p99", "errors"],
      rows.map(([name, run]) => [name, count0(run.perSecond), ms(run.p50), ms(run.p99), String(run.errors)]),
    ),
  );
  console.log(`\nStory Assets over the same ${count} stories, in Chromium at 1280x800, as a signed-in admin:\n`);
  console.log(markdownTable(["measure", "figure"], await benchAssetTableInBrowser(`http://localhost:${port}`, cookie, chromePath)));
}

async function benchAdminScreensOver(port: number, env: NodeJS.ProcessEnv, storyId: number): Promise<void> {
  npmRun("seed", ["--bulk", String(adminLibrary), "--bulk-pages"], env);
  const { email, password, cookie } = await adminAccount(port, env);
  const load = loadavg()[0]!;
  const rows = await benchAdminScreens({ origin: `http://localhost:${port}`, email, password, cookie, storyId, executablePath: chromePath });
  console.log(
    `\nAdmin screens over ${adminLibrary} more stories with their pages, in Chromium at 1280x800 (median of 5 after one unmeasured visit; load average ${load.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after):\n`,
  );
  console.log(markdownTable(["measure", "figure", "note"], rows));
}

// ---------------------------------------------------------------------------------------
// Report

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(0)}%`;
}

function count0(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 0 });
}

function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 1 : 0)} ms`;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

const COLUMNS = ["measure", "target", "setting", "req/s", "p50", "p99", "errors", "timeouts", "vs static file", "figure, aim"];

function loadCells(run: Measurement, staticRun: Measurement | undefined): string[] {
  return [
    count0(run.perSecond),
    ms(run.p50),
    ms(run.p99),
    String(run.errors),
    String(run.timeouts),
    staticRun ? percent(run.perSecond / staticRun.perSecond) : "",
  ];
}

function figureRow(measure: string, target: string, setting: string, figure: string): string[] {
  return [measure, target, setting, "", "", "", "", "", "", figure];
}

function machineLine(databaseKind: string, loadAtStart: number): string {
  const model = cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  return `Machine: ${cpus().length} cores (${model}), Node ${process.version}, ${databaseKind}, load average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end; ${new Date().toISOString().slice(0, 16)}Z.`;
}

// ---------------------------------------------------------------------------------------

async function main() {
  const loadAtStart = loadavg()[0]!;
  if (process.env.BENCH_COLOURING_ONLY === "1") {
    console.log("The colouring page's fill, in this process and in Chromium:\n");
    console.log(`${markdownTable(["measure", "figure"], [...(await benchColouringFill()), ...(await benchColouringInChromium(chromePath))])}\n`);
    return console.log(machineLine("no database", loadAtStart));
  }
  if (process.env.BENCH_ADMIN_SCREENS_ONLY !== "1") {
    console.log("The offline illustrator's pages as a child colours them (contact sheets in docs/contact-sheets/):\n");
    console.log(`${markdownTable(["measure", "figure"], await benchPictures())}\n`);
    if (process.env.BENCH_PICTURES_ONLY === "1") return console.log(machineLine("no database", loadAtStart));
    console.log("Offline story writer and illustrator, and the colouring page's fill (in this process and in Chromium, no server):\n");
    console.log(
      `${markdownTable(["measure", "figure"], [...(await benchOfflineGenerators()), ...(await benchColouringFill()), ...(await benchColouringInChromium(chromePath))])}\n`,
    );
    console.log(`Story Assets table model over ${bulk} stories (in this process, no server, no browser):\n`);
    console.log(`${markdownTable(["measure", "figure"], benchAssetTableModel(bulk))}\n`);
  }
  if (process.env.BENCH_OFFLINE_ONLY === "1") return;
  buildIfNeeded();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "app-bench-"));
  const databaseUrl = process.env.DATABASE_URL ?? "";
  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://localhost:${port}`,
    AUTH_SECRET: randomBytes(33).toString("base64url"),
    // Ads are third-party code: they would measure Google, not this site.
    ADS_PUBLISHER_ID: "",
    // The story whose PDFs are weighed has its pictures drawn by the server: by its offline
    // illustrator, never a paid service.
    OPENAI_API_KEY: "",
  };
  // Started as `npm start` starts it (scripts/start.sh and its memory settings), so the figures are the product's.
  const server: ChildProcess = spawn("sh", ["scripts/start.sh", "-p", String(port)], {
    env: { ...env, PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}` },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let serverPid: number | undefined;
  try {
    await waitFor(`${base}/api/health`);
    serverPid = nextServerPid(server.pid!);
    await sleep(3000);
    const rssIdle = rssMiB(serverPid);
    const storyId = seedStory(env);
    if (process.env.BENCH_ADMIN_SCREENS_ONLY === "1") {
      await benchAdminScreensOver(port, env, storyId);
      return;
    }
    if (process.env.BENCH_STORY_LIST_ONLY === "1") {
      await benchStoryList(port, env, await signedInAdmin(port, env), storyId);
      return;
    }
    const homeStoryId = seedStory(env, ["--title", HOME_STORY_TITLE]);

    const targets: Target[] = [
      { name: "static file", path: STATIC_FILE },
      { name: "/story/{id}", path: `/story/${storyId}` },
      { name: "/", path: "/" },
    ];
    await warmUp(base, targets);
    console.log(`Load: autocannon, keep-alive, ${rounds} alternating rounds of ${seconds} s per target and setting; the median round is reported.`);
    const matrix = await measureMatrix(base, targets);

    const cookie = await signedInAdmin(port, env);
    console.log(`Cold bursts: ${BURST_CONNECTIONS} connections for ${burstSeconds} s right after a promote...`);
    const storyBurst = await coldBurst(port, cookie, storyId, `/story/${storyId}`);
    const homeBurst = await coldBurst(port, cookie, homeStoryId, "/");
    console.log(`The same bursts with no promote before them (pages as cached)...`);
    const storyControl = await warmBurst(port, `/story/${storyId}`);
    const homeControl = await warmBurst(port, "/");
    const homeShowsPromoted = (await (await fetch(`${base}/`)).text()).includes(HOME_STORY_TITLE);
    const rssLoaded = rssMiB(serverPid);
    await sleep(SETTLE_SECONDS * 1000);
    const rssSettled = rssMiB(serverPid);

    const lighthouseTargets = [
      { name: "/", path: "/" },
      { name: "/story/{id}", path: `/story/${storyId}` },
      { name: "/stories", path: "/stories" },
      { name: "/es", path: "/es" },
      { name: "/es/story/{id}", path: `/es/story/${storyId}` },
      { name: "/login", path: "/login" },
    ];
    const pageSizes = await htmlSizes(base, [`/story/${storyId}`, `/es/story/${storyId}`, "/stories"]);
    const lighthouse = skipLighthouse
      ? []
      : [
          ...(await lighthouseScores(lighthouseTargets.map(({ name, path }) => ({ name, url: `http://localhost:${port}${path}` })))),
          ...(await withBareNextPage((url) => lighthouseScores([{ name: FRAMEWORK_FLOOR, url }]))),
        ];

    // Last on this server: the story it seeds drops the page cache, and drawing its pictures and
    // building the PDFs would weigh on the figures above.
    const drawnStoryId = seedStory(env, ["--title", "Bench drawn story", "--no-images"]);
    const pdfSizes = await benchPdfSizes({ base, headers: { ...jsonHeaders(port), cookie } }, drawnStoryId);

    const outage = await benchDatabaseOutage(env);

    const rows: string[][] = [];
    for (const setting of SETTINGS) {
      const [staticRun, storyRun, homeRun] = matrix.get(setting)!;
      rows.push(["throughput", targets[0]!.name, settingName(setting), ...loadCells(staticRun!, staticRun), ""]);
      rows.push(["throughput", targets[1]!.name, settingName(setting), ...loadCells(storyRun!, staticRun), ""]);
      const homeVsStory = homeRun!.perSecond / storyRun!.perSecond;
      rows.push([
        "throughput",
        targets[2]!.name,
        settingName(setting),
        ...loadCells(homeRun!, staticRun),
        `${percent(homeVsStory)} of /story/{id} (aim: 80% or more)`,
      ]);
    }
    const burstStatic = [...matrix].find(([setting]) => setting.encoding.name === "gzip" && setting.connections === BURST_CONNECTIONS)?.[1][0];
    const clean = (run: Measurement) => run.errors === 0 && run.timeouts === 0;
    const burstVerdict = (run: Measurement, control: Measurement) =>
      `aim: 0 errors, 0 timeouts: ${clean(run) ? "met" : `NOT met${clean(control) ? "" : " (the same burst with no promote: " + control.timeouts + " timeouts)"}`}`;
    const burstSetting = `gzip, c=${BURST_CONNECTIONS}, ${burstSeconds} s after a promote`;
    rows.push(["cold burst", "/story/{id}", burstSetting, ...loadCells(storyBurst, burstStatic), burstVerdict(storyBurst, storyControl)]);
    rows.push([
      "cold burst",
      "/",
      burstSetting,
      ...loadCells(homeBurst, burstStatic),
      `${burstVerdict(homeBurst, homeControl)}; then shows the promoted story: ${homeShowsPromoted ? "yes" : "NO"}`,
    ]);
    const controlSetting = `gzip, c=${BURST_CONNECTIONS}, ${burstSeconds} s, no promote`;
    rows.push([
      "same burst, cached",
      "/story/{id}",
      controlSetting,
      ...loadCells(storyControl, burstStatic),
      "new connections only: what the burst costs without a revalidation",
    ]);
    rows.push(["same burst, cached", "/", controlSetting, ...loadCells(homeControl, burstStatic), ""]);
    const databaseKind = databaseUrl ? "PostgreSQL" : "PGlite";
    rows.push(figureRow("server RSS", `next-server, ${databaseKind}`, "idle after start", `${rssIdle.toFixed(0)} MiB`));
    const rssAimMiB = databaseUrl ? RSS_AIM_MIB.postgres : RSS_AIM_MIB.pglite;
    const rssAim = (rss: number) => ` (aim on ${databaseKind}: under ${rssAimMiB} MiB: ${rss < rssAimMiB ? "met" : "NOT met"})`;
    rows.push(figureRow("server RSS", `next-server, ${databaseKind}`, "right after the loads above", `${rssLoaded.toFixed(0)} MiB${rssAim(rssLoaded)}`));
    rows.push(
      figureRow("server RSS", `next-server, ${databaseKind}`, `then ${SETTLE_SECONDS} s without requests`, `${rssSettled.toFixed(0)} MiB${rssAim(rssSettled)}`),
    );
    for (const [target, setting, figure] of outage) rows.push(figureRow("database outage", target!, setting!, figure!));
    for (const [target, setting, figure] of pdfSizes) rows.push(figureRow("PDF size", target!, setting!, figure!));
    for (const [name, route] of PUBLIC_ROUTES) {
      rows.push(figureRow("first-load JS", name, "gzipped, from the build manifests", kib(firstLoadJs(route))));
    }
    for (const size of pageSizes) {
      const aim = size.path.startsWith("/story/") ? `; aim under 50 KB uncompressed: ${size.plain < 50_000 ? "met" : "NOT met"}` : "";
      rows.push(
        figureRow(
          "page HTML",
          size.path.replace(/\d+$/, "{id}"),
          "one cached answer",
          `${(size.plain / 1000).toFixed(1)} KB, ${(size.gzipped / 1000).toFixed(1)} KB gzipped; stylesheets linked: ${size.stylesheets}${aim}`,
        ),
      );
    }
    for (const { name, scores, lcpMs, observedPaintMs, observedLoadMs, scriptBytes } of lighthouse) {
      const aim = name === FRAMEWORK_FLOOR ? "the most any page of this stack scores on this machine" : "aim 100s";
      const observed = `observed first paint ${ms(observedPaintMs)}, load ${ms(observedLoadMs)}`;
      rows.push(
        figureRow(
          "Lighthouse mobile",
          name,
          `median of ${lighthouseRuns}`,
          `${scores.join(" / ")} (perf. / a11y / best pr. / SEO), LCP ${ms(lcpMs)} (${observed}), scripts fetched ${kib(scriptBytes)}; ${aim}`,
        ),
      );
    }

    console.log(`\n${markdownTable(COLUMNS, rows)}\n`);
    console.log(machineLine(databaseUrl ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded)", loadAtStart));
    if (lighthouse.length > 0) console.log(cpuCalibrationLine(lighthouse));
    const paintedLate = lighthouse.filter((run) => run.observedPaintMs > run.observedLoadMs + LATE_PAINT_MS).map((run) => run.name);
    if (paintedLate.length > 0) {
      console.log(
        `Painted well after the load event: ${paintedLate.join(", ")}. Headless Chromium withholds frames from a page it finds slow to answer them, by whole seconds (GoogleChrome/lighthouse#17148); Lighthouse then counts every script that ran before that paint into LCP.`,
      );
    }
    for (const { name, shortfalls } of lighthouse) {
      const list = [...shortfalls].map(([id, runs]) => `${id} (${runs}/${lighthouseRuns})`).join(", ");
      console.log(`Lighthouse audits short of a full score on ${name}: ${list || "none"}`);
    }

    if (process.env.BENCH_STORY_LIST === "1") await benchStoryList(port, env, cookie, storyId);
    if (process.env.BENCH_ADMIN_SCREENS === "1") await benchAdminScreensOver(port, env, storyId);
  } finally {
    await stopServer(server, serverPid);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function stopServer(server: ChildProcess, serverPid: number | undefined): Promise<void> {
  if (serverPid && serverPid !== server.pid) {
    try {
      process.kill(serverPid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

main().catch((error: unknown) => {
  // The whole error: a failed fetch says why only in its cause.
  console.error(error);
  process.exit(1);
});
