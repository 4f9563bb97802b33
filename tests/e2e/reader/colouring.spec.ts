import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let storyId: number;

test.beforeAll(async () => {
  storyId = await seedStory(["--title", "Pepita Colours In", "--pages", "2"]);
});

test.use({ viewport: LAPTOP });

type Seed = { x: number; y: number; clientX: number; clientY: number; regionSize: number };

/**
 * Keeps the canvas's pixels in the page as `before`, and picks a tap point inside an enclosed
 * region (not the paper around the drawing): the region is found here by a plain breadth-first
 * search over pixels at or above the outline threshold (grey 128), independently of the app's fill.
 */
async function rememberAndPickRegion(page: Page): Promise<Seed> {
  const view = (await page.getByTestId("colouring-viewport").boundingBox())!;
  return page.getByTestId("colouring-canvas").evaluate((canvas: HTMLCanvasElement, view) => {
    const { width, height } = canvas;
    const data = canvas.getContext("2d")!.getImageData(0, 0, width, height).data;
    Object.assign(window, { before: data.slice() });
    const open = (i: number) => data[i * 4]! >= 128;
    const region = (start: number): number[] => {
      const seen = new Uint8Array(width * height);
      const queue = [start];
      seen[start] = 1;
      for (let head = 0; head < queue.length; head++) {
        const i = queue[head]!;
        const x = i % width;
        for (const next of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
          if (next >= 0 && next < width * height && !seen[next] && open(next)) {
            seen[next] = 1;
            queue.push(next);
          }
        }
      }
      return queue;
    };
    // Through the zoom: only points of the picture in view (and clear of the zoom buttons) are tapped.
    const rect = canvas.getBoundingClientRect();
    const [left, top] = [Math.max(rect.left, view.x), Math.max(rect.top, view.y)];
    const [right, bottom] = [Math.min(rect.right, view.x + view.width - 60), Math.min(rect.bottom, view.y + view.height)];
    for (let gy = 0.3; gy < 0.8; gy += 0.05) {
      for (let gx = 0.2; gx < 0.8; gx += 0.05) {
        const x = Math.floor(((left + (right - left) * gx - rect.left) / rect.width) * width);
        const y = Math.floor(((top + (bottom - top) * gy - rect.top) / rect.height) * height);
        // Open all around, so the pixel the tap lands on is in the same region.
        let clear = true;
        for (let dy = -4; dy <= 4; dy++) for (let dx = -4; dx <= 4; dx++) clear &&= open((y + dy) * width + x + dx);
        if (!clear) continue;
        const pixels = region(y * width + x);
        if (pixels.length > 500 && pixels.length < width * height * 0.2) {
          Object.assign(window, { region: pixels });
          return {
            x,
            y,
            clientX: rect.left + ((x + 0.5) / width) * rect.width,
            clientY: rect.top + ((y + 0.5) / height) * rect.height,
            regionSize: pixels.length,
          };
        }
      }
    }
    throw new Error("no enclosed region found to tap");
  }, view);
}

/**
 * A point in view on a line with two or more regions within a fingertip (12 CSS px) of it,
 * and the region the rule picks: the smallest of those of 40 pixels or more. The regions are
 * found here by a plain breadth-first search; keeps the pixels in the page as `before`.
 */
async function pickLineBetweenRegions(page: Page): Promise<Seed> {
  const view = (await page.getByTestId("colouring-viewport").boundingBox())!;
  return page.getByTestId("colouring-canvas").evaluate((canvas: HTMLCanvasElement, view) => {
    const { width, height } = canvas;
    const data = canvas.getContext("2d")!.getImageData(0, 0, width, height).data;
    Object.assign(window, { before: data.slice() });
    const labels = new Int32Array(width * height);
    const sizes = [0];
    for (let start = 0; start < width * height; start++) {
      if (labels[start] || data[start * 4]! < 128) continue;
      const label = sizes.length;
      const queue = [start];
      labels[start] = label;
      for (let head = 0; head < queue.length; head++) {
        const i = queue[head]!;
        const x = i % width;
        for (const next of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
          if (next >= 0 && next < width * height && !labels[next] && data[next * 4]! >= 128) {
            labels[next] = label;
            queue.push(next);
          }
        }
      }
      sizes.push(queue.length);
    }
    const rect = canvas.getBoundingClientRect();
    const radius = Math.round((12 * width) / rect.width);
    const [left, top] = [Math.max(rect.left, view.x) + 20, Math.max(rect.top, view.y) + 20];
    const [right, bottom] = [Math.min(rect.right, view.x + view.width - 60), Math.min(rect.bottom, view.y + view.height) - 20];
    for (let clientY = top; clientY < bottom; clientY += 7) {
      for (let clientX = left; clientX < right; clientX += 7) {
        const x = Math.floor(((clientX - rect.left) / rect.width) * width);
        const y = Math.floor(((clientY - rect.top) / rect.height) * height);
        // Line all round, and the same pick a pixel or two either way, so rounding cannot change it.
        let onLine = true;
        for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) onLine &&= !labels[(y + dy) * width + x + dx];
        if (!onLine) continue;
        const near = (reach: number) => {
          const found = new Set<number>();
          for (let dy = -reach; dy <= reach; dy++) {
            for (let dx = -reach; dx <= reach; dx++) {
              const [px, py] = [x + dx, y + dy];
              if (px < 0 || py < 0 || px >= width || py >= height || dx * dx + dy * dy > reach * reach) continue;
              const label = labels[py * width + px]!;
              if (label && sizes[label]! >= 40) found.add(label);
            }
          }
          return [...found].sort((a, b) => sizes[a]! - sizes[b]!);
        };
        const [inner, outer] = [near(radius - 2), near(radius + 2)];
        if (inner.length < 2 || inner[0] !== outer[0] || sizes[inner[1]!]! < 2 * sizes[inner[0]!]! || sizes[inner[0]!]! > width * height * 0.2) continue;
        const bySize = inner;
        const region: number[] = [];
        for (let i = 0; i < labels.length; i++) if (labels[i] === bySize[0]) region.push(i);
        Object.assign(window, { region });
        return {
          x,
          y,
          clientX: rect.left + ((x + 0.5) / width) * rect.width,
          clientY: rect.top + ((y + 0.5) / height) * rect.height,
          regionSize: region.length,
        };
      }
    }
    throw new Error("no line between regions found in view");
  }, view);
}

/** Which pixels differ from `before`, against the region found before the tap. */
async function changesAgainstRegion(page: Page) {
  return page.getByTestId("colouring-canvas").evaluate((canvas: HTMLCanvasElement) => {
    const { before, region } = window as unknown as { before: Uint8ClampedArray; region: number[] };
    const after = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
    const inRegion = new Set(region);
    let changed = 0;
    let changedOutside = 0;
    let outlineChanged = 0;
    for (let i = 0; i < after.length / 4; i++) {
      const differs = after[i * 4] !== before[i * 4] || after[i * 4 + 1] !== before[i * 4 + 1] || after[i * 4 + 2] !== before[i * 4 + 2];
      if (!differs) continue;
      changed++;
      if (!inRegion.has(i)) changedOutside++;
      if (before[i * 4]! < 128) outlineChanged++;
    }
    return { changed, changedOutside, outlineChanged, regionSize: region.length };
  });
}

async function canvasDigest(page: Page): Promise<string> {
  return page.getByTestId("colouring-canvas").evaluate((canvas: HTMLCanvasElement) => {
    const pixels = new Uint32Array(canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data.buffer);
    let hash = 2166136261;
    for (const pixel of pixels) hash = Math.imul(hash ^ pixel, 16777619) >>> 0;
    return `${canvas.width}x${canvas.height}:${hash}`;
  });
}

async function openColouring(page: Page) {
  await page.getByRole("button", { name: "Colour it here" }).click();
  const dialog = page.getByRole("dialog", { name: "Colour the picture" });
  await expect(dialog.getByTestId("colouring-canvas")).toBeVisible();
  return dialog;
}

test("a tap fills exactly one region, undo and redo work, and the colouring is there after a reload", async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  const dialog = await openColouring(page);
  const blank = await canvasDigest(page);

  await dialog.getByTitle("Blue", { exact: true }).click();
  const seed = await rememberAndPickRegion(page);
  await page.mouse.click(seed.clientX, seed.clientY);
  await expect(dialog.getByRole("status")).toHaveText("Filled with Blue");
  const changes = await changesAgainstRegion(page);
  expect(changes).toEqual({ changed: seed.regionSize, changedOutside: 0, outlineChanged: 0, regionSize: seed.regionSize });
  const filled = await canvasDigest(page);

  await dialog.getByRole("button", { name: "Undo" }).click();
  expect(await canvasDigest(page)).toBe(blank);
  await dialog.getByRole("button", { name: "Redo" }).click();
  expect(await canvasDigest(page)).toBe(filled);

  await expect(dialog).toHaveAttribute("data-saved", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Colour it here" })).toBeFocused();

  await page.reload();
  await openColouring(page);
  expect(await canvasDigest(page)).toBe(filled);

  // The other page of the story keeps its own (blank) picture.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Next →" }).click();
  await openColouring(page);
  expect(await canvasDigest(page)).not.toBe(filled);
});

test("the keyboard moves a visible cross and Enter fills under it; the mode passes axe", async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  const dialog = await openColouring(page);
  const blank = await canvasDigest(page);
  const canvas = dialog.getByTestId("colouring-canvas");
  // The crayon is chosen with the keyboard too; the picture is just before the crayons.
  await dialog.getByRole("radio", { name: "Red", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("radio", { name: "Orange", exact: true })).toBeChecked();
  await page.keyboard.press("Shift+Tab");
  await expect(canvas).toBeFocused();
  await expect(dialog.getByTestId("colouring-cursor")).toBeVisible();
  const start = await dialog.getByTestId("colouring-cursor").boundingBox();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  const moved = await dialog.getByTestId("colouring-cursor").boundingBox();
  expect(moved!.x).toBeGreaterThan(start!.x);
  expect(moved!.y).toBeGreaterThan(start!.y);
  // The arrow keys stay in the colouring mode: the story behind did not page.
  await expect(page.getByText("Page 1 of 2")).toBeAttached();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("status")).toHaveText("Filled with Orange");
  expect(await canvasDigest(page)).not.toBe(blank);
  await expectNoA11yViolations(page, "colouring mode");
  await dialog.getByRole("button", { name: "Start over" }).click();
  expect(await canvasDigest(page)).toBe(blank);
});

test("'Save picture' downloads a PNG and 'Print my picture' a one-page PDF of the coloured page", async ({ page }) => {
  await page.goto(`/story/${storyId}`);
  const dialog = await openColouring(page);
  const seed = await rememberAndPickRegion(page);
  await page.mouse.click(seed.clientX, seed.clientY);

  const [png] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Save picture" }).click()]);
  expect(png.suggestedFilename()).toBe("Abuelita_Pepita_Page_1_Coloured.png");
  const pngBytes = await readFile((await png.path())!);
  expect(pngBytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

  const [pdf] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Print my picture" }).click()]);
  expect(pdf.suggestedFilename()).toBe("Abuelita_Pepita_Page_1_Coloured.pdf");
  const pdfBytes = await readFile((await pdf.path())!);
  const document = await PDFDocument.load(pdfBytes);
  expect(document.getPageCount()).toBe(1);
  expect(document.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  await expect(dialog.getByRole("status")).toHaveText("Your picture is ready to print");
  if (process.env.COLOURING_PDF_OUT) await pdf.saveAs(process.env.COLOURING_PDF_OUT);
});

test("the Spanish site names the button and the crayons in Spanish", async ({ page }) => {
  await page.goto(`/es/story/${storyId}`);
  await page.getByRole("button", { name: "Colorear aquí" }).click();
  const dialog = page.getByRole("dialog", { name: "Colorea el dibujo" });
  await expect(dialog.getByRole("radio", { name: "Rojo" })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Borrador" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Imprimir mi dibujo" })).toBeVisible();
});

type Point = { x: number; y: number };

/** The picture's pixels, counted: how many differ from `before` and how (outline, crayon-red). */
async function changesSince(page: Page, before: string) {
  return page.getByTestId("colouring-canvas").evaluate((canvas: HTMLCanvasElement, key) => {
    const then = (window as unknown as Record<string, Uint8ClampedArray>)[key]!;
    const now = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
    let changed = 0;
    let outline = 0;
    let reddish = 0;
    for (let i = 0; i < now.length; i += 4) {
      if (now[i] === then[i] && now[i + 1] === then[i + 1] && now[i + 2] === then[i + 2]) continue;
      changed++;
      if (then[i]! < 128) outline++;
      if (now[i]! > now[i + 1]! + 60 && now[i]! > now[i + 2]! + 60) reddish++;
    }
    return { changed, outline, reddish };
  }, before);
}

async function keepPixels(page: Page, key: string) {
  await page.getByTestId("colouring-canvas").evaluate((canvas: HTMLCanvasElement, key) => {
    Object.assign(window, { [key]: canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data.slice() });
  }, key);
}

async function zoom(page: Page): Promise<number> {
  return Number(await page.getByTestId("colouring-view").getAttribute("data-zoom"));
}

/** Every control of the colouring mode lies wholly inside the viewport. */
async function expectControlsInside(page: Page, viewport: { width: number; height: number }) {
  const dialog = page.getByRole("dialog", { name: "Colour the picture" });
  const controls = dialog.locator("button, label:has(input)");
  const count = await controls.count();
  expect(count).toBeGreaterThan(20);
  for (let i = 0; i < count; i++) {
    const box = (await controls.nth(i).boundingBox())!;
    const name = (await controls.nth(i).getAttribute("title")) ?? (await controls.nth(i).textContent());
    expect(box.x, `${name} left`).toBeGreaterThanOrEqual(0);
    expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(viewport.height);
  }
}

test.describe("on a phone (390x844, touch)", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("pinch zooms with no mark, the brush paints, the eraser restores white, undo takes each back, and a tap while zoomed fills the region under the finger", async ({
    page,
  }) => {
    await page.goto(`/story/${storyId}`);
    const dialog = await openColouring(page);
    await expectControlsInside(page, PHONE);
    const blank = await canvasDigest(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: Point[]) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((point, id) => ({ ...point, id })) });
    const view = (await dialog.getByTestId("colouring-viewport").boundingBox())!;
    const centre = { x: view.x + view.width / 2, y: view.y + view.height / 2 };

    // A pinch with the brush in hand: the first finger down must not leave a dab.
    await dialog.getByTitle("Brush", { exact: true }).tap();
    await touch("touchStart", [
      { x: centre.x - 30, y: centre.y },
      { x: centre.x + 30, y: centre.y },
    ]);
    for (let step = 1; step <= 8; step++) {
      await touch("touchMove", [
        { x: centre.x - 30 - step * 10, y: centre.y - step * 3 },
        { x: centre.x + 30 + step * 10, y: centre.y - step * 3 },
      ]);
    }
    await touch("touchEnd", []);
    await expect.poll(() => zoom(page)).toBeGreaterThan(2);
    expect(await canvasDigest(page)).toBe(blank);

    // One finger paints red, never over a line.
    await keepPixels(page, "blankPixels");
    const path = [0, 1, 2, 3, 4, 5, 6].map((step) => ({ x: centre.x - 60 + step * 20, y: centre.y + 40 + step * 6 }));
    const stroke = async () => {
      await touch("touchStart", [path[0]!]);
      for (const point of path.slice(1)) await touch("touchMove", [point]);
      await touch("touchEnd", []);
    };
    await stroke();
    await expect(dialog.getByRole("status")).toHaveText("Painted with Red");
    const painted = await changesSince(page, "blankPixels");
    expect(painted.changed).toBeGreaterThan(200);
    expect(painted.outline).toBe(0);
    expect(painted.reddish).toBe(painted.changed);
    const brushed = await canvasDigest(page);

    // A quick tap on a tool right after a fast stroke chooses it and leaves the picture as it was
    // (the browser once took such a tap as the one that stops a fling, and it chose nothing).
    await dialog.getByTitle("Eraser", { exact: true }).tap();
    await expect(dialog.getByRole("radio", { name: "Eraser", exact: true })).toBeChecked();
    expect(await canvasDigest(page)).toBe(brushed);

    // The eraser along the same path shows the white paper again.
    await stroke();
    await expect(dialog.getByRole("status")).toHaveText("Erased");
    expect(await canvasDigest(page)).toBe(blank);
    await dialog.getByRole("button", { name: "Undo" }).tap();
    await expect.poll(() => canvasDigest(page)).toBe(brushed);
    await dialog.getByRole("button", { name: "Undo" }).tap();
    await expect.poll(() => canvasDigest(page)).toBe(blank);
    await page.screenshot({ path: "test-results/colouring-phone-zoomed.png" });

    // Still zoomed, a tap fills exactly the region under the finger.
    expect(await zoom(page)).toBeGreaterThan(2);
    await dialog.getByTitle("Fill", { exact: true }).tap();
    await dialog.getByTitle("Green", { exact: true }).tap();
    const seed = await rememberAndPickRegion(page);
    await page.touchscreen.tap(seed.clientX, seed.clientY);
    await expect(dialog.getByRole("status")).toHaveText("Filled with Green");
    expect(await changesAgainstRegion(page)).toEqual({ changed: seed.regionSize, changedOutside: 0, outlineChanged: 0, regionSize: seed.regionSize });
    await page.screenshot({ path: "test-results/colouring-phone-filled.png" });

    // A tap on a line fills the smallest region the fingertip reaches.
    await dialog.getByRole("button", { name: "Undo" }).tap();
    expect(await canvasDigest(page)).toBe(blank);
    const onLine = await pickLineBetweenRegions(page);
    await page.touchscreen.tap(onLine.clientX, onLine.clientY);
    await expect(dialog.getByRole("status")).toHaveText("Filled with Green");
    expect(await changesAgainstRegion(page)).toEqual({ changed: onLine.regionSize, changedOutside: 0, outlineChanged: 0, regionSize: onLine.regionSize });

    await dialog.getByRole("button", { name: "Reset zoom" }).tap();
    await expect.poll(() => zoom(page)).toBe(1);
    await expectControlsInside(page, PHONE);
    await page.screenshot({ path: "test-results/colouring-phone.png" });
  });
});

test("on a laptop the wheel zooms about the mouse, + and − and the keyboard zoom, a click while zoomed fills under it, and a mouse stroke paints and undoes", async ({
  page,
}) => {
  await page.goto(`/story/${storyId}`);
  const dialog = await openColouring(page);
  await expectControlsInside(page, LAPTOP);
  const canvas = dialog.getByTestId("colouring-canvas");
  const blank = await canvasDigest(page);

  // The wheel zooms about the mouse: the picture's point under it stays under it.
  const view = (await dialog.getByTestId("colouring-viewport").boundingBox())!;
  const mouse = { x: view.x + view.width * 0.4, y: view.y + view.height * 0.6 };
  const underMouse = () =>
    canvas.evaluate((element: HTMLCanvasElement, at) => {
      const rect = element.getBoundingClientRect();
      return { x: ((at.x - rect.left) / rect.width) * element.width, y: ((at.y - rect.top) / rect.height) * element.height };
    }, mouse);
  const before = await underMouse();
  await page.mouse.move(mouse.x, mouse.y);
  await page.mouse.wheel(0, -300);
  await expect.poll(() => zoom(page)).toBeGreaterThan(2);
  const after = await underMouse();
  expect(Math.abs(after.x - before.x)).toBeLessThan(3);
  expect(Math.abs(after.y - before.y)).toBeLessThan(3);
  expect(await canvasDigest(page)).toBe(blank);

  const zoomed = await zoom(page);
  await dialog.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(() => zoom(page)).toBeGreaterThan(zoomed);
  await dialog.getByRole("button", { name: "Zoom out" }).click();
  await expect.poll(() => zoom(page)).toBeCloseTo(zoomed, 1);
  await canvas.focus();
  await page.keyboard.press("0");
  await expect.poll(() => zoom(page)).toBe(1);
  await page.keyboard.press("+");
  await expect.poll(() => zoom(page)).toBe(1.5);
  await page.keyboard.press("+");
  await expect(dialog.getByRole("status")).toHaveText("Zoom 2.3×");

  // A click while zoomed fills the region under the mouse.
  await dialog.getByTitle("Purple", { exact: true }).click();
  const seed = await rememberAndPickRegion(page);
  await page.mouse.click(seed.clientX, seed.clientY);
  await expect(dialog.getByRole("status")).toHaveText("Filled with Purple");
  expect(await changesAgainstRegion(page)).toEqual({ changed: seed.regionSize, changedOutside: 0, outlineChanged: 0, regionSize: seed.regionSize });
  const filled = await canvasDigest(page);
  await page.screenshot({ path: "test-results/colouring-laptop-zoomed.png" });

  // A mouse stroke with the brush paints over the fill; undo takes the stroke back.
  await dialog.getByTitle("Brush", { exact: true }).click();
  await dialog.getByTitle("Large", { exact: true }).click();
  await page.mouse.move(seed.clientX, seed.clientY);
  await page.mouse.down();
  await page.mouse.move(seed.clientX + 40, seed.clientY + 10, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByRole("status")).toHaveText("Painted with Purple");
  const stroked = await canvasDigest(page);
  expect(stroked).not.toBe(filled);
  await page.keyboard.press("Control+z");
  expect(await canvasDigest(page)).toBe(filled);
  await page.keyboard.press("Control+y");
  expect(await canvasDigest(page)).toBe(stroked);

  await dialog.getByRole("button", { name: "Reset zoom" }).click();
  await expect.poll(() => zoom(page)).toBe(1);
  await page.screenshot({ path: "test-results/colouring-laptop.png" });

  // The brush stroke is kept with the fills for the next visit.
  await expect(dialog).toHaveAttribute("data-saved", "true");
  await page.reload();
  await openColouring(page);
  expect(await canvasDigest(page)).toBe(stroked);
});
