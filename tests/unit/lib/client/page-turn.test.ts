import { describe, expect, it } from "vitest";
import { revealScroll, SWIPE_DISTANCE, swipeStep } from "@/lib/client/page-turn";

describe("swipeStep", () => {
  it("turns to the next page for a swipe to the left and the previous one for a swipe to the right", () => {
    expect(swipeStep(-200, 10)).toBe(1);
    expect(swipeStep(200, -10)).toBe(-1);
  });

  it("turns nothing for a short move", () => {
    expect(swipeStep(-(SWIPE_DISTANCE - 1), 0)).toBe(0);
    expect(swipeStep(SWIPE_DISTANCE, 0)).toBe(-1);
  });

  it("turns nothing when the finger goes more than half as far up or down as sideways", () => {
    expect(swipeStep(-20, -300)).toBe(0);
    expect(swipeStep(-100, 51)).toBe(0);
    expect(swipeStep(-100, 50)).toBe(1);
  });
});

describe("revealScroll", () => {
  const phone = 844;

  it("leaves a picture already on screen whole where it is", () => {
    expect(revealScroll({ top: 0, bottom: 500 }, { top: -60, bottom: -10 }, phone)).toBe(0);
    expect(revealScroll({ top: 300, bottom: phone }, null, phone)).toBe(0);
  });

  it("brings the heading and the picture in together, a margin from the top, when they fit", () => {
    // Above the screen after Next, pressed at the foot of the page.
    expect(revealScroll({ top: -600, bottom: -100 }, { top: -670, bottom: -610 }, phone)).toBe(-682);
    // Below it.
    expect(revealScroll({ top: 900, bottom: 1400 }, { top: 830, bottom: 890 }, phone)).toBe(818);
  });

  it("shows the whole picture when it fits but its heading does not", () => {
    expect(revealScroll({ top: -800, bottom: -10 }, { top: -900, bottom: -810 }, phone)).toBe(-812);
    expect(revealScroll({ top: -840, bottom: 0 }, { top: -900, bottom: -850 }, phone)).toBe(-844);
    expect(revealScroll({ top: -844, bottom: 0 }, null, phone)).toBe(-844);
  });

  it("shows a picture taller than the screen from its top", () => {
    expect(revealScroll({ top: -1000, bottom: 0 }, null, phone)).toBe(-1000);
  });
});
