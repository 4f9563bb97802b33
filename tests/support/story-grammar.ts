import { PROP_IDS, PROPS } from "@/lib/story-writing/scene/lexicon";

// The mistakes a template writer makes, read the way a parent would: a word of the other
// language, a sentence without its capital, a missing accent, an article of the wrong gender, a
// leftover slot.

// Speech in quotes may be Spanish in the English text ("¡Híjole!"); the narration may not.
const withoutQuotes = (text: string) => text.replace(/"[^"]*"/g, " ").replace(/«[^»]*»/g, " ");
// Words are bounded by letters, not by \b, which counts "ñ" as a boundary ("Toño").
const ENGLISH_IN_SPANISH = /(?<!\p{L})(the|and|with|she|her|they|was|were|of|to|is|it|you|for|at|on|day)(?!\p{L})/iu;
// Lower case only: names and song titles ("Las Mañanitas", "Día de Reyes") are fine in English.
const SPANISH_IN_ENGLISH = /(?<!\p{L})(el|la|los|las|que|con|una|para|por|y|del|muy|pero)(?!\p{L})/u;
// Words that are never right without their accent.
const UNACCENTED =
  /(?<!\p{L})(tambien|aqui|asi|despues|dia|mama|jardin|cancion|corazon|arbol|musica|azucar|rapido|facil|dificil|ningun|algun|todavia|tia|tio|senor|senora|nino|nina|manana|pajaro|pajaros|cafe|panaderia|pinata|raton|perez|bano|carino|carinosa|bebe|ultimo|ultima|mas alto|estan)(?!\p{L})/iu;
// A sentence ends and the next starts in lower case; a dialogue tag after a dash or a closing
// quote, or the words after an ellipsis, may start in lower case.
const LOWERCASE_START = /(?<![.])[.!?] +[¡¿"«]?\p{Ll}/u;
const LEFTOVERS = /\$\{|[{}]|\bundefined\b|\bnull\b|NaN|\[object| {2}| [,.!?;:]|,,|(?<!\.)\.\.(?!\.)/;

// Each prop's name after an article of the other gender or number, built once.
const WRONG_ARTICLES = PROP_IDS.map((id) => {
  const prop = PROPS[id];
  const wrong = prop.gender === "f" ? (prop.plural ? "los|unos" : "el|un|del|al") : prop.plural ? "las|unas" : "la|una";
  return new RegExp(`\\b(${wrong}) ${prop.es}\\b`, "iu");
});

// A thing named in a list after one with its article needs its own ("el pincel y las pinturas",
// never "el pincel y pinturas"): any word of a thing's Spanish name right after "el X y".
const THING_WORDS = [...new Set(PROP_IDS.flatMap((id) => PROPS[id].es.split(" ")).filter((word) => word.length > 3))];
const LIST_WITHOUT_ARTICLE = new RegExp(`(?<!\\p{L})(el|la|los|las) \\p{L}+,? (y|e) (${THING_WORDS.join("|")})(?!\\p{L})`, "u");

function wrongGender(spanish: string): string | undefined {
  for (const pattern of WRONG_ARTICLES) {
    const found = pattern.exec(spanish);
    if (found) return found[0];
  }
  return undefined;
}

/** Each rule a story's texts break, with the texts that break it; none when all read right. */
export function grammarMistakes(english: string[], spanish: string[]): Record<string, string[]> {
  // Each rule lists the texts that break it: one assertion a rule, which reads better than
  // thousands of one-text assertions and costs a fraction of their time.
  const breaking = (texts: string[], broken: (text: string) => boolean) => texts.filter(broken);
  const rules = {
    "Spanish words in the English narration": breaking(english, (text) => SPANISH_IN_ENGLISH.test(withoutQuotes(text))),
    "English words in the Spanish narration": breaking(spanish, (text) => ENGLISH_IN_SPANISH.test(withoutQuotes(text))),
    "a sentence starting in lower case": breaking([...english, ...spanish], (text) => LOWERCASE_START.test(text)),
    "a leftover slot or stray spacing": breaking([...english, ...spanish], (text) => LEFTOVERS.test(text)),
    "a doubled article, or pepita without her capital": breaking(english, (text) => /\b(a|an|the) (a|an|the)\b|\bpepita\b/.test(text)),
    "an English text not starting with a capital": breaking(english, (text) => !/^[\p{Lu}"¡¿—«]/u.test(text)),
    "a Spanish text not starting with a capital": breaking(spanish, (text) => !/^[\p{Lu}¡¿—«]/u.test(text)),
    "a word missing its accent": breaking(spanish, (text) => UNACCENTED.test(text)),
    // "de" and "a" before "el" contract ("del", "al"), also where a result is put into a sentence.
    "de el or a el": breaking(spanish, (text) => /(?<!\p{L})(de|a) el(?!\p{L})/iu.test(text)),
    "pepita without her capital": breaking(spanish, (text) => /\bpepita\b/.test(text)),
    "an article of the wrong gender": breaking(spanish, (text) => wrongGender(text) !== undefined),
    "a thing in a list without its article": breaking(spanish, (text) => LIST_WITHOUT_ARTICLE.test(text)),
    // Every ¡ and ¿ is closed.
    "an ¡ or ¿ not closed": breaking(
      spanish,
      (text) => (text.match(/¡/g) ?? []).length > (text.match(/!/g) ?? []).length || (text.match(/¿/g) ?? []).length !== (text.match(/\?/g) ?? []).length,
    ),
  };
  return Object.fromEntries(Object.entries(rules).filter(([, texts]) => texts.length > 0));
}
