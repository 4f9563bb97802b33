import { describe, expect, it } from "vitest";
import { chooseHomepage } from "@/lib/stories/homepage";

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
