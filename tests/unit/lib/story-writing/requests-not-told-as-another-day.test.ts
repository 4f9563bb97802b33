import { describe, expect, it } from "vitest";
import { nearestThemes, THEMES, themeFor, themeVariety, unknownActivityMessage } from "@/lib/story-writing/scene/activities";

// Requests told as a day they did not ask for: cleaning the bird cage as the bird feeder,
// "Limpiar el baño" as Pepita's bath, "Poner el arbolito" (the Christmas tree) as planting a
// lemon tree, "Comprar ropa para la fiesta" as the fiesta. Each is refused now, naming days that
// are like it.

const nearest = (request: string) => nearestThemes(request).map(({ id }) => id);
const verb = (id: string) => THEMES.find((theme) => theme.id === id)!.verb;

describe("cleaning a thing no day's pages clean is refused, offering the tidying", () => {
  it.each([
    ["Cleaning the bird cage", ["chores", "pets"]],
    ["Limpiar la jaula del pájaro", ["chores", "pets"]],
    ["Limpiar el baño", ["chores"]],
    ["Cleaning the bathroom", ["chores"]],
    ["Scrubbing the tub", ["chores"]],
  ])("refuses %j, naming %j", (request, among) => {
    expect(themeFor(request)).toBeUndefined();
    expect(unknownActivityMessage(request)).toContain(`"${request}"`);
    expect(nearest(request)).toEqual(expect.arrayContaining(among));
  });

  it.each(["Feeding the birds", "Making a bird feeder", "Bubble bath", "Bañarse en la tina", "La hora del baño", "Lavarse el pelo en la tina"])(
    "still tells %j",
    (request) => {
      expect(unknownActivityMessage(request)).toBeUndefined();
    },
  );
});

describe("putting up the Christmas tree is no tree to plant", () => {
  it.each(["Poner el arbolito", "Adornar el arbolito", "Armar el arbolito con Abuelita"])("refuses %j, naming Christmas days and no garden", (request) => {
    expect(themeFor(request)).toBeUndefined();
    const ids = nearest(request);
    expect(ids).toContain("christmas-cookies");
    expect(ids).not.toContain("tree-planting");
    expect(ids).not.toContain("garden");
  });

  it.each(["Plantar un arbolito", "Regar el arbolito", "Sembrar un arbolito en el jardín"])("still plants %j", (request) => {
    expect(themeFor(request)?.id).toBe("tree-planting");
  });
});

describe("shopping for what the market never sells is refused, whatever it is for", () => {
  // The fiesta, the wedding and the school were told for shopping named only as being for them.
  it.each([
    "Comprar ropa para la fiesta",
    "Buying clothes for the party",
    "Comprar un vestido para la boda",
    "Comprar zapatos para la escuela",
    "Buying shoes with Abuelita",
  ])("refuses %j, naming the market's day first", (request) => {
    expect(themeFor(request)).toBeUndefined();
    const message = unknownActivityMessage(request)!;
    expect(message).toContain(`"${request}"`);
    expect(nearest(request)[0]).toBe("market");
    // Shopping for a party is offered as the market's shopping for the party.
    expect(message).toMatch(
      new RegExp(`"(${verb("market").en}|${verb("market").es}|buy everything for the party at the market|ir al mercado a comprar todo para la fiesta)"`),
    );
  });

  it.each([
    ["Comprar fruta para la fiesta", "market"],
    ["Walking the dog", "park-walk"],
    ["Flowers for the ofrenda", "day-of-the-dead"],
    ["Jugar en el parque con los columpios", "playground"],
    ["Primer día en el jardín de niños", "first-day"],
  ])("still tells %j as %s, where an arc refuses the other's own words", (request, arc) => {
    expect(themeFor(request)?.id).toBe(arc);
  });
});

describe("buying what the market never sells is not told as the day it is for", () => {
  // Buying flowers was told as planting seeds, the arbolito as a lemon tree to plant, a Christmas
  // tree and the piñata's candy as the market's fruit.
  it.each([
    ["Comprar flores para Abuelita", ["market"]],
    ["Buying flowers", ["market"]],
    ["Comprar el arbolito", ["market", "christmas-cookies"]],
    ["Buying a Christmas tree", ["market", "christmas-cookies"]],
    ["Comprar dulces para la piñata", ["market", "fiesta"]],
    ["Comprar ropa para la fiesta", ["market", "fiesta"]],
    ["Comprar zapatos para la escuela", ["market", "school"]],
  ])("refuses %j, naming %j", (request, among) => {
    expect(themeFor(request)).toBeUndefined();
    const ids = nearest(request);
    expect(ids).toEqual(expect.arrayContaining(among));
    expect(ids).not.toContain("tree-planting");
  });

  it.each([
    ["Plantar flores", "garden"],
    ["Comprar fruta", "market"],
    ["Comprar pan dulce", "bakery-visit"],
  ])("still tells %j as %s", (request, arc) => {
    expect(themeFor(request)?.id).toBe(arc);
  });
});

describe("a refusal for a chore, or for setting up Christmas, names days like it", () => {
  // Mopping, the trash and the table shared no kind of day with any arc, so the form's examples
  // (tamales, papel picado, seeds) were offered; "poner" named the vaccine ("ponerle la vacuna").
  it.each([
    "Trapear el piso",
    "Mopping the floor",
    "Sacar la basura",
    "Taking out the trash",
    "Setting the table",
    "Poner la mesa",
    "Doblar la ropa",
    "Recoger la ropa",
    "Organizing the closet",
    "Ordenar el closet",
  ])("refuses %j, naming the tidying and never the vaccine", (request) => {
    expect(themeFor(request)).toBeUndefined();
    const ids = nearest(request);
    expect(ids).toContain("chores");
    expect(ids).not.toContain("vaccine");
    expect(unknownActivityMessage(request)).toContain("The nearest it knows:");
  });

  it.each(["Poner el nacimiento", "Armar el nacimiento"])("refuses %j, naming Christmas days", (request) => {
    expect(themeFor(request)).toBeUndefined();
    const ids = nearest(request);
    expect(ids).toContain("christmas-cookies");
    expect(ids).not.toContain("vaccine");
  });
});

describe("buying a piñata or party things is the market's shopping for the party", () => {
  // They were told as a market day with no piñata in it, then refused; the market now has a day of
  // shopping for the party (the piñata, the balloons, the candles), told when the request asks for it.
  it.each([
    "Buying a piñata for Pepita's birthday",
    "Comprar piñata para el cumpleaños",
    "Going to buy things for Pepita's birthday party",
    "Comprar cosas para la fiesta",
  ])("tells %j as the shopping for the party", (request) => {
    expect(unknownActivityMessage(request)).toBeUndefined();
    const told = themeFor(request)!;
    expect(told.id).toBe("market");
    expect(themeVariety(told, request, (list) => list[0]!).verb.en).toBe("buy everything for the party at the market");
  });

  it.each([
    ["Comprar fruta para la fiesta", "market"],
    ["Breaking the piñata at the party", "fiesta"],
    ["Making a piñata for the party", "pinata"],
  ])("still tells %j as %s", (request, arc) => {
    expect(themeFor(request)?.id).toBe(arc);
  });
});

describe("tidying the garden is no day of planting seeds", () => {
  // The garden's pages dig, sow, water and label a row of seeds; a garden tidied is swept and
  // cleared of its sticks and fallen leaves, which is the yard's day of tidying.
  it.each(["Tidying the garden", "Arreglar el jardín", "Limpiar el jardín"])("tells %j as the yard's tidying", (request) => {
    expect(unknownActivityMessage(request)).toBeUndefined();
    expect(themeFor(request)?.id).toBe("chores");
  });

  it.each([
    ["Planting seeds in the garden", "garden"],
    ["Sembrar flores en el jardín", "garden"],
    ["Arreglar la casa", "chores"],
    ["Raking the garden leaves", "leaves"],
  ])("still tells %j as %s", (request, arc) => {
    expect(themeFor(request)?.id).toBe(arc);
  });
});

describe("cleaning the bathroom names the bath and the tidying, never embroidery", () => {
  it.each(["Limpiar el baño", "Cleaning the bathroom", "Limpiar los baños"])("refuses %j, naming the bath and the tidying first", (request) => {
    expect(themeFor(request)).toBeUndefined();
    expect(nearest(request).slice(0, 2)).toEqual(["bath-time", "chores"]);
    expect(nearest(request)).not.toContain("sewing");
  });
});

describe("organizing the books is no day of reading them", () => {
  // The reading day's pages read stories aloud; none puts a book on a shelf.
  it.each(["Organizar los libros", "Organizing the bookshelf", "Sort the books"])("refuses %j, naming the tidying and the library", (request) => {
    expect(themeFor(request)).toBeUndefined();
    expect(unknownActivityMessage(request)).toContain(`"${request}"`);
    expect(nearest(request)).toEqual(expect.arrayContaining(["chores", "library"]));
  });

  it.each(["Reading books", "Leer un libro", "Leer cuentos con Abuelita"])("still reads %j", (request) => {
    expect(themeFor(request)?.id).toBe("reading");
  });
});
