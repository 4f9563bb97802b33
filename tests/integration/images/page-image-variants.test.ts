import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteGenerated } from "@/app/api/admin/stories/[id]/images/generated/[pageNumber]/route";
import { DELETE as deleteManual } from "@/app/api/admin/stories/[id]/images/manual/[pageNumber]/route";
import { PUT as manualImage } from "@/app/api/stories/[id]/manual-image/[pageNumber]/route";
import { readOwnImage } from "@/lib/pdf/own-image";
import { getStorage, objectKeyFromUrl } from "@/lib/storage";
import { imageVariants } from "@/lib/storage/image-variants";
import { generateStoryPageImage } from "@/lib/stories/server/images";
import type { StoryDetail } from "@/lib/stories/model/types";
import { signedInAdmin } from "../support/accounts";
import { imagesOf, insertStory, storyPages } from "../support/stories";
import { routeCallerAs } from "../support/route-caller";
import { serveStored, uploadThroughLocalRoute } from "../support/objects";
import { png } from "../../support/fixtures/images";

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});

const api = routeCallerAs(() => cookie);

/** Every copy of the image is stored and served as WebP of its width, with a long cache. */
async function expectServedVariants(url: string, master: { width: number; height: number }, widths: number[]): Promise<string[]> {
  const key = objectKeyFromUrl(url)!;
  expect(key).toMatch(new RegExp(`-${master.width}x${master.height}\\.png$`));
  const variants = imageVariants(key);
  expect(variants.map((variant) => variant.width)).toEqual(widths);
  for (const variant of variants) {
    const response = await serveStored(`/objects/${variant.key}`);
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

    const response = await api(deleteGenerated, "DELETE", "/api/admin/stories/[id]/images/generated/[pageNumber]", { params: { id, pageNumber: 1 } });
    expect(response.status).toBe(200);
    await expectAllGone(keys);
  });

  it("an uploaded page image gets its copies; replacing it, then deleting it, removes every copy", async () => {
    const id = await insertStory({ pages: storyPages(2) });
    const upload = async (width: number, height: number) => {
      const { answer, put } = await uploadThroughLocalRoute(cookie, await png({ width, height, background: "#39f" }), "image/png");
      expect(put.status).toBe(200);
      const attached = await api(manualImage, "PUT", "/api/stories/[id]/manual-image/[pageNumber]", {
        params: { id, pageNumber: 2 },
        body: { imageURL: answer.url },
      });
      expect(attached.status).toBe(200);
      return imagesOf(((await attached.json()) as { story: StoryDetail }).story.manualImages)[2]!;
    };

    const first = await expectServedVariants(await upload(1200, 900), { width: 1200, height: 900 }, [480, 720, 960]);
    const second = await expectServedVariants(await upload(600, 800), { width: 600, height: 800 }, [480, 600]);
    await expectAllGone(first);

    const response = await api(deleteManual, "DELETE", "/api/admin/stories/[id]/images/manual/[pageNumber]", { params: { id, pageNumber: 2 } });
    expect(response.status).toBe(200);
    await expectAllGone(second);
  });
});
