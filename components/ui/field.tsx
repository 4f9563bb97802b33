import type { ComponentProps, ReactNode } from "react";

// Labelled form controls with their validation message. `required` marks the label with * and
// sets aria-required; the forms validate themselves (noValidate), so the browser's own check stays off.

const control =
  "w-full rounded-xl border-2 border-terracotta-400 bg-paper px-3.5 py-2.5 text-base outline-none transition placeholder:text-ink/60 focus:border-terracotta-500 focus:bg-white aria-[invalid]:border-red-400";
// Only text controls: a select always matches :read-only, and would look locked.
const textControl = `${control} read-only:cursor-not-allowed read-only:bg-terracotta-50 read-only:text-ink/70`;

type Labelled = { label: ReactNode; error?: string; hint?: ReactNode; required?: boolean };

function errorId(fieldId: string | undefined) {
  return `${fieldId}-error`;
}

function FieldFrame({ fieldId, label, error, hint, required, children }: Labelled & { fieldId?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className="block text-sm font-bold text-ink/80">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-terracotta-600">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? <p className="text-xs text-ink/60">{hint}</p> : null}
      <FieldError id={errorId(fieldId)} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}

function a11y(fieldId: string | undefined, error: string | undefined, required: boolean | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId(fieldId) : undefined,
    "aria-required": required ? true : undefined,
  } as const;
}

export function Field({ label, error, hint, required, id, ...input }: ComponentProps<"input"> & Labelled) {
  const fieldId = id ?? input.name;
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} hint={hint} required={required}>
      <input id={fieldId} {...a11y(fieldId, error, required)} className={textControl} {...input} />
    </FieldFrame>
  );
}

export function TextareaField({ label, error, hint, required, id, rows = 3, ...textarea }: ComponentProps<"textarea"> & Labelled) {
  const fieldId = id ?? textarea.name;
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} hint={hint} required={required}>
      <Textarea id={fieldId} rows={rows} {...a11y(fieldId, error, required)} {...textarea} />
    </FieldFrame>
  );
}

export function SelectField({ label, error, hint, required, id, children, ...select }: ComponentProps<"select"> & Labelled) {
  const fieldId = id ?? select.name;
  return (
    <FieldFrame fieldId={fieldId} label={label} error={error} hint={hint} required={required}>
      <Select id={fieldId} {...a11y(fieldId, error, required)} {...select}>
        {children}
      </Select>
    </FieldFrame>
  );
}

/** A bare multi-line input, for places with their own label (inline editing, dialogs). */
export function Textarea({ className = "", ...props }: ComponentProps<"textarea">) {
  return <textarea className={`${textControl} min-h-20 ${className}`} {...props} />;
}

/** A bare select in the kit's style; the filter bars label it themselves. */
export function Select({ className = "", ...props }: ComponentProps<"select">) {
  return <select className={`${control} cursor-pointer bg-white py-2 ${className}`} {...props} />;
}

export function Checkbox({ label, className = "", ...input }: Omit<ComponentProps<"input">, "type"> & { label: ReactNode }) {
  return (
    <label className={`flex cursor-pointer items-center gap-2 text-sm font-semibold ${className}`}>
      <input type="checkbox" className="h-4 w-4 shrink-0 accent-terracotta-500" {...input} />
      {label}
    </label>
  );
}
