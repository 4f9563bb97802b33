"use client";

import { useEffect, useState } from "react";
import { afterLoadWhenIdle } from "@/lib/client/after-load";
import type { Locale } from "@/lib/i18n/locales";
import { saveStoryMessage } from "@/lib/offline/save-list";
import type { ViewerStory } from "@/lib/stories/model/view";
import { storedPaper } from "./pdf-buttons";
import { loadNarrator } from "./use-listen";
import { ButtonIcon } from "@/components/ui/icons";

type Props = { story: ViewerStory; storyKey: string; locale: Locale; label: string };

function askWorker(worker: ServiceWorker, message: unknown): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data === true);
    worker.postMessage(message, [channel.port2]);
  });
}

// What the page fetches only when a button is pressed (Colour it here, Listen's narrator, the
// toasts the PDF buttons show): fetched as the story is saved and named to the worker with every
// script the page loaded, so it keeps them with the page and the buttons work offline. A first
// visit loads them before the worker controls the page, so the worker fetches them itself rather
// than counting on having seen them. The colouring's printout is left out: it carries the PDF
// library, which a story page never loads unasked.
const loadedOnPress = () =>
  Promise.all([import("@/components/colouring/colouring-mode"), import("sonner"), loadNarrator()]).then(
    () => true,
    () => false,
  );

// Registers the offline-reading worker (app/sw.ts, production builds only) and asks it to keep
// this story: the page, every picture and every page's PDF. The line shows once it has all of it.
// That is ten pictures and ten PDFs: it starts once the page has loaded and is idle, so on a slow
// phone it never delays the page the family is looking at.
export function OfflineReading({ story, storyKey, locale, label }: Props) {
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let live = true;
    const cancel = afterLoadWhenIdle(() => {
      const frame = document.querySelector("[data-testid=page-picture]")?.clientWidth ?? 0;
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
      void Promise.all([navigator.serviceWorker.ready, loadedOnPress()])
        .then(([registration, scripts]) => {
          const loaded = performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname);
          const options = { page: location.pathname, storyKey, locale, paper: storedPaper(), devicePixels: frame * devicePixelRatio, loaded };
          return registration.active && scripts ? askWorker(registration.active, saveStoryMessage(story, options)) : false;
        })
        .then((complete) => live && setSaved(complete));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [story, storyKey, locale]);

  if (!saved) return null;
  return (
    <p className="mt-3 flex items-center justify-center gap-1.5 text-sm font-semibold text-leaf-700">
      <ButtonIcon d="m5 12 5 5 9-10" className="h-4 w-4" />
      {label}
    </p>
  );
}
