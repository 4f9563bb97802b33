import { describe, expect, it } from "vitest";
import { composeScene } from "@/lib/images/scene/composer";
import type { Worn } from "@/lib/story-writing/scene/plan";
import { patioPlan } from "@/tests/support/fixtures/scene-plan";
import { printedPixels, solidBlackIn } from "@/tests/support/page-pixels";

// In a hug Abuelita's hands lie on Pepita's back just below the back of her head. Her hair
// narrowed to a nape there, so between its edge, Abuelita's sleeve coming down beside it and her
// hand a thin wedge was closed on each side, and it printed black (worst in overalls).

describe("Abuelita's hands on Pepita's back in a hug", () => {
  it.each<[string, Worn | undefined]>([
    ["overalls", "overalls"],
    ["her everyday dress", undefined],
    ["a sweater", "sweater"],
    ["pajamas", "pajamas"],
  ])(
    "print no black wedge above them, beside Pepita's hair, in %s",
    async (_, outfit) => {
      for (const seed of ["a", "b"]) {
        const plan = patioPlan({
          framing: "close-up",
          characters: [
            { name: "Abuelita", pose: "hugging" },
            { name: "Pepita", pose: "hugging", ...(outfit ? { outfit } : {}) },
          ],
          action: "Pepita hugs Abuelita",
        });
        const composition = composeScene(plan, seed);
        const abuelita = composition.placed.find((p) => p.kind === "character" && p.name === "Abuelita");
        const hands = abuelita?.kind === "character" ? (abuelita.hands ?? []) : [];
        expect(hands).toHaveLength(2);
        const printed = await printedPixels(composition.svg);
        for (const hand of hands) {
          // From the hand's middle 60 px up, 40 px to either side: the hair's edge and the sleeve beside it.
          const above = { x: hand.x - 40, y: hand.y - 60, w: 80, h: 60 };
          expect(solidBlackIn(printed, above), `${seed} at ${Math.round(hand.x)}`).toBe(0);
        }
      }
    },
    120_000,
  );
});
