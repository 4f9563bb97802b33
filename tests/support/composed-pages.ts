import { composePage } from "@/lib/images/offline-generator";
import type { Composition } from "@/lib/images/scene/composer";
import type { writeOfflineStory } from "@/lib/story-writing/offline-writer";

type Story = ReturnType<typeof writeOfflineStory>;
export type StoryPage = Story["pages"][number];

/** The pages of an offline story that `fits` chooses, each composed as the offline illustrator draws it. */
export function composedPages(story: Story, storyId: number, fits: (page: StoryPage) => boolean): { page: StoryPage; composition: Composition }[] {
  return story.pages.filter(fits).map((page) => ({
    page,
    composition: composePage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene: page.scene! }),
  }));
}
