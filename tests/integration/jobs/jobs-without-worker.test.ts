import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { jobs } from "@/lib/db/schema";
import { POST as generateAllMissing } from "@/app/api/admin/generate-missing-images/route";
import { GET as runGet, POST as runPost } from "@/app/api/internal/jobs/run/route";
import { POST as generateMissing } from "@/app/api/stories/[id]/generate-missing-images/route";
import { POST as generate } from "@/app/api/stories/generate/route";
import { claimJob } from "@/lib/jobs/queue";
import { RUN_NOT_CONFIGURED, RUN_UNAUTHORIZED } from "@/lib/jobs/run-auth";
import { startServerJobWorker } from "@/lib/runtime/server-worker";
import { processSingleton } from "@/lib/core/process-singleton";
import type { JobRunResponse } from "@/lib/jobs/types";
import { findAnyStory } from "@/lib/stories/server/queries";
import { pageImages } from "@/lib/stories/model/story-images";
import { ORIGIN, post, signedInAdmin } from "../support/accounts";
import { insertStory, storyPages } from "../support/stories";

// JOB_WORKER=off, as on a serverless host: no worker runs in the process, so queued work waits
// until the request that queued it has answered and runs the queue (Next's after(), captured
// here so the test decides when "after the answer" is), or until the scheduler calls the run
// endpoint. The offline writer and image generator do the work.

const { deferred, overrides } = vi.hoisted(() => ({
  deferred: [] as (() => Promise<unknown>)[],
  overrides: { JOB_WORKER: "off", JOB_RUN_SECONDS: 60 } as Record<string, unknown>,
}));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void deferred.push(task),
}));
vi.mock("@/lib/core/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/core/env")>();
  return { ...actual, env: () => ({ ...actual.env(), ...overrides }) };
});

const SECRET = "cron-secret-for-the-tests-0123456789";
const form = {
  activityType: "Baking",
  season: "Fall",
  pepitaRole: "Helper",
  pepitaCustomization: { personality: ["Brave"], favoriteActivity: "dancing", specialTrait: "", outfit: "a red rebozo" },
};

let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
  startServerJobWorker();
});
beforeEach(async () => {
  deferred.length = 0;
  overrides.CRON_SECRET = SECRET;
  await (await getDb()).delete(jobs);
});

/**
 * The resident workers of this process: each listens for the wake an enqueue sends, and claims
 * at once when woken. With none listening, nothing but the captured after() can run the job.
 */
const residentWorkers = () => processSingleton("job-wakers", () => new Set<() => void>()).size;
/** Next runs these once the answer is sent. */
const answered = () => Promise.all(deferred.splice(0).map((task) => task()));

async function generateStory(): Promise<number> {
  const response = await generate(post("/api/stories/generate", form, { cookie }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { storyId: number }).storyId;
}

async function storyJob(storyId: number) {
  const [job] = await (
    await getDb()
  )
    .select()
    .from(jobs)
    .where(and(eq(jobs.storyId, storyId), eq(jobs.kind, "story-text")));
  return job!;
}

function runRequest(method: "GET" | "POST", authorization?: string): Promise<Response> {
  const request = new Request(`${ORIGIN}/api/internal/jobs/run`, { method, headers: authorization ? { authorization } : {} });
  return (method === "GET" ? runGet : runPost)(request);
}

async function run(method: "GET" | "POST" = "POST"): Promise<JobRunResponse> {
  const response = await runRequest(method, `Bearer ${SECRET}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()) as JobRunResponse;
}

describe("a request that queues work, with no worker", () => {
  it("answers with the story generating; nothing runs until the queue is run after the answer, then the story is complete", async () => {
    const storyId = await generateStory();
    expect(deferred).toHaveLength(1);
    expect(residentWorkers()).toBe(0);
    expect(await storyJob(storyId)).toMatchObject({ status: "queued", attempts: 0 });
    expect((await findAnyStory(storyId))?.status).toBe("generating");

    await answered();
    const story = (await findAnyStory(storyId))!;
    expect(story.status).toBe("complete");
    expect(story.storyData!.pages).toHaveLength(10);
    expect(await storyJob(storyId)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("'Generate missing images' and 'Generate all missing images' each run the queue once after answering, and the pages are drawn", async () => {
    const one = await insertStory({ pages: storyPages(2) });
    const two = await insertStory({ pages: storyPages(2) });
    const forOne = new Request(`${ORIGIN}/api/stories/${one}/generate-missing-images`, { method: "POST", headers: { origin: ORIGIN, cookie } });
    expect((await generateMissing(forOne, { params: Promise.resolve({ id: String(one) }) })).status).toBe(200);
    expect(deferred).toHaveLength(1);
    await answered();
    expect((await findAnyStory(one))?.imageStatus).toBe("complete");

    const forAll = new Request(`${ORIGIN}/api/admin/generate-missing-images`, { method: "POST", headers: { origin: ORIGIN, cookie } });
    const all = (await (await generateAllMissing(forAll)).json()) as { queued: { storyId: number }[] };
    expect(all.queued.filter((page) => page.storyId === two)).toHaveLength(2);
    expect(deferred).toHaveLength(1);
    await answered();
    const drawn = (await findAnyStory(two))!;
    expect(drawn.imageStatus).toBe("complete");
    expect(pageImages(drawn)(2)).toMatchObject({ source: "generated" });
  }, 90_000);
});

describe("the run endpoint", () => {
  it("does not exist without CRON_SECRET (404), and refuses a missing or wrong secret (401)", async () => {
    overrides.CRON_SECRET = undefined;
    for (const method of ["GET", "POST"] as const) {
      const response = await runRequest(method, `Bearer ${SECRET}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: RUN_NOT_CONFIGURED });
    }
    overrides.CRON_SECRET = SECRET;
    const storyId = await generateStory();
    for (const authorization of [undefined, "Bearer", `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(0, -1)}`, SECRET, `Basic ${SECRET}`]) {
      for (const method of ["GET", "POST"] as const) {
        const response = await runRequest(method, authorization);
        expect(response.status, `${method} with ${authorization}`).toBe(401);
        expect(await response.json()).toEqual({ success: false, message: RUN_UNAUTHORIZED });
      }
    }
    expect(await storyJob(storyId)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("runs what no after() ran (POST, or GET as Vercel's cron sends) and answers what it did", async () => {
    const first = await generateStory();
    deferred.length = 0; // the function was frozen before its after() ran
    expect(await run("POST")).toEqual({ success: true, claimed: 1, done: 1, retried: 0, failed: 0, released: 0, lost: 0 });
    expect((await findAnyStory(first))?.status).toBe("complete");

    const second = await generateStory();
    deferred.length = 0;
    expect(await run("GET")).toMatchObject({ claimed: 1, done: 1 });
    expect((await findAnyStory(second))?.status).toBe("complete");
    expect(await run("POST")).toMatchObject({ claimed: 0, done: 0 });
  });

  it("leaves a job whose lease is current, and takes it over once the lease has lapsed", async () => {
    const storyId = await generateStory();
    deferred.length = 0;
    const db = await getDb();
    // A function that claimed the job and was then killed: its lease runs on, nobody renews it.
    expect(await claimJob(db, { owner: "killed-function#0", kinds: ["story-text"], leaseMs: 60_000 })).not.toBeNull();
    expect(await run()).toMatchObject({ claimed: 0 });
    expect(await storyJob(storyId)).toMatchObject({ status: "running", leaseOwner: "killed-function#0" });

    await db
      .update(jobs)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, (await storyJob(storyId)).id));
    expect(await run()).toMatchObject({ claimed: 1, done: 1 });
    expect((await findAnyStory(storyId))?.status).toBe("complete");
    expect(await storyJob(storyId)).toMatchObject({ status: "done", attempts: 2, leaseOwner: expect.stringContaining(`:${process.pid}:`) });
  });
});
