"use client";

import { useRef, useState, type ComponentProps } from "react";
import { SmallButton } from "@/components/ui/button";

type Props = {
  /** The button's text while idle. */
  label: string;
  /** The hidden file input's accessible name. */
  inputLabel: string;
  accept: string;
  /** Sends the picked file; the button reads 'Uploading...' until it settles. */
  upload: (file: File) => Promise<unknown>;
} & Pick<ComponentProps<typeof SmallButton>, "tone" | "aria-label">;

/** A button that opens the file picker and hands the chosen file to `upload`. */
export function FileUploadButton({ label, inputLabel, accept, upload, ...button }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await upload(file);
    } finally {
      setBusy(false);
      // Cleared so that picking the same file again (after a refusal) still uploads it.
      if (input.current) input.current.value = "";
    }
  };

  return (
    <>
      <input ref={input} type="file" accept={accept} hidden aria-label={inputLabel} onChange={(event) => void send(event.target.files?.[0])} />
      <SmallButton {...button} disabled={busy} onClick={() => input.current?.click()}>
        {busy ? "Uploading..." : label}
      </SmallButton>
    </>
  );
}
