"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "@/lib/db/enums";
import type { Locale } from "@/lib/i18n/locales";
import type { Narrator } from "@/lib/narration/browser-voice/narrator";
import { READING_SPEEDS, rememberReadingSpeed, storedReadingSpeed, DEFAULT_READING_SPEED, type ReadingSpeed } from "@/lib/narration/reading-speed";
import type { ViewerPage } from "@/lib/stories/model/view";
import { reportRead } from "@/lib/client/read-beacon";

export type ListenState = "idle" | "playing" | "paused";

/** The narrator's scripts, fetched on the first press (and as a story is saved for offline reading). */
export const loadNarrator = () => Promise.all([import("@/lib/narration/browser-voice/narrator"), import("@/lib/narration/browser-voice/reading")]);

/**
 * 'Listen' on one page: a first press reads its captions, a second pauses, a third resumes,
 * telling which caption and which of its words is being heard. A tap on a word says it alone.
 * 'Describe the picture' says the picture's description the same way. Paging or leaving stops it. `supported` stays false until mounted in a browser that has
 * speech synthesis, so the button never shows where it could not work. The narrator is
 * imported on the first press only.
 */
export function useListen(page: ViewerPage | undefined, locale: Locale, storyKey: string) {
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<ListenState>("idle");
  const [reading, setReading] = useState<Language | null>(null);
  const [word, setWord] = useState<number | null>(null);
  const [describing, setDescribing] = useState(false);
  const [missing, setMissing] = useState<Language[]>([]);
  const [speed, setSpeedState] = useState<ReadingSpeed>(DEFAULT_READING_SPEED);
  const narrator = useRef<Narrator | null>(null);
  // Bumped by every stop, so a narrator still loading for an earlier page never starts.
  const run = useRef(0);

  useEffect(() => {
    setSupported(Boolean(window.speechSynthesis));
    setSpeedState(storedReadingSpeed());
  }, []);

  const stop = useCallback(() => {
    run.current += 1;
    narrator.current?.stop();
    narrator.current = null;
    setState("idle");
    setDescribing(false);
    setReading(null);
    setWord(null);
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
      // Listen cuts a description short, as a description does a reading.
      if (describing) stop();
      const mine = ++run.current;
      setState("playing");
      reportRead(storyKey, "listen");
      const loaded = await loadNarrator().catch(() => null);
      if (run.current !== mine) return;
      // Its script could not be fetched (offline, on a story not saved with it): the button
      // goes back to Listen rather than staying on Pause with nothing to pause.
      if (!loaded) return stop();
      const [{ startNarrator }, { readingOrder }] = loaded;
      narrator.current = startNarrator(
        readingOrder(page, locale),
        { onSegment: setReading, onWord: setWord, onEnd: () => setState("idle"), onMissingVoices: setMissing },
        READING_SPEEDS[speed],
      );
    }
  }, [state, page, locale, stop, speed, storyKey, describing]);

  // 'Describe the picture': the picture's description said by the same voices, in the order
  // Listen reads, with no caption highlighted; a second press stops it.
  const describe = useCallback(async () => {
    stop();
    if (describing || !page) return;
    const mine = run.current;
    setDescribing(true);
    const loaded = await loadNarrator().catch(() => null);
    if (run.current !== mine) return;
    if (!loaded) return stop();
    const [{ startNarrator }, { descriptionOrder }] = loaded;
    narrator.current = startNarrator(
      descriptionOrder(page, locale),
      { onSegment: () => {}, onWord: () => {}, onEnd: () => setDescribing(false), onMissingVoices: setMissing },
      READING_SPEEDS[speed],
    );
  }, [describing, page, locale, stop, speed]);

  const setSpeed = useCallback((next: ReadingSpeed) => {
    setSpeedState(next);
    rememberReadingSpeed(next);
    narrator.current?.setRate(READING_SPEEDS[next]);
  }, []);

  // A word tapped alone cuts any reading short: the two would talk over each other.
  const sayWord = useCallback(
    async (text: string, language: Language) => {
      stop();
      const mine = run.current;
      const loaded = await import("@/lib/narration/browser-voice/narrator").catch(() => null);
      if (loaded && run.current === mine) await loaded.speakWord(text, language, READING_SPEEDS[speed]);
    },
    [stop, speed],
  );

  const describable = Boolean(page && (page.descriptionEn || page.descriptionEs));

  return { supported, state, reading, word, missing, press, speed, setSpeed, sayWord, describable, describing, describe };
}

export type Listen = ReturnType<typeof useListen>;
