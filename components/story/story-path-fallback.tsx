"use client";

import { useParams } from "next/navigation";
import type { NotFoundLabels, ViewerLabels } from "@/lib/i18n/labels";
import { parseStoryId } from "@/lib/stories/model/id";
import { LazyStoryFallback } from "./lazy-story-fallback";
import { StoryNotFound } from "./status-states";

type Props = { labels: ViewerLabels; notFound: NotFoundLabels; homeHref: string };

/** The not-found state of /story/{id}, or, for an admin, the unpublished story the id names. */
export function StoryPathFallback({ labels, notFound, homeHref }: Props) {
  const storyId = parseStoryId(useParams<{ id: string }>()?.id ?? "");
  return storyId === null ? (
    <StoryNotFound labels={notFound} homeHref={homeHref} />
  ) : (
    <LazyStoryFallback id={String(storyId)} labels={labels} notFound={notFound} />
  );
}
