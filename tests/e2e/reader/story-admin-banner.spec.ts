import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

test("an admin sees an unpublished story under the yellow 'Unpublished Story' banner", async ({ adminPage: page }) => {
  const id = await seedStory(["--title", "Draft For Admins", "--unpublished"]);

  await page.goto(`/story/${id}?page=2`);
  await expect(page.getByText("Unpublished Story")).toBeVisible();
  await expect(page.getByText("This story is not published and is only visible to admins. Publish it to make it available to the public.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Draft For Admins", level: 1 })).toBeVisible();
  await expect(page.getByText("Page 2 of 10")).toBeVisible();
  await expectNoA11yViolations(page, "an unpublished story seen by an admin");
  const banner = page.getByRole("note");
  // Tailwind's yellow-100: a light (L > 0.9) oklch colour with a yellow hue (80-110 degrees).
  expect(await banner.evaluate((node) => getComputedStyle(node).backgroundColor)).toMatch(/oklch\(0\.9\d* [\d.]+ (8\d|9\d|10\d)/);

  await page.context().clearCookies();
  await page.goto(`/story/${id}`);
  await expect(page.getByRole("heading", { name: "Story Not Found", exact: true })).toBeVisible();
  await expect(page.getByText("Unpublished Story")).toHaveCount(0);
});
