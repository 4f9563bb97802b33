import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { GenerationError, UnusableStoryError } from "@/lib/story-writing/types";
import { describeScene, type ScenePlan } from "@/lib/story-writing/scene/plan";
import { describePicture } from "@/lib/story-writing/scene/picture-description";
import type { StoryGenerationRequest } from "@/lib/api/story-generation";
import { CLAUDE_TEST_KEY, CLAUDE_TEST_MODEL, claudeMessage, fakeClaudeForFile } from "../../support/fake-claude";

const request: StoryGenerationRequest = {
  activityType: "Cooking",
  season: "Winter",
  pepitaRole: "Helpful",
  pepitaCustomization: { personality: ["Brave", "Curious"], favoriteActivity: "dancing", outfit: "a red rebozo" },
};

const scene = (n: number) => ({
  setting: n === 10 ? "bedroom" : "kitchen",
  timeOfDay: n === 10 ? "night" : "morning",
  weather: "snowy",
  // The model says Pepita is on the lap while Abuelita stands: the writer makes Abuelita sit.
  characters: [
    { name: "Abuelita", pose: n === 9 ? "standing" : "working" },
    { name: "Pepita", pose: n === 9 ? "lap" : "working" },
  ],
  props: ["beans", "wooden-spoon"],
  framing: "medium",
  action: `stirring the beans, page ${n}`,
});

const page = (n: number) => ({
  pageNumber: n,
  storyText: `Page ${n}: Pepita stirs the beans.`,
  spanishText: `Página ${n}: Pepita mueve los frijoles.`,
  scene: scene(n),
  descriptionEn: `Abuelita and Pepita stir a pot of beans in the kitchen, picture ${n}.`,
  descriptionEs: `Abuelita y Pepita mueven una olla de frijoles en la cocina, dibujo ${n}.`,
});

const story = { title: "Winter Beans", spanishTitle: "Frijoles de invierno", pages: Array.from({ length: 10 }, (_, i) => page(i + 1)) };

// This SDK version sends the key as a bearer token; older ones used x-api-key. Either proves it was sent.
function sentApiKey(headers: IncomingHttpHeaders): string | undefined {
  const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? "")?.[1];
  return bearer ?? (headers["x-api-key"] as string | undefined);
}

type JsonSchema = { type?: string; $ref?: string; $defs?: Record<string, JsonSchema>; properties?: Record<string, JsonSchema>; items?: JsonSchema };

const fake = fakeClaudeForFile();
const writer = () => fake.writer();

describe("Claude story writer", () => {
  it("asks the Messages API for a structured ten-page story with the configured model and key", async () => {
    fake.answerWith({ json: claudeMessage(JSON.stringify(story)) });
    await writer().write(request);
    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v1/messages");
    expect(sentApiKey(sent.headers)).toBe(CLAUDE_TEST_KEY);
    expect(sent.headers["anthropic-version"]).toBeTruthy();
    const body = fake.lastJson() as {
      model: string;
      system: string;
      messages: { role: string; content: string }[];
      output_config: { format: { type: string; schema: JsonSchema } };
    };
    expect(body.model).toBe(CLAUDE_TEST_MODEL);
    expect(body.system).toContain("Abuelita");
    expect(body.system).toContain("coloring page");
    expect(body.messages[0]!.content).toContain("Activity: Cooking");
    expect(body.messages[0]!.content).toContain("Season: Winter");
    expect(body.messages[0]!.content).toContain("Pepita's personality: Brave, Curious");
    expect(body.messages[0]!.content).toContain("Pepita wears: a red rebozo");
    expect(body.output_config.format.type).toBe("json_schema");
    const schema = body.output_config.format.schema;
    expect(schema.properties!.pages!.type).toBe("array");
    const items = schema.properties!.pages!.items!;
    const pageSchema = items.$ref ? schema.$defs![items.$ref.replace("#/$defs/", "")]! : items;
    expect(Object.keys(pageSchema.properties!).sort()).toEqual(["descriptionEn", "descriptionEs", "pageNumber", "scene", "spanishText", "storyText"]);
    expect(Object.keys(schema.properties!).sort()).toEqual(["pages", "spanishTitle", "title"]);
    const sceneSchema = pageSchema.properties!.scene!;
    const plan = sceneSchema.$ref ? schema.$defs![sceneSchema.$ref.replace("#/$defs/", "")]! : sceneSchema;
    expect(Object.keys(plan.properties!).sort()).toEqual(["action", "characters", "framing", "props", "setting", "timeOfDay", "weather"]);
    expect(JSON.stringify(schema)).toContain("papel-picado");
    expect(body.system).toContain("scene: what the page's coloring page shows, as a plan");
    expect(body.system).toContain("descriptionEn and descriptionEs: what the coloring picture shows");
  });

  it("keeps Claude's picture descriptions, and puts the plan's in place of one that is blank or too long", async () => {
    const pages = story.pages.map((p, i) => (i === 1 ? { ...p, descriptionEn: "   " } : i === 2 ? { ...p, descriptionEs: "muy largo ".repeat(40) } : p));
    fake.answerWith({ json: claudeMessage(JSON.stringify({ ...story, pages })) });
    const result = await writer().write(request);
    expect(result.pages[0]).toMatchObject({ descriptionEn: page(1).descriptionEn, descriptionEs: page(1).descriptionEs });
    const planned = (n: number) => describePicture(result.pages[n]!.scene!);
    expect(result.pages[1]).toMatchObject({ descriptionEn: planned(1).en, descriptionEs: page(2).descriptionEs });
    expect(result.pages[2]).toMatchObject({ descriptionEn: page(3).descriptionEn, descriptionEs: planned(2).es });
    expect(planned(1).en).toMatch(/^Abuelita and Pepita are working at a table in the kitchen\./);
  });

  it("returns the parsed story labelled claude, with the prompt it sent", async () => {
    fake.answerWith({ json: claudeMessage(JSON.stringify(story)) });
    const result = await writer().write(request);
    expect(result.provider).toBe("claude");
    expect(result.title).toBe("Winter Beans");
    expect(result.spanishTitle).toBe("Frijoles de invierno");
    expect(result.pages).toHaveLength(10);
    expect(result.pages[3]).toEqual({ ...page(4), sceneDescription: describeScene(page(4).scene as ScenePlan) });
    expect(result.pages[3]!.sceneDescription).toMatch(/^In the kitchen, a snowy morning outside the window: stirring the beans, page 4\./);
    expect(result.pages[8]!.scene!.characters).toEqual([
      { name: "Abuelita", pose: "sitting" },
      { name: "Pepita", pose: "lap" },
    ]);
    expect(result.pages[8]!.sceneDescription).toContain("Abuelita (silver hair in a bun with a flower, round glasses, embroidered blouse, apron) sitting");
    expect(result.fullPrompt).toContain("Activity: Cooking");
  });

  it("puts pages in order and numbers them 1 to 10 whatever numbering the model used", async () => {
    const shuffled = { ...story, pages: [...story.pages].reverse().map((p, i) => (i === 0 ? { ...p, pageNumber: 10 } : p)) };
    fake.answerWith({ json: claudeMessage(JSON.stringify(shuffled)) });
    const result = await writer().write(request);
    expect(result.pages.map((p) => p.pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.pages[0]!.storyText).toContain("Page 1:");
  });

  it("fails with a service GenerationError (not an unusable answer) when the API answers 500", async () => {
    fake.answerWith({ status: 500, json: { type: "error", error: { type: "api_error", message: "Overloaded kitchen" } } });
    const failure = writer().write(request);
    await expect(failure).rejects.toBeInstanceOf(GenerationError);
    await expect(failure).rejects.not.toBeInstanceOf(UnusableStoryError);
    await expect(writer().write(request)).rejects.toThrow(/Claude could not write the story: .*500/);
  });

  it("retries a 5xx itself when allowed to, before giving up", async () => {
    fake.answerWith({ json: claudeMessage(JSON.stringify(story)) });
    fake.answerNext({ status: 503, json: { type: "error", error: { type: "overloaded_error", message: "Busy" } } });
    const before = fake.requests.length;
    const retrying = fake.writer(1);
    expect((await retrying.write(request)).title).toBe("Winter Beans");
    expect(fake.requests.length - before).toBe(2);
  });

  it("calls a story with the wrong number of pages unusable", async () => {
    fake.answerWith({ json: claudeMessage(JSON.stringify({ ...story, pages: story.pages.slice(0, 9) })) });
    const failure = writer().write(request);
    await expect(failure).rejects.toBeInstanceOf(UnusableStoryError);
    await expect(failure).rejects.toThrow(/Claude's answer was not a usable story: Failed to parse structured output/);
  });

  it("calls an answer that is not JSON unusable", async () => {
    fake.answerWith({ json: claudeMessage("Once upon a time...") });
    await expect(writer().write(request)).rejects.toThrow(UnusableStoryError);
  });

  it("calls a refusal with no text unusable", async () => {
    fake.answerWith({ json: claudeMessage("", "refusal") });
    await expect(writer().write(request)).rejects.toThrow(new UnusableStoryError("Claude did not return a story (stop reason: refusal)"));
  });

  it("gives the prompt it sends as its fullPrompt", async () => {
    fake.answerWith({ json: claudeMessage(JSON.stringify(story)) });
    const result = await writer().write(request);
    expect(writer().prompt(request)).toBe(result.fullPrompt);
    const body = fake.lastJson() as { system: string; messages: { content: string }[] };
    expect(result.fullPrompt).toBe(`${body.system}\n\n${body.messages[0]!.content}`);
  });
});

describe("getStoryWriter", () => {
  it("uses Claude at ANTHROPIC_BASE_URL when ANTHROPIC_API_KEY is set", async () => {
    vi.resetModules();
    process.env.ANTHROPIC_API_KEY = "sk-ant-from-env";
    process.env.ANTHROPIC_BASE_URL = fake.url;
    process.env.ANTHROPIC_MODEL = "claude-env-model";
    try {
      const { getStoryWriter, storyWriterInfo } = await import("@/lib/story-writing/writer");
      fake.answerWith({ json: claudeMessage(JSON.stringify(story)) });
      const result = await getStoryWriter().write(request);
      expect(result.provider).toBe("claude");
      expect(storyWriterInfo()).toEqual({ provider: "claude", name: "Claude (Anthropic)", model: "claude-env-model" });
      expect(sentApiKey(fake.requests.at(-1)!.headers)).toBe("sk-ant-from-env");
      expect(fake.lastJson().model).toBe("claude-env-model");
    } finally {
      delete process.env.ANTHROPIC_API_KEY;
      delete process.env.ANTHROPIC_BASE_URL;
      delete process.env.ANTHROPIC_MODEL;
      vi.resetModules();
    }
  });

  it("uses the offline generator when no key is set", async () => {
    const { getStoryWriter, storyWriterInfo } = await import("@/lib/story-writing/writer");
    const before = fake.requests.length;
    const result = await getStoryWriter().write(request);
    expect(result.provider).toBe("offline");
    expect(result.fullPrompt.split("\n")[0]).toBe("[Offline generator: no ANTHROPIC_API_KEY configured]");
    expect(storyWriterInfo()).toMatchObject({ provider: "offline", name: "Offline story generator" });
    expect(storyWriterInfo().activities!.length).toBeGreaterThanOrEqual(40);
    expect(fake.requests.length).toBe(before);
  });
});
