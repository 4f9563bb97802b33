import type { TextLanguage } from "@/lib/story-writing/scene/arc-texts";

// A page is stitched from sentences written apart (her role's, the arc's mend, her trait's), and
// each names Pepita to stand on its own; read in a row they said "Pepita ... Pepita ..." twice.

/** Where each sentence of a page starts: the page's start, and after a full stop, a "!" or a "?" (and any closing quote) and a space. */
const SENTENCE_END = /[.!?…]["”»]?\s+/g;

/** The text's sentences, each with the space after it, so joined they give the text back. */
export function sentencesOf(text: string): string[] {
  const starts = [0, ...Array.from(text.matchAll(SENTENCE_END), (match) => match.index + match[0].length)].filter((start) => start < text.length);
  return starts.map((start, index) => text.slice(start, starts[index + 1] ?? text.length));
}

/** Pepita alone as the subject: not "Pepita and Abuelita", after which "she" could be either of them. */
const PEPITA_ALONE = { en: /^Pepita(?!\s+and\b)(?=['’\s])/, es: /^Pepita(?!\s+y\b)(?=\s)/ };

/** Someone else made the subject later in the sentence ("…, and Abuelita squeezed back"), after whom "she" would be her. */
const ANOTHER_SUBJECT = {
  en: /(?:[,:;]|\b(?:and|but|while|so|until)\b)\s+(?:Abuelita|they|everyone)\b(?!['’]s)/,
  es: /(?:[,:;]|(?<!\p{L})(?:y|pero|mientras|hasta que)(?!\p{L}))\s+(?:Abuelita|las dos|todos)(?!\p{L})/u,
};

/** The second sentence in a row opening with Pepita as its subject, said with "She", or in Spanish with no subject ("Ella" before "y Abuelita"). */
export function unnamed(sentence: string, language: TextLanguage): string {
  if (language === "en") return sentence.replace(/^Pepita(?= )/, "She");
  const rest = sentence.slice("Pepita ".length);
  return /^y\s/.test(rest) ? `Ella ${rest}` : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * The page's text with no two sentences in a row both opening with "Pepita": the second says
 * "she" (Spanish leaves the subject out, as it does), when the first had her as its only subject
 * throughout; after "…, and Abuelita squeezed back" her name is said again.
 */
export function namedOnce(text: string, language: TextLanguage): string {
  const said: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const before = said.at(-1);
    const herAlone = before !== undefined && PEPITA_ALONE[language].test(before) && !ANOTHER_SUBJECT[language].test(before);
    said.push(herAlone && /^Pepita /.test(sentence) ? unnamed(sentence, language) : sentence);
  }
  return said.join("");
}
