"use client";

import { useId, useState, type ReactNode } from "react";
import { FieldError, Textarea } from "./field";
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
  /** What is wrong with a draft (the field's message, shown under it), or undefined when it may be saved. */
  validate?: (draft: string) => string | undefined;
  /** How the value reads when not editing; the plain text by default. */
  children?: ReactNode;
};

export const LOCKED_REASON = "Save or cancel the field you are editing first.";

const iconButton =
  "inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 bg-white transition disabled:cursor-not-allowed disabled:opacity-40";

export function InlineEdit({ label, value, editing, locked = false, multiline = true, onEdit, onCancel, onConfirm, validate, children }: InlineEditProps) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | undefined>();
  const problemId = useId();
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
              setProblem(undefined);
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

  const invalid = problem ? { "aria-invalid": true, "aria-describedby": problemId } : {};
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const found = validate?.(draft);
        setProblem(found);
        if (found) return;
        if (draft.trim() === value.trim()) onCancel();
        else onConfirm(draft);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
    >
      <div className="flex items-start gap-2">
        {multiline ? (
          <Textarea aria-label={label} autoFocus rows={3} value={draft} onChange={(event) => setDraft(event.target.value)} className="flex-1" {...invalid} />
        ) : (
          <input
            aria-label={label}
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="w-full flex-1 rounded-xl border-2 border-terracotta-500 bg-white px-3 py-2 outline-none aria-[invalid]:border-red-400"
            {...invalid}
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
      </div>
      <div className="mt-1">
        <FieldError id={problemId} message={problem} />
      </div>
    </form>
  );
}
