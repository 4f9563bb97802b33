// Measures of a two-tone page (a 1-channel raster, 0 = ink, 255 = paper), shared by the tests
// that hold the offline illustrator to its rules and by the bench that reports them.

import { labelWhiteRegions } from "@/lib/images/raster-regions";

/** Share of ink pixels whose horizontal or vertical run of ink is at least `min` long. */
export function thickInkShare(pixels: Uint8Array, width: number, height: number, min: number): number {
  const horizontal = new Uint16Array(pixels.length);
  const vertical = new Uint16Array(pixels.length);
  for (let y = 0; y < height; y++) {
    let start = 0;
    for (let x = 0; x <= width; x++) {
      if (x === width || pixels[y * width + x] !== 0) {
        for (let k = start; k < x; k++) horizontal[y * width + k] = x - start;
        start = x + 1;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let start = 0;
    for (let y = 0; y <= height; y++) {
      if (y === height || pixels[y * width + x] !== 0) {
        for (let k = start; k < y; k++) vertical[k * width + x] = y - start;
        start = y + 1;
      }
    }
  }
  let ink = 0;
  let thick = 0;
  for (let i = 0; i < pixels.length; i++) {
    if (pixels[i] !== 0) continue;
    ink++;
    if (Math.max(horizontal[i]!, vertical[i]!) >= min) thick++;
  }
  return ink === 0 ? 1 : thick / ink;
}

const CELL = 4;

/** A page's ink on a grid of 4x4-pixel cells, one bit a cell (a cell is ink when any of its pixels is). */
export function inkCells(pixels: Uint8Array, width: number): Uint32Array {
  const columns = Math.ceil(width / CELL);
  const cells = new Uint32Array(Math.ceil((columns * Math.ceil(pixels.length / width / CELL)) / 32));
  for (let i = 0; i < pixels.length; i++) {
    if (pixels[i] !== 0) continue;
    const cell = Math.floor(i / width / CELL) * columns + Math.floor((i % width) / CELL);
    cells[cell >>> 5]! |= 1 << (cell & 31);
  }
  return cells;
}

function bits(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The intersection over union of two pages' ink cells. */
export function sharedCells(a: Uint32Array, b: Uint32Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    both += bits(a[i]! & b[i]!);
    either += bits(a[i]! | b[i]!);
  }
  return either === 0 ? 0 : both / either;
}

/**
 * How much ink two pages share: the intersection over union of their ink masks on a grid of
 * 4x4-pixel cells, so the same drawing a few pixels off still counts as shared.
 */
export function sharedInk(a: Uint8Array, b: Uint8Array, width: number): number {
  return sharedCells(inkCells(a, width), inkCells(b, width));
}

/**
 * A 5 mm circle at print size (the PDF prints the 1536-pixel page 8 inches tall, 7.56 pixels a
 * millimetre): the smallest region counted as one a child colours on its own with a crayon.
 */
export const COLOURABLE_REGION_AREA = Math.round(Math.PI * (2.5 * (1536 / 203.2)) ** 2);

/**
 * The enclosed white regions of a page (4-connected, not touching the picture's edge, so the
 * margin outside the frame does not count): how many are at least `minArea` pixels, and the
 * largest one's share of the whole page.
 */
export function whiteRegions(pixels: Uint8Array, width: number, height: number, minArea = COLOURABLE_REGION_AREA): { count: number; largestShare: number } {
  const { areas, edge } = labelWhiteRegions(pixels, width, height);
  let count = 0;
  let largest = 0;
  for (let id = 0; id < areas.length; id++) {
    if (edge[id]) continue;
    if (areas[id]! >= minArea) count++;
    largest = Math.max(largest, areas[id]!);
  }
  return { count, largestShare: largest / pixels.length };
}

/**
 * Share of the page that is solid black: ink pixels inside some `size` x `size` square of ink
 * only. Outlines (under 10 pixels thick) and pupils count for nothing; a filled flower does.
 */
export function solidBlackShare(pixels: Uint8Array, width: number, height: number, size = 15): number {
  return solidBlackCount(pixels, width, height, size) / pixels.length;
}

/**
 * How many pixels are solid black (see `solidBlackShare`), counting only those inside `within`
 * (the whole page unless given). Whether a pixel is solid depends on the `size` - 1 pixels round
 * it alone, so a part of a page measures as it does on the whole page when cut out with that margin.
 */
export function solidBlackCount(pixels: Uint8Array, width: number, height: number, size = 15, within = { x: 0, y: 0, w: width, h: height }): number {
  const stride = width + 1;
  // Summed-area tables, read at a size x size box's four corners.
  const summed = (values: Uint8Array) => {
    const table = new Int32Array(stride * (height + 1));
    for (let y = 0; y < height; y++) {
      let row = 0;
      for (let x = 0, i = y * width, at = (y + 1) * stride + 1; x < width; x++, i++, at++) {
        row += values[i]!;
        table[at] = table[at - stride]! + row;
      }
    }
    return table;
  };
  const boxAt = (table: Int32Array, x0: number, y0: number) =>
    table[(y0 + size) * stride + x0 + size]! - table[y0 * stride + x0 + size]! - table[(y0 + size) * stride + x0]! + table[y0 * stride + x0]!;
  const inked = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i++) if (pixels[i] === 0) inked[i] = 1;
  const ink = summed(inked);
  const corners = new Uint8Array(pixels.length);
  for (let y = 0; y + size <= height; y++) for (let x = 0; x + size <= width; x++) if (boxAt(ink, x, y) === size * size) corners[y * width + x] = 1;
  const anyCorner = summed(corners);
  let solid = 0;
  for (let y = within.y; y < within.y + within.h; y++) {
    const y0 = Math.max(0, Math.min(y - size + 1, height - size));
    for (let x = within.x; x < within.x + within.w; x++)
      if (pixels[y * width + x] === 0 && boxAt(anyCorner, Math.max(0, Math.min(x - size + 1, width - size)), y0) > 0) solid++;
  }
  return solid;
}

/** A 3 mm pen tip at print size, in pixels across: a region along the frame thinner than this prints as a double line. */
export const PEN_TIP = 23;

/** How far up from the page's bottom the frame's bottom line starts, seen from inside: the composer draws it 10 wide, centred 48 pixels up. */
const FRAME_BOTTOM_INSIDE = 48 + 5;

/**
 * The white regions a page ends on: those that reach the frame's bottom line (within a few
 * pixels of it), each with how thick it is at its thickest (twice the farthest any of its pixels
 * lies from ink, measured in 3-4 chamfer steps) and its middle. A region thinner than a pen tip
 * along the frame is a sliver a child cannot colour: it prints as a double line.
 */
export function regionsAlongBottom(pixels: Uint8Array, width: number, height: number): { thickness: number; x: number; y: number; area: number }[] {
  const far = new Uint16Array(pixels.length);
  const big = 60000;
  for (let i = 0; i < pixels.length; i++) far[i] = pixels[i] === 0 ? 0 : big;
  for (let y = 1; y < height; y++)
    for (let x = 1, i = y * width + 1; x < width - 1; x++, i++) {
      if (far[i] === 0) continue;
      let d = far[i]!;
      if (far[i - 1]! + 3 < d) d = far[i - 1]! + 3;
      if (far[i - width]! + 3 < d) d = far[i - width]! + 3;
      if (far[i - width - 1]! + 4 < d) d = far[i - width - 1]! + 4;
      if (far[i - width + 1]! + 4 < d) d = far[i - width + 1]! + 4;
      far[i] = d;
    }
  for (let y = height - 2; y >= 0; y--)
    for (let x = width - 2, i = y * width + width - 2; x >= 1; x--, i--) {
      if (far[i] === 0) continue;
      let d = far[i]!;
      if (far[i + 1]! + 3 < d) d = far[i + 1]! + 3;
      if (far[i + width]! + 3 < d) d = far[i + width]! + 3;
      if (far[i + width + 1]! + 4 < d) d = far[i + width + 1]! + 4;
      if (far[i + width - 1]! + 4 < d) d = far[i + width - 1]! + 4;
      far[i] = d;
    }
  const { label, edge, count } = labelWhiteRegions(pixels, width, height);
  // The regions met along the frame, in the order a scan of the band column by column meets them.
  const slot = new Int32Array(count).fill(-1);
  const sums: { area: number; deepest: number; sx: number; sy: number }[] = [];
  const bottom = height - FRAME_BOTTOM_INSIDE;
  for (let x = 0; x < width; x++)
    for (let y = bottom - 4; y < bottom; y++) {
      const id = label[y * width + x]!;
      if (id < 0 || edge[id] || slot[id] !== -1) continue;
      slot[id] = sums.length;
      sums.push({ area: 0, deepest: 0, sx: 0, sy: 0 });
    }
  for (let i = 0; i < pixels.length; i++) {
    const at = label[i]! < 0 ? -1 : slot[label[i]!]!;
    if (at < 0) continue;
    const sum = sums[at]!;
    sum.area++;
    sum.sx += i % width;
    sum.sy += Math.floor(i / width);
    sum.deepest = Math.max(sum.deepest, far[i]!);
  }
  return sums.map(({ area, deepest, sx, sy }) => ({ thickness: (2 * deepest) / 3, x: Math.round(sx / area), y: Math.round(sy / area), area }));
}
