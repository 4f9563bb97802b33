import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createS3Storage } from "@/lib/storage/s3";
import { jpeg } from "../../support/fixtures/images";
import { startLoopbackS3, type LoopbackS3 } from "../../support/loopback-s3";

// s3rver speaks the S3 protocol on loopback but checks no signatures: this proves the calls and
// the presigned PUT round trip, not the signing itself.
let s3: LoopbackS3;
let endpoint: string;

const config = () => ({ ...s3.env, S3_FORCE_PATH_STYLE: true });

beforeAll(async () => {
  s3 = await startLoopbackS3();
  endpoint = s3.endpoint;
});
afterAll(() => s3.close());

describe("S3 object storage", () => {
  it("stores, reads back and deletes an object with its content type", async () => {
    const storage = createS3Storage(config());
    await storage.put("pages/AbCdEfGh12345678.png", Buffer.from("picture bytes"), "image/png");
    expect(await storage.get("pages/AbCdEfGh12345678.png")).toEqual({ body: Buffer.from("picture bytes"), contentType: "image/png" });
    await storage.delete("pages/AbCdEfGh12345678.png");
    expect(await storage.get("pages/AbCdEfGh12345678.png")).toBeNull();
  });

  it("lists every key of a folder, page after page", async () => {
    const storage = createS3Storage(config());
    const keys = Array.from({ length: 3 }, (_, i) => `listing/Listed${i}abcdefgh.png`);
    await Promise.all(keys.map((key) => storage.put(key, Buffer.from("x"), "image/png")));
    await storage.put("other/NotListed12345.png", Buffer.from("x"), "image/png");
    expect((await storage.list("listing")).map((object) => object.key).sort()).toEqual(keys);
  });

  it("answers null for an object that was never stored", async () => {
    expect(await createS3Storage(config()).get("pages/NeverStored1234.png")).toBeNull();
  });

  it("hands out a presigned PUT URL that a browser-style fetch can upload to", async () => {
    const storage = createS3Storage(config());
    const { uploadURL, key } = await storage.createUpload("uploads/Presigned12345678.png", "image/png", 1000);
    expect(uploadURL).toContain(`${endpoint}/pages/uploads/Presigned12345678.png?`);
    expect(uploadURL).toContain("X-Amz-Signature=");
    expect(uploadURL).not.toContain("x-amz-checksum");
    const response = await fetch(uploadURL, { method: "PUT", headers: { "content-type": "image/png" }, body: "uploaded by the browser" });
    expect(response.status).toBe(200);
    expect(await storage.get(key)).toEqual({ body: Buffer.from("uploaded by the browser"), contentType: "image/png" });
  });
});

describe("createImageUpload on S3", () => {
  it("gives a presigned URL under uploads/ and the object's site URL", async () => {
    vi.resetModules();
    Object.assign(process.env, { ...config(), S3_FORCE_PATH_STYLE: "true" });
    try {
      const { createImageUpload } = await import("@/lib/storage/uploads");
      const { getStorage, objectKeyFromUrl } = await import("@/lib/storage");
      const upload = await createImageUpload("image/jpeg");
      const key = objectKeyFromUrl(upload.url);
      expect(key).toMatch(/^uploads\/[A-Za-z0-9_-]+\.jpg$/);
      expect(upload.uploadURL.startsWith(`${endpoint}/pages/${key}?`)).toBe(true);
      const picture = await jpeg({ width: 4, height: 4 });
      const response = await fetch(upload.uploadURL, { method: "PUT", headers: { "content-type": "image/jpeg" }, body: new Uint8Array(picture) });
      expect(response.status).toBe(200);
      expect((await getStorage().get(key!))?.body.equals(picture)).toBe(true);
    } finally {
      for (const name of Object.keys(config())) delete process.env[name];
      vi.resetModules();
    }
  });
});
