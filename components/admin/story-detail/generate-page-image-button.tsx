"use client";

import { useState } from "react";
import { mutate } from "swr";
import { generatePageImage } from "@/components/admin/image-gen/image-gen-calls";
import { SmallButton } from "@/components/ui/button";
import { STORIES_URL, storyUrl } from "@/lib/api/stories";

type GeneratePageImageButtonProps = {
  storyId: number;
  pageNumber: number;
  /** Who draws the picture, named in the tooltip (OpenAI or the offline illustrator). */
  provider: string;
  /** The page is already being drawn in the background. */
  drawing: boolean;
};

// The image table's per-page 'Generate' from the page's own card: the same call and toasts,
// then the story reloads with the new picture.
export function GeneratePageImageButton({ storyId, pageNumber, provider, drawing }: GeneratePageImageButtonProps) {
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      if (await generatePageImage({ storyId, pageNumber })) await Promise.all([mutate(storyUrl(storyId)), mutate(STORIES_URL)]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SmallButton tone="accent" disabled={busy || drawing} title={`Draw page ${pageNumber} with ${provider}`} onClick={() => void generate()}>
      {busy || drawing ? "Generating..." : "Generate image"}
    </SmallButton>
  );
}
