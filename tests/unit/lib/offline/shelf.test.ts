// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { answeredWithShelfOffline } from "@/lib/offline/offline-rules";
import { describeKeptPage, keptPage, offlinePageFor } from "@/lib/offline/shelf";
import { unsavedPrintOffline } from "@/lib/offline/unsaved-print";

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("the offline page", () => {
  it("answers in the language of the page that failed", () => {
    expect(offlinePageFor("/")).toBe("/offline");
    expect(offlinePageFor("/stories")).toBe("/offline");
    expect(offlinePageFor("/story/12")).toBe("/offline");
    expect(offlinePageFor("/es")).toBe("/es/offline");
    expect(offlinePageFor("/es/stories")).toBe("/es/offline");
    expect(offlinePageFor("/es/story/12")).toBe("/es/offline");
    expect(offlinePageFor("/estrellas")).toBe("/offline");
  });

  it("stands in for the public pages only: the back office, sign-in, the APIs and files fail as they would without a worker", () => {
    for (const path of ["/", "/es", "/stories", "/es/stories", "/story/12", "/es/story/3", "/no-such-page"]) expect(answeredWithShelfOffline(path)).toBe(true);
    for (const path of [
      "/admin",
      "/admin/story/3",
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password",
      "/access-denied",
      "/api/health",
      "/sw.js",
      "/robots.txt",
    ]) {
      expect(answeredWithShelfOffline(path)).toBe(false);
    }
  });

  it("lists kept story pages in either language, the built-in story's and Home's among them, not itself", () => {
    expect(keptPage("/story/12")).toEqual({ key: "12", locale: "en" });
    expect(keptPage("/es/story/12")).toEqual({ key: "12", locale: "es" });
    expect(keptPage("/story/original")).toEqual({ key: "original", locale: "en" });
    expect(keptPage("/")).toEqual({ key: null, locale: "en" });
    expect(keptPage("/es")).toEqual({ key: null, locale: "es" });
    for (const path of ["/offline", "/es/offline", "/story/0", "/story/12/x", "/story/originals"]) expect(keptPage(path)).toBeNull();
  });

  it("names a kept story by the story its viewer shows, with its first picture as its cover", () => {
    const home = `<html><head><meta property="og:title" content="Free Coloring Pages"></head><body><article data-story-page data-story-key="7" data-story-title="Grandma and the Moon">
      <h1>Grandma and the Moon</h1><div data-testid="page-picture"><img src="/objects/pictures/moon-w768.webp"></div></article></body></html>`;
    expect(describeKeptPage(home, parse)).toEqual({ key: "7", title: "Grandma and the Moon", picture: "/objects/pictures/moon-w768.webp" });
    const older = `<html><head><meta property="og:title" content="La abuelita y la luna"></head><body><h1>Grandma and the Moon<span lang="es">La abuelita y la luna</span></h1>
      <div data-testid="page-picture"><img src="/objects/pictures/moon-w768.webp" srcset="/objects/pictures/moon-w480.webp 480w"></div></body></html>`;
    expect(describeKeptPage(older, parse)).toEqual({ key: null, title: "La abuelita y la luna", picture: "/objects/pictures/moon-w768.webp" });
    expect(describeKeptPage("<h1> Grandma and the Moon </h1>", parse)).toEqual({ key: null, title: "Grandma and the Moon", picture: null });
  });
});

describe("a print asked for offline", () => {
  it("is named as not saved only when the device is offline and the fetch itself failed", () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, "onLine")!;
    try {
      Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false });
      expect(unsavedPrintOffline(new TypeError("Failed to fetch"))).toBe(true);
      expect(unsavedPrintOffline(new Error("500"))).toBe(false);
      Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => true });
      expect(unsavedPrintOffline(new TypeError("Failed to fetch"))).toBe(false);
    } finally {
      Object.defineProperty(Navigator.prototype, "onLine", online);
    }
  });
});
