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

/**
 * `at`: where the first of its words starts in the text, or -1; `tells`: whether another text has
 * its words as this one asks for them. A pattern written with exclusions is a word too common to
 * say what a text is about without them (walks, brushing, swimming), so it counts only when this
 * text has it too: a beach day's pages that walk on the sand do not tell "A picnic at the beach",
 * though the picnic's words include walks; `words`: the plain words and stems among the patterns,
 * for hints that need no regular expression.
 */
export type Matcher = {
  test(text: string): boolean;
  at(text: string): number;
  /** Where each of its words found in the text starts and ends, every time it is found. */
  spans(text: string): [number, number][];
  tells(text: string, other: string): boolean;
  words: string[];
};

/**
 * One of a matcher's patterns, finding where its words are. A pattern anchored at the start to
 * exclude words anywhere ("^(?!.*dogs).*brush") matches at 0 whatever the text, so where it is
 * found is where the words after its leading `.*` are.
 */
function alternative(word: string) {
  const whole = new RegExp(word, "u");
  const body = word.startsWith("^") ? afterGuard(word) : undefined;
  const where = body === undefined ? whole : new RegExp(body, "u");
  const every = new RegExp(where.source, "gu");
  return {
    guarded: body !== undefined,
    find: (text: string) => (whole.test(text) ? (where.exec(text)?.index ?? 0) : -1),
    spans: (text: string): [number, number][] =>
      whole.test(text) ? [...text.matchAll(every)].map(({ index, 0: found }) => [index, index + found.length] as [number, number]) : [],
  };
}

/** What follows `^`, its `(?!...)` groups and `.*`, when the pattern is written so. */
function afterGuard(pattern: string): string | undefined {
  let at = 1;
  while (pattern.startsWith("(?!", at)) {
    for (let depth = 0; at < pattern.length; at++) {
      if (pattern[at] === "\\") at++;
      else if (pattern[at] === "(") depth++;
      else if (pattern[at] === ")" && --depth === 0) break;
    }
    at++;
  }
  return pattern.startsWith(".*", at) ? pattern.slice(at + 2) : undefined;
}

/**
 * Words that pick an entry when any of them appears in the request, in either language, case
 * and accents ignored. Each is a regular expression, so `\\b` in the JSON marks where a word
 * starts and a stem ("cocin") stands for all its endings.
 */
export const keywords = z.array(z.string()).transform((words): Matcher => {
  const pattern = new RegExp(fold(words.join("|")), "u");
  const alternatives = words.map((word) => alternative(fold(word)));
  const plain = words.flatMap(
    (word) =>
      withoutExclusions(fold(word))
        .replace(/\\[a-z]/g, " ")
        .match(/[a-z]{3,}/g) ?? [],
  );
  const at = (text: string) => {
    const found = alternatives.map(({ find }) => find(fold(text))).filter((index) => index >= 0);
    return found.length ? Math.min(...found) : -1;
  };
  return {
    test: (text) => pattern.test(fold(text)),
    at,
    spans: (text) => alternatives.flatMap(({ spans }) => spans(fold(text))),
    tells: (text, other) => {
      const [asked, told] = [fold(text), fold(other)];
      return alternatives.some(({ guarded, find }) => (!guarded || find(asked) >= 0) && find(told) >= 0);
    },
    words: [...new Set(plain)],
  };
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

/**
 * What page 5's problem is, so page 6's lines fit it: a `thing` lost, broken, spilled or run out;
 * `abuelita` tired, unwell or doing too much; `someone` else sad, hurt or crying; a `scare`.
 */
export const TROUBLES = ["thing", "abuelita", "someone", "scare"] as const;
export type Trouble = (typeof TROUBLES)[number];

/**
 * `after`: the only problems a page-6 line can follow (Abuelita made to sit down only once something
 * befell her); none, any. `credits`: the line gives Pepita the mend as her own doing ("Problem
 * solved!", "she knew just what to do"), so it never follows a mend someone else made; `onlooker`:
 * Pepita looks on while it is mended ("a good leader knows when to ask for help"), so it follows
 * only such a mend; `reassures`: Pepita tells Abuelita not to worry, which never follows a slip of
 * Pepita's own (her raspado down her front), where Abuelita is the one to say it. `handsOn`: she
 * sets to work with her hands ("she rolled up her sleeves"), said only before a mend of her hands;
 * `leads`: she leads the way ("Follow me!"), said only before a mend that goes somewhere.
 */
export const afterTrouble = {
  after: z.array(z.enum(TROUBLES)).min(1).optional(),
  credits: z.boolean().optional(),
  onlooker: z.boolean().optional(),
  reassures: z.boolean().optional(),
  handsOn: z.boolean().optional(),
  leads: z.boolean().optional(),
  /** She rolls up her sleeves: said only when what she wears has sleeves to roll. */
  sleeves: z.boolean().optional(),
  /** The line thanks Pepita for her help or says she helps: never said when the trouble was her own (her tooth, her spilled tea). */
  forHelp: z.boolean().optional(),
};

/**
 * How Pepita puts page 5's problem right: with her `hands` (fishing the ball out, kneading the masa);
 * only `noticing` (she sees, points out or remembers where it is, or asks: "Abuelita's glasses were
 * on top of her head!"), with nothing for her hands to do and nowhere to lead; or `leading` the way
 * somewhere (to the shop on the corner, along the feathers to the pond).
 */
export const MENDS = ["hands", "noticing", "leading"] as const;
export type MendKind = (typeof MENDS)[number];

/** Who puts page 5's problem right when it is not Pepita: Abuelita (she shows the old trick) or someone else (the baker's fresh tray). */
export const MENDERS = ["abuelita", "someone"] as const;
