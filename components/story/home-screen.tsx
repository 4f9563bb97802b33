import "server-only";
import { publicRecordings, withRecordings } from "@/lib/narration/recorded/recordings";
import { fellBack } from "@/lib/runtime/outage-recovery";
import type { HomepageStory } from "@/lib/api/stories";
import type { Locale } from "@/lib/i18n/locales";
import { viewerLabels } from "@/lib/i18n/server-labels";
import { cachedHomepageStory, ORIGINAL_HOMEPAGE } from "@/lib/stories/server/homepage";
import { cachedPublicStory } from "@/lib/stories/server/queries";
import { toViewerStory, type ViewerStory } from "@/lib/stories/model/view";
import { HomeRefresher } from "./home-refresher";
import { originalStoryInView } from "./original-story";
import { StoryScreen } from "./story-screen";
import { StoryViewer } from "./story-viewer";

// Any failure on the way (the database down included) shows the built-in story.
async function homeStory(locale: Locale): Promise<{ shown: HomepageStory; story: ViewerStory }> {
  try {
    const shown = await cachedHomepageStory();
    if (!shown.isOriginal) {
      const story = await cachedPublicStory(shown.id);
      if (story) return { shown, story: withRecordings(toViewerStory(story), await publicRecordings(shown.id)) };
    }
  } catch (error) {
    fellBack("Could not load the homepage story; showing the original", error);
  }
  return { shown: ORIGINAL_HOMEPAGE, story: await originalStoryInView(locale) };
}

export async function HomeScreen({ locale }: { locale: Locale }) {
  const [{ shown, story }, labels] = await Promise.all([homeStory(locale), viewerLabels(locale)]);
  // Home's story is marked under its own entry in the Stories menu, the original's included.
  const current = `/story/${shown.id}`;
  return (
    <StoryScreen locale={locale} path="/" current={current}>
      <StoryViewer key={String(shown.id)} story={story} storyKey={String(shown.id)} labels={labels} />
      <HomeRefresher shown={{ id: shown.id, isOriginal: shown.isOriginal }} />
    </StoryScreen>
  );
}
