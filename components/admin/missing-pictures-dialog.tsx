"use client";

import { useCallback } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { missingPicturesQuestion, type MissingPicturesAction } from "@/lib/stories/model/credits";
import { useAskFirst, type AskFirstDialogProps } from "./use-ask-first";

// Publishing a story, or promoting it to Home, while some of its pages have no picture shows
// families 'Coloring page not available' there: the admin is asked first, told how many. A story
// with every picture goes ahead at once. The server still accepts either call as it always has.

type Question = { action: MissingPicturesAction; missing: number; pages: number };

const TITLE: Record<MissingPicturesAction, string> = { publish: "Publish without every picture?", promote: "Promote without every picture?" };
const CONFIRM_LABEL: Record<MissingPicturesAction, string> = { publish: "Publish anyway", promote: "Promote anyway" };

export function useMissingPicturesConfirm() {
  const { ask: askFirst, dialog } = useAskFirst<Question>();

  /** Runs `run` now when every page has a picture, else after the admin confirms. */
  const ask = useCallback(
    (pictures: { missing: number; pages: number }, action: MissingPicturesAction, run: () => Promise<unknown>) =>
      askFirst(pictures.missing > 0 ? { action, ...pictures } : null, run),
    [askFirst],
  );

  return { ask, dialog };
}

export function MissingPicturesDialog({ question, busy, onConfirm, onCancel }: AskFirstDialogProps<Question>) {
  return (
    <ConfirmDialog
      open={question !== null}
      busy={busy}
      title={question ? TITLE[question.action] : ""}
      confirmLabel={question ? CONFIRM_LABEL[question.action] : undefined}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{question ? missingPicturesQuestion(question.missing, question.pages, question.action) : null}</p>
    </ConfirmDialog>
  );
}
