"use client";

import type { ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";

type ConfirmChangesDialogProps = {
  open: boolean;
  busy: boolean;
  /** The value that will be saved, shown so the admin sees exactly what changes. */
  value: string;
  /** What the change does, above the value. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmChangesDialog({ open, busy, value, children, onConfirm, onCancel }: ConfirmChangesDialogProps) {
  return (
    <ConfirmDialog open={open} busy={busy} title="Confirm Changes" confirmLabel="Save Changes" cancelLabel="Cancel" onConfirm={onConfirm} onCancel={onCancel}>
      {children ? <p className="mb-3">{children}</p> : null}
      <p className="text-xs font-bold uppercase tracking-wide text-ink/60">New value</p>
      <blockquote className="mt-1 max-h-64 overflow-y-auto rounded-2xl border-2 border-marigold-300 bg-marigold-100/60 px-4 py-3 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
        {value || <span className="text-ink/60 italic">(empty)</span>}
      </blockquote>
    </ConfirmDialog>
  );
}
