// Saddle-stitch imposition: the booklet's pages, two to a landscape sheet side, in the order
// that makes a stack of sheets printed double-sided (flipped on the short edge), folded in
// the middle and stapled on the fold, read in page order.

/** One side of a sheet: the page index on its left and right halves (null: a blank half). */
export type SheetSide = { sheet: number; side: "front" | "back"; left: number | null; right: number | null };

/** The page count padded with blank pages to a multiple of 4 (each sheet carries 4 pages). */
export function bookletLength(pageCount: number): number {
  return Math.max(4, Math.ceil(pageCount / 4) * 4);
}

/**
 * The sides to print, in printing order, for pages 0..pageCount-1, the last of them the back
 * cover. The outermost sheet holds the back cover and the first page on its front and the second
 * and second-to-last on its back; each sheet inside it does the same with the pages that remain.
 * Blank pages pad the booklet before its back cover, so the back cover, printed on the first
 * side of the first sheet, stays on the outside.
 */
export function bookletSides(pageCount: number): SheetSide[] {
  const length = bookletLength(pageCount);
  const back = pageCount - 1;
  const page = (position: number) => (position === length - 1 ? back : position < back ? position : null);
  const sides: SheetSide[] = [];
  for (let sheet = 0; sheet < length / 4; sheet++) {
    const low = 2 * sheet;
    const high = length - 1 - 2 * sheet;
    sides.push({ sheet, side: "front", left: page(high), right: page(low) });
    sides.push({ sheet, side: "back", left: page(low + 1), right: page(high - 1) });
  }
  return sides;
}
