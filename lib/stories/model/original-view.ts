import type { OriginalStoryPage } from "@/lib/stories/model/original-pages";
import type { ViewerStory } from "@/lib/stories/model/view";

/** The built-in story's title until an admin renames it (and whenever the database is down). */
export const DEFAULT_ORIGINAL_TITLE = "Original Story";

/** The built-in story in the viewer's terms: each scene's titles head its page. */
export function originalViewerStory(title: string, pages: readonly OriginalStoryPage[]): ViewerStory {
  return {
    title,
    pages: pages.map((page) => ({
      pageNumber: page.id,
      title: page.title,
      titleSpanish: page.titleSpanish,
      text: page.caption,
      spanishText: page.captionSpanish,
      image: page.image,
      descriptionEn: page.descriptionEn,
      descriptionEs: page.descriptionEs,
    })),
  };
}
