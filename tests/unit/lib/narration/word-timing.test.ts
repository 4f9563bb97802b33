import { describe, expect, it } from "vitest";
import { alignTranscript, estimatedStarts, measuredPace, spreadOver, timingsUrl, wordAtTime } from "@/lib/narration/word-timing";
import { captionWords } from "@/lib/narration/words";

const heard = (...words: [string, number, number][]) => words.map(([word, start, end]) => ({ word, start, end }));

describe("word timings of a recording", () => {
  it("gives each caption word its transcript word's time, whatever the case, accents and punctuation", () => {
    const words = captionWords("¡Mira, Mamá! Las flores.");
    const spans = alignTranscript(words, heard(["mira", 0.1, 0.4], ["mama", 0.5, 0.9], ["las", 1.2, 1.3], ["flores", 1.3, 1.8]));
    expect(spans).toEqual([
      { start: 0.1, end: 0.4 },
      { start: 0.5, end: 0.9 },
      { start: 1.2, end: 1.3 },
      { start: 1.3, end: 1.8 },
    ]);
  });

  it("places a number said in words, and a word the transcript split, between the words both agree on", () => {
    const words = captionWords("They baked 12 empanadas with ice-cream.");
    const spans = alignTranscript(
      words,
      heard(["They", 0, 0.2], ["baked", 0.2, 0.5], ["twelve", 0.5, 0.9], ["empanadas", 0.9, 1.5], ["with", 1.5, 1.7], ["ice", 1.7, 1.9], ["cream", 1.9, 2.3]),
    );
    expect(spans[2]).toEqual({ start: 0.5, end: 0.9 });
    expect(spans[3]).toEqual({ start: 0.9, end: 1.5 });
    expect(spans[5]!.start).toBeCloseTo(1.7);
    expect(spans[5]!.end).toBeCloseTo(2.3);
  });

  it("gives words the transcript missed a place after the last heard word, and spreads a caption with no transcript over the recording", () => {
    const words = captionWords("Good night, little one");
    const spans = alignTranscript(words, heard(["Good", 0, 0.3], ["night", 0.3, 0.8]), 2);
    expect(spans[2]!.start).toBeCloseTo(0.8);
    expect(spans[3]!.end).toBeCloseTo(2);
    expect(spans[3]!.start).toBeGreaterThan(spans[2]!.start);
    const spread = spreadOver(words, 2);
    expect(spread[0]!.start).toBe(0);
    expect(spread.at(-1)!.end).toBeCloseTo(2);
  });

  it("tells the word heard at a time, none before the first", () => {
    const spans = [
      { start: 0.2, end: 0.5 },
      { start: 0.5, end: 1 },
    ];
    expect(wordAtTime(spans, 0.1)).toBe(-1);
    expect(wordAtTime(spans, 0.3)).toBe(0);
    expect(wordAtTime(spans, 0.7)).toBe(1);
    expect(wordAtTime(spans, 5)).toBe(1);
  });

  it("stores the timings beside the recording", () => {
    expect(timingsUrl("/objects/narration/abc123-xyz.mp3")).toBe("/objects/narration/abc123-xyz.json");
  });
});

describe("the estimate for voices that report no word boundaries", () => {
  it("gives longer words and pauses after punctuation more time", () => {
    const starts = estimatedStarts(captionWords("I see. Butterflies fly"), 10);
    expect(starts[0]).toBe(0);
    expect(starts[2]! - starts[1]!).toBeGreaterThan(starts[1]! - starts[0]!);
    expect(starts[3]! - starts[2]!).toBeGreaterThan(starts[2]! - starts[1]!);
  });

  it("measures the pace that would have read the words in the time they took, so the next estimate starts right", () => {
    const words = captionWords("Abuelita stirs the chocolate slowly.");
    const pace = measuredPace(words, 3);
    const starts = estimatedStarts(words, pace);
    const lastWeight = measuredPace(words.slice(-1), 1);
    expect(starts.at(-1)! + lastWeight / pace).toBeCloseTo(3);
  });
});
