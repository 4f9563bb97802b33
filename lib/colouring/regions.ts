// The enclosed regions of a colouring picture, labelled once when it opens so that a tap is a
// lookup: each open pixel (see `outlineMask`) carries the number of its 4-connected region, and
// each region its size and its runs. A fill covers exactly one region and never an outline.

export type Regions = {
  width: number;
  height: number;
  /** Each pixel's region, 1..count; 0 on an outline. */
  labels: Int32Array;
  /** Pixels in each region, indexed by label (index 0 unused). */
  sizes: Int32Array;
  count: number;
  /** Every region's runs (see `regionSpans`), region by region; label L's are runs offsets[L] to offsets[L + 1]. */
  spans: Int32Array;
  offsets: Int32Array;
};

/**
 * Regions smaller than this (in pixels of the 1024x1536 working picture) are specks between
 * anti-aliased strokes, too small to see: a tap on a line passes them over for a real region.
 */
export const SPECK_PIXELS = 40;

/** Two passes with union-find over provisional labels: one row scan, then one relabel. */
export function labelRegions(mask: Uint8Array, width: number, height: number): Regions {
  const labels = new Int32Array(width * height);
  // A new provisional label starts only where the pixel above and to the left are both closed.
  const parent = new Int32Array((width * height + 1) / 2 + 2);
  const find = (label: number) => {
    let root = label;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[label] !== root) {
      const next = parent[label]!;
      parent[label] = root;
      label = next;
    }
    return root;
  };
  let next = 1;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (mask[i]) continue;
      const left = x > 0 ? labels[i - 1]! : 0;
      const up = y > 0 ? labels[i - width]! : 0;
      if (left) {
        labels[i] = left;
        if (up && up !== left) {
          const a = find(left);
          const b = find(up);
          if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
        }
      } else if (up) {
        labels[i] = up;
      } else {
        parent[next] = next;
        labels[i] = next++;
      }
    }
  }

  const final = new Int32Array(next);
  let count = 0;
  for (let label = 1; label < next; label++) {
    const root = find(label);
    if (!final[root]) final[root] = ++count;
    final[label] = final[root]!;
  }

  // Second pass: final labels, and each row's runs of one region, kept in reading order.
  const runs: number[] = [];
  const runCounts = new Int32Array(count + 2);
  const sizes = new Int32Array(count + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (!labels[row + x]) {
        x++;
        continue;
      }
      const label = final[labels[row + x]!]!;
      const start = x;
      while (x < width && labels[row + x] && final[labels[row + x]!] === label) labels[row + x++] = label;
      runs.push(label, y, start, x - 1);
      runCounts[label]!++;
      sizes[label]! += x - start;
    }
  }
  // The runs grouped by region (a counting sort), so a region's runs are one slice.
  const offsets = new Int32Array(count + 2);
  for (let label = 1; label <= count; label++) offsets[label + 1] = offsets[label]! + runCounts[label]!;
  const spans = new Int32Array(3 * offsets[count + 1]!);
  const cursor = offsets.slice();
  for (let r = 0; r < runs.length; r += 4) {
    const [label, y, left, right] = [runs[r]!, runs[r + 1]!, runs[r + 2]!, runs[r + 3]!];
    spans.set([y, left, right], 3 * cursor[label]!++);
  }
  return { width, height, labels, sizes, count, spans, offsets };
}

/** A region as runs of one row each: [y, left, right, y, left, right, ...], right inclusive, top to bottom. */
export function regionSpans({ spans, offsets }: Regions, label: number): Int32Array {
  return spans.subarray(3 * offsets[label]!, 3 * offsets[label + 1]!);
}

/**
 * The region a tap at (x, y) fills: the one under it, or, when it lands on a line, the smallest
 * region (by pixels) reaching within `radius` of it, so the small spaces of a busy picture are
 * easy to hit. Specks are passed over unless nothing else is in reach. 0 when nothing is.
 */
export function regionAt(regions: Regions, x: number, y: number, radius: number): number {
  const { width, height, labels, sizes } = regions;
  if (x < 0 || y < 0 || x >= width || y >= height) return 0;
  const under = labels[y * width + x]!;
  if (under) return under;
  let smallest = 0;
  let largestSpeck = 0;
  const reach = Math.max(0, Math.round(radius));
  for (let dy = -reach; dy <= reach; dy++) {
    const py = y + dy;
    if (py < 0 || py >= height) continue;
    for (let dx = -reach; dx <= reach; dx++) {
      const px = x + dx;
      if (px < 0 || px >= width || dx * dx + dy * dy > reach * reach) continue;
      const label = labels[py * width + px]!;
      if (!label) continue;
      if (sizes[label]! >= SPECK_PIXELS) {
        if (!smallest || sizes[label]! < sizes[smallest]!) smallest = label;
      } else if (!largestSpeck || sizes[label]! > sizes[largestSpeck]!) {
        largestSpeck = label;
      }
    }
  }
  return smallest || largestSpeck;
}
