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
  /** When another field is being edited, this one's pencil is disabled. */
  locked?: boolean;
  multiline?: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Receives the draft; a screen usually opens its confirmation dialog here. */
  onConfirm: (draft: string) => void;
  /** How the value reads when not editing; the plain text by default. */
  children?: ReactNode;
};

const iconButton = "inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 bg-white transition disabled:cursor-not-allowed disabled:opacity-40";

export function InlineEdit({ label, value, editing, locked = false, multiline = true, onEdit, onCancel, onConfirm, children }: InlineEditProps) {
  const [draft, setDraft] = useState(value);

  if (!editing) {
    return (
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{children ?? value}</div>
        <button
          type="button"
          aria-label={`Edit ${label}`}
          title={`Edit ${label}`}
          disabled={locked}
          onClick={() => {
            setDraft(value);
            onEdit();
          }}
          className={`${iconButton} border-terracotta-100 text-terracotta-600 hover:border-terracotta-500`}
        >
          <PencilIcon />
        </button>
      </div>
    );
  }

  return (
    <form
      className="flex items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(draft);
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
      <button type="button" aria-label={`Cancel editing ${label}`} title="Cancel" onClick={onCancel} className={`${iconButton} border-red-200 text-red-700 hover:border-red-500`}>
        <CrossIcon />
      </button>
    </form>
  );
}
