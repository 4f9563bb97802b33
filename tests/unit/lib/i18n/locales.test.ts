import { describe, expect, it } from "vitest";
import { englishPath, fillMessage, languageAlternates, localePath } from "@/lib/i18n/locales";
import { libraryRewrites } from "@/lib/config/routes.mjs";

describe("the two languages' paths", () => {
  it("puts Spanish under /es with the same paths", () => {
    expect(localePath("es", "/")).toBe("/es");
    expect(localePath("es", "/story/4")).toBe("/es/story/4");
    expect(localePath("en", "/stories")).toBe("/stories");
    expect(englishPath("/es")).toBe("/");
    expect(englishPath("/es/story/4")).toBe("/story/4");
    expect(englishPath("/escape")).toBe("/escape");
  });

  it("declares en, es and x-default alternates", () => {
    expect(languageAlternates("/story/4")).toEqual({ en: "/story/4", es: "/es/story/4", "x-default": "/story/4" });
  });

  it("fills a message's placeholders", () => {
    expect(fillMessage("Página {page} de {count}", { page: 2, count: 10 })).toBe("Página 2 de 10");
    expect(fillMessage("{unknown}", {})).toBe("{unknown}");
  });

  it("rewrites only the library's browsing views to the cached route", () => {
    const rules = libraryRewrites("/es");
    expect(rules.every((rule) => rule.source === "/es/stories" && rule.missing?.some((c) => c.key === "q"))).toBe(true);
    expect(rules.map((rule) => rule.destination)).toEqual(["/es/library/:season/:page", "/es/library/:season/1", "/es/library/all/:page", "/es/library/all/1"]);
  });
});
