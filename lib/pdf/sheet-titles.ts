import type { ViewerPage, ViewerStory } from "@/lib/stories/model/view";
import { DEFAULT_ORIGINAL_TITLE } from "@/lib/stories/model/original-view";
import type { Sheet } from "./sheet-layout";
import type { PrintChoices } from "./print-choices";

// The titles a printed sheet carries, shared by the server's PDFs and the colouring page's
// printout. Client-safe.

type Language = Pick<PrintChoices, "lang">;

/** The story's title in the PDF's language: the built-in story's default title has a Spanish one. */
// A story's title in the PDF's language (its Spanish title in a Spanish PDF, when it has one);
// the cover shows the other language's title under it.
export function storyTitleIn(story: ViewerStory, sheet: Pick<Sheet, "strings">, options: Language): string {
  if (options.lang === "es" && story.spanishTitle) return story.spanishTitle;
  return story.title === DEFAULT_ORIGINAL_TITLE ? sheet.strings.defaultOriginalTitle : story.title;
}

/** A page's own title in the PDF's language, if it has one. */
export function pageTitleIn(page: ViewerPage, options: Language): string | undefined {
  return options.lang === "es" ? (page.titleSpanish ?? page.title) : page.title;
}
