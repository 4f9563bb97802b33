import "server-only";
import { labelWhiteRegions } from "@/lib/images/raster-regions";
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
  const { label, areas, edge } = labelWhiteRegions(pixels, width, height);
  for (let i = 0; i < pixels.length; i++) {
    const id = label[i]!;
    if (id >= 0 && !edge[id] && areas[id]! < minArea) pixels[i] = 0;
  }
  return pixels;
}

/** Regions up to this size are specks (a pupil, the eye of a loop) and are filled black. */
export const SPECK_AREA = 120;

/** How far either side of a line the merge looks, in pixels: more than half the thickest outline. */
const REACH = 6;

/** Line pixels that must separate two regions for the merge to erase them: a real shared stretch, not a corner. */
const MIN_OPENING = 12;

/**
 * Opens each enclosed white region smaller than `minArea` (but larger than a speck) into its
 * neighbour: the line between the two is erased where nothing but those two regions lies within
 * reach, so a flower's petals join the hair they sit on instead of closing up into a black blot,
 * and no third region is opened. A region with no such neighbour is left to `fillSmallRegions`.
 * In place, on a 1-channel 0/255 raster.
 */
export function mergeSmallRegions(pixels: Uint8Array, width: number, height: number, minArea = MIN_REGION_AREA): Uint8Array {
  const { label, areas, edge } = labelWhiteRegions(pixels, width, height);
  // Pixels of each small region, gathered once; merged regions hand theirs on.
  const members = new Map<number, number[]>();
  for (let i = 0; i < pixels.length; i++) {
    const id = label[i]!;
    if (id >= 0 && !edge[id] && areas[id]! < minArea && areas[id]! > SPECK_AREA) {
      const list = members.get(id);
      if (list) list.push(i);
      else members.set(id, [i]);
    }
  }
  const parent = Array.from(areas, (_, i) => i);
  const find = (id: number): number => {
    while (parent[id] !== id) id = parent[id] = parent[parent[id]!]!;
    return id;
  };
  const queue = [...members.keys()].sort((a, b) => areas[a]! - areas[b]!);
  const stamp = new Uint32Array(pixels.length);
  let round = 0;
  const near = [-1, -1, -1];
  while (queue.length > 0) {
    const region = find(queue.shift()!);
    const own = members.get(region);
    if (!own || areas[region]! >= minArea) continue;
    round++;
    // The regions within reach along each row, beside each pixel near this region: each is
    // looked up once and then shared by the 13 ink pixels above and below that need it.
    let [left, right, top, bottom] = [width, -1, height, -1];
    for (const at of own) {
      const x = at % width;
      const y = (at - x) / width;
      [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
    }
    left = Math.max(0, left - REACH);
    right = Math.min(width - 1, right + REACH);
    top = Math.max(0, top - 2 * REACH);
    bottom = Math.min(height - 1, bottom + 2 * REACH);
    const across = right - left + 1;
    const alongRow = new Int32Array(across * (bottom - top + 1) * 3).fill(-2);
    const rowRegions = (x: number, y: number): number => {
      const at = ((y - top) * across + x - left) * 3;
      if (alongRow[at] !== -2) return at;
      let found = 0;
      let last = -1;
      alongRow[at] = alongRow[at + 1] = alongRow[at + 2] = -1;
      for (let i = y * width + Math.max(0, x - REACH), end = y * width + Math.min(width - 1, x + REACH); i <= end && found < 3; i++) {
        const raw = label[i]!;
        if (raw < 0 || raw === last) continue;
        last = raw;
        const id = find(raw);
        if (id !== alongRow[at] && id !== alongRow[at + 1]) alongRow[at + found++] = id;
      }
      return at;
    };
    // Ink within reach of the region's border, and for each such pixel the regions within reach of it.
    const byNeighbour = new Map<number, number[]>();
    const lining: number[] = [];
    for (const at of own) {
      const x0 = at % width;
      const y0 = (at - x0) / width;
      const border = (x0 > 0 && pixels[at - 1] === 0) || (x0 < width - 1 && pixels[at + 1] === 0) || pixels[at - width] === 0 || pixels[at + width] === 0;
      if (!border) continue;
      for (let y = Math.max(0, y0 - REACH); y <= Math.min(height - 1, y0 + REACH); y++)
        for (let x = Math.max(0, x0 - REACH); x <= Math.min(width - 1, x0 + REACH); x++) {
          const p = y * width + x;
          if (pixels[p] !== 0 || stamp[p] === round) continue;
          stamp[p] = round;
          let count = 0;
          for (let ey = Math.max(0, y - REACH), end = Math.min(height - 1, y + REACH); ey <= end && count < 3; ey++) {
            const row = rowRegions(x, ey);
            for (let k = row; k < row + 3 && count < 3; k++) {
              const id = alongRow[k]!;
              if (id < 0) break;
              if (id !== near[0] && id !== near[1]) near[count++] = id;
            }
          }
          const [a, b] = near;
          near[0] = near[1] = near[2] = -1;
          // Ink that sees only this region is the inner side of a line thicker than the reach.
          if (count === 1 && a === region) lining.push(p);
          if (count !== 2 || (a !== region && b !== region)) continue;
          const other = a === region ? b! : a!;
          if (edge[other]) continue;
          const list = byNeighbour.get(other);
          if (list) list.push(p);
          else byNeighbour.set(other, [p]);
        }
    }
    // The smallest neighbour it shares a stretch of line with: a petal joins the next petal, the
    // flower then the hair it sits on, rather than the wall behind the whole figure.
    let best = -1;
    for (const [id, list] of byNeighbour) if (list.length >= MIN_OPENING && (best === -1 || areas[id]! < areas[best]!)) best = id;
    if (best === -1) continue;
    const erased = [...byNeighbour.get(best)!, ...lining];
    for (const p of erased) {
      pixels[p] = 255;
      label[p] = best;
    }
    parent[region] = best;
    areas[best] = areas[best]! + areas[region]! + erased.length;
    if (areas[best]! < minArea) {
      members.set(best, [...(members.get(best) ?? []), ...own, ...erased]);
      queue.push(best);
    }
    members.delete(region);
  }
  return pixels;
}

/** The page frame's stroke in image pixels: the composer draws it 10 wide, centred 48 pixels in from each edge. */
const FRAME = { inset: 48, half: 5 };

/**
 * Where a line of the picture runs along the frame, the two would print as one black bar: the
 * line is thinned from its far side so the two stay a frame's width. Only lines running along the
 * frame for longer than a line is wide are thinned, never where a line meets the frame across
 * it, and nothing is cut open: the white beside the line only grows.
 */
export function thinLinesAlongFrame(pixels: Uint8Array, width: number, height: number): Uint8Array {
  // Ink kept beside the frame's inner edge, so the bar stays under 15 pixels (solid black).
  const keep = 4;
  const widest = 20;
  const ends = 3;
  const minRun = 16;
  const sides = [
    { along: height, at: (t: number, d: number) => t * width + FRAME.inset + FRAME.half + d },
    { along: height, at: (t: number, d: number) => t * width + width - FRAME.inset - FRAME.half - 1 - d },
    { along: width, at: (t: number, d: number) => (FRAME.inset + FRAME.half + d) * width + t },
    { along: width, at: (t: number, d: number) => (height - FRAME.inset - FRAME.half - 1 - d) * width + t },
  ];
  for (const { along, at } of sides) {
    // How far the ink runs in from the frame at `t`, if it is a line along the frame.
    const depth = (t: number) => {
      let d = 0;
      while (d <= widest && pixels[at(t, d)] === 0) d++;
      return d > keep && d <= widest ? d : 0;
    };
    // Clear of the frame's rounded corners.
    const first = FRAME.inset + 30;
    const last = along - FRAME.inset - 30;
    let start = -1;
    for (let t = first; t <= last; t++) {
      const hugging = t < last && depth(t) > 0;
      if (hugging && start < 0) start = t;
      if (!hugging && start >= 0) {
        if (t - start >= minRun)
          for (let s = start + ends; s < t - ends; s++) {
            const d = depth(s);
            for (let k = keep; k < d; k++) pixels[at(s, k)] = 255;
          }
        start = -1;
      }
    }
  }
  return pixels;
}
