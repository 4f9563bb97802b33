import { expect, type Page } from "@playwright/test";
import { npmRun } from "./cli";

const PASSWORD = "Molinillo-2025!";

/** A fresh admin, invited by command and registered, signed in and landed on `path`. */
export async function signInAsNewAdmin(page: Page, path: string, fullName = "Abuelita Carmen"): Promise<{ email: string }> {
  const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const invitation = (await npmRun("invite", [email])).trim().split("\n").at(-1)!;
  const token = new URL(invitation).searchParams.get("token");
  const registered = await page.request.post("/api/admin/register", {
    headers: { origin: process.env.E2E_BASE_URL! },
    data: { fullName, email, password: PASSWORD, confirmPassword: PASSWORD, token },
  });
  expect(registered.status()).toBe(201);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === path);
  return { email };
}
