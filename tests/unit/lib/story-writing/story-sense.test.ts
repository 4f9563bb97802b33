import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { SETTINGS } from "@/lib/story-writing/scene/plan";
import { sentencesOf, unnamed } from "@/lib/story-writing/scene/sentence-flow";
import { THEMES, themeFor, themeVariety, unknownActivityMessage, type Theme } from "@/lib/story-writing/scene/activities";
import { PERSONALITY_TRAITS, SEASONS, type Season, type StoryGenerationRequest } from "@/lib/api/story-generation";
import pepitaWords from "@/lib/story-writing/content/pepita-words.json";
import moments from "@/lib/story-writing/content/story-moments.json";
import { variedRequests } from "@/tests/support/varied-requests";

// Each page's sentences fit where and when that page happens: no rooster at the dentist's, no
// work at a table on the beach, no butterflies chased in bed, no snow at the beach, a memory
// from a place where it could have happened, and page 6 mending what went wrong on page 5.

const FAVORITES = ["chasing butterflies", "leer cuentos", "playing ball", "cantar"];

function storiesOf(theme: Theme, count = 12) {
  return Array.from({ length: count }, (_, i) => {
    const season = SEASONS[i % SEASONS.length]!;
    const request: StoryGenerationRequest = {
      activityType: i % 2 ? theme.verb.es : theme.verb.en,
      season,
      pepitaRole: ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller"][i % 6]!,
      pepitaCustomization: {
        personality: [PERSONALITY_TRAITS[i % PERSONALITY_TRAITS.length]!, PERSONALITY_TRAITS[(i * 5 + 3) % PERSONALITY_TRAITS.length]!],
        favoriteActivity: FAVORITES[i % FAVORITES.length]!,
      },
    };
    return { season: theme.season ?? season, story: writeOfflineStory(request, 700 + i) };
  });
}

/** The arc as each of its varieties tells it (the orange tree where the arc says lemon tree), but those told only when asked for. */
const toldAs = (theme: Theme) => {
  const unasked = theme.varieties?.filter(({ askedOnly }) => !askedOnly) ?? [];
  return unasked.length ? unasked.map((_, i) => themeVariety(theme, "", (list) => list[i]!)) : [theme];
};

const SEASON_WORDS: Record<Season, RegExp> = {
  Spring: /\bspring\b|primavera/i,
  Summer: /\bsummer\b|verano/i,
  Fall: /\bfall\b|otoño/i,
  Winter: /\bwinter\b|invierno/i,
};
const SNOW = /\bsnow|nieve|nevad/i;
// "Fall" the verb and the sugar or flour "like snow" in the cookie bowl are no season.
const figures = (text: string) =>
  text.replace(/\b(face|leaves|to|not|would) fall\b|\bfall (asleep|down|off|over)\b|tiny snowstorm|tormentita de nieve|like snow|como si nevara/gi, "");
const COAST = ["Veracruz", "Yucatán", "Sonora", "Jalisco", "Oaxaca"];

describe("offline stories say what fits each page's place and time", () => {
  it.each(THEMES.map((theme) => [theme.id, theme] as const))("keeps every page of the %s arc in its place, time and season", (_, theme) => {
    for (const { season, story } of storiesOf(theme)) {
      for (const page of story.pages) {
        const text = figures(`${page.storyText} ${page.spanishText}`);
        const where = page.scene!.setting;
        // Morning sounds of a house with a yard, heard only there.
        if (/rooster|\bgallo\b/i.test(text)) expect(["garden", "patio"], text).toContain(where);
        // Nobody waters the flowers in the rain or the snow.
        if (/watering|regando/i.test(text)) expect(["rainy", "snowy"], text).not.toContain(page.scene!.weather);
        // Working at a table only where there is one.
        for (const character of page.scene!.characters)
          if (character.pose === "working") expect(["kitchen", "living-room", "classroom", "library"], `${page.pageNumber} ${where}`).toContain(where);
        // No other season's name, and snow only in winter, never on a day spent outdoors at something else.
        for (const other of SEASONS.filter((name) => name !== season)) expect(text, `${season}: ${text}`).not.toMatch(SEASON_WORDS[other]);
        if (SNOW.test(text)) {
          expect(season, text).toBe("Winter");
          expect(theme.weather?.id === "snowy" || theme.id === "snow" || SETTINGS[theme.home].indoor, text).toBe(true);
        }
      }
      // On a day of rain nobody goes out to dance in the plaza: the celebration is under a roof, or the arc's own.
      const party = story.pages[7]!;
      if (story.pages[0]!.scene!.weather === "rainy" && !party.storyText.includes(theme.party.en))
        expect(SETTINGS[party.scene!.setting].indoor, party.storyText).toBe(true);
      // Goodnight recalls what the day was about, and Pepita does only a bedtime thing in bed.
      const last = story.pages[9]!;
      expect(
        toldAs(theme).some((told) => last.storyText.includes(told.result.en) && last.spanishText.includes(told.result.es)),
        last.storyText,
      ).toBe(true);
      expect(last.storyText).not.toMatch(/(ended the day with|before bed for|one more minute of) (chasing butterflies|playing ball)/);
      expect(last.spanishText).not.toMatch(/(terminaron el día|para) (persiguiendo|perseguir|jugando|jugar a la pelota)/);
    }
  });

  it.each(THEMES.map((theme) => [theme.id, theme] as const))("remembers the %s arc in a childhood place where it could have happened", (_, theme) => {
    for (const { story } of storiesOf(theme)) {
      const memory = story.pages[8]!.storyText;
      if (theme.id === "beach")
        expect(
          COAST.some((place) => memory.includes(place)),
          memory,
        ).toBe(true);
      if (theme.memory?.places)
        expect(
          theme.memory.places.some((place) => memory.includes(place)),
          memory,
        ).toBe(true);
    }
  });

  it.each(THEMES.map((theme) => [theme.id, theme] as const))("mends on page 6 the very problem page 5 of the %s arc tells", (_, theme) => {
    const problems = toldAs(theme).flatMap(({ hiccups }) => hiccups);
    let own = 0;
    for (const { story } of storiesOf(theme, 24)) {
      const [problem, mended] = [story.pages[4]!, story.pages[5]!];
      // Two varieties may tell the same problem and mend it each its own way (the bee's watermelon or sugar water).
      const candidates = problems.filter(({ en, es }) => problem.storyText.startsWith(en) && problem.spanishText.startsWith(es));
      if (!candidates.length) continue;
      own++;
      // Any of its sentences right after one opening with Pepita says "She" (and leaves her out in Spanish).
      const toldOn = (page: string, fix: string, language: "en" | "es") =>
        sentencesOf(fix).every((sentence) => [sentence.trim(), unnamed(sentence.trim(), language)].some((said) => page.includes(said)));
      const told = candidates.find(({ fix }) => toldOn(mended.storyText, fix.en, "en")) ?? candidates[0]!;
      expect(toldOn(mended.storyText, told.fix.en, "en"), `${problem.storyText}\n${mended.storyText}`).toBe(true);
      expect(toldOn(mended.spanishText, told.fix.es, "es"), `${problem.spanishText}\n${mended.spanishText}`).toBe(true);
      // Pepita steps in first, then the fix, then the thanks: never the other way round.
      const opening = sentencesOf(told.fix.en)[0]!
        .trim()
        .replace(/^Pepita /, "");
      expect(mended.storyText.indexOf(opening)).toBeLessThan(mended.storyText.length / 1.5);
    }
    expect(own).toBeGreaterThan(0);
  });
});

describe("offline stories draw a celebration at the time its text sets", () => {
  it("draws the arc's own celebration at dusk or in the evening when its text says so", () => {
    let told = 0;
    for (const theme of THEMES)
      for (const { story } of storiesOf(theme, 8)) {
        const page = story.pages[7]!;
        if (!page.storyText.includes(theme.party.en)) continue;
        told++;
        const said = /\b(dusk|evening|night)\b/i.test(theme.party.en);
        if (said) expect(["evening", "night"], `${theme.id}: ${page.storyText}`).toContain(page.scene!.timeOfDay);
      }
    expect(told).toBeGreaterThan(THEMES.length);
  });
});

describe("offline stories are kind about a child's fear", () => {
  const tender = THEMES.filter(({ hiccups }) => hiccups.some(({ tender }) => tender));

  it.each(tender.map((theme) => [theme.id, theme] as const))("never has Abuelita laugh off a problem of the %s arc that scares someone", (_, theme) => {
    const scary = theme.hiccups.filter(({ tender }) => tender);
    let told = 0;
    for (const { story } of storiesOf(theme, 24)) {
      const problem = story.pages[4]!;
      if (!scary.some(({ en }) => problem.storyText.startsWith(en))) continue;
      told++;
      expect(problem.storyText).not.toMatch(/laughed/);
      expect(problem.spanishText).not.toMatch(/se rió/);
    }
    expect(told).toBeGreaterThan(0);
  });
});

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller", "Chief snack officer"];

// What Pepita's role has her do at any activity, fetching and carrying among them.
const BUSY_ROLE_SENTENCES = [
  ...pepitaWords.roles.flatMap(({ during }) => during),
  { en: "Pepita did her special job with a big smile.", es: "Pepita hizo su trabajo especial con una gran sonrisa." },
  { en: "Pepita was busy and happy the whole time.", es: "Pepita estuvo ocupada y feliz todo el tiempo." },
];

/** The arc's activity page (page 7) in every season and role, asked for in Spanish and English by turns. */
function* activityPages(theme: (typeof THEMES)[number], storyIds: number[], spread: number) {
  for (const season of SEASONS)
    for (const [i, pepitaRole] of ROLES.entries())
      for (const storyId of storyIds) {
        const request: StoryGenerationRequest = {
          activityType: storyId % 2 ? theme.verb.es : theme.verb.en,
          season,
          pepitaRole,
          pepitaCustomization: { personality: [PERSONALITY_TRAITS[(i + storyId) % PERSONALITY_TRAITS.length]!], favoriteActivity: "dancing" },
        };
        yield { page: writeOfflineStory(request, storyId * spread + i).pages[6]!, pepitaRole };
      }
}

describe("offline stories let Pepita be looked after when she is the one looked after", () => {
  // What Pepita does while busy at an activity: fetching and carrying, leading, laughing, concentrating.
  const busy = [
    ...BUSY_ROLE_SENTENCES,
    ...moments.asides.filter(({ en }) => /laughed so much|tip of her tongue|a natural|the best part|last forever|best .* in years/.test(en)),
  ];
  // A sentence with a slot is looked for up to the slot.
  const unfilled = (text: string) => text.replace(/\{.*$/, "");

  it.each(["vaccine", "doctor", "dentist", "night-storm"])("never has Pepita fetch, lead or laugh her braids loose on the %s arc's activity page", (id) => {
    const theme = THEMES.find((arc) => arc.id === id)!;
    expect(busy.length).toBeGreaterThan(10);
    for (const { page } of activityPages(theme, [1, 2, 3, 4, 5, 6], 31))
      for (const sentence of busy) {
        expect(page.storyText).not.toContain(unfilled(sentence.en));
        expect(page.spanishText).not.toContain(unfilled(sentence.es));
      }
  });
});

describe("offline stories carry the request's own details into the arc that fits them", () => {
  const story = (activity: string, id = 1) =>
    writeOfflineStory(
      { activityType: activity, season: "Summer", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Kind"], favoriteActivity: "drawing" } },
      id,
    );
  const text = (told: ReturnType<typeof story>) => ({
    en: [told.title, ...told.pages.map((page) => page.storyText)].join(" "),
    es: [told.spanishTitle, ...told.pages.map((page) => page.spanishText)].join(" "),
  });

  it("makes the salsa, with the garden's tomatoes, when asked for salsa with garden tomatoes", () => {
    for (const id of [1, 2, 3, 4]) {
      const { en, es } = text(story("salsa with garden tomatoes", id));
      expect(en).toMatch(/salsa/);
      expect(en).toMatch(/tomato/);
      expect(es).toMatch(/salsa/);
      expect(es).toMatch(/jitomate/);
      expect(story("salsa with garden tomatoes", id).pages[7]!.storyText).toContain("salsa");
    }
    const { en, es } = text(story("hacer guacamole con Abuelita"));
    expect(en).toMatch(/guacamole/);
    expect(es).toMatch(/\bel guacamole|nuestro propio guacamole|de guacamole/);
    expect(es).not.toMatch(/\bla guacamole/i);
    // Salsa the dance is the dance's arc.
    expect(text(story("dancing salsa")).en).not.toMatch(/tomato/);
  });

  it.each([
    ["new baby cousin", /\bcousin\b/, /\bprimito\b/, /\b(brother|sister)\b/, /hermanit/],
    ["una nueva hermanita", /\bsister\b/, /\bhermanita\b/, /\b(brother|cousin)\b/, /hermanito|primit/],
    ["welcome the new baby sister", /\bsister\b/, /\bhermanita\b/, /\b(brother|cousin)\b/, /hermanito|primit/],
    ["mi primita recién nacida", /\bcousin\b/, /\bprimita\b/, /\b(brother|sister)\b/, /hermanit|primito/],
    ["a new baby brother", /\bbrother\b/, /\bhermanito\b/, /\b(sister|cousin)\b/, /hermanita|primit/],
  ])("tells the new baby as the request names it: %s", (activity, en, es, notEn, notEs) => {
    for (const id of [1, 2, 3, 4, 5, 6]) {
      const told = text(story(activity, id));
      expect(told.en).toMatch(en);
      expect(told.es).toMatch(es);
      expect(told.en).not.toMatch(notEn);
      expect(told.es).not.toMatch(notEs);
      // A girl is welcomed as one.
      if (/sister|hermanita|primita/.test(activity)) expect(`${told.en} ${told.es}`).not.toMatch(/Bienvenido|for him\b/);
    }
  });

  it.each([
    ["Picking apples", /\bapples?\b/, /\bmanzanas?\b/],
    ["Picking lemons", /\blemons?\b/, /\blimon(es)?\b|\blimón\b/],
    ["Cortar limones", /\blemons?\b/, /\blimon(es)?\b|\blimón\b/],
  ])("picks the fruit %j names, never oranges", (activity, fruitEn, fruitEs) => {
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const told = story(activity, id);
      const { en, es } = text(told);
      expect(en).toMatch(fruitEn);
      expect(es).toMatch(fruitEs);
      expect(en).not.toMatch(/orange/i);
      expect(es).not.toMatch(/naranj/i);
      // The tree and the fruit in the pictures are the ones told.
      const drawn = told.pages.flatMap((page) => page.scene!.props);
      expect(drawn).not.toContain("oranges");
      expect(drawn).not.toContain("orange-tree");
    }
  });

  it.each(["Making lemonade", "Hacer limonada", "A lemonade stand", "agua de limón"])(
    "makes the lemonade %j asks for, never watermelon or jamaica",
    (activity) => {
      for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const told = story(activity, id);
        const { en, es } = text(told);
        expect(told.title).toMatch(/Lemonade/);
        expect(told.spanishTitle).toMatch(/limonada/i);
        expect(en).toMatch(/\blemonade\b/);
        expect(es).toMatch(/\blimonada\b/);
        expect(`${en} ${es}`).not.toMatch(/agua fresca|watermelon|sandía|jamaica/i);
        expect(es).not.toMatch(/\b(el|un) limonada|limonada (fresco|frío)\b/);
        // Page 1's summer may bring a watermelon to the patio; the drink's own pages have none.
        expect(told.pages.slice(1).flatMap((page) => page.scene!.props)).not.toContain("watermelon");
      }
      // Agua fresca asked for by name is still the watermelon one.
      expect(text(story("agua fresca de sandía")).en).toMatch(/agua fresca/);
    },
  );

  it.each(["A picnic in the park", "Un picnic en el parque", "Día de campo con Abuelita"])("tells the picnic %j asks for, in the park", (activity) => {
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const told = story(activity, id);
      const { en, es } = text(told);
      expect(told.title).toMatch(/Picnic/);
      expect(told.spanishTitle).toMatch(/día de campo/);
      expect(told.pages[1]!.storyText).toMatch(/have a picnic in the park/);
      expect(told.pages[1]!.spanishText).toMatch(/hacer un día de campo en el parque/);
      // The day's own page tells the picnic, and it happens in the park.
      expect(told.pages[6]!.storyText).toMatch(/picnic/);
      expect(told.pages[6]!.spanishText).toMatch(/día de campo|tortas/);
      expect(told.pages[6]!.scene!.setting).toBe("park");
      expect(`${en} ${es}`).not.toMatch(/walk to the plaza|paseo a la plaza|\bplaza\b/i);
    }
    // A walk to the plaza is still the plaza's; a walk in the park is the park's own.
    expect(text(story("A walk to the plaza")).en).toMatch(/plaza/);
    expect(text(story("A walk in the park")).en).toMatch(/under the big trees|by the pond|on a bench|across the grass|the path/i);
  });

  it("seats Pepita in the dentist's chair on the pages whose problem puts her there", () => {
    let seated = 0;
    for (const id of Array.from({ length: 40 }, (_, i) => i + 1)) {
      const told = story(id % 2 ? "Visiting the dentist" : "Ir al dentista", id);
      for (const page of told.pages.slice(4, 6)) {
        if (!/big light|wiggly front tooth|lámpara de la dentista|diente flojito/.test(`${told.pages[4]!.storyText} ${told.pages[4]!.spanishText}`)) continue;
        seated++;
        expect(page.scene!.characters.find(({ name }) => name === "Pepita")!.pose, page.storyText).toBe("sitting");
      }
    }
    expect(seated).toBeGreaterThan(0);
  });

  it.each(["Sembrar tomates", "Planting tomatoes"])(
    "plants the tomatoes %j names, never marigolds, and sees no sprouts the day the seeds go in",
    (activity) => {
      for (const id of [1, 2, 3, 4, 5, 6]) {
        const told = story(activity, id);
        const { en, es } = text(told);
        expect(told.pages[1]!.storyText).toMatch(/tomato/);
        expect(told.pages[1]!.spanishText).toMatch(/jitomate/);
        expect(en).not.toMatch(/marigold|sunflower/);
        expect(es).not.toMatch(/cempasúchil|girasol/);
        expect(told.pages.flatMap((page) => page.scene!.props)).not.toContain("marigolds");
        expect(`${en} ${es}`).not.toMatch(/tiny green sprouts|plantitas verdes/);
      }
    },
  );

  it("tells requests it was not built around with the arc they name, or refuses them", () => {
    expect(themeFor("ir a la playa a buscar conchas")?.id).toBe("beach");
    expect(themeFor("a thunderstorm at night")?.id).toBe("night-storm");
    expect(themeFor("a rainy afternoon with a storm")?.id).toBe("rainy-day");
    // Someone else's birthday is not Pepita's, nor a tray of conchas.
    expect(unknownActivityMessage("baking a birthday cake for Abuelo")).toMatch(/no story for "baking a birthday cake for Abuelo"/);
    expect(themeFor("Abuelita's birthday")?.id).toBe("abuelita-birthday");
    expect(themeFor("Pepita's birthday party")?.id).toBe("birthday");
    const sunflowers = text(story("planting sunflowers"));
    expect(sunflowers.en).toMatch(/sunflowers/);
    expect(sunflowers.en).not.toMatch(/marigolds/);
    expect(sunflowers.es).toMatch(/girasoles/);
    // Animals are looked after, never "set out" or "laid out" like things.
    for (const id of [1, 2, 3, 4, 5, 6]) {
      const pets = story("washing the dog", id);
      expect(`${pets.pages[2]!.storyText} ${pets.pages[3]!.storyText}`).not.toMatch(/the (dog|cat|chickens)\b/);
    }
  });
});

describe("an arc told again tells a different day", () => {
  const activityOf = (theme: Theme, id: number) =>
    writeOfflineStory(
      { activityType: theme.verb.en, season: "Spring", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Kind"], favoriteActivity: "drawing" } },
      id,
    ).pages[6]!.storyText;

  it.each(THEMES.filter(({ doing }) => doing.length >= 4).map((theme) => [theme.id, theme] as const))(
    "does four different things in six %s stories, ids in a row",
    (_, theme) => {
      for (const ids of [
        [1, 2, 3, 4, 5, 6],
        [300, 301, 302, 303, 304, 305],
      ]) {
        // A page that finishes the work is told after its making: what the page does is the last of them,
        // its "Pepita" said as "She" after a sentence of hers.
        const said = (en: string) => en.replace(/^Pepita /, "");
        const lastDone = (text: string) =>
          toldAs(theme)
            .flatMap(({ doing }) => doing)
            .filter(({ en }) => text.includes(said(en)))
            .sort((a, b) => text.indexOf(said(b.en)) - text.indexOf(said(a.en)))[0]?.en;
        const done = new Set(ids.map((id) => lastDone(activityOf(theme, id))));
        expect(done.size, ids.join(",")).toBeGreaterThanOrEqual(4);
      }
    },
  );
});

describe("offline stories tell each of these days as the day it is, not a near one", () => {
  const told = (activity: string, season: Season, id: number) =>
    writeOfflineStory(
      { activityType: activity, season, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Brave"], favoriteActivity: "drawing" } },
      id,
    );
  // Every season asked for, in both languages, with ids in a row so each way the day can go is told.
  const each = (en: string, es: string) =>
    [en, es].flatMap((activity, language) =>
      SEASONS.flatMap((season, s) => [1, 2].map((n) => ({ season, story: told(activity, season, 40 + language * 8 + s * 2 + n) }))),
    );

  it("visits the library, drawn in a library of its own with nobody in a school uniform", () => {
    for (const { story } of each("A trip to the library", "Ir a la biblioteca")) {
      const visit = story.pages[6]!;
      expect(visit.scene!.setting).toBe("library");
      expect(visit.scene!.characters.map(({ outfit }) => outfit)).not.toContain("school-uniform");
      expect(`${story.pages[1]!.storyText} ${story.pages[7]!.storyText}`).toMatch(/library/);
      expect(`${story.pages[1]!.spanishText} ${story.pages[7]!.spanishText}`).toMatch(/biblioteca/);
      expect(visit.storyText).toMatch(/librar|story time|quietest voices/);
    }
  });

  it("breaks a birthday's piñata once at most: the day's own party does not tell the activity again", () => {
    const hit = /hitting the piñata|candy rained|pegaron por turnos|llovieron dulces/i;
    for (const { story } of each("Pepita's birthday party", "El cumpleaños de Pepita")) {
      expect(story.pages.filter(({ storyText }) => hit.test(storyText)).length, story.title).toBeLessThanOrEqual(1);
      expect(story.pages.filter(({ spanishText }) => hit.test(spanishText)).length, story.spanishTitle).toBeLessThanOrEqual(1);
    }
  });

  it("cooks tamales on a tamales day's activity page: husks, masa or the steaming pot, never tortillas on the comal", () => {
    for (const { story } of each("Making tamales for Nochebuena", "Hacer tamales")) {
      const cooking = story.pages[6]!;
      expect(cooking.storyText).toMatch(/tamal|corn husk/i);
      expect(cooking.spanishText).toMatch(/tamal|hojas? de maíz|hojas/i);
      expect(`${cooking.storyText} ${cooking.spanishText}`).not.toMatch(/tortilla/i);
    }
  });

  it("tells a thunderstorm at night at night: thunder on the activity's page, and every page from it on after dark", () => {
    for (const { story } of each("A thunderstorm at night", "Una tormenta de noche")) {
      for (const page of story.pages.slice(6)) expect(page.scene!.timeOfDay, page.storyText).toBe("night");
      expect(story.pages.slice(4, 6).map((page) => page.scene!.timeOfDay)).toEqual(["evening", "evening"]);
      expect(story.pages[6]!.scene!.weather).toBe("rainy");
      expect(story.pages[6]!.storyText).toMatch(/thunder|lightning/i);
      expect(story.pages[6]!.spanishText).toMatch(/trueno|relámpago/i);
      expect(story.pages[6]!.storyText).toMatch(/blanket fort|flashlight/);
      expect(story.pages.map((page) => page.storyText).join(" ")).not.toMatch(/afternoon|walked Pepita home/);
      expect(story.pages[9]!.scene!.setting).toBe("bedroom");
    }
  });

  it("makes cascarones in spring whatever season was asked: eggs emptied, painted or filled with confetti, never papel picado", () => {
    for (const { story } of each("Dyeing Easter eggs", "Pintar cascarones")) {
      const all = story.pages.map((page) => `${page.storyText} ${page.spanishText}`).join(" ");
      expect(all).toMatch(/\bspring\b/);
      expect(all).toMatch(/primavera/);
      expect(all).not.toMatch(/\b(summer|winter|fall)\b|verano|invierno|otoño|papel picado/);
      expect(story.pages[6]!.storyText).toMatch(/egg|shell|cascar/);
      expect(story.pages[6]!.spanishText).toMatch(/huevo|cascar/);
    }
  });

  it("gives the flu shot gently and honestly: a pinch, a bandage and a sticker, no needle and no blood", () => {
    for (const { story } of each("Getting a flu shot", "Ponerse la vacuna")) {
      const visit = story.pages[6]!;
      expect(visit.scene!.setting).toBe("doctor-office");
      expect(visit.storyText).toMatch(/shot|pinch/);
      expect(visit.storyText).toMatch(/bandage/);
      expect(visit.spanishText).toMatch(/vacuna|pelliz/);
      expect(visit.spanishText).toMatch(/curita/);
      expect(story.pages.map((page) => `${page.storyText} ${page.spanishText}`).join(" ")).not.toMatch(/needle|blood|scream|aguja|sangre|grit[óo] de dolor/i);
    }
  });

  it("bathes the dog: the dog in the tub, the bucket or the towel on the activity's page", () => {
    for (const { story } of each("Giving the dog a bath", "Bañar al perro")) {
      const bath = story.pages[6]!;
      expect(bath.scene!.props).toContain("dog");
      expect(bath.scene!.props.some((prop) => ["washtub", "bucket", "towel"].includes(prop))).toBe(true);
      expect(bath.storyText).toMatch(/tub|suds|towel|scrub/);
      expect(bath.spanishText).toMatch(/tina|espuma|toalla|talló/);
    }
  });

  it("reads the bedtime stories at night, in pajamas in bed, and ends with Pepita asleep or off to sleep at Abuelita's", () => {
    for (const { story } of each("Bedtime stories", "Cuentos antes de dormir")) {
      const reading = story.pages[6]!;
      expect(reading.scene!.timeOfDay).toBe("night");
      expect(reading.scene!.setting).toBe("bedroom");
      expect(reading.scene!.characters.find(({ name }) => name === "Pepita")?.outfit).toBe("pajamas");
      expect(reading.storyText).toMatch(/stor(y|ies)|read/);
      for (const page of story.pages.slice(6)) {
        expect(page.scene!.timeOfDay).toBe("night");
        // Once it is dark the night is spent in pajamas, in whatever room of the house.
        expect(page.scene!.characters.find(({ name }) => name === "Pepita")?.outfit, page.scene!.setting).toBe("pajamas");
      }
      expect(story.pages[9]!.scene!.setting).toBe("bedroom");
      expect(story.pages.map((page) => page.storyText).join(" ")).not.toMatch(/afternoon|walked Pepita home/);
    }
  });

  it("bakes Christmas cookies in winter whatever season was asked: dough, cutters or icing, never pan dulce", () => {
    for (const { season, story } of each("Baking Christmas cookies", "Hornear galletas de Navidad")) {
      expect(story.pages[7]!.storyText, season).toMatch(/\bwinter\b/);
      expect(story.pages[7]!.spanishText, season).toMatch(/\binvierno\b/);
      const all = story.pages.map((page) => `${page.storyText} ${page.spanishText}`).join(" ");
      expect(all).not.toMatch(/\b(spring|summer|fall)\b|primavera|verano|otoño|pan dulce/);
      expect(story.pages[6]!.storyText).toMatch(/dough|cookie|icing/);
      expect(story.pages[6]!.spanishText).toMatch(/masa|galleta|betún/);
    }
  });
});

describe("offline stories tell a problem only once the step it is about can have happened", () => {
  const stories = (activity: string) =>
    Array.from({ length: 64 }, (_, id) =>
      writeOfflineStory(
        {
          activityType: activity,
          season: SEASONS[id % 4]!,
          pepitaRole: "Helpful",
          pepitaCustomization: { personality: ["Kind"], favoriteActivity: "drawing" },
        },
        id + 1,
      ),
    );

  // A problem (page 5) and the activity pages (page 7) that would make or begin what it is about.
  it.each([
    ["Pintar cascarones", /ran out of pink paint/, /tap a tiny hole/],
    ["Dyeing Easter eggs", /ran out of pink paint/, /tap a tiny hole/],
    ["Bath time", /duck shot out|soap ran right into|started to get cold|soap slipped out/, /poured in warm water from the stove/],
    ["Making a bird feeder", /squirrel|swung the feeder|sat under the feeder/, /filled an old clay pot with seeds and hung it/],
    ["Building a snowman", /snowman's head/, /rolled three snowballs|made a snowman with pebble eyes/],
    ["Baking Christmas cookies", /ate three cookies/, /mixed butter/],
    ["Making a piñata", /soggy with paste|paw prints|fringes and scattered/, /strips of old newspaper/],
    ["Making tortillas with Abuelita", /sniffed the stack of warm tortillas/, /rolled the masa|pat the masa|laid each tortilla/],
  ])("never tells %j's problem before the step that makes what it is about", (activity, problem, before) => {
    let told = 0;
    for (const story of stories(activity)) {
      const [trouble, doing] = [story.pages[4]!.storyText, story.pages[6]!.storyText];
      if (!problem.test(trouble)) continue;
      told++;
      expect(doing, trouble).not.toMatch(before);
    }
    expect(told).toBeGreaterThan(0);
  });

  it.each(THEMES.filter(({ hiccups }) => hiccups.some(({ neverBefore }) => neverBefore)).map((theme) => [theme.id, theme] as const))(
    "keeps each problem of the %s arc from the activity pages it cannot come before",
    (_, theme) => {
      for (const { story } of storiesOf(theme, 24))
        for (const told of toldAs(theme)) {
          const problem = told.hiccups.find(({ en }) => story.pages[4]!.storyText.startsWith(en));
          const doing = told.doing.findIndex(({ en }) => story.pages[6]!.storyText.startsWith(en));
          if (problem && doing >= 0) expect(problem.neverBefore ?? [], `${problem.en} / ${told.doing[doing]!.en}`).not.toContain(doing);
        }
    },
  );
});

describe("offline stories never follow a page's own feeling with an aside that makes light of it", () => {
  // Asides about Pepita's mood or face, or a laugh, read after a sour face as if she were concentrating or merry.
  const moodAsides = moments.asides.filter(({ lively, laughs }: { lively?: boolean; laughs?: boolean }) => lively || laughs);
  const unfilled = (text: string) => text.replace(/\{.*$/, "");

  it.each([
    ["Picking lemons", /sour face/, /cara tan agria/],
    ["Cortar limones", /sour face/, /cara tan agria/],
    ["salsa with garden tomatoes", /let her taste/, /la dejó probar/],
    ["Making agua fresca", /tasted it/, /la probó/],
    ["Making hot chocolate", /foam mustache/, /bigote de espuma/],
    ["Tea party with the dolls", /laughed so hard/, /se rió tanto/],
  ])("tells %j's taste or laugh without an aside about Pepita's mood after it", (activity, feltEn, feltEs) => {
    expect(moodAsides.length).toBeGreaterThanOrEqual(6);
    let felt = 0;
    for (let id = 1; id <= 64; id++) {
      const page = writeOfflineStory(
        {
          activityType: activity,
          season: SEASONS[id % 4]!,
          pepitaRole: "Helpful",
          pepitaCustomization: { personality: ["Kind"], favoriteActivity: "drawing" },
        },
        id,
      ).pages[6]!;
      if (!feltEn.test(page.storyText)) continue;
      felt++;
      expect(page.spanishText).toMatch(feltEs);
      for (const aside of moodAsides) {
        expect(page.storyText).not.toContain(unfilled(aside.en));
        expect(page.spanishText).not.toContain(unfilled(aside.es));
      }
    }
    expect(felt).toBeGreaterThan(0);
  });

  it.each(THEMES.filter(({ doing }) => doing.some(({ feels }) => feels)).map((theme) => [theme.id, theme] as const))(
    "follows each page of the %s arc that tells how Pepita takes it with no aside about her mood",
    (_, theme) => {
      for (const { story } of storiesOf(theme, 24)) {
        const page = story.pages[6]!;
        if (!toldAs(theme).some(({ doing }) => doing.some(({ en, feels }) => feels && page.storyText.startsWith(en)))) continue;
        for (const aside of moodAsides) expect(page.storyText).not.toContain(unfilled(aside.en));
      }
    },
  );
});

describe("offline stories dress and equip Pepita and Abuelita for the day's weather", () => {
  const DRY_ONLY = ["sun-hat", "swimsuit"];

  it.each([
    ["Un día lluvioso", "sun hat"],
    ["A rainy day indoors with board games", "sombrero para el sol"],
    ["A thunderstorm at night", "swimsuit"],
    ["Making a paper boat", "a sun hat"],
    ["Muñeco de nieve", "traje de baño"],
  ])("tells and draws %j, asked with %j, with nothing for sunshine on a wet day", (activity, outfit) => {
    for (const season of SEASONS)
      for (let id = 1; id <= 12; id++) {
        const story = writeOfflineStory(
          { activityType: activity, season, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Kind"], favoriteActivity: "drawing", outfit } },
          id,
        );
        const arrival = story.pages[0]!;
        expect(["rainy", "snowy"]).toContain(arrival.scene!.weather);
        // Named only to say she is not wearing it, for the rain or the snow.
        const asWorn = (text: string) => text.replace(/[^.]*\b(wanted to wear|quería ponerse)\b[^.]*\./gi, "");
        expect(asWorn(arrival.storyText), season).not.toMatch(/sun ?hat|swimsuit/);
        expect(asWorn(arrival.spanishText), season).not.toMatch(/sombrero|traje de baño/);
        expect(arrival.scene!.props, `${season} ${id}`).not.toContain("sun-hat");
        expect(arrival.scene!.props, `${season} ${id}`).not.toContain("butterflies");
        for (const page of story.pages)
          if (["rainy", "snowy"].includes(page.scene!.weather))
            for (const { outfit: worn } of page.scene!.characters) expect(DRY_ONLY, `${season} ${id} page ${page.pageNumber}`).not.toContain(worn);
      }
  });
});

describe("offline stories give Pepita her role's own part in her bath and her bedtime", () => {
  // Her part in the tub (the soap, the bubbles, the duck, the towel, a rinse) or in bed (the blanket, the lamp, Osito, the story).
  const PART = {
    "bath-time": { en: /soap|sponge|bubble|towel|duck|tub|rinse|splash/i, es: /jabón|esponj|burbuj|espuma|toalla|patito|tina|enjuague|chapote/i },
    "bedtime-story": {
      en: /blanket|pillow|lamp|Osito|story|shadows|sleep|house going to sleep|bed/i,
      es: /cobija|almohada|lámpara|Osito|cuento|sombras|dormi|cama/i,
    },
  };

  it.each(["bath-time", "bedtime-story"] as const)(
    "tells what Pepita does on the %s arc's activity page in the tub or in bed, never fetching and carrying",
    (id) => {
      const theme = THEMES.find((arc) => arc.id === id)!;
      for (const { page, pepitaRole } of activityPages(theme, [1, 2, 3, 4], 17)) {
        for (const sentence of BUSY_ROLE_SENTENCES) {
          expect(page.storyText).not.toContain(sentence.en);
          expect(page.spanishText).not.toContain(sentence.es);
        }
        const doing = theme.doing.find(({ en }) => page.storyText.startsWith(en))!;
        const role = page.storyText.slice(doing.en.length).trim();
        const rol = page.spanishText.slice(doing.es.length).trim();
        expect(role, pepitaRole).toMatch(PART[id].en);
        // Her part in the bath comes while she is still in it, not after she is wrapped in the towel.
        expect(page.storyText).not.toMatch(/wrapped her in the .*towel.*(tub|bubble|soap|rinse|duck)/);
        expect(rol, pepitaRole).toMatch(PART[id].es);
      }
    },
  );
});

describe("offline stories open the day without saying the same thing twice", () => {
  it.each(SEASONS.map((season) => [season] as const))(
    "names the season once on a %s story's first page, says 'already' once at most, and one con phrase at a time",
    (season) => {
      variedRequests(60).forEach((request, i) => {
        const page = writeOfflineStory({ ...request, season }, i + 1).pages[0]!;
        for (const text of [page.storyText, page.spanishText]) {
          for (const words of Object.values(SEASON_WORDS))
            expect(figures(text).match(new RegExp(words.source, "gi"))?.length ?? 0, text).toBeLessThanOrEqual(1);
        }
        expect(page.storyText.match(/\balready\b/g)?.length ?? 0, page.storyText).toBeLessThanOrEqual(1);
        expect(page.spanishText.match(/\bya\b/g)?.length ?? 0, page.spanishText).toBeLessThanOrEqual(1);
        // What she wears and how she looks are two sentences, not "con su overol, con los cachetes…".
        expect(page.spanishText).not.toMatch(/, con [^.,]+, con /);
      });
    },
  );
});

describe("offline stories name what goes wrong", () => {
  it("never tells a problem as something missing that the story does not name", () => {
    variedRequests(120).forEach((request, i) => {
      for (const page of writeOfflineStory(request, i + 1).pages) {
        expect(page.storyText).not.toMatch(/\bone thing they needed\b|\bwhat they were missing\b/);
        expect(page.spanishText).not.toMatch(/\balgo que necesitaban\b|\blo que faltaba\b/);
      }
    });
  });
});
