import { describe, expect, it } from "vitest";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";

// How admins actually type an activity, in either language, with or without accents and capitals.
const PHRASINGS: [string, string][] = [
  ["Baking conchas", "baking"],
  ["Hornear pan dulce", "baking"],
  ["hacer galletas con Abuelita", "baking"],
  ["Cooking tamales", "cooking"],
  ["Cocinar frijoles", "cooking"],
  ["Preparando la cena", "cooking"],
  ["Día de Muertos", "day-of-the-dead"],
  ["dia de muertos ofrenda", "day-of-the-dead"],
  ["Christmas posada", "posada"],
  ["Cantar villancicos en Navidad", "posada"],
  ["Birthday party", "fiesta"],
  ["Romper la PIÑATA", "fiesta"],
  ["Fiesta de cumpleaños", "fiesta"],
  ["Painting pictures", "crafts"],
  ["Manualidades de papel", "crafts"],
  ["Planting marigolds", "garden"],
  ["Sembrar semillas en el jardín", "garden"],
  ["Ir al mercado", "market"],
  ["Shopping for fruit", "market"],
  ["Bailar folklórico", "music"],
  ["Learning to dance", "music"],
  ["Un día en la playa", "beach"],
  ["Swimming at the beach", "beach"],
  ["Volar una cometa", "kites"],
  ["Hacer un papalote", "kites"],
  ["Flying kites", "kites"],
  ["Muñeco de nieve", "snow"],
  ["Leer un libro", "reading"],
  ["Bedtime stories", "reading"],
  ["Visiting the library", "reading"],
  ["Cuidar a las mascotas", "pets"],
  ["Walking the dog", "pets"],
  ["Primer día de escuela", "school"],
  ["Limpiar la casa", "chores"],
  ["Laundry day", "chores"],
  ["Paseo al parque", "picnic"],
  ["Picnic in the park", "picnic"],
  ["Rainy indoors with board games", "rainy-day"],
  ["Un día lluvioso", "rainy-day"],
  ["Raking leaves", "leaves"],
  ["Saltar en las hojas secas", "leaves"],
  ["Writing a letter to grandpa", "letter"],
  ["Mandar una carta por correo", "letter"],
  ["Losing a tooth", "lost-tooth"],
  ["Se le cayó un diente", "lost-tooth"],
];

const UNKNOWN = [
  "Visiting the dentist",
  "Ir al dentista",
  "Stargazing",
  "Fixing a bicycle",
  "Arreglar la bicicleta",
  "A trip to the zoo",
  "Ir al zoológico",
  "Camping in the mountains",
  "Dental care",
  "Getting ready for bed",
  "Partido de fútbol",
];

describe("matching a request to an arc", () => {
  it.each(PHRASINGS)("tells %j as the %s arc", (phrase, id) => {
    expect(themeFor(phrase)?.id).toBe(id);
  });

  it.each(UNKNOWN)("knows no arc for %j, and says so naming it, the nearest arcs and the API key", (phrase) => {
    expect(themeFor(phrase)).toBeUndefined();
    const message = unknownActivityMessage(phrase)!;
    expect(message).toContain(`"${phrase}"`);
    expect(message).toMatch(/(The nearest it knows|It knows, for example): "[^"]+"(, "[^"]+"){0,2}\. /);
    expect(message).toContain("ANTHROPIC_API_KEY");
  });

  it("names as nearest the arcs that share the request's words", () => {
    expect(unknownActivityMessage("Visiting the dentist")).toContain(`"visit Pepita's classroom for show and tell"`);
    expect(unknownActivityMessage("Pasear al perro por la noche")).toBeUndefined();
    expect(unknownActivityMessage("Going to the zoo")).toContain("It knows, for example: ");
  });

  it("has nothing to say about an activity it can write", () => {
    expect(unknownActivityMessage("Baking pan dulce")).toBeUndefined();
  });
});
