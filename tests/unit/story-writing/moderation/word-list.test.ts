import { describe, expect, it } from "vitest";
import { findListedWords, foldForWordList } from "@/lib/story-writing/moderation/word-list";

const words = (text: string) => findListedWords(text).map((found) => found.word);

describe("the moderation word list", () => {
  it("finds listed words in either language, in any text, without case or accents", () => {
    expect(words("What the DAMN cat did")).toEqual(["damn"]);
    expect(words("¡Qué CABRÓN!")).toEqual(["cabrón"]);
    expect(words("que cabron")).toEqual(["cabrón"]);
    expect(words("Abuelita said mierda in English text")).toEqual(["mierda"]);
    expect(findListedWords("Se tomó una cerveza")).toEqual([{ word: "cerveza", language: "es", category: "drugs and alcohol" }]);
  });

  it("matches a listed phrase only as the words in a row", () => {
    expect(words("eres un hijo de puta")).toEqual(["puta", "hijo de puta"]);
    expect(words("el hijo de Pepita")).toEqual([]);
  });

  it("matches whole words only: ordinary words that hold a listed one are clean", () => {
    for (const text of [
      "Pepita went to class with a bass drum, a cocktail of fruit and a shell from Essex.",
      "The assassin bug in the grass passed by; Scunthorpe is far away.",
      "Abuelita's therapist friend skilled at killdeer spotting liked the shiitake soup.",
      "Pepita vino a la cocina.",
      "La heroína del cuento usa la computadora sin disputa.",
      "El sexto tamal, la cabra y el cabrito, el matorral y el tomate.",
      "Una pena pequeña y una penca de nopal.",
      "El diputado tiene buena reputación.",
    ]) {
      expect(words(text), text).toEqual([]);
    }
  });

  it("keeps ñ its own letter, so 'año' and a 'cono' (a cone) are clean and 'coño' is not", () => {
    expect(foldForWordList("Año, Coño, Canción")).toBe("año, coño, cancion");
    expect(words("¡Feliz año! Un cono de helado para Pepita.")).toEqual([]);
    expect(words("¡Coño!")).toEqual(["coño"]);
  });

  it("finds nothing in an empty text or in punctuation alone", () => {
    expect(words("")).toEqual([]);
    expect(words("¡¿...?!")).toEqual([]);
  });
});
