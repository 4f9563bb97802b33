"use client";

import { useRef } from "react";
import { SmallButton } from "@/components/ui/button";
import { UPLOAD_ACCEPT } from "@/lib/api/images";

/** A button that opens the file chooser for one page's picture. */
export function ImagePicker({ pageNumber, onPick }: { pageNumber: number; onPick: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <SmallButton aria-label={`Upload image for page ${pageNumber}`} onClick={() => input.current?.click()}>
        Upload image
      </SmallButton>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        data-testid={`image-input-${pageNumber}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so picking the same file again still counts as a change.
          event.target.value = "";
          if (file) onPick(file);
        }}
      />
    </>
  );
}
