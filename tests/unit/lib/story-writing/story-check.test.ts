import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { checkGeneratedStory, writeUsableStory } from "@/lib/story-writing/check";
import { GenerationError, UnusableStoryError, type GeneratedStory, type StoryWriter } from "@/lib/story-writing/types";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";
import type { StoryGenerationRequest } from "@/lib/api/story-generation";
import { pair, scenePlan } from "@/tests/support/fixtures/scene-plan";

const request: StoryGenerationRequest = {
  activityType: "Market",
  season: "Fall",
  pepitaRole: "Observer",
  pepitaCustomization: { personality: ["Gentle"], favoriteActivity: "drawing" },
};

const scene: ScenePlan = scenePlan({
  setting: "market",
  weather: "sunny",
  characters: pair("standing", "standing"),
  props: ["basket", "mangoes"],
  framing: "wide",
  action: "choosing mangoes at a fruit stall",
});

const page = (n: number) => ({
  pageNumber: n,
  scene,
  storyText: `Pepita holds the basket and Abuelita picks the mangoes, page ${n}.`,
  spanishText: `Pepita sostiene la canasta y Abuelita escoge los mangos, página ${n}.`,
  sceneDescription: `Abuelita and Pepita at the market stall with a basket of fruit, page ${n}.`,
});
const good = { title: "Market Day", spanishTitle: "Día de mercado", pages: Array.from({ length: 10 }, (_, i) => page(i + 1)) };

describe("checkGeneratedStory", () => {
  it("accepts a titled ten-page bilingual story, in page order", () => {
    const result = checkGeneratedStory({ ...good, pages: [...good.pages].reverse() });
    expect(result).toEqual({ ok: true, title: "Market Day", spanishTitle: "Día de mercado", pages: good.pages });
  });

  it("accepts every offline story", () => {
    for (const season of ["Spring", "Summer", "Fall", "Winter"] as const) {
      expect(checkGeneratedStory(writeOfflineStory({ ...request, season })).ok).toBe(true);
    }
  });

  it.each([
    ["nine pages", { ...good, pages: good.pages.slice(0, 9) }, /^pages: /],
    ["no title", { ...good, title: "  " }, /^title: /],
    ["no Spanish title", { ...good, spanishTitle: "" }, /^spanishTitle: /],
    ["a Spanish title left in English", { ...good, spanishTitle: "The day of the market and the fruit" }, /Spanish title reads as English/],
    ["a page without a scene plan", { ...good, pages: good.pages.map((p, i) => (i === 3 ? { ...p, scene: undefined } : p)) }, /^pages\.3\.scene/],
    [
      "a scene plan naming a prop outside the lexicon",
      { ...good, pages: good.pages.map((p) => ({ ...p, scene: { ...scene, props: ["spaceship"] } })) },
      /^pages\.0\.scene\.props/,
    ],
    ["an empty Spanish text", { ...good, pages: good.pages.map((p, i) => (i === 4 ? { ...p, spanishText: " " } : p)) }, /^pages\.4\.spanishText/],
    ["a missing scene", { ...good, pages: good.pages.map((p) => ({ ...p, sceneDescription: undefined })) }, /sceneDescription/],
    ["a page number twice", { ...good, pages: good.pages.map((p, i) => (i === 1 ? { ...p, pageNumber: 1 } : p)) }, /numbered 1 to 10 once each/],
    ["Spanish copied from English", { ...good, pages: good.pages.map((p) => ({ ...p, spanishText: p.storyText })) }, /page 1: the Spanish text is a copy/],
    [
      "one page's Spanish left in English",
      { ...good, pages: good.pages.map((p, i) => (i === 6 ? { ...p, spanishText: "She and her abuela walked to the market with the basket." } : p)) },
      /page 7: the Spanish text reads as English/,
    ],
    [
      "scenes written in Spanish",
      { ...good, pages: good.pages.map((p) => ({ ...p, sceneDescription: "Abuelita y Pepita en el mercado con una canasta de la fruta." })) },
      /page 1: the scene description is not in English/,
    ],
    ["English and Spanish swapped", { ...good, pages: good.pages.map((p) => ({ ...p, storyText: p.spanishText, spanishText: p.storyText })) }, /Spanish/],
    ["not an object", "Once upon a time", /^story: /],
  ])("refuses %s", (_name, candidate, problem) => {
    const result = checkGeneratedStory(candidate);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(problem);
  });

  it("lets an English page quote Abuelita's Spanish", () => {
    const quoting = good.pages.map((p, i) => (i === 2 ? { ...p, storyText: `"Ven, mija, vamos a la cocina," said Abuelita. Pepita ran in.` } : p));
    expect(checkGeneratedStory({ ...good, pages: quoting }).ok).toBe(true);
  });
});

function scriptedWriter(answers: (GeneratedStory | Error)[]): StoryWriter & { calls: number } {
  const writer = {
    provider: "claude" as const,
    name: "scripted",
    calls: 0,
    prompt: () => "the prompt",
    async write() {
      const answer = answers[Math.min(writer.calls, answers.length - 1)]!;
      writer.calls += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return writer;
}

const story = (body: object): GeneratedStory => ({ ...good, fullPrompt: "the prompt", provider: "claude", ...body });

describe("writeUsableStory: an unusable answer is asked for once more", () => {
  it("returns a usable first answer without asking again", async () => {
    const writer = scriptedWriter([story({})]);
    expect((await writeUsableStory(writer, request)).title).toBe("Market Day");
    expect(writer.calls).toBe(1);
  });

  it("asks again after an answer that fails the check, and returns the usable second one", async () => {
    const writer = scriptedWriter([story({ pages: good.pages.slice(0, 3) }), story({ title: "Second Try" })]);
    expect((await writeUsableStory(writer, request)).title).toBe("Second Try");
    expect(writer.calls).toBe(2);
  });

  it("asks again after an answer the writer itself called unusable", async () => {
    const writer = scriptedWriter([new UnusableStoryError("Claude did not return a story (stop reason: refusal)"), story({})]);
    expect((await writeUsableStory(writer, request)).pages).toHaveLength(10);
    expect(writer.calls).toBe(2);
  });

  it("gives up after two unusable answers, saying why", async () => {
    const writer = scriptedWriter([story({ title: "" }), new UnusableStoryError("Claude's answer was not a usable story: bad JSON")]);
    await expect(writeUsableStory(writer, request)).rejects.toThrow(
      new UnusableStoryError(
        "The story writer twice answered with a story that could not be used (Claude's answer was not a usable story: bad JSON). Please try again.",
      ),
    );
    expect(writer.calls).toBe(2);
  });

  it("does not ask again after a service failure", async () => {
    const writer = scriptedWriter([new GenerationError("Claude could not write the story: Connection error."), story({})]);
    await expect(writeUsableStory(writer, request)).rejects.toThrow("Claude could not write the story: Connection error.");
    expect(writer.calls).toBe(1);
  });
});
