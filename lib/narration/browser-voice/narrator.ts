"use client";

import type { Language } from "@/lib/db/enums";
import { missingVoices, PREFERRED_VOICE_TAGS, pickVoice, type Segment } from "@/lib/narration/browser-voice/reading";

// Reads a page's captions one after another: a recording with an audio element, anything else
// with the browser's speech synthesis. Imported only when Listen is first pressed, so none of
// this is in the story page's first load.

export type NarratorEvents = {
  /** The caption now being read, or null once the page is done. */
  onSegment(language: Language | null): void;
  onEnd(): void;
  /** The languages this device has no voice for, told before the reading starts; their captions are skipped. */
  onMissingVoices(languages: Language[]): void;
};

export type Narrator = { pause(): void; resume(): void; stop(): void };

const VOICES_WAIT_MS = 1000;

// Browsers often list no voices until `voiceschanged` has fired once.
function voicesLoaded(synth: SpeechSynthesis): Promise<void> {
  if (synth.getVoices().length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      synth.removeEventListener("voiceschanged", done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener("voiceschanged", done);
  });
}

export function startNarrator(segments: Segment[], events: NarratorEvents): Narrator {
  const synth = window.speechSynthesis ?? null;
  let index = -1;
  let stopped = false;
  let paused = false;
  let audio: HTMLAudioElement | null = null;
  let utterance: SpeechSynthesisUtterance | null = null;

  function next(): void {
    if (stopped) return;
    index += 1;
    const segment = segments[index];
    audio = null;
    utterance = null;
    if (!segment) {
      stop();
      events.onSegment(null);
      events.onEnd();
      return;
    }
    events.onSegment(segment.language);
    if (segment.recording) play(segment, segment.recording);
    else void speak(segment);
  }

  // A recording that cannot be played (gone, or refused by the browser) is read by the browser's voice.
  function play(segment: Segment, url: string): void {
    const element = new Audio(url);
    audio = element;
    const fallBack = () => {
      if (audio === element && !stopped) void speak(segment);
    };
    element.addEventListener("ended", () => {
      if (audio === element) next();
    });
    element.addEventListener("error", fallBack);
    element.play().catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) fallBack();
    });
  }

  async function speak(segment: Segment): Promise<void> {
    audio = null;
    if (!synth) return next();
    await voicesLoaded(synth);
    if (stopped) return;
    const voices = synth.getVoices();
    const voice = pickVoice(voices, segment.language);
    // Without a voice of its language a browser reads nothing, or reads Spanish with an English voice.
    if (!voice && voices.length > 0) return next();
    const spoken = new SpeechSynthesisUtterance(segment.text);
    spoken.lang = voice?.lang ?? PREFERRED_VOICE_TAGS[segment.language][0]!;
    if (voice) spoken.voice = voice;
    // A cancelled utterance also ends: only the one in hand moves the reading on.
    const done = () => {
      if (utterance === spoken) next();
    };
    spoken.addEventListener("end", done);
    spoken.addEventListener("error", done);
    utterance = spoken;
    synth.speak(spoken);
    // Some browsers stay paused after a cancel: a reading that is not paused makes sure it is heard.
    if (paused) synth.pause();
    else if (synth.paused) synth.resume();
  }

  function stop(): void {
    stopped = true;
    window.removeEventListener("pagehide", stop);
    audio?.pause();
    audio = null;
    if (utterance) {
      utterance = null;
      synth?.cancel();
    }
  }

  // The family hears which language this device cannot read before the reading starts.
  async function begin(): Promise<void> {
    if (synth && segments.some((segment) => !segment.recording)) {
      await voicesLoaded(synth);
      if (stopped) return;
      events.onMissingVoices(missingVoices(segments, synth.getVoices()));
    }
    next();
  }

  // Leaving the page (a link, the back button) stops the voice, which some browsers keep going.
  window.addEventListener("pagehide", stop);
  void begin();

  return {
    pause() {
      paused = true;
      if (audio) audio.pause();
      else synth?.pause();
    },
    resume() {
      paused = false;
      if (audio) void audio.play().catch(() => {});
      else synth?.resume();
    },
    stop,
  };
}
