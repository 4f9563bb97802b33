import "server-only";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

// What makes a two-tone page printable for a child. The PDF prints a 1024x1536 page 8 inches
// tall, so one image pixel is 8/1536 in (0.13 mm) and 150 DPI is 0.78 printed dots per image
// pixel. Lines must be at least 3 dots (3.84 image pixels) thick (the composer draws them so),
// and no enclosed white region may be smaller than a pen tip.

/** Print dots at 150 DPI per image pixel. */
export const PRINT_DOTS_PER_PIXEL = (8 * 150) / PAGE_PICTURE_SIZE.height;

/** The thinnest line, in image pixels: 3 dots at 150 DPI. */
export const MIN_LINE_PIXELS = Math.ceil(3 / PRINT_DOTS_PER_PIXEL);

/**
 * The smallest white region a page may enclose, in image pixels: a 3 mm circle, the tip of the
 * felt pen or coloured pencil a 5-to-8-year-old colours small parts with. 3 mm is 23 image pixels
 * across, so pi x 11.4^2 ~ 405 pixels. Smaller regions are filled black (as the built-in art's
 * pupils are). A crayon's 5 mm would black out the built-in characters' glasses and cheeks.
 */
export const MIN_REGION_AREA = 405;

/** Fills enclosed white regions smaller than `minArea` in a 1-channel 0/255 raster, in place. */
export function fillSmallRegions(pixels: Uint8Array, width: number, height: number, minArea = MIN_REGION_AREA): Uint8Array {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const region: number[] = [];
  for (let start = 0; start < pixels.length; start++) {
    if (seen[start] || pixels[start] === 0) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    region.length = 0;
    let touchesEdge = false;
    while (top > 0) {
      const at = stack[--top]!;
      if (region.length <= minArea) region.push(at);
      const x = at % width;
      const y = (at - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesEdge = true;
      if (x > 0 && !seen[at - 1] && pixels[at - 1] !== 0) {
        seen[at - 1] = 1;
        stack[top++] = at - 1;
      }
      if (x < width - 1 && !seen[at + 1] && pixels[at + 1] !== 0) {
        seen[at + 1] = 1;
        stack[top++] = at + 1;
      }
      if (y > 0 && !seen[at - width] && pixels[at - width] !== 0) {
        seen[at - width] = 1;
        stack[top++] = at - width;
      }
      if (y < height - 1 && !seen[at + width] && pixels[at + width] !== 0) {
        seen[at + width] = 1;
        stack[top++] = at + width;
      }
    }
    if (!touchesEdge && region.length < minArea) for (const at of region) pixels[at] = 0;
  }
  return pixels;
}
