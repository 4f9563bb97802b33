// The pointers down on the colouring picture and where each last was. A pointer is forgotten on
// whichever of its pointerup, pointercancel or lost capture comes first. A primary pointer going
// down means no other is down, so any still remembered then had their ends go somewhere else:
// they are forgotten too, and a stale one can never turn the next tap into a pinch.

export type Point = { x: number; y: number };

export class PointersDown {
  private readonly points = new Map<number, Point>();

  /** A pointer goes down; answers true when pointers still remembered were stale and forgotten. */
  press(id: number, at: Point, primary: boolean): boolean {
    const stale = primary && this.points.size > 0;
    if (stale) this.points.clear();
    this.points.set(id, at);
    return stale;
  }

  /** A pointer moves; false when it is not one of those down. */
  move(id: number, at: Point): boolean {
    if (!this.points.has(id)) return false;
    this.points.set(id, at);
    return true;
  }

  /** A pointer is let go; false when it was not down (already released by another of its ends). */
  release(id: number): boolean {
    return this.points.delete(id);
  }

  at(id: number): Point | undefined {
    return this.points.get(id);
  }

  get size(): number {
    return this.points.size;
  }

  /** The pointers down, oldest first. */
  entries(): [number, Point][] {
    return [...this.points.entries()];
  }
}
