import { expect, type Locator, type Page, type Response } from "@playwright/test";

/** A toast's line of text (sonner), exactly. */
export const toastText = (page: Page, text: string): Locator => page.locator("[data-sonner-toast]").getByText(text, { exact: true });

/** One of an admin screen's titled cards (a section named by its heading). */
export const card = (page: Page, heading: string): Locator => page.locator("section", { has: page.getByRole("heading", { name: heading, exact: true }) });

/**
 * The source of every script a page loads, from its navigation until it is idle: the toaster's
 * scripts come last, once the page has loaded and hydrated, and after them the page loads nothing
 * of itself.
 */
export async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  };
  page.on("response", collect);
  try {
    await page.goto(path);
    // The toasts' region is named in the page's language.
    await expect(page.locator("section[aria-label*='Notifications'], section[aria-label*='Notificaciones']")).toHaveCount(1);
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("response", collect);
  }
  return Promise.all(bodies);
}

/** The sign-in form at /login. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Sign In" }).click();
  }
}
