import sharp from "sharp";
import type { StoryGenerationRequest } from "@/lib/api/story-generation";
import { composePage, renderPage } from "@/lib/images/offline-generator";
import type { Composition } from "@/lib/images/scene/composer";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";
import type { PageImageRequest } from "@/lib/story-writing/types";
import { variedRequests } from "@/tests/support/varied-requests";

type Story = ReturnType<typeof writeOfflineStory>;
export type StoryPage = Story["pages"][number];

/** The offline stories of story ids 1 to `count` for one activity, each told for that id's own varied request (season, role, outfit). */
export function offlineStories(activityType: string, count: number): { storyId: number; story: Story }[] {
  return Array.from({ length: count }, (_, index) => {
    const storyId = index + 1;
    return { storyId, story: writeOfflineStory({ ...variedRequests(storyId)[index]!, activityType }, storyId) };
  });
}

/** The pages of an offline story that `fits` chooses, each composed as the offline illustrator draws it. */
export function composedPages(story: Story, storyId: number, fits: (page: StoryPage) => boolean): { page: StoryPage; composition: Composition }[] {
  return story.pages.filter(fits).map((page) => ({
    page,
    composition: composePage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene: page.scene! }),
  }));
}

/** Page `pageNumber` of story `storyId`, told for its own request (`requests[storyId - 1]`), as the illustrator is asked for it. */
export function pageRequestOf(requests: StoryGenerationRequest[], storyId: number, pageNumber: number): PageImageRequest & { scene: ScenePlan } {
  const story = writeOfflineStory(requests[storyId - 1]!, storyId);
  const page = story.pages[pageNumber - 1]!;
  return { sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber, storyId, scene: page.scene! };
}

/** That page as the illustrator prints it: one 0/255 byte a pixel. */
export async function printedPageOf(requests: StoryGenerationRequest[], storyId: number, pageNumber: number): Promise<Uint8Array> {
  const { png } = await renderPage(pageRequestOf(requests, storyId, pageNumber));
  return new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
}
