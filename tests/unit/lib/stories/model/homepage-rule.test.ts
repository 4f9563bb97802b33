import { describe, expect, it } from "vitest";
import { chooseHomepage } from "@/lib/stories/server/homepage";
import { homepageAmong, isOnHomepage } from "@/lib/stories/model/homepage-rule";

const marked = { id: 7, published: true, archived: false, status: "complete" };

describe("the homepage rule", () => {
  it("shows the marked story when it is published, complete and not archived", () => {
    expect(chooseHomepage(marked)).toEqual({ id: 7, isOriginal: false });
  });

  it("shows the original when no story is marked", () => {
    expect(chooseHomepage(undefined)).toEqual({ id: "original", isOriginal: true });
  });

  it.each([
    ["unpublished", { published: false }],
    ["archived", { archived: true }],
    ["still generating", { status: "generating" }],
    ["failed", { status: "error" }],
  ])("shows the original when the marked story is %s", (_label, change) => {
    expect(chooseHomepage({ ...marked, ...change })).toEqual({ id: "original", isOriginal: true });
  });
});

describe("which story is on Home, for the back office", () => {
  const story = (id: number, isHomepage: boolean, change: object = {}) => ({ id, isHomepage, published: true, archived: false, status: "complete", ...change });

  it("is the marked story when it qualifies, else the original", () => {
    expect(homepageAmong([story(1, false), story(2, true)])).toEqual({ id: 2, isOriginal: false });
    expect(homepageAmong([story(1, false), story(2, true, { status: "generating" })])).toEqual({ id: "original", isOriginal: true });
    expect(homepageAmong([])).toEqual({ id: "original", isOriginal: true });
  });

  it("says a story is on Home only when it is marked and qualifies", () => {
    expect(isOnHomepage(story(2, true))).toBe(true);
    expect(isOnHomepage(story(2, false))).toBe(false);
    expect(isOnHomepage(story(2, true, { archived: true }))).toBe(false);
  });
});
