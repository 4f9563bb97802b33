import { describe, expect, it } from "vitest";
import { labelWhiteRegions } from "@/lib/images/raster-regions";

/** The same labels found the slow way: a flood fill from each unlabelled white pixel in reading order. */
function floodFilled(pixels: Uint8Array, width: number, height: number) {
  const label = new Int32Array(pixels.length).fill(-1);
  const areas: number[] = [];
  const edge: number[] = [];
  for (let start = 0; start < pixels.length; start++) {
    if (label[start] !== -1 || pixels[start] === 0) continue;
    const id = areas.length;
    areas.push(0);
    edge.push(0);
    const stack = [start];
    label[start] = id;
    while (stack.length > 0) {
      const at = stack.pop()!;
      const [x, y] = [at % width, Math.floor(at / width)];
      areas[id]!++;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) edge[id] = 1;
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ] as const)
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && label[ny * width + nx] === -1 && pixels[ny * width + nx] !== 0) {
          label[ny * width + nx] = id;
          stack.push(ny * width + nx);
        }
    }
  }
  return { label: Array.from(label), areas, edge };
}

/** A raster from rows of text: '#' is ink, anything else paper. */
const raster = (rows: string[]) => Uint8Array.from(rows.join("").split(""), (c) => (c === "#" ? 0 : 255));

describe("the white regions of a two-tone raster", () => {
  it("numbers regions in reading order, with their areas and whether they touch the edge", () => {
    const rows = [
      "#######", //
      "#..#..#",
      "#..#.##",
      "####..#",
      "#.#...#",
      "#######",
    ];
    const { label, areas, edge, count } = labelWhiteRegions(raster(rows), 7, 6);
    expect(count).toBe(3);
    // The right-hand region winds down and round a corner of ink: one region, not two.
    expect(Array.from(areas)).toEqual([4, 8, 1]);
    expect(Array.from(edge)).toEqual([0, 0, 0]);
    expect(label[1 * 7 + 4]).toBe(1);
    expect(label[4 * 7 + 5]).toBe(1);
    expect(label[4 * 7 + 1]).toBe(2);
    expect(label[0]).toBe(-1);
  });

  it("marks a region open to the raster's edge, on any side", () => {
    const { edge } = labelWhiteRegions(raster(["##.##", "#.#.#", "#####", ".####"]), 5, 4);
    expect(Array.from(edge)).toEqual([1, 0, 0, 1]);
  });

  it("finds exactly what a flood fill finds on rasters of every density", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (const density of [0.2, 0.45, 0.6, 0.8])
      for (const [width, height] of [
        [1, 9],
        [9, 1],
        [23, 17],
        [64, 48],
      ] as const) {
        const pixels = Uint8Array.from({ length: width * height }, () => (random() < density ? 0 : 255));
        const fast = labelWhiteRegions(pixels, width, height);
        const slow = floodFilled(pixels, width, height);
        expect({ label: Array.from(fast.label), areas: Array.from(fast.areas), edge: Array.from(fast.edge) }).toEqual(slow);
        expect(fast.count).toBe(slow.areas.length);
      }
  });
});
