"use client";

import type { Language } from "@/lib/db/enums";
import { missingVoices, PREFERRED_VOICE_TAGS, pickVoice, type Segment } from "@/lib/narration/browser-voice/reading";
import {
  alignTranscript,
  DEFAULT_PACE,
  estimatedStarts,
  measuredPace,
  spreadOver,
  timingsUrl,
  wordAtTime,
  type RecordingTimings,
  type Span,
} from "@/lib/narration/word-timing";
import { captionWords, speechChunks, spokenWord, wordAtChar, type CaptionWord, type Chunk } from "@/lib/narration/words";

// Reads a page's captions one after another, telling which word is being heard: a recording
// with an audio element, timed by the transcript stored beside it; anything else with the
// browser's speech synthesis, timed by its word boundaries or, for voices that send none
// (Chrome's network voices, Android's), by an estimate corrected as each utterance ends.
// Imported only when Listen is first pressed, so none of this is in the story page's first load.

export type NarratorEvents = {
  /** The caption now being read, or null once the page is done. */
  onSegment(language: Language | null): void;
  /** The word being heard, an index into captionWords() of the caption being read; null between words' captions. */
  onWord(index: number | null): void;
  onEnd(): void;
  /** The languages this device has no voice for, told before the reading starts; their captions are skipped. */
  onMissingVoices(languages: Language[]): void;
};

export type Narrator = { pause(): void; resume(): void; stop(): void; setRate(rate: number): void };

const VOICES_WAIT_MS = 1000;
// How often an estimated reading moves its highlight on.
const ESTIMATE_TICK_MS = 50;
// An utterance shorter than this says too little to measure a voice's pace by.
const SHORTEST_MEASURE_S = 1;

// Learned in this visit, by voice: which send word boundaries, and each other voice's pace at rate 1.
const sendsBoundaries = new Set<string>();
const paces = new Map<string, number>();

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

/**
 * An utterance of `text` in the language, with its best voice. Its `lang` is the voice's own:
 * Android ignores the chosen voice when the two differ. Null when the device has voices but
 * none of the language (a browser would read nothing, or read Spanish with an English voice).
 */
function utteranceFor(synth: SpeechSynthesis, text: string, language: Language, rate: number): SpeechSynthesisUtterance | null {
  const voices = synth.getVoices();
  const voice = pickVoice(voices, language);
  if (!voice && voices.length > 0) return null;
  const spoken = new SpeechSynthesisUtterance(text);
  spoken.lang = voice?.lang ?? PREFERRED_VOICE_TAGS[language][0]!;
  if (voice) spoken.voice = voice;
  spoken.rate = rate;
  return spoken;
}

const voiceKey = (utterance: SpeechSynthesisUtterance) => utterance.voice?.voiceURI || utterance.voice?.name || utterance.lang;

/** Says one word alone, in its language, as a tap on it asks; anything being said is cut short. */
export async function speakWord(word: string, language: Language, rate: number): Promise<void> {
  const synth = window.speechSynthesis ?? null;
  const text = spokenWord(word);
  if (!synth || !text) return;
  await voicesLoaded(synth);
  const utterance = utteranceFor(synth, text, language, rate);
  if (!utterance) return;
  synth.cancel();
  synth.speak(utterance);
  if (synth.paused) synth.resume();
}

async function loadTimings(url: string): Promise<RecordingTimings | null> {
  try {
    const response = await fetch(timingsUrl(url));
    if (!response.ok) return null;
    const timings = (await response.json()) as RecordingTimings;
    return Array.isArray(timings.words) ? timings : null;
  } catch {
    return null;
  }
}

export function startNarrator(segments: Segment[], events: NarratorEvents, initialRate = 1): Narrator {
  const synth = window.speechSynthesis ?? null;
  let rate = initialRate;
  let index = -1;
  let stopped = false;
  let paused = false;
  let audio: HTMLAudioElement | null = null;
  let utterance: SpeechSynthesisUtterance | null = null;
  let frame = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let word: number | null = null;

  function tell(next: number | null): void {
    if (next === word) return;
    word = next;
    events.onWord(next);
  }

  // Only a recording's playback is followed frame by frame.
  function stopFollowing(): void {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  }

  function stopTimers(): void {
    stopFollowing();
    clearInterval(ticker);
    ticker = undefined;
  }

  function next(): void {
    if (stopped) return;
    stopTimers();
    index += 1;
    const segment = segments[index];
    audio = null;
    utterance = null;
    tell(null);
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
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
    audio = element;
    const words = captionWords(segment.text);
    let spans: Span[] | null = null;
    void loadTimings(url).then((timings) => {
      if (timings && audio === element) spans = alignTranscript(words, timings.words, timings.duration);
    });
    // Without stored timings (recorded before they were made), the words share the recording's length.
    element.addEventListener("loadedmetadata", () => {
      if (!spans && Number.isFinite(element.duration)) spans = spreadOver(words, element.duration);
    });
    const follow = () => {
      if (audio !== element) return;
      if (spans) tell(Math.max(0, wordAtTime(spans, element.currentTime)));
      frame = requestAnimationFrame(follow);
    };
    const fallBack = () => {
      if (audio === element && !stopped) void speak(segment);
    };
    const startFollowing = () => {
      stopFollowing();
      frame = requestAnimationFrame(follow);
    };
    element.addEventListener("playing", startFollowing);
    element.addEventListener("pause", stopFollowing);
    element.addEventListener("ended", () => {
      if (audio === element) next();
    });
    element.addEventListener("error", fallBack);
    element.play().then(startFollowing, (error: unknown) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) fallBack();
    });
  }

  async function speak(segment: Segment): Promise<void> {
    audio = null;
    if (!synth) return next();
    await voicesLoaded(synth);
    if (stopped) return;
    const words = captionWords(segment.text);
    const chunks = speechChunks(segment.text, words);
    if (chunks.length === 0) return next();
    speakChunk(segment, words, chunks, 0);
  }

  // Long captions are said a chunk at a time, so no voice stops partway.
  function speakChunk(segment: Segment, words: CaptionWord[], chunks: Chunk[], at: number): void {
    const chunk = chunks[at]!;
    const spoken = utteranceFor(synth!, chunk.text, segment.language, rate);
    if (!spoken) return next();
    const chunkWords = words.slice(chunk.firstWord, chunk.lastWord + 1);
    const voice = voiceKey(spoken);
    let elapsed = 0;
    let boundaries = false;
    const spokenRate = rate;
    const starts = estimatedStarts(chunkWords, (paces.get(voice) ?? DEFAULT_PACE) * spokenRate);

    // The estimate runs until the voice shows it reports boundaries; the clock stands still while paused.
    const estimate = () => {
      if (boundaries || utterance !== spoken) return;
      if (!paused) elapsed += ESTIMATE_TICK_MS / 1000;
      const reached = starts.findLastIndex((start) => start <= elapsed);
      tell(chunk.firstWord + Math.max(0, reached));
    };
    spoken.addEventListener("start", () => {
      elapsed = 0;
    });
    spoken.addEventListener("boundary", (event) => {
      if (utterance !== spoken || (event.name && event.name !== "word")) return;
      boundaries = true;
      sendsBoundaries.add(voice);
      clearInterval(ticker);
      tell(wordAtChar(words, chunk.start + event.charIndex));
    });
    // A cancelled utterance also ends: only the one in hand moves the reading on.
    const done = (event: Event) => {
      if (utterance !== spoken) return;
      clearInterval(ticker);
      if (!boundaries && event.type === "end" && elapsed >= SHORTEST_MEASURE_S) {
        const pace = measuredPace(chunkWords, elapsed) / spokenRate;
        paces.set(voice, paces.has(voice) ? (paces.get(voice)! + pace) / 2 : pace);
      }
      if (at + 1 < chunks.length) speakChunk(segment, words, chunks, at + 1);
      else next();
    };
    spoken.addEventListener("end", done);
    spoken.addEventListener("error", done);
    utterance = spoken;
    tell(chunk.firstWord);
    clearInterval(ticker);
    if (!sendsBoundaries.has(voice)) ticker = setInterval(estimate, ESTIMATE_TICK_MS);
    synth!.speak(spoken);
    // Some browsers stay paused after a cancel: a reading that is not paused makes sure it is heard.
    if (paused) synth!.pause();
    else if (synth!.paused) synth!.resume();
  }

  function stop(): void {
    stopped = true;
    stopTimers();
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
    // A recording changes pace at once; the voice from its next utterance.
    setRate(next) {
      rate = next;
      if (audio) {
        audio.defaultPlaybackRate = next;
        audio.playbackRate = next;
      }
    },
  };
}
