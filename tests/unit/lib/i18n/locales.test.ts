import { describe, expect, it } from "vitest";
import { englishPath, fillMessage, languageAlternates, localePath } from "@/lib/i18n/locales";
import { libraryRewrites, siteRewrites } from "@/lib/config/routes.mjs";

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
    const rules = libraryRewrites("/es", "/es");
    expect(rules.every((rule) => rule.source === "/es/stories" && rule.missing?.some((c) => c.key === "q"))).toBe(true);
    // The 'most read' order is rendered per request: no cached view takes ?sort.
    expect(rules.every((rule) => rule.missing?.some((c) => c.key === "sort"))).toBe(true);
    expect(rules.map((rule) => rule.destination)).toEqual(["/es/library/:season/:page", "/es/library/:season/1", "/es/library/all/:page", "/es/library/all/1"]);
  });
});

describe("the rewrites of the public site", () => {
  const rules = siteRewrites();
  const destinations = (source: string) => rules.filter((rule) => rule.source === source).map((rule) => rule.destination);

  it("serve English at the root URLs from the English routes, Spanish from its own", () => {
    expect(destinations("/")).toEqual(["/en/home/live"]);
    expect(destinations("/es")).toEqual(["/es/home/live"]);
    expect(destinations("/stories")).toEqual(["/en/library/:season/:page", "/en/library/:season/1", "/en/library/all/:page", "/en/library/all/1"]);
  });

  it("pass a page's segment on in the case it was asked for, after the library's views", () => {
    const pages = rules.slice(-4);
    expect(pages).toEqual([
      { source: "/:page(story)/:id", destination: "/en/:page/:id" },
      { source: "/:page(story)", destination: "/en/:page" },
      { source: "/:page(stories)", destination: "/en/:page" },
      { source: "/:page(offline)", destination: "/en/:page" },
    ]);
  });

  it("leave every other root path alone", () => {
    const sources = new Set(rules.map((rule) => rule.source));
    expect(sources).toEqual(new Set(["/", "/es", "/stories", "/es/stories", "/:page(story)", "/:page(story)/:id", "/:page(stories)", "/:page(offline)"]));
  });
});
