import { describe, expect, it } from "vitest";
import { bookletLength, bookletSides, type SheetSide } from "@/lib/pdf/imposition";

/** Folds the printed stack as a person would and reads the pages in booklet order. */
function readFolded(sides: SheetSide[]): (number | null)[] {
  const sheets = Math.max(...sides.map((side) => side.sheet)) + 1;
  const order: (number | null)[] = [];
  // Front halves of the stack's right side, outermost first; then back halves on the way out.
  for (let sheet = 0; sheet < sheets; sheet++) {
    const front = sides.find((side) => side.sheet === sheet && side.side === "front")!;
    const back = sides.find((side) => side.sheet === sheet && side.side === "back")!;
    order[2 * sheet] = front.right;
    order[2 * sheet + 1] = back.left;
    order[4 * sheets - 2 - 2 * sheet] = back.right;
    order[4 * sheets - 1 - 2 * sheet] = front.left;
  }
  return order;
}

describe("saddle-stitch booklet imposition", () => {
  it("imposes a cover, ten pages and the back cover on three sheets printed front then back", () => {
    expect(bookletLength(12)).toBe(12);
    expect(bookletSides(12)).toEqual([
      { sheet: 0, side: "front", left: 11, right: 0 },
      { sheet: 0, side: "back", left: 1, right: 10 },
      { sheet: 1, side: "front", left: 9, right: 2 },
      { sheet: 1, side: "back", left: 3, right: 8 },
      { sheet: 2, side: "front", left: 7, right: 4 },
      { sheet: 2, side: "back", left: 5, right: 6 },
    ]);
  });

  it("reads in page order once printed double-sided and folded, blanks before the back cover, whatever the length", () => {
    for (const count of [1, 2, 3, 4, 5, 8, 11, 12, 13, 16]) {
      const length = bookletLength(count);
      expect(length % 4).toBe(0);
      expect(length - count).toBeLessThan(4);
      const expected = Array.from({ length }, (_, index) => (index < count - 1 ? index : index === length - 1 ? count - 1 : null));
      expect(readFolded(bookletSides(count))).toEqual(expected);
    }
  });

  it("puts every page on exactly one half of one side, the back cover on the first side printed", () => {
    const sides = bookletSides(7);
    const placed = sides.flatMap((side) => [side.left, side.right]).filter((index) => index !== null);
    expect(placed.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(sides[0]).toMatchObject({ left: 6, right: 0 });
  });
});
