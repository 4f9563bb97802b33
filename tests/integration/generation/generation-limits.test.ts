import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { jobs, stories } from "@/lib/db/schema";
import { GET as allowance } from "@/app/api/admin/generation-allowance/route";
import { POST as generateAllMissing } from "@/app/api/admin/generate-missing-images/route";
import { POST as generateImage } from "@/app/api/stories/[id]/generate-image/[pageNumber]/route";
import { POST as generateStory } from "@/app/api/stories/generate/route";
import { getImageGenerator } from "@/lib/images/generator";
import { env } from "@/lib/core/env";
import type { GenerationAllowanceResponse } from "@/lib/generation/allowance";
import { startClaimedJob } from "@/lib/jobs/queue";
import { STORAGE_UNAVAILABLE } from "@/lib/storage/failures";
import { startPageImageJobs } from "@/lib/stories/server/commands";
import { pageImageJob } from "@/lib/stories/server/images";
import { get, post, signedInAdmin } from "../support/accounts";
import { insertStory, storyRow } from "../support/stories";
import { startTestWorker, stopTestWorkers } from "../support/job-worker";

// Generation is paid for: one page is drawn once at a time whatever the number of clicks and
// instances, the day's stories and images are capped (counted in the database), and no story
// is left 'generating' by a draw that failed or whose server died.

vi.hoisted(() => {
  process.env.DAILY_STORY_LIMIT = "3";
  process.env.DAILY_IMAGE_LIMIT = "6";
});

type Params = Record<string, string>;
const ctx = (params: Params) => ({ params: Promise.resolve(params) });

let cookie: string;
afterEach(async () => {
  vi.restoreAllMocks();
  await stopTestWorkers();
});

async function admin(): Promise<string> {
  cookie ??= (await signedInAdmin()).cookie;
  return cookie;
}

async function draw(id: number, page: number) {
  const response = await generateImage(
    post(`/api/stories/${id}/generate-image/${page}`, {}, { cookie: await admin() }),
    ctx({ id: String(id), pageNumber: String(page) }),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as { success: boolean; message: string } };
}

async function left(): Promise<GenerationAllowanceResponse> {
  const response = await allowance(get("/api/admin/generation-allowance", await admin()));
  expect(response.headers.get("cache-control")).toContain("no-store");
  return (await response.json()) as GenerationAllowanceResponse;
}

async function pageJobs(id: number) {
  return (await getDb()).select().from(jobs).where(eq(jobs.storyId, id));
}

describe("the daily story limit", () => {
  it("lets DAILY_STORY_LIMIT stories be started per UTC day, then answers 429 saying when it resets", async () => {
    const before = await left();
    expect(before.stories).toMatchObject({ limit: 3, left: 3 });
    expect(before.stories.resetsAt).toMatch(/T00:00:00Z$/);
    const body = {
      activityType: "Baking",
      season: "Winter",
      pepitaRole: "Helper",
      pepitaCustomization: { personality: ["Brave"], favoriteActivity: "baking", specialTrait: "", outfit: "" },
    };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(async () => (await generateStory(post("/api/stories/generate", body, { cookie: await admin() }))).status),
    );
    expect(answers.sort()).toEqual([200, 200, 200, 429]);
    const refused = await generateStory(post("/api/stories/generate", body, { cookie: await admin() }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(
      /^The daily limit of 3 new stories has been reached\. It resets at midnight UTC, in (\d+ h( \d+ min)?|\d+ min|less than a minute)\.$/,
    );
    expect((await left()).stories.left).toBe(0);
  });
});

describe("one draw of a page at a time", () => {
  it("makes one paid call for six parallel 'Generate' clicks on one page; the others answer 409", async () => {
    const id = await insertStory();
    const generator = getImageGenerator();
    const original = generator.generate.bind(generator);
    // A paid call is held until every click has either reached one or had its answer, so that
    // all six come while the page is being drawn.
    let drawing = 0;
    let answered = 0;
    let release!: () => void;
    const allArrived = new Promise<void>((resolve) => (release = resolve));
    const arrived = () => drawing + answered === 6 && release();
    const calls = vi.spyOn(generator, "generate").mockImplementation(async (request) => {
      drawing += 1;
      arrived();
      await allArrived;
      return original(request);
    });
    const click = async () => {
      const answer = await draw(id, 2);
      if (answer.status !== 200) {
        answered += 1;
        arrived();
      }
      return answer;
    };
    const answers = await Promise.all(Array.from({ length: 6 }, click));
    expect(calls).toHaveBeenCalledTimes(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe("Page 2 is already being drawn. Wait for that image before asking for another.");
    const [job] = await pageJobs(id);
    expect(job).toMatchObject({ kind: "page-image", pageNumber: 2, status: "done" });
    expect((await draw(id, 2)).status).toBe(200);
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it("counts each draw toward DAILY_IMAGE_LIMIT; 'Generate all missing images' queues what is left, then 429", async () => {
    const used = 6 - (await left()).images.left;
    expect(used).toBe(2);
    const id = await insertStory();
    const batch = await generateAllMissing(post("/api/admin/generate-missing-images", {}, { cookie: await admin() }));
    const answer = await batch.json();
    expect(answer.queued.length).toBe(4);
    expect(answer.message).toBe("Generating 4 missing images; today's image limit is reached, so the others wait until it resets");
    expect((await left()).images.left).toBe(0);
    const refused = await draw(id, 9);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^The daily limit of 6 generated images has been reached\. It resets at midnight UTC, in /);
    expect((await pageJobs(id)).filter((job) => job.pageNumber === 9)).toEqual([]);
    // Nothing is marked 'generating' by a refusal.
    const untouched = await insertStory();
    expect((await draw(untouched, 1)).status).toBe(429);
    expect((await storyRow(untouched)).imageStatus).toBe("pending");
  });
});

describe("no story stays 'generating'", () => {
  it("marks the images failed and ends the draw's job when saving the drawn image fails", async () => {
    await (await getDb()).delete(jobs).where(eq(jobs.kind, "page-image"));
    const id = await insertStory();
    const generator = getImageGenerator();
    const original = generator.generate.bind(generator);
    vi.spyOn(generator, "generate").mockImplementation(async (request) => {
      // The story loses the page while it is drawn: recording the image is refused.
      await (
        await getDb()
      )
        .update(stories)
        .set({ storyData: { pages: [] } })
        .where(eq(stories.id, id));
      return original(request);
    });
    const answer = await draw(id, 4);
    expect([answer.status, answer.body.message]).toEqual([400, "Page 4 does not exist in this story"]);
    expect((await storyRow(id)).imageStatus).toBe("failed");
    expect(await pageJobs(id)).toMatchObject([{ status: "failed", lastError: "Page 4 does not exist in this story" }]);
  });

  it("fails a draw whose server died once its lease lapses, by any instance's worker", async () => {
    const id = await insertStory();
    // What a server killed mid-draw leaves behind: the claimed job and the images 'generating'.
    await startPageImageJobs(id, async (tx) => [await startClaimedJob(tx, { kind: "page-image", storyId: id, pageNumber: 3 }, "dead-server", 1)] as const);
    expect((await storyRow(id)).imageStatus).toBe("generating");
    startTestWorker({ handlers: { "page-image": pageImageJob }, leaseMs: 400, pollMs: 40 });
    await vi.waitFor(async () => expect((await storyRow(id)).imageStatus).toBe("failed"), { timeout: 5_000 });
    const [job] = await pageJobs(id);
    expect(job).toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringContaining("interrupted") });
  });
});

describe("storage that refuses to write", () => {
  it("answers 503 in words an admin understands, records the same on the job, and marks the images failed", async () => {
    const db = await getDb();
    await db.delete(jobs).where(and(eq(jobs.kind, "page-image")));
    const id = await insertStory();
    const folder = path.join(env().dataDir, "uploads", "generated");
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(path.dirname(folder), { recursive: true });
    writeFileSync(folder, "not a folder");
    try {
      const answer = await draw(id, 1);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(STORAGE_UNAVAILABLE.save);
      expect(answer.body.message).not.toMatch(/\/|E[A-Z]{3,}/);
      const [job] = await pageJobs(id);
      expect(job).toMatchObject({ status: "failed", lastError: STORAGE_UNAVAILABLE.save });
      expect((await storyRow(id)).imageStatus).toBe("failed");
    } finally {
      rmSync(folder, { force: true });
    }
    expect(existsSync(folder)).toBe(false);
    expect((await draw(id, 1)).status).toBe(200);
    expect((await storyRow(id)).imageStatus).toBe("pending");
  });
});
