import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startNarrator } from "@/lib/narration/browser-voice/narrator";
import { captionWords } from "@/lib/narration/words";
import { stubSpeechSynthesis } from "../../../../support/speech-synthesis";

// The narrator's word-by-word reports with a browser voice that the test drives: it finishes an
// utterance, or reports a word boundary, only when told, and the clock is the test's.

/** A device with an English and a Spanish voice, both named `name`. */
const stubVoice = (name: string) =>
  stubSpeechSynthesis([
    { lang: "en-US", name: `${name} en`, voiceURI: `${name} en` },
    { lang: "es-MX", name: `${name} es`, voiceURI: `${name} es` },
  ]);

function listen(segments: { language: "en" | "es"; text: string }[], rate = 1) {
  const heard: { language: string | null; word: number | null }[] = [];
  let language: string | null = null;
  const narrator = startNarrator(
    segments,
    {
      onSegment: (next) => (language = next),
      onWord: (word) => heard.push({ language, word }),
      onEnd() {},
      onMissingVoices() {},
    },
    rate,
  );
  return { heard, narrator, last: () => heard.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const english = "They stir warm chocolate in the clay pot, and it smells like cinnamon.";
const spanish = "Menean el chocolate caliente en la olla de barro, y huele a canela.";

describe("the word being heard, with the browser's voice", () => {
  it("follows the voice's word boundaries, English then Spanish, at the rate chosen, with the voice's own lang", async () => {
    const voice = stubVoice("boundaries");
    const reading = listen(
      [
        { language: "en", text: english },
        { language: "es", text: spanish },
      ],
      0.75,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(voice.current()).toMatchObject({ text: english, lang: "en-US", rate: 0.75 });
    expect(reading.last()).toEqual({ language: "en", word: 0 });
    voice.boundary(english.indexOf("chocolate"));
    expect(reading.last()).toEqual({ language: "en", word: 3 });
    // Once the voice reports boundaries, no estimate moves the highlight on its own.
    await vi.advanceTimersByTimeAsync(5000);
    expect(reading.last()).toEqual({ language: "en", word: 3 });
    voice.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(voice.current()).toMatchObject({ text: spanish, lang: "es-MX" });
    expect(reading.last()).toEqual({ language: "es", word: 0 });
    voice.boundary(spanish.indexOf("olla"));
    expect(reading.last()).toEqual({ language: "es", word: 6 });
    voice.finish();
    expect(reading.last()?.word).toBeNull();
  });

  it("moves on by an estimate where the voice reports no boundaries, and corrects its pace when an utterance ends", async () => {
    const voice = stubVoice("silent");
    const words = captionWords(english).length;
    const first = listen([{ language: "en", text: english }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.last()?.word).toBe(0);
    await vi.advanceTimersByTimeAsync(1500);
    const early = first.last()!.word!;
    expect(early).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(1500);
    expect(first.last()!.word!).toBeGreaterThan(early);
    expect(first.last()!.word!).toBeLessThan(words);
    // This voice took 12 seconds: the estimate was too fast, and the next reading is slower.
    await vi.advanceTimersByTimeAsync(9000);
    expect(first.last()!.word).toBe(words - 1);
    voice.finish();
    first.narrator.stop();

    const second = listen([{ language: "en", text: english }]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(second.last()!.word!).toBeLessThan(early + 1);
    expect(second.last()!.word!).toBeGreaterThan(0);
    // Halfway through the twelve seconds, about halfway through the words.
    await vi.advanceTimersByTimeAsync(3000);
    expect(second.last()!.word!).toBeGreaterThanOrEqual(Math.floor(words / 2) - 2);
    expect(second.last()!.word!).toBeLessThanOrEqual(Math.ceil(words / 2) + 2);
    second.narrator.stop();
  });

  it("says a long caption in chunks of whole sentences, each word's place counted in the whole caption", async () => {
    const voice = stubVoice("chunks");
    const text = [1, 2, 3, 4].map((verse) => `Abuelita hums verse ${verse} of an old song while she stirs the pot of chocolate.`).join(" ");
    const reading = listen([{ language: "en", text }]);
    await vi.advanceTimersByTimeAsync(0);
    for (let said = 1; ; said += 1) {
      // Each chunk's first word is counted in the whole caption, not from the utterance's start.
      voice.boundary(0);
      expect(reading.last()!.word).toBe(
        captionWords(
          voice.spoken
            .slice(0, -1)
            .map((each) => each.text)
            .join(" "),
        ).length,
      );
      voice.finish();
      if (voice.spoken.length === said) break;
    }
    const chunks = voice.spoken.map((each) => each.text);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join(" ")).toBe(text);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(160);
  });
});
