import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalStorage, verifyLocalUpload } from "@/lib/storage/local";

const secret = "a-test-secret-that-is-long-enough-for-hmac";
const storage = createLocalStorage({ dataDir: mkdtempSync(path.join(tmpdir(), "storage-local-")), authSecret: secret, publicUrl: "http://localhost:3000" });
const key = "pages/AbCdEfGh12345678.png";

async function grantQuery(contentType = "image/png", maxBytes = 1000) {
  const { uploadURL } = await storage.createUpload(key, contentType, maxBytes);
  const url = new URL(uploadURL, "http://localhost:3000");
  return { url, query: url.searchParams };
}

describe("local object storage", () => {
  it("stores, reads back and deletes an object with its content type", async () => {
    await storage.put(key, Buffer.from("picture bytes"), "image/png");
    expect(await storage.get(key)).toEqual({ body: Buffer.from("picture bytes"), contentType: "image/png" });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("answers null for an object that was never stored, and deleting it is harmless", async () => {
    expect(await storage.get("pages/NeverStored1234.png")).toBeNull();
    await expect(storage.delete("pages/NeverStored1234.png")).resolves.toBeUndefined();
  });

  it("refuses keys that could leave the uploads folder", async () => {
    await expect(storage.put("../../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid object key/);
    await expect(storage.get("uploads/../../secret.png")).rejects.toThrow(/Invalid object key/);
  });
});

describe("signed local upload URLs", () => {
  it("point at the local upload route and carry a grant that verifies", async () => {
    const { url, query } = await grantQuery();
    expect(url.pathname).toBe(`/api/objects/local-upload/${key}`);
    expect(verifyLocalUpload(secret, key, query)).toEqual({ contentType: "image/png", maxBytes: 1000 });
  });

  it("are rejected when signed with another secret", async () => {
    const { query } = await grantQuery();
    expect(verifyLocalUpload("another-secret-that-is-long-enough-too", key, query)).toBeNull();
  });

  it("are rejected when the signature is forged", async () => {
    const { query } = await grantQuery();
    query.set("signature", "A".repeat(43));
    expect(verifyLocalUpload(secret, key, query)).toBeNull();
    query.delete("signature");
    expect(verifyLocalUpload(secret, key, query)).toBeNull();
  });

  it("are rejected when the type, size limit, expiry or key is altered", async () => {
    for (const [name, value] of [
      ["type", "image/svg+xml"],
      ["max", "99999999"],
      ["expires", String(Date.now() + 86_400_000)],
    ] as const) {
      const { query } = await grantQuery();
      query.set(name, value);
      expect(verifyLocalUpload(secret, key, query), name).toBeNull();
    }
    const { query } = await grantQuery();
    expect(verifyLocalUpload(secret, "pages/SomeOtherKey1234.png", query)).toBeNull();
  });

  it("are rejected once expired", async () => {
    const { query } = await grantQuery();
    expect(verifyLocalUpload(secret, key, query, Date.now() + 16 * 60 * 1000)).toBeNull();
  });
});
