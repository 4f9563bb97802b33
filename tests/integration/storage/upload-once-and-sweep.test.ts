import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUT } from "@/app/api/objects/local-upload/[...key]/route";
import { env } from "@/lib/core/env";
import { getStorage, newObjectKey, UPLOADS_FOLDER } from "@/lib/storage";
import { takeUpload } from "@/lib/storage/checked-upload";
import { UPLOAD_LINK_USED } from "@/lib/storage/local-upload";
import { ORPHAN_UPLOAD_AGE_MS, sweepOrphanUploads } from "@/lib/storage/upload-sweep";
import { createImageUpload } from "@/lib/storage/uploads";
import { png } from "../../support/fixtures/images";

async function put(uploadURL: string, body: Uint8Array<ArrayBuffer>) {
  const url = new URL(uploadURL, "http://localhost:3000");
  const request = new Request(url, { method: "PUT", headers: { origin: "http://localhost:3000", "content-type": "image/png" }, body });
  const key = url.pathname.replace("/api/objects/local-upload/", "").split("/");
  return PUT(request, { params: Promise.resolve({ key }) });
}

describe("a local signed upload URL", () => {
  it("works once: a second PUT, before or after the upload was taken, is refused with 409", async () => {
    const upload = await createImageUpload("image/png");
    const image = new Uint8Array(await png());
    expect((await put(upload.uploadURL, image)).status).toBe(200);

    const again = await put(upload.uploadURL, image);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ success: false, message: UPLOAD_LINK_USED });

    await takeUpload(upload.url, async () => null);
    expect(await getStorage().head(upload.url.replace("/objects/", ""))).toBeNull();
    expect((await put(upload.uploadURL, image)).status).toBe(409);
    expect(await getStorage().head(upload.url.replace("/objects/", ""))).toBeNull();
  });

  it("lets only one of several parallel PUTs through", async () => {
    const upload = await createImageUpload("image/png");
    const image = new Uint8Array(await png());
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => put(upload.uploadURL, image)))).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 409, 409, 409, 409]);
  });
});

describe("the sweep of raw uploads never attached", () => {
  it("deletes uploads older than an hour with their use markers, keeps newer ones and any other folder, and can run twice", async () => {
    const storage = getStorage();
    const now = Date.now();
    const old = newObjectKey(UPLOADS_FOLDER, "png", undefined, new Date(now - ORPHAN_UPLOAD_AGE_MS - 60_000));
    const fresh = newObjectKey(UPLOADS_FOLDER, "png", undefined, new Date(now - 60_000));
    const page = newObjectKey("pages", "png", undefined, new Date(now - 10 * ORPHAN_UPLOAD_AGE_MS));
    for (const key of [old, fresh, page]) await storage.put(key, Buffer.from("bytes"), "image/png");

    const swept = await sweepOrphanUploads(now);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await storage.head(old)).toBeNull();
    expect(await storage.head(fresh)).not.toBeNull();
    expect(await storage.head(page)).not.toBeNull();
    expect(await sweepOrphanUploads(now)).toBe(0);

    // Markers of spent upload URLs go once the URL cannot be used any more.
    const folder = path.join(env().dataDir, "uploads", UPLOADS_FOLDER);
    expect(readdirSync(folder).some((name) => name.endsWith(".claimed"))).toBe(true);
    await sweepOrphanUploads(now + 2 * ORPHAN_UPLOAD_AGE_MS);
    expect(readdirSync(folder).filter((name) => name.endsWith(".claimed"))).toEqual([]);
    expect(existsSync(path.join(env().dataDir, "uploads", page))).toBe(true);
  });
});
