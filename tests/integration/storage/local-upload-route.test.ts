import { describe, expect, it } from "vitest";
import { PUT } from "@/app/api/objects/local-upload/[...key]/route";
import { MAX_UPLOAD_BYTES } from "@/lib/api/images";
import { createImageUpload } from "@/lib/storage/uploads";
import { png } from "../../support/fixtures/images";
import { serveStored } from "../support/objects";

function keyOf(uploadURL: string): string[] {
  return new URL(uploadURL, "http://localhost:3000").pathname.replace("/api/objects/local-upload/", "").split("/");
}

async function put(uploadURL: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  const request = new Request(new URL(uploadURL, "http://localhost:3000"), {
    method: "PUT",
    headers: { origin: "http://localhost:3000", ...headers },
    body,
  });
  return PUT(request, { params: Promise.resolve({ key: keyOf(uploadURL) }) });
}

describe("createImageUpload on local storage", () => {
  it("gives the signed local upload route and the object's site URL under uploads/", async () => {
    const upload = await createImageUpload("image/png");
    expect(upload.uploadURL).toMatch(/^\/api\/objects\/local-upload\/uploads\/[A-Za-z0-9_-]+\.png\?/);
    expect(upload.url).toMatch(/^\/objects\/uploads\/[A-Za-z0-9_-]+\.png$/);
    expect(new URL(upload.uploadURL, "http://localhost:3000").searchParams.get("max")).toBe(String(10 * 1024 * 1024));
  });

  it("gives a different key each time", async () => {
    const [a, b] = await Promise.all([createImageUpload("image/png"), createImageUpload("image/png")]);
    expect(a.url).not.toBe(b.url);
  });

  it("refuses types that are not raster images", async () => {
    await expect(createImageUpload("image/svg+xml")).rejects.toMatchObject({ status: 415 });
    await expect(createImageUpload("text/html")).rejects.toThrow('Unsupported image type "text/html"');
  });
});

describe("PUT /api/objects/local-upload/{key}", () => {
  it("stores the image and answers its URL, which then serves it", async () => {
    const upload = await createImageUpload("image/png");
    const image = await png();
    const response = await put(upload.uploadURL, new Uint8Array(image), { "content-type": "image/png" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: upload.url });
    const served = await serveStored(upload.url);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  });

  it("refuses a request from another origin", async () => {
    const upload = await createImageUpload("image/png");
    const response = await put(upload.uploadURL, new Uint8Array(await png()), { "content-type": "image/png", origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("refuses a forged or altered link with 403", async () => {
    const upload = await createImageUpload("image/png");
    const forged = upload.uploadURL.replace(/signature=[^&]+/, "signature=forged");
    const response = await put(forged, new Uint8Array(await png()), { "content-type": "image/png" });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe("This upload link is invalid or has expired. Please try again.");
    const raised = upload.uploadURL.replace(/max=\d+/, "max=999999999");
    expect((await put(raised, new Uint8Array(await png()), { "content-type": "image/png" })).status).toBe(403);
  });

  it("refuses a Content-Type other than the granted one with 415", async () => {
    const upload = await createImageUpload("image/png");
    const response = await put(upload.uploadURL, new Uint8Array(await png()), { "content-type": "image/jpeg" });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe("Content-Type must be image/png.");
  });

  it("refuses an image over the size limit with 413, whether declared or not", async () => {
    const upload = await createImageUpload("image/png");
    const declared = await put(upload.uploadURL, new Uint8Array(await png()), { "content-type": "image/png", "content-length": String(MAX_UPLOAD_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect((await declared.json()).message).toBe("Please select an image smaller than 10MB.");
    const oversized = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent <= MAX_UPLOAD_BYTES; sent += 1024 * 1024) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const request = new Request(new URL(upload.uploadURL, "http://localhost:3000"), {
      method: "PUT",
      headers: { origin: "http://localhost:3000", "content-type": "image/png" },
      body: oversized,
      duplex: "half",
    } as RequestInit);
    const streamed = await PUT(request, { params: Promise.resolve({ key: keyOf(upload.uploadURL) }) });
    expect(streamed.status).toBe(413);
  });

  it("refuses bytes that are not an image of the granted type with 400", async () => {
    const upload = await createImageUpload("image/png");
    const text = await put(upload.uploadURL, "<script>alert(1)</script>", { "content-type": "image/png" });
    expect(text.status).toBe(400);
    expect((await text.json()).message).toBe("The file is not an image of type image/png.");
    const jpegUpload = await createImageUpload("image/jpeg");
    const mismatch = await put(jpegUpload.uploadURL, new Uint8Array(await png()), { "content-type": "image/jpeg" });
    expect(mismatch.status).toBe(400);
  });

  it("refuses an empty upload with 400", async () => {
    const upload = await createImageUpload("image/png");
    const response = await put(upload.uploadURL, null, { "content-type": "image/png" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("The upload is empty.");
  });
});
