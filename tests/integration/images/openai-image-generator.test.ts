import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHARACTER_REFERENCE } from "@/lib/images/prompt";
import { describeScene, type ScenePlan } from "@/lib/story-writing/scene/plan";
import { createOpenAIImageGenerator } from "@/lib/images/openai-generator";
import { REFERENCE_PAGE_MAX_SIDE } from "@/lib/images/references/character-sheet";
import { CHARACTER_SHEET_FILE } from "@/lib/images/references/character-sheet-file";
import { GenerationError } from "@/lib/story-writing/types";
import { formOf, startFakeServer, type RecordedRequest } from "../../support/fake-http-server";
import { pair, scenePlan } from "../../support/fixtures/scene-plan";

const request = { sceneDescription: "Abuelita and Pepita planting flowers in the garden", storyTitle: "Spring Garden", pageNumber: 3 };

let fake: Awaited<ReturnType<typeof startFakeServer>>;
let coloredPicture: string;
const generator = () => createOpenAIImageGenerator({ apiKey: "sk-test", baseURL: `${fake.url}/v1`, model: "gpt-image-test", maxRetries: 0 });

/** The edit request's fields, its reference pictures as bytes. */
async function editRequest(sent: RecordedRequest = fake.requests.at(-1)!) {
  const form = await formOf(sent);
  const images = await Promise.all(form.getAll("image[]").map(async (file) => Buffer.from(await (file as File).arrayBuffer())));
  const field = (name: string) => form.get(name) as string | null;
  return { form, images, field, prompt: field("prompt") ?? "" };
}

async function pixelValues(png: Buffer): Promise<Set<number>> {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return new Set(data);
}

beforeAll(async () => {
  fake = await startFakeServer();
  // A colored, transparent-cornered picture, as an image model might send back.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1536"><rect x="100" y="100" width="824" height="1336" fill="#f4c2a1" stroke="#222" stroke-width="12"/><circle cx="512" cy="700" r="200" fill="#6fa8dc" stroke="#000" stroke-width="10"/></svg>`;
  coloredPicture = (await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64");
});
afterAll(() => fake.close());

describe("OpenAI image generator", () => {
  it("asks the images API for an opaque portrait coloring page with the configured model and key", async () => {
    fake.answerWith({ json: { created: 1, data: [{ b64_json: coloredPicture }] } });
    await generator().generate(request);
    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v1/images/edits");
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    const { field, prompt } = await editRequest(sent);
    expect([field("model"), field("size"), field("background"), field("output_format"), field("n")]).toEqual([
      "gpt-image-test",
      "1024x1536",
      "opaque",
      "png",
      "1",
    ]);
    expect(field("input_fidelity")).toBe("high");
    expect(prompt).toContain("Abuelita and Pepita planting flowers in the garden");
    expect(prompt).toContain("coloring book page");
    expect(prompt).toContain("no shading");
  });

  it("sends the character sheet kept in the repository as the one reference picture when the story has no first page", async () => {
    const sheet = readFileSync(path.join(process.cwd(), CHARACTER_SHEET_FILE));
    for (const references of [undefined, { firstPage: async () => null }]) {
      fake.answerWith({ json: { created: 1, data: [{ b64_json: coloredPicture }] } });
      await generator().generate(request, references);
      const { images, prompt } = await editRequest();
      expect(images).toHaveLength(1);
      expect(images[0]!.equals(sheet)).toBe(true);
      expect(prompt).toContain("The first picture is the character sheet");
      expect(prompt).not.toContain("The second picture");
    }
  });

  it("sends the story's first page after the sheet, shrunk to a bounded grey PNG, and says what it is", async () => {
    // A large colored upload, as an admin's manual first page might be.
    const firstPage = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: "#e06030" } })
      .jpeg()
      .toBuffer();
    fake.answerWith({ json: { created: 1, data: [{ b64_json: coloredPicture }] } });
    await generator().generate(request, { firstPage: async () => firstPage });
    const { images, prompt } = await editRequest();
    expect(images).toHaveLength(2);
    const sent = await sharp(images[1]!).metadata();
    expect(sent.format).toBe("png");
    expect(Math.max(sent.width!, sent.height!)).toBe(REFERENCE_PAGE_MAX_SIDE);
    expect(images[1]!.length).toBeLessThan(200_000);
    expect(prompt).toContain("The second picture is page 1 of this story");
  });

  it("leaves out a first page that is not a picture or cannot be read, and still draws", async () => {
    for (const firstPage of [async () => Buffer.from("not a picture"), async () => Promise.reject(new Error("storage down"))]) {
      fake.answerWith({ json: { created: 1, data: [{ b64_json: coloredPicture }] } });
      await generator().generate(request, { firstPage });
      expect((await editRequest()).images).toHaveLength(1);
    }
  });

  it("does not ask the mini model for high input fidelity, which it refuses", async () => {
    fake.answerWith({ json: { created: 1, data: [{ b64_json: coloredPicture }] } });
    await createOpenAIImageGenerator({ apiKey: "sk-test", baseURL: `${fake.url}/v1`, model: "gpt-image-1-mini", maxRetries: 0 }).generate(request);
    expect((await editRequest()).field("input_fidelity")).toBeNull();
  });

  it("builds the prompt from the page's scene plan and the fixed character descriptions, the same on every page", async () => {
    const plan: ScenePlan = scenePlan({
      characters: pair("sitting", "lap"),
      props: ["hot-chocolate", "rebozo"],
      framing: "close-up",
      action: "sharing a mug of hot chocolate",
    });
    const planned = { sceneDescription: describeScene(plan), storyTitle: "Winter Cocoa", pageNumber: 9, scene: plan };
    const prompts: string[] = [];
    for (const page of [
      planned,
      { ...planned, pageNumber: 10, scene: { ...plan, setting: "bedroom" as const }, sceneDescription: describeScene({ ...plan, setting: "bedroom" }) },
    ]) {
      fake.answerWith({ json: { created: 1, data: [{ b64_json: coloredPicture }] } });
      await generator().generate(page);
      prompts.push((await editRequest()).prompt);
    }
    expect(prompts[0]).toContain("Setting: the kitchen (morning, snowy weather seen through a window).");
    expect(prompts[0]).toContain("Characters: Abuelita sitting; Pepita sitting on Abuelita's lap.");
    expect(prompts[0]).toContain("Objects to show clearly: a mug of hot chocolate, a rebozo.");
    expect(prompts[0]).toContain("Framing: close-up on the characters.");
    expect(prompts[1]).toContain("Setting: Pepita's bedroom");
    for (const prompt of prompts) expect(prompt).toContain(CHARACTER_REFERENCE);
    // An admin's rewritten description wins over the plan.
    fake.answerWith({ json: { created: 1, data: [{ b64_json: coloredPicture }] } });
    await generator().generate({ ...planned, sceneDescription: "Pepita asleep under the stars" });
    const { prompt } = await editRequest();
    expect(prompt).toContain("Scene: Pepita asleep under the stars");
    expect(prompt).not.toContain("Setting:");
  });

  it("turns the answer into two-tone black-on-white line art of 1024x1536, labelled openai", async () => {
    fake.answerWith({ json: { created: 1, data: [{ b64_json: coloredPicture }] } });
    const image = await generator().generate(request);
    expect(image.provider).toBe("openai");
    const meta = await sharp(image.png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([1024, 1536]);
    expect(await pixelValues(image.png)).toEqual(new Set([0, 255]));
  });

  it("fails with a clear GenerationError when the API answers 500", async () => {
    fake.answerWith({ status: 500, json: { error: { message: "The server had an error", type: "server_error" } } });
    await expect(generator().generate(request)).rejects.toBeInstanceOf(GenerationError);
    await expect(generator().generate(request)).rejects.toThrow(/OpenAI could not generate the image: .*500/);
  });

  it("fails with a clear GenerationError when the answer holds no image", async () => {
    fake.answerWith({ json: { created: 1, data: [] } });
    await expect(generator().generate(request)).rejects.toThrow("OpenAI answered without an image");
  });

  it("fails with a clear GenerationError when the image data is not a picture", async () => {
    fake.answerWith({ json: { created: 1, data: [{ b64_json: Buffer.from("not a png").toString("base64") }] } });
    await expect(generator().generate(request)).rejects.toThrow(/OpenAI answered with data that is not a readable image/);
  });

  it("fails with a clear GenerationError when the answer is not JSON", async () => {
    fake.answerWith({ text: "<html>bad gateway</html>" });
    await expect(generator().generate(request)).rejects.toThrow(GenerationError);
  });
});

describe("generatePageImage", () => {
  it("uses OpenAI at OPENAI_BASE_URL when OPENAI_API_KEY is set", async () => {
    vi.resetModules();
    process.env.OPENAI_API_KEY = "sk-from-env";
    process.env.OPENAI_BASE_URL = `${fake.url}/v1`;
    try {
      const { generatePageImage, imageGeneratorName } = await import("@/lib/images/generator");
      fake.answerWith({ json: { created: 1, data: [{ b64_json: coloredPicture }] } });
      const image = await generatePageImage(request);
      expect(image.provider).toBe("openai");
      expect(imageGeneratorName()).toBe("OpenAI (gpt-image-1)");
      expect(fake.requests.at(-1)!.headers.authorization).toBe("Bearer sk-from-env");
      expect((await editRequest()).field("model")).toBe("gpt-image-1");
    } finally {
      delete process.env.OPENAI_API_KEY;
      delete process.env.OPENAI_BASE_URL;
      vi.resetModules();
    }
  });

  it("uses the offline line-art generator when no key is set", async () => {
    const { generatePageImage, imageGeneratorName } = await import("@/lib/images/generator");
    const before = fake.requests.length;
    const image = await generatePageImage(request);
    expect(image.provider).toBe("offline");
    expect(imageGeneratorName()).toBe("the offline illustrator (built-in line art, no AI: no OpenAI API key is set)");
    expect(fake.requests.length).toBe(before);
  });
});
