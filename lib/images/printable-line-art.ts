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
  const label = new Int32Array(pixels.length).fill(-1);
  const areas: number[] = [];
  const edge: boolean[] = [];
  const stack = new Int32Array(pixels.length);
  for (let start = 0; start < pixels.length; start++) {
    if (label[start] !== -1 || pixels[start] === 0) continue;
    const id = areas.length;
    let top = 0;
    let area = 0;
    let touches = false;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const at = stack[--top]!;
      area++;
      const x = at % width;
      const y = (at - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touches = true;
      if (x > 0 && label[at - 1] === -1 && pixels[at - 1] !== 0) {
        label[at - 1] = id;
        stack[top++] = at - 1;
      }
      if (x < width - 1 && label[at + 1] === -1 && pixels[at + 1] !== 0) {
        label[at + 1] = id;
        stack[top++] = at + 1;
      }
      if (y > 0 && label[at - width] === -1 && pixels[at - width] !== 0) {
        label[at - width] = id;
        stack[top++] = at - width;
      }
      if (y < height - 1 && label[at + width] === -1 && pixels[at + width] !== 0) {
        label[at + width] = id;
        stack[top++] = at + width;
      }
    }
    areas.push(area);
    edge.push(touches);
  }
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
  const parent = areas.map((_, i) => i);
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
          for (let ey = Math.max(0, y - REACH); ey <= Math.min(height - 1, y + REACH) && count < 3; ey++)
            for (let ex = Math.max(0, x - REACH); ex <= Math.min(width - 1, x + REACH); ex++) {
              const raw = label[ey * width + ex]!;
              if (raw < 0) continue;
              const id = find(raw);
              if (id === near[0] || id === near[1]) continue;
              near[count++] = id;
              if (count === 3) break;
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
