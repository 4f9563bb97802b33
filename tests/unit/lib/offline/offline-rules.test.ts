import { describe, expect, it } from "vitest";
import {
  assetPaths,
  buildVersion,
  isKeepableAnswer,
  isOutdatedCache,
  keptWhileBrowsing,
  offlineCacheNames,
  offlineKind,
  pictureStem,
  pictureStemsIn,
} from "@/lib/offline/offline-rules";
import { pictureForDevice, saveStoryMessage } from "@/lib/offline/save-list";

const MASTER = "/objects/generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-1024x1536.png";
const copy = (width: number) => `/objects/generated/mhx3k2p1-AbCdEfGhIjKlMnOpQrs_-1024x1536-w${width}.webp`;

describe("what the offline-reading worker keeps", () => {
  it("keeps story pages and Home in both languages", () => {
    for (const path of ["/", "/es", "/story/12", "/es/story/12"]) expect(offlineKind(path)).toBe("page");
  });

  it("never keeps the back office, sign-in or any API but the public PDFs", () => {
    const never = [
      "/admin",
      "/admin/story/12",
      "/login",
      "/register",
      "/reset-password",
      "/forgot-password",
      "/access-denied",
      "/api/stories",
      "/api/public/stories/12",
      "/api/admin/me",
      "/api/health",
      "/api/pdf/12/extra",
      "/story/abc",
      "/stories",
    ];
    for (const path of never) expect(offlineKind(path), path).toBeNull();
  });

  it("keeps pictures, page PDFs and the build's scripts", () => {
    expect(offlineKind(copy(480))).toBe("picture");
    expect(offlineKind("/original-story/01-weekly-arrival.svg")).toBe("picture");
    expect(offlineKind("/api/pdf/12")).toBe("pdf");
    expect(offlineKind("/api/pdf/original")).toBe("pdf");
    expect(offlineKind("/_next/static/chunks/app/page-abc.js")).toBe("asset");
  });

  it("names pages and scripts per build, so a new build's worker deletes only the old build's", () => {
    const old = offlineCacheNames("v1");
    const current = offlineCacheNames("v2");
    expect(isOutdatedCache(old.page, "v2")).toBe(true);
    expect(isOutdatedCache(old.asset, "v2")).toBe(true);
    for (const name of Object.values(current)) expect(isOutdatedCache(name, "v2")).toBe(false);
    expect(old.picture).toBe(current.picture);
    expect(old.pdf).toBe(current.pdf);
    expect(isOutdatedCache("serwist-precache-v2-http://localhost/", "v2")).toBe(false);
  });

  it("gives a build a new version when any of its files changes, and the same one otherwise", () => {
    const manifest = [
      { url: "/_next/static/chunks/a-1.js", revision: null },
      { url: "/icon.svg", revision: "r1" },
    ];
    expect(buildVersion(manifest)).toBe(buildVersion(structuredClone(manifest)));
    expect(buildVersion([manifest[0]!, { url: "/icon.svg", revision: "r2" }])).not.toBe(buildVersion(manifest));
    expect(buildVersion(["/_next/static/chunks/a-2.js"])).not.toBe(buildVersion(["/_next/static/chunks/a-1.js"]));
  });

  it("finds the scripts and stylesheets a page names, once each, in tags and in escaped data", () => {
    const html = `<link rel="stylesheet" href="/_next/static/css/a1.css"/><script src="/_next/static/chunks/app/%5Blocale%5D/story/%5Bid%5D/page-9f.js" async></script>
      <script>self.__next_f.push([1,"2:[\\"/_next/static/chunks/52-x.js\\",\\"/_next/static/css/a1.css\\"]"])</script>`;
    expect(assetPaths(html)).toEqual([
      "/_next/static/css/a1.css",
      "/_next/static/chunks/app/%5Blocale%5D/story/%5Bid%5D/page-9f.js",
      "/_next/static/chunks/52-x.js",
    ]);
  });

  it("sees every copy of a picture as the same picture", () => {
    const stem = pictureStem(MASTER);
    expect(pictureStem(copy(480))).toBe(stem);
    expect(pictureStem(copy(960))).toBe(stem);
    expect(pictureStem("/objects/generated/other-1024x1536-w480.webp")).not.toBe(stem);
  });
});

// Every address a story page fetched: its scripts (one fetched when Colour it here was pressed),
// pictures, a PDF and an API answer.
const LOADED = [
  "/_next/static/chunks/app/page-1a2b.js",
  "/_next/static/chunks/4312-colouring.js",
  "/_next/static/css/9f8e.css",
  "/objects/pictures/a-w480.webp",
  "/api/pdf/7",
  "/api/public/stories/7",
  "/_next/static/chunks/app/page-1a2b.js",
];

describe("what a story page asks the worker to save", () => {
  it("picks the picture copy the browser shows on this device", () => {
    expect(pictureForDevice(MASTER, 400)).toBe(copy(480));
    expect(pictureForDevice(MASTER, 544 * 1.25)).toBe(copy(720));
    expect(pictureForDevice(MASTER, 544 * 3)).toBe(copy(960));
    expect(pictureForDevice("/original-story/01-weekly-arrival.svg", 800)).toBe("/original-story/01-weekly-arrival.svg");
  });

  it("lists the page, every picture, every pictured page's PDF in the family's paper and language, and the build's scripts it loaded", () => {
    const story = {
      title: "T",
      pages: [
        { pageNumber: 1, text: "a", spanishText: "a", image: MASTER },
        { pageNumber: 2, text: "b", spanishText: "b", image: null },
        { pageNumber: 3, text: "c", spanishText: "c", image: "/original-story/03-empanada-lesson.svg" },
      ],
    };
    expect(saveStoryMessage(story, { page: "/es/story/7", storyKey: "7", locale: "es", paper: "a4", devicePixels: 400, loaded: LOADED })).toEqual({
      type: "SAVE_STORY",
      page: "/es/story/7",
      pictures: [copy(480), "/original-story/03-empanada-lesson.svg"],
      pdfs: ["/api/pdf/7?page=1&paper=a4&lang=es", "/api/pdf/7?page=3&paper=a4&lang=es"],
      scripts: ["/_next/static/chunks/app/page-1a2b.js", "/_next/static/chunks/4312-colouring.js", "/_next/static/css/9f8e.css"],
    });
  });
});

describe("what the worker keeps of what a page loads, and of what it was answered", () => {
  it("keeps pictures only when a story page asks to save its story, never because a page showed them", () => {
    for (const client of ["/story/12", "/admin/story/12", null]) expect(keptWhileBrowsing("picture", client)).toBe(false);
  });

  it("keeps the scripts and PDFs a story page loads, but not the back office's", () => {
    for (const kind of ["asset", "pdf"] as const) {
      expect(keptWhileBrowsing(kind, "/es/story/12")).toBe(true);
      expect(keptWhileBrowsing(kind, "/")).toBe(true);
      expect(keptWhileBrowsing(kind, "/admin/story/12")).toBe(false);
      expect(keptWhileBrowsing(kind, "/login")).toBe(false);
      expect(keptWhileBrowsing(kind, null)).toBe(false);
    }
    expect(keptWhileBrowsing("page", null)).toBe(true);
  });

  it("keeps only complete answers the server let any browser keep", () => {
    expect(isKeepableAnswer(200, "public, max-age=31536000, immutable")).toBe(true);
    expect(isKeepableAnswer(200, null)).toBe(true);
    expect(isKeepableAnswer(200, "private, no-store")).toBe(false);
    expect(isKeepableAnswer(200, "no-store")).toBe(false);
    expect(isKeepableAnswer(200, "private, max-age=60")).toBe(false);
    expect(isKeepableAnswer(404, "public, max-age=60")).toBe(false);
  });

  it("finds the pictures a story page shows, in its tags and in its escaped data, so only those are kept with it", () => {
    const html = `<img srcSet="${copy(480)} 480w,${copy(720)} 720w" src="/original-story/01-weekly-arrival.svg"/>
      <script>self.__next_f.push([1,"{\\"image\\":\\"${MASTER}\\",\\"next\\":\\"/objects/manual/page-2.png\\"}"])</script>`;
    const shown = pictureStemsIn(html);
    expect([...shown].sort()).toEqual([pictureStem(MASTER), "/objects/manual/page-2", "/original-story/01-weekly-arrival"].sort());
    expect(shown.has(pictureStem(copy(960)))).toBe(true);
    expect(shown.has(pictureStem("/objects/seed/draft-1133x1467-w480.webp"))).toBe(false);
  });
});
