import { describe, expect, it } from "vitest";
import { companionOf, withTheNamedChild } from "@/lib/images/scene/companion";
import { composedPages, offlineStories } from "@/tests/support/composed-pages";
import { patioPlan } from "@/tests/support/fixtures/scene-plan";

// The one drawing of the child a page's words name was of him sat on a waiting room's chair, so
// the market's lost boy and the boy crying by the classroom door sat on a chair in the middle of
// the market and the corridor. He stands where the words do not seat him.

/** The seat of the chair the seated child's drawing has him on. */
const CHAIR_SEAT = 'width="172" height="34"';
const childOf = (action: string) => companionOf(withTheNamedChild(patioPlan({ action })))!.art;

describe("the child a page's words name", () => {
  it.each([
    "Pepita holding a lost boy's hand at the market",
    "Pepita comforting a crying little boy by the classroom door",
    "Pepita politely telling a boy where the line starts",
    "Pepita walking a little girl back to her mamá",
    "Pepita consuela a un niño perdido",
  ])("stands, on no chair, for %s", (action) => {
    const child = childOf(action);
    expect(child.svg).not.toContain(CHAIR_SEAT);
    // On his own two feet he is taller than sat on the chair.
    expect(child.height / child.scale).toBeGreaterThan(430);
  });

  it.each([
    "Pepita reading a picture book to a little boy in the library",
    "Pepita reading her storybook to a sick boy in the waiting room",
    "Pepita showing a boy in the waiting room how to be brave",
    "Pepita sitting at the table with a little boy",
    "Pepita le lee un cuento a una niña pequeña",
  ])("sits on his chair for %s", (action) => {
    expect(childOf(action).svg).toContain(CHAIR_SEAT);
  });

  it("keeps a girl's pigtails standing as seated", () => {
    const pigtails = (action: string) => childOf(action).svg.split("<path").length - childOf(action.replace("girl", "boy")).svg.split("<path").length;
    expect(pigtails("Pepita walking a little girl back to her mamá")).toBe(2);
    expect(pigtails("Pepita reading a picture book to a little girl")).toBe(2);
  });

  it("draws the market's lost boy standing on the page", () => {
    let pages = 0;
    for (const { storyId, story } of offlineStories("Summer Market Day", 12))
      for (const { page, composition } of composedPages(story, storyId, (page) => /lost boy/.test(page.scene!.action))) {
        pages++;
        expect(composition.svg, `${storyId} ${page.pageNumber}`).toContain('data-part="companion"');
        expect(composition.svg, `${storyId} ${page.pageNumber}`).not.toContain(CHAIR_SEAT);
      }
    expect(pages).toBeGreaterThan(0);
  });
});
