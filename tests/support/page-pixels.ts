import sharp from "sharp";
import type { Box } from "@/lib/images/scene/backdrops";
import { toLineArtPixels } from "@/lib/images/line-art";
import { solidBlackShare } from "@/lib/images/page-measures";
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
