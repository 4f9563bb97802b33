import { z } from "zod";

// The pieces lib/story-writing/content/*.json is written in. Each module reads its file through
// a schema when it loads, so a misspelt prop, pose, place or field name fails there (and in the
// unit tests) instead of in some story's page.

export const bi = z.strictObject({ en: z.string(), es: z.string() });
export type Bi = z.infer<typeof bi>;

/** Lower case without accents, so "Piñata", "pinata" and "PIÑATA" read the same. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** `words`: the plain words and stems among the patterns, for hints that need no regular expression. */
export type Matcher = { test(text: string): boolean; at(text: string): number; words: string[] };

/**
 * Words that pick an entry when any of them appears in the request, in either language, case
 * and accents ignored. Each is a regular expression, so `\\b` in the JSON marks where a word
 * starts and a stem ("cocin") stands for all its endings.
 */
export const keywords = z.array(z.string()).transform((words): Matcher => {
  const pattern = new RegExp(fold(words.join("|")), "u");
  const plain = words.flatMap(
    (word) =>
      withoutExclusions(fold(word))
        .replace(/\\[a-z]/g, " ")
        .match(/[a-z]{3,}/g) ?? [],
  );
  return { test: (text) => pattern.test(fold(text)), at: (text) => pattern.exec(fold(text))?.index ?? -1, words: [...new Set(plain)] };
});

/** A pattern without its `(?!...)` groups: the words it excludes ("bikes" from a walk in the park) are not its own. */
function withoutExclusions(pattern: string): string {
  let kept = "";
  for (let at = 0; at < pattern.length; at++) {
    if (!pattern.startsWith("(?!", at)) {
      kept += pattern[at];
      continue;
    }
    let depth = 0;
    for (; at < pattern.length; at++) {
      if (pattern[at] === "\\") at++;
      else if (pattern[at] === "(") depth++;
      else if (pattern[at] === ")" && --depth === 0) break;
    }
    kept += " ";
  }
  return kept;
}
