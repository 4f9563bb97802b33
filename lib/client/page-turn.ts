// The viewer's page turns by touch and what it scrolls to after a turn, as plain rules.

/** A finger moving less than this (CSS px) sideways taps or wobbles; it turns no page. */
export const SWIPE_DISTANCE = 48;

/**
 * The page a one-finger swipe turns to, from how far it moved: +1 (the next page) for a swipe to
 * the left, as a page is pulled in a book, -1 for one to the right, and 0 for a short move or one
 * that goes more than half as far up or down as sideways, which is the family scrolling.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dy) * 2 > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

type Span = { top: number; bottom: number };

/**
 * How far to scroll the window (CSS px, down is positive) to show the picture of a page just
 * turned: nothing while it is on screen whole; else its heading and the picture together, a
 * margin from the top, when both fit; else the whole picture when it fits; else its top.
 * `picture` and `heading` are in viewport coordinates.
 */
export function revealScroll(picture: Span, heading: Span | null, viewportHeight: number, margin = 12): number {
  if (picture.top >= 0 && picture.bottom <= viewportHeight) return 0;
  const top = Math.min(heading?.top ?? picture.top, picture.top);
  if (picture.bottom - top + 2 * margin <= viewportHeight) return top - margin;
  const room = viewportHeight - (picture.bottom - picture.top);
  return picture.top - Math.max(0, Math.min(margin, room));
}
