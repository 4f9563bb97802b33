import { describe, expect, it } from "vitest";
import { ARMLESS, figure, pepitaArms } from "@/lib/images/scene/figures";
import type { PartName } from "@/lib/images/scene/story-parts";
import type { Worn } from "@/lib/story-writing/scene/plan";
import { between, blankPage } from "@/tests/support/figure-boxes";
import { printedPixels, solidBlackIn } from "@/tests/support/page-pixels";

// A trouser leg is the leg's outline stroked wide: round the foot it reached below the sole of
// her shoe, and at the size a medium page draws her (1.2) the band between the sole and the hem
// printed as a black half moon under each shoe, in pajamas, trousers or leggings.

const DRAWINGS: PartName[] = ["pepita-holding-skull", "pepita-arms-up", "pepita-working", "pepita-bench"];

describe("Pepita's trouser hems", () => {
  it.each<Worn>(["pajamas", "pants", "leggings"])(
    "end above her soles, printing no black round her shoes in %s",
    async (outfit) => {
      const black: string[] = [];
      for (const drawing of DRAWINGS)
        for (const scale of [1.1, 1.2, 1.3])
          for (const mirror of [false, true]) {
            const drawn = figure(drawing, 512, 1400, scale, mirror, { who: "Pepita", outfit });
            const arms = ARMLESS.has(drawing) ? pepitaArms({ drawing, mirror, x: 512, ground: 1400, scale, box: drawn.box }, undefined) : undefined;
            const printed = await printedPixels(blankPage(arms ? arms.sleeves + drawn.svg + arms.hands : drawn.svg));
            // Across both shoes, from their tops down past their soles.
            const feet = between(drawing, mirror, { x: 512, ground: 1400, scale }, { x: -70, y: -40 }, { x: 70, y: 24 });
            const share = solidBlackIn(printed, feet);
            if (share > 0) black.push(`${drawing} at ${scale}${mirror ? ", mirrored" : ""}: ${(share * 100).toFixed(2)}%`);
          }
      expect(black).toEqual([]);
    },
    180_000,
  );
});
