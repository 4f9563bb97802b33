"use client";

import { useState } from "react";
import { toast } from "sonner";
import useSWR from "swr";
import { SmallButton } from "@/components/ui/button";
import { Panel } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage, fetchJson, swrDefaults } from "@/lib/client/fetch-json";
import {
  generateNarrationUrl,
  NARRATION_UNAVAILABLE,
  narrationUrl,
  type GenerateNarrationResponse,
  type NarrationStatusResponse,
  type PageNarration,
} from "@/lib/api/narration";
import { narrationsLeftText } from "@/lib/generation/allowance";
import { isStoryComplete } from "@/lib/stories/model/status";
import type { StoryDetail } from "@/lib/stories/model/types";

// Recorded narration of the story (one recording per page and language), made in the
// background: the card follows the jobs every few seconds while any waits or runs.

const POLL_MS = 2500;

const isPending = (page: PageNarration) => page.job?.status === "queued" || page.job?.status === "running";
const isNarrated = (page: PageNarration) => page.recorded === page.wanted;

const fetcher = (key: string) => fetchJson<NarrationStatusResponse>(key);

export function NarrationCard({ story }: { story: StoryDetail }) {
  const { data, mutate } = useSWR(narrationUrl(story.id), fetcher, {
    ...swrDefaults,
    refreshInterval: (latest) => (latest?.pages.some(isPending) ? POLL_MS : 0),
  });
  const [busy, setBusy] = useState(false);
  if (!data) return null;

  const narrated = data.pages.filter(isNarrated).length;
  const pending = data.pages.filter(isPending);
  const failed = data.pages.filter((page) => page.job?.status === "failed" && !isNarrated(page));

  const generate = async () => {
    setBusy(true);
    try {
      const answer = await fetchJson<GenerateNarrationResponse>(generateNarrationUrl(story.id), { method: "POST" });
      toast.success("Narration Started", { description: answer.message });
      await mutate();
    } catch (error) {
      toast.error("Narration Failed", { description: errorMessage(error, "Failed to start recording the narration.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title="Narration">
      <div data-testid="narration-card" className="flex flex-col gap-2.5 text-sm text-ink">
        <p>
          Pages with a recorded narration:{" "}
          <strong>
            {narrated}/{data.pages.length}
          </strong>
        </p>
        {!data.available ? (
          <p className="text-ink/70">{NARRATION_UNAVAILABLE}</p>
        ) : (
          <>
            {pending.length > 0 ? (
              <p role="status" className="flex items-center gap-2 font-semibold">
                <Spinner className="h-3.5 w-3.5 border-2" />
                Recording {pending.length} {pending.length === 1 ? "page" : "pages"}…
              </p>
            ) : null}
            {failed.map((page) => (
              <p
                key={page.pageNumber}
                className="rounded-xl border-2 border-red-200 bg-red-50 px-2.5 py-1.5 text-xs font-semibold text-red-800 [overflow-wrap:anywhere]"
              >
                Page {page.pageNumber} failed: {page.job?.lastError ?? "the narration could not be recorded"}
              </p>
            ))}
            <SmallButton
              tone="accent"
              className="w-full justify-center py-2"
              disabled={busy || pending.length > 0 || narrated === data.pages.length || !isStoryComplete(story.status)}
              onClick={() => void generate()}
            >
              {pending.length > 0 ? "Recording narration…" : "Generate narration"}
            </SmallButton>
            <p className="text-center text-xs text-ink/70">{narrationsLeftText(data.allowance)}</p>
            <p className="text-xs text-ink/70">Pages without a current recording (new, or edited since) are read by the visitor&apos;s browser voice.</p>
          </>
        )}
      </div>
    </Panel>
  );
}
