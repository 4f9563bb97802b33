"use client";

import { useState, type ReactNode } from "react";
import { Textarea } from "./field";
import { CheckIcon, CrossIcon, PencilIcon } from "./icons";

type InlineEditProps = {
  /** Names the field for the pencil, confirm and cancel buttons ("Edit {label}"). */
  label: string;
  value: string;
  /** Owned by the parent, so that a screen can allow one field at a time. */
  editing: boolean;
  /** When another field is being edited, this one's pencil is disabled and says why when pressed. */
  locked?: boolean;
  multiline?: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Receives a changed draft; a screen usually opens its confirmation dialog here. An unchanged one just closes the field. */
  onConfirm: (draft: string) => void;
  /** How the value reads when not editing; the plain text by default. */
  children?: ReactNode;
};

export const LOCKED_REASON = "Save or cancel the field you are editing first.";

const iconButton =
  "inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 bg-white transition disabled:cursor-not-allowed disabled:opacity-40";

export function InlineEdit({ label, value, editing, locked = false, multiline = true, onEdit, onCancel, onConfirm, children }: InlineEditProps) {
  const [draft, setDraft] = useState(value);
  const [lockedPressed, setLockedPressed] = useState(false);

  if (!editing) {
    // Locked stays focusable (aria-disabled, not disabled) so a press or a screen reader can learn why.
    return (
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{children ?? value}</div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <button
            type="button"
            aria-label={`Edit ${label}`}
            title={locked ? LOCKED_REASON : `Edit ${label}`}
            aria-disabled={locked || undefined}
            onClick={() => {
              if (locked) {
                setLockedPressed(true);
                return;
              }
              setLockedPressed(false);
              setDraft(value);
              onEdit();
            }}
            className={`${iconButton} border-terracotta-100 text-terracotta-600 hover:border-terracotta-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-40`}
          >
            <PencilIcon />
          </button>
          {locked && lockedPressed ? (
            <p role="status" className="max-w-40 text-right text-xs text-ink/70">
              {LOCKED_REASON}
            </p>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <form
      className="flex items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim() === value.trim()) onCancel();
        else onConfirm(draft);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
    >
      {multiline ? (
        <Textarea aria-label={label} autoFocus rows={3} value={draft} onChange={(event) => setDraft(event.target.value)} className="flex-1" />
      ) : (
        <input
          aria-label={label}
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="w-full flex-1 rounded-xl border-2 border-terracotta-500 bg-white px-3 py-2 outline-none"
        />
      )}
      <button type="submit" aria-label={`Save ${label}`} title="Save" className={`${iconButton} border-leaf-500/40 text-leaf-500 hover:border-leaf-500`}>
        <CheckIcon />
      </button>
      <button
        type="button"
        aria-label={`Cancel editing ${label}`}
        title="Cancel"
        onClick={onCancel}
        className={`${iconButton} border-red-200 text-red-700 hover:border-red-500`}
      >
        <CrossIcon />
      </button>
    </form>
  );
}
