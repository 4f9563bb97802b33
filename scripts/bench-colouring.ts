import { loadavg } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { build } from "esbuild";
import sharp from "sharp";
import { renderPage } from "@/lib/images/offline-generator";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { composite, compositeSpans, outlineMask, packColour, paintSpans, shadeOf } from "@/lib/colouring/layer";
import { labelRegions, regionAt, regionSpans } from "@/lib/colouring/regions";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";
import type { ColouringRun } from "./bench-colouring-browser";

// The colouring page's fill on a 1024x1536 line-art page (the offline illustrator's, the size of
// a stored page): in this process (the same code the browser runs, on the same typed arrays), and
// in Chromium (bench-colouring-browser.ts, bundled, with the canvas). The regions are labelled
// once on opening and the fill's loops run once in an idle moment after; a tap looks its region
// up, colours it and repaints its pixels; the aim is under 50 ms. The whole page is repainted only on opening and when 'Start over' is undone.

const TAPS = 200;
const WARM_UP_TAPS = 20;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/** The offline illustrator's first page of a fixed story, as a 1024x1536 PNG. */
async function linePage(): Promise<Buffer> {
  const story = writeOfflineStory({
    activityType: "Gardening",
    season: "Spring",
    pepitaRole: "Helpful",
    pepitaCustomization: { personality: ["Curious"], favoriteActivity: "drawing" },
  });
  const page = story.pages[0]!;
  const { png } = await renderPage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, scene: page.scene! });
  return sharp(png).resize(PAGE_PICTURE_SIZE.width, PAGE_PICTURE_SIZE.height, { fit: "fill" }).png().toBuffer();
}

export async function benchColouringFill(): Promise<string[][]> {
  const { data, info } = await sharp(await linePage())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;

  const prepareStart = performance.now();
  const shade = shadeOf(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength));
  const mask = outlineMask(shade);
  const regions = labelRegions(mask, width, height);
  const prepareMs = performance.now() - prepareStart;

  const layer = new Uint32Array(width * height);
  const out = new Uint8ClampedArray(width * height * 4);
  const colour = packColour("#e53935");
  const fills: number[] = [];
  // CPU time as well as wall time: on a shared machine the wall clock also counts waiting for a core.
  const fillCpu: number[] = [];
  const repaints: number[] = [];
  let largest = { pixels: 0, ms: 0 };
  // A fixed pseudo-random walk over the page, so every run taps the same places.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  let taps = 0;
  while (fills.length < TAPS) {
    const x = Math.floor(next() * width);
    const y = Math.floor(next() * height);
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const region = regionAt(regions, x, y, 12);
    if (!region) continue;
    const spans = regionSpans(regions, region);
    paintSpans(layer, width, spans, colour);
    compositeSpans(shade, layer, out, width, spans);
    const filled = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    // The first taps run before the JIT has compiled the loops: a warm-up, as a page open long enough to tap would be.
    if (++taps <= WARM_UP_TAPS) continue;
    fills.push(filled);
    fillCpu.push((cpu.user + cpu.system) / 1000);
    let pixels = 0;
    for (let i = 0; i < spans.length; i += 3) pixels += spans[i + 2]! - spans[i + 1]! + 1;
    if (pixels > largest.pixels) largest = { pixels, ms: filled };
    const repaintStart = performance.now();
    composite(shade, layer, out);
    repaints.push(performance.now() - repaintStart);
  }
  return [
    [`colouring: outline mask and region labels of a ${width}x${height} page (once, on opening)`, `${prepareMs.toFixed(1)} ms`],
    [
      `colouring: one tap (region lookup, fill and repaint of its pixels), ${TAPS} taps, lines included (aim under 50 ms)`,
      `wall p50 ${percentile(fills, 50).toFixed(1)} ms, p95 ${percentile(fills, 95).toFixed(1)} ms, max ${Math.max(...fills).toFixed(1)} ms; CPU p50 ${percentile(fillCpu, 50).toFixed(1)} ms, p95 ${percentile(fillCpu, 95).toFixed(1)} ms (load average ${loadavg()[0]!.toFixed(1)})`,
    ],
    [
      "colouring: the largest region tapped",
      `${largest.pixels.toLocaleString("en")} px (${((largest.pixels / (width * height)) * 100).toFixed(0)}% of the page) in ${largest.ms.toFixed(2)} ms`,
    ],
    [
      "colouring: repainting the whole page (on opening, undoing 'Start over')",
      `p50 ${percentile(repaints, 50).toFixed(2)} ms, p95 ${percentile(repaints, 95).toFixed(2)} ms`,
    ],
  ];
}

const BROWSER_RUNS = 5;
const BROWSER_TAPS = 40;
const median = (values: number[]) => percentile(values, 50);

/**
 * The same page opened and tapped in Chromium, the canvas included: medians of five fresh opens.
 * The first tap after opening is reported apart from the rest, with the fill's loops run once in
 * an idle moment as the page does, and without (a page's first fill compiles them).
 */
export async function benchColouringInChromium(executablePath: string): Promise<string[][]> {
  const bundle = await build({
    entryPoints: [path.resolve("scripts/bench-colouring-browser.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    tsconfig: path.resolve("tsconfig.json"),
    logLevel: "silent",
  });
  const url = `data:image/png;base64,${(await linePage()).toString("base64")}`;
  const browser = await chromium.launch({ executablePath, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  const runs: Record<"warm" | "cold", ColouringRun[]> = { warm: [], cold: [] };
  try {
    // Alternated, so that a busy spell on a shared machine does not fall on one kind only.
    for (let run = 0; run < 2 * BROWSER_RUNS; run++) {
      const warm = run % 2 === 0;
      const page = await browser.newPage();
      await page.setContent("<!doctype html><body></body>");
      await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
      runs[warm ? "warm" : "cold"].push(await page.evaluate((args) => window.colouringBench(...args), [url, BROWSER_TAPS, warm] as const));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const load = `load average ${loadavg()[0]!.toFixed(1)}`;
  const { warm, cold } = runs;
  const later = warm.map((run) => run.tapMs.slice(1));
  const spread = (values: number[]) => `median ${median(values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
  return [
    [
      `colouring in Chromium: opening a 1024x1536 page (decode, outline mask, region labels), median of ${2 * BROWSER_RUNS} opens`,
      `${median([...warm, ...cold].map((run) => run.openMs)).toFixed(1)} ms (${load})`,
    ],
    [
      "colouring in Chromium: getting the fill ready once the page is shown (its loops run once over the largest region, in an idle moment)",
      `${spread(warm.map((run) => run.warmUpMs))} (${load})`,
    ],
    [
      `colouring in Chromium: the first tap after opening, as the page does it (aim under 50 ms), ${BROWSER_RUNS} opens`,
      `${spread(warm.map((run) => run.tapMs[0]!))} (${load})`,
    ],
    [
      `colouring in Chromium: the same first tap with the fill's loops not yet run, ${BROWSER_RUNS} opens`,
      `${spread(cold.map((run) => run.tapMs[0]!))} (${load})`,
    ],
    [
      `colouring in Chromium: each later tap (lookup, fill, canvas repaint), ${BROWSER_TAPS - 1} taps an open, median of ${BROWSER_RUNS} opens (aim under 50 ms)`,
      `p50 ${median(later.map(median)).toFixed(1)} ms, p95 ${median(later.map((taps) => percentile(taps, 95))).toFixed(1)} ms, max ${median(later.map((taps) => Math.max(...taps))).toFixed(1)} ms (${load})`,
    ],
    [
      "colouring in Chromium: the largest region tapped, median of the opens",
      `${warm[0]!.largest.pixels.toLocaleString("en")} px in ${median(warm.map((run) => run.largest.ms)).toFixed(1)} ms`,
    ],
  ];
}
