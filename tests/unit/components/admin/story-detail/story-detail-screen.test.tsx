// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StoryDetailScreen } from "@/components/admin/story-detail/story-detail-screen";
import type { NarrationJob, NarrationStatusResponse } from "@/lib/api/narration";
import type { StoryDetail } from "@/lib/stories/model/types";
import { stubFetch, type FetchAnswer } from "../../../../support/fake-fetch";
import { storyDetail, storyPages } from "../../../../support/fixtures/stories";
import { resetScreensBetweenTests } from "../../../../support/screen-tests";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

// Each test loads its own story id: the edit calls refresh SWR's global cache, so tests stay apart that way.
let nextId = 100;

/** The Narration card's answer: three pages, the first recorded in both languages. */
function narrationStatus(available: boolean, job: NarrationJob | null = null): NarrationStatusResponse {
  return {
    success: true,
    available,
    pages: [1, 2, 3].map((pageNumber) => ({ pageNumber, recorded: pageNumber === 1 ? 2 : 0, wanted: 2, job: pageNumber === 1 ? null : job })),
    allowance: { left: 90, limit: 100, resetsAt: "2026-11-26T00:00:00Z" },
  };
}

const resetsAt = "2026-11-26T00:00:00Z";

/** What the screen reads for `story` (the story, the list, its image jobs and narration, the allowance); any other request goes to `onWrite` (a 500). */
function serve(story: StoryDetail, onWrite?: FetchAnswer) {
  return stubFetch(
    {
      [`GET /api/stories/${story.id}`]: { success: true, story },
      "/api/stories": { success: true, stories: [] },
      [`/api/stories/${story.id}/image-jobs`]: { success: true, jobs: [] },
      [`GET /api/stories/${story.id}/narration`]: narrationStatus(false),
      "/api/admin/generation-allowance": { success: true, stories: { left: 20, limit: 20, resetsAt }, images: { left: 195, limit: 200, resetsAt } },
    },
    onWrite,
  );
}

resetScreensBetweenTests(toast);

describe("the admin story detail screen", () => {
  it("says 'Invalid story ID' with the way back to the assets when the address names no story", () => {
    stubFetch();
    render(<StoryDetailScreen id={null} imageProvider="Offline line-art generator" />);
    expect(screen.getByRole("heading", { name: "Invalid story ID" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Assets" }).getAttribute("href")).toBe("/admin/assets");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Story Not Found' with a Back to Assets link when the story does not load", async () => {
    stubFetch(() => Response.json({ success: false, message: "Story not found" }, { status: 404 }));
    render(<StoryDetailScreen id={nextId++} imageProvider="Offline line-art generator" />);
    await waitFor(() => expect(screen.getByRole("heading", { name: "Story Not Found" })).toBeTruthy());
    expect(screen.getByRole("link", { name: "Back to Assets" }).getAttribute("href")).toBe("/admin/assets");
  });

  it("shows the story's information, status and actions", async () => {
    const id = nextId++;
    serve(storyDetail(id, { fullPrompt: "Write a story", errorMessage: null, title: null }));
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    await waitFor(() => expect(screen.getByRole("heading", { name: "Cooking Story - Fall", level: 1 })).toBeTruthy());
    expect(screen.getByText("Brave, Curious")).toBeTruthy();
    expect(screen.getByText("Chasing butterflies")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "AI Generation Prompt" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Error Details" })).toBeNull();
    expect(screen.getByRole("link", { name: "View Story" }).getAttribute("href")).toBe(`/story/${id}`);
    expect(await screen.findByText("Images left today: 195 of 200.")).toBeTruthy();
    // The sample story has three pages, and the counts say so.
    expect((screen.getByRole("button", { name: "3 Pages Generated" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "2/3 Images Available" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Publish" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Archive" })).toBeTruthy();
  });

  it("counts a written story's ten pages, and ten for one still being written", async () => {
    const written = nextId++;
    serve(storyDetail(written, { storyData: JSON.stringify({ pages: storyPages(10) }) }));
    render(<StoryDetailScreen id={written} imageProvider="Offline line-art generator" />);
    expect((await screen.findByRole("button", { name: "10 Pages Generated" })).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "2/10 Images Available" })).toBeTruthy();
    cleanup();
    const writing = nextId++;
    serve(storyDetail(writing, { status: "generating", storyData: null, imageData: null, manualImages: null }));
    render(<StoryDetailScreen id={writing} imageProvider="Offline line-art generator" />);
    expect(await screen.findByRole("button", { name: "0/10 Images Available" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pages Generated$/ })).toBeNull();
  });

  it("hides View Story until the story is complete and shows its error", async () => {
    const id = nextId++;
    serve(storyDetail(id, { status: "failed", storyData: null, errorMessage: "Claude said no" }));
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    await waitFor(() => expect(screen.getByRole("heading", { name: "Error Details" })).toBeTruthy());
    expect(screen.getByText("Claude said no")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View Story" })).toBeNull();
    expect(screen.queryByRole("button", { name: "10 Pages Generated" })).toBeNull();
  });

  it("shows a manual upload over the generated image, then the generated one, then 'No image yet'", async () => {
    const id = nextId++;
    serve(storyDetail(id));
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    const page1 = await screen.findByRole("listitem", { name: "Page 1" });
    expect(within(page1).getByText("Manual Upload")).toBeTruthy();
    expect(within(page1).queryByText("AI Generated")).toBeNull();
    expect(within(page1).getByText("Uploaded by an admin")).toBeTruthy();
    expect(within(page1).getByRole("img").getAttribute("src")).toBe("/objects/manual-1.png");
    // The offline illustrator drew page 2: no AI is claimed.
    const page2 = screen.getByRole("listitem", { name: "Page 2" });
    expect(within(page2).queryByText("AI Generated")).toBeNull();
    expect(within(page2).getByText("Offline illustrator")).toBeTruthy();
    expect(within(page2).getByText("Drawn by the offline illustrator")).toBeTruthy();
    expect(within(page2).getByRole("img").getAttribute("src")).toBe("/generated-2.png");
    const page3 = screen.getByRole("listitem", { name: "Page 3" });
    expect(within(page3).getByRole("img", { name: "No image yet" })).toBeTruthy();
    expect((within(page3).getByRole("button", { name: "Upload image for page 3" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("edits one field of one page at a time, through the 'Confirm Changes' dialog", async () => {
    const id = nextId++;
    const story = storyDetail(id);
    const fetchMock = serve(story, async (url, init) => {
      const body = JSON.parse(String(init?.body)) as { pageNumber: number; value: string };
      const pages = JSON.parse(story.storyData!).pages.map((page: { pageNumber: number }) =>
        page.pageNumber === body.pageNumber ? { ...page, storyText: body.value } : page,
      );
      return Response.json({ success: true, story: { ...story, storyData: JSON.stringify({ pages }) }, message: "Content Updated" });
    });
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);

    fireEvent.click(await screen.findByRole("button", { name: "Edit Page 2 English Text" }));
    // Every other pencil waits, the title's included.
    expect(screen.getByRole("button", { name: "Edit Page 2 Spanish Text" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Edit Page 1 English Text" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Edit Story Title" }).getAttribute("aria-disabled")).toBe("true");

    fireEvent.change(screen.getByRole("textbox", { name: "Page 2 English Text" }), { target: { value: "Pepita stirs the chocolate." } });
    fireEvent.click(screen.getByRole("button", { name: "Save Page 2 English Text" }));
    let dialog = screen.getByRole("dialog", { name: "Confirm Changes" });
    expect(within(dialog).getByText("Pepita stirs the chocolate.")).toBeTruthy();

    // Cancel keeps the draft open for another try, and sends nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((screen.getByRole("textbox", { name: "Page 2 English Text" }) as HTMLTextAreaElement).value).toBe("Pepita stirs the chocolate.");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Save Page 2 English Text" }));
    dialog = screen.getByRole("dialog", { name: "Confirm Changes" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Content Updated", expect.anything()));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(String(put[0])).toBe(`/api/stories/${id}/edit-content`);
    expect(JSON.parse(String(put[1]!.body))).toEqual({ pageNumber: 2, field: "english", value: "Pepita stirs the chocolate." });
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Page 2 English Text" })).toBeNull());
    expect(within(screen.getByRole("listitem", { name: "Page 2" })).getByText("Pepita stirs the chocolate.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit Page 1 English Text" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("names the image service on the Pages card and in each page's Generate image tooltip", async () => {
    const id = nextId++;
    serve(storyDetail(id));
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    expect(await screen.findByText("Images are drawn by Offline line-art generator.")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Generate image" })[0]!.getAttribute("title")).toBe("Draw page 1 with Offline line-art generator");
  });

  it("keeps the editor open and says 'Update Failed' when the save is refused", async () => {
    const id = nextId++;
    serve(storyDetail(id), () => Response.json({ success: false, message: "nope" }, { status: 500 }));
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Page 1 Scene Description" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Page 1 Scene Description" }), { target: { value: "A porch at dusk" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Page 1 Scene Description" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Confirm Changes" })).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Update Failed", { description: "Failed to update story content." }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((screen.getByRole("textbox", { name: "Page 1 Scene Description" }) as HTMLTextAreaElement).value).toBe("A porch at dusk");
  });

  it("saves the title through the dialog with 'Title Updated', or says it failed", async () => {
    const id = nextId++;
    const story = storyDetail(id);
    let refuse = true;
    serve(story, async (_url, init) => {
      if (refuse) return new Response("down", { status: 503 });
      return Response.json({ success: true, story: { ...story, title: JSON.parse(String(init?.body)).title }, message: "Title Updated" });
    });
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Story Title" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Story Title" }), { target: { value: "Tamales Together" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Story Title" }));
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Update Failed", { description: "Failed to update story title." }));

    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Save Story Title" }));
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Tamales Together", level: 1 })).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith("Title Updated", expect.anything());
  });

  it("shows the English title in place of a missing Spanish title, and saves a Spanish title through its own dialog with 'Title Updated'", async () => {
    const id = nextId++;
    const story = storyDetail(id);
    let sent: { url: string; body: unknown } | undefined;
    serve(story, async (url, init) => {
      sent = { url: String(url), body: JSON.parse(String(init?.body)) };
      return Response.json({ success: true, story: { ...story, spanishTitle: "Mañana de pan dulce" }, message: "Title Updated" });
    });
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    expect(await screen.findByText("Pan Dulce Morning", { selector: "p" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit Spanish Title" }));
    expect(screen.getByRole("button", { name: "Edit Story Title" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.change(screen.getByRole("textbox", { name: "Spanish Title" }), { target: { value: "Mañana de pan dulce" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Spanish Title" }));
    const dialog = screen.getByRole("dialog", { name: "Confirm Changes" });
    expect(within(dialog).getByText("Mañana de pan dulce")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Title Updated", { description: "The Spanish title has been saved." }));
    expect(sent).toEqual({ url: `/api/stories/${id}/edit-spanish-title`, body: { spanishTitle: "Mañana de pan dulce" } });
    expect(await screen.findByText("Mañana de pan dulce", { selector: "p" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pan Dulce Morning", level: 1 })).toBeTruthy();
  });

  it("queues every missing image with 'Generate all missing images' and shows each page's progress", async () => {
    const id = nextId++;
    let jobs: { pageNumber: number; status: string; lastError: string | null }[] = [];
    const story = storyDetail(id, { imageStatus: "pending" });
    stubFetch(
      {
        [`/api/stories/${id}`]: { success: true, story },
        "/api/stories": { success: true, stories: [] },
        [`/api/stories/${id}/image-jobs`]: () => ({ success: true, jobs }),
        [`POST /api/stories/${id}/generate-missing-images`]: () => {
          jobs = [{ pageNumber: 3, status: "running", lastError: null }];
          return { success: true, queued: [3], message: "Generating 1 missing image" };
        },
      },
      () => new Response("unexpected", { status: 500 }),
    );
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);

    const button = (await screen.findByRole("button", { name: "Generate all missing images" })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Image Generation Started", { description: "Generating 1 missing image" }));
    const page3 = screen.getByRole("listitem", { name: "Page 3" });
    await waitFor(() => expect(within(page3).getByRole("status").textContent).toBe("Generating…"));
    expect((screen.getByRole("button", { name: "Generating images…" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByRole("listitem", { name: "Page 1" })).queryByRole("status")).toBeNull();
  });

  it("offers 'Generate narration' where recordings can be made, then shows the pages being recorded", async () => {
    const id = nextId++;
    let job: NarrationJob | null = null;
    const story = storyDetail(id);
    stubFetch(
      {
        [`POST /api/stories/${id}/generate-narration`]: () => {
          job = { status: "queued", lastError: null };
          return { success: true, queued: [2, 3], message: "Recording the narration of 2 pages" };
        },
        [`/api/stories/${id}/narration`]: () => narrationStatus(true, job),
        [`/api/stories/${id}/image-jobs`]: { success: true, jobs: [] },
        "/api/stories": { success: true, stories: [] },
      },
      () => ({ success: true, story }),
    );
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    const card = await screen.findByTestId("narration-card");
    await waitFor(() => expect(card.textContent).toContain("Pages with a recorded narration: 1/3"));
    expect(card.textContent).toContain("Pages left to narrate today: 90 of 100.");
    fireEvent.click(within(card).getByRole("button", { name: "Generate narration" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Narration Started", { description: "Recording the narration of 2 pages" }));
    await waitFor(() => expect(within(card).getByRole("status").textContent).toBe("Recording 2 pages…"));
    expect((within(card).getByRole("button", { name: "Recording narration…" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says recorded narration is unavailable without an OpenAI key, and offers no button", async () => {
    const id = nextId++;
    serve(storyDetail(id));
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    const card = await screen.findByTestId("narration-card");
    expect(card.textContent).toContain("Recorded narration needs an OpenAI API key (OPENAI_API_KEY).");
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("says why a page's job failed, and disables the batch action when no page is missing an image", async () => {
    type Job = { pageNumber: number; status: string; lastError: string | null };
    const serveWithJobs = (story: StoryDetail, jobs: Job[]) =>
      stubFetch(
        {
          [`/api/stories/${story.id}/image-jobs`]: { success: true, jobs },
          [`/api/stories/${story.id}/narration`]: narrationStatus(false),
          "/api/stories": { success: true, stories: [] },
        },
        () => ({ success: true, story }),
      );

    const id = nextId++;
    serveWithJobs(storyDetail(id, { imageData: JSON.stringify({ "2": "/g2.png" }), manualImages: null }), [
      { pageNumber: 1, status: "queued", lastError: null },
      { pageNumber: 2, status: "running", lastError: null },
      { pageNumber: 3, status: "failed", lastError: "The image service refused the prompt." },
    ]);
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    const page1 = await screen.findByRole("listitem", { name: "Page 1" });
    await waitFor(() => expect(within(page1).getByRole("status").textContent).toBe("Queued"));
    // Page 2's picture arrived with the story reloaded after this jobs answer: the picture wins.
    expect(within(screen.getByRole("listitem", { name: "Page 2" })).queryByRole("status")).toBeNull();
    expect(within(screen.getByRole("listitem", { name: "Page 3" })).getByRole("status").textContent).toBe("Failed: The image service refused the prompt.");
    expect((screen.getByRole("button", { name: "Generating images…" }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    const fullId = nextId++;
    serveWithJobs(storyDetail(fullId, { imageData: JSON.stringify({ "1": "/g1.png", "2": "/g2.png", "3": "/g3.png" }) }), []);
    render(<StoryDetailScreen id={fullId} imageProvider="Offline line-art generator" />);
    expect(((await screen.findByRole("button", { name: "Generate all missing images" })) as HTMLButtonElement).disabled).toBe(true);
  });

  it("deletes a page's shown image after the browser's confirm, and then shows the image under it", async () => {
    const id = nextId++;
    const story = storyDetail(id);
    const fetchMock = serve(story, (url, init) => {
      if (init?.method === "DELETE" && url === `/api/admin/stories/${id}/images/manual/1`) {
        return Response.json({ success: true, story: { ...story, manualImages: "{}" }, message: "Manual image deleted successfully" });
      }
      return Response.json({ success: false, message: "Page 2 has no generated image" }, { status: 404 });
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    render(<StoryDetailScreen id={id} imageProvider="Offline line-art generator" />);
    const page1 = await screen.findByRole("listitem", { name: "Page 1" });
    expect(within(screen.getByRole("listitem", { name: "Page 3" })).queryByRole("button", { name: /^Delete/ })).toBeNull();

    fireEvent.click(within(page1).getByRole("button", { name: "Delete page 1 manual image" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this manual image?");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    confirm.mockReturnValue(true);
    const remove = within(page1).getByRole("button", { name: "Delete page 1 manual image" }) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: "Manual image deleted successfully" }));
    expect(within(page1).getByText("AI Generated")).toBeTruthy();
    expect(within(page1).getByRole("img").getAttribute("src")).toBe("/generated-1.png");

    fireEvent.click(within(screen.getByRole("listitem", { name: "Page 2" })).getByRole("button", { name: "Delete page 2 generated image" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Page 2 has no generated image" }));
  });

  it("shows the 'Archived Story' banner with Restore to an archived story, even a published one", async () => {
    const story = storyDetail(nextId++, { published: true, archived: true, archivedAt: "2025-07-20T10:00:00.000Z" });
    const fetchMock = serve(story, () => Response.json({ success: true, story: { ...story, archived: false } }));
    render(<StoryDetailScreen id={story.id} imageProvider="Offline line-art generator" />);
    const banner = await screen.findByRole("note");
    expect(within(banner).getByText("Archived Story")).toBeTruthy();
    expect(screen.queryByText("Unpublished Story")).toBeNull();
    fireEvent.click(within(banner).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/stories/${story.id}/unarchive`, expect.objectContaining({ method: "POST" })));
  });

  it("asks before archiving or unpublishing the story on Home, naming the consequence", async () => {
    const story = storyDetail(nextId++, { published: true, isHomepage: true });
    const fetchMock = serve(story, () => Response.json({ success: true, story }));
    render(<StoryDetailScreen id={story.id} imageProvider="Offline line-art generator" />);
    expect(await screen.findByText("On Home")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Archive" }));
    const dialog = screen.getByRole("dialog", { name: "Archive the story on Home?" });
    expect(within(dialog).getByText(/The Original Story will be shown on Home instead\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock).not.toHaveBeenCalledWith(`/api/stories/${story.id}/archive`, expect.anything());
    fireEvent.click(screen.getByRole("button", { name: "Unpublish" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Unpublish the story on Home?" })).getByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/stories/${story.id}/publish`, expect.objectContaining({ method: "PATCH" })));
  });

  it("asks before publishing a story with pages that have no picture, naming how many, and publishes a drawn one at once", async () => {
    // The fixture's three pages: 1 and 2 have pictures, 3 has none.
    const story = storyDetail(nextId++);
    const fetchMock = serve(story, () => Response.json({ success: true, story }));
    render(<StoryDetailScreen id={story.id} imageProvider="Offline line-art generator" />);
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = screen.getByRole("dialog", { name: "Publish without every picture?" });
    expect(within(dialog).getByText('1 of 3 pages has no picture: families will see "Coloring page not available" there. Publish anyway?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock).not.toHaveBeenCalledWith(`/api/stories/${story.id}/publish`, expect.anything());
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Publish anyway" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/stories/${story.id}/publish`, expect.objectContaining({ method: "PATCH" })));
    cleanup();

    const drawn = storyDetail(nextId++, { imageData: JSON.stringify({ "1": "/1.png", "2": "/2.png", "3": "/3.png" }) });
    const drawnFetch = serve(drawn, () => Response.json({ success: true, story: drawn }));
    render(<StoryDetailScreen id={drawn.id} imageProvider="Offline line-art generator" />);
    fireEvent.click(await screen.findByRole("button", { name: "Publish" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(drawnFetch).toHaveBeenCalledWith(`/api/stories/${drawn.id}/publish`, expect.objectContaining({ method: "PATCH" })));
  });

  it("archives a story that is not on Home without asking", async () => {
    const story = storyDetail(nextId++, { published: true });
    const fetchMock = serve(story, () => Response.json({ success: true, story }));
    render(<StoryDetailScreen id={story.id} imageProvider="Offline line-art generator" />);
    fireEvent.click(await screen.findByRole("button", { name: "Archive" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/stories/${story.id}/archive`, expect.objectContaining({ method: "POST" })));
  });

  it("draws one page from its own card with the image table's call and toasts, naming the provider", async () => {
    const story = storyDetail(nextId++);
    const fetchMock = serve(story, (url) =>
      url === `/api/stories/${story.id}/generate-image/3`
        ? Response.json({ success: true, imageUrl: "/x.png", credit: { by: "offline" } })
        : new Response("{}", { status: 500 }),
    );
    render(<StoryDetailScreen id={story.id} imageProvider="Offline line-art generator" />);
    const page3 = within(await screen.findByRole("listitem", { name: "Page 3" }));
    const button = page3.getByRole("button", { name: "Generate image" });
    expect(button.getAttribute("title")).toBe("Draw page 3 with Offline line-art generator");
    fireEvent.click(button);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Image Generated", { description: `Image drawn by the offline illustrator for Story ${story.id}, Page 3` }),
    );
    expect(fetchMock).toHaveBeenCalledWith(`/api/stories/${story.id}/generate-image/3`, expect.objectContaining({ method: "POST" }));
  });

  it("closes an edited field without asking when nothing changed", async () => {
    const story = storyDetail(nextId++);
    const fetchMock = serve(story);
    render(<StoryDetailScreen id={story.id} imageProvider="Offline line-art generator" />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Story Title" }));
    fireEvent.click(screen.getByRole("button", { name: "Save Story Title" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Story Title" })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("says why a pencil is locked while another field is open", async () => {
    const story = storyDetail(nextId++);
    serve(story);
    render(<StoryDetailScreen id={story.id} imageProvider="Offline line-art generator" />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Story Title" }));
    const locked = screen.getByRole("button", { name: "Edit Page 1 English Text" });
    expect(locked.getAttribute("title")).toBe("Save or cancel the field you are editing first.");
    fireEvent.click(locked);
    expect(screen.getByText("Save or cancel the field you are editing first.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Page 1 English Text" })).toBeNull();
  });
});
