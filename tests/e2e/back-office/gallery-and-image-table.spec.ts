import type { Page, TestInfo } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { countOn, GalleryPage, ImageGenerationPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";
import { toastText } from "../support/pages";
import { seedStory } from "../support/seed";

/** Full-page screenshots at a desktop and a phone width, kept with the test's output for review. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name} at ${width} px`, { path, contentType: "image/png" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("generate a page's image from the image table, find it in the gallery and delete it", async ({ adminPage: page }, testInfo) => {
  // It draws every page of the server still without a picture, its own 5 and any other specs
  // left (it runs before those that leave some: playwright.config.ts): bounds for a busy
  // machine, never waits.
  test.setTimeout(240_000);
  // Two stories with pictures and two short ones without fill the table past one page of 20 rows;
  // the stories without are short because 'Generate all missing' below draws every page of them.
  await seedStory(["--title", "Market Morning"]);
  await seedStory(["--title", "Market Afternoon"]);
  await seedStory(["--title", "Short Garden Story", "--pages", "2", "--no-images"]);
  const id = await seedStory(["--title", "Tamalada Without Pictures", "--pages", "3", "--no-images"]);
  const images = new ImageGenerationPage(page);
  const gallery = new GalleryPage(page);
  await images.goto();

  await expect(images.heading).toBeVisible();
  // Other specs share the server's data, so the table holds at least these 25 rows.
  await expect(page.getByText(/^Showing 1-20 of \d+ rows$/)).toBeVisible();
  const total = Number(/of (\d+) rows/.exec((await page.getByText(/^Showing 1-20 of \d+ rows$/).textContent())!)![1]);
  expect(total).toBeGreaterThanOrEqual(25);
  await expect(page.getByRole("button", { name: "Page 2" })).toBeVisible();

  // Story descending brings the newest story, the one without images, to the top.
  await images.sortByStory();
  await expect(page.getByRole("columnheader", { name: "Story", exact: true })).toHaveAttribute("aria-sort", "descending");
  const row = images.row(id, 1);
  await expect(row).toContainText("Tamalada Without Pictures");
  await expect(row).toContainText("No image generated");
  await screenshots(page, testInfo, "image-gen");

  await row.getByRole("button", { name: "Generate (DALL-E)" }).click();
  await expect(toastText(page, "Image Generated")).toBeVisible({ timeout: 30_000 });
  await expect(toastText(page, `Image drawn by the offline illustrator for Story ${id}, Page 1`)).toBeVisible();
  await expect(row.getByRole("link", { name: "View Image" })).toHaveAttribute("href", /^\/objects\/generated\//);
  await expect(row.getByText("Drawn by the offline illustrator").filter({ visible: true })).toHaveCount(1);
  await expect(row.getByRole("button", { name: "Generate (DALL-E)" })).toBeEnabled();

  // Discord is not configured in the tests: the button says so instead of failing after a click.
  await expect(row.getByRole("button", { name: "Discord MJ" })).toBeDisabled();
  await expect(row.getByRole("button", { name: "Discord MJ" })).toHaveAttribute("title", "Midjourney through Discord is not configured on this server.");
  await expectNoA11yViolations(page, "Image Generation with Discord off");

  await gallery.goto();
  await expect(gallery.heading).toBeVisible();
  const card = gallery.card("Tamalada Without Pictures, Page 1");
  await expect(card).toContainText("Generated");
  await expect(card.getByRole("link", { name: "Story" })).toHaveAttribute("href", `/admin/story/${id}`);
  // Newest first: the image just drawn leads the grid.
  await expect(gallery.cards.first()).toHaveAccessibleName("Tamalada Without Pictures, Page 1");
  await expect(card.getByRole("img")).toHaveJSProperty("complete", true);
  await screenshots(page, testInfo, "gallery");

  const generatedFilter = gallery.filter("Generated");
  const before = await countOn(generatedFilter);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this generated image?");
    void dialog.accept();
  });
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(card).toHaveCount(0);
  await expect(generatedFilter).toHaveText(`Generated${before - 1}`);

  await images.goto();
  await images.sortByStory();
  await expect(row).toContainText("No image generated");

  // One click queues every page without an image, in every story; background jobs draw them
  // and the table shows each picture as it arrives.
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toMatch(/^Generate \d+ missing images in \d+ stories\?\n\nImages left today: \d+ of 200\.$/);
    void dialog.accept();
  });
  await images.generateAllMissing.click();
  await expect(toastText(page, "Image Generation Started")).toBeVisible();
  await expect(page.getByText(/being generated in the background\.$/)).toBeVisible();
  await expectNoA11yViolations(page, "Image Generation while images are drawn");
  await expect(page.getByText("Every page has an image.")).toBeVisible({ timeout: 180_000 });
  await expect(row.getByRole("link", { name: "View Image" })).toHaveAttribute("href", /^\/objects\/generated\//);
  await expect(images.generateAllMissing).toBeDisabled();
  await screenshots(page, testInfo, "image-gen-all-drawn");
});
