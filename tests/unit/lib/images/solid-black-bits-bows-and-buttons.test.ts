import { describe, expect, it } from "vitest";
import { MIN_REGION_AREA } from "@/lib/images/printable-line-art";
import { bodyPoint, figure, type Point } from "@/lib/images/scene/figures";
import type { Worn } from "@/lib/story-writing/scene/plan";
import { between, blankPage } from "@/tests/support/figure-boxes";
import { printedPixels, regionArea, solidBlackIn } from "@/tests/support/page-pixels";

// Black blots that printed round Pepita's braids' bows as she waves, one hand raised beside her
// head and the other held out at her shoulder: in a coat its side cut the bows; in her everyday
// dress, a jacket or a party dress the raised arm's underside and the puffed sleeve did; and in a
// sweater the bow under the knitted sleeve held out hung its tails along the sweater's side. And
// the cuff of her raised knitted sleeve beside her hair closed wedges round her hand; and
// her coat's buttons, too small inside, were opened into the coat as broken marks, as Abuelita's
// long coat's were, whose collar V also closed black wedges beside her neck, and whose raincoat's
// hood ran close over her bun and the flower in her hair.

type Case = { outfit?: Worn; scale: number; mirror: boolean };

/** Round each braid's bow, in her waving drawing's own units: the raised arm's side, then the side of the arm held out. */
const BOWS: [Point, Point][] = [
  [
    { x: 36, y: -222 },
    { x: 110, y: -150 },
  ],
  [
    { x: -110, y: -205 },
    { x: -46, y: -150 },
  ],
];

/** Each case whose bows print solid black, named, so a failure lists them all. */
async function blackBows(outfits: (Worn | undefined)[], scales: number[]): Promise<string[]> {
  const cases: Case[] = outfits.flatMap((outfit) => scales.flatMap((scale) => [false, true].map((mirror) => ({ outfit, scale, mirror }))));
  const black: string[] = [];
  for (const { outfit, scale, mirror } of cases) {
    const drawn = figure("pepita-arms-up", 512, 1400, scale, mirror, { who: "Pepita", ...(outfit ? { outfit } : {}) });
    const printed = await printedPixels(blankPage(drawn.svg));
    BOWS.forEach(([from, to], side) => {
      const share = solidBlackIn(printed, between("pepita-arms-up", mirror, { x: 512, ground: 1400, scale }, from, to));
      if (share > 0)
        black.push(`${side ? "held out" : "raised"}, in ${outfit ?? "her dress"} at ${scale}${mirror ? ", mirrored" : ""}: ${(share * 100).toFixed(2)}%`);
    });
  }
  return black;
}

describe("Pepita waving", () => {
  it("has bows a coat's side and her arms leave whole, with no black slivers", async () => {
    expect(await blackBows(["coat", "jacket"], [1.1, 1.2, 1.3, 1.44])).toEqual([]);
  }, 180_000);

  it("has bows her bare arms leave whole in her everyday dress and her party dress", async () => {
    expect(await blackBows([undefined, "party-dress"], [1.1, 1.2, 1.3, 1.44])).toEqual([]);
  }, 180_000);

  it("has the bow under a knitted sleeve held out hanging clear of the sweater's side and hem band", async () => {
    expect(await blackBows(["sweater", "sweater+beanie"], [1.1, 1.2, 1.3, 1.44])).toEqual([]);
  }, 180_000);
});

describe("Pepita waving in a knitted sleeve", () => {
  it("has a raised hand beside her hair with no black wedges round its wrist, its thumb or her hair", async () => {
    for (const outfit of ["sweater", "sweater+beanie", "hoodie"] as const)
      for (const scale of [1.1, 1.2, 1.3, 1.44])
        for (const mirror of [false, true]) {
          const drawn = figure("pepita-arms-up", 512, 1400, scale, mirror, { who: "Pepita", outfit });
          // Round the raised hand and its wrist, out from the edge of her hair.
          const hand = between("pepita-arms-up", mirror, { x: 512, ground: 1400, scale }, { x: 70, y: -314 }, { x: 120, y: -250 });
          expect(solidBlackIn(await printedPixels(blankPage(drawn.svg)), hand), `in ${outfit} at ${scale}${mirror ? ", mirrored" : ""}`).toBe(0);
        }
  }, 120_000);
});

/** A coat's buttons, or its toggles: drawn down its front edge, at x 0. */
const FASTENING =
  /<(?:circle cx="0" cy="(-?[\d.]+)" r="([\d.]+)"|rect x="(-[\d.]+)" y="(-?[\d.]+)" width="[\d.]+" height="([\d.]+)")[^>]* stroke-width="4(?:\.0+)?"/g;

describe("Pepita's coat", () => {
  it("has buttons and toggles that each print as a shape of its own to colour, neither opened into the coat nor black", async () => {
    for (const outfit of ["coat", "raincoat"] as const)
      for (const drawing of ["pepita-holding-skull", "pepita-arms-up", "pepita-bench"] as const)
        for (const scale of [1.1, 1.44]) {
          const drawn = figure(drawing, 512, 1400, scale, false, { who: "Pepita", outfit });
          const printed = await printedPixels(blankPage(drawn.svg));
          const fastenings = [...drawn.svg.matchAll(FASTENING)]
            .map((m) => (m[1] ? { y: Number(m[1]), r: Number(m[2]) } : { y: Number(m[4]) + Number(m[5]) / 2, r: -Number(m[3]) }))
            .filter(({ r }) => r < 20);
          // Seated, her hand in her lap leaves room for none below the collar's V.
          if (drawing !== "pepita-bench") expect(fastenings.length, `${drawing} in ${outfit}`).toBeGreaterThan(0);
          for (const { y, r } of fastenings) {
            const size = 2 * r * scale * 1.1;
            const area = regionArea(printed, bodyPoint(drawing, false, { x: 512, ground: 1400, scale }, { x: 0, y }), 4 * size * size);
            const label = `${drawing} in ${outfit} at ${scale}, the fastening at ${y}`;
            expect(area, label).toBeGreaterThanOrEqual(MIN_REGION_AREA);
            expect(area, label).toBeLessThan(4 * size * size);
          }
        }
  }, 120_000);
});

describe("Abuelita in a long coat", () => {
  const drawings = ["abuelita-waving", "abuelita-stirring", "abuelita-bag", "abuelita-hands-together"] as const;
  /** Down the coat's front, in her standing drawings' own units: from under her chin to its hem, above and below what she may hold in front of her. */
  const FRONT: [Point, Point][] = [
    [
      { x: -36, y: -440 },
      { x: 36, y: -330 },
    ],
    [
      { x: -36, y: -240 },
      { x: 36, y: -96 },
    ],
  ];
  /** A coat's buttons as drawn, by their centres: white circles down its front edge. */
  const BUTTON = /<circle cx="0" cy="(-?[\d.]+)" r="[\d.]+" fill="#fff"/g;

  it("has a collar, buttons and toggles down its front that print no black, and buttons whole, each a shape to colour", async () => {
    const black: string[] = [];
    for (const outfit of ["coat", "raincoat", "winter-coat"] as const)
      for (const drawing of drawings)
        for (const scale of [1.2, 1.5, 1.8]) {
          const at = { x: 512, ground: 1450, scale };
          const drawn = figure(drawing, 512, 1450, scale, false, { who: "Abuelita", outfit });
          const printed = await printedPixels(blankPage(drawn.svg));
          const label = `${drawing} in ${outfit} at ${scale}`;
          for (const [from, to] of FRONT) {
            const share = solidBlackIn(printed, between(drawing, false, at, from, to));
            if (share > 0) black.push(`${label}: ${(share * 100).toFixed(2)}%`);
          }
          for (const [, y] of drawn.svg.matchAll(BUTTON)) {
            // Inside its own outline: no larger than a button, not opened into the coat round it.
            const area = regionArea(printed, bodyPoint(drawing, false, at, { x: 0, y: Number(y) }), 10 * MIN_REGION_AREA);
            expect(area, `${label}, the button at ${y}`).toBeGreaterThanOrEqual(MIN_REGION_AREA);
            expect(area, `${label}, the button at ${y}`).toBeLessThan(10 * MIN_REGION_AREA);
          }
        }
    expect(black).toEqual([]);
  }, 240_000);

  it("has a raincoat's hood up round her bun and the flower in her hair, with no black slivers between them", async () => {
    const black: string[] = [];
    for (const drawing of ["abuelita-waving", "abuelita-stirring"] as const)
      for (const scale of [1.2, 1.5, 1.8])
        for (const mirror of [false, true]) {
          const drawn = figure(drawing, 512, 1450, scale, mirror, { who: "Abuelita", outfit: "raincoat" });
          // Over her bun and the flower in her hair, out to the hood's sides.
          const crown = between(drawing, mirror, { x: 512, ground: 1450, scale }, { x: -100, y: -620 }, { x: 100, y: -570 });
          const share = solidBlackIn(await printedPixels(blankPage(drawn.svg)), crown);
          if (share > 0) black.push(`${drawing} at ${scale}${mirror ? ", mirrored" : ""}: ${(share * 100).toFixed(2)}%`);
        }
    expect(black).toEqual([]);
  }, 120_000);
});
