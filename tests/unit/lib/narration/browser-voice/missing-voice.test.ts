import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@/lib/db/enums";
import { startNarrator } from "@/lib/narration/browser-voice/narrator";
import { missingVoices, readingOrder } from "@/lib/narration/browser-voice/reading";

const page = { text: "Pepita waters the roses.", spanishText: "Pepita riega las rosas." };
const voices = (...tags: string[]) => tags.map((lang) => ({ lang, name: `voice ${lang}` }));

class Utterance extends EventTarget {
  lang = "";
  voice: { lang: string } | null = null;
  constructor(readonly text: string) {
    super();
  }
}

/** A browser whose speech synthesis lists these voices and finishes each utterance at once. */
function stubBrowser(voiceTags: string[]) {
  const spoken: { text: string; lang: string }[] = [];
  const synth = {
    paused: false,
    getVoices: () => voices(...voiceTags),
    speak(utterance: Utterance) {
      spoken.push({ text: utterance.text, lang: utterance.lang });
      queueMicrotask(() => utterance.dispatchEvent(new Event("end")));
    },
    cancel() {},
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
  };
  vi.stubGlobal("window", { speechSynthesis: synth, addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal("SpeechSynthesisUtterance", Utterance);
  return spoken;
}

function read(locale: "en" | "es") {
  const told: Language[][] = [];
  return new Promise<Language[][]>((resolve) => {
    startNarrator(readingOrder(page, locale), {
      onSegment() {},
      onWord() {},
      onMissingVoices: (languages) => told.push(languages),
      onEnd: () => resolve(told),
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("Listen on a device without a voice for a language", () => {
  it("tells which language has no voice and reads the other one only", async () => {
    const spoken = stubBrowser(["en-US", "en-GB"]);
    expect(await read("es")).toEqual([["es"]]);
    expect(spoken).toEqual([{ text: page.text, lang: "en-US" }]);
  });

  it("tells nothing and reads both where both voices exist", async () => {
    const spoken = stubBrowser(["en-US", "es-MX"]);
    expect(await read("en")).toEqual([[]]);
    expect(spoken.map((utterance) => utterance.lang)).toEqual(["en-US", "es-MX"]);
  });

  it("tells both when the device has neither, and reads nothing", async () => {
    const spoken = stubBrowser(["fr-FR"]);
    expect(await read("en")).toEqual([["en", "es"]]);
    expect(spoken).toEqual([]);
  });
});

describe("the languages a reading has no voice for", () => {
  it("leaves out a language read from its recording", () => {
    expect(missingVoices(readingOrder({ ...page, recordings: { es: "/objects/narration/a.mp3" } }, "en"), voices("en-US"))).toEqual([]);
  });

  it("claims nothing while the browser lists no voice at all", () => {
    expect(missingVoices(readingOrder(page, "en"), [])).toEqual([]);
  });
});
