// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StoryDetailScreen } from "@/components/admin/story-detail/story-detail-screen";
import type { StoryDetail } from "@/lib/stories/model/types";
import { stubFetch } from "../../../../support/fake-fetch";
import { storyDetail, storyPages } from "../../../../support/fixtures/stories";
import { resetScreensBetweenTests } from "../../../../support/screen-tests";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

// Each test loads its own story id, so SWR's global cache keeps them apart.
let nextId = 500;

/** A story of two pages, the first drawn and none uploaded, its images still pending. */
const uploadStory = (id: number): StoryDetail =>
  storyDetail(id, {
    imageStatus: "pending",
    pepitaCustomization: null,
    storyData: JSON.stringify({ pages: storyPages(2) }),
    imageData: JSON.stringify({ "1": "/objects/generated/one.png" }),
    manualImages: null,
  });

type Step = "upload" | "put" | "attach";

/** The story's GET, and the three upload steps, each answering as `answers` says. */
function serve(story: StoryDetail, answers: Partial<Record<Step, () => Response>> = {}) {
  const calls: { step: Step; init: RequestInit | undefined }[] = [];
  stubFetch(
    {
      [`GET /api/stories/${story.id}`]: { success: true, story },
      [`GET /api/stories/${story.id}/image-jobs`]: { success: true, jobs: [] },
      "/api/stories": { success: true, stories: [] },
      "POST /api/objects/upload": (_url: string, init: RequestInit | undefined) => {
        calls.push({ step: "upload", init });
        return answers.upload?.() ?? { success: true, uploadURL: "/api/objects/local-upload/uploads/abc.png?sig=1", url: "/objects/uploads/abc.png" };
      },
      [`PUT /api/stories/${story.id}/manual-image/1`]: (_url: string, init: RequestInit | undefined) => {
        calls.push({ step: "attach", init });
        const saved = { ...story, manualImages: JSON.stringify({ "1": "/objects/manual/new.png" }) };
        return answers.attach?.() ?? { success: true, story: saved, message: "Image Uploaded" };
      },
    },
    (url, init) => {
      if (init?.method !== "PUT" || !url.startsWith("/api/objects/local-upload/")) return new Response("unexpected", { status: 500 });
      calls.push({ step: "put", init });
      return answers.put?.() ?? { url: "/objects/uploads/abc.png" };
    },
  );
  return calls;
}

async function pickFile(file: File) {
  const page1 = await screen.findByRole("listitem", { name: "Page 1" });
  fireEvent.change(within(page1).getByLabelText("Image file for page 1"), { target: { files: [file] } });
  return page1;
}

const pngFile = (bytes = 16) => new File([new Uint8Array(bytes)], "page.png", { type: "image/png" });

resetScreensBetweenTests(toast);

describe("uploading a page image on the story detail screen", () => {
  it("asks for a location, PUTs the file with its type, attaches it, says 'Image Uploaded' and shows the Manual Upload badge", async () => {
    const id = nextId++;
    const calls = serve(uploadStory(id));
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    const page1 = await pickFile(pngFile());

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Upload Successful", { description: "Image Uploaded" }));
    expect(calls.map((call) => call.step)).toEqual(["upload", "put", "attach"]);
    expect(new Headers(calls[1]!.init?.headers).get("content-type")).toBe("image/png");
    expect(calls[1]!.init?.body).toBeInstanceOf(File);
    expect(JSON.parse(String(calls[2]!.init?.body))).toEqual({ imageURL: "/objects/uploads/abc.png" });
    await waitFor(() => expect(within(page1).getByText("Manual Upload")).toBeTruthy());
    expect(within(page1).queryByText("AI Generated")).toBeNull();
    expect(within(page1).getByRole("img").getAttribute("src")).toBe("/objects/manual/new.png");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("refuses a file that is not an image, and one over 10 MB, before sending anything", async () => {
    const id = nextId++;
    const calls = serve(uploadStory(id));
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    await pickFile(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(toast.error).toHaveBeenCalledWith("Invalid File", { description: "Please select an image file." });

    const big = pngFile();
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await pickFile(big);
    expect(toast.error).toHaveBeenCalledWith("File Too Large", { description: "Please select an image smaller than 10MB." });
    expect(calls).toEqual([]);
  });

  it("says 'Failed to upload image. Please try again.' when the location or the PUT fails, and attaches nothing", async () => {
    for (const failing of ["upload", "put"] as const) {
      toast.error.mockReset();
      const id = nextId++;
      const calls = serve(uploadStory(id), { [failing]: () => new Response("no", { status: 500 }) });
      render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
      await pickFile(pngFile());
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Upload Failed", { description: "Failed to upload image. Please try again." }));
      expect(calls.some((call) => call.step === "attach")).toBe(false);
      cleanup();
    }
  });

  it("says 'Failed to update story with manual image.' with the server's reason when the attach is refused", async () => {
    const id = nextId++;
    serve(uploadStory(id), { attach: () => Response.json({ success: false, message: "Only PNG, JPEG or WebP images are accepted." }, { status: 415 }) });
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    const page1 = await pickFile(pngFile());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Upload Failed", {
        description: "Failed to update story with manual image. Only PNG, JPEG or WebP images are accepted.",
      }),
    );
    expect(within(page1).getByText("AI Generated")).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
