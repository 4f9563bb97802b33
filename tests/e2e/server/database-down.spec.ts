import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { encode } from "next-auth/jwt";
import postgres from "postgres";
import { createPostgresCluster, postgresBinDir, type PostgresCluster } from "../support/postgres";
import { elapse } from "../../support/elapse";
import { freePort } from "../../support/free-port";

// A second production server of its own, pointed at PostgreSQL on a port where nothing
// listens: it must start and serve what needs no database, answer 503 for what does, then
// recover by itself once PostgreSQL starts on that port, and survive it stopping again.

const bin = postgresBinDir();
test.skip(!bin, "PostgreSQL server binaries not found under /usr/lib/postgresql: the database-down test needs them.");
test.describe.configure({ mode: "serial", timeout: 120_000 });

const AUTH_SECRET = "db-down-secret-db-down-secret-0123456789";
/** How long the server is given to stop on SIGTERM before it is killed. */
const STOP_GRACE_MS = 5_000;
const DATABASE = "app_down";

let server: ChildProcess | undefined;
let serverLog = "";
let cluster: PostgresCluster | undefined;
let dataDir = "";
let baseURL = "";
let databaseUrl = "";
// A well-formed session cookie, so that pages and APIs have to ask the database about it.
let sessionCookie = "";
let seededId = 0;

/** Until the server answers, failing at once with its log if it exits first. */
async function waitForServer(child: ChildProcess): Promise<void> {
  const exited = new Promise<never>((_, reject) => child.once("exit", () => reject(new Error(`next start exited:\n${serverLog}`))));
  exited.catch(() => {}); // it also exits, later, when the tests stop it
  const answers = () =>
    fetch(`${baseURL}/login`).then(
      () => true,
      () => false,
    );
  await Promise.race([exited, expect.poll(answers, { message: "next start to answer within 60 s", timeout: 60_000, intervals: [250] }).toBe(true)]);
}

test.beforeAll(async () => {
  const [appPort, pgPort] = [await freePort(), await freePort()];
  baseURL = `http://localhost:${appPort}`;
  databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/${DATABASE}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "app-e2e-db-down-"));
  cluster = await createPostgresCluster(bin!, pgPort, DATABASE);
  const token = await encode({ token: { sid: "a".repeat(64) }, secret: AUTH_SECRET, salt: "authjs.session-token", maxAge: 3600 });
  sessionCookie = `authjs.session-token=${token}`;

  server = spawn(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "start"], {
    env: { ...process.env, PORT: String(appPort), DATA_DIR: dataDir, AUTH_SECRET, PUBLIC_URL: baseURL, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  await waitForServer(server);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, elapse(STOP_GRACE_MS)]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  await cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function expectPdf(request: APIRequestContext, url: string) {
  const response = await request.get(`${baseURL}${url}`);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

async function expectUnavailable(request: APIRequestContext, method: "GET" | "POST", url: string, data?: unknown) {
  const response = await request.fetch(`${baseURL}${url}`, {
    method,
    data,
    headers: { cookie: sessionCookie, ...(method === "POST" ? { origin: baseURL } : {}) },
  });
  expect(response.status(), `${method} ${url}`).toBe(503);
  const body = await response.json();
  expect(body.success, `${method} ${url}`).toBe(false);
  expect(body.message, `${method} ${url}`).toMatch(/database/i);
}

// The page fails fast, says the site will be right back, and is not kept by the server (checked
// once the database is back) or by a CDN (no-store).
async function expectStoryPageUnavailable(request: APIRequestContext, url: string) {
  const started = Date.now();
  const story = await request.get(`${baseURL}${url}`);
  expect(Date.now() - started, url).toBeLessThan(5_000);
  expect(story.status(), url).toBe(503);
  expect(story.headers()["cache-control"], url).toBe("no-store");
  expect(story.headers()["retry-after"], url).toBe("5");
  expect(await story.text(), url).toContain(url.startsWith("/es/") ? "Volvemos enseguida" : "We&#x27;ll be right back");
}

test("with the database unreachable from the start, the server serves what needs no database and refuses the rest with 503", async ({ request }) => {
  const home = await request.get(`${baseURL}/`);
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain("Original Story");

  for (const cookie of ["", sessionCookie]) {
    const login = await request.get(`${baseURL}/login`, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
    expect(login.status(), `/login with${cookie ? "" : "out"} a session cookie`).toBe(200);
  }

  for (const page of ["/admin", "/admin/users", "/access-denied"]) {
    const screen = await request.get(`${baseURL}${page}`, { headers: { cookie: sessionCookie }, maxRedirects: 0 });
    expect(screen.status(), page).toBe(200);
    expect(await screen.text(), page).toContain("right back");
  }

  await expectPdf(request, "/api/pdf/original?page=1");
  await expectPdf(request, "/api/pdf/original");

  const original = await request.get(`${baseURL}/api/public/original-story`);
  expect(original.status()).toBe(200);
  expect((await original.json()).story.title).toBe("Original Story");

  const health = await request.get(`${baseURL}/api/health`);
  expect(health.status()).toBe(503);
  expect((await health.json()).success).toBe(false);

  const sitemap = await request.get(`${baseURL}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/</loc>`);

  await expectUnavailable(request, "GET", "/api/public/stories");
  await expectUnavailable(request, "GET", "/api/public/stories/1");
  await expectUnavailable(request, "GET", "/api/homepage-story");
  await expectUnavailable(request, "GET", "/api/admin/me");
  await expectUnavailable(request, "POST", "/api/admin/login", { email: "someone@example.org", password: "not-the-password" });

  // A story page cannot be rendered.
  await expectStoryPageUnavailable(request, "/story/1");
  await expectStoryPageUnavailable(request, "/es/story/1");
});

test("the home page shows the built-in story in a browser while the database is down", async ({ page }) => {
  await page.goto(`${baseURL}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Original Story" })).toBeVisible();
});

test("once PostgreSQL starts on that port the server recovers by itself", async ({ request, playwright }) => {
  await cluster!.start();
  await expect.poll(async () => (await request.get(`${baseURL}/api/health`)).status(), { timeout: 60_000, intervals: [500] }).toBe(200);

  // Home was rendered and kept during the outage with the built-in fallbacks. A change written
  // straight to the database (the server is not told of it) shows once the recovery watch has
  // dropped what the outage left in the page cache.
  const sql = postgres(databaseUrl, { max: 1 });
  await sql`insert into original_story_settings (id, title) values (1, 'Told Again') on conflict (id) do update set title = excluded.title`;
  await sql.end();
  await expect.poll(async () => (await request.get(`${baseURL}/`)).text(), { timeout: 15_000, intervals: [500] }).toContain("Told Again");

  const stories = await request.get(`${baseURL}/api/public/stories`);
  expect(stories.status()).toBe(200);
  expect(await stories.json()).toEqual({ success: true, stories: [] });
  expect((await request.get(`${baseURL}/api/homepage-story`)).status()).toBe(200);

  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "seed", "--", "--no-images", "--title", "Back Online"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PUBLIC_URL: baseURL, AUTH_SECRET },
    timeout: 60_000,
  });
  seededId = Number(/story-id=(\d+)/.exec(stdout)?.[1]);
  expect(seededId, stdout).toBeGreaterThan(0);
  // The seeding took longer than the server keeps an idle connection open (5 s), and this
  // client, unlike a browser, does not retry a request sent on a connection closed under it.
  const fresh = await playwright.request.newContext();
  const story = await fresh.get(`${baseURL}/story/${seededId}`);
  expect(story.status()).toBe(200);
  expect(await story.text()).toContain("Back Online");
  await fresh.dispose();

  // Every failed attempt was retried, but the log says so once per reason, not once per attempt.
  expect(serverLog.match(/Database migrations failed: connect ECONNREFUSED/g)).toHaveLength(1);
  expect(serverLog).toContain("Database migrations applied after");
});

test("when PostgreSQL stops under the running server, the database APIs answer 503 and the built-in story still works", async ({ request }) => {
  await cluster!.stopImmediately();

  await expectUnavailable(request, "GET", "/api/public/stories");
  await expectUnavailable(request, "GET", "/api/homepage-story");
  expect((await request.get(`${baseURL}/api/health`)).status()).toBe(503);
  await expectPdf(request, "/api/pdf/original?page=1");
  await expectPdf(request, "/api/pdf/original");
  expect((await request.get(`${baseURL}/`)).status()).toBe(200);
  expect((await request.get(`${baseURL}/login`, { headers: { cookie: sessionCookie }, maxRedirects: 0 })).status()).toBe(200);
  await expectStoryPageUnavailable(request, `/story/${seededId + 1}`);
  // A story page rendered while the database was up stays served from the page cache.
  const story = await request.get(`${baseURL}/story/${seededId}`);
  expect(story.status()).toBe(200);
  expect(await story.text()).toContain("Back Online");
});
