// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StoryAssetsScreen } from "@/components/admin/assets/story-assets-screen";
import { stubFetch } from "../../../../support/fake-fetch";
import { storySummary } from "../../../../support/fixtures/stories";
import { resetScreensBetweenTests } from "../../../../support/screen-tests";

vi.mock("next/navigation", () => ({
  usePathname: () => "/admin/assets",
  useSearchParams: () => new URLSearchParams(),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

resetScreensBetweenTests(toast);

const TITLE = "Tamales Together";

describe("a Story Assets row's actions while a request runs", () => {
  // The toast comes before the request's end: an admin who opens the menu again on seeing it saw
  // the menu vanish once the request ended, as every cell of the table was mounted again.
  it("keep a '⋯' menu opened meanwhile open, and show the story's new state in it", async () => {
    let archived = true;
    let finish: (() => void) | undefined;
    stubFetch(
      {
        "/api/stories": () => ({ success: true, stories: [storySummary(7, { title: TITLE, activityType: "Cooking", published: true, archived })] }),
        "POST /api/stories/7/unarchive": () =>
          new Promise((resolve) => {
            finish = () => {
              archived = false;
              resolve({ success: true, message: "Story restored" });
            };
          }),
      },
      () => ({ story: { title: "Original" } }),
    );
    // The default cache: the actions refresh the list through SWR's global mutate.
    render(<StoryAssetsScreen />);
    const more = await screen.findByRole("button", { name: `More actions for ${TITLE}` });
    fireEvent.click(more);
    fireEvent.click(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Restore" }));
    await waitFor(() => expect(finish).not.toBe(undefined));

    fireEvent.click(more);
    expect((within(screen.getByRole("menu")).getByRole("menuitem", { name: "Restore" }) as HTMLButtonElement).disabled).toBe(true);
    finish!();
    // The list's refresh shows the new state, then the request's end frees the actions: the menu waits for both.
    await waitFor(() =>
      expect((within(screen.getByRole("menu")).queryByRole("menuitem", { name: "Archive" }) as HTMLButtonElement | null)?.disabled).toBe(false),
    );
    expect(toast.success).toHaveBeenCalledWith("Story Restored", expect.anything());
  });
});
