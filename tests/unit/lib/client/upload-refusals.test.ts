import { afterEach, describe, expect, it, vi } from "vitest";
import { imageFileProblem } from "@/lib/client/image-file";
import { uploadAttachedAsset } from "@/lib/client/upload-image";
import { stubFetch } from "../../../support/fake-fetch";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
});

describe("what an admin is told about a file that cannot be a page image", () => {
  it("names the accepted kinds for an image of another kind, before anything is sent", () => {
    expect(imageFileProblem({ type: "image/gif", size: 1000 })).toEqual({ title: "Invalid File", description: "Please select a PNG, JPEG or WebP image." });
    expect(imageFileProblem({ type: "image/svg+xml", size: 1000 })).toEqual({ title: "Invalid File", description: "Please select a PNG, JPEG or WebP image." });
    expect(imageFileProblem({ type: "image/png", size: 1000 })).toBeNull();
  });

  it("says what the server found in the bytes, not 'Please try again', when it refuses them", async () => {
    stubFetch((url) =>
      url === "/api/objects/upload"
        ? { success: true, uploadURL: "/api/objects/local-upload/uploads/x.png?sig=1", url: "/objects/uploads/x.png" }
        : Response.json({ success: false, message: "The file is not an image of type image/png." }, { status: 400 }),
    );
    const renamed = new File(["just some text"], "drawing.png", { type: "image/png" });
    expect(await uploadAttachedAsset(renamed)).toBeNull();
    expect(toast.error).toHaveBeenCalledWith("Upload Failed", { description: "Failed to upload image. The file is not an image of type image/png." });
  });

  it("keeps 'Please try again' when the failure was the server's, not the file's", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("down", { status: 503 })),
    );
    expect(await uploadAttachedAsset(new File(["x"], "a.png", { type: "image/png" }))).toBeNull();
    expect(toast.error).toHaveBeenCalledWith("Upload Failed", { description: "Failed to upload image. Please try again." });
  });
});
