import type { Page } from "@playwright/test";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

// Every text a Spanish page shows from its first byte until it is idle, loading and error states
// included, is read for the English catalogue's own words: a final screenshot would miss a
// loading line or a fallback that shows for a moment.

type Catalogue = { [key: string]: string | Catalogue };

function values(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((value) => (typeof value === "string" ? [value] : values(value)));
}

const spanishText = values(spanish as Catalogue).join("\n");

// The English strings no Spanish one shares, cut at their placeholders; pieces too short to be
// told from a word of a story's English caption are left out.
const ENGLISH_WORDS = [
  ...new Set(
    values(english as Catalogue)
      .flatMap((value) => value.split(/\{\w+\}/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 6 && /[a-z]{3}/i.test(piece) && !spanishText.includes(piece)),
  ),
];

const TITLE = "Cuento de las palabras";

let storyId: number;

test.beforeAll(async () => {
  storyId = await seedStory(["--title", TITLE]);
});

async function recordTexts(page: Page) {
  await page.addInitScript(() => {
    const texts = new Set<string>();
    (window as unknown as { __texts: Set<string> }).__texts = texts;
    const record = () => {
      if (document.body) texts.add(document.body.innerText);
      texts.add(document.title);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener("DOMContentLoaded", record);
  });
}

async function englishSeen(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  // Stories' titles are content, in whatever language they were written ("Listen along").
  const titles = await page.evaluate(() => [...document.querySelectorAll('a[href*="/story/"]')].map((link) => (link as HTMLElement).innerText.trim()));
  const texts = (await page.evaluate(() => [...(window as unknown as { __texts: Set<string> }).__texts])).map((text) =>
    titles.reduce((rest, title) => (title ? rest.replaceAll(title, "") : rest), text),
  );
  expect(texts.length).toBeGreaterThan(0);
  return ENGLISH_WORDS.filter((words) => texts.some((text) => text.includes(words)));
}

test("no English words on a Spanish page, from its first text until it is idle", async ({ page }) => {
  expect(ENGLISH_WORDS.length).toBeGreaterThan(50);
  await recordTexts(page);
  for (const path of ["/es", "/es/stories?q=zzzz-nada", `/es/story/${storyId}`, "/es/story/999999", "/es/no-such-page"]) {
    await page.goto(path);
    expect(await englishSeen(page), path).toEqual([]);
  }

  // A visit inside the site: the story opens by the client's router, through its loading state.
  await page.goto(`/es/stories?q=${encodeURIComponent(TITLE)}`);
  await page.locator(`main a[href="/es/story/${storyId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/es/story/${storyId}$`));
  expect(await englishSeen(page), "a story opened from the library").toEqual([]);
  await page.getByRole("link", { name: "Todos los cuentos", exact: true }).first().click();
  await expect(page).toHaveURL(/\/es\/stories$/);
  expect(await englishSeen(page), "the library opened from a story").toEqual([]);
});
