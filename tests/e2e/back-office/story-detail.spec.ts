import { expectNoA11yViolations } from "../support/axe";
import { StoryDetailPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";
import { toastText } from "../support/pages";
import { seedStory } from "../support/seed";

const ORIGINAL_TITLE = "Original Story";

test("edit a story's page through the dialog, publish and unpublish it, archive and restore it", async ({ adminPage: page }) => {
  const id = await seedStory(["--title", "Tamalada with Abuelita", "--unpublished"]);
  const detail = new StoryDetailPage(page);

  await detail.goto(id);
  await expect(detail.title("Tamalada with Abuelita")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByText("Story Details")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Back to Assets" })).toHaveAttribute("href", "/admin/assets");
  await expect(page.getByText("cooking together Story - Summer")).toHaveCount(0);
  await expect(detail.storyPage(1).getByText("Manual Upload")).toBeVisible();
  // The seed command's pictures are sample line art, and say so.
  await expect(detail.storyPage(2).getByText("Sample art")).toBeVisible();
  await expect(detail.storyPage(2).getByText("AI Generated")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "10 Pages Generated" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "10/10 Images Available" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "View Story" })).toHaveAttribute("href", `/story/${id}`);
  await expectNoA11yViolations(page, "Story details");

  const newText = `Pepita presses the masa flat, pat, pat, pat (${Date.now()}).`;
  await detail.editButton("Page 3 English Text").click();
  await expect(detail.editButton("Page 3 Spanish Text")).toHaveAttribute("aria-disabled", "true");
  await detail.textbox("Page 3 English Text").fill(newText);
  await detail.saveButton("Page 3 English Text").click();
  await expect(detail.confirmDialog).toContainText(newText);
  await expectNoA11yViolations(page, "Story details with the Confirm Changes dialog open");
  await detail.saveChanges.click();
  await expect(toastText(page, "Content Updated")).toBeVisible();
  await expectNoA11yViolations(page, "Story details with a toast");
  await expect(detail.confirmDialog).toHaveCount(0);

  await page.reload();
  await expect(detail.storyPage(3).getByText(newText)).toBeVisible();

  const { actions, status } = detail;
  await expect(status).toContainText("Unpublished");

  await actions.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toastText(page, "Story Published")).toBeVisible();
  await expect(status.getByText("Published", { exact: true })).toBeVisible();
  await actions.getByRole("button", { name: "Unpublish" }).click();
  await expect(toastText(page, "Story Unpublished")).toBeVisible();
  await expect(status.getByText("Unpublished", { exact: true })).toBeVisible();

  await actions.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(toastText(page, "Story Archived")).toBeVisible();
  await expect(status.getByText("Archived", { exact: true })).toBeVisible();
  await actions.getByRole("button", { name: "Restore" }).click();
  await expect(toastText(page, "Story Restored")).toBeVisible();
  await expect(status.getByText("Active", { exact: true })).toBeVisible();

  await detail.goto("not-a-number");
  await expect(page.getByRole("heading", { name: "Invalid story ID" })).toBeVisible();
  await expectNoA11yViolations(page, "Story details for an invalid id");
  await detail.goto(999999);
  await expect(page.getByRole("heading", { name: "Story Not Found" })).toBeVisible();
  await expectNoA11yViolations(page, "Story details for a story that does not exist");
  await page.getByRole("link", { name: "Back to Assets" }).click();
  await page.waitForURL(/\/admin\/assets$/);
});

test("rename the original story and find the new title in the public Stories menu", async ({ adminPage: page }) => {
  // Other browser tests look for the original under its default title: put it back whatever happens.
  try {
    const original = new StoryDetailPage(page);
    await original.goto("original");
    await expect(original.title(ORIGINAL_TITLE)).toBeVisible();
    await expect(page.getByText("Original story cannot be archived")).toBeVisible();

    const title = `Abuelita's Weekly Visit ${Date.now()}`;
    await original.edit("Story Title", title);
    await expect(original.confirmDialog).toContainText("Are you sure you want to update the story title? This change will be applied locally.");
    await original.saveChanges.click();
    await expect(toastText(page, "Title Updated")).toBeVisible();
    await expect(original.title(title)).toBeVisible();

    await page.goto("/");
    await page.locator("summary", { hasText: "Stories" }).click();
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  } finally {
    const reset = await page.request.put("/api/admin/original-story/title", {
      headers: { origin: process.env.E2E_BASE_URL! },
      data: { title: ORIGINAL_TITLE },
    });
    expect(reset.status()).toBe(200);
  }
});
