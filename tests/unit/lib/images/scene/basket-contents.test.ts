import { describe, expect, it } from "vitest";
import { drawingFor } from "@/lib/images/scene/basket-contents";
import { planFromText } from "@/lib/images/scene/plan-from-text";

// The basket's fruit followed a list of English and Spanish fruit words, but what it reads is the
// plan's action, English on every path: an arc's page, Claude's plan and an admin's rewritten
// description alike (whose things are found by their English names, so a Spanish description draws
// no basket to fill). One English rule decides; the Spanish half, which no plan reached, is gone.

const fruit = (action: string) => (drawingFor("basket", { action }).svg.match(/<circle /g) ?? []).length;

describe("the fruit in a woven basket", () => {
  it("follows the English words of the page's action", () => {
    expect(fruit("choosing fruit at a market stall")).toBe(3);
    expect(fruit("picking the ripest apples into a basket")).toBe(3);
    expect(fruit(planFromText("At the market: Pepita filling a woven basket with mangoes. With a woven basket.").action)).toBe(3);
    expect(fruit("picking up sticks in the yard into a basket")).toBe(0);
  });

  it("is not read from Spanish words, which no plan's action has", () => {
    expect(planFromText("En el mercado: Pepita llena una canasta de naranjas.").props).not.toContain("basket");
    expect(fruit("llenando la canasta de naranjas y manzanas")).toBe(0);
  });
});
