import { describe, expect, it } from "vitest";
import { assetRows, filterAssetRows, NO_FILTERS, noMatchMessage } from "@/lib/stories/model/asset-table";
import { foldForSearch } from "@/lib/stories/model/search-text";
import { storySummary } from "../../../../support/fixtures/stories";

const story = (id: number, title: string) => storySummary(id, { title, published: true });

const rows = assetRows([story(1, "La Piñata de Abuelita"), story(2, "El Día de los Muertos"), story(3, "Tamales")], "Abuelita's Garden");
const titlesFound = (query: string) => filterAssetRows(rows, { ...NO_FILTERS, query }).map((row) => row.storyTitle);

describe("one search rule for the library and Story Assets", () => {
  it("finds a Spanish title in Story Assets by any spelling: accents, tildes and case left out or put in", () => {
    for (const query of ["pinata", "PIÑATA", "piñata", "Pinata de abuelita"]) expect(titlesFound(query), query).toEqual(["La Piñata de Abuelita"]);
    for (const query of ["dia de los", "DÍA", "muertos"]) expect(titlesFound(query), query).toEqual(["El Día de los Muertos"]);
  });

  it("folds what is typed as the library does", () => {
    expect(foldForSearch("El DÍA de la Piñata")).toBe("el dia de la pinata");
  });

  it("says why Story Assets found nothing in the words of the search, not of the status filters", () => {
    expect(titlesFound("quinceañera")).toEqual([]);
    expect(noMatchMessage({ ...NO_FILTERS, query: " quinceañera " })).toBe('No story has "quinceañera" in its title.');
    expect(noMatchMessage({ ...NO_FILTERS, published: "published", query: "tamal" })).toBe('No story with every status you picked has "tamal" in its title.');
    expect(noMatchMessage({ ...NO_FILTERS, archive: "archived" })).toBe("No story has every status you picked.");
  });
});
