// @vitest-environment jsdom
import { act, render, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/toaster";

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

  it("sits at the top centre, clear of the back office's row and card actions and of a story's pager", async () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast("Placed");
    });
    await waitFor(() => expect(container.querySelector("[data-sonner-toast]")).not.toBeNull());
    const list = container.querySelector("[data-sonner-toaster]");
    expect([list?.getAttribute("data-y-position"), list?.getAttribute("data-x-position")]).toEqual(["top", "center"]);
  });

  it("is named in the page's language", async () => {
    const { container } = render(<Toaster label="Notificaciones" />);
    expect(container.querySelector("section")?.getAttribute("aria-label")).toMatch(/^Notificaciones/);
  });
});
