import type { Locator, Page, TestInfo } from "@playwright/test";
import { StoriesTablePage, StoryDetailPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";
import { card, toastText } from "../support/pages";

// In the default configuration (no API keys) the offline writer writes and the offline
// illustrator draws: every label says so. Publishing or promoting a story whose pages lack
// pictures asks first, naming how many, on a laptop and on a phone; and Home drops the story once
// it is archived.

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SIZES = [LAPTOP, PHONE] as const;

const FORM = {
  activityType: "Baking pan dulce",
  season: "Fall",
  pepitaRole: "Helpful",
  pepitaCustomization: { personality: ["Curious"], favoriteActivity: "Chasing butterflies", specialTrait: "", outfit: "" },
};

const PUBLISH_QUESTION = '9 of 10 pages have no picture: families will see "Coloring page not available" there. Publish anyway?';
const PROMOTE_QUESTION = '9 of 10 pages have no picture: families will see "Coloring page not available" there. Promote to Homepage anyway?';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${page.viewportSize()!.width}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** The element lies wholly inside the window. */
async function expectInView(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
}

/** A story written by the server's writer (the offline one here), started as the form starts it. */
async function writtenStory(page: Page): Promise<{ id: number; title: string }> {
  await page.goto("/admin");
  const id = await page.evaluate(async (form) => {
    const response = await fetch("/api/stories/generate", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(form) });
    return ((await response.json()) as { storyId: number }).storyId;
  }, FORM);
  const story = () =>
    page.evaluate(async (storyId) => ((await (await fetch(`/api/stories/${storyId}`)).json()) as { story: { status: string; title: string } }).story, id);
  await expect.poll(async () => (await story()).status, { timeout: 60_000 }).toBe("complete");
  return { id, title: (await story()).title };
}

test("the labels name the offline writer and illustrator, and a story lacking pictures is published or promoted only after a question", async ({
  adminPage: page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { id, title } = await writtenStory(page);
  const detail = new StoryDetailPage(page);
  const assets = new StoriesTablePage(page);

  // The story screen: who wrote it, who draws, and who drew page 1 once it is drawn.
  await page.setViewportSize(LAPTOP);
  await detail.goto(id);
  await expect(detail.title(title)).toBeVisible();
  await expect(card(page, "Story Information")).toContainText("Written ByThe offline writer (built in, no AI)");
  await expect(page.getByRole("heading", { name: "Generation Prompt", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "AI Generation Prompt" })).toHaveCount(0);
  await expect(page.getByText("Images are drawn by the offline illustrator (built-in line art, no AI: no OpenAI API key is set).")).toBeVisible();
  await detail.storyPage(1).getByRole("button", { name: "Generate image" }).click();
  await expect(toastText(page, `Image drawn by the offline illustrator for Story ${id}, Page 1`)).toBeVisible({ timeout: 30_000 });
  await expect(detail.storyPage(1).getByText("Offline illustrator", { exact: true })).toBeVisible();
  await expect(detail.storyPage(1).getByText("Drawn by the offline illustrator")).toBeVisible();
  await expect(page.getByText("AI Generated")).toHaveCount(0);
  await detail.storyPage(1).scrollIntoViewIfNeeded();
  await shot(page, testInfo, "detail-credits");

  // Publish on the story screen asks first at both sizes; Cancel changes nothing.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await detail.goto(id);
    await detail.actions.getByRole("button", { name: "Publish", exact: true }).click();
    const question = page.getByRole("dialog", { name: "Publish without every picture?" });
    await expect(question).toBeVisible();
    await expect(question.getByText(PUBLISH_QUESTION, { exact: true })).toBeVisible();
    await expectInView(page, question);
    await expect(question.getByRole("button", { name: "Publish anyway" })).toBeFocused();
    await shot(page, testInfo, "detail-publish-question");
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toHaveCount(0);
    await expect(detail.status.getByText("Unpublished", { exact: true })).toBeVisible();
  }

  // Story Assets names the writer, and its ⋯ menu asks the same before Publish and Promote.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await assets.goto(title);
    const row = assets.row(id);
    await expect(row).toBeVisible();
    await expect(row.getByText("Offline writer", { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(row).not.toContainText("Claude");

    await assets.rowAction(row, "Publish");
    const publish = page.getByRole("dialog", { name: "Publish without every picture?" });
    await expect(publish.getByText(PUBLISH_QUESTION, { exact: true })).toBeVisible();
    await expectInView(page, publish);
    await shot(page, testInfo, "assets-publish-question");
    if (size === LAPTOP) {
      await publish.getByRole("button", { name: "Cancel" }).click();
      await expect(publish).toHaveCount(0);
      await expect(row.getByText("Unpublished", { exact: true })).toBeVisible();
      continue;
    }
    await publish.getByRole("button", { name: "Publish anyway" }).click();
    await expect(toastText(page, "Story Published")).toBeVisible();
  }

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await assets.goto(title);
    const row = assets.row(id);
    await assets.rowAction(row, "Promote to Homepage");
    const promote = page.getByRole("dialog", { name: "Promote without every picture?" });
    await expect(promote.getByText(PROMOTE_QUESTION, { exact: true })).toBeVisible();
    await expectInView(page, promote);
    await shot(page, testInfo, "assets-promote-question");
    if (size === LAPTOP) {
      await promote.getByRole("button", { name: "Cancel" }).click();
      await expect(promote).toHaveCount(0);
      continue;
    }
    await promote.getByRole("button", { name: "Promote anyway" }).click();
    await expect(toastText(page, "Story promoted to homepage successfully")).toBeVisible();
    await expect(row.getByText("On Home", { exact: true }).filter({ visible: true })).toHaveCount(1);
  }

  // The image table names the configured illustrator and who drew page 1.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto("/admin/image-gen");
    await expect(page.getByText(/^Images are drawn by the offline illustrator \(built-in line art, no AI: no OpenAI API key is set\)\./)).toBeVisible();
    await expect(page.getByText("Drawn by the offline illustrator").filter({ visible: true }).first()).toBeVisible();
    await shot(page, testInfo, "image-gen-note");
  }

  // Home shows the story, then drops it at once when it is archived: the first load and a reload.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page.setViewportSize(LAPTOP);
  await assets.goto(title);
  await assets.rowAction(assets.row(id), "Archive");
  await page.getByRole("dialog", { name: "Archive the story on Home?" }).getByRole("button", { name: "Archive" }).click();
  await expect(toastText(page, "Story Archived")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toHaveCount(0);
});
