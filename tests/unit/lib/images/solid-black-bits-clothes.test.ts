import { describe, expect, it } from "vitest";
import { MIN_REGION_AREA } from "@/lib/images/printable-line-art";
import { bodyPoint, figure, pepitaArms } from "@/lib/images/scene/figures";
import type { PartName } from "@/lib/images/scene/story-parts";
import { between, blankPage, lapPage, PAGE_W } from "@/tests/support/figure-boxes";
import { printedPixels, regionArea, solidBlackIn } from "@/tests/support/page-pixels";

// Small black blots that printed on Pepita's and Abuelita's clothes and round Pepita's neck: the
// party dress's bow and hearts, the flower pot Pepita holds, Abuelita's coat's fastenings under
// Pepita on her lap, Pepita's own coat's buttons and hem seated, and a wedge under Pepita's chin
// when she reaches up.

const W = PAGE_W;
const page = blankPage;

/** The party dress's hearts: each drawn from its point at the bottom, round its two lobes and back, `r` above to its top. */
const HEART = /<path d="M(-?[\d.]+) (-?[\d.]+) C(?:-?[\d.]+ ){4}\1 (-?[\d.]+) C/g;

describe("the party dress", () => {
  const drawings: PartName[] = ["pepita-holding-skull", "pepita-working"];
  const scales = [1.1, 1.3, 1.44];

  it("has a bow at its waist and bodice corners under her puffed sleeves that print no black", async () => {
    for (const drawing of drawings)
      for (const scale of scales) {
        const drawn = figure(drawing, 512, 1400, scale, false, { who: "Pepita", outfit: "party-dress" });
        // Her waist is 182 above her feet: from under her sleeves to below the bow, across the bodice.
        const waist = between(drawing, false, { x: 512, ground: 1400, scale }, { x: -46, y: -200 }, { x: 46, y: -150 });
        expect(solidBlackIn(await printedPixels(page(drawn.svg)), waist), `${drawing} at ${scale}`).toBe(0);
      }
  }, 60_000);

  it("has three hearts on its skirt, each a shape of its own to colour, neither black nor run into the skirt", async () => {
    for (const drawing of drawings)
      for (const scale of scales) {
        const at = { x: 512, ground: 1400, scale };
        const drawn = figure(drawing, 512, 1400, scale, false, { who: "Pepita", outfit: "party-dress" });
        const printed = await printedPixels(page(drawn.svg));
        const hearts = [...drawn.svg.matchAll(HEART)].map((m) => ({ x: Number(m[1]), bottom: Number(m[2]), top: Number(m[3]) }));
        expect(hearts, `${drawing} at ${scale}`).toHaveLength(3);
        for (const heart of hearts) {
          const size = (heart.bottom - heart.top) * scale;
          const area = regionArea(printed, bodyPoint(drawing, false, at, { x: heart.x, y: (heart.bottom + heart.top) / 2 }), 4 * size * size);
          const label = `${drawing} at ${scale}, the heart at ${heart.x}`;
          expect(area, label).toBeGreaterThanOrEqual(MIN_REGION_AREA);
          // Inside its own outline: no larger than the square round it.
          expect(area, label).toBeLessThan(4 * size * size);
        }
      }
  }, 60_000);
});

describe("the flower pot Pepita holds", () => {
  it("prints its flower, its rim and its pot as shapes to colour, with no black blot, at every size a page draws her", async () => {
    for (const scale of [1, 1.1, 1.2, 1.3, 1.44]) {
      const drawn = figure("pepita-holding", 512, 1400, scale, false, { who: "Pepita" });
      // The flower's top to the pot's foot, between her hands.
      const pot = between("pepita-holding", false, { x: 512, ground: 1400, scale }, { x: -24, y: -204 }, { x: 24, y: -92 });
      expect(solidBlackIn(await printedPixels(page(drawn.svg)), pot), `at ${scale}`).toBe(0);
    }
  }, 60_000);
});

describe("Abuelita in a coat with Pepita on her lap", () => {
  it("keeps her coat's buttons and toggles clear of Pepita's braid, with no black bits round them", async () => {
    for (const coat of ["raincoat", "winter-coat", "coat"] as const)
      for (const worn of [undefined, "coat"] as const)
        for (const seed of ["a", "b"]) {
          const { composition, onAbuelita } = lapPage(coat, worn, seed);
          // Her coat's front, seated, from below the collar to above her lap: where its fastenings are, and were.
          const front = onAbuelita({ x: -52, y: -290 }, { x: 16, y: -206 });
          expect(solidBlackIn(await printedPixels(composition.svg), front), `${coat}, Pepita in ${worn ?? "her dress"}, seed ${seed}`).toBe(0);
        }
  }, 180_000);
});

describe("Pepita in a coat, seated or on Abuelita's lap", () => {
  it("has its buttons clear of its collar's V and of her hand in her lap, and its hem clear of her shoes, with no black bits", async () => {
    for (const scale of [1.1, 1.2, 1.3, 1.44])
      for (const mirror of [false, true]) {
        const drawn = figure("pepita-bench", 512, 1400, scale, mirror, { who: "Pepita", outfit: "coat" });
        // Her coat's front, seated: from under the collar's V to below its hem, above her shoes.
        const front = between("pepita-bench", mirror, { x: 512, ground: 1400, scale }, { x: -56, y: -150 }, { x: 56, y: -12 });
        expect(solidBlackIn(await printedPixels(page(drawn.svg)), front), `at ${scale}${mirror ? ", mirrored" : ""}`).toBe(0);
      }
  }, 120_000);
});

describe("Pepita reaching up", () => {
  it("leaves no black wedge under her chin, at her top's collar corners or where her arms pass her braids, with a line of the place behind her neck", async () => {
    const drawing: PartName = "pepita-holding-skull";
    for (const outfit of [undefined, "sweater", "coat", "jacket"] as const)
      for (const scale of [1.2, 1.44])
        for (const mirror of [false, true]) {
          const at = { x: 512, ground: 1400, scale };
          const drawn = figure(drawing, 512, 1400, scale, mirror, { who: "Pepita", ...(outfit ? { outfit } : {}) });
          const arms = pepitaArms({ drawing, mirror, x: 512, ground: 1400, scale, box: drawn.box, up: true }, undefined);
          // A sill behind her at the height of her neck, as a room's wall or a shelf often draws one.
          const sill = bodyPoint(drawing, mirror, at, { x: 0, y: -240 }).y;
          const svg = page(`<path d="M0 ${sill} L${W} ${sill}" fill="none" stroke="#000" stroke-width="6"/>${arms.sleeves}${drawn.svg}${arms.hands}`);
          const printed = await printedPixels(svg);
          // Beside her cheeks down to her shoulders, across her braids, and under her chin (her eyes and mouth are hers to keep).
          const sides = [-1, 1].map((side) => between(drawing, mirror, at, { x: side * 40, y: -256 }, { x: side * 104, y: -198 }));
          const underChin = between(drawing, mirror, at, { x: -40, y: -226 }, { x: 40, y: -198 });
          for (const [where, box] of [...sides.map((box) => ["beside her head", box] as const), ["under her chin", underChin] as const])
            expect(solidBlackIn(printed, box), `${where} in ${outfit ?? "her dress"} at ${scale}${mirror ? ", mirrored" : ""}`).toBe(0);
        }
  }, 120_000);
});
