import { describe, expect, it } from "vitest";
import { MIN_REGION_AREA } from "@/lib/images/printable-line-art";
import { bodyPoint, figure, pepitaArms } from "@/lib/images/scene/figures";
import type { PartName } from "@/lib/images/scene/story-parts";
import { composeScene } from "@/lib/images/scene/composer";
import { between, blankPage, lapPage } from "@/tests/support/figure-boxes";
import { patioPlan } from "@/tests/support/fixtures/scene-plan";
import { printedPixels, regionArea, solidBlackIn } from "@/tests/support/page-pixels";

// Small black blots that still printed on pages of Pepita in her everyday clothes and with the
// things she carries: the corners of her dress's waistband under her puffed sleeves, and dancing, by
// the hand holding her skirt out (her braids' bows behind it) and in the flower in her hair; in the
// crook of her arms round a flower pot; across her school uniform's blouse, tie and skirt top; and
// under Abuelita's chin in her raincoat, its hood up, with Pepita on her lap; beside her hands at
// her sides, where the dress's side flowers met its waistband and skirt; seated; and on
// Abuelita's lap, where her hem's scallops lay along the front edge of Abuelita's lap; and hand in
// hand, where a line of the patio behind her cut a wedge between her arm held out and her braid's bow.

const page = blankPage;

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

describe("Pepita with her hands at her sides in her everyday dress", () => {
  it("has side flowers clear of the waistband's corners and the skirt's sides, with no black beside her hands", async () => {
    const drawings: PartName[] = ["pepita-holding-skull", "pepita-working"];
    for (const drawing of drawings)
      for (const scale of [1, 1.1, 1.2])
        for (const mirror of [false, true]) {
          const drawn = figure(drawing, 512, 1400, scale, mirror, { who: "Pepita" });
          const arms = pepitaArms({ drawing, mirror, x: 512, ground: 1400, scale, box: drawn.box }, undefined);
          // From under her waistband to her hands, across the skirt's sides and past her arms.
          const sides = between(drawing, mirror, { x: 512, ground: 1400, scale }, { x: -110, y: -172 }, { x: 110, y: -110 });
          const label = `${drawing} at ${scale}${mirror ? ", mirrored" : ""}`;
          expect(solidBlackIn(await printedPixels(page(arms.sleeves + drawn.svg + arms.hands)), sides), label).toBe(0);
        }
  }, 120_000);
});

describe("Pepita seated in her everyday dress", () => {
  it("prints no black under her puffed sleeves, by the arm across her waist or on her lap, with a scarf or without", async () => {
    for (const outfit of [undefined, "scarf", "scarf-and-beanie"] as const)
      for (const scale of [1.1, 1.3, 1.44])
        for (const mirror of [false, true]) {
          const drawn = figure("pepita-bench", 512, 1400, scale, mirror, { who: "Pepita", ...(outfit ? { outfit } : {}) });
          // From under her chin to her lap's hem, out past the arm she rests beside her.
          const front = between("pepita-bench", mirror, { x: 512, ground: 1400, scale }, { x: -110, y: -160 }, { x: 90, y: -60 });
          const label = `in ${outfit ?? "her dress"} at ${scale}${mirror ? ", mirrored" : ""}`;
          const printed = await printedPixels(page(drawn.svg));
          expect(solidBlackIn(printed, front), label).toBe(0);
          // The two flowers on her lap, each whole: a shape of its own, not opened into the skirt.
          for (const x of [-44, 44]) {
            const area = regionArea(printed, bodyPoint("pepita-bench", mirror, { x: 512, ground: 1400, scale }, { x, y: -71 }), 10 * MIN_REGION_AREA);
            expect(area, `the flower at ${x}, ${label}`).toBeGreaterThanOrEqual(MIN_REGION_AREA);
            expect(area, `the flower at ${x}, ${label}`).toBeLessThan(10 * MIN_REGION_AREA);
          }
        }
  }, 180_000);
});

describe("Pepita holding a flower pot in her everyday dress", () => {
  it("has no black pocket in the crook of either arm, at her waistband's corners or where her arms cross her skirt", async () => {
    for (const scale of [1, 1.1, 1.2, 1.3, 1.44])
      for (const mirror of [false, true]) {
        const drawn = figure("pepita-holding", 512, 1400, scale, mirror, { who: "Pepita" });
        // From her shoulders to above her hem, out past both elbows.
        const torso = between("pepita-holding", mirror, { x: 512, ground: 1400, scale }, { x: -96, y: -216 }, { x: 96, y: -100 });
        expect(solidBlackIn(await printedPixels(page(drawn.svg)), torso), `at ${scale}${mirror ? ", mirrored" : ""}`).toBe(0);
      }
  }, 120_000);
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
        expect(solidBlackIn(printed, between("pepita-dancing", false, at(scale), { x: -50, y: -200 }, { x: 50, y: -172 })), `her waistband, ${label}`).toBe(0);
      }
  }, 90_000);
});

describe("Pepita in her school uniform", () => {
  it("has a blouse, a tie and a skirt that print no black between her collar, her puffed sleeves and the skirt's top", async () => {
    const drawings: PartName[] = ["pepita-holding-skull", "pepita-working", "pepita-at-table", "pepita-running"];
    for (const drawing of drawings)
      for (const scale of [1.1, 1.3, 1.44]) {
        const drawn = figure(drawing, 512, 1400, scale, false, { who: "Pepita", outfit: "school-uniform" });
        // From under her collar to below the skirt's top, across her sleeves.
        const front = between(drawing, false, { x: 512, ground: 1400, scale }, { x: -56, y: -206 }, { x: 56, y: -156 });
        expect(solidBlackIn(await printedPixels(page(drawn.svg)), front), `${drawing} at ${scale}`).toBe(0);
      }
  }, 120_000);
});

describe("Abuelita in her raincoat with Pepita on her lap", () => {
  it("has its hood up over the collar with no black triangle left of the collar's V under it", async () => {
    for (const worn of [undefined, "coat"] as const)
      for (const seed of ["a", "b", "c"]) {
        const { composition, onAbuelita } = lapPage("raincoat", worn, seed);
        // Under her chin, from the collar's top to below where its V's point was.
        const collar = onAbuelita({ x: -30, y: -334 }, { x: 30, y: -284 });
        expect(solidBlackIn(await printedPixels(composition.svg), collar), `Pepita in ${worn ?? "her dress"}, seed ${seed}`).toBe(0);
      }
  }, 120_000);
});

describe("Pepita on Abuelita's lap", () => {
  it("has a hem whose scallops close no black pockets against the front edge of Abuelita's lap", async () => {
    for (const worn of [undefined, "scarf"] as const)
      for (const seed of ["a", "b", "c", "d"]) {
        const { composition, onPepita } = lapPage(undefined, worn, seed);
        // Along her hem, from above its scallops' points to below their lowest, and her lap's flowers above it.
        const hem = onPepita({ x: -88, y: -90 }, { x: 88, y: -38 });
        expect(solidBlackIn(await printedPixels(composition.svg), hem), `in ${worn ?? "her dress"}, seed ${seed}`).toBe(0);
      }
  }, 120_000);
});

describe("Pepita walking hand in hand with Abuelita", () => {
  it("leaves no black wedge between her arm held out, her braid's bow and the patio's lines behind her", async () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const plan = patioPlan({
        characters: [
          { name: "Abuelita", pose: "walking" },
          { name: "Pepita", pose: "walking" },
        ],
        action: "walking hand in hand",
      });
      const composition = composeScene(plan, seed);
      const pepita = composition.placed.find((p) => p.kind === "character" && p.name === "Pepita")!.box;
      // Across her, from her shoulders to her hands: below her face, above her hem.
      const arms = { x: pepita.x, y: pepita.y + pepita.h * 0.38, w: pepita.w, h: pepita.h * 0.24 };
      expect(solidBlackIn(await printedPixels(composition.svg), arms), `seed ${seed}`).toBe(0);
    }
  }, 120_000);
});
