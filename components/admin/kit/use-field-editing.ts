"use client";

import { useState } from "react";

type Pending<K> = { key: K; value: string };

/**
 * One screen's inline editing: at most one field is open at a time (the others' pencils are
 * locked), and a confirmed draft waits in a confirmation dialog before `save` runs. A failed or
 * cancelled save leaves the field open with its draft, so nothing typed is lost.
 */
export function useFieldEditing<K extends string>(save: (key: K, value: string) => Promise<boolean>) {
  const [editing, setEditing] = useState<K | null>(null);
  const [pending, setPending] = useState<Pending<K> | null>(null);
  const [saving, setSaving] = useState(false);

  const field = (key: K) => ({
    editing: editing === key,
    locked: editing !== null && editing !== key,
    onEdit: () => setEditing(key),
    onCancel: () => setEditing(null),
    onConfirm: (value: string) => setPending({ key, value }),
  });

  const confirm = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      if (await save(pending.key, pending.value)) setEditing(null);
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  return {
    field,
    pending,
    dialog: { open: pending !== null, busy: saving, onConfirm: () => void confirm(), onCancel: () => setPending(null) },
  };
}
