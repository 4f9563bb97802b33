import { describe, expect, it } from "vitest";
import { bodyPoint, figure } from "@/lib/images/scene/figures";
import type { PartName } from "@/lib/images/scene/story-parts";
import { between, blankPage } from "@/tests/support/figure-boxes";
import { printedPixels, solidBlackIn } from "@/tests/support/page-pixels";

// Abuelita's ears printed black on many pages: a line of the room behind her (a cabinet's edge)
// ran down behind her head through the gaps between her ear, her earring and her hair, and cut
// them into slivers too small to colour.

const at = (scale: number) => ({ x: 512, ground: 1400, scale });

/** Round both ears and earrings, from above the ears to below the earrings, in the drawing's units. */
const ears = (drawing: PartName, mirror: boolean, scale: number, y: number) => between(drawing, mirror, at(scale), { x: -86, y: y - 30 }, { x: 86, y: y + 48 });

describe("Abuelita's ears", () => {
  it("print no black standing with a line of the room running down behind either ear", async () => {
    const black: string[] = [];
    for (const drawing of ["abuelita-hands-together", "abuelita-bag"] as PartName[])
      for (const scale of [1.3, 1.5])
        for (const x of [-58, -50, 50, 58]) {
          // Down through the ear, or just inside it along the face.
          const ear = bodyPoint(drawing, false, at(scale), { x, y: -490 });
          const wall = `<path d="M${ear.x.toFixed(1)} 0 L${ear.x.toFixed(1)} 1536" fill="none" stroke="#000" stroke-width="6"/>`;
          const drawn = figure(drawing, 512, 1400, scale, false, { who: "Abuelita", outfit: "apron" });
          const share = solidBlackIn(await printedPixels(blankPage(wall + drawn.svg)), ears(drawing, false, scale, -496));
          if (share > 0) black.push(`${drawing} at ${scale}, a line at ${x}: ${(share * 100).toFixed(2)}%`);
        }
    expect(black).toEqual([]);
  }, 120_000);
});
