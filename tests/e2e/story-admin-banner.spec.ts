import { expect, test } from "@playwright/test";
import { npmRun } from "./support/cli";
import { seedStory } from "./support/seed";

const email = "story-admin@example.com";
const password = "banner-password-123";

test("an admin sees an unpublished story under the yellow 'Unpublished Story' banner", async ({ page }) => {
  const id = await seedStory(["--title", "Draft For Admins", "--unpublished"]);

  const link = (await npmRun("invite", [email])).trim().split("\n").pop()!;
  const token = new URL(link).searchParams.get("token");
  const origin = { origin: process.env.E2E_BASE_URL! };
  const registered = await page.request.post("/api/admin/register", {
    headers: origin,
    data: { fullName: "Story Admin", email, password, confirmPassword: password, token },
  });
  expect(registered.ok()).toBe(true);
  const login = await page.request.post("/api/admin/login", { headers: origin, data: { email, password } });
  expect(login.ok()).toBe(true);

  await page.goto(`/story/${id}?page=2`);
  await expect(page.getByText("Unpublished Story")).toBeVisible();
  await expect(page.getByText("This story is not published and is only visible to admins. Publish it to make it available to the public.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Draft For Admins", level: 1 })).toBeVisible();
  await expect(page.getByText("Page 2 of 10")).toBeVisible();
  const banner = page.getByRole("note");
  // Tailwind's yellow-100: a light (L > 0.9) oklch colour with a yellow hue (80-110 degrees).
  expect(await banner.evaluate((node) => getComputedStyle(node).backgroundColor)).toMatch(/oklch\(0\.9\d* [\d.]+ (8\d|9\d|10\d)/);

  await page.context().clearCookies();
  await page.goto(`/story/${id}`);
  await expect(page.getByRole("heading", { name: "Story Not Found", exact: true })).toBeVisible();
  await expect(page.getByText("Unpublished Story")).toHaveCount(0);
});
