"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "@/lib/db/enums";
import type { Locale } from "@/lib/i18n/locales";
import type { Narrator } from "@/lib/narration/browser-voice/narrator";
import type { ViewerPage } from "@/lib/stories/model/view";

export type ListenState = "idle" | "playing" | "paused";

/** The narrator's scripts, fetched on the first press (and as a story is saved for offline reading). */
export const loadNarrator = () => Promise.all([import("@/lib/narration/browser-voice/narrator"), import("@/lib/narration/browser-voice/reading")]);

/**
 * 'Listen' on one page: a first press reads its captions, a second pauses, a third resumes.
 * Paging or leaving stops it. `supported` stays false until mounted in a browser that has
 * speech synthesis, so the button never shows where it could not work. The narrator is
 * imported on the first press only.
 */
export function useListen(page: ViewerPage | undefined, locale: Locale) {
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<ListenState>("idle");
  const [reading, setReading] = useState<Language | null>(null);
  const [missing, setMissing] = useState<Language[]>([]);
  const narrator = useRef<Narrator | null>(null);
  // Bumped by every stop, so a narrator still loading for an earlier page never starts.
  const run = useRef(0);

  useEffect(() => setSupported(Boolean(window.speechSynthesis)), []);

  const stop = useCallback(() => {
    run.current += 1;
    narrator.current?.stop();
    narrator.current = null;
    setState("idle");
    setReading(null);
    setMissing([]);
  }, []);

  useEffect(() => stop, [page, stop]);

  const press = useCallback(async () => {
    if (state === "playing") {
      // Still loading: nothing to pause yet.
      if (!narrator.current) return;
      narrator.current.pause();
      setState("paused");
    } else if (state === "paused") {
      narrator.current?.resume();
      setState("playing");
    } else if (page) {
      const mine = ++run.current;
      setState("playing");
      const loaded = await loadNarrator().catch(() => null);
      if (run.current !== mine) return;
      // Its script could not be fetched (offline, on a story not saved with it): the button
      // goes back to Listen rather than staying on Pause with nothing to pause.
      if (!loaded) return stop();
      const [{ startNarrator }, { readingOrder }] = loaded;
      narrator.current = startNarrator(readingOrder(page, locale), {
        onSegment: setReading,
        onEnd: () => setState("idle"),
        onMissingVoices: setMissing,
      });
    }
  }, [state, page, locale, stop]);

  return { supported, state, reading, missing, press };
}
