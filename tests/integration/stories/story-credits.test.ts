import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { stories } from "@/lib/db/schema";
import { POST as generateImage } from "@/app/api/stories/[id]/generate-image/[pageNumber]/route";
import type { ImageGeneratedResponse } from "@/lib/api/images";
import { createOpenAIImageGenerator } from "@/lib/images/openai-generator";
import { createOfflineStoryWriter } from "@/lib/story-writing/offline-writer";
import type { ImageGenerator, StoryWriter } from "@/lib/story-writing/types";
import { createStoryTextHandler, startStoryGeneration } from "@/lib/stories/server/generation";
import { deletePageImage, generateStoryPageImage } from "@/lib/stories/server/images";
import { setPageImage } from "@/lib/stories/server/commands";
import { findAnyStory, storyListVersion } from "@/lib/stories/server/queries";
import { storyListJson } from "@/lib/stories/server/story-list";
import type { StorySummary } from "@/lib/stories/model/types";
import { CLAUDE_TEST_MODEL, claudeAnswer, fakeClaudeForFile } from "../../support/fake-claude";
import { scenePlan } from "../../support/fixtures/scene-plan";
import { generationRequest } from "../../support/fixtures/stories";
import { signedInAdmin } from "../support/accounts";
import { routeCallerAs } from "../support/route-caller";
import { startTestWorker, stopTestWorkers, until } from "../support/job-worker";
import { insertStory, storyPages, storyRow } from "../support/stories";

// Who wrote each story and who drew each picture is stored with it, by every writer and
// illustrator path, so the back office can name them; nothing already stored is guessed.

const form = generationRequest({ personality: ["Brave"], outfit: "" });

// Claude's fake answers as OpenAI's images API too, in the picture tests.
const fake = fakeClaudeForFile();
let cookie: string;
let picture: Buffer;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1536"><rect width="1024" height="1536" fill="#fff"/><circle cx="512" cy="700" r="200" fill="none" stroke="#000" stroke-width="10"/></svg>`;
  picture = await sharp(Buffer.from(svg)).png().toBuffer();
});
afterEach(stopTestWorkers);

const api = routeCallerAs(() => cookie);

/** Writes the story with `writer` in a worker of this process, as the server's would. */
async function written(id: number, writer: StoryWriter) {
  startTestWorker({ handlers: { "story-text": createStoryTextHandler(() => writer) }, leaseMs: 1_000 });
  return until(`story ${id} to be written`, async () => {
    const story = await findAnyStory(id);
    return story && story.status !== "generating" && story;
  });
}

const page = (n: number) => ({
  pageNumber: n,
  storyText: `Pepita and Abuelita stir the pot on page ${n}, and she smiles.`,
  spanishText: `Pepita y Abuelita mueven la olla en la página ${n}, y ella sonríe.`,
  scene: scenePlan(),
  descriptionEn: "Abuelita and Pepita stir a clay pot in the kitchen.",
  descriptionEs: "Abuelita y Pepita mueven una olla de barro en la cocina.",
});
const claudeStory = { title: "Winter Beans", spanishTitle: "Frijoles de invierno", pages: Array.from({ length: 10 }, (_, i) => page(i + 1)) };

describe("who wrote a story", () => {
  it("the offline writer is recorded when the story is created and confirmed when its text is stored", async () => {
    const writer = createOfflineStoryWriter();
    const id = await startStoryGeneration(form, writer);
    expect(await storyRow(id)).toMatchObject({ status: "generating", writer: "offline", writerModel: null });
    expect(await written(id, writer)).toMatchObject({ status: "complete", writer: "offline", writerModel: null });
  });

  it("Claude is recorded with its model, through the Messages API", async () => {
    fake.answerWith(claudeAnswer(claudeStory));
    const writer = fake.writer();
    const id = await startStoryGeneration(form, writer);
    expect(await storyRow(id)).toMatchObject({ writer: "claude", writerModel: CLAUDE_TEST_MODEL });
    expect(await written(id, writer)).toMatchObject({ status: "complete", title: "Winter Beans", writer: "claude", writerModel: CLAUDE_TEST_MODEL });
  });

  it("reads 'unknown' for a story stored without one, and the database refuses a writer it does not know", async () => {
    const db = await getDb();
    await db.execute(sql`insert into stories (activity_type, season, pepita_role) values ('Garden', 'Spring', 'Helpful')`);
    const [row] = await db
      .select()
      .from(stories)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(row).toMatchObject({ writer: "unknown", writerModel: null, imageCredits: null });
    await expect(
      db.execute(sql`insert into stories (activity_type, season, pepita_role, writer) values ('Garden', 'Spring', 'Helpful', 'gpt')`),
    ).rejects.toThrow();
  });
});

describe("who drew a picture", () => {
  it("'Generate' records the offline illustrator by default, and its answer names it for the toast", async () => {
    const id = await insertStory({ writer: "offline" });
    const response = await api(generateImage, "POST", "/api/stories/[id]/generate-image/[pageNumber]", { params: { id, pageNumber: 1 } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ImageGeneratedResponse;
    expect(body.credit).toEqual({ by: "offline" });
    expect((await storyRow(id)).imageCredits).toEqual({ "1": { by: "offline" } });
  });

  it("OpenAI is recorded with its model, through the images API", async () => {
    fake.answerWith({ json: { created: 1, data: [{ b64_json: picture.toString("base64") }] } });
    const id = await insertStory();
    const openai = createOpenAIImageGenerator({ apiKey: "sk-test", baseURL: `${fake.url}/v1`, model: "gpt-image-test", maxRetries: 0 });
    const drawn = await generateStoryPageImage(id, 2, openai);
    expect(drawn.credit).toEqual({ by: "openai", model: "gpt-image-test" });
    expect((await storyRow(id)).imageCredits).toEqual({ "2": { by: "openai", model: "gpt-image-test" } });
  });

  it("Midjourney's picture is recorded as Midjourney's; replacing or deleting a picture replaces or drops its credit, and an upload is left as the admin's", async () => {
    const id = await insertStory({ imageData: { "4": "/objects/generated/old.png" } });
    const midjourney: ImageGenerator = {
      provider: "midjourney",
      name: "Midjourney (Discord)",
      generate: async () => ({ png: picture, provider: "midjourney" }),
    };
    await generateStoryPageImage(id, 3, midjourney);
    await generateStoryPageImage(id, 4, midjourney);
    expect((await storyRow(id)).imageCredits).toEqual({ "3": { by: "midjourney" }, "4": { by: "midjourney" } });

    await setPageImage(id, 3, "manual", "/objects/manual/upload.png");
    expect((await storyRow(id)).imageCredits).toEqual({ "3": { by: "midjourney" }, "4": { by: "midjourney" } });
    await deletePageImage(id, 4, "generated");
    expect((await storyRow(id)).imageCredits).toEqual({ "3": { by: "midjourney" } });
  });
});

describe("the stories list's picture counts", () => {
  it("counts each story's pages and those with neither a manual nor a generated picture", async () => {
    const id = await insertStory({
      pages: storyPages(10),
      imageData: { "1": "/objects/generated/1.png", "2": "/objects/generated/2.png" },
      manualImages: { "2": "/objects/manual/2.png", "3": "/objects/manual/3.png" },
    });
    const unwritten = await insertStory({ storyData: null, status: "generating" });
    const list = JSON.parse(await storyListJson(await storyListVersion())) as StorySummary[];
    expect(list.find((story) => story.id === id)).toMatchObject({ pageCount: 10, pagesWithoutPicture: 7, writer: "unknown" });
    expect(list.find((story) => story.id === unwritten)).toMatchObject({ pageCount: 0, pagesWithoutPicture: 0 });
  });
});
