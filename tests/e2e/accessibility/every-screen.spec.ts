import { expectNoA11yViolations } from "../support/axe";
import {
  ChangePasswordPage,
  GalleryPage,
  GenerateStoryPage,
  ImageGenerationPage,
  StoriesTablePage,
  StoryDetailPage,
  UsersPage,
} from "../support/back-office-pages";
import { npmRun } from "../support/cli";
import { expect, registerAccount, signIn, test } from "../support/fixtures";
import { toastText } from "../support/pages";

// Every screen, at a laptop's and a phone's width, against WCAG 2.1 A/AA (axe-core), in the states
// a visitor or an admin reaches. Story-specific states are checked in the specs that reach them.
// Nothing here changes a story, so this file runs beside the specs that do.
test.describe.configure({ mode: "parallel" });

test("public screens", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Page 1 of 10")).toBeVisible();
  await expectNoA11yViolations(page, "Home");
  await page.getByText("Stories", { exact: true }).click();
  await expectNoA11yViolations(page, "Home with the Stories menu open");

  await page.goto("/no/such/page");
  await expectNoA11yViolations(page, "an unknown path");
  await page.goto("/story/99999999");
  await expect(page.getByRole("heading", { name: "Story Not Found", exact: true })).toBeVisible();
  await expectNoA11yViolations(page, "a story that does not exist");
});

test("sign-in, forgotten and reset password screens, with their errors", async ({ page }) => {
  await page.goto("/login");
  await expectNoA11yViolations(page, "Sign in");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Valid email required")).toBeVisible();
  await expectNoA11yViolations(page, "Sign in with errors");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expectNoA11yViolations(page, "Sign in refused");

  await page.goto("/forgot-password");
  await expectNoA11yViolations(page, "Forgot password");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expectNoA11yViolations(page, "Forgot password, sent");

  await page.goto("/reset-password?token=not-a-real-token");
  await expectNoA11yViolations(page, "Reset password with a bad token");
});

test("register screens: a valid invitation with its errors, and an invalid one", async ({ page }) => {
  const email = `a11y-register-${Date.now()}@example.com`;
  const invitation = (await npmRun("invite", [email])).trim().split("\n").at(-1)!;
  await page.goto(invitation);
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await expectNoA11yViolations(page, "Register");
  await page.getByLabel("Password", { exact: true }).fill("marigold-garden-7");
  await page.getByLabel("Confirm Password").fill("something-else");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expectNoA11yViolations(page, "Register with errors");

  await page.goto("/register?token=not-a-real-token");
  await expectNoA11yViolations(page, "Register with an invalid invitation");
});

test("Access Denied for a signed-in account without admin access", async ({ page }) => {
  await signIn(page.request, await registerAccount(page.request, "Tia Sin Acceso", ["--no-admin"]));
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expectNoA11yViolations(page, "Access Denied");
});

test("generate-story form, empty and with its errors", async ({ adminPage: page }) => {
  const form = new GenerateStoryPage(page);
  await form.goto();
  await expect(form.heading).toBeVisible();
  await expectNoA11yViolations(page, "Generate New Story");
  await form.submit();
  await expect(page.getByText("Activity type is required")).toBeVisible();
  await expectNoA11yViolations(page, "Generate New Story with errors");
});

test("Story Assets, and filtered to nothing", async ({ adminPage: page }) => {
  const assets = new StoriesTablePage(page);
  await assets.goto();
  await expect(assets.table).toBeVisible();
  await expectNoA11yViolations(page, "Story Assets");
  await page.getByLabel("Story Status").selectOption("failed");
  await assets.filter("Published").selectOption("published");
  await page.getByLabel("Archive Status").selectOption("archived");
  await expect(page.getByText("No Stories Match Your Filters")).toBeVisible();
  await expectNoA11yViolations(page, "Story Assets filtered to nothing");
});

test("the original story's screen and its Confirm Changes dialog", async ({ adminPage: page }) => {
  const original = new StoryDetailPage(page);
  await original.goto("original");
  await expect(page.getByText("Original story cannot be archived")).toBeVisible();
  await expectNoA11yViolations(page, "Original story");
  await original.editButton("Story Title").click();
  await original.textbox("Story Title").fill("A title never saved");
  await expectNoA11yViolations(page, "Original story, editing the title");
  await original.saveButton("Story Title").click();
  await expect(original.confirmDialog).toBeVisible();
  await expectNoA11yViolations(page, "Confirm Changes dialog");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
});

test("image generation and the gallery", async ({ adminPage: page }) => {
  const images = new ImageGenerationPage(page);
  const gallery = new GalleryPage(page);
  await images.goto();
  await expect(images.heading).toBeVisible();
  // Whatever the other specs have stored by now: a table, or the words for none.
  await expect(page.getByText(/^Showing \d+-\d+ of \d+ rows$/).or(page.getByText(/^No stories found/))).toBeVisible();
  await expectNoA11yViolations(page, "Image Generation");

  await gallery.goto();
  await expect(gallery.heading).toBeVisible();
  await expectNoA11yViolations(page, "Image Gallery");
  await gallery.filter("Attached").click();
  await expectNoA11yViolations(page, "Image Gallery, attached assets only");
});

test("users: an invitation sent, its toast and link, and a bad email refused", async ({ adminPage: page }) => {
  const users = new UsersPage(page);
  await users.goto();
  await expect(users.accounts).toBeVisible();
  await expectNoA11yViolations(page, "Users");
  await users.sendInvitation.click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectNoA11yViolations(page, "Users, invitation with errors");
  await users.invite(`a11y-invitee-${Date.now()}@example.com`);
  await expect(users.invitationLink).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await expectNoA11yViolations(page, "Users, invitation sent (toast shown)");
});

test("change password, with its errors and its refusal", async ({ adminPage: page }) => {
  const changePassword = new ChangePasswordPage(page);
  await changePassword.goto();
  await expectNoA11yViolations(page, "Change password");
  await changePassword.update.click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectNoA11yViolations(page, "Change password with errors");
  await changePassword.change("not-my-password-9", "sugar-skull-garden-8");
  await expect(toastText(page, "Current password is incorrect").or(page.getByText("Current password is incorrect"))).toBeVisible();
  await expectNoA11yViolations(page, "Change password refused");
});
