import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES, themeVariety } from "@/lib/story-writing/scene/activities";
import moments from "@/lib/story-writing/content/story-moments.json";
import seasons from "@/lib/story-writing/content/seasons.json";
import words from "@/lib/story-writing/content/pepita-words.json";
import { PERSONALITY_TRAITS, SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";

// How much two offline stories have in common, as a parent who reads several would notice it:
// the same request twice (two ids) must not give the same pages, and across the catalogue no
// frame sentence (arrival, greeting, celebration, memory, goodnight) may turn up in most stories.

const LANGUAGES = ["storyText", "spanishText"] as const;
type Story = ReturnType<typeof writeOfflineStory>;

/** Sentences of five words or more: "Of course, mija." may recur, a whole scene may not. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?»])\s+(?=[—"«¡¿\p{Lu}])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 5);
}

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller", "Chief snack officer"];

function requestFor(activity: string, i: number): StoryGenerationRequest {
  return {
    activityType: activity,
    season: SEASONS[i % SEASONS.length]!,
    pepitaRole: ROLES[i % ROLES.length]!,
    pepitaCustomization: {
      personality: [PERSONALITY_TRAITS[i % PERSONALITY_TRAITS.length]!, PERSONALITY_TRAITS[(i * 3 + 1) % PERSONALITY_TRAITS.length]!],
      favoriteActivity: ["dancing", "leer cuentos", "drawing", "singing", "perseguir mariposas"][i % 5]!,
      ...(i % 3 ? { outfit: ["a red dress", "falda azul"][i % 2] } : {}),
    },
  };
}

// What the request itself chose (Pepita's role, her traits' deeds, her special trait) recurs in
// every story asked for with the same words, as it should; the frames around it must not.
const requestChosen = [
  ...Object.values(words.traits).flatMap((trait) => trait.deed),
  ...words.roles.flatMap((role) => [...role.intro, ...role.fix, ...role.during]),
  ...words.specials,
].flatMap(({ en, es }) => [...sentences(en), ...sentences(es)]);
const isFrame = (sentence: string) => !requestChosen.some((chosen) => sentence.includes(chosen) || chosen.includes(sentence));

function samePages(a: Story, b: Story, language: (typeof LANGUAGES)[number]): number {
  return a.pages.filter((page, i) => page[language] === b.pages[i]![language]).length;
}

function sharedSentences(a: Story, b: Story, language: (typeof LANGUAGES)[number]): number {
  const mine = new Set(a.pages.flatMap((page) => sentences(page[language])));
  const theirs = b.pages.flatMap((page) => sentences(page[language]));
  return theirs.filter((sentence) => mine.has(sentence)).length / theirs.length;
}

describe("offline stories differ from one another", () => {
  // Ids made one after another, and ids far apart.
  const ID_SETS = [Array.from({ length: 10 }, (_, i) => 300 + i), [7, 123, 4567, 89012, 345678, 9, 77, 1001, 2024, 65536]];

  it.each(THEMES.map((theme) => [theme.id, theme] as const))("tells the same %s request ten times with at most 3 of 10 pages alike", (_, theme) => {
    for (const ids of ID_SETS) {
      const stories = ids.map((id) => writeOfflineStory(requestFor(theme.verb.en, 1), id));
      const shares: number[] = [];
      for (let a = 0; a < stories.length; a++)
        for (let b = a + 1; b < stories.length; b++)
          for (const language of LANGUAGES) {
            expect(samePages(stories[a]!, stories[b]!, language), `ids ${ids[a]} and ${ids[b]}`).toBeLessThanOrEqual(3);
            shares.push(sharedSentences(stories[a]!, stories[b]!, language));
          }
      // The arc's own sentences (its opening, what they do, what goes wrong) come back; most of the rest does not.
      expect(shares.reduce((sum, share) => sum + share, 0) / shares.length).toBeLessThan(0.35);
      expect(Math.max(...shares)).toBeLessThan(0.65);
    }
  });

  it("uses no frame sentence in more than about a tenth of the catalogue's stories, in either language", () => {
    const stories = THEMES.map((theme, i) => writeOfflineStory(requestFor(i % 2 ? theme.verb.es : theme.verb.en, i), 900 + i));
    for (const language of LANGUAGES) {
      const count = new Map<string, number>();
      for (const story of stories)
        for (const sentence of new Set(story.pages.flatMap((page) => sentences(page[language])).filter(isFrame)))
          count.set(sentence, (count.get(sentence) ?? 0) + 1);
      const [sentence, most] = [...count].sort((a, b) => b[1] - a[1])[0]!;
      expect(most, `${language}: "${sentence}" in ${most} of ${stories.length} stories`).toBeLessThanOrEqual(Math.ceil(stories.length * 0.13));
    }
    // Pages 1 and 8 open every story differently: each arc has its own arrival hint.
    const openings = stories.map((story) => story.pages[0]!.storyText.split(/(?<=[.!?])\s+/).at(-1));
    expect(new Set(openings).size).toBe(stories.length);
  });

  it("tells every frame variant somewhere in the catalogue, so the grammar tests read each of them", () => {
    // The ids the grammar tests read: 24 a arc, one run after another.
    const told = THEMES.flatMap((theme, run) =>
      Array.from({ length: 24 }, (_, i) => writeOfflineStory(requestFor(theme.verb.en, i), 5000 + run * 24 + i)).flatMap((story) =>
        story.pages.flatMap((page) => [page.storyText, page.spanishText]),
      ),
    ).join("\n");
    // What is said of someone the day is for is read where a request names them (story-requests.test.ts).
    // Abuelita's thoughts end page 6 when Pepita has one trait or none, and are read there (mend-lines.test.ts).
    const { forSomeone, finaleKinds, finales, thoughts, ...always } = moments;
    expect(thoughts.length).toBeGreaterThan(0);
    expect(forSomeone.plans.length).toBeGreaterThan(0);
    // Every group of finales but the made things' is chosen by some kind of day.
    expect(Object.keys(finales).sort()).toEqual(["made", ...Object.keys(finaleKinds)].sort());
    // Pepita's mornings after a night at Abuelita's are told only in her pajamas, and read there (arrivals.test.ts).
    const everyday = { ...always, arrivals: always.arrivals.filter((arrival) => !("stayed" in arrival)) };
    const frames = [
      ...Object.values(everyday).flatMap((list) => list.flatMap((entry) => (typeof entry === "string" ? [] : [entry.en, entry.es]))),
      ...Object.values(finales).flatMap((list) => list.flatMap(({ en, es }) => [en, es])),
      ...Object.values(seasons).flatMap((season) => Object.values(season.lines).flatMap((lines) => lines.flatMap(({ en, es }) => [en, es]))),
    ];
    for (const frame of frames) {
      // The longest stretch of the frame between its {slots}.
      const fixed = frame.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0]!;
      expect(told, frame).toContain(fixed);
    }
    // It writes 24 stories of every arc: a minute on a busy machine, more as arcs are added.
  }, 120_000);
});

describe("an arc asked for again and again tells a different day", () => {
  // Every arc that had fewer than four ways to go or four problems, now authored with four of each (salsa had them already).
  const ENRICHED = [
    "pinata",
    "posada",
    "cookies",
    "bakery-visit",
    "doctor",
    "dentist",
    "bath-time",
    "school",
    "lost-tooth",
    "pets",
    "farm",
    "snow",
    "leaves",
    "three-kings",
    "paper-boats",
    "fair",
    "sleepover",
    "cousins",
    "new-sibling",
    "tree-planting",
    "abuelita-birthday",
    "birthday",
    "beach",
    "kites",
    "market",
    "crafts",
    "rainy-day",
    "baking",
    "cooking",
    "day-of-the-dead",
    "reading",
    "garden",
    "fiesta",
    "picnic",
    "music",
    "hot-chocolate",
    "sewing",
    "tea-party",
    "caring",
    "mothers-day",
    "agua-fresca",
    "fruit-picking",
    "chores",
    "letter",
    "butterflies",
    "bird-feeder",
    "wedding",
    "library",
    "night-storm",
    "cascarones",
    "vaccine",
    "dog-bath",
    "bedtime-story",
    "christmas-cookies",
    "tortillas",
  ];
  const enriched = THEMES.filter(({ id }) => ENRICHED.includes(id));

  it("has four ways to do each of them and four problems that can get in the way", () => {
    expect(enriched.map(({ id }) => id).sort()).toEqual([...ENRICHED].sort());
    for (const theme of enriched) {
      expect(theme.doing.length, theme.id).toBeGreaterThanOrEqual(4);
      expect(theme.hiccups.length, theme.id).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(enriched.map((theme) => [theme.id, theme] as const))("tells at least three doings and three problems in six %s stories, ids in a row", (_, theme) => {
    for (const ids of [
      [1, 2, 3, 4, 5, 6],
      [300, 301, 302, 303, 304, 305],
    ]) {
      const stories = ids.map((id) => writeOfflineStory(requestFor(theme.verb.en, 1), id));
      // Which of the arc's doings, as any of its varieties words it (sunflowers where the arc says marigolds).
      const unasked = theme.varieties?.filter(({ askedOnly }) => !askedOnly) ?? [];
      const told = unasked.length ? unasked.map((_, i) => themeVariety(theme, "", (list) => list[i]!)) : [theme];
      // A page that finishes the work is told after its making: what the page does is the last of them, its "Pepita" said as "She" after a sentence of hers.
      const at = (text: string, en: string) => text.indexOf(en.replace(/^Pepita /, ""));
      const lastDone = (text: string) =>
        theme.doing
          // A variety that tells fewer of the arc's doings (the jamaica's, no limonada) has none at the others' places.
          .map((_, i) => ({ i, at: Math.max(...told.map(({ doing }) => (doing[i] ? at(text, doing[i].en) : -1))) }))
          .filter(({ at }) => at >= 0)
          .sort((a, b) => b.at - a.at)[0]?.i ?? -1;
      const doings = new Set(stories.map((story) => lastDone(story.pages[6]!.storyText)));
      // The arc's own problem when it is one, else the first sentence of the one any day can have (the lost glasses).
      const problems = new Set(
        stories.map((story) => {
          const problem = story.pages[4]!.storyText;
          return theme.hiccups.find(({ en }) => problem.startsWith(en))?.en ?? problem.split(/(?<=[.!?])\s/)[0];
        }),
      );
      expect(doings.has(-1), ids.join(",")).toBe(false);
      expect(doings.size, `${ids.join(",")}: ${[...doings].join(" | ")}`).toBeGreaterThanOrEqual(3);
      expect(problems.size, `${ids.join(",")}: ${[...problems].join(" | ")}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("Abuelita's pet name for Pepita is never said twice in one breath", () => {
  const folder = path.join(process.cwd(), "lib/story-writing/content");
  const content = readdirSync(folder).map((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")) as unknown);
  const frames: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      if (value.includes("{dear}")) frames.push(value);
    } else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(content);

  it.each(moments.endearments)("reads every sentence with %s in it with no other use of its word", (dear) => {
    expect(frames.length).toBeGreaterThan(20);
    const word = dear.split(" ").at(-1)!;
    for (const frame of frames) {
      const said = frame.replaceAll("{dear}", dear);
      // "Cuando yo era chiquita, chiquita": the name heard twice.
      expect(said.match(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "giu"))?.length, said).toBe(1);
    }
  });
});

describe("an arc's varieties", () => {
  it("swap only words their arc says: a sentence rewritten in the arc is rewritten in the variety too", () => {
    const dead: string[] = [];
    for (const { varieties, ...theme } of THEMES)
      for (const [index, variety] of (varieties ?? []).entries()) {
        // In order, as they are applied: a swap may rewrite what an earlier one of the variety wrote.
        let text = JSON.stringify(theme);
        for (const [from, to] of variety.words) {
          const quoted = JSON.stringify(from).slice(1, -1);
          if (!text.includes(quoted)) dead.push(`${theme.id} variety ${index}: "${from}"`);
          text = text.replaceAll(quoted, JSON.stringify(to).slice(1, -1));
        }
      }
    expect(dead).toEqual([]);
  });
});
