import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, signedInAdmin } from "../support/accounts";
import { imagesOf, insertStory } from "../support/stories";
import { png, webp } from "../../support/fixtures/images";
import { startLoopbackS3 } from "../../support/loopback-s3";

// The upload flow against an S3-compatible server on loopback: the browser PUTs to a presigned
// URL, so nothing stopped a wrong type or size on the way in, and the manual-image call must.
const s3 = await startLoopbackS3("s3rver-images-");
Object.assign(process.env, s3.env);
const port = new URL(s3.endpoint).port;

const { POST: requestUpload } = await import("@/app/api/objects/upload/route");
const { PUT: manualImage } = await import("@/app/api/stories/[id]/manual-image/[pageNumber]/route");
const { getStorage, objectKeyFromUrl } = await import("@/lib/storage");

let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin());
});
afterAll(() => s3.close());

const headers = () => ({ origin: ORIGIN, cookie, "content-type": "application/json" });

/** Asks for an upload URL and PUTs the bytes there the way the browser does. */
async function browserUpload(bytes: Buffer, contentType: string) {
  const answer = await (await requestUpload(new Request(`${ORIGIN}/api/objects/upload`, { method: "POST", headers: headers() }))).json();
  const put = await fetch(answer.uploadURL, { method: "PUT", headers: { "content-type": contentType }, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return answer as { uploadURL: string; url: string };
}

async function attach(id: number, page: number, imageURL: string) {
  const response = await manualImage(
    new Request(`${ORIGIN}/api/stories/${id}/manual-image/${page}`, { method: "PUT", headers: headers(), body: JSON.stringify({ imageURL }) }),
    {
      params: Promise.resolve({ id: String(id), pageNumber: String(page) }),
    },
  );
  return { status: response.status, body: await response.json() };
}

describe("uploads and the manual image on S3", () => {
  it("presigns a PUT to the bucket; the attached image is re-encoded under a new key and the raw upload deleted", async () => {
    expect(getStorage().kind).toBe("s3");
    const id = await insertStory();
    const upload = await browserUpload(await webp({ width: 50, height: 70, background: "#3a6" }), "image/webp");
    expect(upload.uploadURL.startsWith(`http://127.0.0.1:${port}/pages/uploads/`)).toBe(true);

    const { status, body } = await attach(id, 2, upload.url);
    expect([status, body.message]).toEqual([200, "Image Uploaded"]);
    const manualUrl = imagesOf(body.story.manualImages)[2]!;
    const stored = await getStorage().get(objectKeyFromUrl(manualUrl)!);
    expect(stored?.contentType).toBe("image/webp");
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: "webp", width: 50, height: 70 });
    expect(await getStorage().head(objectKeyFromUrl(upload.url)!)).toBeNull();
    // The start-up repair lists a folder to find images no story holds.
    const listed = await getStorage().list("manual");
    expect(listed.map((object) => object.key)).toContain(objectKeyFromUrl(manualUrl));
    expect(listed.every((object) => object.modifiedAt instanceof Date)).toBe(true);
  });

  it("accepts the presigned URL itself, but not a look-alike on another host", async () => {
    const id = await insertStory();
    const upload = await browserUpload(await png({ background: "#000" }), "image/png");
    const lookalike = upload.uploadURL.replace(`127.0.0.1:${port}`, "evil.example");
    expect((await attach(id, 1, lookalike)).status).toBe(400);
    expect((await attach(id, 1, upload.uploadURL)).status).toBe(200);
  });

  it("checks the size with a HEAD and the bytes after the browser's PUT, deleting what it refuses", async () => {
    const id = await insertStory();
    const big = await browserUpload(Buffer.alloc(11 * 1024 * 1024, 7), "image/png");
    const refusedBig = await attach(id, 1, big.url);
    expect([refusedBig.status, refusedBig.body.message]).toEqual([413, "The image is larger than 10MB."]);
    expect(await getStorage().head(objectKeyFromUrl(big.url)!)).toBeNull();

    const svg = await browserUpload(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>`),
      "image/svg+xml",
    );
    const refusedSvg = await attach(id, 1, svg.url);
    expect([refusedSvg.status, refusedSvg.body.message]).toEqual([415, "The file is not a PNG, JPEG or WebP image."]);
    expect(await getStorage().head(objectKeyFromUrl(svg.url)!)).toBeNull();

    const text = await browserUpload(Buffer.from("not an image at all"), "image/png");
    expect((await attach(id, 1, text.url)).status).toBe(415);
    expect(await getStorage().head(objectKeyFromUrl(text.url)!)).toBeNull();
  });
});

describe("a bucket that refuses", () => {
  it("answers 503 in an admin's words, without the bucket's own error", async () => {
    const { STORAGE_UNAVAILABLE } = await import("@/lib/storage/failures");
    const { answeringFailures } = await import("@/lib/storage");
    const { createS3Storage } = await import("@/lib/storage/s3");
    const missing = answeringFailures(
      createS3Storage({
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: "us-east-1",
        S3_BUCKET: "no-such-bucket",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: true,
      }),
    );
    await expect(missing.put("generated/abcdefghij-0123456789abcdefghij.png", Buffer.from("x"), "image/png")).rejects.toMatchObject({
      status: 503,
      message: STORAGE_UNAVAILABLE.save,
    });
  });
});
