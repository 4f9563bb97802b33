"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import useSWR from "swr";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage, fetchJson, swrDefaults } from "@/lib/client/fetch-json";
import { storyProgressUrl } from "@/lib/api/story-urls";
import type { StoryProgressResponse } from "@/lib/api/story-generation";
import { progressEnded, progressText } from "@/lib/stories/model/progress-text";

const POLL_MS = 1000;

const fetcher = (key: string) => fetchJson<StoryProgressResponse>(key);

export const adminStoryPath = (storyId: number) => `/admin/story/${storyId}`;

/** A new story being written: its phase, asked for every second, and its screen once it is written. */
export function StoryProgress({ storyId }: { storyId: number }) {
  const router = useRouter();
  const panel = useRef<HTMLElement>(null);
  const { data, error } = useSWR(storyProgressUrl(storyId), fetcher, {
    ...swrDefaults,
    refreshInterval: (latest) => (progressEnded(latest?.progress) ? 0 : POLL_MS),
  });
  const progress = data?.progress;
  const done = progress?.phase === "done";

  // Shown where the admin clicked Generate, at the foot of a long form: brought into view, as
  // little scrolling as it takes.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: "nearest" });
  }, []);

  useEffect(() => {
    if (done) router.push(adminStoryPath(storyId));
  }, [done, router, storyId]);

  const failed = progress?.phase === "failed";
  return (
    <section
      ref={panel}
      aria-label={`Story ${storyId}`}
      className={`flex flex-col gap-2 rounded-2xl border-2 px-4 py-3 text-sm font-semibold sm:flex-row sm:items-center sm:justify-between ${
        failed ? "border-red-300 bg-red-50 text-red-800" : "border-marigold-300 bg-marigold-100 text-ink/80"
      }`}
    >
      <p role="status" aria-live="polite" className="flex items-center gap-2 [overflow-wrap:anywhere]">
        {progressEnded(progress) ? null : <Spinner className="h-4 w-4 shrink-0 border-2" />}
        {progress ? progressText(progress) : "Checking on the new story…"}
      </p>
      {error ? <p role="alert">{errorMessage(error, "Could not check on the new story; it goes on in the background.")}</p> : null}
      <Link href={adminStoryPath(storyId)} className="shrink-0 font-bold text-terracotta-700 underline">
        Open story #{storyId}
      </Link>
    </section>
  );
}
