import type { Locator, Page } from "@playwright/test";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";
import { finishUtterance, spoken, stubSpeech } from "../support/speech";

// Every picture described: the description is the picture's alt text in the page's language,
// on the story page and in the colouring screen, and 'Describe the picture', beside Listen, says
// it in both languages (the page's first, as Listen reads) with the browser's voice. A story
// written before descriptions keeps the caption as its alt text and shows no such button.
// On a phone (390x844, touch) and a laptop (1280x800).

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 }, hasTouch: false },
} as const;

// The seeded story's page 2 shows the built-in hot-chocolate picture, described as the original describes it.
const HOT_CHOCOLATE = ORIGINAL_STORY_PAGES[1]!;

let described: number;
let undescribed: number;

test.beforeAll(async () => {
  described = await seedStory(["--title", "Described pictures", "--pages", "3", "--described"]);
  undescribed = await seedStory(["--title", "Pictures without words", "--pages", "2"]);
});

const picture = (page: Page) => page.getByTestId("page-picture").locator("img");
const describeButton = (scope: Page | Locator, name = "Describe the picture") => scope.getByRole("button", { name, exact: true });

/**
 * Lets the stub voice finish each utterance as it comes (a long description is said in chunks)
 * until the description is done, and answers what was said, joined per language in order.
 */
async function heardThrough(page: Page, scope: Page | Locator = page): Promise<{ lang: string; text: string }[]> {
  await expect(async () => {
    await finishUtterance(page);
    await expect(scope.locator("[data-describe]")).toHaveAttribute("data-describe", "idle", { timeout: 300 });
  }).toPass();
  const said: { lang: string; text: string }[] = [];
  for (const { lang, text } of await spoken(page)) {
    const last = said.at(-1);
    if (last?.lang === lang) last.text = `${last.text} ${text}`;
    else said.push({ lang, text });
  }
  return said;
}

/** Whether the element is on screen, whole, and the one a tap at its centre reaches. */
async function tappable(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const size = page.viewportSize()!;
  if (!box || box.x < 0 || box.y < 0 || box.x + box.width > size.width || box.y + box.height > size.height) return false;
  return element.evaluate(
    (target, [x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && (hit === target || target.contains(hit));
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

for (const [device, size] of Object.entries(SIZES)) {
  test.describe(`on a ${device}`, () => {
    test.use(size);

    test(`the picture's alt text is its description in the page's language (${device})`, async ({ page }) => {
      await page.goto(`/story/${described}?page=2`);
      await expect(picture(page)).toHaveAttribute("alt", HOT_CHOCOLATE.descriptionEn);
      await expect(page.getByRole("img", { name: HOT_CHOCOLATE.descriptionEn })).toBeVisible();
      await page.goto(`/es/story/${described}?page=2`);
      await expect(picture(page)).toHaveAttribute("alt", HOT_CHOCOLATE.descriptionEs);

      // The built-in story, on its own page in both languages.
      for (const [path, text] of [
        ["/story/original?page=10", ORIGINAL_STORY_PAGES[9]!.descriptionEn],
        ["/es/story/original?page=10", ORIGINAL_STORY_PAGES[9]!.descriptionEs],
      ] as const) {
        await page.goto(path);
        await expect(picture(page), path).toHaveAttribute("alt", text);
      }
    });

    test(`'Describe the picture' sits beside Listen, in view, and says the description in both languages (${device})`, async ({ page }, testInfo) => {
      await stubSpeech(page);
      await page.goto(`/story/${described}?page=2`);
      const button = describeButton(page);
      await expect(button).toBeVisible();
      const listen = page.getByRole("button", { name: "Listen", exact: true });
      const [describeBox, listenBox] = [(await button.boundingBox())!, (await listen.boundingBox())!];
      // Beside Listen: on its row (or the row below on a narrow screen), never over it.
      expect(Math.abs(describeBox.y - listenBox.y)).toBeLessThan(listenBox.height * 2 + 12);
      const apart =
        describeBox.x >= listenBox.x + listenBox.width || listenBox.x >= describeBox.x + describeBox.width || describeBox.y >= listenBox.y + listenBox.height;
      expect(apart).toBe(true);
      await button.scrollIntoViewIfNeeded();
      expect(await tappable(page, button)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`describe-button-${device}.png`) });

      await button.click();
      await expect(describeButton(page, "Stop describing")).toBeVisible();
      await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(0);
      expect(HOT_CHOCOLATE.descriptionEn.startsWith((await spoken(page))[0]!.text)).toBe(true);
      // No caption word is highlighted: the description is not on the page.
      await expect(page.locator('[data-caption] [aria-current="true"]')).toHaveCount(0);
      expect(await heardThrough(page)).toEqual([
        { lang: "en-US", text: HOT_CHOCOLATE.descriptionEn },
        { lang: "es-MX", text: HOT_CHOCOLATE.descriptionEs },
      ]);
      await expect(describeButton(page)).toBeVisible();
      await expectNoA11yViolations(page, "a story page with 'Describe the picture'");

      // A second press stops it; Listen cuts it short too.
      await describeButton(page).click();
      await describeButton(page, "Stop describing").click();
      await expect(describeButton(page)).toBeVisible();
      await describeButton(page).click();
      await listen.click();
      await expect(describeButton(page)).toBeVisible();
      await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe("They stir warm chocolate in the clay pot, and it smells like cinnamon.");
    });

    test(`on the Spanish site the Spanish description is said first (${device})`, async ({ page }, testInfo) => {
      await stubSpeech(page);
      await page.goto(`/es/story/${described}?page=2`);
      // The Spanish reading row (the longer words) fits the screen: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await describeButton(page, "Describir el dibujo").click();
      await expect(describeButton(page, "Dejar de describir")).toBeVisible();
      expect(await heardThrough(page)).toEqual([
        { lang: "es-MX", text: HOT_CHOCOLATE.descriptionEs },
        { lang: "en-US", text: HOT_CHOCOLATE.descriptionEn },
      ]);
      await page.screenshot({ path: testInfo.outputPath(`describe-button-es-${device}.png`) });
    });

    test(`the colouring screen names its picture by the description, with the button beside Listen (${device})`, async ({ page }, testInfo) => {
      await stubSpeech(page);
      await page.goto(`/es/story/${described}?page=2`);
      await page.getByRole("button", { name: "Colorear aquí" }).click();
      const dialog = page.getByTestId("colouring-mode");
      const canvas = dialog.getByTestId("colouring-canvas");
      await expect(canvas).toBeVisible();
      await expect(canvas).toHaveAttribute("aria-label", HOT_CHOCOLATE.descriptionEs);
      await expect(dialog.getByRole("img", { name: HOT_CHOCOLATE.descriptionEs })).toBeVisible();
      const button = describeButton(dialog, "Describir el dibujo");
      await button.scrollIntoViewIfNeeded();
      expect(await tappable(page, button)).toBe(true);
      await button.click();
      await expect(describeButton(dialog, "Dejar de describir")).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`colouring-describe-${device}.png`) });
      expect((await heardThrough(page, dialog))[0]).toEqual({ lang: "es-MX", text: HOT_CHOCOLATE.descriptionEs });
    });

    test(`a story written before descriptions keeps its caption as the alt text and has no 'Describe the picture' (${device})`, async ({ page }) => {
      await stubSpeech(page);
      await page.goto(`/story/${undescribed}?page=2`);
      await expect(picture(page)).toHaveAttribute("alt", /^Coloring page 2: They stir warm chocolate/);
      await expect(page.getByRole("button", { name: "Listen", exact: true })).toBeVisible();
      await expect(describeButton(page)).toHaveCount(0);
    });
  });
}
