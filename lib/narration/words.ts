// A caption as the words Listen highlights: split once, the same way on the server that renders
// the spans and in the browser that maps a voice's position onto them. Client-safe and pure.

/** One word of a caption: its text with the punctuation written against it (¿Qué? ¡Mira!, "hola,"), and where it sits. */
export type CaptionWord = { text: string; start: number; end: number };

/** A stretch of the caption spoken as one utterance, and the caption's words it holds. */
export type Chunk = { text: string; start: number; firstWord: number; lastWord: number };

const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The caption's words in order. A run of punctuation standing alone (an em dash between spaces)
 * is no word: it is never spoken, so it is never highlighted or tapped.
 */
export function captionWords(text: string): CaptionWord[] {
  const words: CaptionWord[] = [];
  for (const match of text.matchAll(/\S+/gu)) {
    if (!HAS_LETTER_OR_DIGIT.test(match[0])) continue;
    words.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}

/** The caption cut into its words and the text between them, for rendering each word in a span of its own. */
export function captionPieces(text: string): ({ word: CaptionWord; index: number } | string)[] {
  const pieces: ({ word: CaptionWord; index: number } | string)[] = [];
  let at = 0;
  captionWords(text).forEach((word, index) => {
    if (word.start > at) pieces.push(text.slice(at, word.start));
    pieces.push({ word, index });
    at = word.end;
  });
  if (at < text.length) pieces.push(text.slice(at));
  return pieces;
}

/** A word reduced to what a voice or a transcript would agree on: lower case, no accents, no punctuation. */
export function wordKey(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** A word as it is said alone: without the punctuation around it. */
export function spokenWord(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/**
 * The word a voice is at, from the character index it reports. Voices differ on whether the
 * index points at the word or at the space before it, so it is the first word not yet over.
 */
export function wordAtChar(words: readonly CaptionWord[], charIndex: number): number {
  const found = words.findIndex((word) => word.end > charIndex);
  return found === -1 ? words.length - 1 : found;
}

// Some voices (Chrome's network ones) stop after about fifteen seconds of speech; this many
// characters take about ten seconds at the usual pace, so a chunk ends well before, even read slowly.
export const CHUNK_MAX_CHARS = 160;

/**
 * The caption cut into utterances of whole sentences, each at most CHUNK_MAX_CHARS long where the
 * sentences allow; a longer sentence is cut after a comma, or else between words.
 */
export function speechChunks(text: string, words: readonly CaptionWord[] = captionWords(text), max = CHUNK_MAX_CHARS): Chunk[] {
  const chunks: Chunk[] = [];
  let first = 0;
  while (first < words.length) {
    let last = first;
    let cut = -1;
    let softCut = -1;
    while (last < words.length && words[last]!.end - words[first]!.start <= max) {
      const word = words[last]!.text;
      if (/[.!?…:;]["'”»)]*$/u.test(word)) cut = last;
      else if (/[,—–]["'”»)]*$/u.test(word)) softCut = last;
      last += 1;
    }
    // Everything left fits, or one word is longer than a chunk on its own.
    const end = last === words.length ? last - 1 : cut >= 0 ? cut : softCut >= 0 ? softCut : Math.max(first, last - 1);
    const start = words[first]!.start;
    chunks.push({ text: text.slice(start, words[end]!.end), start, firstWord: first, lastWord: end });
    first = end + 1;
  }
  return chunks;
}
