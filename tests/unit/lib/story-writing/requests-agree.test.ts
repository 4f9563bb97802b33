import { describe, expect, it } from "vitest";
import { nearestThemes, themeFor, themeVariety, unknownActivityMessage } from "@/lib/story-writing/scene/activities";

// A request is told or refused the same way in either language and either wording: the laundry
// day washes and hangs the clothes but never folds them, the pets' day bathes no cat, and the
// market's day buys no cake (nor does the birthday, whose cake is there already): each is refused,
// naming the days nearest it.

const nearest = (request: string) => nearestThemes(request).map(({ id }) => id);

describe("requests told or refused alike", () => {
  it.each(["Folding laundry", "Doblar la ropa", "Folding the clothes with Abuelita", "Lavar y doblar la ropa"])(
    "refuses %j, naming the laundry day",
    (request) => {
      expect(themeFor(request)).toBeUndefined();
      expect(nearest(request)).toContain("chores");
      expect(unknownActivityMessage(request)).toMatch(/wash the clothes and hang them on the line|lavar la ropa y tenderla en el tendedero/);
    },
  );

  it.each(["Doing laundry", "Lavar la ropa", "Tender la ropa", "Hanging the laundry", "Folding paper flowers"])("still tells %j", (request) => {
    expect(themeFor(request)).toBeDefined();
  });

  it.each(["Bañar al gato", "Giving the cat a bath", "Washing the kitten", "Bañar a la gatita"])(
    "refuses %j, naming the pets and the dog's bath",
    (request) => {
      expect(themeFor(request)).toBeUndefined();
      expect(nearest(request)).toEqual(expect.arrayContaining(["pets", "dog-bath"]));
    },
  );

  it.each([
    ["Bañar al perro", "dog-bath"],
    ["Giving the dog a bath", "dog-bath"],
    ["Feeding the cat", "pets"],
    ["Cuidar al gato", "pets"],
  ])("still tells %j as %s", (request, arc) => {
    expect(themeFor(request)?.id).toBe(arc);
  });

  it.each(["Buying a cake for the birthday", "Comprar un pastel para el cumpleaños", "Buying a birthday cake", "Comprar el pastel de cumpleaños"])(
    "refuses %j, naming the birthday and the market",
    (request) => {
      expect(themeFor(request)).toBeUndefined();
      expect(nearest(request)).toEqual(expect.arrayContaining(["birthday", "market"]));
    },
  );

  it.each([
    ["Baking a birthday cake", "birthday"],
    ["Pepita's birthday", "birthday"],
    ["Buying fruit at the market", "market"],
    ["Comprar pan dulce", "bakery-visit"],
  ])("still tells %j as %s", (request, arc) => {
    expect(themeFor(request)?.id).toBe(arc);
  });
});

describe("folding paper into flowers is the paper flowers, however it is said", () => {
  // "Doblar papel para hacer flores" was told as planting seeds in the garden.
  it.each(["Doblar papel para hacer flores", "Folding paper into flowers", "Hacer flores de papel"])("tells %j as the paper flowers", (request) => {
    const arc = themeFor(request);
    expect(arc?.id).toBe("crafts");
    expect(themeVariety(arc!, request, (list) => list[0]!).verb.en).toBe("make big paper flowers from tissue paper");
  });

  it.each([
    ["Plantar flores", "garden"],
    ["Hacer papel picado", "crafts"],
  ])("still tells %j as %s", (request, arc) => {
    expect(themeFor(request)?.id).toBe(arc);
  });
});

describe("cleaning the playroom is the toys' tidying, as tidying the toys is", () => {
  // "Clean up the playroom" was refused while the toys' tidying was offered for it.
  it.each(["Clean up the playroom", "Tidying the playroom", "Cleaning the toy box", "Tidying up the toys", "Cleaning my room"])(
    "tells %j as putting the toys away",
    (request) => {
      const arc = themeFor(request);
      expect(arc?.id).toBe("chores");
      expect(themeVariety(arc!, request, (list) => list[0]!).verb.en).toBe("put away the toys together");
      expect(unknownActivityMessage(request)).toBeUndefined();
    },
  );

  it.each(["Cleaning the fish tank", "Washing the car"])("still refuses %j", (request) => {
    expect(themeFor(request)).toBeUndefined();
  });
});
