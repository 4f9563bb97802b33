import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReadCount } from "@/lib/reads/server/batch";

const store = vi.hoisted(() => ({ writes: [] as ReadCount[][], failNext: 0 }));

vi.mock("@/lib/core/env", () => ({ env: () => ({ JOB_WORKER: "on" }) }));
vi.mock("@/lib/reads/server/store", () => ({
  addReadCounts: async (counts: ReadCount[]) => {
    if (store.failNext > 0) {
      store.failNext -= 1;
      throw new Error("database down");
    }
    if (counts.length > 0) store.writes.push(counts);
  },
}));

const { countRead, flushReads, FLUSH_EVERY_MS, waitingReads } = await import("@/lib/reads/server/counter");

const total = (writes: ReadCount[][]) => writes.flat().reduce((sum, row) => sum + row.count, 0);

describe("counting reads in memory and writing them in batches", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z") });
    store.writes = [];
    store.failNext = 0;
  });
  afterEach(async () => {
    await flushReads();
    vi.useRealTimers();
  });

  it("writes nothing while a request counts, then one summed row per story and kind a few seconds later", async () => {
    for (let read = 0; read < 5; read += 1) countRead("original", "page_view");
    countRead("12", "listen");
    expect(store.writes).toEqual([]);
    expect(waitingReads()).toBe(2);
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(store.writes).toHaveLength(1);
    expect(store.writes[0]).toEqual(
      expect.arrayContaining([
        { storyKey: "original", day: "2026-11-27", kind: "page_view", count: 5 },
        { storyKey: "12", day: "2026-11-27", kind: "listen", count: 1 },
      ]),
    );
    expect(waitingReads()).toBe(0);
  });

  it("keeps the counts of a failed write for the next one, losing none and counting none twice", async () => {
    store.failNext = 1;
    vi.spyOn(console, "error").mockImplementation(() => {});
    countRead("3", "share");
    countRead("3", "share");
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(store.writes).toEqual([]);
    countRead("3", "share");
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(store.writes).toEqual([[{ storyKey: "3", day: "2026-11-27", kind: "share", count: 3 }]]);
  });

  it("writes at once when asked, as the shutdown hooks ask", async () => {
    countRead("original", "pdf_page");
    const first = flushReads();
    countRead("original", "pdf_page");
    const second = flushReads();
    await Promise.all([first, second]);
    expect(total(store.writes)).toBe(2);
    expect(waitingReads()).toBe(0);
  });

  it("sends the database nothing about who read: the story, the day, the kind and the count only", async () => {
    countRead("original", "colouring_printed");
    await flushReads();
    for (const row of store.writes.flat()) expect(Object.keys(row).sort()).toEqual(["count", "day", "kind", "storyKey"]);
  });
});
