"use client";

import { useRef } from "react";
import { toast } from "sonner";
import useSWR, { mutate } from "swr";
import { errorMessage, fetchJson, swrDefaults } from "@/lib/client/fetch-json";
import { refreshGenerationAllowance } from "@/lib/client/generation-allowance";
import { STORIES_URL, storyUrl } from "@/lib/api/stories";
import type { GenerateMissingImagesResponse, ImageJobsResponse, PageImageJob } from "@/lib/api/images";

// The detail screen's background image jobs: queueing every missing page, and following them.
// While any job waits or runs, the jobs are asked for every few seconds and the story is
// reloaded with them, so each page's picture appears as soon as it is drawn.

const POLL_MS = 2500;

export const imageJobsKey = (storyId: number) => `${storyUrl(storyId)}/image-jobs`;

export const isJobPending = (job: PageImageJob) => job.status === "queued" || job.status === "running";

const fetcher = (key: string) => fetchJson<ImageJobsResponse>(key);

/** The story's unfinished page jobs, polled while any is still to finish. */
export function useImageJobs(storyId: number): PageImageJob[] {
  // Whether the last answer had work under way: the answer after the last job finished still
  // reloads the story once, for the last page's picture.
  const wasPending = useRef(false);
  const { data } = useSWR(imageJobsKey(storyId), fetcher, {
    ...swrDefaults,
    refreshInterval: (latest) => (latest?.jobs.some(isJobPending) ? POLL_MS : 0),
    onSuccess: (answer) => {
      const pending = answer.jobs.some(isJobPending);
      if (pending || wasPending.current) void mutate(storyUrl(storyId));
      wasPending.current = pending;
    },
  });
  return data?.jobs ?? [];
}

/**
 * The jobs that still matter to the admin: those of pages without an image. The story is
 * reloaded after each jobs answer, so a page can show its new picture while the jobs answer
 * still calls it queued; the picture is the fresher news.
 */
export function jobsOfImagelessPages(jobs: PageImageJob[], hasImage: (pageNumber: number) => boolean) {
  const open = jobs.filter((job) => !hasImage(job.pageNumber));
  return { jobOf: (pageNumber: number) => open.find((job) => job.pageNumber === pageNumber), pending: open.some(isJobPending) };
}

/** Queues every page without an image; resolves to whether anything was queued. */
export async function generateMissingImages(storyId: number): Promise<boolean> {
  try {
    const answer = await fetchJson<GenerateMissingImagesResponse>(`${storyUrl(storyId)}/generate-missing-images`, { method: "POST" });
    toast.success("Image Generation Started", { description: answer.message });
    await Promise.all([mutate(imageJobsKey(storyId)), mutate(storyUrl(storyId)), mutate(STORIES_URL), refreshGenerationAllowance()]);
    return answer.queued.length > 0;
  } catch (error) {
    toast.error("Generation Failed", { description: errorMessage(error, "Failed to start generating the missing images.") });
    return false;
  }
}
