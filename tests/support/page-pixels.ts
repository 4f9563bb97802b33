import sharp from "sharp";
import type { Point } from "@/lib/images/scene/figures";
import type { Box } from "@/lib/images/scene/backdrops";
import { toLineArtPixels } from "@/lib/images/line-art";
import { solidBlackCount, solidBlackShare } from "@/lib/images/page-measures";
import { fillSmallRegions, mergeSmallRegions, thinLinesAlongFrame } from "@/lib/images/printable-line-art";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

const { width: W, height: H } = PAGE_PICTURE_SIZE;

/** A composed page's pixels, one byte each (its first channel: the pages are black on white). */
export async function pixelsOf(svg: string): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(svg)).extractChannel(0).raw().toBuffer());
}

/** The share of the box's pixels whose ink differs between two drawings of one page. */
export function changedIn(a: Uint8Array, b: Uint8Array, box: Box): number {
  let changed = 0;
  let all = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(H, box.y + box.h); y++)
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(W, box.x + box.w); x++) {
      all++;
      if (a[y * W + x]! < 128 !== b[y * W + x]! < 128) changed++;
    }
  return changed / all;
}

/**
 * A blank page with the printed frame's four 10 px sides inked, and a pen to ink more boxes on it:
 * what the pipeline's clean-up and the page measures see around every page.
 */
export function framedPage(): { pixels: Uint8Array; ink: (x0: number, y0: number, w: number, h: number) => void } {
  const pixels = new Uint8Array(W * H).fill(255);
  const ink = (x0: number, y0: number, w: number, h: number) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) pixels[y * W + x] = 0;
  };
  ink(43, 43, 938, 10);
  ink(43, H - 53, 938, 10);
  ink(43, 43, 10, H - 86);
  ink(971, 43, 10, H - 86);
  return { pixels, ink };
}

/** A page's pixels as the generator leaves them: small regions opened or filled, lines along the frame thinned. */
export async function printedPixels(svg: string): Promise<Uint8Array> {
  return thinLinesAlongFrame(fillSmallRegions(mergeSmallRegions(await toLineArtPixels(Buffer.from(svg)), W, H), W, H), W, H);
}

/** The solid black share of a box's part of the page, as a share of that box. */
export function solidBlackIn(pixels: Uint8Array, box: Box): number {
  const [x0, y0] = [Math.max(0, Math.round(box.x)), Math.max(0, Math.round(box.y))];
  const [w, h] = [Math.min(W, Math.round(box.x + box.w)) - x0, Math.min(H, Math.round(box.y + box.h)) - y0];
  const part = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) part.set(pixels.subarray((y0 + y) * W + x0, (y0 + y) * W + x0 + w), y * w);
  return solidBlackShare(part, w, h);
}

/** A pixel's solid black depends on the pixels this far round it alone: a 15 px square's reach. */
const SOLID_REACH = 14;

const clampedBox = (x0: number, y0: number, x1: number, y1: number): Box => {
  const [x, y] = [Math.max(0, x0), Math.max(0, y0)];
  return { x, y, w: Math.min(W, x1) - x, h: Math.min(H, y1) - y };
};

/**
 * The solid black share of `after`, a page drawn as `before` (whose solid black pixels are counted
 * already) with some pixels changed: the changes and what is within reach of them are measured
 * on both, the rest is `before`'s. The same share as measuring the whole page, in a fraction of
 * the time when the changes are one figure's clothes.
 */
export function solidBlackAfterChange(before: { pixels: Uint8Array; solid: number }, after: Uint8Array): number {
  let [left, top, right, bottom] = [W, H, -1, -1];
  for (let i = 0; i < after.length; i++)
    if (after[i] !== before.pixels[i]) {
      const [x, y] = [i % W, Math.floor(i / W)];
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  if (right < 0) return before.solid / after.length;
  const changed = clampedBox(left - SOLID_REACH, top - SOLID_REACH, right + 1 + SOLID_REACH, bottom + 1 + SOLID_REACH);
  const cut = clampedBox(changed.x - SOLID_REACH, changed.y - SOLID_REACH, changed.x + changed.w + SOLID_REACH, changed.y + changed.h + SOLID_REACH);
  const solidIn = (pixels: Uint8Array) => {
    const part = new Uint8Array(cut.w * cut.h);
    for (let y = 0; y < cut.h; y++) part.set(pixels.subarray((cut.y + y) * W + cut.x, (cut.y + y) * W + cut.x + cut.w), y * cut.w);
    return solidBlackCount(part, cut.w, cut.h, 15, { ...changed, x: changed.x - cut.x, y: changed.y - cut.y });
  };
  return (before.solid - solidIn(before.pixels) + solidIn(after)) / after.length;
}

/** How many white pixels are joined to the one at `from` (4-connected), counting no further than `limit`. */
export function regionArea(pixels: Uint8Array, from: Point, limit: number): number {
  const start = Math.round(from.y) * W + Math.round(from.x);
  if (pixels[start] === 0) return 0;
  const seen = new Uint8Array(W * H);
  const queue = [start];
  seen[start] = 1;
  for (let k = 0; k < queue.length && queue.length <= limit; k++) {
    const i = queue[k]!;
    const [x, y] = [i % W, Math.floor(i / W)];
    for (const j of [x > 0 ? i - 1 : -1, x < W - 1 ? i + 1 : -1, y > 0 ? i - W : -1, y < H - 1 ? i + W : -1])
      if (j >= 0 && !seen[j] && pixels[j] !== 0) {
        seen[j] = 1;
        queue.push(j);
      }
  }
  return queue.length;
}
