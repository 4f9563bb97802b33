import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { invitations, jobs, stories } from "@/lib/db/schema";

const story = (title: string) => ({ title, activityType: "Cooking", season: "Spring", pepitaRole: "Helpful" });

describe("database constraints", () => {
  it("allows at most one homepage story", async () => {
    const db = await getDb();
    const [first, second] = await db
      .insert(stories)
      .values([story("One"), story("Two")])
      .returning();
    await db.update(stories).set({ isHomepage: true }).where(eq(stories.id, first!.id));
    await expect(db.update(stories).set({ isHomepage: true }).where(eq(stories.id, second!.id))).rejects.toThrow();
  });

  it("gives new stories the spec's defaults", async () => {
    const db = await getDb();
    const [row] = await db.insert(stories).values(story("Defaults")).returning();
    expect(row).toMatchObject({ status: "generating", imageStatus: "pending", published: false, isHomepage: false, archived: false });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it("refuses a season outside the four, whatever the code does", async () => {
    const db = await getDb();
    await expect(db.insert(stories).values({ ...story("Monsoon"), season: "Monsoon" })).rejects.toThrow();
    const [row] = await db
      .insert(stories)
      .values({ ...story("Winter"), season: "Winter" })
      .returning();
    expect(row!.season).toBe("Winter");
  });

  it("refuses a status outside its enum, whatever the code does", async () => {
    const db = await getDb();
    const [row] = await db.insert(stories).values(story("Statuses")).returning();
    const raw = <T>(value: string) => value as unknown as T;
    await expect(
      db
        .update(stories)
        .set({ status: raw("pending") })
        .where(eq(stories.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(stories)
        .set({ imageStatus: raw("done") })
        .where(eq(stories.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      db.insert(invitations).values({ email: "x@example.com", token: "t-statuses", status: raw("accepted"), expiresAt: new Date() }),
    ).rejects.toThrow();
    await expect(db.insert(jobs).values({ kind: raw("video"), storyId: row!.id })).rejects.toThrow();
    await expect(db.insert(jobs).values({ kind: "story-text", storyId: row!.id, status: raw("paused") })).rejects.toThrow();
  });
});
