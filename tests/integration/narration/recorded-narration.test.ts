import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { jobs } from "@/lib/db/schema";
import { POST as generateNarration } from "@/app/api/stories/[id]/generate-narration/route";
import { GET as narration } from "@/app/api/stories/[id]/narration/route";
import type { NarrationStatusResponse } from "@/lib/api/narration";
import { storytellerInstructions, WORD_TIMING_MODEL } from "@/lib/narration/recorded/openai-speech";
import { timingsUrl } from "@/lib/narration/word-timing";
import { NARRATION_CURRENT, NARRATION_RUNNING } from "@/lib/narration/recorded/batch";
import { createPageNarrationHandler } from "@/lib/narration/recorded/job";
import { storyRecordings, withRecordings } from "@/lib/narration/recorded/recordings";
import { editStoryPage } from "@/lib/stories/server/commands";
import { findAnyStory } from "@/lib/stories/server/queries";
import { toViewerStory } from "@/lib/stories/model/view";
import { startFakeServer } from "../../support/fake-http-server";
import { signedInAdmin } from "../support/accounts";
import { insertStory, storyPages } from "../support/stories";
import { routeCallerAs, type RouteCall } from "../support/route-caller";
import { startTestWorker, until } from "../support/job-worker";
import { serveStored } from "../support/objects";

// The speech endpoint is a loopback fake; the key and its address are read once, at the first env().
const fake = await startFakeServer();
process.env.OPENAI_API_KEY = "sk-test";
process.env.OPENAI_BASE_URL = `${fake.url}/v1`;
process.env.DAILY_NARRATION_LIMIT = "30";

const MP3 = Buffer.from("ID3 a fake mp3 recording");
const TRANSCRIPTIONS = "/v1/audio/transcriptions";
// What OpenAI's transcription answers for a recording, with its words' timestamps.
const TRANSCRIPT = {
  task: "transcribe",
  language: "english",
  duration: 1.5,
  text: "English one.",
  words: [
    { word: "English", start: 0.1, end: 0.6 },
    { word: "one", start: 0.7, end: 1.2 },
  ],
};
fake.answerPath(TRANSCRIPTIONS, { json: TRANSCRIPT });

let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});
afterEach(() => fake.answerWith({ bytes: MP3, contentType: "audio/mpeg" }));
afterAll(() => fake.close());

const api = routeCallerAs(() => cookie);
/** Asks for the story's narration to be recorded. */
const record = (id: number, call: RouteCall = {}) => api(generateNarration, "POST", "/api/stories/[id]/generate-narration", { params: { id }, ...call });
/** The story's narration status. */
const narrationOf = (id: number, call: RouteCall = {}) => api(narration, "GET", "/api/stories/[id]/narration", { params: { id }, ...call });

async function status(id: number): Promise<NarrationStatusResponse> {
  return (await (await narrationOf(id)).json()) as NarrationStatusResponse;
}

async function narrationJobs(id: number) {
  return (await getDb())
    .select()
    .from(jobs)
    .where(and(eq(jobs.storyId, id), eq(jobs.kind, "page-narration")))
    .orderBy(jobs.pageNumber);
}

// The worker is stopped before this returns: one left polling would open a connection after the
// file's teardown closed the database, while its PostgreSQL database is being dropped.
async function runJobsUntilSettled(id: number) {
  const worker = startTestWorker({ handlers: { "page-narration": createPageNarrationHandler() }, retryDelayMs: () => 10 });
  try {
    await until(
      "the narration jobs to finish",
      async () => (await narrationJobs(id)).every((job) => job.status !== "queued" && job.status !== "running"),
      20_000,
    );
  } finally {
    await worker.stop();
  }
}

const speechRequests = () => fake.requests.filter((request) => request.path === "/v1/audio/speech");
const transcriptionRequests = () => fake.requests.filter((request) => request.path === TRANSCRIPTIONS);
/** A multipart form field's value as the request sent it. */
const formField = (body: string, name: string) => new RegExp(`name="${name.replace(/[[\]]/g, "\\$&")}"\r\n\r\n([^\r]*)`).exec(body)?.[1];

describe("recorded narration", () => {
  it("queues one job per page, refuses a second batch with 409 while one runs, then records an MP3 per page and language", async () => {
    fake.answerWith({ bytes: MP3, contentType: "audio/mpeg" });
    const id = await insertStory({ pages: storyPages(3) });
    const started = await record(id);
    expect(started.status).toBe(200);
    expect(await started.json()).toEqual({ success: true, queued: [1, 2, 3], message: "Recording the narration of 3 pages" });

    const again = await record(id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ success: false, message: NARRATION_RUNNING });
    expect(await narrationJobs(id)).toHaveLength(3);
    expect((await status(id)).pages.map((page) => [page.pageNumber, page.recorded, page.wanted, page.job?.status])).toEqual([
      [1, 0, 2, "queued"],
      [2, 0, 2, "queued"],
      [3, 0, 2, "queued"],
    ]);

    const before = speechRequests().length;
    await runJobsUntilSettled(id);
    const sent = speechRequests()
      .slice(before)
      .map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(sent).toHaveLength(6);
    expect(sent).toContainEqual({
      model: "gpt-4o-mini-tts",
      voice: "sage",
      input: "English 2",
      instructions: storytellerInstructions("en"),
      response_format: "mp3",
    });
    expect(sent).toContainEqual({
      model: "gpt-4o-mini-tts",
      voice: "sage",
      input: "Español 2",
      instructions: storytellerInstructions("es"),
      response_format: "mp3",
    });
    expect(speechRequests().at(-1)!.headers.authorization).toBe("Bearer sk-test");

    const done = await status(id);
    expect(done.pages.every((page) => page.recorded === 2 && page.job === null)).toBe(true);
    expect(done.available).toBe(true);

    // Stored like images: an immutable key under narration/, served as audio.
    const recordings = await storyRecordings(await getDb(), id);
    expect(recordings).toHaveLength(6);
    expect(recordings[0]!.url.replace("/objects/", "")).toMatch(/^narration\/[A-Za-z0-9_-]+\.mp3$/);
    const served = await serveStored(recordings[0]!.url);
    expect(served.headers.get("content-type")).toBe("audio/mpeg");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(MP3);

    const nothing = await record(id);
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toEqual({ success: false, message: NARRATION_CURRENT });
  });

  it("reads the story's pages in page order, whatever order they were stored in", async () => {
    const id = await insertStory({ pages: storyPages(3).reverse() });
    const started = await record(id);
    expect(await started.json()).toEqual({ success: true, queued: [1, 2, 3], message: "Recording the narration of 3 pages" });
  });

  it("marks a recording stale once its text is edited: never played, and only it is recorded again", async () => {
    fake.answerWith({ bytes: MP3, contentType: "audio/mpeg" });
    const id = await insertStory({ pages: storyPages(2) });
    await record(id);
    await runJobsUntilSettled(id);
    const old = (await storyRecordings(await getDb(), id)).find((each) => each.pageNumber === 2 && each.language === "en")!;

    await editStoryPage(id, 2, "english", "Pepita waters the roses.");
    const viewer = withRecordings(toViewerStory((await findAnyStory(id))!), await storyRecordings(await getDb(), id));
    expect(Object.keys(viewer.pages[0]!.recordings!)).toEqual(["en", "es"]);
    expect(viewer.pages[1]!.recordings).toEqual({ es: expect.stringMatching(/^\/objects\/narration\//) });
    expect((await status(id)).pages.map((page) => page.recorded)).toEqual([2, 1]);

    const before = speechRequests().length;
    expect(await (await record(id)).json()).toMatchObject({ queued: [2] });
    await runJobsUntilSettled(id);
    expect(
      speechRequests()
        .slice(before)
        .map((request) => (JSON.parse(request.body) as { input: string }).input),
    ).toEqual(["Pepita waters the roses."]);
    const fresh = withRecordings(toViewerStory((await findAnyStory(id))!), await storyRecordings(await getDb(), id));
    expect(fresh.pages[1]!.recordings!.en).toMatch(/^\/objects\/narration\//);
    expect(fresh.pages[1]!.recordings!.en).not.toBe(old.url);
    // The replaced recording and its timings are deleted from storage once the new one is saved.
    await expect.poll(async () => (await serveStored(old.url)).status).toBe(404);
    await expect.poll(async () => (await serveStored(timingsUrl(old.url))).status).toBe(404);
  });

  it("fails a page for good when the speech service refuses it, saving nothing, and shows why", async () => {
    fake.answerWith({ status: 400, json: { error: { message: "Input text refused", type: "invalid_request_error" } } });
    const id = await insertStory({ pages: storyPages(1) });
    await record(id);
    await runJobsUntilSettled(id);
    const [job] = await narrationJobs(id);
    expect(job).toMatchObject({ status: "failed", attempts: 1 });
    const page = (await status(id)).pages[0]!;
    expect(page.recorded).toBe(0);
    expect(page.job).toEqual({ status: "failed", lastError: expect.stringContaining("OpenAI could not record the narration") });
    expect(await storyRecordings(await getDb(), id)).toEqual([]);
  });

  it("times each recording's words with OpenAI's transcription of it, and stores and serves the timings beside it", async () => {
    fake.answerWith({ bytes: MP3, contentType: "audio/mpeg" });
    const id = await insertStory({ pages: storyPages(1) });
    const before = transcriptionRequests().length;
    await record(id);
    await runJobsUntilSettled(id);

    const sent = transcriptionRequests().slice(before);
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.method).toBe("POST");
      expect(request.headers["content-type"]).toMatch(/^multipart\/form-data/);
      expect(request.headers.authorization).toBe("Bearer sk-test");
      expect(formField(request.body, "model")).toBe(WORD_TIMING_MODEL);
      expect(formField(request.body, "response_format")).toBe("verbose_json");
      expect(formField(request.body, "timestamp_granularities[]")).toBe("word");
      // The recording itself is what is transcribed.
      expect(request.body).toContain(MP3.toString("utf8"));
    }
    expect(sent.map((request) => [formField(request.body, "language"), formField(request.body, "prompt")])).toEqual([
      ["en", "English 1"],
      ["es", "Español 1"],
    ]);

    const recordings = await storyRecordings(await getDb(), id);
    expect(recordings).toHaveLength(2);
    for (const recording of recordings) {
      const served = await serveStored(timingsUrl(recording.url));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("application/json");
      expect(served.headers.get("cache-control")).toContain("immutable");
      expect(await served.json()).toEqual({ words: TRANSCRIPT.words, duration: TRANSCRIPT.duration });
    }
  });

  it("keeps a recording whose transcription fails: it plays, timed by an estimate, with no timings stored", async () => {
    fake.answerWith({ bytes: MP3, contentType: "audio/mpeg" });
    fake.answerPath(TRANSCRIPTIONS, { status: 400, json: { error: { message: "Audio file is too short", type: "invalid_request_error" } } });
    try {
      const id = await insertStory({ pages: storyPages(1) });
      await record(id);
      await runJobsUntilSettled(id);
      const [job] = await narrationJobs(id);
      expect(job).toMatchObject({ status: "done" });
      const recordings = await storyRecordings(await getDb(), id);
      expect(recordings).toHaveLength(2);
      expect((await serveStored(recordings[0]!.url)).status).toBe(200);
      expect((await serveStored(timingsUrl(recordings[0]!.url))).status).toBe(404);
    } finally {
      fake.answerPath(TRANSCRIPTIONS, { json: TRANSCRIPT });
    }
  });

  it("is for admins only, and answers 404 for an unknown story and 400 for a story still being written", async () => {
    const id = await insertStory({ pages: storyPages(1) });
    expect((await record(id, { cookie: undefined })).status).toBe(401);
    expect((await narrationOf(id, { cookie: undefined })).status).toBe(401);
    expect(await narrationJobs(id)).toEqual([]);
    expect((await record(987654)).status).toBe(404);
    expect((await narrationOf(987654)).status).toBe(404);
    const writing = await insertStory({ status: "generating", storyData: null });
    expect((await record(writing)).status).toBe(400);
    expect(await narrationJobs(writing)).toEqual([]);
  });

  it("counts narrated pages against the day's limit: what is left is queued, then 429", async () => {
    const { left } = (await status(await insertStory({ pages: storyPages(1) }))).allowance;
    expect(left).toBeGreaterThan(0);
    const id = await insertStory({ pages: storyPages(left + 2) });
    const answer = await (await record(id)).json();
    expect(answer).toMatchObject({ queued: Array.from({ length: left }, (_, index) => index + 1) });
    expect(answer.message).toContain("today's narration limit is reached");
    await (await getDb()).update(jobs).set({ status: "done" }).where(eq(jobs.storyId, id));
    const refused = await record(await insertStory({ pages: storyPages(1) }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(/^The daily limit of 30 narrated pages has been reached/);
  });
});
