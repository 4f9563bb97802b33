"use client";

import { useCallback } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useAskFirst, type AskFirstDialogProps } from "./use-ask-first";

// Archiving or unpublishing the story on Home hands Home to the Original Story; the admin is
// asked first, with that consequence named. Any other story changes at once.

export type HomeChange = "archive" | "unpublish";

type Question = { storyTitle: string; change: HomeChange };

const CONFIRM_LABEL: Record<HomeChange, string> = { archive: "Archive", unpublish: "Unpublish" };

export function useLeaveHomeConfirm() {
  const { ask: askFirst, dialog } = useAskFirst<Question>();

  /** Runs `run` now, or after the admin confirms when the story is the one on Home. */
  const ask = useCallback(
    (onHome: boolean, storyTitle: string, change: HomeChange, run: () => Promise<unknown>) => askFirst(onHome ? { storyTitle, change } : null, run),
    [askFirst],
  );

  return { ask, dialog };
}

export function LeaveHomeDialog({ question, busy, onConfirm, onCancel }: AskFirstDialogProps<Question>) {
  return (
    <ConfirmDialog
      open={question !== null}
      busy={busy}
      title={question?.change === "archive" ? "Archive the story on Home?" : "Unpublish the story on Home?"}
      confirmLabel={question ? CONFIRM_LABEL[question.change] : undefined}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="[overflow-wrap:anywhere]">&lsquo;{question?.storyTitle}&rsquo; is the story on Home. The Original Story will be shown on Home instead.</p>
    </ConfirmDialog>
  );
}
