import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import { expectNoA11yViolations } from "../support/axe";
import { StoryDetailPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";
import { toastText } from "../support/pages";
import { seedStory } from "../support/seed";

// An admin edits a picture's description on the story's screen, in either language, and the
// public page names its picture by the new words at once; a description too long to read aloud
// is refused with the form's message and nothing is saved. On a phone (390x844) and a laptop (1280x800).

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 }, hasTouch: false },
} as const;

for (const [device, size] of Object.entries(SIZES)) {
  test.describe(`on a ${device}`, () => {
    test.use(size);

    test(`an admin rewrites a picture's description and the story page shows it (${device})`, async ({ adminPage: page, browser }, testInfo) => {
      const id = await seedStory(["--title", `Described for editing (${device})`, "--pages", "2", "--described"]);
      const detail = new StoryDetailPage(page);
      await detail.goto(id);
      const row = detail.storyPage(2);
      await expect(row.getByText("Picture Description (English)")).toBeVisible();
      await expect(row.getByText(ORIGINAL_STORY_PAGES[1]!.descriptionEn)).toBeVisible();
      await expect(row.getByText(ORIGINAL_STORY_PAGES[1]!.descriptionEs)).toBeVisible();

      // Too long: the field says why, and nothing is sent.
      const field = "Page 2 Picture Description (English)";
      await detail.edit(field, "A very long description. ".repeat(13));
      await expect(row.getByText("A picture description must be at most 300 characters")).toBeVisible();
      await expect(detail.textbox(field)).toHaveAttribute("aria-invalid", "true");
      await expect(detail.confirmDialog).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`description-too-long-${device}.png`), fullPage: false });

      const english = `Pepita lifts the molinillo high over the clay pot (${device}).`;
      await detail.textbox(field).fill(english);
      await detail.saveButton(field).click();
      await expect(detail.confirmDialog).toContainText(english);
      await detail.saveChanges.click();
      await expect(toastText(page, "Content Updated")).toBeVisible();
      await expect(row.getByText(english)).toBeVisible();

      const spanish = `Pepita levanta el molinillo sobre la olla de barro (${device}).`;
      await detail.edit("Page 2 Picture Description (Spanish)", spanish);
      await detail.saveChanges.click();
      await expect(row.getByText(spanish)).toBeVisible();
      // The screen re-renders with the story as saved, then as the list refreshes: scroll to what stays.
      await expect(async () => row.getByText(spanish).scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
      await page.screenshot({ path: testInfo.outputPath(`description-edited-${device}.png`) });
      await expectNoA11yViolations(page, "Story details with picture descriptions");

      const visitor = await browser.newPage({ viewport: size.viewport, hasTouch: size.hasTouch });
      await visitor.goto(`/story/${id}?page=2`);
      await expect(visitor.getByTestId("page-picture").locator("img")).toHaveAttribute("alt", english);
      await visitor.goto(`/es/story/${id}?page=2`);
      await expect(visitor.getByTestId("page-picture").locator("img")).toHaveAttribute("alt", spanish);
      await visitor.close();
    });
  });
}
