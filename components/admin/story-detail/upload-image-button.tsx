"use client";

import { useRef, useState } from "react";
import { SmallButton } from "@/components/ui/button";
import { uploadPageImage } from "@/lib/client/upload-image";

/** A page's upload control: the button opens the file picker, and the chosen file becomes the page's manual image. */
export function UploadImageButton({ storyId, pageNumber }: { storyId: number; pageNumber: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadPageImage(storyId, pageNumber, file);
    } finally {
      setBusy(false);
      // Cleared so that picking the same file again (after a refusal) still uploads it.
      if (input.current) input.current.value = "";
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={`Image file for page ${pageNumber}`}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <SmallButton disabled={busy} aria-label={`Upload image for page ${pageNumber}`} onClick={() => input.current?.click()}>
        {busy ? "Uploading..." : "Upload image"}
      </SmallButton>
    </>
  );
}
