import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { jobs, stories } from "@/lib/db/schema";
import { POST as generate } from "@/app/api/stories/generate/route";
import { GET as generator } from "@/app/api/stories/generator/route";
import { OFFLINE_PROMPT_HEADER, writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { describeScene, type ScenePlan } from "@/lib/story-writing/scene/plan";
import type { StoryWriter } from "@/lib/story-writing/types";
import type { StoryWriterInfoResponse } from "@/lib/api/story-generation";
import { createStoryTextHandler, startStoryGeneration } from "@/lib/stories/server/generation";
import { findAnyStory, type StoryRecord } from "@/lib/stories/server/queries";
import { claudeAnswer, fakeClaudeForFile } from "../../support/fake-claude";
import { get, post, signedInAdmin } from "../support/accounts";
import { startTestWorker, stopTestWorkers, until } from "../support/job-worker";
import { scenePlan } from "../../support/fixtures/scene-plan";
import { generationRequest } from "../../support/fixtures/stories";

const form = generationRequest();

const fake = fakeClaudeForFile();
let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});
afterEach(stopTestWorkers);

/** Runs the story-text jobs in this process with the given writer, as the server's worker would. */
function runWorker(writer: StoryWriter) {
  startTestWorker({ handlers: { "story-text": createStoryTextHandler(() => writer) }, leaseMs: 1_000 });
}

async function settled(id: number): Promise<StoryRecord> {
  return until(`story ${id} to be written`, async () => {
    const story = await findAnyStory(id);
    return story && story.status !== "generating" && story;
  });
}

const claude = () => fake.writer();

const scene: ScenePlan = scenePlan();
const page = (n: number) => ({
  pageNumber: n,
  storyText: `Pepita and Abuelita stir the pot on page ${n}, and she smiles.`,
  spanishText: `Pepita y Abuelita mueven la olla en la página ${n}, y ella sonríe.`,
  scene,
  descriptionEn: `Abuelita and Pepita stir a clay pot in the kitchen, picture ${n}.`,
  descriptionEs: `Abuelita y Pepita mueven una olla de barro en la cocina, dibujo ${n}.`,
});
const validStory = { title: "Winter Beans", spanishTitle: "Frijoles de invierno", pages: Array.from({ length: 10 }, (_, i) => page(i + 1)) };

describe("POST /api/stories/generate", () => {
  it("answers at once with the story id; the story waits as 'generating' with its prompt and job", async () => {
    const response = await generate(post("/api/stories/generate", form, { cookie }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; storyId: number; message: string };
    expect(body).toEqual({ success: true, storyId: expect.any(Number), message: `Story created successfully! Story ID: ${body.storyId}` });

    const story = (await findAnyStory(body.storyId))!;
    expect(story).toMatchObject({
      status: "generating",
      imageStatus: "pending",
      activityType: "Cooking",
      season: "Winter",
      pepitaRole: "Helpful",
      storyData: null,
    });
    expect(story.pepitaCustomization).toMatchObject({ personality: ["Brave", "Curious"], favoriteActivity: "dancing", outfit: "a red rebozo" });
    expect(story.fullPrompt!.split("\n")[0]).toBe(OFFLINE_PROMPT_HEADER);
    expect(story.fullPrompt).toContain("Activity: Cooking; Season: Winter; Pepita's role: Helpful");
    const db = await getDb();
    expect(await db.select().from(jobs).where(eq(jobs.storyId, body.storyId))).toMatchObject([{ kind: "story-text", status: "queued", attempts: 0 }]);
  });

  it("then the worker writes ten pages with the offline generator and the story is complete", async () => {
    const { storyId } = (await (await generate(post("/api/stories/generate", form, { cookie }))).json()) as { storyId: number };
    const { getStoryWriter } = await import("@/lib/story-writing/writer");
    runWorker(getStoryWriter());
    const story = await settled(storyId);
    expect(story).toMatchObject({
      status: "complete",
      errorMessage: null,
      title: writeOfflineStory(form, storyId).title,
      spanishTitle: writeOfflineStory(form, storyId).spanishTitle,
    });
    const pages = story.storyData!.pages as { pageNumber: number; storyText: string; spanishText: string; sceneDescription: string }[];
    expect(pages.map((p) => p.pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const p of pages) for (const text of [p.storyText, p.spanishText, p.sceneDescription]) expect(text.trim()).not.toBe("");
    // The offline writer describes each picture from its plan, in both languages.
    const written = writeOfflineStory(form, storyId).pages;
    expect(story.storyData!.pages.map((p) => [p.descriptionEn, p.descriptionEs])).toEqual(written.map((p) => [p.descriptionEn, p.descriptionEs]));
    expect(written.every((p) => p.descriptionEn && p.descriptionEs)).toBe(true);
    expect(pages[0]!.storyText).toContain("her red rebozo");
  });

  it("refuses an incomplete form with the form's message and stores nothing", async () => {
    const db = await getDb();
    const before = (await db.select().from(jobs)).length;
    const response = await generate(
      post("/api/stories/generate", { ...form, pepitaCustomization: { ...form.pepitaCustomization, personality: [] } }, { cookie }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: "Select at least one personality trait" });
    expect((await db.select().from(jobs)).length).toBe(before);
  });
});

describe("an activity the offline writer has no story for", () => {
  it("is refused at once with 422, naming the activity, the nearest ones it knows and the API key, and no story is stored", async () => {
    const db = await getDb();
    const before = (await db.select().from(stories)).length;
    const response = await generate(post("/api/stories/generate", { ...form, activityType: "Show and tell at the museum" }, { cookie }));
    expect(response.status).toBe(422);
    const { success, message } = (await response.json()) as { success: boolean; message: string };
    expect(success).toBe(false);
    expect(message).toMatch(
      /^The offline writer has no story for "Show and tell at the museum"\. The nearest it knows: "visit Pepita's classroom for show and tell"/,
    );
    expect(message).toContain("set ANTHROPIC_API_KEY so Claude writes any activity");
    expect((await db.select().from(stories)).length).toBe(before);
  });

  it("is written by Claude, which can write any activity", async () => {
    fake.answerWith(claudeAnswer(validStory));
    const id = await startStoryGeneration({ ...form, activityType: "Show and tell at the museum" }, claude());
    expect((await findAnyStory(id))!.status).toBe("generating");
  });
});

describe("GET /api/stories/generator", () => {
  it("says the offline generator is in use when no key is set", async () => {
    const response = await generator(get("/api/stories/generator", cookie));
    const body = (await response.json()) as StoryWriterInfoResponse;
    expect(body).toMatchObject({ success: true, provider: "offline", name: "Offline story generator" });
    expect(body.activities!.length).toBeGreaterThanOrEqual(40);
    expect(body.activities).toContainEqual(expect.objectContaining({ en: "Bake pan dulce", es: "Hornear pan dulce" }));
  });
});

describe("story text from Claude (a loopback fake of the Messages API)", () => {
  it("a valid answer completes the story with Claude's title and pages; fullPrompt is the prompt sent", async () => {
    fake.answerWith(claudeAnswer(validStory));
    const writer = claude();
    const id = await startStoryGeneration(form, writer);
    expect((await findAnyStory(id))!.fullPrompt).toBe(writer.prompt(form));
    runWorker(writer);
    const story = await settled(id);
    expect(story).toMatchObject({ status: "complete", title: "Winter Beans", spanishTitle: "Frijoles de invierno", errorMessage: null });
    expect(story.storyData!.pages[3]).toEqual({ ...page(4), sceneDescription: describeScene(scene) });
    // Claude's picture descriptions are stored with each page, in both languages.
    expect(story.storyData!.pages.map((p) => [p.descriptionEn, p.descriptionEs])).toEqual(validStory.pages.map((p) => [p.descriptionEn, p.descriptionEs]));
    const sent = fake.lastJson() as { system: string; messages: { content: string }[] };
    expect(story.fullPrompt).toBe(`${sent.system}\n\n${sent.messages[0]!.content}`);
  });

  it("an invalid answer is asked for again, and a valid second answer completes the story", async () => {
    fake.answerWith(claudeAnswer(validStory));
    fake.answerNext(claudeAnswer({ ...validStory, pages: validStory.pages.slice(0, 9) }));
    const before = fake.requests.length;
    const id = await startStoryGeneration(form, claude());
    runWorker(claude());
    expect(await settled(id)).toMatchObject({ status: "complete", title: "Winter Beans" });
    expect(fake.requests.length - before).toBe(2);
  });

  it("two invalid answers fail the story with a readable message", async () => {
    const english = validStory.pages.map((p) => ({ ...p, spanishText: p.storyText }));
    fake.answerWith(claudeAnswer({ ...validStory, pages: english }));
    const before = fake.requests.length;
    const id = await startStoryGeneration(form, claude());
    runWorker(claude());
    const story = await settled(id);
    expect(story.status).toBe("failed");
    expect(story.errorMessage).toBe(
      "The story writer twice answered with a story that could not be used (page 1: the Spanish text is a copy of the English). Please try again.",
    );
    expect(fake.requests.length - before).toBe(2);
    const db = await getDb();
    expect((await db.select().from(jobs).where(eq(jobs.storyId, id)))[0]).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("a server error fails the story with a readable message, without asking again", async () => {
    fake.answerWith({ status: 500, json: { type: "error", error: { type: "api_error", message: "Overloaded kitchen" } } });
    const before = fake.requests.length;
    const id = await startStoryGeneration(form, claude());
    runWorker(claude());
    const story = await settled(id);
    expect(story.status).toBe("failed");
    expect(story.errorMessage).toBe("Claude could not write the story: the service answered 500 (Overloaded kitchen). Please try again.");
    expect(fake.requests.length - before).toBe(1);
  });
});
