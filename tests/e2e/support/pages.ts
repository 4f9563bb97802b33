import type { Locator, Page } from "@playwright/test";

/** A toast's line of text (sonner), exactly. */
export const toastText = (page: Page, text: string): Locator => page.locator("[data-sonner-toast]").getByText(text, { exact: true });

/** One of an admin screen's titled cards (a section named by its heading). */
export const card = (page: Page, heading: string): Locator => page.locator("section", { has: page.getByRole("heading", { name: heading, exact: true }) });

/** The sign-in form at /login. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Sign In" }).click();
  }
}
