"use client";

import { useEffect, useState } from "react";
import type { HomepageStoryResponse, OriginalStoryResponse, PublicStoriesResponse, PublicStoryResponse } from "@/lib/api/stories";
import { HOMEPAGE_STORY_URL, PUBLIC_ORIGINAL_STORY_URL, PUBLIC_STORIES_URL, publicStoryUrl } from "@/lib/api/story-urls";
import { fetchJson } from "@/lib/client/fetch-json";
import type { HeaderLabels, ViewerLabels } from "@/lib/i18n/labels";
import { localePath } from "@/lib/i18n/locales";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import { DEFAULT_ORIGINAL_TITLE, originalViewerStory } from "@/lib/stories/model/original-view";
import { toViewerStory, type ViewerStory } from "@/lib/stories/model/view";
import { HeaderBar, menuItemsFor } from "./header-bar";
import type { MenuItem } from "./stories-menu";
import { StoryViewer } from "./story-viewer";

type Shown = { key: string; story: ViewerStory };

type Props = {
  viewer: ViewerLabels;
  header: HeaderLabels;
  /** The built-in story's default title in this language. */
  defaultTitle: string;
};

// An admin's own title for the built-in story is shown as it is; the default one in the page's language.
async function originalTitle(defaultTitle: string): Promise<string> {
  return fetchJson<OriginalStoryResponse>(PUBLIC_ORIGINAL_STORY_URL)
    .then((answer) => (answer.story.title === DEFAULT_ORIGINAL_TITLE ? defaultTitle : answer.story.title))
    .catch((error: unknown) => {
      console.error("Could not load the original story's title", error);
      return defaultTitle;
    });
}

// Home: the homepage story, or on any failure the built-in one.
async function homeStory(title: Promise<string>): Promise<Shown> {
  try {
    const home = await fetchJson<HomepageStoryResponse>(HOMEPAGE_STORY_URL);
    if (!home.story.isOriginal) {
      const answer = await fetchJson<PublicStoryResponse>(publicStoryUrl(home.story.id));
      // The decoder's schemas load here, not with every public page (this view is their not-found boundary).
      const { fromPublicStoryWire } = await import("@/lib/stories/model/wire");
      return { key: String(home.story.id), story: toViewerStory(fromPublicStoryWire(answer.story)) };
    }
  } catch (error) {
    console.error("Could not load the homepage story; showing the original", error);
  }
  return { key: "original", story: originalViewerStory(await title, ORIGINAL_STORY_PAGES) };
}

// Unknown paths answer 404 with the Home screen. The not-found screen is rendered once, at
// build, without the database: its HTML holds the header and the built-in story, and the
// browser then swaps in the current homepage story, the admin's title and the Stories menu.
export function UnknownPathHome({ viewer, header, defaultTitle }: Props) {
  const locale = viewer.locale;
  const [items, setItems] = useState<MenuItem[]>(() => menuItemsFor(locale, defaultTitle, [], header.allStories));
  const [home, setHome] = useState<Shown>(() => ({ key: "original", story: originalViewerStory(defaultTitle, ORIGINAL_STORY_PAGES) }));

  useEffect(() => {
    const title = originalTitle(defaultTitle);
    void homeStory(title).then(setHome);
    void Promise.all([
      title,
      fetchJson<PublicStoriesResponse>(PUBLIC_STORIES_URL)
        .then((answer) => answer.stories)
        .catch((error: unknown) => {
          console.error("Could not load the public stories", error);
          return [];
        }),
    ]).then(([originalTitle, stories]) => setItems(menuItemsFor(locale, originalTitle, stories, header.allStories)));
  }, [locale, defaultTitle, header.allStories]);

  return (
    <>
      <HeaderBar items={items} labels={header} locale={locale} switchHref={localePath(locale === "en" ? "es" : "en", "/")} />
      <main className="px-4 pb-16 pt-4 sm:pt-6">
        <StoryViewer key={home.key} story={home.story} storyKey={home.key} labels={viewer} />
      </main>
    </>
  );
}
