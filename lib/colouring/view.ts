// Zoom and pan of the colouring picture, as a CSS transform (translate, then scale, from the
// top-left corner) of the picture's box: the canvas keeps its pixels, so a tap is mapped back
// through the transformed box and lands on the pixel under the finger at any zoom.

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 6;
/** How much one press of + or − zooms. */
export const ZOOM_STEP = 1.5;

/** `x` and `y` in CSS pixels of the box's own (unzoomed) size. */
export type View = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };
type Point = { x: number; y: number };

export const FITTED: View = { scale: 1, x: 0, y: 0 };

/** Keeps the zoom within its limits and the box's own area covered by the picture. */
export function clampView({ scale, x, y }: View, box: Size): View {
  const s = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
  const clamp = (value: number, size: number) => Math.min(0, Math.max(size * (1 - s), value));
  return { scale: s, x: clamp(x, box.width), y: clamp(y, box.height) };
}

/** Zooms to `scale` keeping the picture's point under `focus` (relative to the box's corner) where it is. */
export function zoomAbout(view: View, box: Size, focus: Point, scale: number): View {
  const u = (focus.x - view.x) / view.scale;
  const v = (focus.y - view.y) / view.scale;
  const s = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
  return clampView({ scale: s, x: focus.x - u * s, y: focus.y - v * s }, box);
}

export function panBy(view: View, box: Size, dx: number, dy: number): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, box);
}

/**
 * Two fingers: the zoom follows the change in their distance and the picture's point that was
 * under their midpoint at the start stays under their midpoint, so they zoom and pan at once.
 */
export function pinch(start: View, box: Size, from: [Point, Point], to: [Point, Point]): View {
  const distance = ([a, b]: [Point, Point]) => Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
  const middle = ([a, b]: [Point, Point]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const was = middle(from);
  const now = middle(to);
  const s = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (start.scale * distance(to)) / distance(from)));
  const u = (was.x - start.x) / start.scale;
  const v = (was.y - start.y) / start.scale;
  return clampView({ scale: s, x: now.x - u * s, y: now.y - v * s }, box);
}

/** Pans the least needed to show `point` (box pixels at zoom 1) with `margin` around it. */
export function showing(view: View, box: Size, point: Point, margin: number): View {
  const keep = (offset: number, at: number, size: number) => Math.max(margin - at * view.scale, Math.min(size - margin - at * view.scale, offset));
  return clampView({ ...view, x: keep(view.x, point.x, box.width), y: keep(view.y, point.y, box.height) }, box);
}
