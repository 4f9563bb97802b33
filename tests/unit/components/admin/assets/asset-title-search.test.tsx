// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StoryAssetsScreen } from "@/components/admin/assets/story-assets-screen";
import { stubFetch } from "../../../../support/fake-fetch";
import { storySummary } from "../../../../support/fixtures/stories";
import { resetScreensBetweenTests } from "../../../../support/screen-tests";

// The address as Next's hooks read it; the screen writes it through the browser's history.
const navigation = vi.hoisted(() => {
  const state = {
    search: "",
    replace: vi.fn((_data: unknown, _unused: string, url?: string | URL | null) => {
      state.search = String(url ?? "").split("?")[1] ?? "";
    }),
  };
  return state;
});
vi.mock("next/navigation", () => ({
  usePathname: () => "/admin/assets",
  useSearchParams: () => new URLSearchParams(navigation.search),
}));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const summary = (id: number, title: string) => storySummary(id, { title, activityType: "Cooking", published: true });

function serve(stories = [summary(1, "Tamales Together"), summary(2, "Garden Morning")]) {
  stubFetch({ "/api/stories": { success: true, stories } }, () => ({ story: { title: "Original" } }));
}

const renderScreen = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <StoryAssetsScreen />
    </SWRConfig>,
  );

beforeEach(() => {
  vi.spyOn(window.history, "replaceState").mockImplementation(navigation.replace);
});

resetScreensBetweenTests();
afterEach(() => {
  navigation.replace.mockClear();
  navigation.search = "";
});

describe("the Story Assets list", () => {
  it("filters a moment after typing and writes the search into the address", async () => {
    serve();
    renderScreen();
    expect(await screen.findByRole("link", { name: "Garden Morning" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search titles"), { target: { value: "tamal" } });
    expect(screen.getByRole("link", { name: "Garden Morning" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Garden Morning" })).toBeNull());
    expect(screen.getByRole("link", { name: "Tamales Together" })).toBeTruthy();
    await waitFor(() => expect(navigation.replace).toHaveBeenLastCalledWith(null, "", "/admin/assets?q=tamal"));
  });

  it("starts from the search in the address, and Reset Filters clears it", async () => {
    navigation.search = "q=garden";
    serve();
    renderScreen();
    expect(await screen.findByRole("link", { name: "Garden Morning" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Tamales Together" })).toBeNull();
    expect((screen.getByLabelText("Search titles") as HTMLInputElement).value).toBe("garden");
    fireEvent.click(screen.getAllByRole("button", { name: "Reset Filters" })[0]!);
    expect(await screen.findByRole("link", { name: "Tamales Together" })).toBeTruthy();
    expect((screen.getByLabelText("Search titles") as HTMLInputElement).value).toBe("");
  });

  it("starts on the page in the address, writes the page it moves to, and returns to page 1 on a new sort", async () => {
    navigation.search = "page=2";
    serve(Array.from({ length: 30 }, (_, index) => summary(index + 1, `Story ${index + 1}`)));
    renderScreen();
    expect(await screen.findByText("Showing 21-31 of 31 stories")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Page 1" }));
    await waitFor(() => expect(navigation.replace).toHaveBeenLastCalledWith(null, "", "/admin/assets"));
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(navigation.replace).toHaveBeenLastCalledWith(null, "", "/admin/assets?page=2"));
    fireEvent.click(within(screen.getByRole("columnheader", { name: /Title/ })).getByRole("button"));
    await waitFor(() => expect(navigation.replace).toHaveBeenLastCalledWith(null, "", "/admin/assets?sort=storyTitle&dir=desc"));
    expect(screen.getByText("Showing 1-20 of 31 stories")).toBeTruthy();
  });

  it("sorts from the 'Sort by' bar that stands in for the header row on phones, with the headers' toggle", async () => {
    serve();
    renderScreen();
    const bar = await screen.findByRole("group", { name: "Sort by" });
    expect(
      within(bar)
        .getByRole("button", { name: /^Created/ })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    fireEvent.click(within(bar).getByRole("button", { name: "Title" }));
    await waitFor(() => expect(navigation.replace).toHaveBeenLastCalledWith(null, "", "/admin/assets?sort=storyTitle&dir=desc"));
    fireEvent.click(within(bar).getByRole("button", { name: /^Title/ }));
    await waitFor(() => expect(navigation.replace).toHaveBeenLastCalledWith(null, "", "/admin/assets?sort=storyTitle&dir=asc"));
    expect(screen.getByRole("columnheader", { name: /Title/ }).getAttribute("aria-sort")).toBe("ascending");
  });

  it("writes the address after the frame, the latest view only, so two clicks before a frame write it once", async () => {
    serve();
    renderScreen();
    const bar = await screen.findByRole("group", { name: "Sort by" });
    fireEvent.click(within(bar).getByRole("button", { name: "Title" }));
    fireEvent.click(within(bar).getByRole("button", { name: /^Title/ }));
    expect(screen.getByRole("columnheader", { name: /Title/ }).getAttribute("aria-sort")).toBe("ascending");
    expect(navigation.replace).not.toHaveBeenCalled();
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith(null, "", "/admin/assets?sort=storyTitle&dir=asc"));
    expect(navigation.replace).toHaveBeenCalledTimes(1);
  });

  it("folds the filters behind a 'Filters' button on a phone that counts the ones set", async () => {
    navigation.search = "published=published&archive=active";
    serve();
    renderScreen();
    const button = await screen.findByRole("button", { name: "Filters (2)" });
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(panel.className).toContain("hidden sm:contents");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel.className.split(" ")).not.toContain("hidden");
  });

  it("keeps one primary action per row and the rest in a keyboard-usable '⋯' menu, in a fixed order", async () => {
    serve();
    renderScreen();
    const more = await screen.findByRole("button", { name: "More actions for Tamales Together" });
    expect(more.getAttribute("aria-haspopup")).toBe("menu");
    fireEvent.click(more);
    const menu = screen.getByRole("menu", { name: "More actions for Tamales Together" });
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Details", "Unpublish", "Archive", "Promote to Homepage"]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: "End" });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(more);

    fireEvent.click(more);
    fireEvent.click(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Archive" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/stories/1/archive", expect.objectContaining({ method: "POST" })));
  });
});
