import type { StoryData } from "@/lib/schemas/story-json";
import type { StoryPage } from "@/lib/stories/model/types";

export type { StoryPage };

/** The pages of a story, in page order (the column's schema sorts them); [] without story data. */
export function storyPages(storyData: StoryData | null | undefined): StoryPage[] {
  return storyData?.pages ?? [];
}
