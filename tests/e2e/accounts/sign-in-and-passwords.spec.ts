import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { npmRun } from "../support/cli";
import { expect, test } from "../support/fixtures";
import { LoginPage } from "../support/pages";
import { ChangePasswordPage } from "../support/back-office-pages";

const unique = (name: string) => `${name}-${Date.now()}@example.com`;

async function inviteByCommand(email: string, ...flags: string[]): Promise<string> {
  const output = await npmRun("invite", [email, ...flags]);
  const lines = output.trim().split("\n");
  const url = lines.at(-1)!;
  expect(url).toMatch(new RegExp(`^${process.env.E2E_BASE_URL}/register\\?token=[\\w-]{40,}$`));
  return url;
}

async function registerThroughApi(request: APIRequestContext, email: string, password: string, flags: string[] = []) {
  const token = new URL(await inviteByCommand(email, ...flags)).searchParams.get("token");
  const response = await request.post("/api/admin/register", {
    headers: { origin: process.env.E2E_BASE_URL! },
    data: { fullName: "Tía Lupita", email, password, confirmPassword: password, token },
  });
  expect(response.status()).toBe(201);
}

const logIn = (page: Page, email: string, password: string) => new LoginPage(page).signIn(email, password);

function resetLinkFor(email: string): string | null {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith(".eml"))
      .sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const mail = readFileSync(path.join(dir, file), "utf8");
    if (!mail.includes(`To: ${email}`)) continue;
    const match = /(http:\/\/localhost:\d+\/reset-password\?token=[\w-]+)/.exec(mail);
    if (match) return match[1]!;
  }
  return null;
}

test("invite by command, register, reach a guarded page through the redirect, change the password, log out", async ({ page }) => {
  // Five page loads, two sign-ins and a password change: longer than the default on a busy machine.
  test.setTimeout(120_000);
  const email = unique("abuela");
  const url = await inviteByCommand(email);

  const registerPage = await page.goto(url);
  expect(registerPage?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await page.getByLabel("Full Name").fill("Abuelita Rosa");
  await page.getByLabel("Password", { exact: true }).fill("marigold-garden-7");
  await page.getByLabel("Confirm Password").fill("something-else");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("marigold-garden-7");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Your account has been created successfully")).toBeVisible();
  await page.waitForURL("**/login", { timeout: 6000 });

  const changePassword = new ChangePasswordPage(page);
  await changePassword.goto();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fchange-password$/);
  await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
  await logIn(page, email, "wrong-password-1");
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await logIn(page, email, "marigold-garden-7");
  await page.waitForURL("**/admin/change-password");
  await expect(page.getByText("Welcome, Abuelita Rosa")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Change password" })).toHaveAttribute("aria-current", "page");

  await changePassword.change("marigold-garden-7", "sugar-skull-garden-8");
  await expect(page.getByText("Password updated successfully! You can now use your new password to log in.")).toBeVisible();
  await page.waitForURL(/\/admin$/, { timeout: 6000 });

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/login");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await logIn(page, email, "sugar-skull-garden-8");
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Generate New Story" })).toBeVisible();

  await page.goto("/login?redirect=%2Fadmin%2Fusers");
  await page.waitForURL(/\/admin\/users$/);
});

test("forgot and reset the password through the outbox", async ({ page, request }) => {
  const email = unique("pepita");
  await registerThroughApi(request, email, "hot-chocolate-magic-1");

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText("We've sent a password reset link to your email address if an account exists.")).toBeVisible();

  await expect.poll(() => resetLinkFor(email)).not.toBeNull();
  const response = await page.goto(resetLinkFor(email)!);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await page.getByLabel("New Password").fill("sunset-stories-2");
  await page.getByLabel("Confirm Password").fill("sunset-stories-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Complete" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await page.waitForURL("**/login");
  await logIn(page, email, "sunset-stories-2");
  await page.waitForURL(/\/admin$/);
});

test("an account invited with --no-admin sees Access Denied and can sign out", async ({ page, request }) => {
  const email = unique("helper");
  await registerThroughApi(request, email, "empanada-lesson-3", ["--no-admin"]);
  await page.goto("/login?redirect=%2Fadmin");
  await logIn(page, email, "empanada-lesson-3");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Admin Access: No")).toBeVisible();
  await expect(page.getByText("Your account does not have admin permissions to access this area.")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL("**/login");
});

test("a link from another site to /api/auth/signout signs nobody out: 405, and the session lives on", async ({ page, request }) => {
  const email = unique("signout-link");
  await registerThroughApi(request, email, "paper-lantern-night-5");
  await page.goto("/login?redirect=%2Fadmin");
  await logIn(page, email, "paper-lantern-night-5");
  await page.waitForURL(/\/admin$/);
  // A page that is not this site: following its link is a top-level GET, which carries the SameSite=Lax cookie.
  const signOutUrl = new URL("/api/auth/signout", process.env.E2E_BASE_URL).toString();
  await page.setContent(`<a href="${signOutUrl}">Win a prize</a>`);
  const [followed] = await Promise.all([page.waitForResponse(signOutUrl), page.getByRole("link", { name: "Win a prize" }).click()]);
  expect(followed.status()).toBe(405);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Generate New Story" })).toBeVisible();
});

test("after login only a same-site redirect is followed", async ({ page, request }) => {
  const email = unique("redirect");
  await registerThroughApi(request, email, "market-adventure-4");
  await page.goto("/login?redirect=%2F%2Fevil.example%2Fadmin");
  await logIn(page, email, "market-adventure-4");
  await page.waitForURL(/\/admin$/);
  expect(new URL(page.url()).host).toBe(new URL(process.env.E2E_BASE_URL!).host);
});

test("x-middleware-subrequest gains nothing on an admin page", async ({ request }) => {
  const response = await request.get("/admin/users", {
    headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    maxRedirects: 0,
  });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  expect(response.headers().location).toContain("/login");
  expect(await response.text()).not.toContain("Welcome,");
});

test("a forged session cookie passes the middleware but not the server-side check", async ({ request }) => {
  const response = await request.get("/admin/users", {
    headers: { cookie: "authjs.session-token=forged", "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toMatch(/\/login\?redirect=%2Fadmin%2Fusers$/);
  expect(await response.text()).not.toContain("Welcome,");
});

test("the external sign-in entry goes to /login when no provider is configured", async ({ request }) => {
  const response = await request.get("/api/login", { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.headers().location).toMatch(/\/login\?redirect=%2Fadmin$/);
});
