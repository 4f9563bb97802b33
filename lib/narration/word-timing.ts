import { wordKey, type CaptionWord } from "./words";

// When each word of a caption is heard. Client-safe and pure: the browser's voice is timed by an
// estimate where it reports no word boundaries, and a recording by its transcript's timestamps
// mapped onto the caption's words.

/** A stretch of a recording or an utterance, in seconds from its start. */
export type Span = { start: number; end: number };

/** A word of a recording's transcript as OpenAI's transcription gives it, in seconds. */
export type TranscribedWord = { word: string; start: number; end: number };

/** What is stored beside a recording: its transcript's words and the recording's length. */
export type RecordingTimings = { words: TranscribedWord[]; duration?: number };

// A word's share of speaking time: its letters, the gap after it, and a pause after punctuation.
function weight(word: string): number {
  const letters = wordKey(word).length || 1;
  const pause = /[.!?…]["'”»)]*$/u.test(word) ? 6 : /[,;:—–]["'”»)]*$/u.test(word) ? 3 : 0;
  return letters + 1.5 + pause;
}

/** The usual pace of a voice at rate 1, in weight units a second, until one has been measured. */
export const DEFAULT_PACE = 13;

/** When each word starts, in seconds from the first one, read at `pace` weight units a second. */
export function estimatedStarts(words: readonly Pick<CaptionWord, "text">[], pace: number): number[] {
  let at = 0;
  return words.map((word) => {
    const start = at;
    at += weight(word.text) / pace;
    return start;
  });
}

/** The pace that read these words in this many seconds, to correct the next estimate. */
export function measuredPace(words: readonly Pick<CaptionWord, "text">[], seconds: number): number {
  const total = words.reduce((sum, word) => sum + weight(word.text), 0);
  return total / seconds;
}

/** Spans for `count` words of these weights spread over [start, end], each in proportion to its weight. */
function spread(texts: readonly string[], start: number, end: number): Span[] {
  const weights = texts.map(weight);
  const total = weights.reduce((sum, each) => sum + each, 0) || 1;
  let at = start;
  return weights.map((each) => {
    const span = { start: at, end: at + ((end - start) * each) / total };
    at = span.end;
    return span;
  });
}

/** Each caption word's span when a recording of `duration` seconds has no transcript. */
export function spreadOver(words: readonly Pick<CaptionWord, "text">[], duration: number): Span[] {
  return spread(
    words.map((word) => word.text),
    0,
    duration,
  );
}

/**
 * Each caption word's span in a recording, from its transcript. The words both agree on (the
 * longest common run, compared without case, accents or punctuation) take the transcript's
 * times; the words between two of them share the time between, in proportion to their length,
 * so a number written as digits and said in words, or a word the transcript split or heard
 * otherwise, still gets its place.
 */
export function alignTranscript(words: readonly Pick<CaptionWord, "text">[], transcript: readonly TranscribedWord[], duration?: number): Span[] {
  const captionKeys = words.map((word) => wordKey(word.text));
  const heardKeys = transcript.map((word) => wordKey(word.word));
  const n = captionKeys.length;
  const m = heardKeys.length;
  // lengths[i][j]: the longest common subsequence of captionKeys[i..] and heardKeys[j..].
  const lengths = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i]![j] = captionKeys[i] && captionKeys[i] === heardKeys[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const anchors: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (captionKeys[i] && captionKeys[i] === heardKeys[j]) anchors.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }

  const end = Math.max(duration ?? 0, transcript.at(-1)?.end ?? 0);
  const spans: Span[] = new Array<Span>(n);
  let caption = 0;
  let heard = 0;
  let time = transcript[0]?.start ?? 0;
  for (const [i, j] of [...anchors, [n, m] as [number, number]]) {
    if (i > caption) {
      // The transcript's words in the gap give its time; with none, the silence between the anchors does.
      const from = heard < j ? transcript[heard]!.start : time;
      const to = heard < j ? transcript[j - 1]!.end : j < m ? transcript[j]!.start : end;
      spread(
        words.slice(caption, i).map((word) => word.text),
        from,
        Math.max(from, to),
      ).forEach((span, offset) => (spans[caption + offset] = span));
    }
    if (i < n && j < m) {
      spans[i] = { start: transcript[j]!.start, end: transcript[j]!.end };
      time = transcript[j]!.end;
    }
    caption = i + 1;
    heard = j + 1;
  }
  return spans;
}

/** The word being heard at `time`: the last one started, or -1 before the first. */
export function wordAtTime(spans: readonly Span[], time: number): number {
  let found = -1;
  spans.forEach((span, index) => {
    if (span.start <= time) found = index;
  });
  return found;
}

/** Where a recording's timings are stored: beside it, under the same name. */
export function timingsUrl(recordingUrl: string): string {
  return recordingUrl.replace(/\.mp3$/, ".json");
}
