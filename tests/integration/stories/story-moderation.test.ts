import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { OPENAI_MODERATION_MODEL, createOpenAIModeration } from "@/lib/story-writing/moderation/openai-moderation";
import { MODERATION_UNAVAILABLE } from "@/lib/story-writing/moderation/moderate";
import { createStoryTextHandler, startStoryGeneration } from "@/lib/stories/server/generation";
import { findAnyStory, type StoryRecord } from "@/lib/stories/server/queries";
import { createOfflineStoryWriter } from "@/lib/story-writing/offline-writer";
import type { StoryWriter } from "@/lib/story-writing/types";
import { startFakeServer, type FakeServer } from "../../support/fake-http-server";
import { claudeAnswer, fakeClaudeForFile } from "../../support/fake-claude";
import { startTestWorker, stopTestWorkers, until } from "../support/job-worker";
import { scenePlan } from "../../support/fixtures/scene-plan";
import { generationRequest } from "../../support/fixtures/stories";

// Claude's story is moderated before it is stored: OpenAI's moderation endpoint (a loopback
// fake here) and the word list. A flagged story is stored complete but held for review.

const form = generationRequest();

const anthropic = fakeClaudeForFile();
let openai: FakeServer;

beforeAll(async () => {
  openai = await startFakeServer();
});
afterAll(() => openai.close());
afterEach(stopTestWorkers);

const claude = () => anthropic.writer();
const moderation = () => createOpenAIModeration({ apiKey: "sk-test", baseURL: `${openai.url}/v1`, maxRetries: 0 });

const page = (n: number, spanishText = `Pepita y Abuelita mueven la olla en la página ${n}.`) => ({
  pageNumber: n,
  storyText: `Pepita and Abuelita stir the pot on page ${n}, and she smiles.`,
  spanishText,
  scene: scenePlan(),
  descriptionEn: "Abuelita and Pepita stir a clay pot in the kitchen.",
  descriptionEs: "Abuelita y Pepita mueven una olla de barro en la cocina.",
});
const story = (pages = Array.from({ length: 10 }, (_, i) => page(i + 1))) => ({ title: "Winter Beans", spanishTitle: "Frijoles de invierno", pages });

const CATEGORIES = ["harassment", "hate", "self-harm", "sexual", "sexual/minors", "violence", "violence/graphic", "illicit"];

/** OpenAI's answer for `count` texts, the ones at `flagged` flagged for `categories`. */
function moderationAnswer(count: number, flagged: Record<number, string[]> = {}) {
  return {
    json: {
      id: "modr-test",
      model: OPENAI_MODERATION_MODEL,
      results: Array.from({ length: count }, (_, index) => ({
        flagged: index in flagged,
        categories: Object.fromEntries(CATEGORIES.map((category) => [category, flagged[index]?.includes(category) ?? false])),
        category_scores: Object.fromEntries(CATEGORIES.map((category) => [category, flagged[index]?.includes(category) ? 0.9 : 0.001])),
        category_applied_input_types: Object.fromEntries(CATEGORIES.map((category) => [category, ["text"]])),
      })),
    },
  };
}

// Two titles, then each page's English text, Spanish text, scene description and its picture's two descriptions.
const TEXTS = 2 + 10 * 5;
const pageText = (pageNumber: number, which: 0 | 1 | 2 | 3 | 4) => 2 + (pageNumber - 1) * 5 + which;

async function written(writer: StoryWriter = claude()): Promise<StoryRecord> {
  const id = await startStoryGeneration(form, writer);
  startTestWorker({
    handlers: {
      "story-text": createStoryTextHandler(
        () => writer,
        (provider) => (provider === "claude" ? moderation() : null),
      ),
    },
    leaseMs: 1_000,
  });
  return until(`story ${id} to be written`, async () => {
    const stored = await findAnyStory(id);
    return stored && stored.status !== "generating" && stored;
  });
}

describe("moderation of a written story", () => {
  it("stores a clean story as it always did, after one moderation request with every title and page text", async () => {
    anthropic.answerWith(claudeAnswer(story()));
    openai.answerWith(moderationAnswer(TEXTS));
    const before = openai.requests.length;
    const stored = await written();
    expect(stored).toMatchObject({ status: "complete", needsReview: false, reviewReason: null, published: false });
    const sent = openai.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe("/v1/moderations");
    expect(sent[0]!.headers.authorization).toBe("Bearer sk-test");
    const body = JSON.parse(sent[0]!.body) as { model: string; input: string[] };
    expect(body.model).toBe("omni-moderation-latest");
    expect(body.input).toHaveLength(TEXTS);
    expect(body.input.slice(0, 3)).toEqual(["Winter Beans", "Frijoles de invierno", "Pepita and Abuelita stir the pot on page 1, and she smiles."]);
  });

  it("holds a story OpenAI flags for review, saying where and why", async () => {
    anthropic.answerWith(claudeAnswer(story()));
    openai.answerWith(moderationAnswer(TEXTS, { [pageText(4, 1)]: ["violence"] }));
    const stored = await written();
    expect(stored).toMatchObject({ status: "complete", needsReview: true, published: false });
    expect(stored.reviewReason).toBe("OpenAI moderation flagged page 4's Spanish text (violence).");
  });

  it("holds a story the word list flags even when OpenAI passes it", async () => {
    const pages = story().pages.map((each) => (each.pageNumber === 6 ? page(6, "Abuelita dijo: ¡carajo, se quemó!") : each));
    anthropic.answerWith(claudeAnswer(story(pages)));
    openai.answerWith(moderationAnswer(TEXTS));
    const stored = await written();
    expect(stored).toMatchObject({ status: "complete", needsReview: true });
    expect(stored.reviewReason).toBe(`The word list found "carajo" (profanity) in page 6's Spanish text.`);
  });

  it("reads the picture descriptions too", async () => {
    const pages = story().pages.map((each) => (each.pageNumber === 3 ? { ...each, descriptionEs: "Abuelita dice ¡carajo! junto a la olla." } : each));
    anthropic.answerWith(claudeAnswer(story(pages)));
    openai.answerWith(moderationAnswer(TEXTS, { [pageText(2, 3)]: ["violence"] }));
    const stored = await written();
    expect(stored).toMatchObject({ status: "complete", needsReview: true });
    expect(stored.reviewReason).toContain(`"carajo" (profanity) in page 3's Spanish picture description`);
    expect(stored.reviewReason).toContain("page 2's English picture description (violence)");
  });

  it("holds the story as 'moderation unavailable' when the moderation endpoint fails, and does not pass it silently", async () => {
    for (const failure of [
      { status: 500, json: { error: { message: "The server had an error", type: "server_error" } } },
      { json: { id: "modr-short", model: OPENAI_MODERATION_MODEL, results: [] } },
    ]) {
      anthropic.answerWith(claudeAnswer(story()));
      openai.answerWith(failure);
      const stored = await written();
      expect(stored).toMatchObject({ status: "complete", needsReview: true, published: false });
      expect(stored.reviewReason).toMatch(new RegExp(`^${MODERATION_UNAVAILABLE}: OpenAI moderation could not check the story \\(.+\\)\\.$`));
    }
  });

  it("checks the offline writer's stories against the word list only: OpenAI is not asked", async () => {
    const before = openai.requests.length;
    const stored = await written(createOfflineStoryWriter());
    expect(stored).toMatchObject({ status: "complete", needsReview: false });
    expect(openai.requests.length).toBe(before);
  });
});

describe("the moderation service in use", () => {
  it("is OpenAI's for Claude's stories when OPENAI_API_KEY is set, and none otherwise or for the offline writer", async () => {
    vi.resetModules();
    const { moderationServiceFor } = await import("@/lib/story-writing/moderation/service");
    expect(moderationServiceFor("claude")).toBeNull();
    vi.resetModules();
    process.env.OPENAI_API_KEY = "sk-from-env";
    process.env.OPENAI_BASE_URL = `${openai.url}/v1`;
    try {
      const fresh = await import("@/lib/story-writing/moderation/service");
      expect(fresh.moderationServiceFor("offline")).toBeNull();
      const service = fresh.moderationServiceFor("claude")!;
      expect(service.name).toBe("OpenAI moderation");
      openai.answerWith(moderationAnswer(1));
      expect(await service.flaggedCategories(["Hola"])).toEqual([[]]);
      expect(openai.requests.at(-1)!.headers.authorization).toBe("Bearer sk-from-env");
    } finally {
      delete process.env.OPENAI_API_KEY;
      delete process.env.OPENAI_BASE_URL;
      vi.resetModules();
    }
  });
});
