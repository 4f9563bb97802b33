"use client";

import { useEffect, useState } from "react";
import {
  HOMEPAGE_STORY_URL,
  PUBLIC_ORIGINAL_STORY_URL,
  PUBLIC_STORIES_URL,
  publicStoryUrl,
  type HomepageStoryResponse,
  type OriginalStoryResponse,
  type PublicStoriesResponse,
  type PublicStoryResponse,
} from "@/lib/api/stories";
import { fetchJson } from "@/lib/client/fetch-json";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/original-pages";
import { DEFAULT_ORIGINAL_TITLE, originalViewerStory } from "@/lib/stories/original-view";
import { toViewerStory, type ViewerStory } from "@/lib/stories/view";
import { HeaderBar, menuItemsFor } from "./header-bar";
import type { MenuItem } from "./stories-menu";
import { StoryViewer } from "./story-viewer";

type Shown = { key: string; story: ViewerStory };

const BUILT_IN: Shown = { key: "original", story: originalViewerStory(DEFAULT_ORIGINAL_TITLE, ORIGINAL_STORY_PAGES) };

async function originalTitle(): Promise<string> {
  return fetchJson<OriginalStoryResponse>(PUBLIC_ORIGINAL_STORY_URL)
    .then((answer) => answer.story.title)
    .catch((error: unknown) => {
      console.error("Could not load the original story's title", error);
      return DEFAULT_ORIGINAL_TITLE;
    });
}

// Home: the homepage story, or on any failure the built-in one.
async function homeStory(title: Promise<string>): Promise<Shown> {
  try {
    const home = await fetchJson<HomepageStoryResponse>(HOMEPAGE_STORY_URL);
    if (!home.story.isOriginal) {
      const answer = await fetchJson<PublicStoryResponse>(publicStoryUrl(home.story.id));
      return { key: String(home.story.id), story: toViewerStory(answer.story) };
    }
  } catch (error) {
    console.error("Could not load the homepage story; showing the original", error);
  }
  return { key: BUILT_IN.key, story: originalViewerStory(await title, ORIGINAL_STORY_PAGES) };
}

// Unknown paths answer 404 with the Home screen. The not-found screen is rendered once, at
// build, without the database: its HTML holds the header and the built-in story, and the
// browser then swaps in the current homepage story, the admin's title and the Stories menu.
export function UnknownPathHome() {
  const [items, setItems] = useState<MenuItem[]>(() => menuItemsFor(DEFAULT_ORIGINAL_TITLE, []));
  const [home, setHome] = useState<Shown>(BUILT_IN);

  useEffect(() => {
    const title = originalTitle();
    void homeStory(title).then(setHome);
    void Promise.all([
      title,
      fetchJson<PublicStoriesResponse>(PUBLIC_STORIES_URL)
        .then((answer) => answer.stories)
        .catch((error: unknown) => {
          console.error("Could not load the public stories", error);
          return [];
        }),
    ]).then(([originalTitle, stories]) => setItems(menuItemsFor(originalTitle, stories)));
  }, []);

  return (
    <>
      <HeaderBar items={items} />
      <main className="px-4 pb-16 pt-4 sm:pt-6">
        <StoryViewer key={home.key} story={home.story} storyKey={home.key} />
      </main>
    </>
  );
}
