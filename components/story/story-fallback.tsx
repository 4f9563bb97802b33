"use client";

import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { storyUrl, type StoryDetailResponse } from "@/lib/api/stories";
import { fetchJson } from "@/lib/client/fetch-json";
import { ArchivedBanner } from "@/components/admin/archived-banner";
import { useCurrentUser } from "@/lib/client/use-current-user";
import type { NotFoundLabels, ViewerLabels } from "@/lib/i18n/labels";
import { localePath } from "@/lib/i18n/locales";
import { toViewerStory, type ViewerStory } from "@/lib/stories/model/view";
import { storyDetailJson } from "@/lib/stories/model/wire";
import { LoadingState, StoryNotFound, UnpublishedBanner } from "./status-states";
import { StoryViewer } from "./story-viewer";

// Shown where the cached page found no public story: an admin loads it through the
// authenticated call and sees it under a banner that says why it is hidden (archived, whatever its
// published flag, else unpublished); everyone else sees the not-found state.
export default function StoryFallback({ id, labels, notFound }: { id: string; labels: ViewerLabels; notFound: NotFoundLabels }) {
  const { hasAdminAccess, isLoading } = useCurrentUser();
  const [state, setState] = useState<{ story: ViewerStory; archived: boolean; published: boolean } | "loading" | "failed">("loading");

  useEffect(() => {
    if (isLoading) return;
    if (!hasAdminAccess) {
      setState("failed");
      return;
    }
    let cancelled = false;
    fetchJson<StoryDetailResponse>(storyUrl(id))
      .then(
        (answer) =>
          !cancelled &&
          setState({
            story: toViewerStory({ ...answer.story, ...storyDetailJson(answer.story) }),
            archived: answer.story.archived,
            published: answer.story.published,
          }),
      )
      .catch(() => {
        if (cancelled) return;
        toast.error("Error", { description: "Failed to load story. Please try again." });
        setState("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [id, hasAdminAccess, isLoading]);

  if (state === "loading") return <LoadingState text={notFound.loading} detail={notFound.pleaseWait} />;
  if (state === "failed") return <StoryNotFound labels={notFound} homeHref={localePath(labels.locale, "/")} />;
  return (
    <>
      {state.archived ? (
        <div className="mx-auto mb-5 max-w-3xl">
          <ArchivedBanner storyId={Number(id)} onRestored={() => setState({ ...state, archived: false })} />
        </div>
      ) : state.published ? null : (
        <UnpublishedBanner labels={notFound} />
      )}
      <StoryViewer story={state.story} storyKey={id} labels={labels} />
    </>
  );
}
