import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { seedStory } from "../support/seed";

test.use({ serviceWorkers: "allow" });

// With the network off, a public page this device never kept is the site's own offline page,
// listing the stories kept here in the page's language; a kept story's buttons (Colour it here,
// Listen, every print) still work or say plainly that a print was not kept.

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1280, height: 800 } },
];
// The offline page's own words in English, none of which may show on the Spanish one.
const ENGLISH_WORDS = /\b(?:offline|saved|stories|remove|device|you are|connected)\b/i;

let storyId: number;
let otherId: number;

test.beforeAll(async () => {
  storyId = await seedStory(["--title", "Pepita y la Piñata", "--pages", "3"]);
  otherId = await seedStory(["--title", "Pepita y el Mango", "--pages", "3"]);
});

/** Opens a story online and waits until the worker has all of it. */
async function save(page: Page, path: string, savedLine = "Saved for offline reading"): Promise<void> {
  await page.goto(path);
  await expect(page.getByText(savedLine)).toBeVisible({ timeout: 30_000 });
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

async function expectCoversShown(page: Page): Promise<void> {
  const covers = page.getByTestId("saved-stories").locator("img");
  await expect(covers).toHaveCount(2);
  for (const cover of await covers.all()) {
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
}

/** Every word a reader or a screen reader meets on the page. */
function shownWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll("[aria-label], [alt], [title], [placeholder]"), (element) =>
      ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? "").join(" "),
    );
    return [document.title, document.body.innerText, ...attributes].join(" ");
  });
}

for (const { name, viewport } of SIZES) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a page never kept is the site's offline page, listing the stories kept here in the page's language", async ({ page, context }) => {
      await save(page, `/story/${storyId}`);
      await save(page, `/es/story/${otherId}`, "Guardado para leer sin conexión");
      await goOffline(context, page);

      await page.goto("/stories");
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Stories saved on this device" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Pepita y la Piñata" })).toHaveAttribute("href", `/story/${storyId}`);
      await expect(page.getByRole("link", { name: "Pepita y el Mango" })).toHaveAttribute("href", `/es/story/${otherId}`);
      await expectCoversShown(page);
      await page.screenshot({ path: test.info().outputPath(`offline-page-en-${name}.png`), fullPage: true });
      await expectNoA11yViolations(page, "the offline page");

      for (const path of ["/es/stories", "/es", `/es/story/${storyId + 1000}`]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: "Estás sin conexión" })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Cuentos guardados en este dispositivo" })).toBeVisible();
        await expectCoversShown(page);
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
        expect(await shownWords(page)).not.toMatch(ENGLISH_WORDS);
      }
      await page.screenshot({ path: test.info().outputPath(`offline-page-es-${name}.png`), fullPage: true });
      await expectNoA11yViolations(page, "the Spanish offline page");

      await page.getByRole("link", { name: "Pepita y el Mango" }).click();
      await expect(page.getByText("Página 1 de 3")).toBeVisible();
    });

    test("a story removed from the offline page is gone from its list and no longer opens offline", async ({ page, context }) => {
      await save(page, `/story/${storyId}`);
      await save(page, `/story/${otherId}`);
      await goOffline(context, page);
      await page.goto("/offline");
      await expectCoversShown(page);

      await page.getByRole("button", { name: "Remove Pepita y la Piñata" }).click();
      await expect(page.getByRole("status")).toHaveText("Pepita y la Piñata was removed from this device.");
      await expect(page.getByRole("link", { name: "Pepita y la Piñata" })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("link", { name: "Pepita y el Mango" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Pepita y la Piñata" })).toHaveCount(0);

      await page.goto(`/story/${storyId}`);
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
      await expect(page.getByText("Page 1 of 3")).toHaveCount(0);
      const kept = await page.evaluate(async (id) => {
        const paths: string[] = [];
        for (const cacheName of await caches.keys())
          for (const request of await (await caches.open(cacheName)).keys()) paths.push(new URL(request.url).pathname);
        return paths.filter((path) => path === `/story/${id}` || path === `/es/story/${id}` || path === `/api/pdf/${id}`);
      }, storyId);
      expect(kept).toEqual([]);
    });

    test("on a kept story offline, Colour it here fills, Listen pauses and resumes, and a print not kept says so", async ({ page, context }) => {
      await stubSpeech(page);
      await save(page, `/story/${storyId}`);
      await goOffline(context, page);
      await page.reload();
      await expect(page.getByText("Page 1 of 3")).toBeVisible();

      const listen = page.getByRole("button", { name: "Listen", exact: true });
      await listen.click();
      await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
      await page.getByRole("button", { name: "Pause" }).click();
      await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
      await page.getByRole("button", { name: "Resume" }).click();
      await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
      await page.evaluate(() => (window as unknown as { finishSpeaking: () => void }).finishSpeaking());
      await expect(listen).toBeVisible();

      await page.getByRole("button", { name: "Download whole story" }).click();
      await expect(page.getByText("Not saved for offline use")).toBeVisible();
      await expect(page.getByText("This print was not saved on this device. Connect to the internet to download it.")).toBeVisible();
      await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);

      await page.getByRole("button", { name: "Colour it here" }).click();
      const dialog = page.getByRole("dialog", { name: "Colour the picture" });
      const canvas = dialog.getByTestId("colouring-canvas");
      await expect(canvas).toBeVisible();
      await dialog.getByTitle("Blue", { exact: true }).click();
      const point = await canvas.evaluate(openPoint);
      await page.mouse.click(point.x, point.y);
      await expect(dialog.getByRole("status")).toHaveText("Filled with Blue");

      // Never printed online: the save kept the printout's script ahead.
      const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Print my picture" }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
    });

    test("a story kept from Home is on the offline page, opens offline, and can be removed", async ({ page, context }) => {
      await save(page, "/");
      const viewer = page.locator("[data-story-key]");
      const title = (await viewer.getAttribute("data-story-title"))!;
      await goOffline(context, page);
      await page.goto("/offline");
      const link = page.getByTestId("saved-stories").getByRole("link", { name: title });
      await expect(link).toHaveAttribute("href", "/");
      await expect(page.getByTestId("saved-stories").locator("img")).toHaveCount(1);
      await page.screenshot({ path: test.info().outputPath(`offline-home-kept-${name}.png`), fullPage: true });
      await link.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

      await page.goto("/offline");
      await page.getByRole("button", { name: `Remove ${title}` }).click();
      await expect(page.getByTestId("saved-stories")).toHaveCount(0);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    });

    test("a print not kept says so in Spanish on a Spanish page", async ({ page, context }) => {
      await save(page, `/es/story/${storyId}`, "Guardado para leer sin conexión");
      await goOffline(context, page);
      await page.reload();
      await page.getByRole("button", { name: "Imprimir como librito" }).click();
      await expect(page.getByText("No guardado para usar sin conexión")).toBeVisible();
      await expect(page.getByText("Esta impresión no se guardó en este dispositivo. Conéctate a internet para descargarla.")).toBeVisible();
      expect(await shownWords(page)).not.toMatch(/Failed to fetch/);
    });
  });
}

/** A point of the canvas, in the page's coordinates, in the open paper clear of any outline. */
function openPoint(canvas: HTMLCanvasElement): { x: number; y: number } {
  const { width, height } = canvas;
  const data = canvas.getContext("2d")!.getImageData(0, 0, width, height).data;
  const open = (x: number, y: number) => data[(y * width + x) * 4]! >= 128;
  const rect = canvas.getBoundingClientRect();
  for (let gy = 0.3; gy < 0.8; gy += 0.05) {
    for (let gx = 0.2; gx < 0.8; gx += 0.05) {
      const x = Math.floor(width * gx);
      const y = Math.floor(height * gy);
      let clear = true;
      for (let dy = -4; dy <= 4; dy++) for (let dx = -4; dx <= 4; dx++) clear &&= open(x + dx, y + dy);
      if (clear) return { x: rect.left + ((x + 0.5) / width) * rect.width, y: rect.top + ((y + 0.5) / height) * rect.height };
    }
  }
  throw new Error("no open point on the picture");
}

/** The browser's voice, replaced: headless Chromium has none. It speaks until told to finish. */
async function stubSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let current: EventTarget | null = null;
    class Utterance extends EventTarget {
      lang = "";
      voice: unknown = null;
      constructor(readonly text: string) {
        super();
      }
    }
    const synth = {
      paused: false,
      getVoices: () => [
        { lang: "en-US", name: "voice en-US" },
        { lang: "es-ES", name: "voice es-ES" },
      ],
      speak: (utterance: Utterance) => void (current = utterance),
      cancel: () => {
        const was = current;
        current = null;
        was?.dispatchEvent(new Event("end"));
      },
      pause: () => void (synth.paused = true),
      resume: () => void (synth.paused = false),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    // Each utterance ends at once from now on, so the reading runs to its end.
    const finishSpeaking = () => {
      synth.speak = (utterance: Utterance) => void setTimeout(() => utterance.dispatchEvent(new Event("end")));
      current?.dispatchEvent(new Event("end"));
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
    Object.assign(window, { finishSpeaking });
  });
}
