import { npmRun } from "../support/cli";
import { expect, test } from "../support/fixtures";

test("every response carries the security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["content-security-policy"]).toContain("base-uri 'none'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["strict-transport-security"]).toContain("max-age=");
});

test("db:migrate beside the running server goes through the server, not the database folder", async () => {
  const output = await npmRun("db:migrate");
  expect(output).toContain("Migrations are up to date.");
  expect(output).toContain("(applied through the running server)");
});

test("the command-line endpoint refuses callers without the lock's token", async ({ request }) => {
  const response = await request.post("/api/internal/cli", {
    headers: { authorization: "Bearer guessed" },
    data: { name: "migrate", args: {} },
  });
  expect(response.status()).toBe(403);
});

test("/assets leads to the assets screen, through sign-in for a visitor", async ({ page }) => {
  await page.goto("/assets");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fassets$/);
});
