import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { jobs } from "@/lib/db/schema";
import { POST as generateMissing } from "@/app/api/stories/[id]/generate-missing-images/route";
import { GET as imageJobs } from "@/app/api/stories/[id]/image-jobs/route";
import { createPageImageHandler } from "@/lib/stories/server/images";
import { NOTHING_MISSING, TEXT_NOT_READY } from "@/lib/stories/server/images-batch";
import { findAnyStory, type StoryRecord } from "@/lib/stories/server/queries";
import { pageImages } from "@/lib/stories/model/story-images";
import { signedInAdmin } from "../support/accounts";
import { insertStory } from "../support/stories";
import { routeCallerAs } from "../support/route-caller";
import { startTestWorker, stopTestWorkers, until } from "../support/job-worker";

let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});
afterEach(stopTestWorkers);

const api = routeCallerAs(() => cookie);
/** Asks for every page without an image to be drawn. */
const drawMissing = (id: number) => api(generateMissing, "POST", "/api/stories/[id]/generate-missing-images", { params: { id } });
/** The story's page-image jobs, as the detail screen polls them. */
const imageJobsOf = (id: number) => api(imageJobs, "GET", "/api/stories/[id]/image-jobs", { params: { id } });

async function pageJobs(id: number) {
  const db = await getDb();
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.storyId, id), eq(jobs.kind, "page-image")))
    .orderBy(jobs.pageNumber);
}

/** Runs the page-image jobs in this process with the offline generator, as the server's worker would. */
function runWorker() {
  startTestWorker({ handlers: { "page-image": createPageImageHandler() } });
}

async function imagesComplete(id: number): Promise<StoryRecord> {
  return until(
    `story ${id}'s images`,
    async () => {
      const story = (await findAnyStory(id))!;
      return story.imageStatus === "complete" && story;
    },
    80_000,
  );
}

describe("POST /api/stories/{id}/generate-missing-images", () => {
  it("queues exactly the pages without an image, marks the images generating, and a second call queues nothing new", async () => {
    const id = await insertStory({
      imageData: { "1": "/objects/generated/a.png", "2": "/objects/generated/b.png" },
      manualImages: { "3": "/objects/manual/c.png" },
    });
    const response = await drawMissing(id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, queued: [4, 5, 6, 7, 8, 9, 10], message: "Generating 7 missing images" });
    expect((await pageJobs(id)).map((job) => [job.pageNumber, job.status])).toEqual([4, 5, 6, 7, 8, 9, 10].map((page) => [page, "queued"]));
    expect((await findAnyStory(id))!.imageStatus).toBe("generating");

    const again = await drawMissing(id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, queued: [], message: "Every missing page is already being generated" });
    expect(await pageJobs(id)).toHaveLength(7);

    const progress = await imageJobsOf(id);
    expect(progress.headers.get("cache-control")).toBe("private, no-store");
    expect(await progress.json()).toEqual({
      success: true,
      jobs: [4, 5, 6, 7, 8, 9, 10].map((pageNumber) => ({ storyId: id, pageNumber, status: "queued", lastError: null })),
    });

    // One page drawn while the others are still queued: the batch is still generating.
    const { setPageImage } = await import("@/lib/stories/server/commands");
    expect((await setPageImage(id, 4, "generated", "/objects/generated/drawn.png")).story.imageStatus).toBe("generating");
  });

  it("then the worker draws every queued page with the offline generator and the images are complete", async () => {
    const id = await insertStory({ manualImages: { "2": "/objects/manual/kept.png" } });
    const { queued } = (await (await drawMissing(id)).json()) as { queued: number[] };
    expect(queued).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
    runWorker();
    const story = await imagesComplete(id);
    const imageOf = pageImages(story);
    expect(imageOf(2)).toEqual({ url: "/objects/manual/kept.png", source: "manual" });
    for (const page of queued) expect(imageOf(page)).toMatchObject({ source: "generated", url: expect.stringMatching(/^\/objects\/generated\//) });
    // The last page's image is stored a moment before its job is marked done.
    await expect.poll(async () => (await pageJobs(id)).every((job) => job.status === "done"), { timeout: 10_000 }).toBe(true);
    expect(await (await imageJobsOf(id)).json()).toEqual({ success: true, jobs: [] });

    const none = await drawMissing(id);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ success: false, message: NOTHING_MISSING });
    // Nine pages drawn: a third of a second each on a quiet machine, many times that on a busy one.
  }, 90_000);

  it("refuses a story whose text is not complete, and queues nothing", async () => {
    for (const values of [
      { status: "generating" as const, storyData: null },
      { status: "failed" as const, storyData: null },
    ]) {
      const id = await insertStory(values);
      const response = await drawMissing(id);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: TEXT_NOT_READY });
      expect(await pageJobs(id)).toEqual([]);
      expect((await findAnyStory(id))!.imageStatus).toBe("pending");
    }
  });

  it("shows a page's failed job with its error until a later job for that page replaces it; 404 for an unknown story", async () => {
    const id = await insertStory();
    const db = await getDb();
    await db.insert(jobs).values({ kind: "page-image", storyId: id, pageNumber: 4, status: "failed", lastError: "The image service refused the prompt." });
    expect(await (await imageJobsOf(id)).json()).toEqual({
      success: true,
      jobs: [{ storyId: id, pageNumber: 4, status: "failed", lastError: "The image service refused the prompt." }],
    });

    const { queued } = (await (await drawMissing(id)).json()) as { queued: number[] };
    expect(queued).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const progress = (await (await imageJobsOf(id)).json()) as { jobs: { pageNumber: number; status: string }[] };
    expect(progress.jobs.find((job) => job.pageNumber === 4)).toEqual({ storyId: id, pageNumber: 4, status: "queued", lastError: null });

    expect((await imageJobsOf(987654)).status).toBe(404);
    expect((await drawMissing(987654)).status).toBe(404);
  });
});
