import { describe, expect, it } from "vitest";
import { withMinStroke } from "@/lib/images/scene/figures";
import { PROP_ART } from "@/lib/images/scene/prop-art";
import { blankPage } from "@/tests/support/figure-boxes";
import { printedPixels, solidBlackIn } from "@/tests/support/page-pixels";

// Crayons held up in front of Abuelita as she works: the lines of her blouse showed through the
// gaps between the crayons' points and were cut into pieces too small to colour, printed black.

const at = { x: 512, y: 1100 };

describe("a bundle of crayons", () => {
  it("prints no black where a line behind it crosses the gaps between its points, at any size", async () => {
    const black: string[] = [];
    for (const scale of [0.8, 1, 1.3])
      for (const y of [-132, -122, -112, -100]) {
        // A line behind the crayons, as a blouse's neckline or a shelf's edge runs.
        const line = `<path d="M0 ${at.y + y * scale} L1024 ${at.y + y * scale}" fill="none" stroke="#000" stroke-width="6"/>`;
        const crayons = `<g transform="translate(${at.x} ${at.y}) scale(${scale})">${withMinStroke(PROP_ART.crayons().svg, scale)}</g>`;
        const printed = await printedPixels(blankPage(line + crayons));
        const share = solidBlackIn(printed, { x: at.x - 80 * scale, y: at.y - 160 * scale, w: 170 * scale, h: 160 * scale });
        if (share > 0) black.push(`at ${scale}, a line at ${y}: ${(share * 100).toFixed(2)}%`);
      }
    expect(black).toEqual([]);
  }, 120_000);
});
