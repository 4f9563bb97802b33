"use client";

import { useEffect, useState } from "react";
import type { OfflineLabels } from "@/lib/i18n/labels";
import { fillMessage, type Locale } from "@/lib/i18n/locales";
import { removeSavedStory, savedStories, type SavedStory } from "@/lib/offline/shelf";

type Props = { locale: Locale; labels: OfflineLabels };

// The stories kept on this device, read from the worker's caches once the page runs: the page
// itself is the same for every family, rendered once at build.
export function OfflineShelf({ locale, labels }: Props) {
  const [stories, setStories] = useState<SavedStory[] | null>(null);
  const [removed, setRemoved] = useState("");

  useEffect(() => {
    let live = true;
    void savedStories(locale)
      .catch(() => [])
      .then((found) => live && setStories(found));
    return () => {
      live = false;
    };
  }, [locale]);

  async function remove(story: SavedStory) {
    await removeSavedStory(story.key);
    setStories((current) => current?.filter((kept) => kept.key !== story.key) ?? null);
    setRemoved(fillMessage(labels.removed, { title: story.title }));
  }

  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-center font-[family-name:var(--font-display)] text-3xl font-bold text-terracotta-700 sm:text-4xl">{labels.title}</h1>
      <h2 className="mt-6 text-center text-xl font-bold text-ink sm:text-2xl">{labels.saved}</h2>
      <p role="status" className="mt-2 text-center text-stone-700">
        {removed}
      </p>
      {stories?.length === 0 && <p className="mt-4 text-center text-lg text-stone-700">{labels.none}</p>}
      {stories && stories.length > 0 && (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="saved-stories">
          {stories.map((story) => (
            <li key={story.key} className="flex flex-col rounded-3xl bg-white p-3 shadow-md ring-4 ring-marigold-300">
              <a href={story.path} className="group flex flex-1 flex-col gap-2 rounded-2xl focus-visible:outline-3 focus-visible:outline-sky-500">
                {story.cover && (
                  // eslint-disable-next-line @next/next/no-img-element -- the kept copy itself, served by the worker
                  <img src={story.cover} alt="" className="aspect-[3/4] w-full rounded-2xl bg-white object-contain" />
                )}
                <span className="text-center font-bold text-terracotta-700 group-hover:underline">{story.title}</span>
              </a>
              <button
                type="button"
                onClick={() => void remove(story)}
                aria-label={fillMessage(labels.removeStory, { title: story.title })}
                className="mt-2 rounded-full border-2 border-terracotta-500 px-3 py-1.5 text-sm font-bold text-terracotta-700 transition hover:bg-terracotta-50"
              >
                {labels.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
