// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RowMenu } from "@/components/admin/assets/row-menu";

afterEach(cleanup);

const items = ["Details", "Unpublish", "Archive", "Promote to Homepage"].map((label) => ({ label, onSelect: vi.fn() }));

function openAt(top: number) {
  render(<RowMenu label="More actions for Tamales" items={items} />);
  const button = screen.getByRole("button", { name: "More actions for Tamales" });
  button.getBoundingClientRect = () => ({ top, bottom: top + 32, left: 300, right: 332, width: 32, height: 32, x: 300, y: top, toJSON: () => ({}) });
  const focus = vi.spyOn(HTMLElement.prototype, "focus");
  fireEvent.click(button);
  return { menu: screen.getByRole("menu"), focus };
}

describe("a row's '⋯' menu", () => {
  it("opens under its button when the window has room below", () => {
    const { menu } = openAt(100);
    expect(menu.style.top).toBe("136px");
    expect(menu.style.bottom).toBe("");
  });

  // The last card on a phone: below it the menu would leave the window, and focusing it there
  // would scroll the page, which closes the menu at once.
  it("opens over its button near the window's bottom edge, and focusing it never scrolls", () => {
    const { menu, focus } = openAt(window.innerHeight - 60);
    expect(menu.style.top).toBe("");
    expect(menu.style.bottom).toBe("64px");
    expect(document.activeElement?.textContent).toBe("Details");
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });
});
