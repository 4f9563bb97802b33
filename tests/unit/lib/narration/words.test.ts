import { describe, expect, it } from "vitest";
import { captionPieces, captionWords, speechChunks, spokenWord, wordAtChar, wordKey } from "@/lib/narration/words";

const texts = (words: { text: string }[]) => words.map((word) => word.text);

describe("a caption's words", () => {
  it("keeps punctuation on the word it is written against, Spanish opening marks included", () => {
    expect(texts(captionWords("¿Qué es esto? ¡Mira, Pepita!"))).toEqual(["¿Qué", "es", "esto?", "¡Mira,", "Pepita!"]);
    expect(texts(captionWords('She said, "Hola," and smiled.'))).toEqual(["She", "said,", '"Hola,"', "and", "smiled."]);
  });

  it("leaves a dash standing alone between words out, and keeps numbers and hyphenated words whole", () => {
    expect(texts(captionWords("They baked 12 pan-dulces — all gone"))).toEqual(["They", "baked", "12", "pan-dulces", "all", "gone"]);
  });

  it("renders back to exactly the caption, spaces and all", () => {
    const text = "  Abuelita  smiles —\nand sings.";
    const pieces = captionPieces(text);
    expect(pieces.map((piece) => (typeof piece === "string" ? piece : piece.word.text)).join("")).toBe(text);
    expect(pieces.filter((piece) => typeof piece !== "string").map((piece) => piece.index)).toEqual([0, 1, 2, 3]);
  });

  it("compares words without case, accents or punctuation, and says a tapped word without its punctuation", () => {
    expect(wordKey("¡Mamá!")).toBe("mama");
    expect(wordKey("Niño,")).toBe("nino");
    expect(spokenWord("¿Qué")).toBe("Qué");
    expect(spokenWord('"Hola,"')).toBe("Hola");
    expect(spokenWord("pan-dulces.")).toBe("pan-dulces");
  });

  it("finds the word a voice's character index points at, or the next one when it points at the space before", () => {
    const words = captionWords("Pepita waters the roses.");
    expect(wordAtChar(words, 0)).toBe(0);
    expect(wordAtChar(words, 7)).toBe(1);
    expect(wordAtChar(words, 6)).toBe(1);
    expect(wordAtChar(words, 99)).toBe(3);
  });
});

describe("a caption cut for speaking", () => {
  it("says a short caption as one utterance", () => {
    const text = "Pepita waters the roses. They smell sweet.";
    expect(speechChunks(text)).toEqual([{ text, start: 0, firstWord: 0, lastWord: 6 }]);
  });

  it("cuts a long caption at sentence ends, each chunk within the limit and all words said once", () => {
    const sentence = "Abuelita hums an old song while she stirs the pot.";
    const text = Array.from({ length: 8 }, () => sentence).join(" ");
    const chunks = speechChunks(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(160);
      expect(chunk.text.endsWith(".")).toBe(true);
      expect(text.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text);
    }
    expect(chunks.map((chunk) => [chunk.firstWord, chunk.lastWord]).flat()).toEqual(
      chunks.flatMap((chunk, index) => [index === 0 ? 0 : chunks[index - 1]!.lastWord + 1, chunk.lastWord]),
    );
    expect(chunks.at(-1)!.lastWord).toBe(captionWords(text).length - 1);
  });

  it("cuts a sentence too long for one chunk after a comma, or else between words", () => {
    const text = "one two three four, five six seven eight nine ten";
    expect(speechChunks(text, undefined, 25).map((chunk) => chunk.text)).toEqual(["one two three four,", "five six seven eight nine", "ten"]);
    expect(speechChunks("Supercalifragilistic word", undefined, 10).map((chunk) => chunk.text)).toEqual(["Supercalifragilistic", "word"]);
  });
});
