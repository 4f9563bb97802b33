"use client";

import { reportRead } from "@/lib/client/read-beacon";
import { toast } from "@/lib/client/toast";
import type { ViewerLabels } from "@/lib/i18n/labels";
import { ButtonIcon } from "@/components/ui/icons";

type ShareLabels = Pick<ViewerLabels, "share" | "shareFailed" | "linkCopied" | "linkCopiedText" | "copyFailed">;

// The system's share sheet where there is one (phones), else the link is copied. Kept tiny:
// it ships with every story page.
async function share(storyKey: string, title: string, labels: ShareLabels): Promise<void> {
  const url = window.location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
      reportRead(storyKey, "share");
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) toast.error(labels.shareFailed, { description: url });
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    reportRead(storyKey, "share");
    toast.success(labels.linkCopied, { description: labels.linkCopiedText });
  } catch {
    toast.error(labels.copyFailed, { description: url });
  }
}

export function ShareButton({ storyKey, title, labels }: { storyKey: string; title: string; labels: ShareLabels }) {
  return (
    <button
      type="button"
      onClick={() => void share(storyKey, title, labels)}
      className="inline-flex items-center gap-2 rounded-full border-2 border-sky-500 px-5 py-2.5 font-bold text-sky-500 transition hover:bg-sky-500/10"
    >
      <ButtonIcon d="M12 15V3m0 0L7.5 7.5M12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
      {labels.share}
    </button>
  );
}
