import { GenerateStoryPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";

// After 'Generate Story' the screen says where the new story stands, by itself (no reload), and
// opens the story once it is written. At a laptop's and a phone's size.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

type Seen = { text: string; inView: boolean };

declare global {
  interface Window {
    seenProgress?: Seen[];
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

    // Every text the progress line shows, and whether it was in the window then, kept in the
    // window: it survives only a client-side navigation. The offline writer may finish within a
    // second, so the line is read as it changes rather than looked for afterwards.
    await page.evaluate(() => {
      window.seenProgress = [];
      new MutationObserver(() => {
        const line = document.querySelector('section[aria-label^="Story "] [role="status"]');
        const text = line?.textContent?.trim();
        if (!line || !text || window.seenProgress!.at(-1)?.text === text) return;
        const box = line.getBoundingClientRect();
        window.seenProgress!.push({ text, inView: box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await form.submit();

    const created = page.getByText(/^Story created successfully! Story ID: \d+$/).first();
    await expect(created).toBeVisible();
    const storyId = Number(/(\d+)$/.exec((await created.textContent()) ?? "")?.[1]);
    const path = testInfo.outputPath(`progress-${size.width}.png`);
    await page.screenshot({ path });
    await testInfo.attach("progress", { path, contentType: "image/png" });

    await page.waitForURL(new RegExp(`/admin/story/${storyId}$`), { timeout: 60_000 });
    await expect(page.getByText(`Story #${storyId}`)).toBeVisible();
    const seen = await page.evaluate(() => window.seenProgress);
    expect(seen, "the progress line's texts, in order (the window was not reloaded)").toBeDefined();
    expect(seen!.at(-1)?.text).toBe("The story is written. Opening it…");
    expect(
      seen!.every((line) => line.inView),
      JSON.stringify(seen),
    ).toBe(true);
  });
}
