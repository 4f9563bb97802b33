import { describe, expect, it } from "vitest";
import { withMinStroke } from "@/lib/images/scene/figures";
import { PROP_ART } from "@/lib/images/scene/prop-art";
import { blankPage } from "@/tests/support/figure-boxes";
import { printedPixels, solidBlackIn } from "@/tests/support/page-pixels";

// The sugar skulls Pepita holds at the ofrenda: each eye, a ring of tiny petals round two circles,
// and the boxed teeth closed up into pieces too small to colour, and the skulls' faces printed black.

const at = { x: 512, y: 1100 };

describe("the sugar skulls", () => {
  it("print no black in their faces at the sizes they are held", async () => {
    const drawing = PROP_ART["sugar-skull"]();
    const black: string[] = [];
    for (const scale of [1, 1.3]) {
      const printed = await printedPixels(blankPage(`<g transform="translate(${at.x} ${at.y}) scale(${scale})">${withMinStroke(drawing.svg, scale)}</g>`));
      const box = { x: at.x - (drawing.width / 2) * scale, y: at.y - drawing.height * scale, w: drawing.width * scale, h: drawing.height * scale };
      const share = solidBlackIn(printed, box);
      if (share > 0) black.push(`at ${scale}: ${(share * 100).toFixed(2)}%`);
    }
    expect(black).toEqual([]);
  }, 60_000);
});
