import type { Box, Packed } from "./layer";
import type { Step } from "./history";

// Free painting with a round brush, and the eraser (a brush of no colour, which shows the white
// paper again). A stroke paints the layer as the finger moves, but only open pixels: the black
// lines are never painted, so the picture stays clean however wide the brush. It remembers what
// each pixel held before, so a pinch that starts with one finger can take it back whole.

/** Brush radii in CSS pixels, so a brush looks the same size at any zoom (and paints finer zoomed in). */
export const BRUSH_SIZES = { small: 4, medium: 9, large: 18 } as const;
export type BrushSize = keyof typeof BRUSH_SIZES;

export class Stroke {
  private readonly touched: Uint8Array;
  private readonly indices: number[] = [];
  private readonly before: number[] = [];

  constructor(
    private readonly layer: Uint32Array,
    private readonly mask: Uint8Array,
    private readonly width: number,
    private readonly height: number,
    readonly colour: Packed,
    /** In picture pixels. */
    private readonly radius: number,
  ) {
    this.touched = new Uint8Array(layer.length);
  }

  /** Paints discs from `from` to `to` (one dab when they are the same); answers the box to repaint. */
  line(from: { x: number; y: number }, to: { x: number; y: number }): Box | null {
    const r = Math.max(0.5, this.radius);
    const reach = Math.ceil(r);
    const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / Math.max(1, r / 2)));
    for (let s = 0; s <= steps; s++) {
      const cx = Math.round(from.x + ((to.x - from.x) * s) / steps);
      const cy = Math.round(from.y + ((to.y - from.y) * s) / steps);
      for (let dy = -reach; dy <= reach; dy++) {
        const y = cy + dy;
        if (y < 0 || y >= this.height) continue;
        for (let dx = -reach; dx <= reach; dx++) {
          const x = cx + dx;
          if (x < 0 || x >= this.width || dx * dx + dy * dy > r * r) continue;
          const i = y * this.width + x;
          if (this.touched[i] || this.mask[i]) continue;
          this.touched[i] = 1;
          this.indices.push(i);
          this.before.push(this.layer[i]!);
          this.layer[i] = this.colour;
        }
      }
    }
    const x = Math.max(0, Math.min(from.x, to.x) - reach);
    const y = Math.max(0, Math.min(from.y, to.y) - reach);
    const right = Math.min(this.width - 1, Math.max(from.x, to.x) + reach);
    const bottom = Math.min(this.height - 1, Math.max(from.y, to.y) + reach);
    return right < x || bottom < y ? null : { x, y, width: right - x + 1, height: bottom - y + 1 };
  }

  /** Puts back every pixel the stroke changed; answers the box to repaint. */
  revert(): Box | null {
    for (let k = 0; k < this.indices.length; k++) this.layer[this.indices[k]!] = this.before[k]!;
    return this.bounds();
  }

  /** The stroke as an undo step, or null when it changed nothing. */
  finish(): Step | null {
    const order = this.indices.map((_, k) => k).sort((a, b) => this.indices[a]! - this.indices[b]!);
    const spans: number[] = [];
    const before = new Uint32Array(order.length);
    let changed = false;
    order.forEach((k, n) => {
      const i = this.indices[k]!;
      before[n] = this.before[k]!;
      changed ||= this.before[k] !== this.colour;
      const y = Math.floor(i / this.width);
      const x = i - y * this.width;
      const last = spans.length - 3;
      if (last >= 0 && spans[last] === y && spans[last + 2] === x - 1) spans[last + 2] = x;
      else spans.push(y, x, x);
    });
    if (!changed) return null;
    return { kind: "paint", spans: Int32Array.from(spans), before: before.every((colour) => colour === before[0]) ? before[0]! : before, after: this.colour };
  }

  private bounds(): Box | null {
    if (this.indices.length === 0) return null;
    let [top, bottom, left, right] = [Infinity, -1, Infinity, -1];
    for (const i of this.indices) {
      const y = Math.floor(i / this.width);
      const x = i - y * this.width;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
    return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
  }
}
