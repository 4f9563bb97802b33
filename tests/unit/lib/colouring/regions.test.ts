import { describe, expect, it } from "vitest";
import { labelRegions, regionAt, regionSpans, SPECK_PIXELS } from "@/lib/colouring/regions";

/** A mask from rows of text: '#' is outline, '.' open. */
function maskOf(rows: string[]): { mask: Uint8Array; width: number; height: number } {
  const width = rows[0]!.length;
  const mask = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => [...row].forEach((cell, x) => (mask[y * width + x] = cell === "#" ? 1 : 0)));
  return { mask, width, height: rows.length };
}

/** Components by a plain breadth-first search, to check the labelling against. */
function components(mask: Uint8Array, width: number, height: number): Int32Array {
  const seen = new Int32Array(mask.length);
  let count = 0;
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] || seen[start]) continue;
    seen[start] = ++count;
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const i = queue[head]!;
      const x = i % width;
      for (const next of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i >= width ? i - width : -1, i + width < width * height ? i + width : -1]) {
        if (next >= 0 && !mask[next] && !seen[next]) {
          seen[next] = count;
          queue.push(next);
        }
      }
    }
  }
  return seen;
}

// 40x30: a frame, a line down the middle, and the right half cut by a line at y = 10 into a
// small room (18x9) above and a larger one (18x18) below; in the left room a square of outline
// encloses a 2x2 speck.
function picture() {
  const rows = Array.from({ length: 30 }, (_, y) =>
    Array.from({ length: 40 }, (_, x) => {
      const frame = x === 0 || y === 0 || x === 39 || y === 29;
      const middle = x === 20 || (y === 10 && x > 20);
      const square = x >= 5 && x <= 8 && y >= 5 && y <= 8 && (x === 5 || x === 8 || y === 5 || y === 8);
      return frame || middle || square ? "#" : ".";
    }).join(""),
  );
  return maskOf(rows);
}

describe("labelling the regions of a picture", () => {
  it("gives two pixels the same label exactly when a breadth-first search joins them, with each region's size and runs", () => {
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const density of [0.3, 0.45, 0.6]) {
      const [width, height] = [53, 41];
      const mask = Uint8Array.from({ length: width * height }, () => (random() < density ? 1 : 0));
      const regions = labelRegions(mask, width, height);
      const truth = components(mask, width, height);
      const pairs = new Map<number, number>();
      for (let i = 0; i < mask.length; i++) {
        expect(regions.labels[i] === 0).toBe(mask[i] === 1);
        if (!mask[i]) {
          if (!pairs.has(truth[i]!)) pairs.set(truth[i]!, regions.labels[i]!);
          expect(regions.labels[i]).toBe(pairs.get(truth[i]!));
        }
      }
      expect(regions.count).toBe(new Set(pairs.values()).size);
      expect(regions.count).toBe(pairs.size);
      for (let label = 1; label <= regions.count; label++) {
        const pixels = regions.labels.reduce((n, l) => n + (l === label ? 1 : 0), 0);
        expect(regions.sizes[label]).toBe(pixels);
        const spans = regionSpans(regions, label);
        let covered = 0;
        for (let s = 0; s < spans.length; s += 3) {
          for (let x = spans[s + 1]!; x <= spans[s + 2]!; x++) expect(regions.labels[spans[s]! * width + x]).toBe(label);
          covered += spans[s + 2]! - spans[s + 1]! + 1;
        }
        expect(covered).toBe(pixels);
      }
    }
  });
});

describe("the region a tap fills", () => {
  const { mask, width, height } = picture();
  const regions = labelRegions(mask, width, height);
  const size = (label: number) => regions.sizes[label];
  const at = (x: number, y: number) => regions.labels[y * width + x]!;

  it("is the region under the tap when it lands on an open pixel", () => {
    expect(regionAt(regions, 10, 20, 3)).toBe(at(10, 20));
    expect(regionAt(regions, 6, 6, 3)).toBe(at(6, 6));
  });

  it("on a line, is the smallest region the finger reaches", () => {
    expect(size(at(30, 5))).toBe(18 * 9);
    expect(size(at(30, 20))).toBe(18 * 18);
    // Between the left room and the small room above.
    expect(regionAt(regions, 20, 5, 2)).toBe(at(30, 5));
    // Between the small room and the larger one below.
    expect(regionAt(regions, 30, 10, 2)).toBe(at(30, 5));
    // Where three rooms meet.
    expect(regionAt(regions, 20, 10, 2)).toBe(at(30, 5));
    // Between the left room and the room below right, the smaller of the two.
    expect(size(at(30, 20))).toBeLessThan(size(at(10, 20))!);
    expect(regionAt(regions, 20, 20, 1)).toBe(at(30, 20));
    // On the frame, only the left room is in reach.
    expect(regionAt(regions, 0, 20, 1)).toBe(at(10, 20));
  });

  it("passes over a speck for a real region, but fills the speck when nothing else is in reach", () => {
    expect(size(at(6, 6))).toBeLessThan(SPECK_PIXELS);
    expect(regionAt(regions, 5, 6, 2)).toBe(at(10, 20));
    const { mask: walled, width: w, height: h } = maskOf(["#######", "#######", "##..###", "##..###", "#######", "#######"]);
    const speckOnly = labelRegions(walled, w, h);
    expect(regionAt(speckOnly, 1, 2, 1)).toBe(speckOnly.labels[2 * w + 2]);
    expect(regionAt(speckOnly, 0, 0, 1)).toBe(0);
  });

  it("is nothing outside the picture", () => {
    expect(regionAt(regions, -1, 5, 3)).toBe(0);
    expect(regionAt(regions, 5, height, 3)).toBe(0);
  });
});
