// The colouring page's pixels, on plain typed arrays so they run the same in the browser, in
// unit tests and in the benchmark. A picture is split once into outline pixels (dark ones) and
// open pixels (regions.ts labels their regions); the child's colours live in a layer of their
// own, drawn under the picture's grey, so the black lines can never change.

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

/** Paints the pixels of `spans` one colour, or each its own (`colour` in the order of the spans). */
export function paintSpans(layer: Uint32Array, width: number, spans: Int32Array, colour: Packed | Uint32Array): void {
  for (let i = 0, k = 0; i < spans.length; i += 3) {
    const start = spans[i]! * width + spans[i + 1]!;
    const length = spans[i + 2]! - spans[i + 1]! + 1;
    if (typeof colour === "number") layer.fill(colour, start, start + length);
    else layer.set(colour.subarray(k, k + length), start);
    k += length;
  }
}

/** The layer's pixels under `spans`, in order: one colour when they are all the same. */
export function colourUnder(layer: Uint32Array, width: number, spans: Int32Array): Packed | Uint32Array {
  const first = spans.length > 0 ? layer[spans[0]! * width + spans[1]!]! : 0;
  let uniform = true;
  let count = 0;
  for (let i = 0; i < spans.length; i += 3) {
    const row = spans[i]! * width;
    count += spans[i + 2]! - spans[i + 1]! + 1;
    for (let p = row + spans[i + 1]!; uniform && p <= row + spans[i + 2]!; p++) uniform = layer[p] === first;
  }
  if (uniform) return first;
  const colours = new Uint32Array(count);
  for (let i = 0, k = 0; i < spans.length; i += 3) {
    const row = spans[i]! * width;
    colours.set(layer.subarray(row + spans[i + 1]!, row + spans[i + 2]! + 1), k);
    k += spans[i + 2]! - spans[i + 1]! + 1;
  }
  return colours;
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

/** Repaints a box of the page (a brush stroke's latest stretch). */
export function compositeBox(shade: Uint8Array, layer: Uint32Array, out: Uint8ClampedArray, width: number, box: Box): void {
  const pixels = new Uint32Array(out.buffer, out.byteOffset, layer.length);
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let i = y * width + box.x; i < y * width + box.x + box.width; i++) pixels[i] = shaded(layer[i]!, shade[i]!);
  }
}

export type Box = { x: number; y: number; width: number; height: number };

/** The bounding box of `spans`, for repainting only that part of the canvas. */
export function spanBounds(spans: Int32Array): Box {
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
