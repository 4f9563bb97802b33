import { describe, expect, it } from "vitest";
import { composeScene } from "@/lib/images/scene/composer";
import { bodyPoint, figure, type Point } from "@/lib/images/scene/figures";
import { storyPart, type PartName } from "@/lib/images/scene/story-parts";
import { patioPlan } from "@/tests/support/fixtures/scene-plan";
import { printedPixels, solidBlackIn } from "@/tests/support/page-pixels";

// Small black blots that still printed on pages of Pepita in her everyday clothes and with the
// things she carries: the corners of her dress's waistband under her puffed sleeves, and dancing, by
// the hand holding her skirt out (her braids' bows behind it) and in the flower in her hair; and
// under Abuelita's chin in her raincoat, its hood up, with Pepita on her lap.

const W = 1024;
const H = 1536;
const page = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${inner}</svg>`;

/** The page's box between two points of a figure's own drawing. */
function between(drawing: PartName, mirror: boolean, at: { x: number; ground: number; scale: number }, a: Point, b: Point) {
  const [p, q] = [bodyPoint(drawing, mirror, at, a), bodyPoint(drawing, mirror, at, b)];
  return { x: Math.min(p.x, q.x), y: Math.min(p.y, q.y), w: Math.abs(q.x - p.x), h: Math.abs(q.y - p.y) };
}

describe("the everyday dress", () => {
  it("has waistband corners under her puffed sleeves that print no black", async () => {
    const drawings: PartName[] = ["pepita-holding-skull", "pepita-working", "pepita-at-table"];
    for (const drawing of drawings)
      for (const scale of [1.1, 1.3, 1.44]) {
        const drawn = figure(drawing, 512, 1400, scale, false, { who: "Pepita" });
        // From under her sleeves to the waistband's top, across the bodice.
        const corners = between(drawing, false, { x: 512, ground: 1400, scale }, { x: -50, y: -200 }, { x: 50, y: -172 });
        expect(solidBlackIn(await printedPixels(page(drawn.svg)), corners), `${drawing} at ${scale}`).toBe(0);
      }
  }, 60_000);
});

describe("Pepita dancing in a flared skirt", () => {
  it("prints no black by the hand holding her skirt out, nor in the flower in her hair, nor at her waistband's corners", async () => {
    const at = (scale: number) => ({ x: 512, ground: 1400, scale });
    for (const outfit of [undefined, "party-dress", "school-uniform"] as const)
      for (const scale of [1.1, 1.3, 1.44]) {
        const drawn = figure("pepita-dancing", 512, 1400, scale, false, { who: "Pepita", ...(outfit ? { outfit } : {}) });
        const printed = await printedPixels(page(drawn.svg));
        const label = `in ${outfit ?? "her everyday dress"} at ${scale}`;
        // Under her arm from the hand held low to her sleeve, above the skirt's edge rising to it.
        expect(solidBlackIn(printed, between("pepita-dancing", false, at(scale), { x: -140, y: -240 }, { x: -60, y: -175 })), `by her hand, ${label}`).toBe(0);
        expect(solidBlackIn(printed, between("pepita-dancing", false, at(scale), { x: -72, y: -380 }, { x: -8, y: -310 })), `her hair's flower, ${label}`).toBe(
          0,
        );
        if (outfit !== "school-uniform")
          expect(solidBlackIn(printed, between("pepita-dancing", false, at(scale), { x: -50, y: -200 }, { x: 50, y: -172 })), `her waistband, ${label}`).toBe(
            0,
          );
      }
  }, 90_000);
});

describe("Abuelita in her raincoat with Pepita on her lap", () => {
  it("has its hood up over the collar with no black triangle left of the collar's V under it", async () => {
    for (const worn of [undefined, "coat"] as const)
      for (const seed of ["a", "b", "c"]) {
        const plan = patioPlan({
          characters: [
            { name: "Abuelita", pose: "sitting", outfit: "raincoat" },
            { name: "Pepita", pose: "lap", ...(worn ? { outfit: worn } : {}) },
          ],
          action: "sitting together on the bench",
        });
        const composition = composeScene(plan, seed);
        const box = (name: string) => composition.placed.find((p) => p.kind === "character" && p.name === name)!.box;
        const [abuelita, pepita] = [box("Abuelita"), box("Pepita")];
        const mirror = pepita.x + pepita.w / 2 < abuelita.x + abuelita.w / 2;
        const at = { x: abuelita.x + abuelita.w / 2, ground: abuelita.y + abuelita.h, scale: abuelita.h / storyPart("abuelita-bench").box[3] };
        // Under her chin, from the collar's top to below where its V's point was.
        const collar = between("abuelita-bench", mirror, at, { x: -30, y: -334 }, { x: 30, y: -284 });
        expect(solidBlackIn(await printedPixels(composition.svg), collar), `Pepita in ${worn ?? "her dress"}, seed ${seed}`).toBe(0);
      }
  }, 120_000);
});
