import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

const LAPTOP = { width: 1280, height: 800 };

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
  return page.getByTestId("colouring-canvas").evaluate((canvas: HTMLCanvasElement) => {
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
    const rect = canvas.getBoundingClientRect();
    for (let gy = 0.3; gy < 0.8; gy += 0.05) {
      for (let gx = 0.2; gx < 0.8; gx += 0.05) {
        const x = Math.floor(width * gx);
        const y = Math.floor(height * gy);
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
  });
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
