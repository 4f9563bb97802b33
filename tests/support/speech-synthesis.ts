import { vi } from "vitest";

// The browser's speech synthesis, stubbed for the narrator's tests: the voices a device lists,
// and each utterance it is asked to say, which ends when the test says (or at once, when asked).
// `vi.unstubAllGlobals()` takes the stub away.

export type StubVoice = { lang: string; name: string; voiceURI: string };

/** One voice for each language tag, named after it. */
export const voicesFor = (...tags: string[]): StubVoice[] => tags.map((lang) => ({ lang, name: `voice ${lang}`, voiceURI: `voice ${lang}` }));

/** An utterance as the narrator sets it up: its text, language, rate and voice, and its events. */
export class StubUtterance extends EventTarget {
  lang = "";
  rate = 1;
  voice: StubVoice | null = null;
  constructor(readonly text: string) {
    super();
  }
}

/** Stubs `window.speechSynthesis` and `SpeechSynthesisUtterance`; `finishAtOnce` ends each utterance as soon as it is said. */
export function stubSpeechSynthesis(voices: StubVoice[], { finishAtOnce = false } = {}) {
  const spoken: StubUtterance[] = [];
  const synth = {
    paused: false,
    getVoices: () => voices,
    speak(utterance: StubUtterance) {
      spoken.push(utterance);
      if (finishAtOnce) queueMicrotask(() => utterance.dispatchEvent(new Event("end")));
    },
    cancel() {},
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
  };
  vi.stubGlobal("window", { speechSynthesis: synth, addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal("SpeechSynthesisUtterance", StubUtterance);
  return {
    /** Every utterance said, in order. */
    spoken,
    current: () => spoken.at(-1)!,
    /** The voice reaches the word at `charIndex` of the utterance it is saying. */
    boundary(charIndex: number) {
      spoken.at(-1)!.dispatchEvent(Object.assign(new Event("boundary"), { name: "word", charIndex }));
    },
    /** The voice finishes the utterance it is saying. */
    finish() {
      spoken.at(-1)!.dispatchEvent(new Event("end"));
    },
  };
}
