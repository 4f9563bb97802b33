// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TitleCard } from "@/components/admin/kit/title-card";

afterEach(cleanup);

function renderEditing(onConfirm = vi.fn()) {
  render(<TitleCard heading="Pan Dulce" value="Pan Dulce" edit={{ editing: true, locked: false, onEdit: vi.fn(), onCancel: vi.fn(), onConfirm }} />);
  return onConfirm;
}

describe("the story title's field", () => {
  it("refuses a blank title with the field's message, before any confirmation", () => {
    const onConfirm = renderEditing();
    const field = screen.getByRole("textbox", { name: "Story Title" });
    fireEvent.change(field, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Save Story Title" }));
    expect(screen.getByRole("alert").textContent).toBe("Title is required");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("passes a real title on to be confirmed", () => {
    const onConfirm = renderEditing();
    fireEvent.change(screen.getByRole("textbox", { name: "Story Title" }), { target: { value: "Tamales Together" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Story Title" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onConfirm).toHaveBeenCalledWith("Tamales Together");
  });
});
