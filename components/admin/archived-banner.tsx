"use client";

import { useState } from "react";
import { SmallButton } from "@/components/ui/button";
import { setStoryArchived } from "@/lib/client/story-actions";

// What an admin sees on an archived story, published or not: archiving is what hides it, so
// that is what the banner names, and Restore is the one way back.
export function ArchivedBanner({ storyId, onRestored }: { storyId: number; onRestored?: () => void }) {
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      if (await setStoryArchived(storyId, false)) onRestored?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="note" className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-red-300 bg-red-50 px-5 py-4 text-red-900">
      <div className="min-w-0 flex-1">
        <p className="font-bold">Archived Story</p>
        <p>This story is archived and is only visible to admins. Restore it to bring it back to public access.</p>
      </div>
      <SmallButton tone="positive" disabled={busy} onClick={() => void restore()}>
        Restore
      </SmallButton>
    </div>
  );
}
