import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";
import { sentencesOf, unnamed } from "@/lib/story-writing/scene/sentence-flow";
import { SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import moments from "@/lib/story-writing/content/story-moments.json";
import words from "@/lib/story-writing/content/pepita-words.json";

// A page is stitched from sentences written apart: her role's ("Pepita had been watching
// closely…"), the arc's mend, her trait's. Read in a row they must still point at what they
// name, and not say "Pepita … Pepita …".

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller", "Chief snack officer"];
const TRAITS = [
  ["Brave", "Creative"],
  ["Curious", "Gentle"],
  ["Shy", "Clever"],
  ["Kind", "Funny"],
];

function requestFor(activity: string, i: number, pepitaRole: string): StoryGenerationRequest {
  return {
    activityType: activity,
    season: SEASONS[i % SEASONS.length]!,
    pepitaRole,
    pepitaCustomization: { personality: TRAITS[i % TRAITS.length]!, favoriteActivity: "" },
  };
}

const catalogue = THEMES.flatMap((theme) =>
  ROLES.flatMap((role, r) => [0, 1, 2].map((i) => writeOfflineStory(requestFor(i % 2 ? theme.verb.es : theme.verb.en, i + r, role), 1 + r * 13 + i * 101))),
);
const sentences = (text: string) => sentencesOf(text).map((sentence) => sentence.trim());

// Every line of every role, as it may read on the page: its first word ("Pepita") may be said "She" or left out.
const ROLE_LINES = words.roles.flatMap((role) => [
  ...role.intro,
  ...role.fix,
  ...role.during,
  ...role.caredFor,
  ...role.pampered.bath,
  ...role.pampered.bedtime,
]);
const withoutSubject = (line: string) => line.replace(/^(Pepita|Today Pepita) /, "");
// How each role sentence ends, split once: every sentence of the catalogue is checked against them all.
const ROLE_ENDINGS = {
  en: ROLE_LINES.flatMap((line) => sentences(line.en).map(withoutSubject)).filter((part) => part.length > 12),
  es: ROLE_LINES.flatMap((line) => sentences(line.es).map(withoutSubject)).filter((part) => part.length > 12),
};
const isRoleLine = (sentence: string, language: "en" | "es") => ROLE_ENDINGS[language].some((ending) => sentence.endsWith(ending));

// "Pepita wiped it up", "Lo limpió": a thing said by its pronoun, which after her role's sentence points at that sentence.
const LOST_PRONOUN = {
  // An "it", "them" or "him" in the sentence's first clause with no thing named before it; "it was" points at nothing, and quotes are speech.
  en: (sentence: string) => {
    const opening = sentence.split(/[,;:]/)[0]!;
    const pronoun = /\b(it|them|him)\b(?!\s+(was|is|were|did|does))(?!')/.exec(opening);
    // A thing named before it: after an article or "of", or by its name (Canelo, Tomás).
    const named = /\b(the|a|an|his|her|its|their|every|each|of)\s+\p{L}|(?<=\s)\p{Lu}\p{L}+/u;
    return !!pronoun && !/^"/.test(sentence) && !named.test(opening.slice(0, pronoun.index));
  },
  es: (sentence: string) => {
    const opening = sentence.split(/[,;:—]| y | mientras | hasta /)[0]!;
    // "le"/"les" point at someone the clause names ("le dio al gato"); "lo" at the "todo" it goes with.
    if (/^(?:Pepita\s+)?(le|les)\s/i.test(opening)) return !/ (a|al) /.test(opening);
    return /^(?:Pepita\s+(lo|la|los|las)|Lo|Los|Las)\s/.test(opening) && !/\btodo\b/.test(opening);
  },
};

describe("a sentence after her role's names what it speaks of", () => {
  it.each(["en", "es"] as const)("never opens on a bare it, them, lo or la that pointed back at page 5's problem (%s)", (language) => {
    const lost: string[] = [];
    let checked = 0;
    for (const story of catalogue)
      for (const page of story.pages) {
        const said = sentences(language === "en" ? page.storyText : page.spanishText);
        said.forEach((sentence, index) => {
          if (index === 0 || !isRoleLine(said[index - 1]!, language)) return;
          checked++;
          if (LOST_PRONOUN[language](sentence)) lost.push(`${story.title} p${page.pageNumber}: ${said[index - 1]} | ${sentence}`);
        });
      }
    expect(checked).toBeGreaterThan(1000);
    expect(lost).toEqual([]);
  });
});

describe("no two sentences in a row open with Pepita", () => {
  it.each(["en", "es"] as const)("across the catalogue (%s)", (language) => {
    const twice: string[] = [];
    for (const story of catalogue)
      for (const page of story.pages) {
        const said = sentences(language === "en" ? page.storyText : page.spanishText);
        said.forEach((sentence, index) => {
          const before = said[index - 1];
          const alone = language === "en" ? /^Pepita(?! and\b)\b/ : /^Pepita(?! y\b)\b/;
          // After "…, and Abuelita squeezed back" her name is said again: "she" would be Abuelita.
          const turns = /(?:[,:;]|\b(?:and|but|while|so|until|y|pero|mientras|hasta que)\b)\s+(?:Abuelita|they|everyone|las dos|todos)\b(?!['’]s)/.test(
            before ?? "",
          );
          if (before && alone.test(before) && !turns && /^Pepita /.test(sentence)) twice.push(`${before} ${sentence}`);
        });
      }
    expect(twice).toEqual([]);
  });
});

describe("her trait on page 6 fits the moment after the mend", () => {
  const traits = Object.values(words.traits);
  const afterMend = traits.flatMap((trait) => trait.afterMend);

  it("ends page 6 on a trait sentence written for after the mend, or Abuelita's thought", () => {
    for (const story of catalogue) {
      const page = story.pages[5]!;
      const last = { en: sentences(page.storyText).at(-1)!, es: sentences(page.spanishText).at(-1)! };
      const deed = traits.flatMap((trait) => trait.deed).find((line) => line.en === last.en);
      expect(deed, page.storyText).toBeUndefined();
      if (!moments.thoughts.some(({ en }) => en === last.en))
        expect(
          afterMend.flatMap((line) => [line.es, unnamed(line.es, "es")]),
          page.spanishText,
        ).toContain(last.es);
    }
  });

  it("names Pepita and points at nothing the page may not have (no hard thing, no it to fix)", () => {
    for (const line of afterMend) {
      expect(line.en).toMatch(/Pepita/);
      expect(line.es).toMatch(/Pepita/);
      expect(line.en).not.toMatch(/\b(it|them)\b/);
    }
    for (const { en } of traits.flatMap((trait) => trait.deed)) expect(en).not.toMatch(/\bit (looked|seemed)\b|\bto do it\b/);
  });
});
