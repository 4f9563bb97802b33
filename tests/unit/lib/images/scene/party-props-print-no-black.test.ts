import { describe, expect, it } from "vitest";
import { withMinStroke } from "@/lib/images/scene/figures";
import { PROP_ART } from "@/lib/images/scene/prop-art";
import { printedPixels, solidBlackIn } from "@/tests/support/page-pixels";

// A birthday's things as a page prints them: the knots under the balloons and the bow on the gift
// were closed shapes too small inside to colour, which printed as black blots.

const W = 1024;
const H = 1536;
const at = { x: 512, y: 1100 };

/** The prop alone on a page, drawn at `scale` with its lines no thinner than a page prints them. */
async function printedProp(name: "balloons" | "gift", scale: number): Promise<Uint8Array> {
  const inner = `<g transform="translate(${at.x} ${at.y}) scale(${scale})">${withMinStroke(PROP_ART[name]().svg, scale)}</g>`;
  return printedPixels(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${inner}</svg>`);
}

/** The page's box round a stretch of the prop's own drawing. */
const box = (scale: number, x0: number, y0: number, x1: number, y1: number) => ({
  x: at.x + x0 * scale,
  y: at.y + y0 * scale,
  w: (x1 - x0) * scale,
  h: (y1 - y0) * scale,
});

const SCALES = [0.5, 0.7, 1, 1.4];

describe("the balloons", () => {
  it("are tied with knots that print as lines, not black blots, at any size", async () => {
    // Each balloon's middle; its knot hangs 50 to 64 below it.
    const balloons = [
      [-70, -250],
      [0, -300],
      [70, -240],
    ] as const;
    for (const scale of SCALES) {
      const printed = await printedProp("balloons", scale);
      for (const [x, y] of balloons) expect(solidBlackIn(printed, box(scale, x - 16, y + 46, x + 16, y + 70)), `at ${scale}, the balloon at ${x}`).toBe(0);
    }
  }, 60_000);
});

describe("the wrapped gift", () => {
  it("has a bow on its lid that prints no black, at any size", async () => {
    for (const scale of SCALES) {
      const printed = await printedProp("gift", scale);
      // Above the lid and over its top, from one loop's end to the other's.
      expect(solidBlackIn(printed, box(scale, -72, -172, 72, -126)), `at ${scale}`).toBe(0);
    }
  }, 60_000);
});
