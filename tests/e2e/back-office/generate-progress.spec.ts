import { GenerateStoryPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";

// After 'Generate Story' the screen says where the new story stands, by itself (no reload), and
// opens the story once it is written. At a laptop's and a phone's size.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

declare global {
  interface Window {
    seenProgress?: string[];
  }
}

for (const size of SIZES) {
  test(`Generate shows the story being written and lands on it, ${size.width}x${size.height}`, async ({ adminPage: page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const form = new GenerateStoryPage(page);
    await form.goto();
    await form.field("Activity Type").fill("Planting marigolds");
    await form.field("Pepita's Role").fill("Helpful");
    await form.field("Curious").check();
    await form.field("Favorite Activity").fill("Digging in the garden");

    // Every text the progress line shows, kept in the window: it survives only a client-side navigation.
    await page.evaluate(() => {
      window.seenProgress = [];
      new MutationObserver(() => {
        const text = document.querySelector('section[aria-label^="Story "] [role="status"]')?.textContent?.trim();
        if (text && window.seenProgress!.at(-1) !== text) window.seenProgress!.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await form.submit();

    const created = page.getByText(/^Story created successfully! Story ID: \d+$/).first();
    await expect(created).toBeVisible();
    const storyId = Number(/(\d+)$/.exec((await created.textContent()) ?? "")?.[1]);
    const progress = page.getByRole("region", { name: `Story ${storyId}` });
    await expect(progress.getByRole("status")).toBeVisible();
    await expect(progress.getByRole("status")).toBeInViewport();
    const path = testInfo.outputPath(`progress-${size.width}.png`);
    await page.screenshot({ path });
    await testInfo.attach("progress", { path, contentType: "image/png" });

    await page.waitForURL(new RegExp(`/admin/story/${storyId}$`), { timeout: 60_000 });
    await expect(page.getByText(`Story #${storyId}`)).toBeVisible();
    const seen = await page.evaluate(() => window.seenProgress);
    expect(seen, "the progress line's texts, in order (the window was not reloaded)").toBeDefined();
    expect(seen!.length).toBeGreaterThan(0);
    expect(seen!.at(-1)).toBe("The story is written. Opening it…");
  });
}
