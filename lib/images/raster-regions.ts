/** The white regions of a two-tone raster (ink is 0), 4-connected. */
export type WhiteRegions = {
  /** Each pixel's region, numbered in the order a row-by-row scan first meets them; -1 on ink. */
  label: Int32Array;
  /** Pixels in each region. */
  areas: Int32Array;
  /** 1 where a region touches the raster's edge. */
  edge: Uint8Array;
  count: number;
};

/**
 * Labels the white regions a run of a row at a time: each run joins the runs it overlaps in the
 * row above (union-find), and each pixel's label is then written a run at a time. A pixel-by-pixel
 * flood fill of a whole page was most of the time a page took to draw.
 */
export function labelWhiteRegions(pixels: Uint8Array, width: number, height: number): WhiteRegions {
  // Runs as [row, start, end) in reading order; a row's runs are a contiguous slice.
  const runStart: number[] = [];
  const runEnd: number[] = [];
  const rowFirst = new Int32Array(height + 1);
  for (let y = 0; y < height; y++) {
    rowFirst[y] = runStart.length;
    const row = y * width;
    let x = 0;
    while (x < width) {
      while (x < width && pixels[row + x] === 0) x++;
      if (x === width) break;
      const start = x;
      while (x < width && pixels[row + x] !== 0) x++;
      runStart.push(start);
      runEnd.push(x);
    }
  }
  rowFirst[height] = runStart.length;
  const runs = runStart.length;
  const parent = new Int32Array(runs);
  for (let r = 0; r < runs; r++) parent[r] = r;
  const find = (r: number) => {
    while (parent[r] !== r) r = parent[r] = parent[parent[r]!]!;
    return r;
  };
  for (let y = 1; y < height; y++) {
    let above = rowFirst[y - 1]!;
    const aboveEnd = rowFirst[y]!;
    for (let r = rowFirst[y]!; r < rowFirst[y + 1]!; r++) {
      while (above < aboveEnd && runEnd[above]! <= runStart[r]!) above++;
      for (let a = above; a < aboveEnd && runStart[a]! < runEnd[r]!; a++) {
        const [ra, rb] = [find(a), find(r)];
        // The smaller run index is the root, so a region's root is its first run in reading order.
        if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
      }
    }
  }
  const label = new Int32Array(pixels.length).fill(-1);
  const id = new Int32Array(runs).fill(-1);
  const areas: number[] = [];
  const edge: number[] = [];
  for (let y = 0; y < height; y++)
    for (let r = rowFirst[y]!; r < rowFirst[y + 1]!; r++) {
      const root = find(r);
      if (id[root] === -1) {
        id[root] = areas.length;
        areas.push(0);
        edge.push(0);
      }
      const region = id[root]!;
      const [start, end] = [runStart[r]!, runEnd[r]!];
      label.fill(region, y * width + start, y * width + end);
      areas[region] = areas[region]! + end - start;
      if (y === 0 || y === height - 1 || start === 0 || end === width) edge[region] = 1;
    }
  return { label, areas: Int32Array.from(areas), edge: Uint8Array.from(edge), count: areas.length };
}
