import { describe, expect, it } from "vitest";
import { libraryHref, parseLibraryQuery } from "@/lib/stories/model/library-query";
import { foldForSearch } from "@/lib/stories/model/search-text";

describe("the library's query", () => {
  it("reads any query string as some view", () => {
    expect(parseLibraryQuery({})).toEqual({ page: 1, season: null, q: "", sort: "newest" });
    expect(parseLibraryQuery({ page: "3", season: "Summer", q: "  día  de  " })).toEqual({ page: 3, season: "Summer", q: "día de", sort: "newest" });
    expect(parseLibraryQuery({ sort: "most-read" }).sort).toBe("most-read");
    for (const sort of ["Most-Read", "popular", "", "most-read "]) expect(parseLibraryQuery({ sort }).sort).toBe("newest");
    expect(parseLibraryQuery({ sort: ["most-read", "newest"] }).sort).toBe("most-read");
    for (const page of ["0", "-1", "2.5", "abc", "99999999"]) expect(parseLibraryQuery({ page }).page).toBe(1);
    expect(parseLibraryQuery({ season: "summer" }).season).toBeNull();
    expect(parseLibraryQuery({ q: "x".repeat(500) }).q).toHaveLength(80);
    expect(parseLibraryQuery({ page: ["2", "5"] }).page).toBe(2);
  });

  it("builds the shortest URL of a view, in either language", () => {
    expect(libraryHref("en", {})).toBe("/stories");
    expect(libraryHref("en", { page: 1, season: null, q: "" })).toBe("/stories");
    expect(libraryHref("es", { page: 2, season: "Fall" })).toBe("/es/stories?season=Fall&page=2");
    expect(libraryHref("en", { q: "piñata & co" })).toBe("/stories?q=pi%C3%B1ata+%26+co");
    expect(libraryHref("en", { sort: "newest" })).toBe("/stories");
    expect(libraryHref("es", { sort: "most-read", season: "Fall", page: 2 })).toBe("/es/stories?season=Fall&sort=most-read&page=2");
  });

  it("folds accents and case", () => {
    expect(foldForSearch("El DÍA de la Piñata")).toBe("el dia de la pinata");
  });
});
