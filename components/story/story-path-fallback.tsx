"use client";

import { useParams } from "next/navigation";
import { parseStoryId } from "@/lib/stories/id";
import { LazyStoryFallback } from "./lazy-story-fallback";
import { StoryNotFound } from "./status-states";

/** The not-found state of /story/{id}, or, for an admin, the unpublished story the id names. */
export function StoryPathFallback() {
  const { id } = useParams<{ id: string }>();
  const storyId = parseStoryId(id ?? "");
  return storyId === null ? <StoryNotFound /> : <LazyStoryFallback id={String(storyId)} />;
}
