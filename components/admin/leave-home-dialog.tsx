"use client";

import { useCallback, useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";

// Archiving or unpublishing the story on Home hands Home to the Original Story; the admin is
// asked first, with that consequence named. Any other story changes at once.

export type HomeChange = "archive" | "unpublish";

type Pending = { storyTitle: string; change: HomeChange; run: () => Promise<unknown> };

const CONFIRM_LABEL: Record<HomeChange, string> = { archive: "Archive", unpublish: "Unpublish" };

export function useLeaveHomeConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `run` now, or after the admin confirms when the story is the one on Home. */
  // Stable, so a table's memoized columns that call it are not rebuilt on every render.
  const ask = useCallback((onHome: boolean, storyTitle: string, change: HomeChange, run: () => Promise<unknown>) => {
    if (!onHome) {
      void run();
      return;
    }
    setPending({ storyTitle, change, run });
  }, []);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run();
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return { ask, dialog: { pending, busy, onConfirm: () => void confirm(), onCancel: () => setPending(null) } };
}

type LeaveHomeDialogProps = ReturnType<typeof useLeaveHomeConfirm>["dialog"];

export function LeaveHomeDialog({ pending, busy, onConfirm, onCancel }: LeaveHomeDialogProps) {
  return (
    <ConfirmDialog
      open={pending !== null}
      busy={busy}
      title={pending?.change === "archive" ? "Archive the story on Home?" : "Unpublish the story on Home?"}
      confirmLabel={pending ? CONFIRM_LABEL[pending.change] : undefined}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="[overflow-wrap:anywhere]">&lsquo;{pending?.storyTitle}&rsquo; is the story on Home. The Original Story will be shown on Home instead.</p>
    </ConfirmDialog>
  );
}
