"use client";

import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { PageImage } from "@/lib/stories/model/story-images";
import { pictureBadge, pictureCredit, type ImageCredit } from "@/lib/stories/model/credits";
import { NoPictureIcon } from "@/components/ui/icons";

/** The badge naming where a story page's picture comes from, and a line naming who made it. */
export function ImageSourceBadge({ source, credit }: { source: PageImage["source"]; credit: ImageCredit | null }) {
  const label = pictureBadge(source, credit);
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge tone={source === "manual" ? "blue" : label === "AI Generated" ? "terracotta" : undefined}>{label}</Badge>
      <span className="text-xs text-ink/60">{pictureCredit(source, credit)}</span>
    </span>
  );
}

type PageImageFrameProps = {
  pageNumber: number;
  url: string | null;
  badge?: ReactNode;
  /** Over the bottom of the picture: how its generation is going. */
  progress?: ReactNode;
  /** Beside the badge: the page's upload and delete controls. */
  children?: ReactNode;
};

/** A page's picture on the admin screens, in the coloring page's proportions, with a badge and a control under it. */
export function PageImageFrame({ pageNumber, url, badge, progress, children }: PageImageFrameProps) {
  return (
    <figure className="space-y-2">
      <div className="relative aspect-[17/22] w-full overflow-hidden rounded-2xl border-2 border-terracotta-100 bg-white">
        {url ? <LoadedImage key={url} url={url} alt={`Page ${pageNumber} illustration`} /> : <Placeholder>No image yet</Placeholder>}
        {progress ? <div className="absolute inset-x-2 bottom-2">{progress}</div> : null}
      </div>
      <figcaption className="flex flex-wrap items-center gap-2">
        {badge}
        {children}
      </figcaption>
    </figure>
  );
}

// Keyed by URL by its parent, so a new picture gets a fresh try after an old one failed.
function LoadedImage({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Placeholder>Image could not be loaded</Placeholder>;
  return (
    // A plain <img>: our own static files, stored objects and local previews, already sized for print.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={url} alt={alt} className="h-full w-full object-contain" loading="lazy" onError={() => setFailed(true)} />
  );
}

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div
      role="img"
      aria-label={String(children)}
      className="flex h-full flex-col items-center justify-center gap-2 border-4 border-dashed border-terracotta-100 bg-paper p-3 text-center text-sm font-semibold text-ink/60"
    >
      <NoPictureIcon className="h-10 w-10" />
      <span aria-hidden="true">{children}</span>
    </div>
  );
}
