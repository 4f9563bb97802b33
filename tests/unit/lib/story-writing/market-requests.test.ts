import { describe, expect, it } from "vitest";
import { THEMES, themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";

const verb = (id: string) => THEMES.find((theme) => theme.id === id)!.verb;

describe("a word of one arc found only inside a longer word of another is not asked for", () => {
  // "tianguis" ends in the "guis" of a guisado, and the market's day was told as a day of cooking.
  it.each([
    ["Ir al tianguis", "market"],
    ["ir al tianguis del domingo con Abuelita", "market"],
    ["Going to the tianguis", "market"],
  ])("tells %j as the arc whose whole word it is", (request, arc) => {
    expect(unknownActivityMessage(request)).toBeUndefined();
    expect(themeFor(request)?.id).toBe(arc);
  });

  it("still tells a stew cooked for the tianguis as cooking", () => {
    expect(themeFor("Guisar frijoles para el tianguis")?.id).toBe("cooking");
  });
});

describe("el jardín de niños is the kindergarten, not Abuelita's garden", () => {
  it.each(["Primer día en el jardín de niños", "Ir al jardín de niños"])("tells %j as the first day of school", (request) => {
    expect(themeFor(request)?.id).toBe("first-day");
  });

  it("still plants in Abuelita's jardín", () => {
    expect(themeFor("Plantar flores en el jardín")?.id).toBe("garden");
  });
});

describe("the market's day buys fruit and vegetables; shopping for anything else is refused, pointing to it", () => {
  // The market's pages fill the basket with corn, chiles and mangoes: a flea market, new shoes or a
  // toy store asked for got that story with no word of what was asked.
  it.each([
    "Ir al mercado de pulgas",
    "A trip to the flea market",
    "Buying new shoes",
    "Comprar zapatos nuevos",
    "Going to the toy store",
    "Comprar ropa nueva",
    "Comprar útiles escolares",
    "Ir al mercado de artesanías",
    "Shopping at the thrift store",
  ])("refuses %j, naming the market's day among the nearest", (request) => {
    const message = unknownActivityMessage(request);
    expect(message).toContain(`"${request}"`);
    expect(message).toMatch(new RegExp(`"(${verb("market").en}|${verb("market").es})"`));
    expect(themeFor(request)).toBeUndefined();
  });

  it.each([
    "Going to the market",
    "Ir al mercado",
    "Comprar fruta en el mercado",
    "Ir al mercado al aire libre",
    "Buy groceries",
    "Ir al super",
    "A trip to the fish market",
  ])("still tells %j as the market's day", (request) => {
    expect(unknownActivityMessage(request)).toBeUndefined();
    expect(themeFor(request)?.id).toBe("market");
  });
});
