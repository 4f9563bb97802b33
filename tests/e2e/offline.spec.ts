import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { seedStory } from "./support/seed";

test.use({ serviceWorkers: "allow" });

// The production build's service worker (app/sw.ts): a story read once opens and pages with
// the network off; the back office and the APIs are never answered from its caches.

let storyId: number;

test.beforeAll(async () => {
  storyId = await seedStory(["--title", "Pepita Reads Offline"]);
});

async function expectPictureShown(page: Page): Promise<void> {
  const picture = page.getByTestId("page-picture").locator("img");
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

test("a story read once opens, pages and prints with the network off", async ({ page, context }) => {
  await page.goto(`/story/${storyId}`);
  await expect(page.getByText("Saved for offline reading")).toBeVisible({ timeout: 30_000 });
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

  // Neither an API answer nor the sign-in page seen online a moment ago, nor a story never opened.
  expect(await page.evaluate(() => fetch("/api/health").then(() => "answered", () => "failed"))).toBe("failed");
  await expect(page.goto("/login")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await expect(page.goto(`/story/${storyId + 1000}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
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
