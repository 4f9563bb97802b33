"use client";

import { useRouter } from "next/navigation";
import useSWR from "swr";
import type { HomepageStoryResponse } from "@/lib/api/stories";
import { HOMEPAGE_STORY_URL } from "@/lib/api/story-urls";
import { fetchJson, swrDefaults } from "@/lib/client/fetch-json";

const POLL_MS = 30_000;

type Shown = { id: number | string; isOriginal: boolean };

// Any failure reads as "the original": that is what Home shows when it cannot tell.
const askHomepageStory = (key: string) =>
  fetchJson<HomepageStoryResponse>(key)
    .then((answer) => answer.story ?? null)
    .catch(() => null);

// Home re-asks which story is the homepage story every 30 s (the first time 30 s after it
// opens: the page was just rendered with the answer) and asks the server to render Home again
// whenever an answer differs from what is shown.
export function HomeRefresher({ shown }: { shown: Shown }) {
  const router = useRouter();
  useSWR(HOMEPAGE_STORY_URL, askHomepageStory, {
    ...swrDefaults,
    revalidateOnMount: false,
    refreshInterval: POLL_MS,
    onSuccess: (next) => {
      const changed = next ? next.id !== shown.id : !shown.isOriginal;
      if (changed) router.refresh();
    },
  });
  return null;
}
