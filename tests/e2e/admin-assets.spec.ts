import type { Locator } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

// A row's secondary actions live in its '⋯' menu.
async function menuItems(row: Locator): Promise<Locator> {
  await row.getByRole("button", { name: /^More actions for / }).click();
  return row.getByRole("menu").getByRole("menuitem");
}

async function rowAction(row: Locator, name: string) {
  await row.getByRole("button", { name: /^More actions for / }).click();
  await row.getByRole("menu").getByRole("menuitem", { name, exact: true }).click();
}

test("generate a story offline, watch it finish in Story Assets, publish it, promote it and find it on Home", async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  await page.goto("/admin");

  await expect(page.getByRole("heading", { name: "Generate New Story" })).toBeVisible();
  await expect(page.getByText("Offline generator: no Anthropic API key is configured")).toBeVisible();
  await expect(page.getByLabel("Season")).toHaveValue("Spring");

  await page.getByRole("button", { name: "Generate Story" }).click();
  await expect(page.getByText("Please fix the form errors before submitting.")).toBeVisible();
  await expectNoA11yViolations(page, "Generate New Story with its errors and their toast");
  await expect(page.getByText("Activity type is required")).toBeVisible();
  await expect(page.getByText("Pepita's role is required")).toBeVisible();
  await expect(page.getByText("Select at least one personality trait")).toBeVisible();
  await expect(page.getByText("Favorite activity is required")).toBeVisible();

  await page.getByLabel("Activity Type").fill("Baking pan dulce");
  // Revalidates on change after the first submit.
  await expect(page.getByText("Activity type is required")).toHaveCount(0);
  await page.getByLabel("Season").selectOption("Fall");
  await page.getByLabel("Pepita's Role").fill("Helpful");
  await page.getByLabel("Curious").check();
  await page.getByLabel("Playful").check();
  await page.getByLabel("Favorite Activity").fill("Chasing butterflies");
  await page.getByRole("button", { name: "Generate Story" }).click();

  const created = page.getByText(/^Story created successfully! Story ID: \d+$/).first();
  await expect(created).toBeVisible();
  const storyId = Number(/(\d+)$/.exec((await created.textContent()) ?? "")?.[1]);
  expect(storyId).toBeGreaterThan(0);

  // The network's own status codes (Playwright reports a revalidated answer as the cached 200).
  const listRequests = new Set<string>();
  const listStatuses: number[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", (event) => {
    if (new URL(event.request.url).pathname === "/api/stories") listRequests.add(event.requestId);
  });
  cdp.on("Network.responseReceivedExtraInfo", (event) => {
    if (listRequests.has(event.requestId)) listStatuses.push(event.statusCode);
  });

  await page.waitForURL(/\/admin\/assets$/);
  await expect(page.getByRole("heading", { name: "Story Assets", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Story Assets" });
  const rows = table.getByRole("row");
  await expect(rows.nth(1)).toContainText("Original Story");
  await expect(rows.nth(1)).toContainText("Static");
  await expect(rows.nth(1)).toContainText("Jul 16, 2025");

  const row = rows.filter({ has: page.getByText(`Story #${storyId}`, { exact: true }) });
  await expect(row).toContainText("Claude");
  await expectNoA11yViolations(page, "Story Assets with a story generating");
  // The 5 s poll brings the finished text: the row leaves 'generating-story' and can be viewed.
  await expect(row.getByRole("link", { name: "View Story" })).toBeVisible({ timeout: 60_000 });
  await expect(row).not.toContainText("generating-story");
  const storyTitle = (await row.locator("td").first().getByRole("link").first().textContent())!.trim();
  expect(storyTitle.length).toBeGreaterThan(0);

  await rowAction(row, "Publish");
  await expect(page.getByText("Story Published")).toBeVisible();
  await expectNoA11yViolations(page, "Story Assets with a toast");
  await expect(await menuItems(row)).toContainText(["Details", "Unpublish", "Archive", "Promote to Homepage"]);
  await page.keyboard.press("Escape");

  const filter = page.getByLabel("Published", { exact: true });
  await filter.selectOption("published");
  await expect(page.getByText(/^Showing \d+ of \d+ stories \(filtered\)$/)).toBeVisible();
  await expect(row).toHaveCount(1);
  await filter.selectOption("unpublished");
  await expect(row).toHaveCount(0);
  await page.getByRole("button", { name: "Reset Filters" }).first().click();
  await expect(filter).toHaveValue("all");
  await expect(row).toHaveCount(1);

  await rowAction(row, "Promote to Homepage");
  await expect(page.getByText("Story promoted to homepage successfully")).toBeVisible();
  await expect(row).toContainText("On Home");
  await expect(await menuItems(row)).toContainText(["Details", "Unpublish", "Archive"]);
  await expect(page.getByRole("menuitem", { name: "Promote to Homepage" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // The 5 s poll of an unchanged list is revalidated by the browser (If-None-Match) and answered 304.
  const seen = listStatuses.length;
  await expect.poll(() => listStatuses.slice(seen).includes(304), { timeout: 15_000 }).toBe(true);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: storyTitle, level: 1 })).toBeVisible();

  // Archiving the homepage story hands Home back to the built-in story, after a question that says so.
  await page.goto("/admin/assets");
  await rowAction(row, "Archive");
  const question = page.getByRole("dialog", { name: "Archive the story on Home?" });
  await expect(question).toContainText("The Original Story will be shown on Home instead.");
  await question.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Story Archived")).toBeVisible();
  await expect(row).toContainText("Archived");
  await rowAction(row, "Restore");
  await expect(page.getByText("Story Restored")).toBeVisible();
  await expect(await menuItems(row)).toContainText(["Details", "Unpublish", "Archive"]);
  await page.keyboard.press("Escape");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: storyTitle, level: 1 })).toHaveCount(0);
});
