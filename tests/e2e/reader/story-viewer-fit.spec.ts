import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { PUBLIC_CACHE_CONTROL } from "@/lib/config/headers.mjs";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

let storyId: number;

test.beforeAll(async () => {
  storyId = await seedStory(["--title", "Pepita Fits the Screen"]);
});

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe("on a phone (390x844)", () => {
  test.use({ viewport: PHONE });

  test("no page of a story or of the built-in story scrolls sideways", async ({ page }) => {
    for (const path of [`/story/${storyId}`, "/"]) {
      await page.goto(path);
      for (let number = 1; number <= 10; number++) {
        await expect(page.getByText(`Page ${number} of 10`)).toBeVisible();
        expect(await horizontalOverflow(page), `${path} page ${number}`).toBeLessThanOrEqual(0);
        await page.getByRole("button", { name: number === 10 ? "Start Again" : "Next →" }).click();
      }
      await expect(page.getByText("Page 1 of 10")).toBeVisible();
    }
  });

  test("the Stories menu closes on Escape, a tap outside and navigation, giving focus back to its button", async ({ page }) => {
    await page.goto(`/story/${storyId}`);
    const menu = page.locator("details").filter({ has: page.getByText("Stories", { exact: true }) });
    const button = menu.locator("summary");
    const original = page.getByRole("link", { name: "Original Story" });

    await button.click();
    await expect(original).toBeVisible();
    await original.focus();
    await page.keyboard.press("Escape");
    await expect(original).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(original).toBeVisible();
    // A tap in the page's corner: on a phone the open list covers the story below the header.
    await page.mouse.click(2, 2);
    await expect(original).toBeHidden();

    await button.click();
    await original.click();
    await expect(page).toHaveURL(/\/story\/original$/);
    await expect(page.getByRole("heading", { name: "The Weekly Arrival" })).toBeVisible();
    await expect(original).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("Print as booklet downloads a folded-booklet PDF on the paper chosen, and the choice is remembered", async ({ page }) => {
    await page.goto(`/story/${storyId}`);
    await expect(page.getByRole("radio", { name: "Letter" })).toBeChecked();
    await page.getByText("A4", { exact: true }).click();
    await page.reload();
    await expect(page.getByRole("radio", { name: "A4" })).toBeChecked();

    const bookletButton = page.getByRole("button", { name: "Print as booklet" });
    await expect(bookletButton).toHaveAccessibleDescription("Booklet: print double-sided, flipping on the short edge, then fold in half.");
    await expect(page.getByText("Booklet: print double-sided, flipping on the short edge, then fold in half.")).toBeVisible();
    const [booklet] = await Promise.all([page.waitForEvent("download"), bookletButton.click()]);
    expect(booklet.suggestedFilename()).toBe("Abuelita_Pepita_Pepita_Fits_the_Screen_Booklet.pdf");
    await expect(page.getByText("The booklet downloaded successfully.")).toBeVisible();
    const doc = await PDFDocument.load(await readFile((await booklet.path())!));
    // A cover, ten pages and the back cover saying how to print it: twelve, two to a landscape A4 sheet side.
    expect(doc.getPageCount()).toBe(6);
    expect(doc.getPages().every((sheet) => sheet.getWidth() === 841.89 && sheet.getHeight() === 595.28)).toBe(true);

    const [sheet] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    const single = await PDFDocument.load(await readFile((await sheet.path())!));
    expect(single.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  test("Share copies the link when the browser has no share sheet, and hands it to the share sheet when it has one", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.goto(`/story/${storyId}?page=2`);
    await expect(page.getByText("Page 2 of 10")).toBeVisible();
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${process.env.E2E_BASE_URL}/story/${storyId}?page=2`);

    const shared = await context.newPage();
    await shared.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
        configurable: true,
      });
    });
    await shared.goto(`/story/${storyId}`);
    await expect(shared.getByText("Page 1 of 10")).toBeVisible();
    await shared.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => shared.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({
        title: "Pepita Fits the Screen",
        url: `${process.env.E2E_BASE_URL}/story/${storyId}`,
      });
  });
});

test.describe("on a laptop (1280x800)", () => {
  test.use({ viewport: LAPTOP });

  test("the title, picture, captions and pager share the first screen, the picture in a frame of its own shape", async ({ page }) => {
    for (const path of [`/story/${storyId}`, "/?page=3"]) {
      await page.goto(path);
      const frame = page.getByTestId("page-picture");
      const picture = frame.locator("img");
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const parts = [
        page.getByRole("heading", { level: 1 }),
        frame,
        page.locator("[data-story-page] p").first(),
        page.locator("[data-story-page] p[lang=es]"),
        page.getByRole("navigation", { name: "Story pages" }),
      ];
      for (const part of parts) {
        const box = (await part.boundingBox())!;
        expect(box.y, path).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, path).toBeLessThanOrEqual(LAPTOP.height);
      }
      const box = (await frame.boundingBox())!;
      const natural = await picture.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight);
      expect(Math.abs(box.width / box.height - natural), path).toBeLessThan(0.01);
      expect(box.height).toBeGreaterThan(400);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });

  test("a story page carries a 1200x630 share card of its own, cached", async ({ page, request }) => {
    await page.goto(`/story/${storyId}`);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    const twitterImage = await page.locator('meta[name="twitter:image"]').getAttribute("content");
    expect(ogImage).toBe(`${process.env.E2E_BASE_URL}/story/${storyId}/share-card`);
    expect(twitterImage).toBe(ogImage);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

    const first = await request.get(new URL(ogImage!).pathname);
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("image/png");
    expect(first.headers()["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    const png = await first.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(await (await request.get(new URL(ogImage!).pathname)).body()).toEqual(png);
  });
});
