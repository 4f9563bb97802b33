// The colouring page's fills, on plain typed arrays so they run the same in the browser, in
// unit tests and in the benchmark. A picture is split once into outline pixels (dark ones) and
// open pixels; a fill covers the 4-connected open pixels around a tap, row by row (scanline),
// and never writes an outline pixel, so the black lines can never change.

/**
 * Pixels darker than this are outlines. Anti-aliased edge pixels lighter than it are filled
 * too and drawn as the colour darkened by their grey (see `composite`), so a fill reaches the
 * line with no white halo.
 */
export const LINE_LUMINANCE = 128;

/** A colour of the fill layer: ImageData's bytes read as one little-endian 32-bit word; 0 is none. */
export type Packed = number;

export function packColour(hex: string): Packed {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  return (0xff000000 | (b << 16) | (g << 8) | r) >>> 0;
}

/** Each pixel's grey (0 black to 255 white) of an RGBA picture; transparency counts as paper. */
export function shadeOf(rgba: Uint8ClampedArray): Uint8Array {
  const shade = new Uint8Array(rgba.length / 4);
  for (let i = 0, p = 0; i < shade.length; i++, p += 4) {
    const alpha = rgba[p + 3]!;
    // Rec. 601 weights in integers (77 + 150 + 29 = 256).
    const grey = (rgba[p]! * 77 + rgba[p + 1]! * 150 + rgba[p + 2]! * 29) >> 8;
    shade[i] = alpha === 255 ? grey : 255 - ((((255 - grey) * alpha + 127) / 255) | 0);
  }
  return shade;
}

/** 1 where a pixel is outline, 0 where it can be coloured. */
export function outlineMask(shade: Uint8Array, threshold = LINE_LUMINANCE): Uint8Array {
  const mask = new Uint8Array(shade.length);
  for (let i = 0; i < shade.length; i++) mask[i] = shade[i]! < threshold ? 1 : 0;
  return mask;
}

/**
 * The region around (x, y) as runs of one row each: [y, left, right, y, left, right, ...],
 * right inclusive. Empty when (x, y) is outside the picture or on an outline.
 */
export function regionSpans(mask: Uint8Array, width: number, height: number, x: number, y: number): Int32Array {
  if (x < 0 || y < 0 || x >= width || y >= height || mask[y * width + x]) return new Int32Array(0);
  // 1 where a pixel is an outline or already taken: one test per pixel.
  const closed = mask.slice();
  const spans: number[] = [];
  const seeds: number[] = [x, y];
  while (seeds.length > 0) {
    const seedY = seeds.pop()!;
    const seedX = seeds.pop()!;
    const row = seedY * width;
    if (closed[row + seedX]) continue;
    let left = seedX;
    while (left > 0 && !closed[row + left - 1]) left--;
    let right = seedX;
    while (right < width - 1 && !closed[row + right + 1]) right++;
    closed.fill(1, row + left, row + right + 1);
    spans.push(seedY, left, right);
    // One seed per run of open pixels in the rows above and below this run.
    if (seedY > 0) seedRuns(closed, row - width, left, right, seedY - 1, seeds);
    if (seedY < height - 1) seedRuns(closed, row + width, left, right, seedY + 1, seeds);
  }
  return Int32Array.from(spans);
}

function seedRuns(closed: Uint8Array, row: number, left: number, right: number, y: number, seeds: number[]): void {
  let inRun = false;
  for (let column = left; column <= right; column++) {
    const open = closed[row + column] === 0;
    if (open && !inRun) seeds.push(column, y);
    inRun = open;
  }
}

/** The open pixel nearest (x, y) within `radius`, so a tap that lands on a line still fills. */
export function nearestOpen(mask: Uint8Array, width: number, height: number, x: number, y: number, radius = 8): { x: number; y: number } | null {
  let best: { x: number; y: number } | null = null;
  let bestDistance = Infinity;
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const px = x + dx;
      const py = y + dy;
      const distance = dx * dx + dy * dy;
      if (px < 0 || py < 0 || px >= width || py >= height || distance > radius * radius || distance >= bestDistance) continue;
      if (mask[py * width + px] === 0) {
        best = { x: px, y: py };
        bestDistance = distance;
      }
    }
  }
  return best;
}

export function paintSpans(layer: Uint32Array, width: number, spans: Int32Array, colour: Packed): void {
  for (let i = 0; i < spans.length; i += 3) {
    const row = spans[i]! * width;
    layer.fill(colour, row + spans[i + 1]!, row + spans[i + 2]! + 1);
  }
}

/**
 * What the page shows: the line art where nothing is coloured, and each coloured pixel as its
 * colour multiplied by the picture's grey there (like a crayon under ink), written as RGBA.
 */
export function composite(shade: Uint8Array, layer: Uint32Array, out: Uint8ClampedArray): void {
  const pixels = new Uint32Array(out.buffer, out.byteOffset, layer.length);
  for (let i = 0; i < layer.length; i++) pixels[i] = shaded(layer[i]!, shade[i]!);
}

/** Repaints only the pixels of `spans` (after a fill or its undo): the rest of the page is as it was. */
export function compositeSpans(shade: Uint8Array, layer: Uint32Array, out: Uint8ClampedArray, width: number, spans: Int32Array): void {
  const pixels = new Uint32Array(out.buffer, out.byteOffset, layer.length);
  for (let s = 0; s < spans.length; s += 3) {
    const row = spans[s]! * width;
    for (let i = row + spans[s + 1]!; i <= row + spans[s + 2]!; i++) pixels[i] = shaded(layer[i]!, shade[i]!);
  }
}

/** The bounding box of `spans`, for repainting only that part of the canvas. */
export function spanBounds(spans: Int32Array): { x: number; y: number; width: number; height: number } {
  let [top, bottom, left, right] = [Infinity, -1, Infinity, -1];
  for (let s = 0; s < spans.length; s += 3) {
    top = Math.min(top, spans[s]!);
    bottom = Math.max(bottom, spans[s]!);
    left = Math.min(left, spans[s + 1]!);
    right = Math.max(right, spans[s + 2]!);
  }
  return bottom < 0 ? { x: 0, y: 0, width: 0, height: 0 } : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

// x * grey / 255, rounded, without a division.
const times = (value: number, grey: number) => (value * grey * 257 + 32896) >>> 16;

function shaded(colour: Packed, grey: number): number {
  if (colour === 0) return (0xff000000 | (grey << 16) | (grey << 8) | grey) >>> 0;
  return (0xff000000 | (times((colour >>> 16) & 0xff, grey) << 16) | (times((colour >>> 8) & 0xff, grey) << 8) | times(colour & 0xff, grey)) >>> 0;
}
