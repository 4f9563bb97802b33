import { describe, expect, it } from "vitest";
import { companionOf, withTheNamedChild } from "@/lib/images/scene/companion";
import { composeScene } from "@/lib/images/scene/composer";
import { composedPages, offlineStories } from "@/tests/support/composed-pages";
import { patioPlan } from "@/tests/support/fixtures/scene-plan";

// The comforted child was drawn only where a page planned him (the waiting rooms, the classroom
// door): the library's little boy whom Pepita reads to, and the market's lost boy whose hand she
// holds, were named by the page and missing from its picture.

const childIn = (placed: ReturnType<typeof composeScene>["placed"]) => placed.find((p) => p.kind === "prop" && p.id === "waiting-boy");

describe("a child the page's words name", () => {
  it.each([
    ["Going to the library", /little boy/],
    ["Summer Market Day", /lost boy/],
  ])("is drawn beside them wherever the page is: %s", (activity, words) => {
    let pages = 0;
    for (const { storyId, story } of offlineStories(activity, 24))
      for (const { page, composition } of composedPages(story, storyId, (page) => words.test(page.scene!.action))) {
        pages++;
        const child = childIn(composition.placed);
        expect(child, `${storyId} ${page.pageNumber}: ${page.scene!.action}`).toBeDefined();
        expect(composition.svg).toContain('data-part="companion"');
      }
    expect(pages).toBeGreaterThan(0);
  });

  it.each([
    "Pepita reading a picture book to a little boy",
    "Pepita holding a lost boy's hand",
    "Pepita le lee un cuento a una niña pequeña",
    "Pepita consuela a un niño",
  ])("is drawn for %s", (action) => {
    expect(childIn(composeScene(patioPlan({ action }), "child").placed), action).toBeDefined();
  });

  it.each(["celebrating a squeaky-clean girl who smelled of rosemary", "Pepita scattering rose petals as the flower girl", "Abuelita telling Pepita a story"])(
    "is nobody where the words name only Pepita: %s",
    (action) => {
      expect(childIn(composeScene(patioPlan({ action }), "child").placed), action).toBeUndefined();
    },
  );

  it("draws a girl the words name with pigtails, and a boy as the waiting boy is drawn", () => {
    const companion = (action: string) => companionOf(withTheNamedChild(patioPlan({ action })))!.art.svg;
    const boy = companion("Pepita reading a picture book to a little boy");
    const girl = companion("Pepita reading a picture book to a little girl");
    expect(boy).toBe(companion("Pepita reading a picture book to a sick boy"));
    expect(girl.split("<path").length - boy.split("<path").length).toBe(2);
    expect(companion("Pepita le lee un cuento a una niña pequeña")).toBe(girl);
  });
});
