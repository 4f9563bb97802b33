import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { SEASONS, type Season, type StoryGenerationRequest } from "@/lib/api/story-generation";
import seasons from "@/lib/story-writing/content/seasons.json";
import moments from "@/lib/story-writing/content/story-moments.json";
import type { StoryPage } from "@/lib/stories/model/types";
import {
  addressedTheme,
  apronDay,
  calendarDayFor,
  recipientFor,
  THEMES,
  themeFor,
  themeVariety,
  unknownActivityMessage,
  weatherAsked,
  weatherSeasonAsked,
  type Hiccup,
  type Theme,
} from "@/lib/story-writing/scene/activities";
import { afterTrouble, bi, type Bi } from "@/lib/story-writing/scene/content-schema";
import { laughs, mendLines, noLaughingAt } from "@/lib/story-writing/scene/mend-lines";
import { listOf, PROP_IDS, PROPS, spanishWithArticle, type PropId } from "@/lib/story-writing/scene/lexicon";
import {
  abuelitaOutfitIn,
  dressPlan,
  LEFT_AT_HOME,
  unfitSaid,
  fitsWeather,
  onlyAtHome,
  outfitIdFor,
  saysPrint,
  showsGarment,
  sleevesToRoll,
  wornAt,
} from "@/lib/story-writing/scene/outfits";
import { describePicture, outfitSaid } from "@/lib/story-writing/scene/picture-description";
import { namedOnce } from "@/lib/story-writing/scene/sentence-flow";
import { cleanPhrase, favoriteFor, outfitFor, roleFor, roleLineFits, specialFor, traitFor, type Trait } from "@/lib/story-writing/scene/pepita-words";
import {
  consistentPlan,
  describeScene,
  FRAMINGS,
  HUSHED,
  POSE_IDS,
  SETTING_IDS,
  SETTINGS,
  WEATHERS,
  type Framing,
  type Pose,
  type ScenePlan,
  type Setting,
  type TimeOfDay,
  type Weather,
  type Worn,
} from "@/lib/story-writing/scene/plan";
import { GenerationError, type StoryWriter } from "@/lib/story-writing/types";

// The embedded default: a ten-page bilingual story that tells the requested activity, written
// from hand-written English and Spanish sentences and a scene plan per page. The arc is always
// arrival, plan, preparing, Pepita's trait, a small problem, her help, the activity itself, a
// celebration, a quiet moment and goodnight or goodbye; the story's id picks among the ways each
// beat can go, sentence by sentence, so the same request twice gives two different stories and
// no frame sentence is shared by most stories.

export const OFFLINE_WRITER_NAME = "Offline story generator";
export const OFFLINE_PROMPT_HEADER = "[Offline generator: no ANTHROPIC_API_KEY configured]";

// The frame sentences of the arc, in lib/story-writing/content/: what each season looks like, and
// the arrivals, greetings, reactions, exclamations, celebrations, memories and endings the story's
// id picks among. A frame's {slots} are filled with the request's and the arc's own words.
const weather = z.enum(WEATHERS);
const pose = z.enum(POSE_IDS);
const setting = z.enum(SETTING_IDS);
const prop = z.enum(PROP_IDS);

const SEASON_WORDS = z
  .record(
    z.enum(SEASONS),
    z.strictObject({
      en: z.string(),
      es: z.string(),
      weathers: z.array(weather),
      night: weather,
      lines: z.partialRecord(weather, z.array(bi).min(1)),
      props: z.array(z.enum(PROP_IDS)),
      wetProps: z.array(z.enum(PROP_IDS)),
    }),
  )
  .parse(seasons);

const scene = { setting, abuelita: pose, framing: z.enum(FRAMINGS), action: z.string() };
const finale = bi.extend({ dryOnly: z.boolean().optional(), time: z.enum(["afternoon", "evening"]).optional() });

const MOMENTS = z
  .strictObject({
    /**
     * Page 1, with {season}, {line} (the season's weather) and {wearing} (", wearing her red dress").
     * `stayed`: Pepita slept at Abuelita's and starts the day there; told only when she wears what is
     * worn only at home (pajamas).
     */
    arrivals: z.array(
      bi.extend({
        ...scene,
        pepita: pose,
        prop: prop.optional(),
        dryOnly: z.boolean().optional(),
        stayed: z.boolean().optional(),
        /** Pepita is with Abuelita as the page ends (hugged at the door, in her kitchen, called to from the window): never before an opening that has Abuelita unseen. */
        withAbuelita: z.boolean().optional(),
      }),
    ),
    /** What Abuelita calls Pepita ({dear}), the same in both languages. */
    endearments: z.array(z.string()),
    /**
     * Page 2: Abuelita says what today is about, in {announce}; `apron`: she ties it on, so only on a day of work in an apron;
     * `justCame`: she was waiting for Pepita to come, never said when Pepita slept at her house.
     */
    greetings: z.array(bi.extend({ apron: z.boolean().optional(), justCame: z.boolean().optional() })),
    /** What Abuelita adds when the day's work is for someone ({who}), and what is said of them once it is done. */
    forSomeone: z.strictObject({ plans: z.array(bi).min(1), endings: z.array(bi).min(1) }),
    /** Pepita hearing what today is about. */
    reactions: z.array(bi.extend({ pose })),
    /** Page 3: {props} gathered and Pepita's {role}. */
    gatherings: z.array(bi.extend({ abuelita: pose, pepita: pose })),
    /** Page 4: her trait's {deed}, {props} laid out and her {traits}, or `none` when no trait is known; `several`: said only of more than one thing (nobody sorts one ball). */
    traitShows: z.array(bi.extend({ none: bi, several: z.boolean().optional() })),
    /**
     * `laughs`: Abuelita laughs, which a problem that scares someone must not get. `for`: the problems
     * it answers: a mishap (the default: "Uh-oh" over a spilled jar), a tender one (Pepita, or the
     * two of them, scared or sad, hushed and comforted), another's tears (a little boy crying, the
     * frightened cat: Abuelita turns to Pepita and calls nobody else "mija"), Abuelita's own (tired
     * or unwell: Pepita notices, Abuelita smiles that she needs to take it easy) or one that keeps
     * them apart (Pepita lost in the crowd, alone with it: Abuelita is not there to say anything).
     */
    exclamations: z.array(bi.extend({ laughs: z.boolean().optional(), for: z.enum(["mishap", "tender", "other", "abuelita", "apart"]).default("mishap") })),
    /** Page 6, after Pepita has fixed the problem; `forHelp`: thanks for her help, never said when the trouble was her own. */
    thanks: z.array(bi.extend(afterTrouble)),
    /** Abuelita's thought that ends page 6 when Pepita's second trait has no deed for it, with the same marks as the thanks. */
    thoughts: z.array(bi.extend(afterTrouble)).min(1),
    /**
     * Page 7, while they do the activity; `at`: the only places it can be said (a rooster crows at
     * home, not at the dentist's); `daytime`: never said of an activity done after dark; `lively`:
     * Pepita busy and merry at what she does, never said while she is the one looked after; `laughs`:
     * someone laughs. Neither follows an activity that already tells how Pepita takes it (a sour face).
     * `mama`: speaks of Pepita's mamá as a girl, never once the story has told of Abuelita's own
     * mamá, where "your mamá used to" would leave a child wondering whose. `loud`: someone hums or
     * laughs out loud, never where everyone keeps quiet (story time at the library).
     */
    asides: z.array(
      bi.extend({
        at: z.array(setting).optional(),
        daytime: z.boolean().optional(),
        lively: z.boolean().optional(),
        laughs: z.boolean().optional(),
        mama: z.boolean().optional(),
        loud: z.boolean().optional(),
      }),
    ),
    /**
     * Which of page 8's first sentences an arc's kinds of day choose: the group its first kind that
     * any group names is in (a visit to the dentist, an outing, a party), else the ones for a day
     * that made something.
     */
    finaleKinds: z.strictObject({ care: z.array(z.string()), outing: z.array(z.string()), party: z.array(z.string()) }),
    /**
     * Page 8's first sentence: the {result} that {season} afternoon; only `made` says "it took the whole
     * afternoon, but they had" it. `dryOnly`: the sun sinks or the sky turns pink, never on a day of rain or snow.
     * `time`: the time of day the sentence names, which its page is then drawn at: an "afternoon"
     * way home comes right after a morning's day ends (the last bell), told by those arcs alone; the
     * others go home at sunset or in the "evening", under the evening sky.
     */
    finales: z.strictObject({
      made: z.array(finale).min(1),
      care: z.array(finale).min(1),
      outing: z.array(finale).min(1),
      party: z.array(finale).min(1),
    }),
    /** Page 8's first sentence when the activity happens after dark: the {result} that {season} night. */
    nightFinales: z.array(bi),
    /** Page 8's first sentence when a party's own celebration goes on after dark (the posada's last door). */
    nightPartyFinales: z.array(bi).min(1),
    /**
     * `props`: what its text names, drawn in place of the arc's own things (the fountain in the plaza);
     * `made`: only after a day that made something to come and see or serve, not a walk or the dentist's.
     */
    celebrations: z.array(
      bi.extend({
        setting,
        pose,
        props: z.array(z.enum(PROP_IDS)).optional(),
        made: z.boolean().optional(),
        /** The family hears of the day afterwards: never after a party they were all at. */
        retold: z.boolean().optional(),
        /** The only seasons it can be told in (a slice of watermelon in summer, never in winter). */
        seasons: z.array(z.enum(SEASONS)).optional(),
      }),
    ),
    /**
     * Before Abuelita's memory of her childhood in one of the places. `seat`: what Abuelita sits on
     * with Pepita on her lap when the words say it is not her chair; `seasons`: the only seasons it
     * can be told in (no crickets sing in winter).
     */
    quietMoments: z.array(bi.extend({ setting, seat: z.enum(["bench"]).optional(), seasons: z.array(z.enum(SEASONS)).optional() })),
    /** The quiet moment after an activity done after dark, indoors and late. */
    nightQuietMoments: z.array(bi.extend({ setting, seat: z.enum(["bench"]).optional(), seasons: z.array(z.enum(SEASONS)).optional() })),
    /** Abuelita's memory: {place}, what she and her mamá did ({memory}); the arc's memory says when, if it has a season. */
    memories: z.array(bi),
    childhoodPlaces: z.array(z.string()),
    /**
     * Page 10, always recalling the arc's {result}; "favorite" stands for the pose and the prop of
     * Pepita's favorite thing, done at bedtime, so only a favorite done in bed can be.
     */
    endings: z.array(
      bi.extend({
        ...scene,
        pepita: z.union([pose, z.literal("favorite")]),
        props: z.array(z.union([prop, z.literal("favorite")])),
        walksHome: z.boolean().optional(),
      }),
    ),
  })
  .parse(moments);

type Slots = Record<string, string>;

/** The slots of an ending that name Pepita's favourite thing, or what she would like to do tomorrow, which is it. */
const FAVORITE_SLOT = /\{(favorite\w*|tomorrow)\}/;

type FinaleGroup = keyof typeof MOMENTS.finales;

/**
 * The finales that fit the arc's day: what an outing or a visit to the doctor gave them is not
 * something they "had" by the end of the afternoon. An arc's kinds go most telling first, so the
 * first one a group names chooses: the posada, a party from door to door, ends as a party, not as
 * the walk home from an outing.
 */
function finaleGroupFor(theme: Theme): FinaleGroup {
  const groups = Object.entries(MOMENTS.finaleKinds) as [FinaleGroup, string[]][];
  for (const kind of theme.kinds) {
    const group = groups.find(([, kinds]) => kinds.includes(kind));
    if (group) return group[0];
  }
  return "made";
}

// Abuelita's house, where an outing's day ends.
const AT_HOME = new Set<Setting>(["kitchen", "living-room", "patio", "garden", "bedroom"]);

/** Whether what the day gave them has them in a place ("a happy afternoon in the plaza", "a plaza full of neighbors"), not just names it ("library books"). */
function endsIn(result: string, setting: Setting): boolean {
  const word = SETTINGS[setting].en.split(" ").at(-1)!;
  return new RegExp(`\\b(?:in|at) the ${word}\\b|\\b${word} full of\\b`, "i").test(result);
}

/** How often the sentences name the afternoon, in the language that names it more: a page stitched from them says it once at most. */
function afternoons(...lines: Bi[]): number {
  const count = (text: string, word: RegExp) => text.match(word)?.length ?? 0;
  const en = lines.reduce((sum, line) => sum + count(line.en, /afternoon/gi), 0);
  const es = lines.reduce((sum, line) => sum + count(line.es, /(?<!\p{L})tarde(?!\p{L})/giu), 0);
  return Math.max(en, es);
}

// The family and neighbours a sentence can name ("Tía Lupe and the cousins came over").
const NAMED = /(?:Tía|Tío|Doña|Don) \p{Lu}\p{L}+/gu;

/** Whether the person is with them in the arc's own day (Tía Lupe at her little farm), so cannot come over afterwards to hear of it. */
function spentTheDay(theme: Theme, name: string): boolean {
  return [theme.verb, theme.announce, theme.opening, ...theme.doing].some((line) => line?.en.includes(name));
}

/** Whether the aside names what the activity's sentence already has: a rooster crowing among the hens, Abuelita's slipping glasses. */
function echoes(aside: Bi, page: Bi): boolean {
  const words = (text: string) => new Set((text.toLowerCase().match(/\p{L}{6,}/gu) ?? []).filter((word) => word !== "abuelita" && word !== "pepita"));
  const said = words(page.en);
  return [...words(aside.en)].some((word) => said.has(word));
}

/** A frame sentence with its {slots} filled; a slot the frame names but the writer did not fill is a bug. */
function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return value;
  });
}

/** Both languages of a frame, each filled with its own language's words; Spanish contracts "de el" and "a el" where a slot meets its article. */
function filled(frame: Bi, en: Slots, es: Slots): Bi {
  return {
    en: fill(frame.en, en),
    es: fill(frame.es, es).replace(/(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})/gu, (_, word: string) => (word.toLowerCase() === "de" ? `${word[0]}el` : `${word}l`)),
  };
}

/**
 * Page 6's last sentence, one of `deeds`. Somebody laughs at most once on the page: after a laugh,
 * a deed with none, or one of Abuelita's `thoughts` when every deed has one.
 */
function secondDeedFor(seed: Seed, deeds: readonly Bi[], thoughts: readonly Bi[], laughedAlready: boolean): Bi {
  if (!laughedAlready) return seed.pick(deeds, "second deed");
  return seed.pick(deeds.some((deed) => !laughs(deed)) ? deeds : thoughts, "second deed", (deed) => !laughs(deed));
}

// Small problems any activity can have, told with the activity so no two stories share them.
// On a day of rain or snow nobody carries the spider out into it: it goes to the plant by the window.
const genericHiccups = (verb: Bi, wet: boolean): Hiccup[] => [
  {
    en: `Then, just as they were ready to ${verb.en}, Abuelita couldn't find her glasses anywhere.`,
    es: `Entonces, justo cuando iban a ${verb.es}, Abuelita no encontraba sus lentes por ningún lado.`,
    fix: {
      en: "Pepita giggled and pointed: Abuelita's glasses were on top of her head!",
      es: "Pepita se rió y señaló: ¡Abuelita traía los lentes en la cabeza!",
    },
    action: "Pepita pointing at the glasses on top of Abuelita's head",
    props: [],
    trouble: "thing",
    mend: ["noticing"],
  },
  {
    en: `Then, just as they were ready to ${verb.en}, a little spider came down on its thread, right in front of Abuelita's nose.`,
    es: `Entonces, justo cuando iban a ${verb.es}, una arañita bajó por su hilo justo enfrente de la nariz de Abuelita.`,
    fix: wet
      ? {
          en: "Pepita let the little spider climb onto an old newspaper and set it gently on the big plant by the window, where it would stay warm and dry.",
          es: "Pepita dejó que la arañita se subiera a un periódico viejo y la puso con cuidado en la planta grande junto a la ventana, donde iba a estar calientita y seca.",
          pose: "standing",
        }
      : {
          en: "Pepita let the little spider climb onto an old newspaper and carried it gently out to the garden.",
          es: "Pepita dejó que la arañita se subiera a un periódico viejo y la llevó con cuidado al jardín.",
          pose: "standing",
        },
    action: wet ? "Pepita carrying a little spider on an old newspaper to the plant by the window" : "Pepita carrying a little spider out on an old newspaper",
    props: ["newspaper"],
    trouble: "scare",
  },
  {
    en: `Then, just when they were ready to ${verb.en}, the neighbor's puppy ran in and carried off Abuelita's slipper.`,
    es: `Entonces, justo cuando iban a ${verb.es}, el perrito de la vecina se metió y se llevó la pantufla de Abuelita.`,
    fix: {
      en: "Pepita chased the puppy all around the house until he dropped the slipper, wagging his tail.",
      es: "Pepita persiguió al perrito por toda la casa hasta que soltó la pantufla, moviendo la cola.",
    },
    action: "Pepita chasing the neighbor's puppy, who has Abuelita's slipper",
    props: ["puppy"],
    trouble: "thing",
  },
  {
    en: `Then, right before they could ${verb.en}, Pepita noticed that Abuelita looked very tired.`,
    es: `Entonces, justo antes de ${verb.es}, Pepita notó que Abuelita se veía muy cansada.`,
    fix: {
      en: "Pepita brought Abuelita a glass of water and a cushion, and after a little rest Abuelita was ready again.",
      es: "Pepita le trajo un vaso de agua y un cojín, y después de descansar un ratito Abuelita ya estaba lista otra vez.",
    },
    action: "Pepita bringing Abuelita a cushion and a glass of water",
    props: ["pillow"],
    trouble: "abuelita",
  },
];

/**
 * Which of the exclamations answer the problem: her own tiredness gets no "Uh-oh", and no hush
 * meant for a child; a fright is hushed, never laughed at; someone else's tears are not hushed with
 * Pepita's endearments ("We'll find a way, mija" to a crying boy); Pepita lost in the crowd is alone with it.
 */
function reactionTo(hiccup: Hiccup): "mishap" | "tender" | "other" | "abuelita" | "apart" {
  if (hiccup.apart) return "apart";
  if (hiccup.trouble === "abuelita") return "abuelita";
  if (hiccup.trouble === "someone" && hiccup.tender && !hiccup.herself) return "other";
  return hiccup.tender || hiccup.trouble === "scare" ? "tender" : "mishap";
}

/** Abuelita's own mamá, told of in the arc's texts ("the way Abuelita's mamá used to"). */
const ABUELITAS_MAMA = /\b(Abuelita's|her own) mamá/;

type Seed = {
  /** `fits`: the first variant from the chosen one on that suits the page (a place the story has not just been). */
  pick<T>(list: readonly T[], slot: string, fits?: (item: T) => boolean): T;
  chance(slot: string): boolean;
};

/**
 * The story's id (or, without one, a number from the request) chooses every way a page can go.
 * Each slot walks through its variants in an order shuffled afresh for every run of as many
 * stories as it has variants, so stories made one after another (ids in a row, whatever their
 * arc) use different variants, and two stories far apart share one only by chance.
 */
function seeded(request: StoryGenerationRequest, storyId?: number): Seed {
  const n =
    storyId ??
    createHash("sha256")
      .update(JSON.stringify(normalised(request)))
      .digest()
      .readUInt32BE(0);
  const pick = <T>(list: readonly T[], slot: string, fits: (item: T) => boolean = () => true): T => {
    const size = list.length;
    const start = shuffled(size, `${slot} ${size} ${Math.floor(n / size)}`)[n % size]!;
    const fitting = [...list.slice(start), ...list.slice(0, start)].find(fits);
    if (fitting === undefined) throw new Error(`No ${slot} fits this story`);
    return fitting;
  };
  return { pick, chance: (slot) => pick([true, false], slot) };
}

/** 0 to size - 1 in an order fixed by the key. */
function shuffled(size: number, key: string): number[] {
  const bytes = createHash("sha256").update(key).digest();
  const order = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = (bytes[i % bytes.length]! * 256 + bytes[(i * 7 + 3) % bytes.length]!) % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const propsEn = (ids: readonly PropId[]) =>
  listOf(
    ids.map((id) => PROPS[id].en.replace(/^(a|an) /, "the ").replace(/^(?!the )/, "the ")),
    "and",
  );
const propsEs = (ids: readonly PropId[]) => listOf(ids.map(spanishWithArticle), "y");

type PageDraft = { en: string; es: string; scene: ScenePlan };

type PlanInput = {
  setting: Setting;
  time: TimeOfDay;
  weather: Weather;
  abuelita?: Pose;
  pepita?: Pose;
  props: readonly (PropId | undefined)[];
  framing: Framing;
  action: string;
};

function plan(input: PlanInput): ScenePlan {
  const characters: ScenePlan["characters"] = [];
  if (input.abuelita) characters.push({ name: "Abuelita", pose: input.abuelita });
  if (input.pepita) characters.push({ name: "Pepita", pose: input.pepita });
  return consistentPlan({
    setting: input.setting,
    timeOfDay: input.time,
    weather: input.weather,
    characters,
    props: input.props.filter((id): id is PropId => id !== undefined),
    framing: input.framing,
    action: input.action,
  });
}

// Where a page can show them working at a table; elsewhere (the dentist's, the beach, the market) they stand.
const TABLES = new Set<Setting>(["kitchen", "living-room", "classroom", "library"]);

/**
 * Someone besides the two is upset (the crying boy in the waiting room, the little cousin): her
 * comfort goes to them, so the picture does not show her hugging Abuelita, who was fine.
 */
function comfortsAnother(hiccup: Hiccup): boolean {
  return hiccup.trouble === "someone" && !hiccup.herself;
}

/** Work at a table where there is one; elsewhere on their feet, so no table is carried to the beach or the dentist's chair. */
function atTable(setting: Setting, pose: Pose): Pose {
  return pose === "working" && !TABLES.has(setting) ? "standing" : pose;
}

/** Whether Osito, Pepita's teddy bear, is in the arc's story (the dentist's, the bedtime's): only there does her role hold him or tell him things. */
function hasOsito(theme: Theme): boolean {
  const props = [
    theme.gather,
    theme.celebrate,
    theme.opening.props,
    theme.party.props,
    ...theme.doing.map(({ props }) => props),
    ...theme.hiccups.map(({ props }) => props),
  ];
  return props.some((ids) => ids?.includes("teddy-bear"));
}

// Days about playing, a show or a lesson: standing there, Pepita plays, watches or listens rather than doing a job.
const PLAY_KINDS = new Set<Theme["kinds"][number]>(["play", "show", "music", "learning"]);

/** Whether Pepita does a job on the activity's page (kneads, plants, shops), where fetching and carrying fits; not on a swing, a ride or a walk. */
function isTask(pose: Pose, theme: Theme): boolean {
  return pose === "working" || pose === "kneeling" || pose === "reaching" || (pose === "standing" && !theme.kinds.some((kind) => PLAY_KINDS.has(kind)));
}

/** Where the story starts its day and where the activity is prepared, whatever the activity's own place. */
function homeSetting(theme: Theme): Setting {
  return theme.prepare ?? (SETTINGS[theme.home].indoor || theme.home === "garden" || theme.home === "patio" ? theme.home : "kitchen");
}

function normalised(request: StoryGenerationRequest) {
  const { pepitaCustomization: custom } = request;
  return {
    activityType: cleanPhrase(request.activityType),
    season: request.season,
    pepitaRole: cleanPhrase(request.pepitaRole),
    personality: custom.personality.map(cleanPhrase),
    favoriteActivity: cleanPhrase(custom.favoriteActivity),
    specialTrait: custom.specialTrait?.trim() || null,
    outfit: custom.outfit ? cleanPhrase(custom.outfit) : null,
  };
}

// Free text the vocabularies do not know is left out of both languages: pasted into a sentence
// it was half English, half Spanish ("wearing her un sombrero de fiesta").
const ANY_TRAIT: Trait = {
  en: "",
  es: "",
  deed: [
    { en: "She was ready to help with everything.", es: "Estaba lista para ayudar en todo." },
    { en: "She wanted to see and touch and try everything.", es: "Quería verlo, tocarlo y probarlo todo." },
  ],
  afterMend: [],
  pose: "standing",
};

/** Thrown when asked for an activity no arc tells, or someone no story has in it; the route refuses such requests before this. */
function arcFor(activity: string): Theme {
  const refusal = unknownActivityMessage(activity);
  const theme = themeFor(activity);
  if (refusal || !theme) throw new GenerationError(refusal ?? `No arc tells "${activity}"`);
  return theme;
}

export function writeOfflineStory(
  request: StoryGenerationRequest,
  storyId?: number,
): { title: string; spanishTitle: string; pages: StoryPage[]; fullPrompt: string } {
  const { pepitaCustomization: custom } = request;
  const seed = seeded(request, storyId);
  const arc = arcFor(request.activityType);
  // The variety is chosen in the season the story is told in (jamaica, not watermelon, in winter).
  const toldIn = arc.season ?? calendarDayFor(request.activityType)?.season ?? weatherSeasonAsked(request.activityType) ?? request.season;
  const theme = addressedTheme(
    themeVariety(arc, request.activityType, (list) => seed.pick(list, "variety"), toldIn),
    request.activityType,
  );
  // A day the calendar fixes (Día de Reyes, a posada) is told in its own season, whatever the form
  // says, and so is any arc's day the request sets on one (tamales for Nochebuena).
  const calendarDay = theme.season ? undefined : calendarDayFor(request.activityType);
  // Snow the request names falls in winter, whatever season the form says.
  const season = theme.season ?? calendarDay?.season ?? weatherSeasonAsked(request.activityType) ?? request.season;
  const forWhom = recipientFor(request.activityType, theme);
  const time = SEASON_WORDS[season];
  // A day spent outdoors (the beach, the kites, the garden) is a dry one; rain and snow belong to the arcs about them.
  const outdoors = !theme.weather && !SETTINGS[theme.home].indoor;
  const dry = (weather: Weather) => !outdoors || (weather !== "rainy" && weather !== "snowy");
  // A day indoors that the request sets in the rain ("Baking cookies on a rainy day") is a rainy one;
  // out of doors only an arc or variety about the weather is told in it, and the request is refused before this.
  const weather = theme.weather ?? weatherAsked(request.activityType);
  const dayWeather = weather?.id ?? seed.pick(time.weathers, "weather", dry);
  const wet = dayWeather === "rainy" || dayWeather === "snowy";
  // A storm at night, or the rain a bedtime story is asked for, goes on after dark; any other night is the season's own.
  const nightWeather = theme.night && weather ? weather.id : dry(time.night) ? time.night : "clear";
  // An activity done after dark (a storm, a bedtime story) has its problem at dusk and the rest at night.
  const late = theme.night === true;
  const problemTime: TimeOfDay = late ? "evening" : theme.morning ? "morning" : "afternoon";
  const activityTime: TimeOfDay = late ? "night" : theme.morning ? "morning" : "afternoon";
  const partyDefaultTime: TimeOfDay = late ? "night" : "afternoon";
  const activityWeather = late ? nightWeather : dayWeather;
  const knownTraits = custom.personality.map(traitFor).filter((trait) => trait !== undefined);
  // Which trait shows first changes from story to story, and so do the pages it shapes.
  if (knownTraits.length > 1 && seed.chance("trait order")) knownTraits.reverse();
  const first = knownTraits[0] ?? ANY_TRAIT;
  // With one trait or none, page 6 ends on Abuelita's thought rather than repeat page 4's deed.
  const second: Trait = knownTraits[1] ?? ANY_TRAIT;
  const role = roleFor(request.pepitaRole);
  const favorite = favoriteFor(custom.favoriteActivity);
  const special = specialFor(custom.specialTrait);
  // A page that finishes what another makes (the tamales steam, the cookies cool) is told after one
  // of those on the same page; one whose making a variety leaves out is not told at all.
  // Nor is a page told out of its season (watermelon at the market in winter), while the arc has one in season.
  const inSeason = ({ seasons }: { seasons?: readonly Season[] }) => !seasons || seasons.includes(season);
  const doing = seed.pick(
    theme.doing,
    "doing",
    (page) => (page.after === undefined || page.after.length > 0) && (inSeason(page) || !theme.doing.some(inSeason)),
  );
  const making = doing.after && seed.pick(doing.after, "making");
  // An outfit that does not suit the day's weather (a sun hat on a day of rain), or the day's place
  // (pajamas to school, the market, or the plaza where the lemonade is shared), is neither told nor drawn.
  const asked = outfitIdFor(custom.outfit);
  // Pajamas in the morning mean she slept at Abuelita's: not on a day whose opening meets her at the
  // gate, nor on a sleepover's, which brings them in her backpack for the night; on a day Abuelita
  // spends unwell, only where the opening has a way to go when she woke up there (the sneeze from
  // Abuelita's room rather than from the door).
  const wornFromWaking = (outfit: Worn) =>
    !onlyAtHome(outfit) || theme.opening.stayed !== undefined || !(theme.sleepsOver || theme.homebound || theme.opening.outside);
  const wears =
    asked && fitsWeather(asked, dayWeather) && wornAt(asked, theme.home) && wornAt(asked, doing.setting ?? theme.home) && wornFromWaking(asked)
      ? asked
      : undefined;
  // The text names what the picture draws: the garments it shows, else the drawn look itself ("a party dress" for "fancy").
  const outfit =
    custom.outfit && wears === asked
      ? ((wears ? outfitFor(custom.outfit, showsGarment(wears), saysPrint(wears)) : outfitFor(custom.outfit)) ?? (wears && outfitSaid("Pepita", wears)))
      : undefined;
  // Page 5's problem comes before page 7's activity, so it is never about what that page has yet to make.
  const doingIndexes = [theme.doing.indexOf(doing), ...(making === undefined ? [] : [making])];
  const hiccup = seed.pick(
    // The glasses, the slipper and the neighbor are at home, where the day starts, whatever place the activity is in.
    [
      ...theme.hiccups,
      ...theme.hiccups,
      ...theme.hiccups,
      ...(theme.genericHiccups === false ? [] : genericHiccups(theme.verb, wet).map((hiccup) => ({ ...hiccup, setting: homeSetting(theme) }))),
    ],
    "problem",
    ({ neverBefore }) => !doingIndexes.some((index) => neverBefore?.includes(index)),
  );
  const home = homeSetting(theme);
  const activityPlace = theme.home;
  const abuelitaWears = abuelitaOutfitIn(request.activityType);
  // A night spent at Abuelita's is spent in pajamas and a nightgown once it is dark, in every room of the house;
  // a sleepover's from supper on, as its words have them eat in their pajamas.
  const dressed = (scene: ScenePlan) => {
    const bedtime =
      (late && scene.timeOfDay === "night" && SETTINGS[scene.setting].indoor) ||
      (theme.sleepsOver === true && (scene.timeOfDay === "evening" || scene.timeOfDay === "night") && AT_HOME.has(scene.setting));
    return dressPlan(scene, bedtime ? "pajamas" : wears, theme.id, bedtime ? "pajamas" : abuelitaWears, apronDay(theme));
  };
  // Whether she has sleeves to roll up on a page: not in the swimsuit the beach dresses her in, nor in the T-shirt the story says she wears.
  const hasSleeves = (scene: ScenePlan) =>
    sleevesToRoll(dressed(scene).characters.find(({ name }) => name === "Pepita")?.outfit, outfit ? custom.outfit : undefined);
  const line = weather?.line ?? seed.pick(time.lines[dayWeather]!, "season line");
  // A sun hat or the butterflies belong to a dry morning; a wet one brings an umbrella.
  const seasonProp = seed.pick(wet ? time.wetProps : time.props, "season prop");
  const result = theme.result;
  const bySeason = { en: { season: time.en, result: result.en }, es: { season: time.es, result: result.es } };
  const pages: PageDraft[] = [];

  // 1. Arrival.
  // Nobody waters the geraniums in the rain or the snow; in her pajamas, she did not come up the path
  // from home but woke up in Abuelita's house; an opening at the gate is not told after she came into
  // the kitchen.
  // Abuelita heard from inside (her sneeze) has not yet hugged Pepita at the door or been seen watering the geraniums.
  const stayed = wears !== undefined && onlyAtHome(wears);
  const arrival = seed.pick(
    MOMENTS.arrivals.filter(
      (moment) =>
        !(wet && moment.dryOnly) &&
        (moment.stayed ?? false) === stayed &&
        !(theme.opening.outside && SETTINGS[moment.setting].indoor) &&
        !(theme.opening.unseen && moment.withAbuelita),
    ),
    "arrival",
  );
  const wearing = outfit ? { en: `, wearing ${outfit.en}`, es: `, con ${outfit.es}` } : { en: "", es: "" };
  const arrived = filled(arrival, { ...bySeason.en, line: line.en, wearing: wearing.en }, { ...bySeason.es, line: line.es, wearing: wearing.es });
  const arrivalScene = plan({
    setting: arrival.setting,
    time: "morning",
    weather: dayWeather,
    abuelita: theme.opening.unseen ? undefined : arrival.abuelita,
    pepita: arrival.pepita,
    props: [...(theme.opening.props ?? []), arrival.prop ?? seasonProp, arrival.prop ? seasonProp : undefined],
    framing: arrival.framing,
    action: theme.opening.action ? `${arrival.action}, ${theme.opening.action}` : arrival.action,
  });
  const hint =
    stayed && theme.opening.stayed ? theme.opening.stayed : theme.opening.bareArms && !hasSleeves(arrivalScene) ? theme.opening.bareArms : theme.opening;
  // What she asked to wear and does not is never dropped without a word: pajamas are for bedtime (a
  // sleepover's own opening brings them for the night), and a sun hat or sandals give way to the rain or the snow.
  const notWorn = asked && !wears ? outfitFor(custom.outfit ?? "") : undefined;
  const why = !notWorn || !asked ? undefined : onlyAtHome(asked) ? (theme.sleepsOver ? undefined : LEFT_AT_HOME) : unfitSaid(dayWeather);
  const leftAtHome = notWorn && why && filled(why, { outfit: notWorn.en }, { outfit: notWorn.es });
  pages.push({
    en: [arrived.en, hint.en, leftAtHome?.en].filter(Boolean).join(" "),
    es: [arrived.es, hint.es, leftAtHome?.es].filter(Boolean).join(" "),
    scene: arrivalScene,
  });

  // 2. The plan: Abuelita says what today is about.
  const reaction = theme.reaction ?? seed.pick(MOMENTS.reactions, "reaction");
  const plainAnnounce = theme.announce ?? { en: `Today we are going to ${theme.verb.en}.`, es: `Hoy vamos a ${theme.verb.es}.` };
  const forWhomPlan = forWhom && filled(seed.pick(MOMENTS.forSomeone.plans, "for someone"), { who: forWhom.en }, { who: forWhom.es });
  const announce = {
    en: [plainAnnounce.en, calendarDay?.near.en, forWhomPlan?.en].filter(Boolean).join(" "),
    es: [plainAnnounce.es, calendarDay?.near.es, forWhomPlan?.es].filter(Boolean).join(" "),
  };
  const dear = seed.pick(MOMENTS.endearments, "endearment");
  const greeting = filled(
    seed.pick(
      MOMENTS.greetings.filter(({ apron, justCame }) => (!apron || apronDay(theme)) && !(justCame && stayed)),
      "greeting",
    ),
    { announce: announce.en, dear },
    { announce: announce.es, dear },
  );
  pages.push({
    en: `${greeting.en} ${reaction.en}`,
    es: `${greeting.es} ${reaction.es}`,
    // Said over breakfast when the day's activity happens at home, so the place changes later.
    scene: plan({
      setting: home === activityPlace ? "kitchen" : home,
      time: "morning",
      weather: dayWeather,
      abuelita: "standing",
      pepita: reaction.pose,
      props: [theme.gather[0]],
      framing: "medium",
      action: `Abuelita telling Pepita they will ${theme.verb.en}`,
    }),
  });

  // 3. Preparing, and Pepita's role.
  const gather = theme.gather.slice(0, 3);
  const gathering = seed.pick(MOMENTS.gatherings, "gathering");
  const intro = seed.pick(role.intro, "role intro");
  pages.push({
    ...filled(gathering, { props: propsEn(gather), role: intro.en }, { props: propsEs(gather), role: intro.es }),
    scene: plan({
      setting: home,
      time: "morning",
      weather: dayWeather,
      abuelita: atTable(home, gathering.abuelita),
      pepita: atTable(home, gathering.pepita),
      props: gather,
      framing: "medium",
      action: `gathering ${propsEn(gather)}`,
    }),
  });

  // 4. Pepita's personality, in what she does.
  const laidOut = theme.gather.slice(1, 3);
  const shows = seed.pick(MOMENTS.traitShows, "trait shows", ({ several }) => !several || laidOut.length > 1);
  const traitsEn = listOf(
    knownTraits.slice(0, 2).map((trait) => trait.en),
    "and",
  );
  const traitsEs = listOf(
    knownTraits.slice(0, 2).map((trait) => trait.es),
    "y",
  );
  const firstDeed = seed.pick(first.deed, "first deed");
  pages.push({
    ...filled(
      shows,
      { deed: firstDeed.en, props: propsEn(laidOut), traits: traitsEn || shows.none.en },
      { deed: firstDeed.es, props: propsEs(laidOut), traits: traitsEs || shows.none.es },
    ),
    scene: plan({
      setting: home,
      time: "morning",
      weather: dayWeather,
      abuelita: first.pose === "hugging" ? "hugging" : "standing",
      pepita: atTable(home, first.pose),
      props: laidOut,
      framing: first.pose === "hugging" ? "close-up" : "medium",
      action: `Pepita showing she is ${first.en || "ready to help"} while Abuelita watches proudly`,
    }),
  });

  // 5. A small problem.
  const problemPlace = hiccup.setting ?? activityPlace;
  // Pepita the comforter answers the trouble with a hug and "It's all right", which would follow Abuelita laughing it off.
  const consoled = role.id === "comfort";
  const exclaim = filled(
    seed.pick(
      MOMENTS.exclamations.filter((line) => line.for === reactionTo(hiccup)),
      "exclamation",
      (line) => !((hiccup.herself || consoled || noLaughingAt(hiccup)) && line.laughs),
    ),
    { dear },
    { dear },
  );
  pages.push({
    en: `${hiccup.en} ${exclaim.en}`,
    es: `${hiccup.es} ${exclaim.es}`,
    scene: plan({
      setting: problemPlace,
      time: problemTime,
      weather: dayWeather,
      abuelita: "standing",
      pepita: hiccup.pose ?? "standing",
      props: hiccup.props.length ? hiccup.props : [theme.gather[0]],
      framing: "wide",
      action: hiccup.problemAction ?? hiccup.action,
    }),
  });

  // 6. Pepita helps, the way her role and second trait say.
  // When the trouble is her own (her tooth hurts), Pepita is brave in her role's way rather than fixing it.
  // Somebody laughs at most once on the page: "Pepita giggled" twice reads as a slip.
  const teddy = hasOsito(theme);
  // Her role's, the thanks and her trait's lines fit what went wrong and who mended it: Abuelita is made
  // to sit down only once something befell her, Pepita gets no credit for the baker's fresh tray, and
  // nobody laughs after she was lost in the crowd.
  const after = mendLines(hiccup, { role, second, thanks: MOMENTS.thanks, thoughts: MOMENTS.thoughts, teddy });
  const mendScene = plan({
    setting: problemPlace,
    time: problemTime,
    weather: dayWeather,
    abuelita: "standing",
    pepita: hiccup.fix.pose ?? hiccup.pose ?? (role.id === "comfort" && !comfortsAnother(hiccup) ? "hugging" : atTable(problemPlace, "working")),
    props: hiccup.props.length ? hiccup.props : theme.gather.slice(0, 2),
    framing: "medium",
    action: hiccup.action,
  });
  const sleeves = hasSleeves(mendScene);
  const fix = seed.pick(after.fix, "role fix", (line) => !(laughs(hiccup.fix) && laughs(line)) && (sleeves || !line.sleeves));
  const thanks = filled(
    seed.pick(after.thanks, "thanks", (line) => !([fix, hiccup.fix].some(laughs) && laughs(line))),
    { dear },
    { dear },
  );
  const secondDeed = secondDeedFor(seed, after.deeds, after.thoughts, [fix, hiccup.fix, thanks].some(laughs));
  pages.push({
    en: `${fix.en} ${hiccup.fix.en} ${thanks.en} ${secondDeed.en}`,
    es: `${fix.es} ${hiccup.fix.es} ${thanks.es} ${secondDeed.es}`,
    scene: mendScene,
  });

  // 7. The activity itself, where its text says it happens (the plaza's little table), else in the arc's own place.
  const doingPlace = doing.setting ?? activityPlace;
  const activityScene = plan({
    setting: doingPlace,
    time: activityTime,
    weather: activityWeather,
    abuelita: doing.abuelita ?? (doing.pose === "kneeling" ? "standing" : atTable(doingPlace, doing.pose)),
    pepita: atTable(doingPlace, doing.pose),
    props: doing.props,
    framing: seed.chance("activity framing") ? "medium" : "wide",
    action: doing.action,
  });
  // Copying Abuelita's hands fits only a page where both work at something (the dough, the paper flowers).
  const pepitaDoes = atTable(doingPlace, doing.pose);
  const handsOn = pepitaDoes === "working" && (doing.abuelita ?? doing.pose) === "working";
  const rolePage = { handsOn, task: isTask(pepitaDoes, theme), moving: pepitaDoes === "walking" || pepitaDoes === "dancing", setting: doingPlace, teddy };
  // After an activity that already has someone laughing (the tea party's silly voices), her role's line makes nobody laugh again, where it has one that does not.
  const roleLines = (theme.caredFor ? role.caredFor : theme.pampered ? role.pampered[theme.pampered] : role.during).filter((line) =>
    roleLineFits(line, rolePage),
  );
  const quietAfterLaugh = (line: Bi) => !(laughs(doing) && laughs(line));
  const during = seed.pick(
    roleLines,
    "role during",
    (line) => line !== fix && (quietAfterLaugh(line) || !roleLines.some((other) => other !== fix && quietAfterLaugh(other))),
  );

  const lookedAfter = theme.caredFor || theme.pampered !== undefined;
  // Somebody laughs at most once after the activity's own sentence: her role's joke that makes Abuelita laugh is not followed by both of them giggling again.
  const laughedAlready = laughs(during) || laughs(doing);
  const madeFirst = making === undefined ? undefined : theme.doing[making]!;
  const abuelitasMama = [...pages, ...(madeFirst ? [madeFirst] : []), doing, during].some(({ en }) => ABUELITAS_MAMA.test(en));
  const aside = filled(
    seed.pick(
      MOMENTS.asides,
      "aside",
      ({ at, daytime, lively, laughs, mama, loud, ...line }) =>
        !(mama && abuelitasMama) &&
        !(loud && HUSHED.has(doingPlace)) &&
        afternoons(doing, during, line) <= 1 &&
        !echoes(line, doing) &&
        (!at || at.includes(doingPlace)) &&
        !(activityScene.timeOfDay !== "afternoon" && daytime) &&
        !(lookedAfter && lively) &&
        !(doing.feels && (lively || laughs)) &&
        !(laughedAlready && laughs),
    ),
    { dear, season: time.en },
    { dear, season: time.es },
  );
  // Told after its making, the page has two steps of the work already: an aside would make it the story's longest.
  const activityLines = madeFirst ? [madeFirst, doing, during] : [doing, during, aside];
  pages.push({
    en: activityLines.map(({ en }) => en).join(" "),
    es: activityLines.map(({ es }) => es).join(" "),
    scene: activityScene,
  });

  // 8. The celebration.
  // On a day of rain or snow the celebration and the evening are spent indoors: nobody curls up on the patio in the snow.
  const indoorsIfWet = ({ setting }: { setting: Setting }) => !wet || SETTINGS[setting].indoor;
  // The celebration moves somewhere the story has not just been, so the pictures change place.
  const elsewhere = ({ setting }: { setting: Setting }) => setting !== activityPlace && setting !== doingPlace && setting !== home;
  const finaleGroup = finaleGroupFor(theme);
  // A day that ends out among people ("a plaza full of happy neighbors") is not followed by a gathering at home with no way there;
  // an outing's finale walks them home first.
  const endsOut = finaleGroup !== "outing" && SETTING_IDS.some((setting) => !AT_HOME.has(setting) && endsIn(result.en, setting));
  // Coming to see and being served follow a day that made something.
  // Nobody spent the day with them who then comes over to hear all about it (Tía Lupe, after her farm).
  const arrivesAnew = ({ en }: Bi) => !(en.match(NAMED) ?? []).some((name) => spentTheDay(theme, name));
  // What is told fits the season (no watermelon in winter), and a night spent at Abuelita's keeps them at her house.
  const elsewhereUnderRoof = (moment: { setting: Setting; made?: boolean; retold?: boolean; seasons?: readonly string[] } & Bi) =>
    elsewhere(moment) &&
    indoorsIfWet(moment) &&
    (!moment.seasons || moment.seasons.includes(season)) &&
    !(theme.sleepsOver && !AT_HOME.has(moment.setting)) &&
    !(endsOut && AT_HOME.has(moment.setting)) &&
    !(moment.made && finaleGroup !== "made") &&
    !(moment.retold && finaleGroup === "party") &&
    // Nobody dances to a guitar again just after page 7's guitar and dancing.
    !echoes(moment, doing) &&
    arrivesAnew(moment);
  // After dark, or with Abuelita unwell, nobody dances in the plaza: the arc's own celebration, at home, is the one told; so is the one that ends the arc's day (Abuelita at the school gate).
  // On a day of rain or snow its own celebration out of doors (tacos on the patio) is told only by an arc about the weather.
  // One told whatever the weather moves under a roof on a wet day, where it has a way to (Abuelita by the window, not in the garden).
  const { wet: underRoof, ...dryParty } = theme.party;
  const ownParty = wet && underRoof && theme.weather === undefined ? { ...dryParty, ...underRoof } : dryParty;
  const party =
    theme.homebound ||
    theme.ownParty ||
    ((late || seed.chance("own party")) && elsewhere(ownParty) && (theme.weather !== undefined || indoorsIfWet(ownParty))) ||
    !MOMENTS.celebrations.some(elsewhereUnderRoof)
      ? ownParty
      : seed.pick(MOMENTS.celebrations, "party", elsewhereUnderRoof);
  const partyTime = party === ownParty ? (ownParty.time ?? partyDefaultTime) : partyDefaultTime;
  const finaleFrames = late
    ? MOMENTS.nightFinales
    : finaleGroup === "party" && partyTime === "night"
      ? MOMENTS.nightPartyFinales
      : MOMENTS.finales[finaleGroup];
  // A morning's day (school) ends at the last bell in the afternoon, so its way home is not in the evening light.
  const atItsTime = (frame: Bi) => ("time" in frame && frame.time === "afternoon") === (theme.morning === true);
  const finales = finaleFrames
    .filter((frame) => !(wet && "dryOnly" in frame && frame.dryOnly))
    .filter((frame) => !finaleFrames.some(atItsTime) || atItsTime(frame))
    .map((frame) => ({ ...frame, ...filled(frame, bySeason.en, bySeason.es) }));
  // Neither the afternoon nor the way home is told twice on the page (the playground's paletas are bought on the way home).
  const homeward = (line: Bi) => /way home/i.test(line.en) || /(?<!\p{L})de regreso(?!\p{L})/iu.test(line.es);
  const fitsParty = (finale: Bi) => afternoons(finale, party) <= 1 && !(homeward(finale) && homeward(party));
  const finale = seed.pick(finales, "finale", finales.some(fitsParty) ? fitsParty : undefined);
  // Not said where the celebration already has them in it (the neighbors come over for the salsa).
  const withThem = forWhom && party.en.toLowerCase().includes(forWhom.en.toLowerCase());
  const shown =
    forWhom && !withThem ? filled(seed.pick(MOMENTS.forSomeone.endings, "for someone ending"), { who: forWhom.en }, { who: forWhom.es }) : undefined;
  // An outing's finale sees them home: a celebration anywhere else (the paletas in the plaza, the school gate) comes before it.
  const beforeHome = finaleGroup === "outing" && !late && !AT_HOME.has(party.setting);
  const [opening, then] = beforeHome ? [party, finale] : [finale, party];
  // A finale that names the evening ("that winter evening") is drawn under the evening sky, not the afternoon's sun.
  const endOfDay: TimeOfDay = "time" in finale && finale.time === "evening" && partyTime === "afternoon" ? "evening" : partyTime;
  pages.push({
    en: [opening.en, then.en, shown?.en, special?.en].filter(Boolean).join(" "),
    es: [opening.es, then.es, shown?.es, special?.es].filter(Boolean).join(" "),
    scene: plan({
      setting: party.setting,
      time: endOfDay,
      weather: activityWeather,
      abuelita: party.pose,
      pepita: party.pose,
      props: party.props ?? (late ? theme.celebrate.slice(0, 3) : [...theme.celebrate.slice(0, 2), party.setting === "plaza" ? "guitar" : "papel-picado"]),
      framing: "wide",
      action: `celebrating ${result.en} with the family`,
    }),
  });

  // 9. A quiet moment: a memory from Abuelita's childhood.
  // A memory of the sea is from a place by the sea, one of snow from a place with winters.
  const place = seed.pick(MOMENTS.childhoodPlaces, "childhood place", (name) => !theme.memory?.places || theme.memory.places.includes(name));
  // Somewhere the story has not been that day, or the party's room if no other is free.
  const apart = (moment: { setting: Setting }) =>
    moment.setting !== party.setting && moment.setting !== activityPlace && moment.setting !== doingPlace && indoorsIfWet(moment);
  const quietMoments = (late ? MOMENTS.nightQuietMoments : MOMENTS.quietMoments).filter(({ seasons }) => !seasons || seasons.includes(season));
  const quietMoment = seed.pick(
    quietMoments,
    "quiet moment",
    quietMoments.some(apart) ? apart : (moment) => moment.setting !== activityPlace && indoorsIfWet(moment),
  );
  const quiet = { ...quietMoment, ...filled(quietMoment, { season: time.en }, { season: time.es }) };
  const memory = filled(
    seed.pick(MOMENTS.memories, "memory"),
    { place, dear, season: time.en, memory: theme.memory?.en ?? `made ${result.en}` },
    { place, dear, season: time.es, memory: theme.memory?.es ?? `hacíamos ${result.es}` },
  );
  pages.push({
    en: `${quiet.en} ${memory.en}`,
    es: `${quiet.es} ${memory.es}`,
    scene: plan({
      setting: quiet.setting,
      time: late ? "night" : "evening",
      weather: late || !SETTINGS[quiet.setting].indoor ? nightWeather : dayWeather,
      abuelita: "sitting",
      pepita: "lap",
      props: ["rebozo", favorite?.prop],
      framing: "close-up",
      action: `Abuelita telling Pepita about her childhood in ${place}${quietMoment.seat ? ` on the ${quietMoment.seat}` : ""}`,
    }),
  });

  // 10. Goodnight or goodbye, with Pepita's favorite thing.
  // An ending that names Pepita's favourite thing only when the request gave one the vocabulary knows;
  // chosen among those that fit, so the few that need no favourite are not each the next after a run of those that do.
  const ending = seed.pick(
    MOMENTS.endings.filter(
      ({ walksHome, pepita, en, es }) =>
        !(theme.sleepsOver && walksHome) && (favorite ? pepita !== "favorite" || favorite.inBed : !FAVORITE_SLOT.test(`${en} ${es}`)),
    ),
    "ending",
  );
  const favoritePose: Pose = favorite?.pose === "lap" ? "lap" : favorite?.pose === "reading" ? "reading" : "sitting";
  const endingSlots = {
    en: {
      dear,
      season: time.en,
      result: result.en,
      trait: first.en ? `${first.en} ` : "",
      ...(favorite ? { favorite: favorite.en, tomorrow: favorite.en } : {}),
    },
    es: {
      dear,
      season: time.es,
      result: result.es,
      // Said after "mi niña", as Spanish puts it: "mi niña valiente".
      trait: first.es ? ` ${first.es}` : "",
      ...(favorite ? { favoriteDoing: favorite.esDoing, favoriteInfinitive: favorite.es, tomorrow: favorite.es } : {}),
    },
  };
  pages.push({
    ...filled(ending, endingSlots.en, endingSlots.es),
    scene: plan({
      setting: ending.setting,
      time: "night",
      weather: nightWeather,
      abuelita: ending.abuelita,
      pepita: ending.pepita === "favorite" ? favoritePose : ending.pepita,
      props: ending.props.map((id) => (id === "favorite" ? (favorite?.prop ?? "lamp") : id)),
      framing: ending.framing,
      action: fill(ending.action, endingSlots.en),
    }),
  });

  varyFraming(pages);
  for (const page of pages) page.scene = dressed(page.scene);
  const story = pages.map((page, index) => ({
    pageNumber: index + 1,
    storyText: namedOnce(page.en, "en"),
    spanishText: namedOnce(page.es, "es"),
    sceneDescription: describeScene(page.scene),
    scene: page.scene,
    ...descriptionsOf(page.scene),
  }));
  return { ...titles(theme, seed), pages: story, fullPrompt: offlinePrompt(request) };
}

function descriptionsOf(scene: ScenePlan): Pick<StoryPage, "descriptionEn" | "descriptionEs"> {
  const { en, es } = describePicture(scene);
  return { descriptionEn: en, descriptionEs: es };
}

/**
 * Pages in the same place are seen from different distances, so their pictures differ; the
 * activity's own page (7) is never brought into a close-up, which would crop what they are doing.
 */
function varyFraming(pages: PageDraft[]): void {
  const used = new Map<Setting, Set<Framing>>();
  for (const [index, page] of pages.entries()) {
    const seen = used.get(page.scene.setting) ?? new Set<Framing>();
    if (seen.has(page.scene.framing)) {
      const free = FRAMINGS.find((framing) => !seen.has(framing) && !(index === 6 && framing === "close-up"));
      if (free) page.scene = { ...page.scene, framing: free };
    }
    seen.add(page.scene.framing);
    used.set(page.scene.setting, seen);
  }
  for (const page of pages) page.scene = consistentPlan(page.scene);
}

/** One of the arc's own titles (its variety's, where the arc's would name another), chosen by the story's id. */
function titles(theme: Theme, seed: Seed): { title: string; spanishTitle: string } {
  const { en, es } = seed.pick(theme.titles, "title");
  return { title: en, spanishTitle: es };
}

/** The offline writer's fullPrompt: its first line tells an admin no AI wrote the story. */
export function offlinePrompt(request: StoryGenerationRequest): string {
  const { activityType, season, pepitaRole, pepitaCustomization: custom } = request;
  return [
    OFFLINE_PROMPT_HEADER,
    `No AI service was asked: the ${OFFLINE_WRITER_NAME} put this story together from hand-written English and Spanish sentences, chosen from:`,
    `Activity: ${activityType}; Season: ${season}; Pepita's role: ${pepitaRole}`,
    `Personality: ${custom.personality.join(", ")}; Favorite activity: ${custom.favoriteActivity.trim()}`,
    custom.specialTrait?.trim() ? `Special trait: ${custom.specialTrait.trim()}` : null,
    custom.outfit?.trim() ? `Outfit: ${custom.outfit.trim()}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

export function createOfflineStoryWriter(): StoryWriter {
  return {
    provider: "offline",
    name: OFFLINE_WRITER_NAME,
    prompt: offlinePrompt,
    activities: THEMES.map(({ verb, match }) => ({ en: capitalize(verb.en), es: capitalize(verb.es), words: match.words })),
    refusal: (request) => unknownActivityMessage(request.activityType),
    async write(request, options) {
      return { ...writeOfflineStory(request, options?.storyId), provider: "offline" };
    },
  };
}
