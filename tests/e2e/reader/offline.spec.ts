import type { Page } from "@playwright/test";
import type { StoryDetailResponse } from "@/lib/api/stories";
import { pictureStem } from "@/lib/offline/offline-rules";
import { expect, signIn, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

test.use({ serviceWorkers: "allow" });

// The production build's service worker (app/sw.ts): a story read once opens and pages with
// the network off; the back office and the APIs are never answered from its caches, nothing an
// admin's browser showed is kept in them, and signing out empties them.

let storyId: number;

test.beforeAll(async () => {
  storyId = await seedStory(["--title", "Pepita Reads Offline"]);
});

/** Every address (path and query) held in any of the page's Cache Storage caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return paths;
  });
}

async function expectPictureShown(page: Page): Promise<void> {
  const picture = page.getByTestId("page-picture").locator("img");
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

test("a story read once opens, pages and prints with the network off", async ({ page, context }) => {
  await page.goto(`/story/${storyId}`);
  await expect(page.getByText("Saved for offline reading")).toBeVisible({ timeout: 30_000 });
  const kept = await cachedPaths(page);
  const shown = await page
    .getByTestId("page-picture")
    .locator("img")
    .evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
  expect(kept).toContain(shown);
  expect(kept.filter((path) => path.startsWith(`/api/pdf/${storyId}?`))).toHaveLength(10);
  // Seen online through the worker, so that it could have kept them.
  expect(await page.evaluate(async () => (await fetch("/api/health")).status)).toBe(200);
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/story/${storyId}?page=2`);
  await expect(page.getByText("Page 2 of 10")).toBeVisible();
  await expect(page.getByText("Saved for offline reading")).toBeVisible();
  await page.getByRole("button", { name: "← Previous" }).click();
  for (let number = 1; number <= 10; number++) {
    await expect(page.getByText(`Page ${number} of 10`)).toBeVisible();
    await expectPictureShown(page);
    if (number < 10) await page.getByRole("button", { name: "Next →" }).click();
  }

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Neither an API answer nor the sign-in page seen online a moment ago; a story never opened is
  // the site's offline page (tests/e2e/reader/offline-shelf.spec.ts).
  expect(
    await page.evaluate(() =>
      fetch("/api/health").then(
        () => "answered",
        () => "failed",
      ),
    ),
  ).toBe("failed");
  // The story first: a failed load's error page commits after goto rejects, and would cut short
  // a navigation started after it.
  await page.goto(`/story/${storyId + 1000}`);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.goto("/login")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
});

test("the worker is registered only once the page has loaded, so saving the story never delays it", async ({ page }) => {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer["register"]>) => {
      (window as unknown as { registeredWhen: string }).registeredWhen = document.readyState;
      return register(...args);
    };
  });
  await page.goto(`/story/${storyId}`);
  await expect(page.getByText("Saved for offline reading")).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { registeredWhen?: string }).registeredWhen)).toBe("complete");
});

test("the Spanish story says it is saved in Spanish and opens offline too", async ({ page, context }) => {
  await page.goto(`/es/story/${storyId}`);
  await expect(page.getByText("Guardado para leer sin conexión")).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Página 1 de 10")).toBeVisible();
  await expectPictureShown(page);
});

test("the worker is served uncached for the whole site, so a new build's worker is found at the next visit", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["service-worker-allowed"]).toBe("/");
  expect(response.headers()["content-type"]).toMatch(/javascript/);
});

test("nothing an admin's browser shows of a draft is kept, in the back office or the story's preview", async ({ adminPage: page }) => {
  const draftId = await seedStory(["--title", "Pepita's Unpublished Draft", "--unpublished"]);
  const { story: draft } = (await (await page.request.get(`/api/stories/${draftId}`)).json()) as StoryDetailResponse;
  const pictures = {
    ...(JSON.parse(draft.imageData ?? "{}") as Record<string, string>),
    ...(JSON.parse(draft.manualImages ?? "{}") as Record<string, string>),
  };
  // The seed draws pages 2-10 with the built-in story's public line art; page 1's picture is the draft's own.
  const draftStems = Object.values(pictures)
    .filter((url) => url.startsWith("/objects/"))
    .map((url) => pictureStem(url));
  expect(draftStems).toHaveLength(1);

  // The worker is installed as a family's visit installs it; from then on it serves the back office too.
  await page.goto(`/story/${storyId}`);
  await expect(page.getByText("Saved for offline reading")).toBeVisible({ timeout: 30_000 });
  await page.goto(`/admin/story/${draftId}`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const thumbnails = page.locator("main img");
  await expect(thumbnails.first()).toBeVisible();
  await expect.poll(() => thumbnails.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await page.goto(`/story/${draftId}`);
  await expect(page.getByText("Page 1 of 10")).toBeVisible();
  await expectPictureShown(page);
  const previewPicture = await page
    .getByTestId("page-picture")
    .locator("img")
    .evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);

  // Saved again once the draft's pictures were shown, so whatever the worker kept of them is in its caches by now.
  await page.goto(`/story/${storyId}`);
  await expect(page.getByText("Saved for offline reading")).toBeVisible({ timeout: 30_000 });
  const kept = await cachedPaths(page);
  expect(
    kept.some((path) => path.startsWith("/objects/")),
    "the public story's pictures are kept",
  ).toBe(true);
  expect(kept.filter((path) => draftStems.includes(pictureStem(path)))).toEqual([]);
  expect(kept.filter((path) => path.startsWith(`/api/pdf/${draftId}`))).toEqual([]);

  // Nor does the browser's own cache keep what a signed-in browser was sent.
  const answer = await page.request.get(previewPicture);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toMatch(/\bprivate\b.*\bno-store\b/);
});

test("signing out tells the browser to clear its caches, and the worker's saved stories are gone", async ({ browser, admin }) => {
  // A session of its own: signing out ends it, and the worker's other tests share the fixture's.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page.request, admin);
  await page.goto(`/story/${storyId}`);
  await expect(page.getByText("Saved for offline reading")).toBeVisible({ timeout: 30_000 });
  expect(await cachedPaths(page)).not.toEqual([]);

  await page.goto("/admin");
  const signedOut = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/logout");
  await page.getByRole("button", { name: "Logout" }).first().click();
  expect((await (await signedOut).allHeaders())["clear-site-data"]).toBe('"cache"');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
  await context.close();
});
