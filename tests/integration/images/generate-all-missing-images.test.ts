import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { jobs, stories } from "@/lib/db/schema";
import { POST as generateAllMissing } from "@/app/api/admin/generate-missing-images/route";
import { GET as imagePages } from "@/app/api/admin/image-pages/route";
import type { ImagePagesResponse } from "@/lib/api/images";
import { findAnyStory } from "@/lib/stories/server/queries";
import { get, post, signedInAdmin } from "../support/accounts";
import { insertStory, storyPages } from "../support/stories";

const PAGES = storyPages(10);
const ALL_IMAGES = Object.fromEntries(PAGES.map((page) => [page.pageNumber, `/objects/generated/${page.pageNumber}.png`]));

let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});

async function queuedPages(storyId: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ pageNumber: jobs.pageNumber })
    .from(jobs)
    .where(and(eq(jobs.storyId, storyId), eq(jobs.status, "queued")))
    .orderBy(jobs.pageNumber);
  return rows.map((row) => row.pageNumber!);
}

const generateAll = (as?: string) => generateAllMissing(post("/api/admin/generate-missing-images", {}, { cookie: as }));

describe("POST /api/admin/generate-missing-images", () => {
  it("refuses visitors (401), accounts without admin access (403) and other origins, and queues nothing", async () => {
    const id = await insertStory();
    expect((await generateAll()).status).toBe(401);
    const { cookie: member } = await signedInAdmin({ isAdmin: false });
    expect((await generateAll(member)).status).toBe(403);
    const foreign = await generateAllMissing(post("/api/admin/generate-missing-images", {}, { cookie, origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
    expect(await queuedPages(id)).toEqual([]);
    await (await getDb()).delete(stories).where(eq(stories.id, id));
  });

  it("queues every page without an image in every story whose text is written, archived ones too, and the table shows each page's job", async () => {
    const partly = await insertStory({ imageData: { 1: "/objects/generated/1.png" }, manualImages: { 2: "/objects/manual/2.png" } });
    const archived = await insertStory({ archived: true, archivedAt: new Date() });
    const illustrated = await insertStory({ imageData: ALL_IMAGES, imageStatus: "complete" });
    const writing = await insertStory({ status: "generating", storyData: null });

    const response = await generateAll(cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; queued: { storyId: number; pageNumber: number }[]; message: string };
    expect(body.success).toBe(true);
    expect(body.message).toBe("Generating 18 missing images");
    expect(body.queued).toEqual([
      ...[3, 4, 5, 6, 7, 8, 9, 10].map((pageNumber) => ({ storyId: partly, pageNumber })),
      ...PAGES.map(({ pageNumber }) => ({ storyId: archived, pageNumber })),
    ]);
    expect(await queuedPages(illustrated)).toEqual([]);
    expect(await queuedPages(writing)).toEqual([]);
    expect((await findAnyStory(partly))!.imageStatus).toBe("generating");
    expect((await findAnyStory(illustrated))!.imageStatus).toBe("complete");

    const table = (await (await imagePages(get("/api/admin/image-pages", cookie))).json()) as ImagePagesResponse;
    const rowsOf = (id: number) => table.rows.filter((row) => row.storyId === id);
    expect(rowsOf(partly).map((row) => row.job?.status ?? null)).toEqual([null, null, ...Array(8).fill("queued")]);
    expect(rowsOf(illustrated).every((row) => row.job === null)).toBe(true);

    // Twice in a row: the pages already on their way are not queued again.
    const again = await generateAll(cookie);
    expect(await again.json()).toEqual({ success: true, queued: [], message: "Every missing page is already being generated" });
    expect(await queuedPages(partly)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
