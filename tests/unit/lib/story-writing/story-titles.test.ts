import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { addressedTheme, THEMES, themeFor, themeVariety, type Theme } from "@/lib/story-writing/scene/activities";
import { SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import seasons from "@/lib/story-writing/content/seasons.json";
import { grammarMistakes } from "@/tests/support/story-grammar";

// A story's title is the first thing a parent reads. Each arc, and each variety of its subject
// whose story the arc's titles would misname, has titles of its own, written whole: the arc's
// noun pasted into fixed frames gave "La aventura de Pepita: diente flojo" and an orange tree's
// story called "Un día de limonero con Abuelita".

type Variety = NonNullable<Theme["varieties"]>[number];

/** The arc as told for one variety, whether or not a request would have to name it. */
const toldAs = (theme: Theme, variety: Variety) => themeVariety({ ...theme, varieties: [{ ...variety, askedOnly: false }] }, "", (list) => list[0]!);

/** Every list of titles a story can be given: each arc's, each variety's, and the letter's to whomever it goes. */
const TOLD = THEMES.flatMap((theme) => [
  { name: theme.id, theme },
  ...(theme.varieties ?? []).map((variety, index) => ({ name: `${theme.id} (variety ${index + 1})`, theme: toldAs(theme, variety), variety })),
  ...["Write a letter to Abuelo", "Una carta para los primos", "Escribirle una carta al tío"]
    .map((activity) => ({ name: `${theme.id}: ${activity}`, theme: addressedTheme(theme, activity) }))
    .filter((readdressed) => readdressed.theme !== theme),
]);

const request = (activity: string, season: StoryGenerationRequest["season"] = "Spring"): StoryGenerationRequest => ({
  activityType: activity,
  season,
  pepitaRole: "Helpful",
  pepitaCustomization: { personality: ["Curious"], favoriteActivity: "dancing" },
});

// Words that stay in lower case inside an English title, unless first or last.
const MINOR = new Set(["a", "an", "the", "and", "or", "but", "nor", "of", "in", "on", "at", "to", "by", "for", "from", "with", "de"]);
// Names and days keep their capital inside a Spanish title; every other word is in lower case.
const PROPER = new Set([
  "Pepita",
  "Abuelita",
  "Mamá",
  "Lupe",
  "Canelo",
  "Osito",
  "Rosa",
  "Ana",
  "Ratoncito",
  "Pérez",
  "Día",
  "Reyes",
  "Magos",
  "Muertos",
  "Madres",
  "Navidad",
]);
const words = (title: string) => title.split(/\s+/).map((word) => word.replace(/^[¡¿"«(]+|[!?,.:;"»)]+$/g, ""));

function titleCaseMistakes(title: string): string[] {
  const list = words(title);
  return list.filter((word, index) => {
    const first = index === 0 || /:$/.test(title.split(/\s+/)[index - 1]!) || index === list.length - 1;
    const capital = /^\p{Lu}/u.test(word);
    return first || !MINOR.has(word.toLowerCase()) ? !capital : capital;
  });
}

function sentenceCaseMistakes(title: string): string[] {
  const list = words(title);
  return list.filter((word, index) => (index === 0 ? !/^\p{Lu}/u.test(word) : /^\p{Lu}/u.test(word) && !PROPER.has(word)));
}

// The frames the arcs' nouns were pasted into, filled for every season, and their shapes.
const SEASON_NAMES = Object.values(seasons as Record<string, { en: string; es: string }>);
const framed = (theme: Theme) =>
  SEASON_NAMES.flatMap((season) => {
    const seasonEn = season.en.charAt(0).toUpperCase() + season.en.slice(1);
    return [
      `Pepita and Abuelita's ${seasonEn} ${theme.title.en} Day`,
      `Pepita y Abuelita: un día de ${theme.title.es} en ${season.es}`,
      `A ${seasonEn} ${theme.title.en} Day with Abuelita`,
      `Un día de ${theme.title.es} con Abuelita`,
      `Pepita's ${theme.title.en} Adventure`,
      `La aventura de Pepita: ${theme.title.es}`,
    ];
  });
const FRAME_SHAPES = /Adventure|aventura|Day with Abuelita|^Pepita and Abuelita's .* Day$|^Pepita y Abuelita: un día de/;

describe("the offline stories' titles", () => {
  it.each(TOLD.map(({ name, theme }) => [name, theme] as const))("gives %s at least three titles of its own, none twice", (_, theme) => {
    expect(theme.titles.length).toBeGreaterThanOrEqual(3);
    expect(new Set(theme.titles.map(({ en }) => en)).size).toBe(theme.titles.length);
    expect(new Set(theme.titles.map(({ es }) => es)).size).toBe(theme.titles.length);
  });

  it.each(TOLD.map(({ name, theme }) => [name, theme] as const))("never pastes the %s arc's noun into a frame", (_, theme) => {
    const frames = new Set(framed(theme));
    for (const { en, es } of theme.titles) {
      expect(frames.has(en), en).toBe(false);
      expect(frames.has(es), es).toBe(false);
      expect(en).not.toMatch(FRAME_SHAPES);
      expect(es).not.toMatch(FRAME_SHAPES);
    }
  });

  it("writes the titles in English title case and Spanish sentence case, each in its own language with its accents", () => {
    const english = [...new Set(TOLD.flatMap(({ theme }) => theme.titles.map(({ en }) => en)))];
    const spanish = [...new Set(TOLD.flatMap(({ theme }) => theme.titles.map(({ es }) => es)))];
    expect(grammarMistakes(english, spanish)).toEqual({});
    expect(english.filter((title) => titleCaseMistakes(title).length > 0)).toEqual([]);
    expect(spanish.filter((title) => sentenceCaseMistakes(title).length > 0)).toEqual([]);
    expect([...english, ...spanish].filter((title) => /(?<!\p{L})(\p{L}+) \1(?!\p{L})/iu.test(title))).toEqual([]);
  });

  it.each(THEMES.filter((theme) => !theme.season).map((theme) => [theme.id, theme] as const))(
    "names no season in a title of the %s arc, which is told in all four",
    (_, theme) => {
      const told = [theme, ...(theme.varieties ?? []).map((variety) => toldAs(theme, variety))];
      for (const { en, es } of told.flatMap(({ titles }) => titles))
        expect(`${en} ${es}`).not.toMatch(/spring|summer|fall|autumn|winter|primavera|verano|otoño|invierno/i);
    },
  );

  it.each(THEMES.map((theme) => [theme.id, theme] as const))("titles two stories of the %s arc with different ids differently", (_, theme) => {
    for (const activity of [theme.verb.en, theme.verb.es]) {
      const told = [0, 1, 2].map((id) => writeOfflineStory(request(activity, SEASONS[id]), id));
      expect(new Set(told.map(({ title }) => title)).size, activity).toBe(3);
      expect(new Set(told.map(({ spanishTitle }) => spanishTitle)).size, activity).toBe(3);
      for (const { title, spanishTitle } of told) {
        expect(theme.titles.concat((theme.varieties ?? []).flatMap((variety) => toldAs(theme, variety).titles))).toContainEqual({
          en: title,
          es: spanishTitle,
        });
      }
    }
  });

  it.each(THEMES.flatMap((theme) => (theme.varieties ?? []).map((variety, index) => [`${theme.id} (variety ${index + 1})`, theme, variety] as const)))(
    "names the subject of %s in its titles, and no other variety's",
    (_, theme, variety) => {
      const told = toldAs(theme, variety);
      // Another variety's words may be in a title only where the story's own activity says them (the hens of the hens' feeding).
      const others = theme.varieties!.filter((other) => other !== variety && !other.match.test(told.verb.en) && !other.match.test(told.verb.es));
      for (const { en, es } of told.titles) {
        expect(variety.match.test(en) || variety.match.test(es), `${en} / ${es}`).toBe(true);
        for (const title of [en, es]) {
          if (variety.match.test(title)) continue;
          expect(
            others.filter((other) => other.match.test(title)),
            title,
          ).toEqual([]);
        }
      }
    },
  );

  it.each([
    ["Plant an orange tree", "tree-planting", /Orange/, /naranj/, /lemon|apple|avocado|pine/i, /limon|manzan|aguacat|pin(o|ito)\b/i],
    ["Plantar un manzano en el jardín", "tree-planting", /Apple/, /manzan/, /lemon|orange|avocado|pine/i, /limon|naranj|aguacat|pin(o|ito)\b/i],
    ["Pick the lemons from the tree", "fruit-picking", /Lemon/, /limon/, /orange|apple/i, /naranj|manzan/i],
    ["Take a walk to the plaza", "picnic", /Plaza/, /plaza/, /picnic/i, /día de campo/i],
    ["Get ready for Pepita's baby sister", "new-sibling", /Sister/, /hermanita|hermana/, /brother|cousin/i, /hermanito|prim/i],
    ["Make guacamole with Abuelita", "salsa", /Guacamole/, /guacamole/, /salsa/i, /salsa|molcajete/i],
    ["Plant sunflowers", "garden", /Sunflower/, /girasol/, /marigold|tomato/i, /cempasúchil|jitomate/i],
    ["Take care of the cat", "pets", /Cat/, /gatito/, /dog|animals/i, /perr|animalitos/i],
  ])("titles %j after what it asks for", (activity, arc, english, spanish, notEnglish, notSpanish) => {
    expect(themeFor(activity)?.id).toBe(arc);
    for (let id = 0; id < 8; id++) {
      const { title, spanishTitle } = writeOfflineStory(request(activity, SEASONS[id % 4]), id);
      expect(title).toMatch(english);
      expect(spanishTitle).toMatch(spanish);
      expect(title).not.toMatch(notEnglish);
      expect(spanishTitle).not.toMatch(notSpanish);
    }
  });
});
