import { beforeAll, describe, expect, it } from "vitest";
import { GET as progressOf } from "@/app/api/stories/[id]/progress/route";
import type { StoryProgressResponse } from "@/lib/api/story-generation";
import { getDb } from "@/lib/db";
import { claimJob, enqueueJob, retryJobLater } from "@/lib/jobs/queue";
import { completeStoryText, failStory } from "@/lib/stories/server/commands";
import { FAILED_WITHOUT_REASON } from "@/lib/stories/server/progress";
import { get, signedInAdmin } from "../support/accounts";
import { insertStory, storyPages } from "../support/stories";

let cookie: string;

// `null`: no session cookie at all.
const ask = (id: string, as: string | null = cookie) => progressOf(get(`/api/stories/${id}/progress`, as ?? undefined), { params: Promise.resolve({ id }) });

async function progress(id: number) {
  const response = await ask(String(id));
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return ((await response.json()) as StoryProgressResponse).progress;
}

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});

describe("GET /api/stories/{id}/progress", () => {
  it("refuses visitors (401) and accounts without admin access (403), bad ids (400) and unknown stories (404)", async () => {
    const id = await insertStory({ status: "generating", storyData: null });
    expect((await ask(String(id), null)).status).toBe(401);
    const { cookie: visitor } = await signedInAdmin({ isAdmin: false });
    expect((await ask(String(id), visitor)).status).toBe(403);
    expect((await ask("seven")).status).toBe(400);
    expect((await ask("99999999")).status).toBe(404);
  });

  it("follows the text's job: waiting, written (with the attempt), waiting again after a failed attempt, then done", async () => {
    const db = await getDb();
    const id = await insertStory({ status: "generating", storyData: null });
    expect(await progress(id)).toEqual({ phase: "queued" });

    await enqueueJob(db, { kind: "story-text", storyId: id });
    expect(await progress(id)).toEqual({ phase: "queued" });

    // Other stories' jobs may be due first: take jobs until this story's is the one held.
    let claimed = await claimJob(db, { owner: "test", kinds: ["story-text"], leaseMs: 60_000 });
    while (claimed && claimed.storyId !== id) claimed = await claimJob(db, { owner: "test", kinds: ["story-text"], leaseMs: 60_000 });
    expect(claimed?.storyId).toBe(id);
    expect(await progress(id)).toEqual({ phase: "writing", attempt: 1, maxAttempts: 3 });

    await retryJobLater(db, claimed!, "The writer timed out", 60_000);
    expect(await progress(id)).toEqual({ phase: "retrying", attempt: 1, maxAttempts: 3, lastError: "The writer timed out" });

    await completeStoryText(id, { title: "Done", pages: storyPages(10) }, { writer: "offline", writerModel: null });
    expect(await progress(id)).toEqual({ phase: "done" });
  });

  it("says why a story failed, or that no reason was kept", async () => {
    const failed = await insertStory({ status: "generating", storyData: null });
    await failStory(failed, "The writer refused: too long. Please try again.");
    expect(await progress(failed)).toEqual({ phase: "failed", message: "The writer refused: too long. Please try again." });

    const silent = await insertStory({ status: "failed", storyData: null, errorMessage: null });
    expect(await progress(silent)).toEqual({ phase: "failed", message: FAILED_WITHOUT_REASON });
  });
});
