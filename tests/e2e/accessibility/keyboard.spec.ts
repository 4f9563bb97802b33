import type { Page } from "@playwright/test";
import { StoryDetailPage, UsersPage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";
import { toastText } from "../support/pages";

// Admin work done with the keyboard alone: every control reached in reading order with a visible
// focus indicator, and the confirmation dialog keeping focus inside until it closes.
test.describe.configure({ mode: "parallel" });

/** The focused element's accessible name (its label, aria-label or text). */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "";
    const labelled = element.getAttribute("aria-label");
    if (labelled) return labelled;
    const label = (element as HTMLInputElement).labels?.[0];
    return (label?.textContent ?? element.textContent ?? "").replace(/\s*\*$/, "").trim();
  });
}

/** The focused element draws a focus indicator: an outline of at least 2 px, or a ring. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement!;
    const computed = getComputedStyle(element);
    const visible = (computed.outlineStyle !== "none" && parseFloat(computed.outlineWidth) >= 2) || computed.boxShadow !== "none";
    return { visible, element: element.outerHTML.slice(0, 120), outline: `${computed.outlineStyle} ${computed.outlineWidth}` };
  });
  expect(focus.visible, `no focus indicator on ${focus.element} (outline: ${focus.outline})`).toBe(true);
}

/** Presses Tab until `name` has the focus, checking that each stop shows it has it. */
async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  const seen: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page);
    const current = await focusedName(page);
    seen.push(current);
    if (current === name) return;
  }
  throw new Error(`"${name}" never got the focus; Tab went through: ${seen.join(" → ")}`);
}

test("an invitation sent and revoked from the users screen with the keyboard alone", async ({ adminPage: page }) => {
  const users = new UsersPage(page);
  await users.goto();
  await expect(users.accounts).toBeVisible();

  // The header and navigation come first (each stop with a visible focus), then the form's
  // fields in the order they read.
  await tabTo(page, "Email");
  const email = `keyboard-${Date.now()}@example.com`;
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toBe("Personal note (optional)");
  await expectVisibleFocus(page);
  await page.keyboard.type("Con cariño");
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toBe("Give admin access");
  await expectVisibleFocus(page);
  // Unticked until an admin chooses to give access.
  await expect(page.getByLabel("Give admin access")).not.toBeChecked();
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Give admin access")).toBeChecked();
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toBe("Send Invitation");
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(users.invitationLink).toBeVisible();

  const row = users.pendingInvitations.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Admin");
  await expect(row).not.toContainText("No admin access");
  // From the link, the keyboard goes on into the pending invitations and reaches this row's Revoke.
  await users.invitationLink.focus();
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page);
    if (await row.getByRole("button", { name: "Revoke" }).evaluate((button) => button === document.activeElement)) break;
  }
  await expect(row.getByRole("button", { name: "Revoke" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toastText(page, "Invitation revoked")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the Confirm Changes dialog takes the focus, keeps it inside, and gives it back on Escape", async ({ adminPage: page }) => {
  const original = new StoryDetailPage(page);
  await original.goto("original");
  await expect(page.getByText("Original story cannot be archived")).toBeVisible();

  await original.editButton("Story Title").focus();
  await page.keyboard.press("Enter");
  const title = original.textbox("Story Title");
  await expect(title).toBeFocused();
  await title.fill("A title the keyboard never saves");
  await page.keyboard.press("Enter");

  const dialog = original.confirmDialog;
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  const save = original.saveChanges;
  const cancel = dialog.getByRole("button", { name: "Cancel" });
  await expect(save).toBeFocused();
  await expectVisibleFocus(page);
  // Tab and Shift+Tab cycle between the dialog's two buttons and never reach the page behind.
  await page.keyboard.press("Tab");
  await expect(cancel).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Tab");
  await expect(save).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(cancel).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(save).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(title).toBeFocused();

  // Opened with the mouse, the dialog gives the focus back to the button that opened it.
  await original.saveButton("Story Title").click();
  await expect(save).toBeFocused();
  await cancel.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(original.saveButton("Story Title")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(title).toHaveCount(0);
  await expect(toastText(page, "Title Updated")).toHaveCount(0);
});
