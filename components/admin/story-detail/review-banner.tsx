"use client";

import { format } from "date-fns";
import { useState } from "react";
import { SmallButton } from "@/components/ui/button";
import { clearStoryReview } from "@/lib/client/story-actions";
import type { StoryDetail } from "@/lib/stories/model/types";

type Review = Pick<StoryDetail, "id" | "needsReview" | "reviewReason" | "reviewClearedBy" | "reviewClearedAt">;

// What the moderation pass found in a written story. While the story is held it cannot be
// published; an admin reads it, then clears it here. Once cleared the finding stays on the page,
// with who cleared it and when.
export function ReviewBanner({ story }: { story: Review }) {
  const [busy, setBusy] = useState(false);
  if (story.needsReview) {
    const clear = async () => {
      setBusy(true);
      try {
        await clearStoryReview(story.id);
      } finally {
        setBusy(false);
      }
    };
    return (
      <section aria-label="Needs review" className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-red-300 bg-red-50 px-5 py-4 text-red-900">
        <div className="min-w-0 flex-[1_1_16rem] [overflow-wrap:anywhere]">
          <p className="font-bold">Needs review</p>
          <p>{story.reviewReason}</p>
          <p className="mt-1 text-sm">Read the whole story before clearing it. It cannot be published until it is cleared.</p>
        </div>
        <SmallButton tone="positive" disabled={busy} onClick={() => void clear()}>
          Mark as read and cleared
        </SmallButton>
      </section>
    );
  }
  if (!story.reviewClearedAt || !story.reviewReason) return null;
  return (
    <section aria-label="Review cleared" className="rounded-2xl border-2 border-leaf-500/40 bg-white px-5 py-3 text-sm text-ink/80 [overflow-wrap:anywhere]">
      <p>
        <span className="font-bold">Review cleared</span> by {story.reviewClearedBy ?? "an admin"} on{" "}
        {format(new Date(story.reviewClearedAt), "MMM d, yyyy h:mm a")}.
      </p>
      <p>{story.reviewReason}</p>
    </section>
  );
}
