import "server-only";
import { publicRecordings, withRecordings } from "@/lib/narration/recorded/recordings";
import { fellBack } from "@/lib/runtime/outage-recovery";
import type { HomepageStory } from "@/lib/api/stories";
import type { Locale } from "@/lib/i18n/locales";
import { originalTitleIn, viewerLabels } from "@/lib/i18n/server-labels";
import { cachedHomepageStory, ORIGINAL_HOMEPAGE } from "@/lib/stories/server/homepage";
import { cachedOriginalStory } from "@/lib/stories/server/original";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import { DEFAULT_ORIGINAL_TITLE, originalViewerStory } from "@/lib/stories/model/original-view";
import { cachedPublicStory } from "@/lib/stories/server/queries";
import { toViewerStory, type ViewerStory } from "@/lib/stories/model/view";
import { HomeRefresher } from "./home-refresher";
import { StoryScreen } from "./story-screen";
import { StoryViewer } from "./story-viewer";

// Any failure on the way (the database down included) shows the built-in story.
async function homeStory(): Promise<{ shown: HomepageStory; story: ViewerStory }> {
  try {
    const shown = await cachedHomepageStory();
    if (!shown.isOriginal) {
      const story = await cachedPublicStory(shown.id);
      if (story) return { shown, story: withRecordings(toViewerStory(story), await publicRecordings(shown.id)) };
    }
  } catch (error) {
    fellBack("Could not load the homepage story; showing the original", error);
  }
  const original = await cachedOriginalStory().catch(() => ({ title: DEFAULT_ORIGINAL_TITLE, pages: ORIGINAL_STORY_PAGES }));
  return { shown: ORIGINAL_HOMEPAGE, story: originalViewerStory(original.title, original.pages) };
}

export async function HomeScreen({ locale }: { locale: Locale }) {
  const [{ shown, story }, labels] = await Promise.all([homeStory(), viewerLabels(locale)]);
  const title = shown.isOriginal ? await originalTitleIn(locale, story.title, DEFAULT_ORIGINAL_TITLE) : story.title;
  // The menu's first entry is the original; a promoted story is marked under its own entry.
  const current = shown.isOriginal ? "/" : `/story/${shown.id}`;
  return (
    <StoryScreen locale={locale} path="/" current={current}>
      <StoryViewer key={String(shown.id)} story={{ ...story, title }} storyKey={String(shown.id)} labels={labels} />
      <HomeRefresher shown={{ id: shown.id, isOriginal: shown.isOriginal }} />
    </StoryScreen>
  );
}
