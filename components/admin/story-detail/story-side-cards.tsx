"use client";

import { useState } from "react";
import { STORY_PAGE_COUNT } from "@/lib/api/story-generation";
import { dateTime } from "@/components/admin/assets/asset-columns";
import { Badge, StatusBadge } from "@/components/ui/badge";
import { SmallButton, SmallLink } from "@/components/ui/button";
import { Panel } from "@/components/ui/card";
import { useGenerationAllowance } from "@/lib/client/generation-allowance";
import { setStoryArchived, setStoryPublished } from "@/lib/client/story-actions";
import { imagesLeftText } from "@/lib/generation/allowance";
import { isOnHomepage } from "@/lib/stories/model/homepage-rule";
import { displayStatus, isStoryComplete } from "@/lib/stories/model/status";
import { storyPages } from "@/lib/stories/model/story-data";
import { pageImages } from "@/lib/stories/model/story-images";
import type { StoryJsonValues } from "@/lib/schemas/story-json";
import type { StoryDetail } from "@/lib/stories/model/types";
import { LeaveHomeDialog, useLeaveHomeConfirm } from "../leave-home-dialog";
import { MissingPicturesDialog, useMissingPicturesConfirm } from "../missing-pictures-dialog";
import { missingPictures } from "@/lib/stories/model/credits";
import { generateMissingImages } from "./image-jobs";
import { StatusList } from "@/components/admin/kit/info-list";

export function StoryStatusCard({ story }: { story: StoryDetail }) {
  return (
    <Panel title="Status">
      <StatusList
        items={[
          // The same status the Story Assets table shows for this story, from the same rule.
          { label: "Story Status", badge: <StatusBadge status={displayStatus(story)} /> },
          { label: "Image Status", badge: <StatusBadge status={story.imageStatus} /> },
          {
            label: "Publication Status",
            badge: story.published ? <Badge tone="green">Published</Badge> : <Badge>Unpublished</Badge>,
            note: story.published && story.publishedAt ? dateTime(story.publishedAt) : undefined,
          },
          {
            label: "Archive Status",
            badge: story.archived ? <Badge tone="red">Archived</Badge> : <Badge>Active</Badge>,
            note: story.archived && story.archivedAt ? dateTime(story.archivedAt) : undefined,
          },
          { label: "Homepage", badge: isOnHomepage(story) ? <Badge tone="yellow">On Home</Badge> : <Badge>Not on Home</Badge> },
        ]}
      />
    </Panel>
  );
}

// Every story is written as ten pages; a story with another number (a sample one) shows its own.
function pageCount(json: StoryJsonValues): number {
  return storyPages(json.storyData).length || STORY_PAGE_COUNT;
}

function imagedPageCount(json: StoryJsonValues): number {
  return new Set([...Object.keys(json.manualImages ?? {}), ...Object.keys(json.imageData ?? {})]).size;
}

/** Whether a finished story has a page without any image, which the batch action would queue. */
function hasMissingImages(story: StoryDetail, json: StoryJsonValues): boolean {
  const imageOf = pageImages(json);
  return isStoryComplete(story.status) && storyPages(json.storyData).some((page) => imageOf(page.pageNumber) === null);
}

const wide = "w-full justify-center py-2";

/** `jobsPending`: page images are already queued or being drawn in the background. */
export function StoryActionsCard({ story, json, jobsPending, title }: { story: StoryDetail; json: StoryJsonValues; jobsPending: boolean; title: string }) {
  const [busy, setBusy] = useState(false);
  const leaveHome = useLeaveHomeConfirm();
  const askPictures = useMissingPicturesConfirm();
  const onHome = isOnHomepage(story);
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title="Actions">
      <div className="flex flex-col gap-2.5">
        {isStoryComplete(story.status) ? (
          <SmallLink href={`/story/${story.id}`} tone="accent" className={wide}>
            View Story
          </SmallLink>
        ) : null}
        {story.storyData ? (
          <SmallButton disabled className={wide}>
            {pageCount(json)} Pages Generated
          </SmallButton>
        ) : null}
        <SmallButton disabled className={wide}>
          {imagedPageCount(json)}/{pageCount(json)} Images Available
        </SmallButton>
        <SmallButton
          tone="accent"
          className={wide}
          disabled={busy || jobsPending || !hasMissingImages(story, json)}
          onClick={() => void run(() => generateMissingImages(story.id))}
        >
          {jobsPending ? "Generating images…" : "Generate all missing images"}
        </SmallButton>
        <ImagesLeft />
        <SmallButton
          tone={story.published ? "neutral" : "positive"}
          className={wide}
          disabled={busy}
          onClick={() => {
            const change = () => run(() => setStoryPublished(story.id, !story.published));
            if (story.published) leaveHome.ask(onHome, title, "unpublish", change);
            else askPictures.ask(missingPictures(json), "publish", change);
          }}
        >
          {story.published ? "Unpublish" : "Publish"}
        </SmallButton>
        <SmallButton
          tone={story.archived ? "positive" : "danger"}
          className={wide}
          disabled={busy}
          onClick={() => leaveHome.ask(onHome && !story.archived, title, "archive", () => run(() => setStoryArchived(story.id, !story.archived)))}
        >
          {story.archived ? "Restore" : "Archive"}
        </SmallButton>
      </div>
      <LeaveHomeDialog {...leaveHome.dialog} />
      <MissingPicturesDialog {...askPictures.dialog} />
    </Panel>
  );
}

/** Today's image allowance, beside the button that spends it. */
function ImagesLeft() {
  const allowance = useGenerationAllowance();
  if (!allowance) return null;
  return <p className="text-center text-xs text-ink/70">{imagesLeftText(allowance.images)}</p>;
}
