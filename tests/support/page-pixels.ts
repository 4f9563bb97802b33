import sharp from "sharp";
import type { Box } from "@/lib/images/scene/backdrops";
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
