import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@/lib/db/enums";
import { startNarrator } from "@/lib/narration/browser-voice/narrator";
import { missingVoices, readingOrder } from "@/lib/narration/browser-voice/reading";
import { stubSpeechSynthesis, voicesFor } from "../../../../support/speech-synthesis";

const page = { text: "Pepita waters the roses.", spanishText: "Pepita riega las rosas." };

/** A browser whose speech synthesis lists these voices and finishes each utterance at once: what it said, and in which language. */
function stubBrowser(voiceTags: string[]) {
  const { spoken } = stubSpeechSynthesis(voicesFor(...voiceTags), { finishAtOnce: true });
  return { said: () => spoken.map(({ text, lang }) => ({ text, lang })) };
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
    const browser = stubBrowser(["en-US", "en-GB"]);
    expect(await read("es")).toEqual([["es"]]);
    expect(browser.said()).toEqual([{ text: page.text, lang: "en-US" }]);
  });

  it("tells nothing and reads both where both voices exist", async () => {
    const browser = stubBrowser(["en-US", "es-MX"]);
    expect(await read("en")).toEqual([[]]);
    expect(browser.said().map((utterance) => utterance.lang)).toEqual(["en-US", "es-MX"]);
  });

  it("tells both when the device has neither, and reads nothing", async () => {
    const browser = stubBrowser(["fr-FR"]);
    expect(await read("en")).toEqual([["en", "es"]]);
    expect(browser.said()).toEqual([]);
  });
});

describe("the languages a reading has no voice for", () => {
  it("leaves out a language read from its recording", () => {
    expect(missingVoices(readingOrder({ ...page, recordings: { es: "/objects/narration/a.mp3" } }, "en"), voicesFor("en-US"))).toEqual([]);
  });

  it("claims nothing while the browser lists no voice at all", () => {
    expect(missingVoices(readingOrder(page, "en"), [])).toEqual([]);
  });
});
