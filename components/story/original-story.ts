import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { originalTitleIn } from "@/lib/i18n/server-labels";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import { DEFAULT_ORIGINAL_TITLE, originalViewerStory } from "@/lib/stories/model/original-view";
import type { ViewerStory } from "@/lib/stories/model/view";
import { cachedOriginalStory } from "@/lib/stories/server/original";

// The built-in story as the viewer shows it, its default title in the page's language. Any
// failure on the way (the database down included) shows it under its default title.
export async function originalStoryInView(locale: Locale): Promise<ViewerStory> {
  const original = await cachedOriginalStory().catch(() => ({ title: DEFAULT_ORIGINAL_TITLE, pages: ORIGINAL_STORY_PAGES }));
  const story = originalViewerStory(original.title, original.pages);
  return { ...story, title: await originalTitleIn(locale, story.title, DEFAULT_ORIGINAL_TITLE) };
}
