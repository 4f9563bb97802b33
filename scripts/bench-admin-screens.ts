import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { chromium, type Locator, type Page } from "@playwright/test";
import bcrypt from "bcryptjs";
import { withBareNextPage } from "./bench-framework-floor";

// Each admin screen in Chromium at 1280x800 as a signed-in admin, over a library the caller
// seeded: from the navigation's start to the screen's first data visible (not its frame, not a
// spinner), the median of RUNS visits after one unmeasured one; beside it the same for a bare
// Next.js page (the framework's floor here). Then signing in through the form, split into the
// password hash (bcryptjs at the server's cost, timed in this process) and the rest, and the size
// of each screen's first HTML, since the data now travels in it.

// The dashboard's data is today's story allowance: what is left, or (after a bulk seeding dated
// today) that the limit is reached.
const ALLOWANCE = /^Stories left today:|^The daily limit of .+ has been reached/;

const RUNS = 5;
const LAPTOP = { width: 1280, height: 800 };
// The server's bcrypt cost (lib/auth/passwords.ts).
const BCRYPT_COST = 12;
const LAUNCH_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"];

/** `cookie`: the admin's session ("name=value"), for the screens; `email` and `password` sign in through the form. */
export type AdminScreensSetup = { origin: string; email: string; password: string; cookie: string; storyId: number; executablePath: string };

type Screen = { name: string; path: string; data: (page: Page) => Locator };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function screens(setup: AdminScreensSetup): Screen[] {
  return [
    { name: "Generate New Story", path: "/admin", data: (page) => page.getByText(ALLOWANCE) },
    { name: "Story Assets", path: "/admin/assets", data: (page) => page.getByRole("table", { name: "Story Assets" }).getByRole("row").nth(1) },
    { name: "Story Details", path: `/admin/story/${setup.storyId}`, data: (page) => page.getByText(`Story #${setup.storyId}`) },
    { name: "Original Story", path: "/admin/story/original", data: (page) => page.getByText("Image file:").first() },
    { name: "Image Generation", path: "/admin/image-gen", data: (page) => page.getByRole("table", { name: "Image Generation" }).getByRole("row").nth(1) },
    { name: "Image Gallery", path: "/admin/gallery", data: (page) => page.getByRole("list", { name: "Images" }).getByRole("listitem").first() },
    { name: "Admins", path: "/admin/users", data: (page) => page.getByText(setup.email.split("@")[0]!, { exact: false }).first() },
    { name: "Change Password", path: "/admin/change-password", data: (page) => page.getByLabel("Current Password") },
  ];
}

async function timeToData(page: Page, url: string, data: Locator): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: "commit" });
  await data.first().waitFor({ state: "visible", timeout: 60_000 });
  return performance.now() - started;
}

async function medianToData(page: Page, url: string, data: (page: Page) => Locator): Promise<number> {
  await timeToData(page, url, data(page));
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await timeToData(page, url, data(page)));
  return median(runs);
}

async function signIn(page: Page, setup: AdminScreensSetup): Promise<{ total: number; call: number }> {
  await page.goto(`${setup.origin}/login?redirect=%2Fadmin`);
  await page.getByLabel("Email").fill(setup.email);
  await page.getByLabel("Password").fill(setup.password);
  const started = performance.now();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  const login = await answered;
  const call = performance.now() - started;
  if (!login.ok()) throw new Error(`Sign-in failed: ${login.status()}`);
  try {
    await page.getByText(ALLOWANCE).waitFor({ state: "visible", timeout: 60_000 });
  } catch (error) {
    const shown = await page.locator("body").innerText();
    throw new Error(`Signed in, but the dashboard's data did not show at ${page.url()}: ${shown.slice(0, 400)}`, { cause: error });
  }
  return { total: performance.now() - started, call };
}

async function bcryptCompareMs(): Promise<number> {
  const hash = await bcrypt.hash("bench-password", BCRYPT_COST);
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await bcrypt.compare("bench-password", hash);
    runs.push(performance.now() - started);
  }
  return median(runs);
}

export async function benchAdminScreens(setup: AdminScreensSetup): Promise<string[][]> {
  const rows: string[][] = [];
  const browser = await chromium.launch({ executablePath: setup.executablePath, args: LAUNCH_ARGS });
  try {
    const admin = await browser.newContext({ viewport: LAPTOP });
    const [name, ...value] = setup.cookie.split("=");
    await admin.addCookies([{ name: name!, value: value.join("="), url: setup.origin }]);
    const page = await admin.newPage();
    for (const screen of screens(setup)) {
      const url = `${setup.origin}${screen.path}`;
      const time = await medianToData(page, url, screen.data);
      const html = Buffer.from(await (await page.request.get(url)).body());
      rows.push([`${screen.name} (${screen.path}): to first data`, ms(time), `HTML ${kib(html.length)}, ${kib(gzipSync(html).length)} gzipped`]);
    }
    await admin.close();
    const login = await browser.newPage({ viewport: LAPTOP });
    const loginTime = await medianToData(login, `${setup.origin}/login`, (target) => target.getByLabel("Email"));
    rows.push(["Sign-in screen (/login, signed out): to the form", ms(loginTime), ""]);
    await login.close();

    // Each sign-in in a fresh context; the first warms the server and the browser, like the
    // first visit of each screen. A failed one is reported, not measured.
    const signIns: { total: number; call: number }[] = [];
    const failures: string[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: LAPTOP });
      try {
        const result = await signIn(await context.newPage(), setup);
        if (run > 0) signIns.push(result);
      } catch (error) {
        failures.push(error instanceof Error ? error.message.split("\n")[0]! : String(error));
      } finally {
        await context.close();
      }
    }
    const hash = await bcryptCompareMs();
    if (signIns.length > 0) {
      const total = median(signIns.map((run) => run.total));
      rows.push([`Sign in: click to the dashboard's data (${signIns.length} runs)`, ms(total), ""]);
      rows.push(["  of which POST /api/admin/login", ms(median(signIns.map((run) => run.call))), ""]);
      rows.push([`  of which the password hash (bcryptjs cost ${BCRYPT_COST}, in the bench's process)`, ms(hash), ""]);
      rows.push(["  the rest (sign-in minus the hash)", ms(total - hash), "aim under 1 s"]);
    }
    for (const failure of failures) rows.push(["Sign in failed", failure, ""]);

    const floor = await withBareNextPage(async (url) => {
      const bare = await browser.newPage({ viewport: LAPTOP });
      try {
        return await medianToData(bare, url, (target) => target.getByRole("heading", { name: "Framework floor" }));
      } finally {
        await bare.close();
      }
    });
    rows.push(["Control: a bare Next.js page, to its heading", ms(floor), ""]);
  } finally {
    await browser.close();
  }
  return rows;
}
