// @vitest-environment jsdom
import { act, render, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/toaster";

const pathname = vi.hoisted(() => ({ current: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => pathname.current }));

describe("the notification region", () => {
  it("is reached with F8 and shows one toast at a time", async () => {
    const { container } = render(<Toaster />);
    const region = container.querySelector("section");
    expect(region?.getAttribute("aria-label")).toContain("F8");
    act(() => {
      toast("First");
      toast("Second");
    });
    // Both are in the list once rendered; one of them shows.
    await waitFor(() => expect(container.querySelectorAll("[data-sonner-toast]")).toHaveLength(2));
    const visible = [...container.querySelectorAll("[data-sonner-toast]")].filter((el) => el.getAttribute("data-visible") === "true");
    expect(visible).toHaveLength(1);
  });

  it("sits at the top centre in the back office, clear of the row and card actions, and bottom right elsewhere", async () => {
    for (const [path, y, x] of [
      ["/admin/story/3", "top", "center"],
      ["/story/3", "bottom", "right"],
    ] as const) {
      pathname.current = path;
      const { container, unmount } = render(<Toaster />);
      act(() => {
        toast("Placed");
      });
      await waitFor(() => expect(container.querySelector("[data-sonner-toast]")).not.toBeNull());
      const list = container.querySelector("[data-sonner-toaster]");
      expect([list?.getAttribute("data-y-position"), list?.getAttribute("data-x-position")]).toEqual([y, x]);
      unmount();
    }
  });
});
