// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { menuPosition, RowMenu } from "@/components/admin/assets/row-menu";

afterEach(cleanup);

const PHONE = { width: 390, height: 844 };
const MENU = { width: 194, height: 160 };
const at = (left: number, top: number) => ({ left, top, right: left + 32, bottom: top + 32 });

describe("where a row's '⋯' menu opens", () => {
  it("under its button, right edges together, when there is room", () => {
    expect(menuPosition(at(1150, 300), MENU, { width: 1280, height: 800 })).toEqual({ top: 336, left: 988 });
  });

  // The last card on a phone: below it the menu would leave the window, and focusing it there
  // would scroll the page under the admin's finger.
  it("over its button near the window's bottom edge", () => {
    expect(menuPosition(at(340, 780), MENU, PHONE)).toEqual({ top: 616, left: 178 });
  });

  it("from its button's left edge when a phone card's '⋯' sits too far left to align right edges", () => {
    expect(menuPosition(at(150, 300), MENU, PHONE)).toEqual({ top: 336, left: 150 });
    expect(menuPosition(at(300, 300), { ...MENU, width: 340 }, PHONE)).toEqual({ top: 336, left: 42 });
  });
});

describe("a row's '⋯' menu", () => {
  it("takes the focus without scrolling the page, and Escape gives it back", () => {
    const items = ["Details", "Archive"].map((label) => ({ label, onSelect: vi.fn() }));
    render(<RowMenu label="More actions for Tamales" items={items} />);
    const button = screen.getByRole("button", { name: "More actions for Tamales" });
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    fireEvent.click(button);
    expect(document.activeElement?.textContent).toBe("Details");
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  // A tap that lands while a phone's page is still gliding, or the scroll a browser makes to bring
  // the button into view, used to close the menu it had just opened.
  it("follows its button when the page scrolls, and closes once the button has left the window", () => {
    render(<RowMenu label="More actions for Tamales" items={[{ label: "Details", onSelect: vi.fn() }]} />);
    const button = screen.getByRole("button", { name: "More actions for Tamales" });
    const where = vi.spyOn(button, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ x: 300, y: 300, width: 32, height: 32 }));
    fireEvent.click(button);
    expect(screen.getByRole("menu").style.top).toBe("336px");

    where.mockReturnValue(DOMRect.fromRect({ x: 300, y: 200, width: 32, height: 32 }));
    fireEvent.scroll(window);
    expect(screen.getByRole("menu").style.top).toBe("236px");

    where.mockReturnValue(DOMRect.fromRect({ x: 300, y: -40, width: 32, height: 32 }));
    fireEvent.scroll(window);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
