import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { jobs, stories, type Job } from "@/lib/db/schema";
import { createOfflineStoryWriter } from "@/lib/story-writing/offline-writer";
import { databaseUnavailable } from "@/lib/core/errors";
import { claimJob, completeJob, enqueueJob, failJob, renewLease } from "@/lib/jobs/queue";
import type { JobHandler } from "@/lib/jobs/types";
import { runJobsFor, wakeJobWorkers, type JobWorker, type JobWorkerOptions } from "@/lib/jobs/worker";
import { createStoryTextHandler, INTERRUPTED_STORY_MESSAGE, startStoryGeneration } from "@/lib/stories/server/generation";
import { findAnyStory } from "@/lib/stories/server/queries";
import { elapse } from "../../support/elapse";
import { startTestWorker, stopTestWorkers, until } from "../support/job-worker";

// The queue under the story generator: claims are atomic, leases are renewed while work runs,
// a holder that vanished is replaced once its lease lapses, and a job is finished only by
// whoever holds it.

const ON_POSTGRES = process.env.INTEGRATION_DB === "postgres";
const request = {
  activityType: "Garden",
  season: "Spring" as const,
  pepitaRole: "Helpful",
  pepitaCustomization: { personality: ["Curious"], favoriteActivity: "singing" },
};
const quiet = { warn: () => {}, error: () => {} };
const offline = createOfflineStoryWriter();

const worker = (options: Partial<JobWorkerOptions> & Pick<JobWorkerOptions, "handlers">): JobWorker =>
  startTestWorker({ leaseMs: 400, pollMs: 40, ...options });

beforeEach(async () => {
  const db = await getDb();
  await db.delete(jobs);
});
afterEach(async () => {
  vi.useRealTimers();
  await stopTestWorkers();
});

/** How long a pretend job works, so that two workers' jobs overlap. */
const WORK_MS = 20;

async function jobOf(storyId: number): Promise<Job> {
  const db = await getDb();
  const [job] = await db.select().from(jobs).where(eq(jobs.storyId, storyId));
  return job!;
}

async function bareStories(count: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .insert(stories)
    .values(Array.from({ length: count }, () => ({ activityType: "Test", season: "Spring", pepitaRole: "Helpful" })))
    .returning({ id: stories.id });
  return rows.map((row) => row.id);
}

async function enqueueMany(count: number): Promise<void> {
  const db = await getDb();
  const ids = await bareStories(count);
  await db.transaction(async (tx) => {
    for (const storyId of ids) await enqueueJob(tx, { kind: "story-text", storyId });
  });
}

/** Lets every lease given so far lapse by the database clock. */
async function expireLeases(): Promise<void> {
  const db = await getDb();
  await db
    .update(jobs)
    .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.status, "running"));
}

describe("claiming", () => {
  it("gives each job to one claimer only, however many claim at once", async () => {
    await enqueueMany(12);
    const db = await getDb();
    const claims = await Promise.all(Array.from({ length: 30 }, (_, i) => claimJob(db, { owner: `claimer-${i}`, kinds: ["story-text"], leaseMs: 60_000 })));
    const taken = claims.filter((job): job is Job => job !== null);
    expect(taken).toHaveLength(12);
    expect(new Set(taken.map((job) => job.id)).size).toBe(12);
    for (const job of taken) expect(job).toMatchObject({ status: "running", attempts: 1 });
    expect(taken.every((job) => job.leaseExpiresAt!.getTime() > Date.now() + 30_000)).toBe(true);
  });

  it("two workers running side by side run every job exactly once", async () => {
    await enqueueMany(10);
    const runs = new Map<number, number>();
    const handler: JobHandler = {
      async run(job) {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await elapse(WORK_MS);
        return { save: async () => {} };
      },
      async giveUp() {},
    };
    worker({ handlers: { "story-text": handler }, concurrency: 2, name: "A" });
    worker({ handlers: { "story-text": handler }, concurrency: 2, name: "B" });
    const db = await getDb();
    await until("every job done", async () => (await db.select().from(jobs).where(eq(jobs.status, "done"))).length === 10);
    expect([...runs.values()]).toEqual(Array(10).fill(1));
    const rows = await db.select().from(jobs);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it("does not take a job whose lease is current, nor one of another kind", async () => {
    await enqueueMany(1);
    const db = await getDb();
    expect(await claimJob(db, { owner: "images", kinds: ["page-image"], leaseMs: 60_000 })).toBeNull();
    expect(await claimJob(db, { owner: "first", kinds: ["story-text"], leaseMs: 60_000 })).not.toBeNull();
    expect(await claimJob(db, { owner: "second", kinds: ["story-text"], leaseMs: 60_000 })).toBeNull();
  });
});

describe("leases", () => {
  it("only the current holder renews, completes or fails a job", async () => {
    await enqueueMany(1);
    const db = await getDb();
    const first = (await claimJob(db, { owner: "first", kinds: ["story-text"], leaseMs: 60_000 }))!;
    expect(await renewLease(db, first, 60_000)).toBe(true);
    await expireLeases();
    const second = (await claimJob(db, { owner: "second", kinds: ["story-text"], leaseMs: 60_000 }))!;
    expect(second).toMatchObject({ id: first.id, attempts: 2, leaseOwner: "second" });
    expect(await renewLease(db, first, 60_000)).toBe(false);
    expect(await db.transaction((tx) => completeJob(tx, first))).toBe(false);
    expect(await db.transaction((tx) => failJob(tx, first, "stale"))).toBe(false);
    expect((await db.select().from(jobs))[0]).toMatchObject({ status: "running", leaseOwner: "second" });
    expect(await db.transaction((tx) => completeJob(tx, second))).toBe(true);
    expect((await db.select().from(jobs))[0]).toMatchObject({ status: "done" });
  });

  it("renews the lease while a long job runs, so nobody else takes it", async () => {
    const storyId = await startStoryGeneration(request, offline);
    let release!: () => void;
    const slow: JobHandler = {
      async run() {
        await new Promise<void>((resolve) => (release = resolve));
        return { save: async () => {} };
      },
      async giveUp() {},
    };
    worker({ handlers: { "story-text": slow }, leaseMs: 300 });
    await until("the job claimed", async () => (await jobOf(storyId)).status === "running");
    // Three leases' time by the database's clock, which no fake clock moves: without renewals the
    // lease would have lapsed twice over.
    await elapse(900);
    const db = await getDb();
    expect(await claimJob(db, { owner: "intruder", kinds: ["story-text"], leaseMs: 60_000 })).toBeNull();
    release();
    await until("the job done", async () => (await jobOf(storyId)).status === "done");
    expect((await jobOf(storyId)).attempts).toBe(1);
  });

  it("a worker that finds its lease taken over stops and does not save its result", async () => {
    await enqueueMany(1);
    let saved = false;
    let aborted = false;
    const handler: JobHandler = {
      async run(_job, { signal }) {
        await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
        aborted = true;
        return { save: async () => void (saved = true) };
      },
      async giveUp() {},
    };
    const holder = worker({ handlers: { "story-text": handler }, leaseMs: 300 });
    const db = await getDb();
    await until("the job claimed", async () => (await db.select().from(jobs))[0]!.status === "running");
    await db.update(jobs).set({ leaseOwner: "thief", leaseExpiresAt: sql`now() + interval '1 hour'` });
    await until("the worker noticed", async () => aborted);
    // A stopped worker has finished with every job in hand: a save it were to make is made by now.
    await holder.stop();
    expect(saved).toBe(false);
    expect((await db.select().from(jobs))[0]).toMatchObject({ status: "running", leaseOwner: "thief" });
  });
});

describe("while the database is down", () => {
  it("the worker backs off instead of spinning, says so once, and works again when it is back", async () => {
    const storyId = await startStoryGeneration(request, offline);
    let down = true;
    let asked = 0;
    const warnings: string[] = [];
    // The backoff's timers on a fake clock, moved 1.2 s; the database is not asked meanwhile.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    worker({
      handlers: { "story-text": createStoryTextHandler(() => offline) },
      getDb: async () => {
        asked += 1;
        if (down) throw databaseUnavailable();
        return getDb();
      },
      log: { warn: (message: string) => warnings.push(message), error: () => {} },
    });
    await vi.advanceTimersByTimeAsync(1_200);
    expect(asked).toBeLessThanOrEqual(3); // at 0, 0.5 and 1.5 s
    expect(warnings).toEqual(["Job worker: the database is unavailable; retrying with backoff"]);
    down = false;
    // Back on the real clock, the worker asleep on the fake one is woken as an enqueue would.
    vi.useRealTimers();
    wakeJobWorkers();
    await until("the story complete", async () => (await findAnyStory(storyId))?.status === "complete", 5_000);
    expect(warnings.at(-1)).toBe("Job worker: the database answers again");
  });
});

describe("a worker that dies mid-job", () => {
  it("is replaced once its lease lapses, and the job is finished exactly once", async () => {
    const storyId = await startStoryGeneration(request, offline);
    let startedA = false;
    const hangs: JobHandler = {
      async run() {
        startedA = true;
        return new Promise(() => {});
      },
      async giveUp() {},
    };
    const a = worker({ handlers: { "story-text": hangs }, leaseMs: 400, name: "A" });
    await until("worker A working", async () => startedA);
    await a.stop(); // no renewal and no completion from here on, as if its process were killed

    let runsB = 0;
    const real = createStoryTextHandler(() => offline);
    const countingB: JobHandler = { ...real, run: (job, context) => ((runsB += 1), real.run(job, context)) };
    worker({ handlers: { "story-text": countingB }, leaseMs: 400, name: "B" });
    const story = await until("the story complete", async () => {
      const current = await findAnyStory(storyId);
      return current?.status === "complete" ? current : null;
    });
    expect(story.storyData!.pages).toHaveLength(10);
    expect(runsB).toBe(1);
    expect(await jobOf(storyId)).toMatchObject({ status: "done", attempts: 2 });
  });

  it.runIf(ON_POSTGRES)("a worker process killed with SIGKILL is replaced by another", async () => {
    const storyId = await startStoryGeneration(request, offline);
    const child = spawnHangingWorker();
    try {
      await until("the child to claim the job", async () => {
        const job = await jobOf(storyId);
        return job.status === "running" && job.leaseOwner?.startsWith("child") ? job : null;
      });
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    worker({ handlers: { "story-text": createStoryTextHandler(() => offline) }, name: "survivor" });
    await until("the story complete", async () => (await findAnyStory(storyId))?.status === "complete");
    expect(await jobOf(storyId)).toMatchObject({ status: "done", attempts: 2, leaseOwner: "survivor#0" });
  });
});

describe("a job that keeps losing its lease", () => {
  it("fails after maxAttempts and the story fails with a message", async () => {
    const storyId = await startStoryGeneration(request, offline);
    const db = await getDb();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const claimed = await claimJob(db, { owner: `doomed-${attempt}`, kinds: ["story-text"], leaseMs: 60_000 });
      expect(claimed?.attempts).toBe(attempt);
      await expireLeases();
    }
    expect(await claimJob(db, { owner: "one-more", kinds: ["story-text"], leaseMs: 60_000 })).toBeNull();

    worker({ handlers: { "story-text": createStoryTextHandler(() => offline) } });
    const story = await until("the story failed", async () => {
      const current = await findAnyStory(storyId);
      return current?.status === "failed" ? current : null;
    });
    expect(story.errorMessage).toBe(INTERRUPTED_STORY_MESSAGE);
    expect(await jobOf(storyId)).toMatchObject({ status: "failed", attempts: 3 });
    expect((await jobOf(storyId)).lastError).toMatch(/interrupted/);
  });

  it("a handler that throws is retried, then the story fails with its reason", async () => {
    const storyId = await startStoryGeneration(request, offline);
    const broken: JobHandler = {
      ...createStoryTextHandler(() => offline),
      async run() {
        throw new Error("disk on fire");
      },
    };
    worker({ handlers: { "story-text": broken }, retryDelayMs: () => 10 });
    const story = await until("the story failed", async () => {
      const current = await findAnyStory(storyId);
      return current?.status === "failed" ? current : null;
    });
    expect(story.errorMessage).toBe("Story generation failed 3 times (last error: disk on fire). Please try again.");
    expect(await jobOf(storyId)).toMatchObject({ status: "failed", attempts: 3, lastError: "disk on fire" });
  });
});

describe("bounded runs (no resident worker)", () => {
  it("run every due job once and end as soon as the queue is empty", async () => {
    await enqueueMany(5);
    const runs = new Map<number, number>();
    const counting: JobHandler = {
      async run(job) {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        return { save: async () => {} };
      },
      async giveUp() {},
    };
    const started = Date.now();
    const report = await runJobsFor({ getDb, handlers: { "story-text": counting }, concurrency: 2, budgetMs: 30_000, log: quiet });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(report).toEqual({ claimed: 5, done: 5, retried: 0, failed: 0, released: 0, lost: 0 });
    expect([...runs.values()]).toEqual(Array(5).fill(1));
  });

  it("let go of a job still running when the time is up, and the next run takes it over at once", async () => {
    const storyId = await startStoryGeneration(request, offline);
    const hangs: JobHandler = { run: () => new Promise(() => {}), async giveUp() {} };
    const first = await runJobsFor({ getDb, handlers: { "story-text": hangs }, budgetMs: 300, name: "first", log: quiet });
    expect(first).toMatchObject({ claimed: 1, released: 1, done: 0 });
    expect(await jobOf(storyId)).toMatchObject({ status: "running", attempts: 1, leaseOwner: "first#0" });

    const second = await runJobsFor({ getDb, handlers: { "story-text": createStoryTextHandler(() => offline) }, budgetMs: 30_000, name: "second", log: quiet });
    expect(second).toMatchObject({ claimed: 1, done: 1 });
    expect(await jobOf(storyId)).toMatchObject({ status: "done", attempts: 2, leaseOwner: "second#0" });
    expect((await findAnyStory(storyId))?.status).toBe("complete");
  });

  it("claim new jobs in the first half of their time only, so that none is started just to be cut off", async () => {
    await enqueueMany(3);
    const slow: JobHandler = {
      async run() {
        // A third of the run's budget: real time, since the run measures its budget by the clock.
        await elapse(1_000);
        return { save: async () => {} };
      },
      async giveUp() {},
    };
    const report = await runJobsFor({ getDb, handlers: { "story-text": slow }, budgetMs: 3_000, log: quiet });
    expect(report).toEqual({ claimed: 2, done: 2, retried: 0, failed: 0, released: 0, lost: 0 });
    expect(await (await getDb()).select().from(jobs).where(eq(jobs.status, "queued"))).toHaveLength(1);
  });

  it("count a throw as a retry, and a job let go on its last attempt fails the story at the next run", async () => {
    const storyId = await startStoryGeneration(request, offline);
    const broken: JobHandler = {
      ...createStoryTextHandler(() => offline),
      async run() {
        throw new Error("disk on fire");
      },
    };
    expect(await runJobsFor({ getDb, handlers: { "story-text": broken }, budgetMs: 5_000, retryDelayMs: () => 60_000, log: quiet })).toMatchObject({
      claimed: 1,
      retried: 1,
    });
    const db = await getDb();
    await db
      .update(jobs)
      .set({ attempts: 2, runAfter: sql`now()` })
      .where(eq(jobs.storyId, storyId));
    const hangs: JobHandler = { ...createStoryTextHandler(() => offline), run: () => new Promise(() => {}) };
    expect(await runJobsFor({ getDb, handlers: { "story-text": hangs }, budgetMs: 300, log: quiet })).toMatchObject({ claimed: 1, released: 1 });
    const last = await runJobsFor({ getDb, handlers: { "story-text": createStoryTextHandler(() => offline) }, budgetMs: 5_000, log: quiet });
    expect(last).toMatchObject({ claimed: 0, failed: 1 });
    expect(await findAnyStory(storyId)).toMatchObject({ status: "failed", errorMessage: INTERRUPTED_STORY_MESSAGE });
  });

  it("reject when the database cannot be reached, having claimed nothing", async () => {
    await enqueueMany(1);
    const down = async () => Promise.reject(databaseUnavailable());
    await expect(runJobsFor({ getDb: down, handlers: { "story-text": createStoryTextHandler(() => offline) }, budgetMs: 1_000, log: quiet })).rejects.toThrow();
    expect((await (await getDb()).select().from(jobs))[0]).toMatchObject({ status: "queued", attempts: 0 });
  });
});

function spawnHangingWorker(): ChildProcess {
  const root = path.resolve(__dirname, "../../..");
  // tsx's loader inside node itself: the tsx command would run the script in a second process
  // that a SIGKILL of the first one leaves running.
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(root, "tests/support/hanging-job-worker.ts")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}
