import { describe, expect, it } from "vitest";
import { ReadBatch, utcDay } from "@/lib/reads/server/batch";

describe("a process's batch of read counts", () => {
  it("sums reads per story, day and kind", () => {
    const batch = new ReadBatch();
    batch.add("original", "page_view", "2026-11-27");
    batch.add("original", "page_view", "2026-11-27");
    batch.add("original", "listen", "2026-11-27");
    batch.add("12", "page_view", "2026-11-27", 3);
    batch.add("12", "page_view", "2026-11-28");
    expect(batch.size).toBe(4);
    expect(batch.take()).toEqual(
      expect.arrayContaining([
        { storyKey: "original", day: "2026-11-27", kind: "page_view", count: 2 },
        { storyKey: "original", day: "2026-11-27", kind: "listen", count: 1 },
        { storyKey: "12", day: "2026-11-27", kind: "page_view", count: 3 },
        { storyKey: "12", day: "2026-11-28", kind: "page_view", count: 1 },
      ]),
    );
  });

  it("is empty once taken, and sums what a failed write gives back with what came since", () => {
    const batch = new ReadBatch();
    batch.add("7", "share", "2026-11-27", 2);
    const taken = batch.take();
    expect(batch.size).toBe(0);
    expect(batch.take()).toEqual([]);
    batch.add("7", "share", "2026-11-27");
    batch.putBack(taken);
    expect(batch.take()).toEqual([{ storyKey: "7", day: "2026-11-27", kind: "share", count: 3 }]);
  });

  it("holds nothing but the story, the day, the kind and the count", () => {
    const batch = new ReadBatch();
    batch.add("original", "pdf_booklet", "2026-11-27");
    for (const count of batch.take()) expect(Object.keys(count).sort()).toEqual(["count", "day", "kind", "storyKey"]);
  });

  it("names days in UTC", () => {
    expect(utcDay(new Date("2026-11-27T23:59:59-05:00"))).toBe("2026-11-28");
    expect(utcDay(new Date("2026-11-27T00:00:00Z"))).toBe("2026-11-27");
  });
});
