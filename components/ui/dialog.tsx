"use client";

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { PrimaryButton, SecondaryButton } from "./button";

type DialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs: both buttons are disabled and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// A modal confirmation: focus moves to the confirm button on open, Tab cycles inside, Escape or a
// click on the backdrop cancels, and focus returns to whatever opened it.
export function ConfirmDialog({ open, title, children, confirmLabel = "Confirm", cancelLabel = "Cancel", busy = false, onConfirm, onCancel }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    confirm.current?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        onKeyDown={onKeyDown}
        className="w-full max-w-lg rounded-3xl border-2 border-terracotta-100 bg-white p-6 shadow-[0_8px_0_0_var(--color-terracotta-100)]"
      >
        <h2 id={titleId} className="font-[family-name:var(--font-display)] text-2xl font-bold text-terracotta-700">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="mt-3 text-ink/80">
            {children}
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <SecondaryButton onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </SecondaryButton>
          <PrimaryButton ref={confirm} type="button" className="w-full sm:w-auto" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </PrimaryButton>
        </div>
      </div>
    </div>
  );
}
