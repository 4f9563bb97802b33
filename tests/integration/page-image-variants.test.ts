import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as localUpload } from "@/app/api/objects/local-upload/[...key]/route";
import { POST as requestUpload } from "@/app/api/objects/upload/route";
import { DELETE as deleteGenerated } from "@/app/api/admin/stories/[id]/images/generated/[pageNumber]/route";
import { DELETE as deleteManual } from "@/app/api/admin/stories/[id]/images/manual/[pageNumber]/route";
import { PUT as manualImage } from "@/app/api/stories/[id]/manual-image/[pageNumber]/route";
import { GET as serveObject } from "@/app/objects/[...key]/route";
import { readOwnImage } from "@/lib/pdf/own-image";
import { getStorage, objectKeyFromUrl } from "@/lib/storage";
import { imageVariants } from "@/lib/storage/image-variants";
import { generateStoryPageImage } from "@/lib/stories/server/images";
import type { StoryDetail } from "@/lib/stories/model/types";
import { ORIGIN, signedInAdmin } from "./support/accounts";
import { imagesOf, insertStory, storyPages } from "./support/stories";
import type { RouteHandler } from "@/lib/http/route";
import { callRoute } from "./support/route-caller";

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});

function call(handler: RouteHandler<unknown>, method: string, path: string, params: Record<string, string | string[]>, body?: unknown) {
  return callRoute(handler, method, path, { cookie, params, body });
}

async function serve(key: string): Promise<Response> {
  return serveObject(new Request(`${ORIGIN}/objects/${key}`), { params: Promise.resolve({ key: key.split("/") }) });
}

/** Every copy of the image is stored and served as WebP of its width, with a long cache. */
async function expectServedVariants(url: string, master: { width: number; height: number }, widths: number[]): Promise<string[]> {
  const key = objectKeyFromUrl(url)!;
  expect(key).toMatch(new RegExp(`-${master.width}x${master.height}\\.png$`));
  const variants = imageVariants(key);
  expect(variants.map((variant) => variant.width)).toEqual(widths);
  for (const variant of variants) {
    const response = await serve(variant.key);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: variant.width, height: Math.round((master.height * variant.width) / master.width) });
  }
  // The PDF reads the master, untouched.
  expect(await sharp((await readOwnImage(url))!).metadata()).toMatchObject({ format: "png", width: master.width, height: master.height });
  return [key, ...variants.map((variant) => variant.key)];
}

async function expectAllGone(keys: string[]): Promise<void> {
  for (const key of keys) expect(await getStorage().head(key)).toBeNull();
}

describe("page images are stored with their web copies, made once", () => {
  it("a generated page image gets its WebP copies, and deleting it removes them all", async () => {
    const id = await insertStory({ pages: storyPages(2) });
    const { imageUrl } = await generateStoryPageImage(id, 1);
    const keys = await expectServedVariants(imageUrl, { width: 1024, height: 1536 }, [480, 720, 960]);

    const response = await call(deleteGenerated, "DELETE", `/api/admin/stories/${id}/images/generated/1`, { id: String(id), pageNumber: "1" });
    expect(response.status).toBe(200);
    await expectAllGone(keys);
  });

  it("an uploaded page image gets its copies; replacing it, then deleting it, removes every copy", async () => {
    const id = await insertStory({ pages: storyPages(2) });
    const upload = async (width: number, height: number) => {
      const answer = await (await call(requestUpload, "POST", "/api/objects/upload", {})).json();
      const target = new URL(answer.uploadURL, ORIGIN);
      const body = await sharp({ create: { width, height, channels: 3, background: "#39f" } })
        .png()
        .toBuffer();
      const put = await localUpload(
        new Request(target, { method: "PUT", headers: { origin: ORIGIN, "content-type": "image/png" }, body: new Uint8Array(body) }),
        {
          params: Promise.resolve({ key: target.pathname.replace("/api/objects/local-upload/", "").split("/") }),
        },
      );
      expect(put.status).toBe(200);
      const attached = await call(manualImage, "PUT", `/api/stories/${id}/manual-image/2`, { id: String(id), pageNumber: "2" }, { imageURL: answer.url });
      expect(attached.status).toBe(200);
      return imagesOf(((await attached.json()) as { story: StoryDetail }).story.manualImages)[2]!;
    };

    const first = await expectServedVariants(await upload(1200, 900), { width: 1200, height: 900 }, [480, 720, 960]);
    const second = await expectServedVariants(await upload(600, 800), { width: 600, height: 800 }, [480, 600]);
    await expectAllGone(first);

    const response = await call(deleteManual, "DELETE", `/api/admin/stories/${id}/images/manual/2`, { id: String(id), pageNumber: "2" });
    expect(response.status).toBe(200);
    await expectAllGone(second);
  });
});
