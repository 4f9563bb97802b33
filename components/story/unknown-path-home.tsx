"use client";

import { useEffect, useState } from "react";
import { fetchJson } from "@/lib/client/fetch-json";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/original-pages";
import { originalViewerStory } from "@/lib/stories/original-view";
import { toViewerStory, type StoryFields, type ViewerStory } from "@/lib/stories/view";
import { HeaderBar, menuItemsFor } from "./header-bar";
import type { MenuItem } from "./stories-menu";
import { LoadingState } from "./status-states";
import { StoryViewer } from "./story-viewer";

const DEFAULT_TITLE = "Original Story";

async function originalTitle(): Promise<string> {
  return fetchJson<{ story: { title: string } }>("/api/public/original-story")
    .then((answer) => answer.story.title)
    .catch((error: unknown) => {
      console.error("Could not load the original story's title", error);
      return DEFAULT_TITLE;
    });
}

// Home: the homepage story, or on any failure the built-in one.
async function homeStory(title: Promise<string>): Promise<{ key: string; story: ViewerStory }> {
  try {
    const home = await fetchJson<{ story: { id: number | string; isOriginal: boolean } }>("/api/homepage-story");
    if (!home.story.isOriginal) {
      const answer = await fetchJson<{ story: StoryFields }>(`/api/public/stories/${home.story.id}`);
      return { key: String(home.story.id), story: toViewerStory(answer.story) };
    }
  } catch (error) {
    console.error("Could not load the homepage story; showing the original", error);
  }
  return { key: "original", story: originalViewerStory(await title, ORIGINAL_STORY_PAGES) };
}

// Unknown paths show the Home screen (the server answers 404). It is built in the browser:
// the not-found screen is part of every page's tree, so it must not read per-request data
// on the server, or every cached story page would turn dynamic.
export default function UnknownPathHome() {
  const [items, setItems] = useState<MenuItem[]>([{ href: "/", label: DEFAULT_TITLE }]);
  const [home, setHome] = useState<{ key: string; story: ViewerStory } | null>(null);

  useEffect(() => {
    const title = originalTitle();
    void homeStory(title).then(setHome);
    void Promise.all([
      title,
      fetchJson<{ stories: { id: number; title: string | null; activityType: string }[] }>("/api/public/stories")
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
      <main className="px-4 pb-16 pt-4 sm:pt-6">{home ? <StoryViewer story={home.story} storyKey={home.key} /> : <LoadingState text="Loading story..." detail="" />}</main>
    </>
  );
}
