import { expectNoA11yViolations } from "../support/axe";
import { GenerateStoryPage, StoriesTablePage } from "../support/back-office-pages";
import { expect, test } from "../support/fixtures";

test("generate a story offline, watch it finish in Story Assets, publish it, promote it and find it on Home", async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  const form = new GenerateStoryPage(page);
  const assets = new StoriesTablePage(page);
  await form.goto();

  await expect(form.heading).toBeVisible();
  await expect(page.getByText("Offline generator: no Anthropic API key is configured")).toBeVisible();
  await expect(form.field("Season")).toHaveValue("Spring");

  await form.submit();
  await expect(page.getByText("Please fix the form errors before submitting.")).toBeVisible();
  await expectNoA11yViolations(page, "Generate New Story with its errors and their toast");
  await expect(page.getByText("Activity type is required")).toBeVisible();
  await expect(page.getByText("Pepita's role is required")).toBeVisible();
  await expect(page.getByText("Select at least one personality trait")).toBeVisible();
  await expect(page.getByText("Favorite activity is required")).toBeVisible();

  await form.field("Activity Type").fill("Baking pan dulce");
  // Revalidates on change after the first submit.
  await expect(page.getByText("Activity type is required")).toHaveCount(0);
  await form.field("Season").selectOption("Fall");
  await form.field("Pepita's Role").fill("Helpful");
  await form.field("Curious").check();
  await form.field("Playful").check();
  await form.field("Favorite Activity").fill("Chasing butterflies");
  await form.submit();

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

  // The form follows the story until it is written (generate-progress.spec.ts); the list is opened meanwhile.
  await assets.goto();
  await expect(assets.heading).toBeVisible();
  await expect(assets.rows.nth(1)).toContainText("Original Story");
  await expect(assets.rows.nth(1)).toContainText("Static");
  await expect(assets.rows.nth(1)).toContainText("Jul 16, 2025");

  const row = assets.row(storyId);
  // The offline writer writes it in the default configuration, and the AI column says so.
  await expect(row).toContainText("Offline writer");
  await expect(row).not.toContainText("Claude");
  await expectNoA11yViolations(page, "Story Assets with a story generating");
  // The 5 s poll brings the finished text: the row leaves 'generating-story' and can be viewed.
  await expect(row.getByRole("link", { name: "View Story" })).toBeVisible({ timeout: 60_000 });
  await expect(row).not.toContainText("generating-story");
  const storyTitle = (await row.locator("td").first().getByRole("link").first().textContent())!.trim();
  expect(storyTitle.length).toBeGreaterThan(0);

  // No page has a picture yet, so publishing asks first.
  await assets.rowAction(row, "Publish");
  const publishQuestion = page.getByRole("dialog", { name: "Publish without every picture?" });
  await expect(publishQuestion).toContainText('10 of 10 pages have no picture: families will see "Coloring page not available" there. Publish anyway?');
  await publishQuestion.getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.getByText("Story Published")).toBeVisible();
  await expectNoA11yViolations(page, "Story Assets with a toast");
  await expect(await assets.menuItems(row)).toContainText(["Details", "Unpublish", "Archive", "Promote to Homepage"]);
  await page.keyboard.press("Escape");

  const filter = assets.filter("Published");
  await filter.selectOption("published");
  await expect(page.getByText(/^Showing \d+ of \d+ stories \(filtered\)$/)).toBeVisible();
  await expect(row).toHaveCount(1);
  await filter.selectOption("unpublished");
  await expect(row).toHaveCount(0);
  await page.getByRole("button", { name: "Reset Filters" }).first().click();
  await expect(filter).toHaveValue("all");
  await expect(row).toHaveCount(1);

  await assets.rowAction(row, "Promote to Homepage");
  await page.getByRole("dialog", { name: "Promote without every picture?" }).getByRole("button", { name: "Promote anyway" }).click();
  await expect(page.getByText("Story promoted to homepage successfully")).toBeVisible();
  await expect(row).toContainText("On Home");
  await expect(await assets.menuItems(row)).toContainText(["Details", "Unpublish", "Archive"]);
  await expect(page.getByRole("menuitem", { name: "Promote to Homepage" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // The 5 s poll of an unchanged list is revalidated by the browser (If-None-Match) and answered 304.
  const seen = listStatuses.length;
  await expect.poll(() => listStatuses.slice(seen).includes(304), { timeout: 15_000 }).toBe(true);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: storyTitle, level: 1 })).toBeVisible();

  // Archiving the homepage story hands Home back to the built-in story, after a question that says so.
  await assets.goto();
  await assets.rowAction(row, "Archive");
  const question = page.getByRole("dialog", { name: "Archive the story on Home?" });
  await expect(question).toContainText("The Original Story will be shown on Home instead.");
  await question.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Story Archived")).toBeVisible();
  await expect(row).toContainText("Archived");
  await assets.rowAction(row, "Restore");
  await expect(page.getByText("Story Restored")).toBeVisible();
  await expect(await assets.menuItems(row)).toContainText(["Details", "Unpublish", "Archive"]);
  await page.keyboard.press("Escape");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: storyTitle, level: 1 })).toHaveCount(0);
});
