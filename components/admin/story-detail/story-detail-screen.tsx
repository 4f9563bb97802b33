"use client";

import { useMemo } from "react";
import useSWR from "swr";
import { SecondaryLink } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { LoadingStatus } from "@/components/ui/spinner";
import { HttpError, errorMessage, fetchJson, swrDefaults } from "@/lib/client/fetch-json";
import { storyUrl, type StoryDetailResponse } from "@/lib/api/stories";
import { IMAGE_STATUS, STORY_STATUS } from "@/lib/stories/model/status";
import { pageImages } from "@/lib/stories/model/story-images";
import type { EditableField, StoryDetail } from "@/lib/stories/model/types";
import { storyDetailJson } from "@/lib/stories/model/wire";
import { BackToAssets } from "@/components/admin/kit/back-to-assets";
import { ConfirmChangesDialog } from "@/components/admin/kit/confirm-changes-dialog";
import { ArchivedBanner } from "../archived-banner";
import { jobsOfImagelessPages, useImageJobs } from "./image-jobs";
import { NarrationCard } from "./narration-card";
import { ReviewBanner } from "./review-banner";
import { editStoryContent, editStorySpanishTitle, editStoryTitle } from "./story-edits";
import { ErrorDetailsCard, PromptCard, StoryInfoCard } from "./story-info-cards";
import { StoryPagesCard, type PageFieldKey } from "./story-pages-card";
import { StoryActionsCard, StoryStatusCard } from "./story-side-cards";
import { TitleCard } from "@/components/admin/kit/title-card";
import { useFieldEditing } from "@/components/admin/kit/use-field-editing";

const POLL_MS = 5000;

// While the text or the pictures are being made, the screen fills in by itself.
const stillWorking = (story: StoryDetail | undefined) => story?.status === STORY_STATUS.generating || story?.imageStatus === IMAGE_STATUS.generating;

const fetcher = (key: string) => fetchJson<StoryDetailResponse>(key);

export const fallbackTitle = (story: Pick<StoryDetail, "title" | "activityType" | "season">) =>
  story.title?.trim() || `${story.activityType} Story - ${story.season}`;

/** `imageProvider`: the image service in use (OpenAI or the offline illustrator), named on the page buttons. */
export function StoryDetailScreen({ id, imageProvider }: { id: number | null; imageProvider: string }) {
  if (id === null) {
    return <Problem title="Invalid story ID">The address does not name a story. Story IDs are whole numbers, like the ones in Story Assets.</Problem>;
  }
  return <LoadedStory id={id} imageProvider={imageProvider} />;
}

function LoadedStory({ id, imageProvider }: { id: number; imageProvider: string }) {
  const { data, error, isLoading } = useSWR(storyUrl(id), fetcher, {
    ...swrDefaults,
    refreshInterval: (latest) => (stillWorking(latest?.story) ? POLL_MS : 0),
  });
  const story = data?.story;

  if (isLoading && !data) {
    return (
      <>
        <BackToAssets />
        <LoadingStatus>Loading story...</LoadingStatus>
      </>
    );
  }
  if (!story) {
    const missing = error instanceof HttpError && error.status === 404;
    return <Problem title="Story Not Found">{missing ? `There is no story with ID ${id}.` : errorMessage(error, "The story could not be loaded.")}</Problem>;
  }
  return <StoryDetailView story={story} refreshError={error} imageProvider={imageProvider} />;
}

type FieldKey = "title" | "spanishTitle" | PageFieldKey;

function StoryDetailView({ story, refreshError, imageProvider }: { story: StoryDetail; refreshError: unknown; imageProvider: string }) {
  const editing = useFieldEditing<FieldKey>((key, value) => {
    if (key === "title") return editStoryTitle(story.id, value);
    if (key === "spanishTitle") return editStorySpanishTitle(story.id, value);
    const [page, field] = key.split(":") as [string, EditableField];
    return editStoryContent(story.id, Number(page), field, value);
  });
  // The JSON columns, decoded once per version of the story for every card below.
  const json = useMemo(() => storyDetailJson(story), [story]);
  const imageOf = pageImages(json);
  const imageJobs = jobsOfImagelessPages(useImageJobs(story.id), (pageNumber) => imageOf(pageNumber) !== null);

  return (
    <div className="space-y-6">
      <BackToAssets />
      <TitleCard
        heading={fallbackTitle(story)}
        value={story.title ?? ""}
        edit={editing.field("title")}
        spanish={{ heading: story.spanishTitle?.trim() || fallbackTitle(story), value: story.spanishTitle ?? "", edit: editing.field("spanishTitle") }}
      >
        Story #{story.id} · {story.activityType}, {story.season}
      </TitleCard>
      <ReviewBanner story={story} />
      {story.archived ? <ArchivedBanner storyId={story.id} /> : null}
      {refreshError ? <Notice tone="error">{errorMessage(refreshError, "Could not refresh the story.")}</Notice> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <StoryInfoCard story={story} customization={json.pepitaCustomization} />
          {story.fullPrompt ? <PromptCard prompt={story.fullPrompt} writer={story.writer} /> : null}
          {story.errorMessage ? <ErrorDetailsCard message={story.errorMessage} /> : null}
          <StoryPagesCard story={story} json={json} field={editing.field} jobOf={imageJobs.jobOf} imageProvider={imageProvider} />
        </div>
        <aside className="order-first space-y-6 lg:sticky lg:top-4 lg:order-none">
          <StoryStatusCard story={story} />
          <StoryActionsCard story={story} json={json} jobsPending={imageJobs.pending} title={fallbackTitle(story)} />
          <NarrationCard story={story} />
        </aside>
      </div>
      <ConfirmChangesDialog value={editing.pending?.value ?? ""} {...editing.dialog} />
    </div>
  );
}

function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-marigold-300 bg-marigold-100/50 px-6 py-12 text-center">
      <h1 className="font-[family-name:var(--font-display)] text-2xl font-bold text-terracotta-700">{title}</h1>
      <p className="max-w-md text-ink/70">{children}</p>
      <SecondaryLink href="/admin/assets" className="mt-2">
        Back to Assets
      </SecondaryLink>
    </section>
  );
}
