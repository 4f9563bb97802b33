// Measures of a two-tone page (a 1-channel raster, 0 = ink, 255 = paper), shared by the tests
// that hold the offline illustrator to its rules and by the bench that reports them.

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
  const seen = new Uint8Array(pixels.length);
  const stack = new Int32Array(pixels.length);
  let count = 0;
  let largest = 0;
  for (let start = 0; start < pixels.length; start++) {
    if (seen[start] || pixels[start] === 0) continue;
    let top = 0;
    let area = 0;
    let edge = false;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const at = stack[--top]!;
      area++;
      const x = at % width;
      const y = (at - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) edge = true;
      for (const next of [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, y > 0 ? at - width : -1, y < height - 1 ? at + width : -1]) {
        if (next < 0 || seen[next] || pixels[next] === 0) continue;
        seen[next] = 1;
        stack[top++] = next;
      }
    }
    if (edge) continue;
    if (area >= minArea) count++;
    largest = Math.max(largest, area);
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
  const sum = (source: (i: number) => number) => {
    const table = new Int32Array((width + 1) * (height + 1));
    for (let y = 0; y < height; y++) {
      let row = 0;
      for (let x = 0; x < width; x++) {
        row += source(y * width + x);
        table[(y + 1) * (width + 1) + x + 1] = table[y * (width + 1) + x + 1]! + row;
      }
    }
    return (x0: number, y0: number) =>
      table[(y0 + size) * (width + 1) + x0 + size]! -
      table[y0 * (width + 1) + x0 + size]! -
      table[(y0 + size) * (width + 1) + x0]! +
      table[y0 * (width + 1) + x0]!;
  };
  const ink = sum((i) => (pixels[i] === 0 ? 1 : 0));
  const corners = new Uint8Array(pixels.length);
  for (let y = 0; y + size <= height; y++) for (let x = 0; x + size <= width; x++) if (ink(x, y) === size * size) corners[y * width + x] = 1;
  const anyCorner = sum((i) => corners[i]!);
  let solid = 0;
  for (let y = within.y; y < within.y + within.h; y++)
    for (let x = within.x; x < within.x + within.w; x++)
      if (anyCorner(Math.max(0, Math.min(x - size + 1, width - size)), Math.max(0, Math.min(y - size + 1, height - size))) > 0 && pixels[y * width + x] === 0)
        solid++;
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
  const relax = (i: number, j: number, step: number) => {
    if (far[j]! + step < far[i]!) far[i] = far[j]! + step;
  };
  for (let y = 1; y < height; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (far[i] === 0) continue;
      relax(i, i - 1, 3);
      relax(i, i - width, 3);
      relax(i, i - width - 1, 4);
      relax(i, i - width + 1, 4);
    }
  for (let y = height - 2; y >= 0; y--)
    for (let x = width - 2; x >= 1; x--) {
      const i = y * width + x;
      if (far[i] === 0) continue;
      relax(i, i + 1, 3);
      relax(i, i + width, 3);
      relax(i, i + width + 1, 4);
      relax(i, i + width - 1, 4);
    }
  const seen = new Uint8Array(pixels.length);
  const stack = new Int32Array(pixels.length);
  const found: { thickness: number; x: number; y: number; area: number }[] = [];
  const bottom = height - FRAME_BOTTOM_INSIDE;
  for (let x = 0; x < width; x++)
    for (let y = bottom - 4; y < bottom; y++) {
      const start = y * width + x;
      if (seen[start] || pixels[start] === 0) continue;
      let top = 0;
      let [area, deepest, sx, sy] = [0, 0, 0, 0];
      let edge = false;
      stack[top++] = start;
      seen[start] = 1;
      while (top > 0) {
        const at = stack[--top]!;
        const px = at % width;
        const py = (at - px) / width;
        area++;
        sx += px;
        sy += py;
        deepest = Math.max(deepest, far[at]!);
        if (px === 0 || py === 0 || px === width - 1 || py === height - 1) edge = true;
        for (const next of [px > 0 ? at - 1 : -1, px < width - 1 ? at + 1 : -1, py > 0 ? at - width : -1, py < height - 1 ? at + width : -1]) {
          if (next < 0 || seen[next] || pixels[next] === 0) continue;
          seen[next] = 1;
          stack[top++] = next;
        }
      }
      if (!edge) found.push({ thickness: (2 * deepest) / 3, x: Math.round(sx / area), y: Math.round(sy / area), area });
    }
  return found;
}
