import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { stories } from "@/lib/db/schema";
import { pageImageJobs } from "@/lib/jobs/queue";
import type { ImagePageRow } from "@/lib/api/images";
import { storyPages } from "@/lib/stories/model/story-data";
import { fromStoryRow } from "@/lib/stories/server/row";
import { pageImages } from "@/lib/stories/model/story-images";
import { creditOf } from "@/lib/stories/model/credits";
import { pickStoryColumns } from "@/lib/stories/server/queries";

// The image generation table's rows: every page of every story, archived ones included (an
// archived story can be restored, and its pages can still be illustrated meanwhile). Stories
// whose text is not written yet have no pages, so they add no row.

export async function listImagePages(): Promise<ImagePageRow[]> {
  const db = await getDb();
  const rows = await db
    .select(pickStoryColumns(["id", "title", "activityType", "season", "storyData", "imageData", "manualImages", "imageCredits"]))
    .from(stories)
    .orderBy(asc(stories.id));
  const jobs = new Map((await pageImageJobs(db)).map((job) => [`${job.storyId}:${job.pageNumber}`, job]));

  return rows.map(fromStoryRow).flatMap((story) => {
    // The back office's fallback title for a story without one.
    const storyTitle = story.title?.trim() || `${story.activityType} Story - ${story.season}`;
    const imageOf = pageImages(story);
    return storyPages(story.storyData).map((page) => {
      const image = imageOf(page.pageNumber);
      return {
        storyId: story.id,
        storyTitle,
        pageNumber: page.pageNumber,
        english: page.storyText,
        spanish: page.spanishText,
        sceneDescription: page.sceneDescription,
        imageUrl: image?.url ?? null,
        imageSource: image?.source ?? null,
        imageCredit: image?.source === "generated" ? creditOf(story.imageCredits, page.pageNumber) : null,
        // A page's picture is fresher news than a job still listed as queued.
        job: image ? null : (jobs.get(`${story.id}:${page.pageNumber}`) ?? null),
      };
    });
  });
}
