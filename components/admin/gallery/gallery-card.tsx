"use client";

import { format } from "date-fns";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { SmallButton, SmallLink } from "@/components/ui/button";
import type { GalleryItem, GalleryItemType } from "@/lib/api/images";

const TYPE_BADGE: Record<GalleryItemType, { label: string; tone: BadgeTone }> = {
  generated: { label: "Generated", tone: "terracotta" },
  manual: { label: "Manual", tone: "blue" },
  attached: { label: "Attached", tone: "yellow" },
};

const linkClass =
  "inline-flex items-center justify-center gap-1 whitespace-nowrap rounded-full border-2 border-terracotta-100 bg-white px-3 py-1 text-sm font-bold text-terracotta-700 transition hover:border-terracotta-500";

export function GalleryCard({ item, onDelete }: { item: GalleryItem; onDelete: (item: GalleryItem) => void }) {
  const badge = TYPE_BADGE[item.type];
  return (
    <li
      aria-label={`${item.storyTitle}${item.pageNumber > 0 ? `, Page ${item.pageNumber}` : ""}`}
      className="flex flex-col overflow-hidden rounded-3xl border-2 border-terracotta-100 bg-white"
    >
      <div className="aspect-[17/22] border-b-2 border-terracotta-50 bg-paper">
        <CardImage key={item.url} url={item.url} alt={`${badge.label} image: ${item.storyTitle}`} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={badge.tone}>{badge.label}</Badge>
          {item.publishedStory ? <Badge tone="green">Published</Badge> : null}
        </div>
        <h2 className="font-semibold [overflow-wrap:anywhere] text-ink">{item.storyTitle}</h2>
        <p className="text-xs text-ink/60">
          {item.pageNumber > 0 ? <span>Page {item.pageNumber} · </span> : null}
          <time dateTime={item.createdAt}>{format(new Date(item.createdAt), "MMM d, yyyy")}</time>
        </p>
        <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
          <a href={item.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            View
          </a>
          {item.storyId > 0 ? <SmallLink href={`/admin/story/${item.storyId}`}>Story</SmallLink> : null}
          <SmallButton tone="danger" onClick={() => onDelete(item)}>
            Delete
          </SmallButton>
        </div>
      </div>
    </li>
  );
}

// Keyed by URL by its parent, so a new picture gets a fresh try after an old one failed.
function CardImage({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        role="img"
        aria-label="Image could not be loaded"
        className="flex h-full items-center justify-center p-3 text-center text-sm font-semibold text-ink/60"
      >
        Image could not be loaded
      </div>
    );
  }
  // A plain <img>: stored objects and attached assets, already sized for print.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={url} alt={alt} loading="lazy" className="h-full w-full object-contain" onError={() => setFailed(true)} />;
}
