import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

// What a family sees while reading: on a phone (390x844, a touch screen) and on a laptop
// (1280x800), whatever they open stays on screen, a turned page shows its picture, and nothing
// covers the pager. Every box is measured as drawn, clipped by the lists that scroll it.

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const TITLE = "Pepita Reads on a Phone";

let storyId: number;

test.beforeAll(async () => {
  storyId = await seedStory(["--title", TITLE]);
});

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether `box` lies inside the viewport (half a pixel of rounding allowed). */
function onScreen(box: Box | null, viewport: { width: number; height: number }): boolean {
  return box !== null && box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5;
}

/**
 * Every element under `root` whose visible part reaches past the viewport: each box is first cut
 * by the ancestors that clip it (a scrolling list shows only part of its items), and elements
 * drawn as nothing (hidden, empty, or the 1 px boxes of screen-reader text) are left out.
 */
async function pastTheViewport(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const found: string[] = [];
    for (const node of [element, ...element.querySelectorAll("*")]) {
      if (node.checkVisibility && !node.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const rect = node.getBoundingClientRect();
      let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
      for (let parent = node.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = parent.getBoundingClientRect();
        [left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
      }
      if (right - left <= 1 || bottom - top <= 1) continue;
      if (left < -0.5 || top < -0.5 || right > width + 0.5 || bottom > height + 0.5) {
        const name = `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""} "${(node.textContent ?? "").trim().slice(0, 30)}"`;
        found.push(`${name} at x ${Math.round(left)}..${Math.round(right)}, y ${Math.round(top)}..${Math.round(bottom)}`);
      }
    }
    return found;
  });
}

const pager = (page: Page) => page.getByRole("navigation", { name: "Story pages" });
const picture = (page: Page) => page.getByTestId("page-picture");
const menuList = (page: Page) => page.locator("header details ul");

async function openStoriesMenu(page: Page): Promise<Locator> {
  await page.locator("header summary").click();
  const list = menuList(page);
  await expect(list).toBeVisible();
  return list;
}

/** Where a family is after reading a page on a phone: at the bottom, by the pager. */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true);
}

/** Where a family is once the pager has come into view at the foot of a phone's screen: Next's bottom 36 px above it. */
async function pagerAtTheFoot(page: Page): Promise<void> {
  const next = pager(page).getByRole("button", { name: "Next →" });
  const foot = async () => {
    const box = (await next.boundingBox())!;
    return Math.round(box.y + box.height);
  };
  const by = (await foot()) - (PHONE.height - 36);
  await page.evaluate((top) => window.scrollBy({ top, behavior: "instant" }), by);
  await expect.poll(foot).toBe(PHONE.height - 36);
}

/** The picture frame is on screen whole (it always fits: its height follows the viewport's). */
async function expectPictureInView(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const box = (await picture(page).boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(viewport.height);
  await expect.poll(async () => onScreen(await picture(page).boundingBox(), viewport), { message: "the new picture is on screen whole" }).toBe(true);
}

/** A one-finger (or, with `fingers`, a several-finger) drag made of real touch events. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, fingers = 1): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const points = (share: number) =>
    Array.from({ length: fingers }, (_, finger) => ({
      x: from.x + (to.x - from.x) * share + finger * 40,
      y: from.y + (to.y - from.y) * share + finger * 40,
      id: finger,
    }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: points(0) });
  for (let step = 1; step <= 10; step++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: points(step / 10) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Two fingers moving apart around `centre`: a pinch that zooms in. */
async function pinchOut(page: Page, centre: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const points = (apart: number) => [
    { x: centre.x - apart, y: centre.y, id: 0 },
    { x: centre.x + apart, y: centre.y, id: 1 },
  ];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: points(30) });
  for (let step = 1; step <= 10; step++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: points(30 + step * 7) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

async function expectNothingCoversThePager(page: Page, toast: Locator, viewport: { width: number; height: number }): Promise<void> {
  // Measured once the toast has come to rest: sonner slides it in.
  await expect(toast).toBeVisible();
  await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const box = (await toast.boundingBox())!;
  expect(onScreen(box, viewport), `toast at ${JSON.stringify(box)}`).toBe(true);
  for (const name of ["← Previous", "Next →"]) {
    const button = (await pager(page).getByRole("button", { name }).boundingBox())!;
    expect(overlaps(box, button), `the toast ${JSON.stringify(box)} covers ${name} ${JSON.stringify(button)}`).toBe(false);
  }
  expect(await pastTheViewport(toast)).toEqual([]);
}

for (const [device, viewport] of [
  ["phone", PHONE],
  ["laptop", LAPTOP],
] as const) {
  test.describe(`on a ${device} (${viewport.width}x${viewport.height})`, () => {
    test.use(device === "phone" ? { viewport, hasTouch: true, isMobile: true } : { viewport });

    test("the Stories menu opens inside the screen and marks the story being read", async ({ page }, testInfo) => {
      await page.goto(`/story/${storyId}`);
      await expect(page.getByText("Page 1 of 10")).toBeVisible();
      const list = await openStoriesMenu(page);
      expect(onScreen(await list.boundingBox(), viewport), `the list at ${JSON.stringify(await list.boundingBox())}`).toBe(true);
      for (const item of await list.getByRole("link").all()) {
        const box = (await item.boundingBox())!;
        expect(box.x, await item.innerText()).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, await item.innerText()).toBeLessThanOrEqual(viewport.width);
      }
      expect(await pastTheViewport(list)).toEqual([]);

      const current = list.locator(`a[href="/story/${storyId}"]`);
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(list.locator("[aria-current]")).toHaveCount(1);
      const other = list.getByRole("link", { name: "Original Story" });
      const looks = (link: Locator) => link.evaluate((element) => `${getComputedStyle(element).backgroundColor} ${getComputedStyle(element).fontWeight}`);
      expect(await looks(current), "the story being read looks different").not.toBe(await looks(other));
      await page.screenshot({ path: testInfo.outputPath(`menu-open-${device}.png`) });

      await page.goto("/stories");
      await openStoriesMenu(page);
      await expect(menuList(page).locator("[aria-current=page]")).toHaveText("All stories");

      // The Spanish header's longer words wrap it differently.
      await page.goto(`/es/story/${storyId}`);
      const spanish = await openStoriesMenu(page);
      expect(await pastTheViewport(spanish)).toEqual([]);
      await expect(spanish.locator("[aria-current=page]")).toHaveAttribute("href", `/es/story/${storyId}`);
    });

    test("a PDF's toast stays on screen and covers no pager button", async ({ page }, testInfo) => {
      await page.goto(`/story/${storyId}?page=2`);
      await expect(page.getByText("Page 2 of 10")).toBeVisible();
      if (device === "phone") await pagerAtTheFoot(page);
      const download = page.waitForEvent("download");
      const button = page.getByRole("button", { name: "Download PDF" });
      await (device === "phone" ? button.tap() : button.click());
      await download;
      const toast = page.locator("[data-sonner-toast]", { hasText: "PDF downloaded!" });
      await expectNothingCoversThePager(page, toast, viewport);
      await page.screenshot({ path: testInfo.outputPath(`pdf-toast-${device}.png`) });
    });
  });
}

test.describe("on a phone (390x844)", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("Next, Previous and Start Again bring the new picture into view", async ({ page }, testInfo) => {
    await page.goto(`/story/${storyId}`);
    await expect(page.getByText("Page 1 of 10")).toBeVisible();

    await scrollToBottom(page);
    await pager(page).getByRole("button", { name: "Next →" }).tap();
    await expect(page.getByText("Page 2 of 10")).toBeVisible();
    await expectPictureInView(page, PHONE);
    await page.screenshot({ path: testInfo.outputPath("after-next-phone.png") });

    await scrollToBottom(page);
    await pager(page).getByRole("button", { name: "← Previous" }).tap();
    await expect(page.getByText("Page 1 of 10")).toBeVisible();
    await expectPictureInView(page, PHONE);

    await page.goto(`/story/${storyId}?page=10`);
    await expect(page.getByText("Page 10 of 10")).toBeVisible();
    await scrollToBottom(page);
    await pager(page).getByRole("button", { name: "Start Again" }).tap();
    await expect(page.getByText("Page 1 of 10")).toBeVisible();
    await expectPictureInView(page, PHONE);
  });

  test("with reduced motion the picture is in view as soon as the page turns", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/story/${storyId}`);
    await expect(page.getByText("Page 1 of 10")).toBeVisible();
    await scrollToBottom(page);
    await pager(page).getByRole("button", { name: "Next →" }).tap();
    await expect(page.getByText("Page 2 of 10")).toBeVisible();
    // No waiting: without the animation the scroll is made with the page's change.
    expect(onScreen(await picture(page).boundingBox(), PHONE)).toBe(true);
  });

  test("a sideways swipe on the picture turns the page; scrolling, two fingers and panning a zoomed page do not", async ({ page }) => {
    await page.goto(`/story/${storyId}`);
    await expect(page.getByText("Page 1 of 10")).toBeVisible();
    // Half the picture scrolled away, as a family reading its caption would leave it.
    const start = (await picture(page).boundingBox())!;
    await page.evaluate((by) => window.scrollBy({ top: by, behavior: "instant" }), start.y + start.height / 2);
    const shown = async () => (await picture(page).boundingBox())!;

    let box = await shown();
    const middle = box.y + box.height * 0.75;
    await drag(page, { x: box.x + box.width * 0.8, y: middle }, { x: box.x + box.width * 0.2, y: middle + 10 });
    await expect(page.getByText("Page 2 of 10")).toBeVisible();
    await expectPictureInView(page, PHONE);

    box = await shown();
    await drag(page, { x: box.x + box.width * 0.2, y: box.y + box.height / 2 }, { x: box.x + box.width * 0.8, y: box.y + box.height / 2 });
    await expect(page.getByText("Page 1 of 10")).toBeVisible();
    // The browser did not take the swipe to the right for its back gesture.
    await expect(page).toHaveURL(new RegExp(`/story/${storyId}$`));

    box = await shown();
    const scrolled = await page.evaluate(() => window.scrollY);
    await drag(page, { x: box.x + box.width / 2, y: box.y + box.height * 0.8 }, { x: box.x + box.width / 2 - 20, y: box.y + box.height * 0.2 });
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: "an upward swipe scrolls the page" }).toBeGreaterThan(scrolled + 50);
    await expect(page.getByText("Page 1 of 10")).toBeVisible();

    box = await shown();
    await drag(page, { x: box.x + box.width * 0.3, y: box.y + box.height * 0.3 }, { x: box.x + 10, y: box.y + box.height * 0.3 }, 2);
    await expect(page.getByText("Page 1 of 10")).toBeVisible();
    await expect(page.getByText("Page 2 of 10")).toBeHidden();

    // Zoomed in on the picture, one finger pans the page as in any browser.
    await picture(page).evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    box = await shown();
    await pinchOut(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    await expect.poll(() => page.evaluate(() => window.visualViewport!.scale)).toBeGreaterThan(1.5);
    const panned = () => page.evaluate(() => window.visualViewport!.offsetLeft);
    const left = await panned();
    await drag(page, { x: 300, y: PHONE.height / 2 }, { x: 100, y: PHONE.height / 2 });
    await expect.poll(panned, { message: "the zoomed page pans sideways" }).toBeGreaterThan(left + 20);
    await expect(page.getByText("Page 1 of 10")).toBeVisible();
  });

  test("the colouring screen fits the phone's screen", async ({ page }, testInfo) => {
    await page.goto(`/story/${storyId}?page=3`);
    await expect(page.getByText("Page 3 of 10")).toBeVisible();
    await page.getByRole("button", { name: "Colour it here" }).click();
    const dialog = page.getByRole("dialog", { name: "Colour the picture" });
    await expect(dialog.getByTestId("colouring-canvas")).toBeVisible();
    await dialog.getByText("Red", { exact: true }).click({ force: true });
    expect(await pastTheViewport(dialog)).toEqual([]);
    for (const button of await dialog.getByRole("button").all()) expect(onScreen(await button.boundingBox(), PHONE), await button.innerText()).toBe(true);
    await page.screenshot({ path: testInfo.outputPath("colouring-phone.png") });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the back office's Confirm Changes dialog fits the phone's screen", async ({ adminPage: page }) => {
    await page.goto("/admin/story/original");
    await page.getByRole("button", { name: "Edit Story Title" }).click();
    await page.getByRole("textbox", { name: "Story Title" }).fill("A title long enough to wrap over several lines on a phone's narrow screen");
    await page.getByRole("button", { name: "Save Story Title" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Changes" });
    await expect(dialog).toBeVisible();
    expect(page.viewportSize()).toEqual(PHONE);
    expect(await pastTheViewport(dialog)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("on a laptop (1280x800)", () => {
  test.use({ viewport: LAPTOP });

  test("the arrow keys page, and the picture stays in view", async ({ page }) => {
    await page.goto(`/story/${storyId}`);
    await expect(page.getByText("Page 1 of 10")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("Page 2 of 10")).toBeVisible();
    await expectPictureInView(page, LAPTOP);
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText("Page 1 of 10")).toBeVisible();
    await expectPictureInView(page, LAPTOP);
  });

  test("a back-office toast sits at the top, inside the screen", async ({ adminPage: page }, testInfo) => {
    await page.goto("/admin/users");
    await page.getByLabel("Email").fill(`phone-reading-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send Invitation" }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const box = (await toast.boundingBox())!;
    expect(onScreen(box, LAPTOP)).toBe(true);
    expect(box.y).toBeLessThan(LAPTOP.height / 4);
    expect(Math.abs(box.x + box.width / 2 - LAPTOP.width / 2)).toBeLessThan(2);
    await page.screenshot({ path: testInfo.outputPath("back-office-toast-laptop.png") });
  });
});
