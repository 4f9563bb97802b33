// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StatusBadge, statusTone } from "@/components/ui/badge";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { InlineEdit } from "@/components/ui/inline-edit";

afterEach(cleanup);

describe("status badge colours", () => {
  it("is green for complete, yellow while generating, red for failed and gray otherwise", () => {
    expect(statusTone("complete")).toBe("green");
    expect(statusTone("generating")).toBe("yellow");
    expect(statusTone("generating-story")).toBe("yellow");
    expect(statusTone("generating-images")).toBe("yellow");
    expect(statusTone("failed")).toBe("red");
    expect(statusTone("pending")).toBe("gray");
    expect(statusTone("something-else")).toBe("gray");
    render(<StatusBadge status="failed" />);
    expect(screen.getByText("failed").className).toContain("text-red-700");
  });
});

describe("the confirm dialog", () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <ConfirmDialog open={open} title="Confirm Changes" confirmLabel="Save Changes" onConfirm={onConfirm} onCancel={() => setOpen(false)}>
          New value
        </ConfirmDialog>
      </>
    );
  }

  it("is a labelled modal dialog that takes focus, closes on Escape and gives focus back", () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByText("Open");
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Confirm Changes" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByText("Save Changes"));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("keeps Tab inside the dialog", () => {
    render(<Harness onConfirm={() => {}} />);
    fireEvent.click(screen.getByText("Open"));
    const dialog = screen.getByRole("dialog");
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByText("Cancel"));
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(screen.getByText("Save Changes"));
  });
});

describe("fields", () => {
  it("marks a required field with * and ties the error to the input", () => {
    render(<Field label="Activity Type" name="activityType" required error="Activity type is required" />);
    const input = screen.getByLabelText(/Activity Type/);
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("activityType-error");
    expect(screen.getByRole("alert").textContent).toBe("Activity type is required");
  });
});

describe("inline edit", () => {
  it("edits a draft and hands it to onConfirm", () => {
    const onConfirm = vi.fn();
    function Harness() {
      const [editing, setEditing] = useState(false);
      return (
        <InlineEdit label="English" value="Hola" editing={editing} onEdit={() => setEditing(true)} onCancel={() => setEditing(false)} onConfirm={onConfirm} />
      );
    }
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Edit English" }));
    fireEvent.change(screen.getByLabelText("English"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Save English" }));
    expect(onConfirm).toHaveBeenCalledWith("Hello");
  });
});
