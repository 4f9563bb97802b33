import list from "@/lib/story-writing/moderation/word-list.json";

// The word list every written story is held to, in both languages. Words match whole and
// without case or accents ("Cabrón" is "cabron"), but ñ stays its own letter: "año" is not
// "ano", nor "coño" "cono" (a cone). Each entry may be several words, matched in a row.

export type ListLanguage = keyof typeof list;
export type ListedWord = { word: string; language: ListLanguage; category: string };

const KEEP_N_TILDE = "\uE000";

/** Text as the list compares it: lower case, accents off, ñ kept. */
export function foldForWordList(text: string): string {
  return text.toLowerCase().replaceAll("ñ", KEEP_N_TILDE).normalize("NFD").replace(/\p{M}/gu, "").replaceAll(KEEP_N_TILDE, "ñ");
}

const words = (text: string): string[] =>
  foldForWordList(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

type Entry = ListedWord & { tokens: string[] };

const ENTRIES: Entry[] = (Object.entries(list) as [ListLanguage, Record<string, string[]>][]).flatMap(([language, categories]) =>
  Object.entries(categories).flatMap(([category, entries]) => entries.map((word) => ({ word, language, category, tokens: words(word) }))),
);

const startsAt = (tokens: string[], at: number, entry: Entry) => entry.tokens.every((token, offset) => tokens[at + offset] === token);

/** The listed words the text holds, each once, in the list's order; both languages' lists apply to any text. */
export function findListedWords(text: string): ListedWord[] {
  const tokens = words(text);
  const present = new Set(tokens);
  return ENTRIES.filter((entry) => present.has(entry.tokens[0]!) && tokens.some((_, at) => startsAt(tokens, at, entry))).map(
    ({ word, language, category }) => ({ word, language, category }),
  );
}
