// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { GalleryScreen } from "@/components/admin/gallery/gallery-screen";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));
import type { GalleryItem } from "@/lib/api/images";
import { stubFetch } from "../../../../support/fake-fetch";
import { resetScreensBetweenTests } from "../../../../support/screen-tests";

const items: GalleryItem[] = [
  {
    id: "generated-7-3",
    url: "/objects/generated/a.png",
    storyId: 7,
    storyTitle: "Tamales",
    pageNumber: 3,
    type: "generated",
    createdAt: "2025-05-01T12:00:00.000Z",
    publishedStory: true,
  },
  {
    id: "attached-1",
    url: "/attached_assets/sketch.png",
    storyId: 0,
    storyTitle: "sketch.png",
    pageNumber: 0,
    type: "attached",
    createdAt: "2025-04-01T12:00:00.000Z",
    publishedStory: false,
  },
];

function serve(list: GalleryItem[], onDelete: () => Response = () => Response.json({ success: true })) {
  return stubFetch((url, init) => {
    if ((init?.method ?? "GET") === "DELETE") return onDelete();
    expect(url).toBe("/api/admin/gallery");
    return { success: true, items: list };
  });
}

const renderScreen = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GalleryScreen />
    </SWRConfig>,
  );

const card = (name: string) => screen.getByRole("listitem", { name });

resetScreensBetweenTests();

describe("the gallery screen", () => {
  it("shows the cards with their badges and links, and the filters with their counts", async () => {
    serve(items);
    renderScreen();
    const generated = await screen.findByRole("listitem", { name: "Tamales, Page 3" });
    expect(within(generated).getByText("Generated")).toBeTruthy();
    expect(within(generated).getByText("Published")).toBeTruthy();
    expect(within(generated).getByText("May 1, 2025")).toBeTruthy();
    expect(within(generated).getByRole("link", { name: "Story" }).getAttribute("href")).toBe("/admin/story/7");
    expect(within(generated).getByRole("link", { name: "View" }).getAttribute("href")).toBe("/objects/generated/a.png");
    expect(within(card("sketch.png")).queryByRole("link", { name: "Story" })).toBeNull();
    expect(within(card("sketch.png")).queryByText("Published")).toBeNull();

    const filters = screen.getByRole("group", { name: "Image type" });
    expect(
      within(filters)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["All2", "Generated1", "Manual0", "Attached1"]);
    fireEvent.click(within(filters).getByRole("button", { name: /Manual/ }));
    expect(screen.getByRole("heading", { name: "No Images Found" })).toBeTruthy();
    expect(screen.getByText("No manual images found.")).toBeTruthy();
  });

  it("says no image exists yet when the gallery is empty", async () => {
    serve([]);
    renderScreen();
    expect(await screen.findByText("No images have been generated or uploaded yet.")).toBeTruthy();
  });

  it("deletes only after the confirm; the card leaves at once with a toast and the filter stays; a failed delete alerts", async () => {
    const confirm = vi.fn(() => false);
    const alert = vi.fn();
    vi.stubGlobal("confirm", confirm);
    vi.stubGlobal("alert", alert);
    let deleteAnswer = Response.json({ success: false, message: "Story not found" }, { status: 404 });
    const fetchMock = serve(items, () => deleteAnswer);
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: /^Generated/ }));
    const remove = within(await screen.findByRole("listitem", { name: "Tamales, Page 3" })).getByRole("button", { name: "Delete" });

    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this generated image?");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    confirm.mockReturnValue(true);
    fireEvent.click(remove);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Failed to delete image"));
    expect(fetchMock).toHaveBeenLastCalledWith("/api/admin/stories/7/images/generated/3", expect.objectContaining({ method: "DELETE" }));
    expect(screen.getByRole("listitem", { name: "Tamales, Page 3" })).toBeTruthy();

    deleteAnswer = Response.json({ success: true, message: "Generated image deleted successfully" });
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Tamales, Page 3" })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Generated image deleted successfully" });
    expect(screen.getByRole("button", { name: /^Generated/ }).getAttribute("aria-pressed")).toBe("true");
  });

  it("draws the first 60 cards of a large gallery and up to 60 more at each 'Show more images'", async () => {
    const many: GalleryItem[] = Array.from({ length: 70 }, (_, index) => ({
      ...items[0]!,
      id: `generated-${index + 1}-1`,
      storyId: index + 1,
      storyTitle: `Story ${index + 1}`,
      pageNumber: 1,
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
    }));
    serve(many);
    const { container } = renderScreen();
    // Counted by selector: role queries over a hundred cards take seconds in jsdom.
    const cards = () => container.querySelectorAll('ul[aria-label="Images"] > li').length;
    await screen.findByText("Showing 60 of 70 images.");
    expect(cards()).toBe(60);
    fireEvent.click(screen.getByText("Show more images (10 of 10 left)"));
    await waitFor(() => expect(cards()).toBe(70));
    expect(screen.queryByText(/Show more images/)).toBeNull();
  });
});
