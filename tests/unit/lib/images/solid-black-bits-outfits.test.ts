import { describe, expect, it } from "vitest";
import { ARMLESS, figure, pepitaArms, type Point } from "@/lib/images/scene/figures";
import type { PartName } from "@/lib/images/scene/story-parts";
import type { Character, Worn } from "@/lib/story-writing/scene/plan";
import { between, blankPage } from "@/tests/support/figure-boxes";
import { printedPixels, solidBlackIn } from "@/tests/support/page-pixels";

// Small black blots that still printed on outfits other than the everyday dress: Abuelita's apron
// (its pocket against its side, its waistband's corners under her blouse) as she waves with her
// basket, the flower pot Pepita holds in a sweater, a coat or a jacket, the bow of her braid under
// her raised knitted sleeve as she waves, the poncho's fringe, the scarf's ends with a knitted hat,
// the dancing coat's top edge, the zip-up jacket's collar beside her chin as she waves, and the
// pajama top's star against her puffed sleeve and its moon beside her arm.

type Case = { who: Character; drawing: PartName; outfit: Worn; scale: number; mirror: boolean; from: Point; to: Point };

/** The figure drawn alone on a page, with the arms the composer gives her where her drawing has none (at her sides). */
async function blackIn({ who, drawing, outfit, scale, mirror, from, to }: Case): Promise<number> {
  const drawn = figure(drawing, 512, 1400, scale, mirror, { who, outfit });
  const arms = ARMLESS.has(drawing) ? pepitaArms({ drawing, mirror, x: 512, ground: 1400, scale, box: drawn.box }, undefined) : undefined;
  const printed = await printedPixels(blankPage(arms ? arms.sleeves + drawn.svg + arms.hands : drawn.svg));
  return solidBlackIn(printed, between(drawing, mirror, { x: 512, ground: 1400, scale }, from, to));
}

/** Every case whose box prints any solid black, named, so a failure lists them all. */
async function blackCases(cases: Case[]): Promise<string[]> {
  const black: string[] = [];
  for (const c of cases) {
    const share = await blackIn(c);
    if (share > 0) black.push(`${c.drawing} in ${c.outfit} at ${c.scale}${c.mirror ? ", mirrored" : ""}: ${(share * 100).toFixed(2)}%`);
  }
  return black;
}

const each = (who: Character, drawings: PartName[], outfits: Worn[], scales: number[], from: Point, to: Point): Case[] =>
  drawings.flatMap((drawing) =>
    outfits.flatMap((outfit) => scales.flatMap((scale) => [false, true].map((mirror) => ({ who, drawing, outfit, scale, mirror, from, to })))),
  );

describe("Abuelita waving with her basket, in an apron", () => {
  it("has a pocket clear of the apron's side and a waistband under her blouse with no black corners or ties", async () => {
    // From her blouse's hem, past the apron's ties, to below its pockets, and where the basket's handle passes its side.
    const cases = each("Abuelita", ["abuelita-waving"], ["apron", "apron+beanie"], [1.4, 1.8], { x: -90, y: -330 }, { x: 124, y: -170 });
    expect(await blackCases(cases)).toEqual([]);
  }, 120_000);
});

describe("Pepita holding a flower pot in her other clothes", () => {
  it("has no black pocket by the pot, in the crook of her arms or at her hem, in a sweater, a coat or a jacket", async () => {
    // From her shoulders to above her hem, out past both elbows, as for her everyday dress.
    const cases = each("Pepita", ["pepita-holding"], ["sweater", "coat", "jacket"], [1.1, 1.44], { x: -96, y: -216 }, { x: 96, y: -100 });
    expect(await blackCases(cases)).toEqual([]);
  }, 180_000);
});

describe("Pepita waving in a sweater", () => {
  it("has the bow of the braid her raised knitted sleeve passes drawn over it whole, with no black slivers", async () => {
    // Round the bow of the braid on her raised arm's side, from under her puffed sleeve to past the braid.
    const cases = each("Pepita", ["pepita-arms-up"], ["sweater", "sweater+beanie"], [1.1, 1.3, 1.44], { x: 36, y: -222 }, { x: 110, y: -160 });
    expect(await blackCases(cases)).toEqual([]);
  }, 120_000);
});

describe("Pepita in a poncho", () => {
  it("has a hem and stripes that print no black against her dress, her hands or her lap", async () => {
    // From her chin to below the poncho's hem, between her braids.
    const cases = each("Pepita", ["pepita-holding-skull", "pepita-working"], ["poncho"], [1.1, 1.44], { x: -100, y: -236 }, { x: 100, y: -100 });
    expect(await blackCases(cases)).toEqual([]);
  }, 120_000);
});

describe("Pepita in a scarf with a knitted hat", () => {
  it("has a scarf whose loop and ends print no black against her dress's waistband and under her puffed sleeves", async () => {
    // From her chin to below her waistband, across her puffed sleeves: her hands lower down are the dress's own.
    const cases = each(
      "Pepita",
      ["pepita-holding-skull", "pepita-working"],
      ["scarf-and-beanie", "scarf"],
      [1.1, 1.44],
      { x: -60, y: -236 },
      { x: 60, y: -150 },
    );
    expect(await blackCases(cases)).toEqual([]);
  }, 120_000);
});

describe("Pepita dancing in a coat", () => {
  it("has a top edge under her chin that prints no black", async () => {
    // Under her chin, across the coat's top edge.
    const cases = each("Pepita", ["pepita-dancing"], ["coat"], [1.1, 1.44], { x: -60, y: -236 }, { x: 60, y: -206 });
    expect(await blackCases(cases)).toEqual([]);
  }, 60_000);
});

describe("Pepita waving in a zip-up jacket", () => {
  it("has a collar whose points lie under her chin, with no black wedge between her head, her puffed sleeves and her braids", async () => {
    // Beside her chin on either side, from the jacket's collar out over her puffed sleeve's top.
    const sides = [
      [
        { x: -72, y: -262 },
        { x: -24, y: -204 },
      ],
      [
        { x: 24, y: -262 },
        { x: 72, y: -204 },
      ],
    ] as const;
    const cases = sides.flatMap(([from, to]) => each("Pepita", ["pepita-arms-up"], ["jacket", "pants~striped~top+jacket"], [1.1, 1.3, 1.44], from, to));
    expect(await blackCases(cases)).toEqual([]);
  }, 120_000);
});

describe("Pepita in pajamas", () => {
  it("has a top whose buttons, moon and star print no black, clear of her puffed sleeves and her arms", async () => {
    // From under her collar to the top's hem, out to her arms at her sides.
    const cases = each("Pepita", ["pepita-holding-skull", "pepita-working"], ["pajamas"], [1.2, 1.3, 1.44], { x: -64, y: -226 }, { x: 64, y: -120 });
    expect(await blackCases(cases)).toEqual([]);
  }, 120_000);
});
