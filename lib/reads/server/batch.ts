import "server-only";
import type { ReadKind } from "@/lib/db/enums";

// The counts one server process has not written yet, summed per story, day and kind. Plain
// data: a count carries no request, address or time finer than its day, so nothing about the
// family that made it can reach the database.

export type ReadCount = { storyKey: string; day: string; kind: ReadKind; count: number };

/** The UTC day of an instant, as the database's date column reads it: "2026-11-27". */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const SEPARATOR = "\n";

export class ReadBatch {
  private readonly counts = new Map<string, number>();

  /** Adds `count` reads of `kind` of the story on `day`. */
  add(storyKey: string, kind: ReadKind, day: string, count = 1): void {
    const key = [storyKey, day, kind].join(SEPARATOR);
    this.counts.set(key, (this.counts.get(key) ?? 0) + count);
  }

  /** Counters waiting to be written (one per story, day and kind). */
  get size(): number {
    return this.counts.size;
  }

  /** Everything counted so far, summed, and the batch emptied. */
  take(): ReadCount[] {
    const taken = [...this.counts].map(([key, count]) => {
      const [storyKey, day, kind] = key.split(SEPARATOR) as [string, string, ReadKind];
      return { storyKey, day, kind, count };
    });
    this.counts.clear();
    return taken;
  }

  /** Counts a write could not store, given back to be written with the next batch. */
  putBack(counts: readonly ReadCount[]): void {
    for (const { storyKey, kind, day, count } of counts) this.add(storyKey, kind, day, count);
  }
}
