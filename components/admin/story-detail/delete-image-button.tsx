"use client";

import { useState } from "react";
import { toast } from "sonner";
import { mutate } from "swr";
import { SmallButton } from "@/components/ui/button";
import { errorMessage, fetchJson } from "@/lib/client/fetch-json";
import { STORIES_URL, storyUrl, type StoryChangeResponse, type StoryDetailResponse } from "@/lib/api/stories";
import type { ImageSource } from "@/lib/stories/model/story-images";
import { storedPageImageUrl } from "@/lib/api/story-urls";
import { ButtonIcon } from "@/components/ui/icons";

/** Takes the page's shown image off the story (and out of storage), after the browser's confirm. */
async function deletePageImage(storyId: number, pageNumber: number, source: ImageSource): Promise<void> {
  if (!window.confirm(`Are you sure you want to delete this ${source} image?`)) return;
  try {
    const change = await fetchJson<StoryChangeResponse>(storedPageImageUrl(storyId, source, pageNumber), { method: "DELETE" });
    await Promise.all([mutate<StoryDetailResponse>(storyUrl(storyId), { success: true, story: change.story }, { revalidate: false }), mutate(STORIES_URL)]);
    toast.success("Success", { description: change.message });
  } catch (error) {
    toast.error("Error", { description: errorMessage(error, `Failed to delete ${source} image`) });
  }
}

export function DeleteImageButton({ storyId, pageNumber, source }: { storyId: number; pageNumber: number; source: ImageSource }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await deletePageImage(storyId, pageNumber, source);
    } finally {
      setBusy(false);
    }
  };
  return (
    // An icon, so that it fits on one line with the upload button under the narrow picture.
    <SmallButton
      tone="danger"
      disabled={busy}
      aria-label={`Delete page ${pageNumber} ${source} image`}
      title={`Delete this ${source} image`}
      onClick={() => void run()}
    >
      <ButtonIcon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" className="h-4 w-4" />
    </SmallButton>
  );
}
