import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { attachedAssets, type NewStory } from "@/lib/db/schema";
import { POST as requestUpload } from "@/app/api/objects/upload/route";
import { PUT as manualImage } from "@/app/api/stories/[id]/manual-image/[pageNumber]/route";
import { POST as generateImage } from "@/app/api/stories/[id]/generate-image/[pageNumber]/route";
import { POST as generateDiscord } from "@/app/api/stories/[id]/generate-discord-midjourney/[pageNumber]/route";
import { GET as imagePrompt } from "@/app/api/stories/[id]/image-prompt/[pageNumber]/route";
import { DELETE as deleteGenerated } from "@/app/api/admin/stories/[id]/images/generated/[pageNumber]/route";
import { DELETE as deleteManual } from "@/app/api/admin/stories/[id]/images/manual/[pageNumber]/route";
import { GET as listAssets, POST as createAsset } from "@/app/api/admin/attached-assets/route";
import { DELETE as deleteAsset } from "@/app/api/admin/attached-assets/[name]/route";
import { GET as gallery } from "@/app/api/admin/gallery/route";
import { GET as serveAsset } from "@/app/attached_assets/[name]/route";
import { createOpenAIImageGenerator } from "@/lib/images/openai-generator";
import type { ImageGenerator } from "@/lib/story-writing/types";
import { getStorage, newObjectKey, objectKeyFromUrl, objectUrl } from "@/lib/storage";
import { createPageImageHandler, generateStoryPageImage } from "@/lib/stories/server/images";
import { pageImages } from "@/lib/stories/model/story-images";
import { storyDetailJson } from "@/lib/stories/model/wire";
import type { GalleryItem } from "@/lib/api/images";
import type { StoryDetail } from "@/lib/stories/model/types";
import { ORIGIN, signedInAdmin } from "../support/accounts";
import { formOf, startFakeServer } from "../../support/fake-http-server";
import { imagesOf, insertStory, storyPages, storyRow } from "../support/stories";
import { jpeg, png } from "../../support/fixtures/images";
import { GARDEN_SCENE } from "../../support/fixtures/scene-plan";
import { CHARACTER_REFERENCE } from "@/lib/images/prompt";
import { CHARACTER_SHEET_FILE } from "@/lib/images/references/character-sheet-file";
import { describeScene } from "@/lib/story-writing/scene/plan";
import { routeCallerAs } from "../support/route-caller";
import { serveStored, uploadThroughLocalRoute } from "../support/objects";

let cookie: string;
let fake: Awaited<ReturnType<typeof startFakeServer>>;

const PAGES = storyPages(10, "Abuelita and Pepita water the garden, scene");
const gardenStory = (values: Partial<NewStory> = {}) => insertStory({ pages: PAGES, ...values });

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
  fake = await startFakeServer();
});
afterAll(() => fake.close());

const api = routeCallerAs(() => cookie);

/** The page picture uploaded unless a test says otherwise. */
const PICTURE = { width: 40, height: 30, background: "#c33" };

const uploadLocally = (bytes: Buffer, contentType: string) => uploadThroughLocalRoute(cookie, bytes, contentType);

/** Puts bytes straight under uploads/, as a bucket accepting any browser PUT would. */
async function rawUpload(bytes: Buffer | string, contentType = "image/png"): Promise<string> {
  const key = newObjectKey("uploads", "upload");
  await getStorage().put(key, Buffer.from(bytes), contentType);
  return objectUrl(key);
}

async function attach(id: number, page: number | string, imageURL: string) {
  const response = await api(manualImage, "PUT", "/api/stories/[id]/manual-image/[pageNumber]", { params: { id, pageNumber: page }, body: { imageURL } });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; story: StoryDetail } };
}

async function pixelValues(image: Buffer): Promise<Set<number>> {
  const { data } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  return new Set(data);
}

const stored = async (url: string) => getStorage().get(objectKeyFromUrl(url)!);

describe("uploads and the manual image (local storage)", () => {
  it("hands admins only an upload URL, then attaches the re-encoded image and deletes the raw upload", async () => {
    const { cookie: visitor } = await signedInAdmin({ isAdmin: false });
    expect((await api(requestUpload, "POST", "/api/objects/upload", { cookie: visitor })).status).toBe(403);
    expect((await api(requestUpload, "POST", "/api/objects/upload", { cookie: undefined })).status).toBe(401);

    const id = await gardenStory();
    const original = await sharp(await png(PICTURE), {})
      .withMetadata({ exif: { IFD0: { Copyright: "secret-exif-note" } } })
      .png()
      .toBuffer();
    expect(original.includes("secret-exif-note")).toBe(true);
    const { answer, put } = await uploadLocally(original, "image/png");
    expect(answer).toMatchObject({ success: true, url: expect.stringMatching(/^\/objects\/uploads\/[A-Za-z0-9_-]+\.upload$/) });
    expect(put.status).toBe(200);
    expect((await serveStored(answer.url)).status).toBe(404);

    const { status, body } = await attach(id, 3, answer.url);
    expect(status).toBe(200);
    expect(body.message).toBe("Image Uploaded");
    const manualUrl = imagesOf(body.story.manualImages)[3]!;
    expect(manualUrl).toMatch(/^\/objects\/manual\/[A-Za-z0-9_-]+\.png$/);
    expect(pageImages(storyDetailJson(body.story))(3)).toEqual({ url: manualUrl, source: "manual" });
    const served = await serveStored(manualUrl);
    expect(served.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 40, height: 30 });
    expect(bytes.includes("secret-exif-note")).toBe(false);
    expect(await getStorage().head(objectKeyFromUrl(answer.url)!)).toBeNull();
  });

  it("accepts the upload URL itself, keeps JPEG as JPEG and deletes the manual image it replaces", async () => {
    const id = await gardenStory();
    const first = await uploadLocally(await png(PICTURE), "image/png");
    const before = imagesOf((await attach(id, 1, first.answer.url)).body.story.manualImages)[1]!;
    const second = await uploadLocally(await jpeg({ width: 64, height: 64, background: "#39f" }), "image/jpeg");
    const { status, body } = await attach(id, 1, second.answer.uploadURL);
    expect(status).toBe(200);
    const after = imagesOf(body.story.manualImages)[1]!;
    expect(after).toMatch(/\.jpg$/);
    expect((await stored(after))?.contentType).toBe("image/jpeg");
    expect(await stored(before)).toBeNull();
  });

  it("refuses bytes that are not PNG, JPEG or WebP, too many pixels or too many bytes, and deletes each upload", async () => {
    const id = await gardenStory();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;
    const gif = await sharp(await png(PICTURE))
      .gif()
      .toBuffer();
    const cases: [Buffer | string, number, RegExp][] = [
      ["just some text in a file named .png", 415, /not a PNG, JPEG or WebP image/],
      [svg, 415, /not a PNG, JPEG or WebP image/],
      [gif, 415, /not a PNG, JPEG or WebP image/],
      [await png({ width: 6000, height: 5000 }), 413, /more than 25 megapixels/],
      [Buffer.alloc(11 * 1024 * 1024, 1), 413, /larger than 10MB/],
    ];
    for (const [bytes, expectedStatus, message] of cases) {
      const url = await rawUpload(bytes);
      const { status, body } = await attach(id, 2, url);
      expect([status, body.message]).toEqual([expectedStatus, expect.stringMatching(message)]);
      expect(await stored(url)).toBeNull();
    }
    expect((await storyRow(id)).manualImages).toBeNull();
  });

  it("refuses the local upload route's SVG and a Content-Type it does not accept", async () => {
    const { put } = await uploadLocally(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml");
    expect(put.status).toBe(415);
  });

  it("attaches only raw uploads of this site: no external URL, no other story's image, no traversal", async () => {
    const id = await gardenStory();
    const other = await gardenStory();
    const { imageUrl } = await generateStoryPageImage(other, 1);
    const refused = [
      "https://evil.example/picture.png",
      "http://169.254.169.254/latest/meta-data",
      imageUrl,
      `${ORIGIN}${imageUrl}`,
      "/objects/uploads/../generated/abcdefgh1234.png",
      "/objects/uploads/%2e%2e/generated/abcdefgh1234.png",
      "/api/objects/local-upload/../../etc/passwd",
      "file:///etc/passwd",
    ];
    for (const url of refused) {
      const { status, body } = await attach(id, 1, url);
      expect([url, status, body.message]).toEqual([url, 400, "Only an image uploaded to this site through its upload link can be attached."]);
    }
    expect(await stored(imageUrl)).not.toBeNull();
  });

  it("refuses a page the story does not have, and still deletes the upload", async () => {
    const id = await gardenStory();
    const url = await rawUpload(await png(PICTURE));
    const { status, body } = await attach(id, 11, url);
    expect([status, body.message]).toEqual([400, "Page 11 does not exist in this story"]);
    expect(await stored(url)).toBeNull();
    expect((await attach(id, "0", url)).status).toBe(400);
    expect((await attach(999_999, 1, await rawUpload(await png(PICTURE)))).status).toBe(404);
  });
});

describe("generated images", () => {
  it("generates offline two-tone pages in the request and completes the story's images after ten", async () => {
    const id = await gardenStory();
    for (const page of PAGES) {
      const response = await api(generateImage, "POST", "/api/stories/[id]/generate-image/[pageNumber]", { params: { id, pageNumber: page.pageNumber } });
      const body = await response.json();
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ success: true, message: "Image Generated", imageUrl: expect.stringMatching(/^\/objects\/generated\/.+\.png$/) });
      expect(body.story.imageStatus).toBe(page.pageNumber < 10 ? "pending" : "complete");
      if (page.pageNumber === 1) {
        const image = await stored(body.imageUrl);
        expect(image?.contentType).toBe("image/png");
        expect(await pixelValues(image!.body)).toEqual(new Set([0, 255]));
      }
    }
    expect(Object.keys(imagesOf((await storyRow(id)).imageData))).toHaveLength(10);
  });

  it("draws through OpenAI: a grey anti-aliased answer comes out strictly two-tone", async () => {
    const id = await gardenStory();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1536"><rect width="1024" height="1536" fill="#ddd"/><circle cx="512" cy="700" r="300" fill="#999" stroke="#333" stroke-width="9"/><text x="100" y="200" font-size="80" fill="#777">grey</text></svg>`;
    const grey = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await pixelValues(grey)).size).toBeGreaterThan(2);
    fake.answerWith({ json: { created: 1, data: [{ b64_json: grey.toString("base64") }] } });
    const openai = createOpenAIImageGenerator({ apiKey: "sk-test", baseURL: `${fake.url}/v1`, model: "gpt-image-test", maxRetries: 0 });
    const { imageUrl, story } = await generateStoryPageImage(id, 4, openai);
    const form = await formOf(fake.requests.at(-1)!);
    expect([form.get("model"), form.get("background"), form.get("size")]).toEqual(["gpt-image-test", "opaque", "1024x1536"]);
    expect(String(form.get("prompt"))).toContain("scene 4");
    const image = await stored(imageUrl);
    expect(await sharp(image!.body).metadata()).toMatchObject({ format: "png", width: 1024, height: 1536 });
    expect(await pixelValues(image!.body)).toEqual(new Set([0, 255]));
    expect(imagesOf(story.imageData)[4]).toBe(imageUrl);
  });

  it("draws each later page from the character sheet and the story's first page as shown (the manual one over the generated one)", async () => {
    const id = await gardenStory();
    const line = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1536"><rect width="1024" height="1536" fill="#fff"/><circle cx="512" cy="700" r="300" fill="none" stroke="#000" stroke-width="12"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
    fake.answerWith({ json: { created: 1, data: [{ b64_json: line.toString("base64") }] } });
    const openai = createOpenAIImageGenerator({ apiKey: "sk-test", baseURL: `${fake.url}/v1`, model: "gpt-image-test", maxRetries: 0 });
    const references = async () => {
      const form = await formOf(fake.requests.at(-1)!);
      return Promise.all(form.getAll("image[]").map(async (file) => Buffer.from(await (file as File).arrayBuffer())));
    };
    const sheet = readFileSync(path.join(process.cwd(), CHARACTER_SHEET_FILE));

    // Page 2 before page 1 is drawn, and page 1 itself: the sheet alone.
    await generateStoryPageImage(id, 2, openai);
    expect((await references()).map((image) => image.equals(sheet))).toEqual([true]);
    await generateStoryPageImage(id, 1, openai);
    expect(await references()).toHaveLength(1);

    // Page 3 once page 1 is drawn: the sheet, then page 1 as stored.
    await generateStoryPageImage(id, 3, openai);
    const [first, page1] = await references();
    expect(first!.equals(sheet)).toBe(true);
    // Shrunk to the reference size: the stored page is 1024x1536.
    expect(await sharp(page1!).metadata()).toMatchObject({ format: "png", width: 683, height: 1024 });

    // An admin's manual first page is the one shown, so it is the one sent.
    await attach(id, 1, await rawUpload(await png({ width: 600, height: 900, background: "#777" })));
    await generateStoryPageImage(id, 3, openai);
    const [, manual] = await references();
    expect(await sharp(manual!).metadata()).toMatchObject({ width: 600, height: 900 });
    expect(await pixelValues(manual!)).toEqual(new Set([0x77]));
  });

  it("answers 502 with the service's reason and marks the images failed when generation fails", async () => {
    const id = await gardenStory();
    fake.answerWith({ status: 500, json: { error: { message: "The server had an error", type: "server_error" } } });
    const openai = createOpenAIImageGenerator({ apiKey: "sk-test", baseURL: `${fake.url}/v1`, model: "gpt-image-test", maxRetries: 0 });
    await expect(generateStoryPageImage(id, 1, openai)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^OpenAI could not generate the image/),
    });
    expect((await storyRow(id)).imageStatus).toBe("failed");
    const failing: ImageGenerator = { provider: "offline", name: "broken", generate: async () => Promise.reject(new Error("disk full")) };
    await expect(generateStoryPageImage(id, 1, failing)).rejects.toMatchObject({ status: 502, message: "The image could not be generated: disk full" });
    const response = await api(generateImage, "POST", "/api/stories/[id]/generate-image/[pageNumber]", { params: { id, pageNumber: "12" } });
    expect([response.status, (await response.json()).message]).toEqual([400, "Page 12 does not exist in this story"]);
  });

  it("runs the same generation as a durable 'page-image' job", async () => {
    const id = await gardenStory();
    const handler = createPageImageHandler();
    const job = { id: 1, kind: "page-image", storyId: id, pageNumber: 5, status: "running", attempts: 1, maxAttempts: 3 } as Parameters<typeof handler.run>[0];
    await handler.run(job, { signal: new AbortController().signal });
    expect(imagesOf((await storyRow(id)).imageData)[5]).toMatch(/^\/objects\/generated\//);
    await expect(handler.run({ ...job, pageNumber: 42 }, { signal: new AbortController().signal })).rejects.toThrow("Page 42 does not exist in this story");
  });

  it("shows the manual image over the generated one, and the generated one again once the manual one is deleted", async () => {
    const id = await gardenStory();
    const { imageUrl } = await generateStoryPageImage(id, 2);
    const { body } = await attach(id, 2, await rawUpload(await png(PICTURE)));
    const manualUrl = imagesOf(body.story.manualImages)[2]!;
    expect(pageImages(storyDetailJson(body.story))(2)).toEqual({ url: manualUrl, source: "manual" });

    const removed = await api(deleteManual, "DELETE", "/api/admin/stories/[id]/images/manual/[pageNumber]", { params: { id, pageNumber: "2" } });
    const answer = await removed.json();
    expect([removed.status, answer.message]).toEqual([200, "Manual image deleted successfully"]);
    expect(pageImages(storyDetailJson(answer.story))(2)).toEqual({ url: imageUrl, source: "generated" });
    expect(await stored(manualUrl)).toBeNull();
  });

  it("says what each generator would be sent ('Test RAG'), and that Discord is not configured", async () => {
    const id = await gardenStory({ title: "Spring Garden" });
    const response = await api(imagePrompt, "GET", "/api/stories/[id]/image-prompt/[pageNumber]", { params: { id, pageNumber: "3" } });
    const body = await response.json();
    expect(body).toMatchObject({ success: true, provider: "offline", model: null, context: { pageNumber: 3, storyTitle: "Spring Garden" } });
    expect(body.prompt).toContain("Abuelita and Pepita water the garden, scene 3");
    expect(body.prompt).toContain("pure black outlines on a pure white background");
    expect(body.prompt).toContain("Pepita: a six-year-old girl");
    expect(body.context.scenePlan).toBeNull();
    const discord = await api(generateDiscord, "POST", "/api/stories/[id]/generate-discord-midjourney/[pageNumber]", { params: { id, pageNumber: "3" } });
    expect([discord.status, (await discord.json()).message]).toEqual([501, "Midjourney through Discord is not configured."]);
  });
});

describe("'Test RAG' on a page with a scene plan", () => {
  it("shows the prompt built from the plan and the fixed character descriptions", async () => {
    const scene = GARDEN_SCENE;
    const pages = storyPages(3).map((page) => ({ ...page, scene, sceneDescription: describeScene(scene) }));
    const id = await insertStory({ title: "Seeds", pages });
    const body = await (await api(imagePrompt, "GET", "/api/stories/[id]/image-prompt/[pageNumber]", { params: { id, pageNumber: "2" } })).json();
    expect(body.context.scenePlan).toBe(
      "Setting: the garden (morning, sunny weather). Moment: planting seeds. Characters: Pepita kneeling. Objects to show clearly: seeds, a watering can. Framing: medium view.",
    );
    expect(body.prompt).toContain(body.context.scenePlan);
    expect(body.prompt).toContain(CHARACTER_REFERENCE);
  });
});

describe("deletes and the gallery", () => {
  it("deletes a generated image from the story and from storage, and the images are no longer complete", async () => {
    const id = await gardenStory({ storyData: { pages: PAGES.slice(0, 1) } });
    const { imageUrl, story } = await generateStoryPageImage(id, 1);
    expect(story.imageStatus).toBe("complete");
    const response = await api(deleteGenerated, "DELETE", "/api/admin/stories/[id]/images/generated/[pageNumber]", { params: { id, pageNumber: "1" } });
    const body = await response.json();
    expect([response.status, body.message, body.story.imageStatus]).toEqual([200, "Generated image deleted successfully", "pending"]);
    expect(imagesOf(body.story.imageData)).toEqual({});
    expect(await stored(imageUrl)).toBeNull();
    const again = await api(deleteGenerated, "DELETE", "/api/admin/stories/[id]/images/generated/[pageNumber]", { params: { id, pageNumber: "1" } });
    expect([again.status, (await again.json()).message]).toEqual([404, "Page 1 has no generated image"]);
    expect(
      (await api(deleteGenerated, "DELETE", "/api/admin/stories/[id]/images/generated/[pageNumber]", { params: { id: "x", pageNumber: "1" } })).status,
    ).toBe(400);
  });

  it("lists, serves and deletes attached assets, refusing anything but a plain existing file name", async () => {
    const db = await getDb();
    const key = newObjectKey("attached", "png");
    await getStorage().put(key, await png(PICTURE), "image/png");
    await db.insert(attachedAssets).values({ name: "abuelita-reference.png", storageKey: key, contentType: "image/png", size: 100 });

    const listed = await (await api(listAssets, "GET", "/api/admin/attached-assets")).json();
    expect(listed.assets).toContainEqual({ name: "abuelita-reference.png", createdAt: expect.any(String) });
    const served = await serveAsset(new Request(`${ORIGIN}/attached_assets/abuelita-reference.png`), {
      params: Promise.resolve({ name: "abuelita-reference.png" }),
    });
    expect([served.status, served.headers.get("content-type"), served.headers.get("x-content-type-options")]).toEqual([200, "image/png", "nosniff"]);

    for (const name of ["../abuelita-reference.png", "..", "a/b.png", "a\\b.png", "%2e%2e%2fdb.lock", "..%2fdb.lock", "x%2Fy.png", ".hidden"]) {
      const response = await api(deleteAsset, "DELETE", `/api/admin/attached-assets/x`, { params: { name } });
      expect([name, response.status, (await response.json()).message]).toEqual([name, 400, "The asset name must be a plain file name."]);
      const probe = await serveAsset(new Request(`${ORIGIN}/attached_assets/x`), { params: Promise.resolve({ name }) });
      expect(probe.status).toBe(404);
    }
    // A NUL is refused for every route by the route wrapper, before the name is looked at.
    const nul = await api(deleteAsset, "DELETE", `/api/admin/attached-assets/x`, { params: { name: "nul\u0000.png" } });
    expect([nul.status, (await nul.json()).message]).toEqual([400, "Text must not contain NUL characters or invalid Unicode."]);
    expect((await serveAsset(new Request(`${ORIGIN}/attached_assets/x`), { params: Promise.resolve({ name: "nul\u0000.png" }) })).status).toBe(404);
    expect((await api(deleteAsset, "DELETE", "/api/admin/attached-assets/[name]", { params: { name: "missing.png" } })).status).toBe(404);

    const deleted = await api(deleteAsset, "DELETE", "/api/admin/attached-assets/[name]", { params: { name: "abuelita-reference.png" } });
    expect([deleted.status, (await deleted.json()).message]).toEqual([200, "Attached asset deleted successfully"]);
    expect(await getStorage().get(key)).toBeNull();
    expect((await db.select().from(attachedAssets)).map((row) => row.name)).not.toContain("abuelita-reference.png");
  });

  it("makes an upload an attached asset under a safe, unique plain name, re-encoded, and deletes the raw upload", async () => {
    const upload = async (fileName: string, bytes: Buffer | string) => {
      const imageURL = await rawUpload(bytes);
      const response = await api(createAsset, "POST", "/api/admin/attached-assets", { body: { imageURL, fileName } });
      return { imageURL, status: response.status, body: await response.json() };
    };
    const taggedJpeg = await sharp(await png(PICTURE))
      .withMetadata({ exif: { IFD0: { Copyright: "hidden" } } })
      .jpeg()
      .toBuffer();

    const first = await upload("Abuelita's Reference (v2).jpeg", taggedJpeg);
    expect([first.status, first.body]).toEqual([
      201,
      {
        success: true,
        asset: { name: "Abuelita-s-Reference-v2.jpg", createdAt: expect.any(String), url: "/attached_assets/Abuelita-s-Reference-v2.jpg" },
        message: "Attached asset uploaded successfully",
      },
    ]);
    expect(await stored(first.imageURL)).toBeNull();
    // A second file of the same name, and names that try to reach elsewhere, stay plain and unique.
    expect((await upload("Abuelita's Reference (v2).jpeg", taggedJpeg)).body.asset.name).toBe("Abuelita-s-Reference-v2-2.jpg");
    expect((await upload("../../etc/passwd.png", await png(PICTURE))).body.asset.name).toBe("passwd.png");
    expect((await upload("..\\..\\Señora Piñata%2f.png", await png(PICTURE))).body.asset.name).toBe("Senora-Pinata-2f.png");
    expect((await upload("....png", await png(PICTURE))).body.asset.name).toBe("asset.png");
    // What the bytes are decides the extension, not the name.
    expect((await upload("disguised.png", taggedJpeg)).body.asset.name).toBe("disguised.jpg");

    const served = await serveAsset(new Request(`${ORIGIN}/attached_assets/Abuelita-s-Reference-v2.jpg`), {
      params: Promise.resolve({ name: "Abuelita-s-Reference-v2.jpg" }),
    });
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    const body = Buffer.from(await served.arrayBuffer());
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    const listed = await (await api(listAssets, "GET", "/api/admin/attached-assets")).json();
    expect(listed.assets.map((asset: { name: string }) => asset.name)).toEqual(
      expect.arrayContaining(["Abuelita-s-Reference-v2.jpg", "Abuelita-s-Reference-v2-2.jpg", "passwd.png"]),
    );
  });

  it("refuses an attached asset that is not a checked image of this site's uploads, and stores nothing", async () => {
    const db = await getDb();
    const before = (await db.select().from(attachedAssets)).length;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`;
    for (const [bytes, status] of [
      [svg, 415],
      [Buffer.alloc(11 * 1024 * 1024, 1), 413],
    ] as const) {
      const imageURL = await rawUpload(bytes);
      const response = await api(createAsset, "POST", "/api/admin/attached-assets", { body: { imageURL, fileName: "evil.svg" } });
      expect(response.status).toBe(status);
      expect(await stored(imageURL)).toBeNull();
    }
    const external = await api(createAsset, "POST", "/api/admin/attached-assets", { body: { imageURL: "https://evil.example/a.png", fileName: "a.png" } });
    expect([external.status, (await external.json()).message]).toEqual([400, "Only an image uploaded to this site through its upload link can be attached."]);
    const noName = await api(createAsset, "POST", "/api/admin/attached-assets", { body: { imageURL: await rawUpload(await png(PICTURE)), fileName: " " } });
    expect([noName.status, (await noName.json()).message]).toEqual([400, "fileName is required"]);
    const { cookie: member } = await signedInAdmin({ isAdmin: false });
    const forbidden = await api(createAsset, "POST", "/api/admin/attached-assets", {
      body: { imageURL: await rawUpload(await png(PICTURE)), fileName: "a.png" },
      cookie: member,
    });
    expect(forbidden.status).toBe(403);
    expect((await db.select().from(attachedAssets)).length).toBe(before);
  });

  it("lists every image newest first with its story, page, type and publication", async () => {
    const db = await getDb();
    const id = await gardenStory({ title: null, published: true, publishedAt: new Date() });
    const { imageUrl } = await generateStoryPageImage(id, 1);
    const { body } = await attach(id, 1, await rawUpload(await png(PICTURE)));
    const manualUrl = imagesOf(body.story.manualImages)[1]!;
    const key = newObjectKey("attached", "png");
    await getStorage().put(key, await png(PICTURE), "image/png");
    await db
      .insert(attachedAssets)
      .values({ name: "later.png", storageKey: key, contentType: "image/png", size: 100, createdAt: new Date(Date.now() + 60_000) });

    const response = await api(gallery, "GET", "/api/admin/gallery");
    const items = (await response.json()).items as GalleryItem[];
    const times = items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(items[0]).toMatchObject({ type: "attached", storyId: 0, url: "/attached_assets/later.png", publishedStory: false });
    expect(items).toContainEqual({
      id: `generated-${id}-1`,
      url: imageUrl,
      storyId: id,
      storyTitle: `Story ${id}`,
      pageNumber: 1,
      type: "generated",
      createdAt: expect.any(String),
      publishedStory: true,
    });
    expect(items).toContainEqual(expect.objectContaining({ url: manualUrl, type: "manual", storyId: id, pageNumber: 1 }));
  });
});
