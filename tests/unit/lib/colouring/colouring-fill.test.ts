import { describe, expect, it } from "vitest";
import { composite, compositeBox, compositeSpans, outlineMask, packColour, paintSpans, shadeOf } from "@/lib/colouring/layer";
import { clearLayer, ColouringHistory, paintRegion } from "@/lib/colouring/history";
import { labelRegions, regionAt, regionSpans } from "@/lib/colouring/regions";
import { CRAYONS } from "@/lib/colouring/palette";
import { warmUpFill, type Picture } from "@/lib/colouring/picture";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";

// A 12x8 sheet: a black frame, a vertical line at x=6 splitting it into two rooms, and a grey
// anti-aliased pixel (lighter than the outline threshold) beside the line in the left room.
const WIDTH = 12;
const HEIGHT = 8;
const GREY_EDGE = { x: 5, y: 3 };

function sheet(): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255);
  const ink = (x: number, y: number, value: number) => rgba.fill(value, (y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 3);
  for (let x = 0; x < WIDTH; x++) {
    ink(x, 0, 0);
    ink(x, HEIGHT - 1, 0);
  }
  for (let y = 0; y < HEIGHT; y++) {
    ink(0, y, 0);
    ink(WIDTH - 1, y, 0);
    ink(6, y, 10);
  }
  ink(GREY_EDGE.x, GREY_EDGE.y, 180);
  return rgba;
}

const shade = shadeOf(sheet());
const mask = outlineMask(shade);
const regions = labelRegions(mask, WIDTH, HEIGHT);
/** The runs of the region under (x, y), empty on an outline or outside the picture. */
const roomAt = (x: number, y: number) => {
  const label = regionAt(regions, x, y, 0);
  return label ? regionSpans(regions, label) : new Int32Array(0);
};
const RED = packColour("#ff0000");
const BLUE = packColour("#0000ff");

function covered(spans: Int32Array): Set<number> {
  const pixels = new Set<number>();
  for (let i = 0; i < spans.length; i += 3) for (let x = spans[i + 1]!; x <= spans[i + 2]!; x++) pixels.add(spans[i]! * WIDTH + x);
  return pixels;
}

describe("the fill of a labelled region", () => {
  it("fills exactly the enclosed room under the tap, the anti-aliased grey included, and stops at the outlines", () => {
    const pixels = covered(roomAt(2, 2));
    // The left room is x 1..5, y 1..6.
    expect(pixels.size).toBe(5 * 6);
    for (const index of pixels) {
      expect(index % WIDTH).toBeGreaterThanOrEqual(1);
      expect(index % WIDTH).toBeLessThanOrEqual(5);
      expect(mask[index]).toBe(0);
    }
    expect(pixels.has(GREY_EDGE.y * WIDTH + GREY_EDGE.x)).toBe(true);
  });

  it("fills nothing from an outline pixel with no reach or outside the picture", () => {
    expect(roomAt(6, 3)).toHaveLength(0);
    expect(roomAt(-1, 3)).toHaveLength(0);
    expect(roomAt(WIDTH, 3)).toHaveLength(0);
    const solid = labelRegions(new Uint8Array(16).fill(1), 4, 4);
    expect(regionAt(solid, 1, 1, 2)).toBe(0);
  });

  it("never changes an outline pixel on screen, and shades the grey edge pixel with the colour instead of leaving it white", () => {
    const layer = new Uint32Array(WIDTH * HEIGHT);
    paintSpans(layer, WIDTH, roomAt(2, 2), RED);
    paintSpans(layer, WIDTH, roomAt(8, 2), BLUE);
    const out = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
    composite(shade, layer, out);
    for (let i = 0; i < mask.length; i++) {
      if (mask[i]) expect([out[i * 4], out[i * 4 + 1], out[i * 4 + 2]]).toEqual([shade[i], shade[i], shade[i]]);
    }
    const edge = (GREY_EDGE.y * WIDTH + GREY_EDGE.x) * 4;
    expect([out[edge], out[edge + 1], out[edge + 2]]).toEqual([180, 0, 0]);
    const inside = (2 * WIDTH + 8) * 4;
    expect([out[inside], out[inside + 1], out[inside + 2]]).toEqual([0, 0, 255]);
  });

  it("repainting only a fill's runs gives the same page as repainting all of it", () => {
    const layer = new Uint32Array(WIDTH * HEIGHT);
    const whole = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
    composite(shade, layer, whole);
    const partial = whole.slice();
    const spans = roomAt(8, 2);
    paintSpans(layer, WIDTH, spans, BLUE);
    compositeSpans(shade, layer, partial, WIDTH, spans);
    composite(shade, layer, whole);
    expect(partial).toEqual(whole);
    paintSpans(layer, WIDTH, roomAt(2, 2), RED);
    compositeBox(shade, layer, partial, WIDTH, { x: 1, y: 1, width: 5, height: 6 });
    composite(shade, layer, whole);
    expect(partial).toEqual(whole);
  });
});

describe("a tap's fill on a busy picture", () => {
  // 61x47, two fifths of it outline at random: many regions of every size and shape, some already coloured.
  const [width, height] = [61, 47];
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const grey = Uint8Array.from({ length: width * height }, () => (random() < 0.4 ? 20 : 255));
  const busy = labelRegions(outlineMask(grey), width, height);
  const picture: Picture = { width, height, shade: grey, mask: outlineMask(grey), regions: busy };
  const colouredLayer = () => {
    const layer = new Uint32Array(width * height);
    for (let label = 1; label <= busy.count; label += 3) paintSpans(layer, width, regionSpans(busy, label), label % 2 ? RED : BLUE);
    return layer;
  };

  it("changes every pixel of the tapped region, on the layer and on screen, and no other pixel", () => {
    const wrong: string[] = [];
    for (let label = 1; label <= busy.count; label++) {
      const layer = colouredLayer();
      const out = new Uint8ClampedArray(width * height * 4);
      composite(grey, layer, out);
      const [layerBefore, screenBefore] = [layer.slice(), out.slice()];
      const colour = packColour("#00a000");
      const spans = regionSpans(busy, label);
      paintRegion(new ColouringHistory(layer, width), layer, width, spans, colour);
      compositeSpans(grey, layer, out, width, spans);
      for (let i = 0; i < layer.length; i++) {
        const inRegion = busy.labels[i] === label;
        if (layer[i] !== (inRegion ? colour : layerBefore[i])) wrong.push(`region ${label}: layer pixel ${i}`);
        const same = out[i * 4] === screenBefore[i * 4] && out[i * 4 + 1] === screenBefore[i * 4 + 1] && out[i * 4 + 2] === screenBefore[i * 4 + 2];
        if (!inRegion && !same) wrong.push(`region ${label}: screen pixel ${i}`);
      }
    }
    expect(busy.count).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it("getting the fill ready when the picture opens changes no pixel", () => {
    const layer = colouredLayer();
    const pixels = { data: new Uint8ClampedArray(width * height * 4) };
    composite(grey, layer, pixels.data);
    const [layerBefore, screenBefore] = [layer.slice(), pixels.data.slice()];
    warmUpFill(picture, layer, pixels);
    expect(layer).toEqual(layerBefore);
    expect(pixels.data).toEqual(screenBefore);
  });
});

describe("undo, redo, erasing a region and 'Start over'", () => {
  function setup() {
    const layer = new Uint32Array(WIDTH * HEIGHT);
    return { layer, history: new ColouringHistory(layer, WIDTH) };
  }
  const left = roomAt(2, 2);

  it("the eraser takes a room back to no colour, and undo returns it", () => {
    const { layer, history } = setup();
    paintRegion(history, layer, WIDTH, left, RED);
    expect(paintRegion(history, layer, WIDTH, left, 0)).toBe(true);
    expect(layer[2 * WIDTH + 2]).toBe(0);
    history.undo();
    expect(layer[2 * WIDTH + 2]).toBe(RED);
  });

  it("a fill with the colour already there is not a step", () => {
    const { layer, history } = setup();
    paintRegion(history, layer, WIDTH, left, RED);
    expect(paintRegion(history, layer, WIDTH, left, RED)).toBe(false);
    history.undo();
    expect(history.canUndo).toBe(false);
  });

  it("keeps at least 20 steps: 25 fills undo one by one to the blank page and redo to the last colour", () => {
    const { layer, history } = setup();
    // Alternate two colours so each fill changes the room.
    const steps = Array.from({ length: 25 }, (_, i) => (i % 2 ? RED : BLUE));
    for (const colour of steps) paintRegion(history, layer, WIDTH, left, colour);
    for (let i = steps.length - 1; i >= 0; i--) {
      expect(layer[2 * WIDTH + 2]).toBe(steps[i]);
      expect(history.undo()).not.toBeNull();
    }
    expect(layer[2 * WIDTH + 2]).toBe(0);
    expect(history.undo()).toBeNull();
    for (const colour of steps) {
      expect(history.redo()).not.toBeNull();
      expect(layer[2 * WIDTH + 2]).toBe(colour);
    }
    expect(history.redo()).toBeNull();
  });

  it("a new fill after an undo drops what was undone", () => {
    const { layer, history } = setup();
    paintRegion(history, layer, WIDTH, left, RED);
    history.undo();
    paintRegion(history, layer, WIDTH, left, BLUE);
    expect(history.canRedo).toBe(false);
  });

  it("'Start over' clears every room as one step that undo brings back", () => {
    const { layer, history } = setup();
    paintRegion(history, layer, WIDTH, left, RED);
    paintRegion(history, layer, WIDTH, roomAt(8, 2), BLUE);
    expect(clearLayer(history, layer)).toBe(true);
    expect(layer.every((colour) => colour === 0)).toBe(true);
    expect(clearLayer(history, layer)).toBe(false);
    history.undo();
    expect(layer[2 * WIDTH + 2]).toBe(RED);
    expect(layer[2 * WIDTH + 8]).toBe(BLUE);
    history.redo();
    expect(layer.every((colour) => colour === 0)).toBe(true);
  });
});

describe("the crayons", () => {
  it("are 16 distinct colours, each named in English and Spanish", () => {
    expect(CRAYONS).toHaveLength(16);
    expect(new Set(CRAYONS.map((crayon) => crayon.hex)).size).toBe(16);
    for (const { id } of CRAYONS) {
      expect(english.colouring.names[id], id).toBeTruthy();
      expect(spanish.colouring.names[id], id).toBeTruthy();
    }
    expect(Object.keys(english.colouring.names)).toHaveLength(16);
    expect(Object.keys(spanish.colouring.names)).toHaveLength(16);
  });
});
