import type { Page, TestInfo } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { StoriesTablePage, StoryDetailPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";
import { toastText } from "../support/pages";
import { seedStory } from "../support/seed";

// A story the moderation held for review, on a laptop (1280x800) and a phone (390x844): the
// banner says why, Publish is refused until the admin clears it, and clearing it is one button.

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const REASON = `The word list found "carajo" (profanity) in page 6's Spanish text.`;
const HELD = "This story needs review before it can be published";

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${page.viewportSize()!.width}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

for (const viewport of [LAPTOP, PHONE]) {
  test(`a held story at ${viewport.width}x${viewport.height}: the reason, Publish refused, then read and cleared and published`, async ({
    adminPage: page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const title = `Held Beans ${viewport.width} ${Date.now()}`;
    const id = await seedStory(["--title", title, "--needs-review", REASON]);

    const assets = new StoriesTablePage(page);
    await assets.goto(title);
    await expect(assets.row(id).getByText("Needs review", { exact: true })).toBeVisible();
    await shot(page, testInfo, "assets");

    const detail = new StoryDetailPage(page);
    await detail.goto(id);
    const banner = page.getByRole("region", { name: "Needs review" });
    await expect(banner).toBeInViewport();
    await expect(banner).toContainText(REASON);
    // The reason reads as lines across the banner, the button beside it or below it, never squeezed into a column.
    const reason = (await banner.getByText(REASON).boundingBox())!;
    expect(reason.width).toBeGreaterThanOrEqual(Math.min(viewport.width - 100, 450));
    const clear = banner.getByRole("button", { name: "Mark as read and cleared" });
    await expect(clear).toBeInViewport();
    const box = (await clear.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page, "Story details held for review");
    await shot(page, testInfo, "held");

    await detail.actions.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toastText(page, "Failed to update story publication status.")).toBeVisible();
    await expect(page.getByText(HELD)).toBeVisible();
    await expect(detail.status).toContainText("Unpublished");

    await clear.click();
    await expect(toastText(page, "Review Cleared")).toBeVisible();
    await expect(banner).toHaveCount(0);
    const cleared = page.getByRole("region", { name: "Review cleared" });
    await expect(cleared).toContainText("Review cleared by");
    await expect(cleared).toContainText(REASON);
    await shot(page, testInfo, "cleared");

    await detail.actions.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toastText(page, "Story Published")).toBeVisible();
    await expect(detail.status.getByText("Published", { exact: true })).toBeVisible();
  });
}
