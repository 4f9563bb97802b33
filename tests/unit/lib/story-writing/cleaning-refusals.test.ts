import { describe, expect, it } from "vitest";
import { nearestThemes, THEMES, themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";

// "Limpiar el baño" and "Cleaning the garage" are refused (no page of any day cleans a bathroom or
// a garage, and none is drawn), but the nearest days offered were a tea party for the dolls and
// Abuelita's old storybooks, which share only being at home. The days of cleaning the tidying arc
// tells (the house, the yard's leaves, the toys) now come before them.

const verbOf = (id: string) => THEMES.find((theme) => theme.id === id)!.verb;
const OFF_TOPIC = ["tea-party", "reading", "sleepover", "bedtime-story"].flatMap((id) => [verbOf(id).en, verbOf(id).es]);

describe("a cleaning no day tells is refused, offering the days of cleaning", () => {
  it.each([
    ["Limpiar el baño", ["arreglar la casa juntas", "barrer las hojas del patio"]],
    ["Cleaning the bathroom", ["tidy the house together", "sweep the leaves off the patio"]],
    ["Cleaning the garage", ["tidy the house together", "sweep the leaves off the patio", "put away the toys together"]],
    ["Ordenar el garaje", ["arreglar la casa juntas", "barrer las hojas del patio", "recoger los juguetes juntas"]],
    ["Mopping the floor", ["tidy the house together", "sweep the leaves off the patio", "put away the toys together"]],
  ])("refuses %j, naming %j and no day that is only at home", (request, days) => {
    expect(themeFor(request)).toBeUndefined();
    const message = unknownActivityMessage(request)!;
    expect(message).toContain(`"${request}"`);
    for (const day of days) expect(message).toContain(`"${day}"`);
    for (const verb of OFF_TOPIC) expect(message).not.toContain(`"${verb}"`);
  });

  it("names each day once, however many ways it is found", () => {
    for (const request of ["Lavar el coche", "Washing the car", "Washing the dishes", "Cleaning the garage", "Limpiar el baño"]) {
      const verbs = nearestThemes(request).map(({ verb }) => verb.en);
      expect(new Set(verbs).size, request).toBe(verbs.length);
    }
  });

  it("still offers the pets' care for cleaning the bird cage, which is about animals", () => {
    expect(nearestThemes("Cleaning the bird cage").map(({ id }) => id)).toEqual(expect.arrayContaining(["chores", "pets"]));
  });
});
