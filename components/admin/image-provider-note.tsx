import type { ReactNode } from "react";

/** The small line that names the image service the Generate buttons use (OpenAI or the offline illustrator). */
export function ImageProviderNote({ provider, children }: { provider: string; children?: ReactNode }) {
  return (
    <p className="text-xs text-ink/60">
      Images are drawn by {provider}.{children}
    </p>
  );
}
