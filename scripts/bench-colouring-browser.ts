import { packColour } from "@/lib/colouring/layer";
import { ColouringHistory, paintRegion } from "@/lib/colouring/history";
import { loadPicture, repaint, warmUpFill } from "@/lib/colouring/picture";
import { regionAt, regionSpans } from "@/lib/colouring/regions";

// Bundled by bench-colouring.ts and run in Chromium: opens a picture as the colouring page does
// (decode, outline mask, region labels; then, when `warm`, the fill's loops run once as the page
// runs them in an idle moment) and taps it as the page does (the region under the tap or the
// smallest one touching a line, its runs, the layer, the canvas), timing each step.

export type ColouringRun = { openMs: number; warmUpMs: number; tapMs: number[]; largest: { pixels: number; ms: number } };

declare global {
  interface Window {
    colouringBench: (url: string, taps: number, warm: boolean) => Promise<ColouringRun>;
  }
}

window.colouringBench = async (url, taps, warm) => {
  const openStart = performance.now();
  const picture = await loadPicture(url);
  const openMs = performance.now() - openStart;
  const { width, height } = picture;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const layer = new Uint32Array(width * height);
  const pixels = new ImageData(width, height);
  const history = new ColouringHistory(layer, width);
  repaint(canvas, picture, layer, pixels);
  const warmUpStart = performance.now();
  if (warm) warmUpFill(picture, layer, pixels);
  const warmUpMs = performance.now() - warmUpStart;
  const colours = ["#e53935", "#1e63c8"].map(packColour);
  const tapMs: number[] = [];
  let largest = { pixels: 0, ms: 0 };
  // A fixed pseudo-random walk, lines included, so every run taps the same places.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let tap = 0; tapMs.length < taps; tap++) {
    const [x, y] = [Math.floor(next() * width), Math.floor(next() * height)];
    const start = performance.now();
    const region = regionAt(picture.regions, x, y, 12 * (width / 390));
    if (!region) continue;
    const spans = regionSpans(picture.regions, region);
    if (!paintRegion(history, layer, width, spans, colours[tap % 2]!)) continue;
    repaint(canvas, picture, layer, pixels, spans);
    const ms = performance.now() - start;
    tapMs.push(ms);
    if (picture.regions.sizes[region]! > largest.pixels) largest = { pixels: picture.regions.sizes[region]!, ms };
  }
  return { openMs, warmUpMs, tapMs, largest };
};
