import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { stories } from "@/db/schema";

const story = (title: string) => ({ title, activityType: "Cooking", season: "Spring", pepitaRole: "Helpful" });

describe("database constraints", () => {
  it("allows at most one homepage story", async () => {
    const db = await getDb();
    const [first, second] = await db.insert(stories).values([story("One"), story("Two")]).returning();
    await db.update(stories).set({ isHomepage: true }).where(eq(stories.id, first!.id));
    await expect(db.update(stories).set({ isHomepage: true }).where(eq(stories.id, second!.id))).rejects.toThrow();
  });

  it("gives new stories the spec's defaults", async () => {
    const db = await getDb();
    const [row] = await db.insert(stories).values(story("Defaults")).returning();
    expect(row).toMatchObject({ status: "generating", imageStatus: "pending", published: false, isHomepage: false, archived: false });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });
});
