import { colourUnder, paintSpans, type Packed } from "./layer";

// Undo and redo of a colouring page. A fill, a brush stroke and an erasure are all one kind of
// step: the runs of pixels they changed, what those pixels held before and the one colour they
// hold after. When the pixels held one colour before (a fill of an untouched region, the usual
// case) that colour is kept instead of a copy. 'Start over' keeps the one copy it needs.

export const HISTORY_LIMIT = 50;

export type Step = { kind: "paint"; spans: Int32Array; before: Packed | Uint32Array; after: Packed } | { kind: "clear"; before: Uint32Array };

export class ColouringHistory {
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
    if (step.kind === "paint") paintSpans(this.layer, this.width, step.spans, step.before);
    else this.layer.set(step.before);
    this.undone.push(step);
    return step;
  }

  redo(): Step | null {
    const step = this.undone.pop();
    if (!step) return null;
    if (step.kind === "paint") paintSpans(this.layer, this.width, step.spans, step.after);
    else this.layer.fill(0);
    this.done.push(step);
    return step;
  }
}

/** Paints the pixels of `spans` with `colour` and records it; false when nothing changed. */
export function paintRegion(history: ColouringHistory, layer: Uint32Array, width: number, spans: Int32Array, colour: Packed): boolean {
  if (spans.length === 0) return false;
  const before = colourUnder(layer, width, spans);
  if (before === colour) return false;
  paintSpans(layer, width, spans, colour);
  history.record({ kind: "paint", spans, before, after: colour });
  return true;
}

/** Clears the whole layer as one step that undo brings back; false when it was already clear. */
export function clearLayer(history: ColouringHistory, layer: Uint32Array): boolean {
  if (!layer.some((colour) => colour !== 0)) return false;
  history.record({ kind: "clear", before: layer.slice() });
  layer.fill(0);
  return true;
}
