import type { Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";
import { boundary, finishAudio, finishUtterance, played, rates, setAudioTime, spoken, stubSpeech } from "../support/speech";

// Listen highlights each word as it is heard, English then Spanish, on a phone (390x844, touch)
// and on a laptop (1280x800): with a voice that reports word boundaries, with one that does not,
// and with a recording timed by the transcript stored beside it. A tapped word is said alone.

const PAGE_2 = {
  en: "They stir warm chocolate in the clay pot, and it smells like cinnamon.",
  es: "Menean el chocolate caliente en la olla de barro, y huele a canela.",
};
// The seeded recordings' timings: one word every half second (lib/narration/recorded/sample.ts).
const SAMPLE_WORD_S = 0.5;

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 }, hasTouch: false },
} as const;

let storyId: number;

test.beforeAll(async () => {
  // Page 1 has recordings in both languages; page 2 has none.
  storyId = await seedStory(["--title", "Read along", "--pages", "3", "--narrated"]);
});

/** The word being heard, within `scope` (the story page, or the colouring screen). */
const currentWord = (scope: Page | Locator) => scope.locator('[data-caption] [aria-current="true"]');
const storyPage = (page: Page) => page.locator("[data-story-page]");

type Rgb = [number, number, number];
const channels = (css: string): Rgb => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as Rgb;
const luminance = ([r, g, b]: Rgb) =>
  [r, g, b]
    .map((value) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4))
    .reduce((sum, each, index) => sum + each * [0.2126, 0.7152, 0.0722][index]!, 0);

/** The contrast of the highlighted word's text on its highlight. */
async function highlightContrast(word: Locator): Promise<number> {
  const { color, background } = await word.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  const [light, dark] = [luminance(channels(color)), luminance(channels(background))].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether the whole word is inside the viewport. */
async function inView(page: Page, word: Locator): Promise<boolean> {
  const box = await word.boundingBox();
  const size = page.viewportSize()!;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

for (const [device, size] of Object.entries(SIZES)) {
  test.describe(`on a ${device}`, () => {
    test.use(size);

    test(`the highlighted word follows the voice's word boundaries, English then Spanish, visible and marked as current (${device})`, async ({
      page,
    }, testInfo) => {
      await stubSpeech(page, { reportsBoundaries: true });
      await page.goto(`/story/${storyId}?page=2`);
      await page.getByRole("button", { name: "Listen" }).click();
      const word = currentWord(storyPage(page));
      await expect(word).toHaveText("They");
      await boundary(page, PAGE_2.en.indexOf("chocolate"));
      await expect(word).toHaveText("chocolate");
      await expect(word).toHaveCount(1);
      expect(await word.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("en");
      expect(await inView(page, word)).toBe(true);
      expect(await highlightContrast(word)).toBeGreaterThanOrEqual(7);
      // The caption is one paragraph of text, read once; nothing on it speaks up as the word moves.
      expect(await page.locator("[data-caption] [aria-live], [data-caption][aria-live], [data-caption] [role]").count()).toBe(0);
      await page.screenshot({ path: testInfo.outputPath(`reading-english-${device}.png`) });
      await expectNoA11yViolations(page, "a story page highlighting the English word being heard");

      await boundary(page, PAGE_2.en.indexOf("cinnamon"));
      await expect(word).toHaveText("cinnamon.");
      await finishUtterance(page);
      await expect(word).toHaveText("Menean");
      expect(await word.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("es");
      await boundary(page, PAGE_2.es.indexOf("olla"));
      await expect(word).toHaveText("olla");
      // Below the fold on a phone, the word being heard is brought on screen.
      await expect.poll(() => inView(page, word)).toBe(true);
      // A dark colour scheme leaves the story's light page, and its highlight, as they are.
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await highlightContrast(word)).toBeGreaterThanOrEqual(7);
      await page.screenshot({ path: testInfo.outputPath(`reading-spanish-${device}.png`) });
      await finishUtterance(page);
      await expect(word).toHaveCount(0);
    });

    test(`a tapped word is said alone, in its language (${device})`, async ({ page }) => {
      await stubSpeech(page);
      await page.goto(`/story/${storyId}?page=2`);
      const caption = (language: string) => storyPage(page).locator(`[data-caption=${language}]`);
      const say = (locator: Locator) => (size.hasTouch ? locator.tap() : locator.click());
      await say(caption("en").getByText("chocolate", { exact: true }));
      await expect.poll(() => spoken(page)).toEqual([{ text: "chocolate", lang: "en-US", voice: "voice en-US" }]);
      await say(caption("es").getByText("canela.", { exact: true }));
      await expect.poll(async () => (await spoken(page)).at(-1)).toEqual({ text: "canela", lang: "es-MX", voice: "voice es-MX" });
      // Nothing is being read, so nothing is highlighted.
      await expect(currentWord(page)).toHaveCount(0);
    });

    test(`the colouring screen's caption highlights the word being heard (${device})`, async ({ page }, testInfo) => {
      await stubSpeech(page, { reportsBoundaries: true });
      await page.goto(`/story/${storyId}?page=2`);
      await page.getByRole("button", { name: "Colour it here" }).click();
      const dialog = page.getByTestId("colouring-mode");
      await expect(dialog.getByTestId("colouring-canvas")).toBeVisible();
      await dialog.getByRole("button", { name: "Listen" }).click();
      const word = currentWord(dialog);
      await expect(word).toHaveText("They");
      await boundary(page, PAGE_2.en.indexOf("warm"));
      await expect(word).toHaveText("warm");
      expect(await inView(page, word)).toBe(true);
      await finishUtterance(page);
      await expect(word).toHaveText("Menean");
      expect(await inView(page, word)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`colouring-reading-${device}.png`) });
      await expectNoA11yViolations(page, "the colouring screen highlighting the Spanish word being heard");
    });
  });
}

test.describe("on a laptop", () => {
  test.use(SIZES.laptop);

  test("a voice that reports no word boundaries moves the highlight on by itself, then reads the Spanish from its first word", async ({ page }) => {
    await stubSpeech(page);
    await page.goto(`/story/${storyId}?page=2`);
    // Every English word highlighted, in the order the page shows them: a poll that samples the
    // highlight can come after the first words on a busy machine, so the page records them itself.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { seen });
      new MutationObserver(() => {
        const current = document.querySelector('[data-story-page] [data-caption=en] [aria-current="true"]');
        const index = current ? Number(current.getAttribute("data-word")) : undefined;
        if (index !== undefined && seen.at(-1) !== index) seen.push(index);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-current"] });
    });
    const seen = () => page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    await page.getByRole("button", { name: "Listen" }).click();
    const last = (await storyPage(page).locator("[data-caption=en] [data-word]").count()) - 1;
    // It waits on the last word for the voice to finish rather than running past the caption.
    await expect.poll(async () => (await seen()).at(-1), { timeout: 15_000 }).toBe(last);
    const order = await seen();
    expect(order[0], order.join(" ")).toBe(0);
    expect(order.length, order.join(" ")).toBeGreaterThan(3);
    expect(order, "forward only").toEqual([...order].sort((a, b) => a - b));
    await expect(currentWord(storyPage(page))).toHaveAttribute("data-word", String(last));
    await finishUtterance(page);
    await expect(currentWord(storyPage(page))).toHaveText("Menean");
  });

  test("the reading speed is chosen once, remembered on the device, and sets the voice's rate", async ({ page }) => {
    await stubSpeech(page);
    await page.goto(`/es/story/${storyId}?page=2`);
    await page.getByText("Más lento", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Más lento" })).toBeChecked();
    await page.getByRole("button", { name: "Escuchar" }).click();
    await expect.poll(() => rates(page)).toEqual([0.75]);
    await page.goto(`/story/${storyId}?page=2`);
    await expect(page.getByRole("group", { name: "Reading speed" }).getByRole("radio", { name: "Slower" })).toBeChecked();
    await page.getByText("Faster", { exact: true }).click();
    await page.getByRole("button", { name: "Listen" }).click();
    await expect.poll(async () => (await rates(page)).at(-1)).toBe(1.25);
  });

  test("a recording's words are highlighted from the timings stored and served beside it, English then Spanish", async ({ page }) => {
    await stubSpeech(page);
    await page.goto(`/story/${storyId}`);
    await page.getByRole("button", { name: "Listen" }).click();
    await expect.poll(() => played(page)).toHaveLength(1);
    const [english] = await played(page);
    const timings = await page.request.get(english!.replace(/\.mp3$/, ".json"));
    expect(timings.headers()["content-type"]).toBe("application/json");
    expect((await timings.json()).words.length).toBeGreaterThan(3);

    const index = () => currentWord(storyPage(page)).getAttribute("data-word").then(Number);
    await expect.poll(index).toBe(0);
    await setAudioTime(page, 2.2 * SAMPLE_WORD_S);
    await expect.poll(index).toBe(2);
    await setAudioTime(page, 3.1 * SAMPLE_WORD_S);
    await expect.poll(index).toBe(3);
    expect(await currentWord(storyPage(page)).evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("en");
    await finishAudio(page);
    await expect.poll(() => played(page)).toHaveLength(2);
    await setAudioTime(page, 1.2 * SAMPLE_WORD_S);
    await expect.poll(index).toBe(1);
    expect(await currentWord(storyPage(page)).evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("es");
    expect(await spoken(page)).toEqual([]);
  });
});
