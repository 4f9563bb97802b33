import { describe, expect, it } from "vitest";
import { Stroke } from "@/lib/colouring/brush";
import { ColouringHistory, paintRegion } from "@/lib/colouring/history";
import { packColour } from "@/lib/colouring/layer";
import { labelRegions, regionAt, regionSpans } from "@/lib/colouring/regions";

// 20x10 with a frame and a line down x = 10.
const WIDTH = 20;
const HEIGHT = 10;
const mask = Uint8Array.from({ length: WIDTH * HEIGHT }, (_, i) => {
  const [x, y] = [i % WIDTH, Math.floor(i / WIDTH)];
  return x === 0 || y === 0 || x === WIDTH - 1 || y === HEIGHT - 1 || x === 10 ? 1 : 0;
});
const RED = packColour("#ff0000");
const BLUE = packColour("#0000ff");

function setup() {
  const layer = new Uint32Array(WIDTH * HEIGHT);
  return { layer, history: new ColouringHistory(layer, WIDTH) };
}

describe("the brush and the eraser", () => {
  it("paint round dabs along the stroke but never a line pixel, across a line or past the edge", () => {
    const { layer } = setup();
    const stroke = new Stroke(layer, mask, WIDTH, HEIGHT, RED, 2);
    const box = stroke.line({ x: 3, y: 5 }, { x: 25, y: 5 })!;
    expect(box).toEqual({ x: 1, y: 3, width: 19, height: 5 });
    for (let i = 0; i < layer.length; i++) if (mask[i]) expect(layer[i]).toBe(0);
    expect(layer[5 * WIDTH + 4]).toBe(RED);
    expect(layer[5 * WIDTH + 15]).toBe(RED);
    // Round: the dab's corner stays clear.
    expect(layer[3 * WIDTH + 5]).toBe(RED);
    expect(layer[2 * WIDTH + 5]).toBe(0);
  });

  it("a stroke is one step: undo gives back exactly what was under it, the colours of a fill among them", () => {
    const { layer, history } = setup();
    const regions = labelRegions(mask, WIDTH, HEIGHT);
    paintRegion(history, layer, WIDTH, regionSpans(regions, regionAt(regions, 3, 3, 0)), BLUE);
    const before = layer.slice();
    const stroke = new Stroke(layer, mask, WIDTH, HEIGHT, RED, 1.5);
    stroke.line({ x: 5, y: 2 }, { x: 15, y: 7 });
    const step = stroke.finish()!;
    history.record(step);
    const after = layer.slice();
    expect(after).not.toEqual(before);
    history.undo();
    expect(layer).toEqual(before);
    history.redo();
    expect(layer).toEqual(after);
  });

  it("a fill over brush marks takes them under its colour, and undo brings the marks back", () => {
    const { layer, history } = setup();
    const regions = labelRegions(mask, WIDTH, HEIGHT);
    const left = regionSpans(regions, regionAt(regions, 3, 3, 0));
    const stroke = new Stroke(layer, mask, WIDTH, HEIGHT, RED, 1);
    stroke.line({ x: 2, y: 2 }, { x: 8, y: 2 });
    history.record(stroke.finish()!);
    const marked = layer.slice();
    expect(paintRegion(history, layer, WIDTH, left, BLUE)).toBe(true);
    expect(layer[2 * WIDTH + 5]).toBe(BLUE);
    history.undo();
    expect(layer).toEqual(marked);
  });

  it("the eraser shows the paper again; erasing paper changes nothing and is no step", () => {
    const { layer, history } = setup();
    new Stroke(layer, mask, WIDTH, HEIGHT, RED, 3).line({ x: 5, y: 5 }, { x: 5, y: 5 });
    const eraser = new Stroke(layer, mask, WIDTH, HEIGHT, 0, 3);
    eraser.line({ x: 5, y: 5 }, { x: 5, y: 5 });
    expect(layer.every((colour) => colour === 0)).toBe(true);
    history.record(eraser.finish()!);
    const again = new Stroke(layer, mask, WIDTH, HEIGHT, 0, 3);
    again.line({ x: 5, y: 5 }, { x: 5, y: 5 });
    expect(again.finish()).toBeNull();
  });

  it("a stroke taken back (a second finger came down for a pinch) leaves no mark", () => {
    const { layer } = setup();
    layer.fill(BLUE, 2 * WIDTH, 3 * WIDTH);
    const before = layer.slice();
    const stroke = new Stroke(layer, mask, WIDTH, HEIGHT, RED, 2);
    stroke.line({ x: 4, y: 3 }, { x: 8, y: 3 });
    expect(stroke.revert()).not.toBeNull();
    expect(layer).toEqual(before);
  });
});
