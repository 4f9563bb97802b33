"use client";

import type { ReactNode } from "react";
import { InlineEdit } from "@/components/ui/inline-edit";

/** Each page text's heading on the story screens, the built-in story's included. */
export const PAGE_FIELD_HEADINGS = {
  english: "English Text",
  spanish: "Spanish Text",
  scene: "Scene Description",
  descriptionEn: "Picture Description (English)",
  descriptionEs: "Picture Description (Spanish)",
} as const;

export type FieldEditProps = { editing: boolean; locked: boolean; onEdit: () => void; onCancel: () => void; onConfirm: (draft: string) => void };

/** One page on an admin story screen: its texts, and its picture beside them (below on phones). */
export function PageRow({ pageNumber, subtitle, image, children }: { pageNumber: number; subtitle?: ReactNode; image: ReactNode; children: ReactNode }) {
  return (
    <li
      aria-label={`Page ${pageNumber}`}
      className="grid gap-4 border-t-2 border-terracotta-50 pt-5 first:border-t-0 first:pt-0 sm:grid-cols-[minmax(0,1fr)_12rem]"
    >
      <div className="min-w-0 space-y-3">
        <h3 className="font-[family-name:var(--font-display)] text-lg font-bold text-terracotta-700">
          Page {pageNumber}
          {subtitle ? <span className="ml-2 text-sm font-semibold text-ink/60">{subtitle}</span> : null}
        </h3>
        {children}
      </div>
      <div className="mx-auto w-full max-w-56 sm:max-w-none">{image}</div>
    </li>
  );
}

/** A labelled page text with its pencil; `label` also names the editor for assistive technology. */
export function EditablePageText({
  heading,
  label,
  value,
  edit,
  validate,
  muted = false,
}: {
  heading: string;
  label: string;
  value: string;
  edit: FieldEditProps;
  /** The field's rule, the route's own, so a draft it would refuse says why before it is sent. */
  validate?: (draft: string) => string | undefined;
  muted?: boolean;
}) {
  return (
    <div>
      <p className="mb-1 text-xs font-bold uppercase tracking-wide text-ink/60">{heading}</p>
      <InlineEdit label={label} value={value} validate={validate} {...edit}>
        <span className={muted ? "text-sm text-ink/70 italic" : ""}>{value || <span className="text-ink/60">(empty)</span>}</span>
      </InlineEdit>
    </div>
  );
}
