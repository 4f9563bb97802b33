import type { Page } from "@playwright/test";

// The browser's voice replaced by a stub that records what it is asked to say and finishes an
// utterance, or reports a word boundary, only when the test says so; audio playback by one that
// records the recording it is given and whose clock the test sets.

export type Spoken = { text: string; lang: string; voice: string | null };

type Window = {
  __spoken: Spoken[];
  __rates: number[];
  __played: string[];
  __cancels: number;
  __finishUtterance(): void;
  __boundary(charIndex: number): void;
  __finishAudio(): void;
  __setAudioTime(seconds: number): void;
};

type StubOptions = {
  voices?: string[];
  /** A voice that reports word boundaries says so at once, with a boundary at its first word. */
  reportsBoundaries?: boolean;
};

export async function stubSpeech(
  page: Page,
  { voices: voiceTags = ["en-GB", "en-US", "es-ES", "es-US", "es-MX"], reportsBoundaries = false }: StubOptions = {},
) {
  await page.addInitScript(
    ([tags, firstBoundary]) => {
      const state = window as unknown as Record<string, unknown>;
      const spoken: unknown[] = [];
      const rates: number[] = [];
      const played: string[] = [];
      state.__spoken = spoken;
      state.__rates = rates;
      state.__played = played;
      state.__cancels = 0;
      let current: EventTarget | null = null;
      const media: HTMLMediaElement[] = [];
      class Utterance extends EventTarget {
        lang = "";
        rate = 1;
        voice: { name: string; lang: string } | null = null;
        constructor(readonly text: string) {
          super();
        }
      }
      const voices = tags.map((lang) => ({ lang, name: `voice ${lang}`, voiceURI: `voice ${lang}` }));
      const synth = {
        paused: false,
        getVoices: () => voices,
        speak(utterance: Utterance) {
          spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
          rates.push(utterance.rate);
          current = utterance;
          if (firstBoundary) utterance.dispatchEvent(Object.assign(new Event("boundary"), { name: "word", charIndex: 0 }));
        },
        cancel() {
          state.__cancels = (state.__cancels as number) + 1;
          const was = current;
          current = null;
          was?.dispatchEvent(new Event("end"));
        },
        pause() {
          synth.paused = true;
        },
        resume() {
          synth.paused = false;
        },
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
      Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
      state.__finishUtterance = () => {
        const was = current;
        current = null;
        was?.dispatchEvent(new Event("end"));
      };
      state.__boundary = (charIndex: number) => current?.dispatchEvent(Object.assign(new Event("boundary"), { name: "word", charIndex }));
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        played.push(this.currentSrc || this.src);
        media.push(this);
        return Promise.resolve();
      };
      const times = new WeakMap<HTMLMediaElement, number>();
      Object.defineProperty(HTMLMediaElement.prototype, "currentTime", {
        configurable: true,
        get(this: HTMLMediaElement) {
          return times.get(this) ?? 0;
        },
        set(this: HTMLMediaElement, seconds: number) {
          times.set(this, seconds);
        },
      });
      state.__finishAudio = () => media.at(-1)?.dispatchEvent(new Event("ended"));
      state.__setAudioTime = (seconds: number) => {
        const last = media.at(-1);
        if (last) last.currentTime = seconds;
      };
    },
    [voiceTags, reportsBoundaries] as const,
  );
}

const inPage = <K extends keyof Window>(page: Page, key: K) => page.evaluate((name) => (window as unknown as Window)[name as K], key as string);

export const spoken = (page: Page) => inPage(page, "__spoken") as Promise<Spoken[]>;
export const rates = (page: Page) => inPage(page, "__rates") as Promise<number[]>;
export const played = (page: Page) => inPage(page, "__played") as Promise<string[]>;
export const cancels = (page: Page) => inPage(page, "__cancels") as Promise<number>;
export const finishUtterance = (page: Page) => page.evaluate(() => (window as unknown as Window).__finishUtterance());
export const boundary = (page: Page, charIndex: number) => page.evaluate((at) => (window as unknown as Window).__boundary(at), charIndex);
export const finishAudio = (page: Page) => page.evaluate(() => (window as unknown as Window).__finishAudio());
export const setAudioTime = (page: Page, seconds: number) => page.evaluate((at) => (window as unknown as Window).__setAudioTime(at), seconds);
