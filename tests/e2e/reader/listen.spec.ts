import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";
import { cancels, finishAudio, finishUtterance, played as playedIn, spoken, stubSpeech } from "../support/speech";

// 'Listen' with the browser's voice and audio playback replaced by stubs (support/speech.ts).

const PAGE_2 = {
  en: "They stir warm chocolate in the clay pot, and it smells like cinnamon.",
  es: "Menean el chocolate caliente en la olla de barro, y huele a canela.",
};

let storyId: number;

test.beforeAll(async () => {
  // Page 1 has recordings in both languages; page 2 has none.
  storyId = await seedStory(["--title", "Listen along", "--pages", "3", "--narrated"]);
});

// The caption being read (the story page's; the colouring screen has its own copy).
const reading = (page: Page) => page.locator("[data-story-page] [data-reading]");

test("Listen says, in the page's language, that the device has no Spanish voice, and reads the English caption only", async ({ page }) => {
  await stubSpeech(page, { voices: ["en-US", "en-GB"] });
  await page.goto(`/es/story/${storyId}?page=2`);
  await page.getByRole("button", { name: "Escuchar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "voz" })).toHaveText(
    "Este dispositivo no tiene voz en español: Escuchar lee solo el texto en inglés.",
  );
  await expect.poll(() => spoken(page)).toEqual([{ text: PAGE_2.en, lang: "en-US", voice: "voice en-US" }]);
  await finishUtterance(page);
  await expect(page.getByRole("button", { name: "Escuchar" })).toBeVisible();
  expect(await spoken(page)).toHaveLength(1);
  await expectNoA11yViolations(page, "a Spanish story page telling that the device has no Spanish voice");

  await page.goto(`/story/${storyId}?page=2`);
  await page.getByRole("button", { name: "Listen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "voice" })).toHaveText("This device has no Spanish voice, so Listen reads the English words only.");
});

test("Listen reads the English caption then the Spanish one, each with its own voice, highlighting it; pauses, resumes, and stops on paging", async ({
  page,
}) => {
  await stubSpeech(page);
  await page.goto(`/story/${storyId}?page=2`);
  await page.getByRole("button", { name: "Listen" }).click();

  await expect.poll(() => spoken(page)).toEqual([{ text: PAGE_2.en, lang: "en-US", voice: "voice en-US" }]);
  await expect(reading(page)).toHaveText(PAGE_2.en);
  await expect(reading(page)).toHaveAttribute("lang", "en");
  await expectNoA11yViolations(page, "a story page reading its English caption aloud");

  await page.getByRole("button", { name: "Pause" }).click();
  expect(await page.evaluate(() => window.speechSynthesis.paused)).toBe(true);
  await page.getByRole("button", { name: "Resume" }).click();
  expect(await page.evaluate(() => window.speechSynthesis.paused)).toBe(false);

  await finishUtterance(page);
  await expect.poll(() => spoken(page)).toHaveLength(2);
  expect((await spoken(page))[1]).toEqual({ text: PAGE_2.es, lang: "es-MX", voice: "voice es-MX" });
  await expect(reading(page)).toHaveText(PAGE_2.es);
  await finishUtterance(page);
  await expect(reading(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Listen" })).toBeVisible();

  // Paging stops the reading: nothing is highlighted and nothing more is said.
  await page.getByRole("button", { name: "Listen" }).click();
  await expect(reading(page)).toHaveText(PAGE_2.en);
  await page.getByRole("button", { name: "Next →" }).click();
  await expect(page.getByText("Page 3 of 3")).toBeVisible();
  await expect(reading(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Listen" })).toBeVisible();
  expect(await cancels(page)).toBeGreaterThan(0);
  await finishUtterance(page);
  expect(await spoken(page)).toHaveLength(3);
});

test("Escuchar on the Spanish site reads the Spanish caption first", async ({ page }) => {
  await stubSpeech(page);
  await page.goto(`/es/story/${storyId}?page=2`);
  await page.getByRole("button", { name: "Escuchar" }).click();
  await expect.poll(() => spoken(page)).toEqual([{ text: PAGE_2.es, lang: "es-MX", voice: "voice es-MX" }]);
  await expect(reading(page)).toHaveText(PAGE_2.es);
  await expect(page.getByRole("button", { name: "Pausa" })).toBeVisible();
  await finishUtterance(page);
  await expect.poll(async () => (await spoken(page))[1]).toEqual({ text: PAGE_2.en, lang: "en-US", voice: "voice en-US" });
  await expect(reading(page)).toHaveAttribute("lang", "en");
});

test("a page with recorded narration plays its recordings, which the site serves, instead of the browser's voice", async ({ page }) => {
  await stubSpeech(page);
  await page.goto(`/story/${storyId}`);
  await page.getByRole("button", { name: "Listen" }).click();
  const played = () => playedIn(page);
  await expect.poll(played).toHaveLength(1);
  const [english] = await played();
  expect(new URL(english!).pathname).toMatch(/^\/objects\/narration\/[\w-]+\.mp3$/);
  await expect(reading(page)).toHaveAttribute("lang", "en");
  const served = await page.request.get(english!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("audio/mpeg");
  expect((await served.body()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));

  await finishAudio(page);
  await expect.poll(played).toHaveLength(2);
  expect((await played())[1]).not.toBe(english);
  await expect(reading(page)).toHaveAttribute("lang", "es");
  expect(await spoken(page)).toEqual([]);
});

test("the button is not shown where the browser has no speech synthesis", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true }));
  await page.goto(`/story/${storyId}?page=2`);
  await expect(page.getByRole("button", { name: "Next →" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Listen" })).toHaveCount(0);
});
