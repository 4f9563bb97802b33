import { paintSpans, type Packed } from "./flood-fill";

// Undo and redo of a colouring page. Every fill covers whole regions (a region is bounded by
// outlines alone), so a region holds one colour before a fill and one after: a fill step keeps
// its runs and the two colours, never a copy of the picture. 'Start over' keeps the one copy
// it needs to come back.

export const HISTORY_LIMIT = 50;

export type Step = { kind: "fill"; spans: Int32Array; before: Packed; after: Packed } | { kind: "clear"; before: Uint32Array };

export class FillHistory {
  private done: Step[] = [];
  private undone: Step[] = [];

  constructor(
    private readonly layer: Uint32Array,
    private readonly width: number,
    private readonly limit = HISTORY_LIMIT,
  ) {}

  /** Records a change already made to the layer; a new change drops what was undone. */
  record(step: Step): void {
    this.done.push(step);
    if (this.done.length > this.limit) this.done.shift();
    this.undone = [];
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Takes back the last change; answers it (so its pixels can be repainted), or null. */
  undo(): Step | null {
    const step = this.done.pop();
    if (!step) return null;
    if (step.kind === "fill") paintSpans(this.layer, this.width, step.spans, step.before);
    else this.layer.set(step.before);
    this.undone.push(step);
    return step;
  }

  redo(): Step | null {
    const step = this.undone.pop();
    if (!step) return null;
    if (step.kind === "fill") paintSpans(this.layer, this.width, step.spans, step.after);
    else this.layer.fill(0);
    this.done.push(step);
    return step;
  }
}

/** Fills the region given by `spans` with `colour` and records it; false when nothing changed. */
export function fillRegion(history: FillHistory, layer: Uint32Array, width: number, spans: Int32Array, colour: Packed): boolean {
  if (spans.length === 0) return false;
  const before = layer[spans[0]! * width + spans[1]!]!;
  if (before === colour) return false;
  paintSpans(layer, width, spans, colour);
  history.record({ kind: "fill", spans, before, after: colour });
  return true;
}

/** Clears the whole layer as one step that undo brings back; false when it was already clear. */
export function clearLayer(history: FillHistory, layer: Uint32Array): boolean {
  if (!layer.some((colour) => colour !== 0)) return false;
  history.record({ kind: "clear", before: layer.slice() });
  layer.fill(0);
  return true;
}
