import type { Page, TestInfo } from "@playwright/test";
import { GenerateStoryPage, ImageGenerationPage, StoriesTablePage, StoryDetailPage, UsersPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";
import { toastText } from "../support/pages";
import { seedStory } from "../support/seed";

// The back office as an admin meets it on a laptop (1280x800) and a phone (390x844): each screen
// fits its width, and what it says about a story's state is true.

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A screenshot of the window kept with the test's output, for a person to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${page.viewportSize()!.width}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Nothing on the page is wider than the window, so nothing needs scrolling sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("Story Assets: every column on a laptop without scrolling, labelled cards with their actions on a phone", async ({ adminPage: page }, testInfo) => {
  const title = `Polish Table ${Date.now()}`;
  const id = await seedStory(["--title", title]);
  const assets = new StoriesTablePage(page);

  await page.setViewportSize(LAPTOP);
  await assets.goto(title);
  const { table } = assets;
  for (const header of ["Title", "Created", "AI", "Story Status", "Image Status", "Published", "Archive", "Actions"]) {
    await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  const row = assets.row(id);
  // A seeded story's text is the seed command's sample, and the AI column says so.
  await expect(row.getByRole("cell").nth(2)).toHaveText("Sample text");
  expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, "assets");

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(row).toBeVisible();
  const box = (await row.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expect(row.getByRole("cell").filter({ hasText: "complete" })).toHaveAttribute("data-label", "Story Status");
  await expect(row.getByRole("link", { name: "View Story" })).toBeInViewport();
  await expectNoSidewaysScroll(page);

  // The filters fold behind a button that counts them; the sortable headers stay as buttons.
  await expect(assets.filter("Published")).toBeHidden();
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  await assets.filter("Published").selectOption("published");
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  const sortBy = page.getByRole("group", { name: "Sort by" });
  await sortBy.getByRole("button", { name: "Title" }).click();
  await expect(sortBy.getByRole("button", { name: /^Title/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/published=published&sort=storyTitle&dir=desc/);
  await row.getByRole("button", { name: `More actions for ${title}` }).click();
  await expect(assets.menu.getByRole("menuitem")).toHaveText(["Details", "Unpublish", "Archive", "Promote to Homepage"]);
  await expect(assets.menu).toBeInViewport({ ratio: 1 });
  await shot(page, testInfo, "assets-menu");
  await page.keyboard.press("Escape");
  await expect(assets.menu).toHaveCount(0);
  await assets.goto();
  await shot(page, testInfo, "assets");
});

test("States: archiving the story on Home asks first, then the Archived Story banner and the Original Story screen say where Home went", async ({
  adminPage: page,
}, testInfo) => {
  const title = `Polish Home ${Date.now()}`;
  const id = await seedStory(["--title", title, "--homepage"]);
  const assets = new StoriesTablePage(page);
  const detail = new StoryDetailPage(page);

  await page.setViewportSize(LAPTOP);
  await assets.goto(title);
  await expect(assets.row(id).getByText("On Home", { exact: true }).filter({ visible: true })).toBeVisible();
  await detail.goto("original");
  await expect(page.getByText("Not on Home")).toBeVisible();
  await expect(page.getByRole("link", { name: `Story #${id}` })).toHaveAttribute("href", `/admin/story/${id}`);
  await expect(page.getByRole("button", { name: "Promote to Homepage" })).toBeEnabled();

  await detail.goto(id);
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  const question = page.getByRole("dialog", { name: "Archive the story on Home?" });
  await expect(question).toContainText("The Original Story will be shown on Home instead.");
  await shot(page, testInfo, "archive-home-question");
  await question.getByRole("button", { name: "Archive" }).click();
  await expect(toastText(page, "Story Archived")).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "Archived Story" })).toBeVisible();

  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    // The public page of an archived, published story names the archive, not publication.
    await page.goto(`/story/${id}`);
    await expect(page.getByText("Archived Story", { exact: true })).toBeVisible();
    await expect(page.getByText("Unpublished Story", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();
    await shot(page, testInfo, "archived-story");

    await detail.goto("original");
    await expect(page.getByText("On Home", { exact: true })).toBeVisible();
    const promote = page.getByRole("button", { name: "Promote to Homepage" });
    await expect(promote).toBeDisabled();
    await expect(promote).toHaveAttribute("title", "The Original Story is already on Home");
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, "original-on-home");
  }

  await page.goto(`/story/${id}`);
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Archived Story", { exact: true })).toHaveCount(0);
});

test("Story detail: a page draws its own image, an unchanged title saves without asking, a locked pencil says why, toasts cover no action", async ({
  adminPage: page,
}, testInfo) => {
  const title = `Polish Detail ${Date.now()}`;
  const id = await seedStory(["--title", title, "--no-images", "--pages", "3"]);
  const detail = new StoryDetailPage(page);

  await page.setViewportSize(PHONE);
  await detail.goto(id);
  const generate = page.getByRole("button", { name: "Generate image" }).first();
  await expect(generate).toHaveAttribute("title", /^Draw page 1 with .+/);
  await expect(page.getByText(/^Images are drawn by /)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, "story-detail");

  await page.setViewportSize(LAPTOP);
  await generate.click();
  await expect(toastText(page, "Image Generated")).toBeVisible({ timeout: 30_000 });
  // Toasts sit at the top centre, clear of the action buttons down the right-hand side.
  const toast = (await page.locator("[data-sonner-toast]").first().boundingBox())!;
  expect(toast.y).toBeLessThan(LAPTOP.height / 4);
  await shot(page, testInfo, "story-detail-toast");

  await detail.editButton("Story Title").click();
  // The other pencils stay focusable (aria-disabled) so that pressing one can say why it waits.
  await page
    .getByRole("button", { name: /^Edit Page 1 / })
    .first()
    .click({ force: true });
  await expect(page.getByText("Save or cancel the field you are editing first.")).toBeVisible();
  await detail.saveButton("Story Title").click();
  await expect(detail.confirmDialog).toHaveCount(0);
  await expect(detail.title(title)).toBeVisible();
});

test("Image Generation names its provider and why Discord is off; the phone menu, the Admins outbox answer and the Generate form fit", async ({
  adminPage: page,
}, testInfo) => {
  await seedStory(["--title", `Polish Images ${Date.now()}`, "--pages", "1"]);
  const images = new ImageGenerationPage(page);
  const form = new GenerateStoryPage(page);
  const users = new UsersPage(page);
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await images.goto();
    await expect(page.getByText(/^Images are drawn by .+\. Discord MJ is off: /)).toBeVisible();
    const discord = page.getByRole("button", { name: "Discord MJ" }).first();
    await expect(discord).toBeDisabled();
    await expect(discord).toHaveAttribute("title", "Midjourney through Discord is not configured on this server.");
    await shot(page, testInfo, "image-gen");

    await form.goto();
    await expect(form.field("Activity Type")).toBeVisible();
    for (const field of ["Activity Type", "Pepita's Role", "Favorite Activity", "Outfit"]) {
      const input = form.field(field);
      // The placeholder is drawn in the input's font; it fits when the text is no wider than the box.
      const overflow = await input.evaluate((element: HTMLInputElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = style.font;
        return context.measureText(element.placeholder).width - (element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
      });
      expect(overflow, `${field} placeholder at ${size.width} px`).toBeLessThanOrEqual(0);
    }
    // Each personality trait fits its box, the longest ('Mischievous', 'Affectionate') included.
    const spills = await page
      .locator("label:has(input[type=checkbox])")
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
    expect(spills, `traits spilling out of their boxes at ${size.width} px`).toEqual([]);
    await shot(page, testInfo, "generate-form");
  }

  page.once("dialog", (dialog) => {
    expect(dialog.message()).not.toContain("Style: Style:");
    void dialog.accept();
  });
  await images.goto();
  await page.getByRole("button", { name: "Test RAG" }).first().click();

  // On a phone: one 64 px header row, its links behind Menu, Escape closing it.
  const header = page.locator("header").first();
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  const current = page.getByRole("link", { name: "Image Generation" });
  await expect(current).toHaveAttribute("aria-current", "page");
  await shot(page, testInfo, "phone-menu");
  await page.keyboard.press("Escape");
  await expect(current).toBeHidden();
  await expect(menu).toBeFocused();

  await users.goto();
  await users.invite(`polish-invite-${Date.now()}-with-a-long-address@example.com`);
  await expect(page.getByText(/^No mail server is set up, so the invitation was written to the server's outbox/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The invitation is a card whose Revoke is wholly on screen, its long address wrapped inside it.
  const invitation = page.getByRole("row").filter({ hasText: "polish-invite-" }).first();
  await invitation.scrollIntoViewIfNeeded();
  await expect(invitation.getByRole("button", { name: "Revoke" })).toBeInViewport({ ratio: 1 });
  expect((await invitation.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  await shot(page, testInfo, "admins-outbox");
});
