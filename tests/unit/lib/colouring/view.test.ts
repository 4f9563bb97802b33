import { describe, expect, it } from "vitest";
import { clampView, FITTED, MAX_ZOOM, panBy, pinch, showing, zoomAbout, type View } from "@/lib/colouring/view";

const BOX = { width: 300, height: 450 };

/** Where a point of the box (at zoom 1) is shown under `view`. */
const shown = (view: View, point: { x: number; y: number }) => ({ x: view.x + point.x * view.scale, y: view.y + point.y * view.scale });
/** Which point of the box (at zoom 1) is under a screen point (relative to the box's corner). */
const under = (view: View, point: { x: number; y: number }) => ({ x: (point.x - view.x) / view.scale, y: (point.y - view.y) / view.scale });

describe("zooming and panning the picture", () => {
  it("zooms about a point: the picture's point under it stays under it", () => {
    const focus = { x: 200, y: 100 };
    const view = zoomAbout(FITTED, BOX, focus, 3);
    expect(view.scale).toBe(3);
    const point = under(FITTED, focus);
    expect(shown(view, point).x).toBeCloseTo(focus.x);
    expect(shown(view, point).y).toBeCloseTo(focus.y);
  });

  it("stays between the whole picture and six times, and never pans the picture off its box", () => {
    expect(zoomAbout(FITTED, BOX, { x: 0, y: 0 }, 40).scale).toBe(MAX_ZOOM);
    expect(zoomAbout(FITTED, BOX, { x: 0, y: 0 }, 0.2)).toEqual(FITTED);
    const zoomed = zoomAbout(FITTED, BOX, { x: 150, y: 225 }, 2);
    expect(panBy(zoomed, BOX, 10_000, 10_000)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(panBy(zoomed, BOX, -10_000, -10_000)).toEqual({ scale: 2, x: -300, y: -450 });
    expect(clampView({ scale: 1, x: -20, y: 30 }, BOX)).toEqual(FITTED);
  });

  it("a pinch zooms by the change in the fingers' distance and keeps the picture under their midpoint", () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 100, y: 200 },
      { x: 200, y: 200 },
    ];
    const to: typeof from = [
      { x: 60, y: 230 },
      { x: 260, y: 230 },
    ];
    const view = pinch(FITTED, BOX, from, to);
    expect(view.scale).toBeCloseTo(2);
    const shownAt = shown(view, { x: 150, y: 200 });
    expect(shownAt.x).toBeCloseTo(160);
    expect(shownAt.y).toBeCloseTo(230);
  });

  it("pans just enough to show the keyboard's cross", () => {
    const view = zoomAbout(FITTED, BOX, { x: 0, y: 0 }, 4);
    expect(showing(view, BOX, { x: 10, y: 10 }, 20)).toEqual(view);
    const moved = showing(view, BOX, { x: 200, y: 300 }, 20);
    const at = shown(moved, { x: 200, y: 300 });
    expect(at.x).toBeCloseTo(BOX.width - 20);
    expect(at.y).toBeCloseTo(BOX.height - 20);
  });
});
