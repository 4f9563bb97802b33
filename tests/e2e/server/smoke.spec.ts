import { expect, test } from "@playwright/test";

test("the home page renders through the real layout", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Free Coloring Pages" }).or(page.getByRole("heading", { name: "Free Coloring Pages" }))).toBeVisible();
  expect(response?.headers()["content-security-policy"]).toContain("object-src 'none'");
});

test("health answers ok with the database up", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(await response.json()).toEqual({ ok: true });
});
