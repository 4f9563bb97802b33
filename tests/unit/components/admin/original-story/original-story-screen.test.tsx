// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { OriginalStoryScreen } from "@/components/admin/original-story/original-story-screen";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import { SWRConfig } from "swr";
import { stubFetch } from "../../../../support/fake-fetch";
import { resetScreensBetweenTests } from "../../../../support/screen-tests";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const pages = ORIGINAL_STORY_PAGES.slice(0, 2);

beforeEach(() => {
  stubFetch(
    {
      "/api/admin/original-story/title": (_url: string, init: RequestInit | undefined) => ({
        success: true,
        title: JSON.parse(String(init?.body)).title.trim(),
        message: "Title Updated",
      }),
    },
    () => ({ success: true }),
  );
});

resetScreensBetweenTests(toast);

describe("the original story screen", () => {
  it("shows the fixed facts: badges, information and status", () => {
    render(<OriginalStoryScreen initialTitle="Original Story" pages={pages} />);
    expect(screen.getByRole("heading", { name: "Original Story", level: 1 })).toBeTruthy();
    expect(screen.getByText("Static")).toBeTruthy();
    expect(screen.getByText("All Seasons")).toBeTruthy();
    expect(screen.getByText("Main Character")).toBeTruthy();
    expect(screen.getByText("Always Published")).toBeTruthy();
    expect(screen.getByText("Original story cannot be archived")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Story" }).getAttribute("href")).toBe("/");
    expect(within(screen.getByRole("listitem", { name: "Page 1" })).getByText("01-weekly-arrival.svg")).toBeTruthy();
  });

  it("saves the title on the server after the confirmation", async () => {
    render(<OriginalStoryScreen initialTitle="Original Story" pages={pages} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit Story Title" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Story Title" }), { target: { value: "  Abuelita's Visit " } });
    fireEvent.click(screen.getByRole("button", { name: "Save Story Title" }));
    const dialog = screen.getByRole("dialog", { name: "Confirm Changes" });
    expect(within(dialog).getByText("Are you sure you want to update the story title? This change will be applied locally.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Abuelita's Visit", level: 1 })).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith("Title Updated", { description: "Story title has been updated and will appear in the public dropdown." });
    expect(fetch).toHaveBeenCalledWith("/api/admin/original-story/title", expect.objectContaining({ method: "PUT" }));
  });

  it("changes page text locally, one field at a time", async () => {
    render(<OriginalStoryScreen initialTitle="Original Story" pages={pages} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit Page 2 Spanish Text" }));
    expect(screen.getByRole("button", { name: "Edit Page 1 English Text" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.change(screen.getByRole("textbox", { name: "Page 2 Spanish Text" }), { target: { value: "¡Chocolate!" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Page 2 Spanish Text" }));
    const dialog = screen.getByRole("dialog", { name: "Confirm Changes" });
    expect(within(dialog).getByText("Are you sure you want to update the page content? This change will be applied locally.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(within(screen.getByRole("listitem", { name: "Page 2" })).getByText("¡Chocolate!")).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith("Page Updated", {
      description: "Page 2 content has been updated locally. Changes would need to be saved to codebase manually.",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("previews a picked image locally, marked 'Custom', and refuses other files", () => {
    // jsdom has no object URLs: stand-ins for this test only.
    const createObjectURL = vi.fn(() => "blob:preview-1");
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, saved));
    render(<OriginalStoryScreen initialTitle="Original Story" pages={pages} />);
    const input = screen.getByTestId("image-input-1") as HTMLInputElement;

    fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
    expect(toast.error).toHaveBeenCalledWith("Invalid File", { description: "Please select an image file." });
    const huge = new File(["x"], "huge.png", { type: "image/png" });
    Object.defineProperty(huge, "size", { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(toast.error).toHaveBeenCalledWith("File Too Large", { description: "Please select an image smaller than 10MB." });
    expect(createObjectURL).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File(["x"], "pepita.png", { type: "image/png" })] } });
    const page1 = screen.getByRole("listitem", { name: "Page 1" });
    expect(within(page1).getByRole("img", { name: "Page 1 illustration" }).getAttribute("src")).toBe("blob:preview-1");
    expect(within(page1).getByText("Custom")).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith("Image Uploaded", {
      description: "Page 1 image uploaded successfully. Note: This replaces the image locally for admin preview.",
    });
  });

  it("shows a placeholder when a page image fails to load", () => {
    render(<OriginalStoryScreen initialTitle="Original Story" pages={pages} />);
    fireEvent.error(within(screen.getByRole("listitem", { name: "Page 2" })).getByRole("img", { name: "Page 2 illustration" }));
    expect(within(screen.getByRole("listitem", { name: "Page 2" })).getByRole("img", { name: "Image could not be loaded" })).toBeTruthy();
  });

  it("promotes the original story to the homepage", async () => {
    render(<OriginalStoryScreen initialTitle="Original Story" pages={pages} />);
    fireEvent.click(screen.getByRole("button", { name: "Promote to Homepage" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Promoted to Homepage", { description: "The original story is now featured on the homepage." }),
    );
    expect(fetch).toHaveBeenCalledWith("/api/admin/original-story/promote-homepage", expect.objectContaining({ method: "PATCH" }));
  });

  const listing = (stories: object[]) => stubFetch({ "/api/stories": { success: true, stories } }, () => ({ success: true }));
  // Each with its own SWR cache, so the list one test serves is not what the next one sees.
  const renderFresh = () =>
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <OriginalStoryScreen initialTitle="Original Story" pages={pages} />
      </SWRConfig>,
    );
  const marked = {
    id: 7,
    title: "Tamales",
    createdAt: "2025-07-17T00:00:00.000Z",
    status: "complete",
    imageStatus: "complete",
    activityType: "Cooking",
    published: true,
    publishedAt: null,
    archived: false,
    archivedAt: null,
  };

  it("says the Original Story is on Home and disables Promote when no story is shown there", async () => {
    listing([{ ...marked, isHomepage: false }]);
    renderFresh();
    expect(await screen.findByText("On Home")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Promote to Homepage" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("names the story on Home and keeps Promote available when another story is shown there", async () => {
    listing([{ ...marked, isHomepage: true }]);
    renderFresh();
    expect((await screen.findByRole("link", { name: "Story #7" })).getAttribute("href")).toBe("/admin/story/7");
    expect(screen.getByText("Not on Home")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Promote to Homepage" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
