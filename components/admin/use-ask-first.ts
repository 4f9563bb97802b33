"use client";

import { useCallback, useState } from "react";

// An action the admin is asked about first when it has a consequence worth naming (the story
// leaves Home, families see pages without a picture); without one it runs at once. The dialog
// shows `question` and runs the action on confirm, staying busy until it ends.

export function useAskFirst<Question>() {
  const [pending, setPending] = useState<{ question: Question; run: () => Promise<unknown> } | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `run` now when there is no question, else after the admin confirms it. */
  // Stable, so a table's memoized columns that call it are not rebuilt on every render.
  const ask = useCallback((question: Question | null, run: () => Promise<unknown>) => {
    if (question === null) {
      void run();
      return;
    }
    setPending({ question, run });
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

  return { ask, dialog: { question: pending?.question ?? null, busy, onConfirm: () => void confirm(), onCancel: () => setPending(null) } };
}

export type AskFirstDialogProps<Question> = ReturnType<typeof useAskFirst<Question>>["dialog"];
