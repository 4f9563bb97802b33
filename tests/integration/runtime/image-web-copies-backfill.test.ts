import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { stories } from "@/lib/db/schema";
import { deleteObjectAt, getStorage, newObjectKey, objectKeyFromUrl, objectKeyTime, objectUrl } from "@/lib/storage";
import { imageVariants, parseSizedMaster } from "@/lib/storage/image-variants";
import { backfillWebCopies } from "@/lib/runtime/image-backfill";
import { imagesOf, insertStory, storyRow } from "../support/stories";
import { png } from "../../support/fixtures/images";

const quiet = { warn: () => {} };

/** A page image as stored before web copies existed: no size in its key. */
async function olderImage(folder: string, createdAt: Date, width = 1024, height = 1536): Promise<string> {
  const key = newObjectKey(folder, "png", undefined, createdAt);
  await getStorage().put(key, await png({ width, height }), "image/png");
  return objectUrl(key);
}

const exists = async (url: string) => (await getStorage().get(objectKeyFromUrl(url)!)) !== null;

describe("web copies for page images stored before they existed", () => {
  it("stores each older image again with its size and WebP copies, points the story at it, keeps its date, and retires the old one", async () => {
    const createdAt = new Date("2025-03-04T05:06:07Z");
    const generated = await olderImage("generated", createdAt);
    const manual = await olderImage("manual", createdAt, 600, 800);
    const updatedAt = new Date("2025-05-06T07:08:09Z");
    const id = await insertStory({ imageData: { 1: generated }, manualImages: { 2: manual }, updatedAt });
    const retired: string[] = [];

    const result = await backfillWebCopies({ retire: (urls) => retired.push(...urls), log: quiet });
    expect(result).toEqual({ converted: 2, failed: 0 });

    const row = await storyRow(id);
    const [newGenerated, newManual] = [imagesOf(row.imageData)[1]!, imagesOf(row.manualImages)[2]!];
    expect(parseSizedMaster(objectKeyFromUrl(newGenerated)!)).toMatchObject({ width: 1024, height: 1536 });
    expect(parseSizedMaster(objectKeyFromUrl(newManual)!)).toMatchObject({ width: 600, height: 800 });
    expect(newGenerated).toMatch(/^\/objects\/generated\//);
    expect(newManual).toMatch(/^\/objects\/manual\//);
    expect(objectKeyTime(objectKeyFromUrl(newGenerated)!)).toEqual(createdAt);
    expect(row.updatedAt).toEqual(updatedAt);
    for (const variant of imageVariants(objectKeyFromUrl(newGenerated)!)) {
      const copy = await getStorage().get(variant.key);
      expect(copy?.contentType).toBe("image/webp");
      expect((await sharp(copy!.body).metadata()).width).toBe(variant.width);
    }
    expect(imageVariants(objectKeyFromUrl(newManual)!).map((variant) => variant.width)).toEqual([480, 600]);
    expect(retired.sort()).toEqual([generated, manual].sort());

    // Run again (a restart): nothing left to convert.
    expect(await backfillWebCopies({ retire: () => expect.fail("nothing to retire"), log: quiet })).toEqual({ converted: 0, failed: 0 });
    await Promise.all(retired.map((url) => deleteObjectAt(url)));
  });

  it("leaves a missing object, a non-raster one and an outside URL as they are, and counts an unreadable one as failed", async () => {
    const gone = objectUrl(newObjectKey("generated", "png"));
    const svgKey = newObjectKey("seed", "svg");
    await getStorage().put(svgKey, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml");
    const brokenKey = newObjectKey("generated", "png");
    await getStorage().put(brokenKey, Buffer.from("not a png at all"), "image/png");
    const images = { 1: gone, 2: objectUrl(svgKey), 3: "/images/original/page-3.svg", 4: objectUrl(brokenKey) };
    const id = await insertStory({ imageData: images });

    expect(await backfillWebCopies({ retire: () => expect.fail("nothing to retire"), log: quiet })).toEqual({ converted: 0, failed: 1 });
    expect(imagesOf((await storyRow(id)).imageData)).toEqual(images);
    await (await getDb()).delete(stories).where(eq(stories.id, id));
  });

  it("is safe when two servers run it at once: each page ends with one new master, and the losing copies are deleted", async () => {
    const url = await olderImage("generated", new Date(), 1000, 1500);
    const id = await insertStory({ imageData: { 1: url } });
    const retired: string[] = [];
    const results = await Promise.all([1, 2].map(() => backfillWebCopies({ retire: (urls) => retired.push(...urls), log: quiet })));
    expect(results.map((result) => result.converted).sort()).toEqual([0, 1]);
    expect(retired).toEqual([url]);

    const kept = imagesOf((await storyRow(id)).imageData)[1]!;
    expect(await exists(kept)).toBe(true);
    // Local storage keeps objects as files under DATA_DIR/uploads/<key>.
    const masters = readdirSync(path.join(process.env.DATA_DIR!, "uploads", "generated")).filter((name) => /-1000x1500\.png$/.test(name));
    expect(masters).toEqual([objectKeyFromUrl(kept)!.slice("generated/".length)]);
  });

  it("keeps an image an admin replaced while its copy was being made", async () => {
    const url = await olderImage("generated", new Date());
    const id = await insertStory({ imageData: { 1: url } });
    const { setPageImage } = await import("@/lib/stories/server/commands");
    const replacement = objectUrl(newObjectKey("generated", "png", { width: 10, height: 10 }));
    const original = getStorage().get.bind(getStorage());
    // The admin's change lands after the backfill has read the older image.
    const storage = getStorage();
    storage.get = async (key) => {
      const object = await original(key);
      if (key === objectKeyFromUrl(url)) await setPageImage(id, 1, "generated", replacement);
      return object;
    };
    try {
      expect(await backfillWebCopies({ retire: () => expect.fail("nothing swapped"), log: quiet })).toEqual({ converted: 0, failed: 0 });
    } finally {
      storage.get = original;
    }
    expect(imagesOf((await storyRow(id)).imageData)[1]).toBe(replacement);
    expect(await exists(url)).toBe(true);
  });
});
