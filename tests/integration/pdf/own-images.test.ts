import { describe, expect, it } from "vitest";
import { getStorage } from "@/lib/storage";
import { ownPath, readOwnImage } from "@/lib/pdf/own-image";

describe("the PDF's image sources", () => {
  it("counts site-relative paths and absolute URLs on PUBLIC_URL as ours, nothing else", () => {
    expect(ownPath("/objects/generated/abcdefgh.png")).toBe("/objects/generated/abcdefgh.png");
    expect(ownPath("http://localhost:3000/original-story/01-weekly-arrival.svg?v=2")).toBe("/original-story/01-weekly-arrival.svg");
    expect(ownPath("https://images.example.com/a.png")).toBeNull();
    expect(ownPath("//images.example.com/a.png")).toBeNull();
    expect(ownPath("http://localhost:3001/a.png")).toBeNull();
    expect(ownPath("not a url")).toBeNull();
  });

  it("reads stored objects and public files, and refuses anything outside public/", async () => {
    await getStorage().put("generated/own-image-1.png", Buffer.from("png-bytes"), "image/png");
    expect((await readOwnImage("/objects/generated/own-image-1.png"))?.toString()).toBe("png-bytes");
    expect((await readOwnImage("/original-story/01-weekly-arrival.svg"))?.subarray(0, 4).toString()).toBe("<svg");
    expect(await readOwnImage("/../package.json")).toBeNull();
    expect(await readOwnImage("/original-story/../../package.json")).toBeNull();
    expect(await readOwnImage("/objects/generated/missing-1.png")).toBeNull();
    expect(await readOwnImage("/favicon-that-does-not-exist.png")).toBeNull();
    expect(await readOwnImage(null)).toBeNull();
  });
});
