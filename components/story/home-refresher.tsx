"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const POLL_MS = 30_000;

type Shown = { id: number | string; isOriginal: boolean };

// Home re-asks which story is the homepage story every 30 s and re-renders when
// the answer changes. A failed answer counts as "the original" (any failure shows
// the built-in story), so the server is asked to render Home again.
export function HomeRefresher({ shown }: { shown: Shown }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(async () => {
      const next = await fetch("/api/homepage-story", { credentials: "include" })
        .then((response) => (response.ok ? (response.json() as Promise<{ story: Shown }>) : null))
        .then((answer) => answer?.story ?? null)
        .catch(() => null);
      const changed = next ? next.id !== shown.id : !shown.isOriginal;
      if (changed) router.refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [router, shown.id, shown.isOriginal]);
  return null;
}
