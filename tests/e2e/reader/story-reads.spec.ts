import type { Page, Request } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";
import { stubSpeech } from "../support/speech";

// What families read: a visit reports itself by beacon once the page has loaded, the count
// reaches the back office's 'most read this month' and its chart, and the library can be ordered
// by it. Counting must leave the cached story page as it was: served from the page cache, with
// no cookie.

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1280, height: 800 },
] as const;

const origin = () => ({ origin: process.env.E2E_BASE_URL! });
const TAG = Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");
const READ_TITLE = `Counted Story ${TAG}`;
const NEWER_TITLE = `Newer Unread Story ${TAG}`;

let readId: number;
let newerId: number;

test.beforeAll(async ({ playwright }) => {
  readId = await seedStory(["--title", READ_TITLE, "--pages", "2"]);
  newerId = await seedStory(["--title", NEWER_TITLE, "--pages", "2"]);
  // Enough opens that the read story outranks any story other specs opened on this server.
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  for (let sent = 0; sent < 40; sent += 1) {
    const response = await request.post("/api/public/reads", { headers: origin(), data: { story: String(readId), kind: "page_view" } });
    expect(response.status()).toBe(202);
  }
  await request.dispose();
});

const isBeacon =
  (storyKey: string, kind = "page_view") =>
  (request: Request) =>
    request.url().endsWith("/api/public/reads") && request.method() === "POST" && request.postData() === JSON.stringify({ story: storyKey, kind });

async function fitsViewport(page: Page, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("a cached story page still comes from the page cache with no cookie; the beacon's answer sets none either", async ({ request }) => {
  await request.get(`/story/${readId}`);
  const again = await request.get(`/story/${readId}`);
  expect(again.status()).toBe(200);
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(again.headers()["set-cookie"]).toBeUndefined();
  const beacon = await request.post("/api/public/reads", { headers: origin(), data: { story: "original", kind: "share" } });
  expect(beacon.status()).toBe(202);
  expect(beacon.headers()["set-cookie"]).toBeUndefined();
  const unknown = await request.post("/api/public/reads", { headers: origin(), data: { story: "original", kind: "tracking" } });
  expect(unknown.status()).toBe(400);
});

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("a visit sends its beacon after the page has loaded, and the back office shows the story with its chart", async ({ page, adminPage }, testInfo) => {
      const sent = page.waitForRequest(isBeacon(String(readId)));
      await page.goto(`/story/${readId}`);
      const beacon = await sent;
      expect(await page.evaluate(() => document.readyState)).toBe("complete");
      expect((await beacon.response())?.status()).toBe(202);

      // Counts are written every few seconds: the screen is read again until they are there.
      await expect(async () => {
        await adminPage.goto("/admin/reads");
        await expect(adminPage.locator(`[data-most-read] li[data-story-key="${readId}"]`)).toContainText(READ_TITLE, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await expect(adminPage.getByRole("heading", { name: "Most read this month" })).toBeVisible();
      // The phone's admin links sit behind its Menu button.
      if (size.name === "laptop")
        await expect(adminPage.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reads" })).toHaveAttribute("aria-current", "page");

      await adminPage.goto(`/admin/reads?story=${readId}`);
      const chart = adminPage.locator("[data-reads-chart]");
      await expect(chart).toContainText(READ_TITLE);
      await expect(chart.getByRole("img")).toHaveAttribute("aria-label", /counted in the last 30 days/);
      await expect(chart.locator("svg rect").first()).toBeAttached();
      await fitsViewport(adminPage, "[data-reads-chart]");
      await fitsViewport(adminPage, "[data-most-read]");
      // The same figures as a table, for whoever cannot see the bars.
      await chart.getByText("The same figures as a table").click();
      await expect(chart.getByRole("table")).toBeVisible();
      await expect(chart.getByRole("row")).toHaveCount(31);
      await chart.getByText("The same figures as a table").click();
      await adminPage.screenshot({ path: testInfo.outputPath(`admin-reads-${size.name}.png`), fullPage: true });
    });

    test("the library's order follows its URL: newest first, or most read with ?sort=most-read, in both languages", async ({ page }, testInfo) => {
      const cardOrder = async () => page.locator("main ul > li a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      await page.goto("/stories");
      let order = await cardOrder();
      expect(order.indexOf(`/story/${newerId}`)).toBeLessThan(order.indexOf(`/story/${readId}`));

      await page.getByRole("link", { name: "Most read", exact: true }).click();
      await expect(page).toHaveURL(/\/stories\?sort=most-read$/);
      await expect(page.getByRole("link", { name: "Most read", exact: true })).toHaveAttribute("aria-current", "page");
      order = await cardOrder();
      expect(order).toContain(`/story/${readId}`);
      expect(order.indexOf(`/story/${readId}`)).toBeLessThan(order.indexOf(`/story/${newerId}`));
      await fitsViewport(page, "[data-library-sort]");
      await page.screenshot({ path: testInfo.outputPath(`library-most-read-${size.name}.png`) });

      await page.goto("/es/stories?sort=most-read");
      await expect(page.getByRole("link", { name: "Más leídos", exact: true })).toHaveAttribute("aria-current", "page");
      order = await cardOrder();
      expect(order).toContain(`/es/story/${readId}`);
      expect(order.indexOf(`/es/story/${readId}`)).toBeLessThan(order.indexOf(`/es/story/${newerId}`));
      await page.getByRole("link", { name: "Más nuevos", exact: true }).click();
      await expect(page).toHaveURL(/\/es\/stories$/);
    });

    test("pressing Listen and sharing the story each send their own beacon", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
      await stubSpeech(page);
      await page.goto("/story/original");
      const listened = page.waitForRequest(isBeacon("original", "listen"));
      await page.getByRole("button", { name: "Listen" }).click();
      expect((await (await listened).response())?.status()).toBe(202);
      const shared = page.waitForRequest(isBeacon("original", "share"));
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText("Link copied")).toBeVisible();
      expect((await (await shared).response())?.status()).toBe(202);
    });

    test("a beacon that cannot be sent (offline) shows the family nothing", async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.route("**/api/public/reads", (route) => route.abort("internetdisconnected"));
      const failed = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/api/public/reads"));
      await page.goto(`/story/${readId}`);
      await failed;
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Next's route announcer is an empty alert region; nothing may be said in it or in a toast.
      await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}
