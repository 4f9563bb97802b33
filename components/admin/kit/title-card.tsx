"use client";

import type { ReactNode } from "react";
import { InlineEdit } from "@/components/ui/inline-edit";
import { storyTitleSchema } from "@/lib/api/stories";
import type { FieldEditProps } from "./page-row";

type TitleCardProps = {
  /** What the heading reads; may be a fallback when the story has no title of its own. */
  heading: string;
  /** What the editor starts from. */
  value: string;
  edit: FieldEditProps;
  /** The Spanish title beneath, with its own pencil; what shows when it is empty. */
  spanish?: { heading: string; value: string; edit: FieldEditProps };
  badges?: ReactNode;
  children?: ReactNode;
};

/** The title field's message for a draft the server would refuse (the same schema). */
const titleProblem = (draft: string) => storyTitleSchema.safeParse(draft).error?.issues[0]?.message;

/** A story screen's heading card: the title with its pencil, badges beside it, details below. */
export function TitleCard({ heading, value, edit, spanish, badges, children }: TitleCardProps) {
  return (
    <section className="rounded-3xl border-2 border-terracotta-100 bg-white p-5 shadow-[0_6px_0_0_var(--color-terracotta-100)] sm:p-6">
      <InlineEdit label="Story Title" value={value} multiline={false} validate={titleProblem} {...edit}>
        <h1 className="font-[family-name:var(--font-display)] text-2xl font-bold text-terracotta-700 sm:text-3xl">{heading}</h1>
      </InlineEdit>
      {spanish ? (
        <div className="mt-2">
          <InlineEdit label="Spanish Title" value={spanish.value} multiline={false} {...spanish.edit}>
            <p lang="es" className="text-lg font-semibold text-terracotta-700">
              {spanish.heading}
            </p>
          </InlineEdit>
        </div>
      ) : null}
      {badges ? <div className="mt-3 flex flex-wrap items-center gap-2">{badges}</div> : null}
      {children ? <div className="mt-3 text-sm text-ink/70">{children}</div> : null}
    </section>
  );
}
