import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { getDb } from "@/lib/db";
import { stories } from "@/lib/db/schema";
import { renderPage } from "@/lib/images/offline-generator";
import { getStorage, objectUrl } from "@/lib/storage";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { jpegQuality } from "../../support/jpeg-quality";
import { embeddedImages, imagePlacements, type EmbeddedImage } from "../../support/pdf-text";
import { variedRequests } from "../../support/varied-requests";

// How pictures go into the PDFs: the one-page sheet as JPEG quality 0.95; the whole story and
// the booklet with line art as 1-bit images, small and strictly black on white.

const { GET } = await import("@/app/api/pdf/[story]/route");

const KB = 1000;

async function get(key: string | number, query = "") {
  const response = await GET(new Request(`http://localhost:3000/api/pdf/${key}${query}`), { params: Promise.resolve({ story: String(key) }) });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, doc: await PDFDocument.load(bytes) };
}

async function publish(title: string, images: Buffer[]): Promise<number> {
  const written = writeOfflineStory(variedRequests(1)[0]!);
  const imageData: Record<string, string> = {};
  for (const [index, image] of images.entries()) {
    const key = `generated/${title.replace(/\W+/g, "-")}-${index + 1}.png`;
    await getStorage().put(key, image, "image/png");
    imageData[String(index + 1)] = objectUrl(key);
  }
  const [row] = await (
    await getDb()
  )
    .insert(stories)
    .values({
      activityType: "Baking",
      season: "Spring",
      pepitaRole: "Helpful",
      status: "complete",
      published: true,
      title,
      storyData: { pages: written.pages },
      imageData,
    })
    .returning({ id: stories.id });
  return row!.id;
}

/** Line art as a 1-bit grey image: every sample black or white, nothing a printer would dither. */
function expectOneBit(image: EmbeddedImage) {
  expect(image).toMatchObject({ filter: "/FlateDecode", colorSpace: "/DeviceGray", bitsPerComponent: 1 });
  expect(inflateSync(image.bytes).length).toBe(Math.ceil(image.width / 8) * image.height);
}

/** The coarsest a picture prints at on any sheet of the document, in dots per inch. */
function lowestDpi(doc: PDFDocument): number {
  const tallest = Math.max(...doc.getPages().flatMap((page) => imagePlacements(page).map((placement) => placement.height)));
  const fewestRows = Math.min(...embeddedImages(doc).map((image) => image.height));
  return fewestRows / (tallest / 72);
}

let generated: number;
let photo: number;

beforeAll(async () => {
  const written = writeOfflineStory(variedRequests(1)[0]!);
  const drawn: Buffer[] = [];
  for (const page of written.pages) {
    drawn.push((await renderPage({ sceneDescription: page.sceneDescription, storyTitle: written.title, pageNumber: page.pageNumber, scene: page.scene! })).png);
  }
  generated = await publish("Drawn Offline", drawn);
  const gradient = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1536"><defs><linearGradient id="g"><stop offset="0" stop-color="#e8a33d"/><stop offset="1" stop-color="#2b5f8a"/></linearGradient></defs><rect width="1024" height="1536" fill="url(#g)"/><circle cx="512" cy="768" r="300" fill="#fff7e0"/></svg>',
  );
  photo = await publish("A Photo", [await sharp(gradient).png().toBuffer()]);
}, 60_000);

describe("pictures in the whole story and the booklet", () => {
  it("keeps the built-in story's whole-story PDF under 1 MB, with every drawing a 1-bit image printed at 150 dpi or more", async () => {
    const { bytes, doc } = await get("original");
    expect(bytes.length).toBeLessThan(1000 * KB);
    const images = embeddedImages(doc);
    // Ten drawings; the cover shows the first again.
    expect(images).toHaveLength(10);
    images.forEach(expectOneBit);
    expect(lowestDpi(doc)).toBeGreaterThanOrEqual(150);
  });

  it("keeps a generated story's whole-story PDF under 600 KB, its stored line art 1-bit at its own size", async () => {
    const { bytes, doc } = await get(generated);
    expect(bytes.length).toBeLessThan(600 * KB);
    const images = embeddedImages(doc);
    expect(images).toHaveLength(10);
    images.forEach(expectOneBit);
    expect(images.every((image) => image.width === 1024 && image.height === 1536)).toBe(true);
    expect(lowestDpi(doc)).toBeGreaterThanOrEqual(150);
  });

  it("carries the same 1-bit pictures in the booklet, Letter and A4", async () => {
    for (const query of ["?layout=booklet", "?layout=booklet&paper=a4&lang=es"]) {
      const { bytes, doc } = await get(generated, query);
      expect(bytes.length).toBeLessThan(600 * KB);
      const images = embeddedImages(doc);
      expect(images).toHaveLength(10);
      images.forEach(expectOneBit);
    }
    const original = await get("original", "?layout=booklet");
    expect(original.bytes.length).toBeLessThan(1000 * KB);
    embeddedImages(original.doc).forEach(expectOneBit);
  });

  it("keeps a picture with tones and colour (an uploaded photo) as JPEG quality 0.95", async () => {
    const images = embeddedImages((await get(photo)).doc);
    expect(images).toHaveLength(1);
    expect(images[0]!.filter).toBe("/DCTDecode");
    expect(jpegQuality(images[0]!.bytes)).toBe(95);
  });
});

describe("the one-page sheet", () => {
  it("still carries its picture as JPEG quality 0.95, line art included", async () => {
    for (const key of ["original", generated]) {
      const [image] = embeddedImages((await get(key, "?page=1")).doc);
      expect(image!.filter).toBe("/DCTDecode");
      expect(jpegQuality(image!.bytes)).toBe(95);
    }
  });
});
