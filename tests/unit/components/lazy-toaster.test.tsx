// @vitest-environment jsdom
import { act, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ usePathname: () => "/story/3" }));

// Each test starts with no toaster asked for: the module keeps that state for the page's life.
async function freshModules() {
  vi.resetModules();
  const [{ LazyToaster }, { toast }] = await Promise.all([import("@/components/lazy-toaster"), import("@/lib/client/toast")]);
  return { LazyToaster, toast };
}

const region = (container: HTMLElement) => container.querySelector("section[aria-label*='Notifications']");
const visibleToasts = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-sonner-toast]")].filter((el) => el.getAttribute("data-visible") === "true").map((el) => el.textContent);

describe("the public pages' toaster", () => {
  beforeEach(() => {
    // No idle moment unless a test makes one.
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn(() => 1),
    );
    vi.stubGlobal("cancelIdleCallback", vi.fn());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is not on the page until a toast is shown, then shows it, and a loading toast is replaced by its outcome", async () => {
    const { LazyToaster, toast } = await freshModules();
    const { container } = render(<LazyToaster label="Notifications" />);
    expect(region(container)).toBeNull();

    await act(async () => {
      const id = toast.loading("Generating PDF...", { description: "Please wait" });
      toast.success("Downloaded", { id, description: "Page 2 is ready." });
    });

    await waitFor(() => expect(visibleToasts(container)).toEqual([expect.stringContaining("Page 2 is ready.")]));
    expect(container.textContent).not.toContain("Please wait");
  });

  it("mounts its live region once the page is idle, before any toast", async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn((callback: () => void) => ((idle = callback), 7)),
    );
    const { LazyToaster } = await freshModules();
    const { container } = render(<LazyToaster label="Notifications" />);
    expect(region(container)).toBeNull();

    await act(async () => idle?.());

    await waitFor(() => expect(region(container)).not.toBeNull());
    expect(visibleToasts(container)).toEqual([]);
  });

  it("shows a toast made before the page went idle once it mounts", async () => {
    const { LazyToaster, toast } = await freshModules();
    toast.error("Could not copy the link", { description: "https://example.test/story/3" });
    const { container } = render(<LazyToaster label="Notifications" />);

    await waitFor(() => expect(visibleToasts(container)).toEqual([expect.stringContaining("Could not copy the link")]));
  });
});
