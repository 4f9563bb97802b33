import { composePage } from "@/lib/images/offline-generator";
import type { Composition } from "@/lib/images/scene/composer";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
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
