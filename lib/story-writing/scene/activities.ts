import { z } from "zod";
import { SEASONS, type Season } from "@/lib/config/seasons.mjs";
import activities from "@/lib/story-writing/content/activities.json";
import calendarDays from "@/lib/story-writing/content/calendar-days.json";
import kindsOfDay from "@/lib/story-writing/content/kinds-of-day.json";
import people from "@/lib/story-writing/content/people.json";
import { eachText, mapTexts, type TextLanguage } from "@/lib/story-writing/scene/arc-texts";
import { bi, fold, keywords, MENDERS, MENDS, TROUBLES, type Bi, type Matcher } from "@/lib/story-writing/scene/content-schema";
import { PROP_IDS, type PropId } from "@/lib/story-writing/scene/lexicon";
import { POSE_IDS, SETTING_IDS, SETTINGS, TIMES_OF_DAY, WEATHERS } from "@/lib/story-writing/scene/plan";
import { looksSpanish } from "@/lib/story-writing/writer-info";

// The activities the offline writer knows how to tell (lib/story-writing/content/activities.json),
// each in both languages: what they do, where, with what, what can go a little wrong and how it
// ends. An activity none of them matches is not written: pasting the request's words into
// fixed sentences made stories nobody would read to a child, so the request is refused instead.

const props = z.array(z.enum(PROP_IDS));

// Kinds of day (an outing, food, a celebration, care...), each known by words in both languages,
// so a request no arc tells can still be pointed to the arcs most like it: the zoo to the farm
// and the pets, the swimming pool to the beach and the bath.
type Kind = keyof typeof kindsOfDay;
const KIND_IDS = Object.keys(kindsOfDay) as [Kind, ...Kind[]];
const KINDS = z.record(z.enum(KIND_IDS), keywords).parse(kindsOfDay);
const setting = z.enum(SETTING_IDS);

/**
 * `tender`: someone is scared or close to tears, so Abuelita does not laugh it off. `neverBefore`:
 * the activity pages (indices into the arc's `doing`) this problem cannot come before, because it
 * is about what those pages make or begin: no confetti is spilled before it is cut, no bath water
 * goes cold before the tub is filled.
 */
const hiccup = bi.extend({
  /** `pose`: where the fix puts Pepita on its own page, when not where the problem had her (on Abuelita's lap once Abuelita has a chair). */
  fix: bi.extend({ pose: z.enum(POSE_IDS).optional() }),
  action: z.string(),
  /** What the problem's own page shows when it is not what the fix does (the hat still caught in the tree). */
  problemAction: z.string().optional(),
  props,
  setting: setting.optional(),
  tender: z.boolean().optional(),
  /**
   * Sad rather than frightening (the photo of Abuelita's late papá is missing): nobody laughs at it,
   * on its page or the next, though there are no tears to hush.
   */
  sad: z.boolean().optional(),
  /** What went wrong, so page 6's lines fit it: nobody makes Abuelita sit down after the cat licked the cookies. */
  trouble: z.enum(TROUBLES).default("thing"),
  /**
   * The trouble is Pepita's own (her tooth hurts, the shot scares her): she is the one looked after,
   * so page 6 tells her role as when she is cared for, not as fixing things, and nobody thanks her
   * for saving the day.
   */
  herself: z.boolean().optional(),
  /**
   * Pepita's own slip, or her own thing gone wrong (she sneezed into the flour, her ribbon is lost in
   * the sandbox): nobody thanks her for helping with it, and she does not tell Abuelita not to worry.
   */
  slip: z.boolean().optional(),
  /** How Pepita puts it right, when not with her hands alone (see MENDS): the role's line before it fits it. */
  mend: z.array(z.enum(MENDS)).min(1).optional(),
  /** Who puts it right when Pepita does not (the man at the ride catches the balloon): page 6 gives her no credit for it. */
  mendedBy: z.enum(MENDERS).optional(),
  /** Pepita and Abuelita are apart while it goes wrong (lost in the crowd): Abuelita, not there, says nothing on its page. */
  apart: z.boolean().optional(),
  /** Where the problem puts Pepita while it goes wrong and is put right (in the dentist's chair), when standing would not say it. */
  pose: z.enum(POSE_IDS).optional(),
  neverBefore: z.array(z.number().int().nonnegative()).optional(),
});
export type Hiccup = z.infer<typeof hiccup>;

/**
 * One variety of an arc's subject (an orange tree where the arc says lemon tree): the words it
 * swaps in the arc's texts, English and Spanish, and the props it swaps in its pages.
 */
const variety = z.strictObject({
  match: keywords,
  /** Told only when the request names it (the garden's tomatoes), never chosen for a request that names none. */
  askedOnly: z.boolean().optional(),
  /** The only seasons it is chosen in for a request that names none, where its fruit has a season (watermelon in spring and summer). */
  seasons: z.array(z.enum(SEASONS)).min(1).optional(),
  words: z.array(z.tuple([z.string(), z.string()])),
  props: z.partialRecord(z.enum(PROP_IDS), z.enum(PROP_IDS)),
  /**
   * A prop it draws beside one of the arc's wherever a page names that one, so what its own words
   * add is drawn (the rag dolls beside the basket the toys go in); keyed by the arc's prop, before the swap.
   */
  alongside: z.partialRecord(z.enum(PROP_IDS), z.enum(PROP_IDS)).optional(),
  /** The prop its activity pages lead with wherever they name it, so it is drawn largest (the weeds pulled, not the bucket they go in). */
  leads: z.enum(PROP_IDS).optional(),
  /** The places it swaps in its pages (a picnic in the park where the arc walks to the plaza). */
  settings: z.partialRecord(setting, setting).optional(),
  /** Its own titles, when the arc's would name another variety (a lemon tree where it plants an orange tree). */
  titles: z.array(bi).min(3).optional(),
  /** The arc's activity pages (indices into `doing`) it tells, when the others are about another subject (the dog's bath for the cat). */
  doing: z.array(z.number().int().nonnegative()).min(1).optional(),
  /**
   * The arc's activity pages (indices into `doing`) that its words no longer have Pepita taste or
   * feel (the candles picked out where the arc's page tastes watermelon): no longer `feels`, so an
   * aside about her mood or face may follow them.
   */
  plain: z.array(z.number().int().nonnegative()).min(1).optional(),
  /** The arc's problems (indices into `hiccups`) it can meet, when the others belong to another subject (a lost sock on a day of sweeping leaves). */
  hiccups: z.array(z.number().int().nonnegative()).min(1).optional(),
  /** What comes along for the whole outing, so the problem and its mend draw it too (the dog being walked). */
  along: props.optional(),
  /** The day's weather when the variety is about it (the dog walked in the rain), as the arc's own `weather`. */
  weather: z.strictObject({ id: z.enum(WEATHERS), line: bi }).optional(),
  /** The season its weather comes in (the dog walked in the snow, in winter), as the arc's own `season`. */
  season: z.enum(SEASONS).optional(),
});

const theme = z.strictObject({
  id: z.string(),
  match: keywords,
  /** Words that name a subject the arc cannot tell though its own words match (peaches to pick where it has oranges, lemons and apples): refused. */
  refuses: keywords.optional(),
  /**
   * Its words that say only what is done (clean, wash, limpiar), not what to: a request that names
   * the arc by them alone is told by it only when its own pages name what the request does it to
   * (the house, the clothes), never the fish tank.
   */
  acts: keywords.optional(),
  /** What kind of day it is, for the hint that names the nearest arcs to a request none tells. */
  kinds: z.array(z.enum(KIND_IDS)).min(1),
  /**
   * The story's titles, one chosen by its id, each true of every story and season the arc tells:
   * written whole, as a picture book's are, since its noun pasted into fixed frames read "La
   * aventura de Pepita: diente flojo".
   */
  titles: z.array(bi).min(3),
  /** After "we are going to" / "vamos a"; also what the Generate form suggests. */
  verb: bi,
  /** What Abuelita says the day is about, when "Today we are going to" + verb would not say it. */
  announce: bi.optional(),
  /** How Pepita takes the news, when the usual cheer would not fit it (Abuelita has a cold). */
  reaction: bi.extend({ pose: z.enum(POSE_IDS) }).optional(),
  /**
   * False when the verb cannot follow "just as they were ready to" ("be the flower girl"), or
   * when every page in the activity's place must show its own objects (the dentist's chair).
   */
  genericHiccups: z.boolean().optional(),
  /**
   * Pepita is the one looked after (her shot, her checkup, the thunder): on the activity's page she
   * is brave in her role's way rather than fetching and carrying, and nobody laughs her braids loose.
   */
  caredFor: z.boolean().optional(),
  /**
   * Abuelita bathes Pepita or puts her to bed: on the activity's page her role shows the bath's or
   * the bedtime's own way (the soap, the blanket) rather than fetching and carrying.
   */
  pampered: z.enum(["bath", "bedtime"]).optional(),
  /** Abuelita is unwell, so the day ends at home with the arc's own celebration, never dancing in the plaza or walking to the market. */
  homebound: z.boolean().optional(),
  /** The arc's own celebration is how its day ends (Abuelita waiting at the school gate to hear everything), so every story tells it. */
  ownParty: z.boolean().optional(),
  /** Pepita spends the night, so the story never ends with Abuelita walking her home. */
  sleepsOver: z.boolean().optional(),
  /**
   * The activity happens after dark (a storm at night, a bedtime story): what goes wrong comes at
   * dusk, the activity, the arc's own celebration and the quiet moment at night.
   */
  night: z.boolean().optional(),
  /**
   * The activity happens in the morning (school starts after breakfast): what goes wrong and the
   * activity are told and drawn before noon, so nothing on those pages names the afternoon; the
   * celebration that ends the day (the last bell) still comes in the afternoon.
   */
  morning: z.boolean().optional(),
  /** The season of a day the calendar fixes, told whatever season the request names. */
  season: z.enum(SEASONS).optional(),
  /**
   * The day's weather when the activity is about it, whatever the season's usual ones. `asked`: the
   * words that name this weather alone ("in the rain", "bajo la lluvia", "cuando llueve"): said with
   * another arc's activity, they set that arc's day in this weather rather than ask for this arc.
   */
  weather: z
    .strictObject({
      id: z.enum(WEATHERS),
      line: bi,
      asked: z
        .array(z.string())
        .transform((words) => new RegExp(fold(words.join("|")), "gu"))
        .optional(),
    })
    .optional(),
  /**
   * Page 1's last sentence: how Pepita arrives already hinting at the day; `props`, what it names that
   * the picture draws first (the muddy dog at the gate); `action`, what the picture shows of it beyond
   * the arrival itself (her new backpack on her back); `bareArms`, what it says instead when she
   * rolls up sleeves she has not got (in a T-shirt or a swimsuit).
   */
  opening: bi.extend({
    props: props.optional(),
    action: z.string().optional(),
    /** It meets Pepita on her way or at the gate (the muddy dog comes to meet her), so she did not wake up at Abuelita's. */
    outside: z.boolean().optional(),
    /** Pepita hears Abuelita before she sees her (her sneeze from inside): the arrival has not brought the two together yet. */
    unseen: z.boolean().optional(),
    /** What it says instead when Pepita woke up at Abuelita's, in what is worn only at home: the sneeze from Abuelita's room, not from the door. */
    stayed: bi.optional(),
    bareArms: bi.optional(),
  }),
  /** A celebration on page 8 only this arc has; told in about half its stories, the shared ones in the rest. */
  party: bi.extend({
    setting,
    pose: z.enum(POSE_IDS),
    /** The time its text sets ("at dusk", "by evening"), when it is not the activity's. */
    time: z.enum(TIMES_OF_DAY).optional(),
    /** What its text names, when not the arc's own things (the mailbox the letter goes in). */
    props: props.optional(),
    /**
     * How it goes on a day of rain or snow, when it is out of doors and told whatever the weather
     * (Abuelita, unwell, always ends her day at home): by the window rather than in the garden.
     */
    wet: bi.extend({ setting, pose: z.enum(POSE_IDS).optional(), props: props.optional() }).optional(),
  }),
  home: setting,
  away: setting.optional(),
  /** Where they get ready when the activity happens somewhere they go (the dentist's office). */
  prepare: setting.optional(),
  /** Varieties of the arc's subject; the request's words choose one, else the story does. */
  varieties: z.array(variety).optional(),
  gather: props,
  /**
   * The activity itself: one is chosen per story. `feels`: the page already tells how Pepita takes
   * it (a taste of lemon, a sour face, a laugh, a fright), so no aside about her mood or face follows.
   */
  /**
   * `setting`: where the page happens when its text names another place than the arc's own (the
   * plaza, where the agua fresca is shared); `abuelita`: her pose when it is not Pepita's (she holds
   * the ladder Pepita reaches up from).
   */
  doing: z.array(
    bi.extend({
      pose: z.enum(POSE_IDS),
      abuelita: z.enum(POSE_IDS).optional(),
      props,
      action: z.string(),
      feels: z.boolean().optional(),
      setting: setting.optional(),
      /**
       * The pages (indices into `doing`) that make what this page finishes (the tamales steam, the
       * cookies cool, the cascarones are capped): one of them is told first, on the same page, so
       * nothing is finished that the story never made.
       */
      after: z.array(z.number().int().nonnegative()).min(1).optional(),
      /** The only seasons the page is told in, where what it names has a season (a slice of watermelon at the market in spring and summer). */
      seasons: z.array(z.enum(SEASONS)).optional(),
    }),
  ),
  hiccups: z.array(hiccup),
  /** What they have at the end. */
  result: bi,
  /**
   * What Abuelita and her mamá did when she was a girl, when "made" + result does not say it;
   * `places`: the only childhood places it can be from (the sea's memories are from the coast).
   */
  memory: bi.extend({ places: z.array(z.string()).min(1).optional() }).optional(),
  celebrate: props,
});
export type Theme = z.infer<typeof theme>;

export const THEMES: Theme[] = z.array(theme).parse(activities);

type Variety = NonNullable<Theme["varieties"]>[number];

// Where the day's work calls for Abuelita's apron: the kitchen's stove, the garden's soil, and a
// day mostly of paste and paint or of washing (its first two kinds, the most telling); never a
// trip to the library, the doctor or the beach.
const APRON_PLACES: readonly string[] = ["kitchen", "garden"];
const APRON_KINDS: readonly Kind[] = ["crafts", "washing"];

/** Whether Abuelita ties on her apron for the arc's day. */
export const apronDay = (theme: Theme): boolean => APRON_PLACES.includes(theme.home) || theme.kinds.slice(0, 2).some((kind) => APRON_KINDS.includes(kind));

/** The variety of the arc's subject the request names, if any. */
const varietyAsked = (theme: Theme, activity: string): Variety | undefined => theme.varieties?.find(({ match }) => match.test(activity));

/** The text with a variety's words in place of the arc's. */
const swapWords = (words: Variety["words"], text: string) => words.reduce((swapping, [from, to]) => swapping.replaceAll(from, to), text);

/**
 * The arc told for the variety of its subject the request names ("plant an apple tree"), or for
 * the variety `pick` chooses when it names none (among those in `season`, when given); an arc without varieties as it is.
 */
export function themeVariety(theme: Theme, activity: string, pick: <T>(list: readonly T[]) => T, season?: Season): Theme {
  const unasked = theme.varieties?.filter(({ askedOnly, seasons }) => !askedOnly && (!season || !seasons || seasons.includes(season))) ?? [];
  const chosen = varietyAsked(theme, activity) ?? (unasked.length ? pick(unasked) : undefined);
  return chosen ? toldAsVariety(theme, chosen) : theme;
}

/** Every list of the arc's props with each prop `alongside` names followed by its companion. */
function withAlongside<T>(value: T, alongside: Partial<Record<PropId, PropId>>): T {
  if (Array.isArray(value))
    return value.flatMap((item) => {
      const companion = typeof item === "string" ? alongside[item as PropId] : undefined;
      return companion ? [item, companion] : [withAlongside(item, alongside)];
    }) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withAlongside(item, alongside)])) as T;
  return value;
}

/** An activity page with the prop a variety leads with first among its props, when it names it. */
function ledBy(page: Theme["doing"][number], leads: PropId | undefined): Theme["doing"][number] {
  return leads && page.props.includes(leads) ? { ...page, props: [leads, ...page.props.filter((id) => id !== leads)] } : page;
}

/** The arc told for one of its varieties. */
function toldAsVariety(theme: Theme, chosen: Variety): Theme {
  const { match, refuses, acts, kinds, varieties, ...arcTold } = theme;
  const told = chosen.alongside ? withAlongside(arcTold, chosen.alongside) : arcTold;
  // Whatever its language, a string that is an id of a prop or place the variety swaps is swapped whole, any other has its words swapped.
  const swapped = mapTexts(
    told,
    (text) => chosen.props[text as keyof typeof chosen.props] ?? chosen.settings?.[text as keyof typeof chosen.settings] ?? swapWords(chosen.words, text),
  );
  // The pages it keeps, and each problem's pages it cannot come before counted among those.
  const kept = chosen.doing ?? theme.doing.map((_, index) => index);
  const renumbered = (pages: number[]) => pages.flatMap((page) => (kept.includes(page) ? [kept.indexOf(page)] : []));
  return {
    ...swapped,
    doing: kept.map((index) => {
      const { feels, ...page } = ledBy(swapped.doing[index]!, chosen.leads);
      return {
        ...page,
        ...(feels && !chosen.plain?.includes(index) ? { feels } : {}),
        ...(page.after ? { after: renumbered(page.after) } : {}),
      };
    }),
    hiccups: swapped.hiccups
      .filter((_, index) => !chosen.hiccups || chosen.hiccups.includes(index))
      .map((hiccup) => ({
        ...hiccup,
        props: [...new Set([...hiccup.props, ...(chosen.along ?? [])])],
        ...(hiccup.neverBefore ? { neverBefore: renumbered(hiccup.neverBefore) } : {}),
      })),
    ...(chosen.titles ? { titles: chosen.titles } : {}),
    ...(chosen.weather ? { weather: chosen.weather } : {}),
    ...(chosen.season ? { season: chosen.season } : {}),
    match,
    ...(refuses ? { refuses } : {}),
    ...(acts ? { acts } : {}),
    kinds,
    ...(varieties ? { varieties } : {}),
  };
}

// Words that start what only says when or with whom ("on a snowy day", "with the cousins", "after
// school"); not "in" or "en", which also say where, and the place is the activity ("Cantar en la posada").
const CIRCUMSTANCE = /(?<!\p{L})(on|with|during|after|before|con|durante|despues de|antes de|en (un|el) dia)(?!\p{L})/u;
// What a thing is made for, when that is an occasion ("papel picado para la fiesta"); not what
// flowers are planted for ("for the monarch butterflies"), where the arc is the butterflies'.
const PURPOSE = /(?<!\p{L})(for|para)(?!\p{L})/u;
// Words that say where the activity happens ("at the beach", "en la playa", the leaves "del
// jardín"); not "to" or "al", which say where it goes, and there is the activity ("Paseo al
// mercado"), nor a bare "de", which says what a thing is ("pan de muerto"), nor the "de" of
// "después de la escuela", which says when.
const PLACE = /(?<!\p{L})(at|in|en|(?<!(despues|antes) )(del|de (la|las|los)))(?!\p{L})/u;

/**
 * Whether the arc's own pages tell what the other arc's words name in the request: the library's
 * pages read books, so "Reading at the library" is the library; the beach's walk on the sand, but
 * "A picnic at the beach" asks for a picnic, which they never have.
 */
const tells = (place: Theme, other: Theme, activity: string) =>
  [place.verb, place.result, ...place.doing].some(({ en, es }) => other.match.tells(activity, en) || other.match.tells(activity, es));

/** Every place the arc's pages can happen. */
const placesOf = (theme: Theme) =>
  [
    theme.home,
    theme.away,
    theme.prepare,
    ...theme.doing.map(({ setting }) => setting),
    ...(theme.varieties ?? []).flatMap(({ settings }) => Object.values(settings ?? {})),
  ].filter((place) => place !== undefined);

// The words of each place's names that say which place it is ("park", "parque"), not whose it is or when.
const NOT_A_PLACE = new Set(["pepita", "town", "pueblo", "family", "familia", "night", "noche", "front"]);
const PLACE_WORDS = SETTING_IDS.map((id) => ({
  id,
  words: [SETTINGS[id].en, SETTINGS[id].es].flatMap((name) => (fold(name).match(/[a-z]{4,}/g) ?? []).filter((word) => !NOT_A_PLACE.has(word))),
}));

/** The places whose names the text has ("the park", "la playa"). */
const placesNamed = (text: string) => {
  const words = new Set(fold(text).match(/[a-z]{4,}/g) ?? []);
  return PLACE_WORDS.filter((place) => place.words.some((word) => words.has(word))).map(({ id }) => id);
};

/**
 * Whether the arc's only words in the request name a place the other arc's pages happen in, so
 * they say where it is done, not what: "Raking the garden leaves" rakes the leaves in the garden.
 */
function onlyNamesPlaceOf(arc: Theme, other: Theme, activity: string): boolean {
  const folded = fold(activity);
  const names = PLACE_WORDS.filter(({ id }) => placesOf(other).includes(id)).flatMap(({ words }) => words);
  const unnamed = names.reduce((text, word) => text.replace(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "gu"), " "), folded);
  return unnamed !== folded && !arc.match.test(unnamed);
}

/** Whether the last of the little words between two arcs' words says where rather than when or with whom: "Painting with Abuelita at the park". */
function saysWhere(between: string): boolean {
  const last = (pattern: RegExp) => Math.max(-1, ...[...between.matchAll(new RegExp(pattern.source, "gu"))].map(({ index }) => index));
  return last(PLACE) > last(CIRCUMSTANCE);
}

/** Whether the request names the arc only for its weather: "Walking the dog in the rain" names the rainy day's arc for the rain alone. */
function onlyWeatherOf(arc: Theme, activity: string): boolean {
  const words = arc.weather?.asked;
  if (!words) return false;
  const folded = fold(activity);
  const unsaid = folded.replace(words, " ");
  return unsaid !== folded && !arc.match.test(unsaid);
}

/** A copy of the object without the keys named. */
const withoutKeys = <T extends object>(value: T, keys: readonly string[]) => Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

// Each arc's own words, in every sentence and variety it can tell, so a request's thing can be looked for among them.
const ARC_WORDS = new Map(
  (activities as { id: string }[]).map((arc) => {
    const words = new Set<string>();
    const told = withoutKeys(arc, ["match", "refuses", "acts", "varieties"]);
    const varied = ((arc as { varieties?: object[] }).varieties ?? []).map((variety) => withoutKeys(variety, ["match"]));
    eachText([told, varied], (text) => {
      for (const word of fold(text).match(/[a-z]{3,}/g) ?? []) words.add(word);
    });
    return [arc.id, words];
  }),
);

// Abuelita's house: an arc told there tells what is done to any of its rooms (tidying the house cleans the kitchen).
const HOUSE: readonly string[] = ["kitchen", "living-room", "patio", "garden", "bedroom"];
const HOUSE_WORDS = new Set(PLACE_WORDS.filter(({ id }) => HOUSE.includes(id)).flatMap(({ words }) => words));

/**
 * Whether the arc's own sentences name the word: "tanks" is "tank", and a long word is known by its
 * first five letters ("clothesline", "clothes"); an arc at home names every room of the house.
 */
function arcNames(theme: Theme, word: string): boolean {
  if (HOUSE.includes(theme.home) && HOUSE_WORDS.has(word)) return true;
  const stem = word.length > 5 ? word.slice(0, 5) : word.replace(/(?<=[a-z]{3})s$/, "");
  return [...(ARC_WORDS.get(theme.id) ?? [])].some((said) => said.startsWith(stem));
}

// The little words of a thing's name (its article, whose it is) and the words that end it ("with
// Abuelita", "para la fiesta", "on a rainy day"): what comes after is not what the work is done to.
const NOT_THE_THING = new Set([
  "the",
  "our",
  "her",
  "his",
  "your",
  "their",
  "all",
  "out",
  "las",
  "los",
  "del",
  "mis",
  "sus",
  "tus",
  "una",
  "unas",
  "unos",
  "todo",
  "toda",
  "todos",
  "todas",
  "nuestro",
  "nuestra",
  "nuestros",
  "nuestras",
]);
// And the words that say where or when rather than what: "in the rain", "en la cocina", "on Sunday", "at the park".
const PLACE_WORDS_END = /^(in|on|at|en|a|al|by|por|de)$/;
const END_OF_THING = new Set([
  "with",
  "for",
  "and",
  "after",
  "before",
  "while",
  "together",
  "today",
  "con",
  "para",
  "durante",
  "despues",
  "antes",
  "mientras",
  "juntas",
  "juntos",
  "hoy",
]);

/** The words of what the request does its first act to ("Cleaning the fish tank": fish, tank), up to where it says where, when or with whom. */
function thingActedOn(folded: string, acts: Matcher): string[] {
  const words = folded.match(/[a-z]+/g) ?? [];
  const from = words.findIndex((word) => acts.test(word));
  const thing: string[] = [];
  for (const word of words.slice(from + 1)) {
    if (END_OF_THING.has(word) || PLACE_WORDS_END.test(word)) break;
    if (word.length >= 3 && !NOT_THE_THING.has(word)) thing.push(word);
  }
  return thing;
}

/** Whether the arc is named by its words that say what is done alone, and its pages never name what the request does it to (the fish tank, the dog's bed). */
function actsOnOtherThing(theme: Theme, activity: string): boolean {
  if (!theme.acts?.test(activity)) return false;
  const folded = fold(activity);
  const withoutActs = (folded.match(/[a-z]+|[^a-z]+/g) ?? []).map((word) => (theme.acts!.test(word) ? " " : word)).join("");
  if (theme.match.test(withoutActs)) return false;
  const thing = thingActedOn(folded, theme.acts);
  // A variety asked by the thing tells it: the toys' tidying is the playroom's and the toy box's.
  if (theme.varieties?.some(({ match }) => match.test(thing.join(" ")))) return false;
  return thing.some((word) => !arcNames(theme, word));
}

// What an animal has or is given, said with whose it is ("the dog's bed", "la cama del perro", "a bed for the puppy").
const BELONGINGS = [
  { pattern: /(?<![a-z])([a-z]+)['’]s ([a-z]+)/g, owner: 1, thing: 2 },
  { pattern: /(?<![a-z])([a-z]+) (?:del|de (?:la|las|los|mi|mis|su|sus|tu|tus|nuestr[oa]s?)) ([a-z]+)/g, owner: 2, thing: 1 },
  { pattern: /(?<![a-z])([a-z]+) (?:for|para) (?:the|my|our|a|el|la|mi|su|un|una) ([a-z]+)/g, owner: 2, thing: 1 },
];

/**
 * Whether the arc is named in the request only by an animal's thing ("the dog's bed" is no bedtime)
 * or only by the animal whose thing it is (nor a dog's bath), and its own pages never name the other
 * of the two: the thing is the dog's, and what the request is about is that thing of the dog's.
 */
function onlyByBelonging(theme: Theme, activity: string): boolean {
  const folded = fold(activity);
  return BELONGINGS.some(({ pattern, owner, thing }) =>
    [...folded.matchAll(pattern)].some((found) => {
      const [whose, what] = [found[owner]!, found[thing]!];
      if (!KINDS.animals.test(whose)) return false;
      const without = (word: string) => folded.replace(new RegExp(`(?<![a-z])${word}(?![a-z])`, "g"), " ");
      return (!theme.match.test(without(what)) && !arcNames(theme, whose)) || (!theme.match.test(without(whose)) && !arcNames(theme, what));
    }),
  );
}

/**
 * Whether every word of the arc found in the request is only a piece of a longer word another
 * arc found there, so the request never names it: the "guis" of a stew in "ir al tianguis". A
 * whole word inside another arc's phrase still counts ("barrer" in "barrer las hojas del patio").
 */
function onlyInsideOthers(theme: Theme, found: readonly Theme[], activity: string): boolean {
  const text = fold(activity);
  const longer = found.filter((other) => other !== theme).flatMap((other) => other.match.spans(activity));
  const cutsWord = (start: number, end: number) => /\p{L}/u.test(text[start - 1] ?? "") || /\p{L}/u.test(text[end] ?? "");
  return theme.match
    .spans(activity)
    .every(([start, end]) => cutsWord(start, end) && longer.some(([from, to]) => from <= start && end <= to && to - from > end - start));
}

/**
 * The arcs whose words appear in the request, where their words first appear: the catalogue's
 * first, the one whose words come first in the request, with the words between the two. An arc
 * named only for its weather is the weather of another's day when another is named ("Pasear al
 * perro bajo la lluvia" is the dog's walk, in the rain).
 */
function matchesOf(activity: string) {
  const found = THEMES.filter(({ match }) => match.test(activity));
  const named = found.filter(
    (theme) =>
      !theme.refuses?.test(activity) && !onlyInsideOthers(theme, found, activity) && !actsOnOtherThing(theme, activity) && !onlyByBelonging(theme, activity),
  );
  const activities = named.filter((theme) => !onlyWeatherOf(theme, activity));
  const matching = activities.length ? activities : named;
  const [first] = matching;
  if (!first) return undefined;
  const earliest = matching.reduce((best, theme) => (theme.match.at(activity) < best.match.at(activity) ? theme : best));
  return { matching, first, earliest, between: fold(activity).slice(earliest.match.at(activity), first.match.at(activity)) };
}

/**
 * Where several arcs' words appear, the catalogue's first, unless its words come only after one
 * of the circumstance words that follow another's ("Reading books on a snowy day" is the reading,
 * and "Papel picado para la fiesta" the papel picado), or after a place the other's pages happen
 * in and its own pages do not tell the other's activity.
 */
function activityOf({ first, earliest, between }: NonNullable<ReturnType<typeof matchesOf>>, activity: string): Theme {
  if (earliest === first || onlyNamesPlaceOf(first, earliest, activity)) return earliest;
  if (CIRCUMSTANCE.test(between) || (first.kinds.includes("celebration") && PURPOSE.test(between))) return earliest;
  return PLACE.test(between) && !tells(first, earliest, activity) ? earliest : first;
}

/**
 * The activity and the place the request sets it in, when the place is another arc's and the
 * activity's pages never go there nor tell the other's: "Flying kites at the beach", whose kites
 * fly in the park and whose beach has no kite; "Painting at the park", painted at home. Every arc
 * whose words come after the activity's behind a word that says where is such a place, at the
 * place of its own that the request names, else at its home.
 */
function misplaced(activity: string, found = matchesOf(activity)): [Theme, Theme] | undefined {
  if (!found) return undefined;
  const told = activityOf(found, activity);
  const from = told.match.at(activity);
  const folded = fold(activity);
  const place = found.matching.find((other) => {
    const at = other.match.at(activity);
    if (other === told || at <= from || !saysWhere(folded.slice(from, at)) || tells(told, other, activity)) return false;
    const named = placesNamed(folded.slice(at)).filter((place) => placesOf(other).includes(place));
    return !(named.length ? named : [other.home]).some((place) => placesOf(told).includes(place));
  });
  return place && [told, place];
}

/**
 * The arc that refuses the request's activity and the arc that would tell it, when that one is
 * named only as what the activity is for, when or with whom: "Comprar ropa para la fiesta" is
 * shopping for clothes, which the market's day never does, not the fiesta; "Comprar zapatos para
 * la escuela" is no school day. An arc refusing the other's own words ("Flowers for the
 * ofrenda", "Jugar en el parque con los columpios") leaves them to it.
 */
function refusedFor(activity: string, found = matchesOf(activity)): [Theme, Theme] | undefined {
  const refusing = THEMES.filter(({ match, refuses }) => refuses?.test(activity) && match.test(activity));
  if (!found || !refusing.length) return undefined;
  const told = activityOf(found, activity);
  const at = told.match.at(activity);
  const toldSpans = told.match.spans(activity);
  const matched = THEMES.filter(({ match }) => match.test(activity));
  const refused = refusing.find((theme) => {
    const from = theme.match.at(activity);
    if (from >= at || onlyInsideOthers(theme, matched, activity)) return false;
    const leftToTold = theme.refuses!.spans(activity).some(([start, end]) => toldSpans.some(([first, last]) => first < end && start < last));
    const between = fold(activity).slice(from, at);
    return !leftToTold && (CIRCUMSTANCE.test(between) || PURPOSE.test(between));
  });
  return refused && [refused, told];
}

/** The arc that tells the activity, in English or Spanish; none when no arc's words appear in it, it is set in a place its pages never go to, or it is what an arc refuses. */
export function themeFor(activity: string): Theme | undefined {
  const found = matchesOf(activity);
  return found && !misplaced(activity, found) && !refusedFor(activity, found) ? activityOf(found, activity) : undefined;
}

// Words of four letters or more, each cut to its first five, so "decorating" meets "decorate"
// and "show" meets "show and tell", but "bowling" is not a "bowl" of salsa; short words ("the",
// "de", "a") count for nothing, nor do words most requests and arcs have, nor learning, which
// says how a day goes rather than what it is about.
const COMMON_STEMS = new Set([
  ...["with", "from", "some", "have", "make", "take", "that", "this", "they", "them", "then", "into", "when", "each", "your", "para", "todo", "toda", "como"],
  ...["visit", "going", "makin", "havin", "takin", "hacer", "hacie", "todos", "todas", "vamos", "learn", "apren", "their", "other", "about", "poner"],
]);
const stems = (text: string) => new Set((fold(text).match(/[a-z]{4,}/g) ?? []).map((word) => word.slice(0, 5)).filter((stem) => !COMMON_STEMS.has(stem)));

// A kind few arcs share says more than one most arcs share: the zoo is about animals before it is an outing.
const KIND_WEIGHT = Object.fromEntries(
  KIND_IDS.map((kind) => [kind, Math.log((THEMES.length + 1) / (THEMES.filter(({ kinds }) => kinds.includes(kind)).length + 1))]),
) as Record<Kind, number>;

// What a day's verb starts with when the day makes or grows something.
const MAKING = /^(make|bake|build|cook|fold|embroider|plant)\b/;

/** What the day's verb makes, before where, with what or for whom: the paper boats, not the puddles they sail in. */
const made = (verb: string) => fold(verb).split(/ (in|on|at|for|from|with|to|and|into)(?![a-z])/)[0]!;

/**
 * The arcs that make what an arc refuses in the request: a piñata the market does not sell is one
 * Pepita and Abuelita can make at home, so that day is the nearest to buying one.
 */
function makersOfRefused(activity: string): Theme[] {
  const folded = fold(activity);
  // The thing is the refused words' last (a piñata, not the buying of one).
  const things = THEMES.filter(({ match, refuses }) => match.test(activity) && refuses?.test(activity)).flatMap(({ refuses }) =>
    refuses!
      .spans(activity)
      .flatMap(([start, end]) => (folded.slice(start, end).match(/[a-z]{4,}/g) ?? []).slice(-1).map((word) => word.replace(/(?<=[a-z]{3})s$/, ""))),
  );
  const kinds = KIND_IDS.filter((kind) => KINDS[kind].test(activity));
  return THEMES.filter(
    ({ verb, kinds: its }) =>
      its.some((kind) => kinds.includes(kind)) &&
      MAKING.test(verb.en) &&
      (made(verb.en).match(/[a-z]{4,}/g) ?? []).some((word) => things.includes(word.replace(/(?<=[a-z]{3})s$/, ""))),
  );
}

/**
 * An arc whose words say only what is done (tidying, washing) as each of the days of that work it
 * tells (the house, the yard, the toys) that is most the request's kind of work: a request for that
 * work done elsewhere (the garage, the bathroom) is offered those days before an arc that only
 * shares its kind of day (a tea party at home). Any other arc as it is.
 */
function daysOfWork(theme: Theme, activity: string): Theme[] {
  if (!theme.acts || !theme.varieties) return [theme];
  const days = [offeredAs(theme), ...theme.varieties.map((variety) => offeredAs(toldAsVariety(theme, variety)))];
  const shared = days.map(({ verb }) => kindsShared(activity, `${verb.en} ${verb.es}`));
  const most = Math.max(...shared);
  // None of its days is the request's kind of work: the arc is offered once, as the hint would name it.
  return most > 0 ? days.filter((_, index) => shared[index] === most) : [theme];
}

/**
 * Up to `count` arcs most like the request, most first: a hint for the admin, not a match. An arc
 * scores for each kind of day it shares with the request, its first kind most (an arc of few
 * kinds is the closer for each), and a little for each word stem its own sentences share with it;
 * arcs scoring less than half the best are left out.
 */
export function nearestThemes(activity: string, count = 3): Theme[] {
  const asked = stems(activity);
  const askedKinds = new Set(KIND_IDS.filter((kind) => KINDS[kind].test(activity)));
  const kindScore = (theme: Theme) =>
    theme.kinds.reduce((sum, kind, position) => sum + (askedKinds.has(kind) ? KIND_WEIGHT[kind] * (1 - position / 4) : 0), 0) / Math.sqrt(theme.kinds.length);
  const score = (theme: Theme) =>
    2 * kindScore(theme) + 0.5 * [...stems(`${theme.verb.en} ${theme.verb.es} ${theme.result.en} ${theme.result.es}`)].filter((stem) => asked.has(stem)).length;
  const scored = THEMES.map((theme) => ({ theme, score: score(theme) })).sort((a, b) => b.score - a.score);
  // An arc far behind the best is no neighbour: the museum's are the classroom and the books, not the dentist.
  const best = scored[0]?.score ?? 0;
  // The arc whose own words the request has, refused only for its subject (mangoes to pick where it
  // has oranges), is the nearest of all.
  // So is the activity a request sets in a place its pages never go to, and that place's arc, and
  // the arc the refused activity was for (the fiesta the clothes were to be bought for).
  const refusedBy = [
    ...new Set([
      ...(misplaced(activity) ?? []),
      ...(refusedFor(activity) ?? []),
      ...makersOfRefused(activity),
      ...THEMES.filter(({ match, refuses }) => match.test(activity) && refuses?.test(activity)),
    ]),
  ];
  // The arc whose work the request asks for, done to a thing its pages never name, comes next to
  // the closest kind of day however little else it shares: cleaning the bird cage is the pets'
  // care and the tidying, not the pets' care and the dog's bath.
  const [closest, ...alike] = scored.filter(({ score }) => score > 0 && score >= best / 2).map(({ theme }) => theme);
  const acted = THEMES.filter((theme) => theme !== closest && actsOnOtherThing(theme, activity));
  const [first, ...more] = [...(closest ? [closest] : []), ...acted].map((theme) => daysOfWork(theme, activity));
  const days = [...(first ?? []).slice(0, 1), ...more.map(([day]) => day!)];
  const otherDays = [...(first ?? []).slice(1), ...more.flatMap((theme) => theme.slice(1))];
  // The other days of that work come before an arc that shares only the kinds of day the work is
  // (a tea party at home, for cleaning the garage), after one that shares another (the pets' care,
  // for cleaning the bird cage).
  const workKinds = new Set([...(closest ? [closest] : []), ...acted].filter((theme) => daysOfWork(theme, activity).length > 1).flatMap(({ kinds }) => kinds));
  const bringsOther = (theme: Theme) => theme.kinds.some((kind) => askedKinds.has(kind) && !workKinds.has(kind));
  const near = [...days, ...alike.filter(bringsOther), ...otherDays, ...alike.filter((theme) => !bringsOther(theme))];
  // Each arc once, and each day of work once, however many ways it was found.
  const offered = [...refusedBy.map((theme) => daysOfWork(theme, activity)[0]!), ...near];
  return offered.filter((theme, index) => offered.findIndex(({ verb }) => verb.en === theme.verb.en) === index).slice(0, count);
}

/** The arc about the weather the request sets the day in when it names one alone ("on a rainy day", "bajo la lluvia", "in the snow"). */
const weatherArcAsked = (activity: string) => {
  const folded = fold(activity);
  return THEMES.find(({ weather }) => weather?.asked && folded.search(weather.asked) >= 0);
};

/** The weather the request sets the day in when it names one alone, as the arc about that weather has it. */
export function weatherAsked(activity: string): NonNullable<Theme["weather"]> | undefined {
  return weatherArcAsked(activity)?.weather;
}

/** The season of the weather the request names, when that weather has one: "Baking cookies on a snowy day" is a winter's day. */
export function weatherSeasonAsked(activity: string): Season | undefined {
  return weatherArcAsked(activity)?.season;
}

/** The arc as the request's own words would tell it: the variety it names, if any. */
const toldAsAsked = (theme: Theme, activity: string) => {
  const asked = varietyAsked(theme, activity);
  return asked ? toldAsVariety(theme, asked) : theme;
};

/**
 * Whether the request sets an arc told out of doors (the kites, the beach) in weather its pages are
 * never told in: only an arc about that weather, or a variety of one about it (the dog's walk in the
 * rain), tells it; indoors, a rainy day is told as any other.
 */
function outOfItsWeather(theme: Theme, activity: string): boolean {
  const asked = weatherAsked(activity);
  const told = toldAsAsked(theme, activity);
  return asked !== undefined && told.weather?.id !== asked.id && !SETTINGS[told.home].indoor;
}

// The people its stories can tell and draw are Abuelita and Pepita (and the arcs' own neighbours,
// cousins and aunts); a request that brings along someone else, Abuelo or Papá, cannot be told
// without leaving them out, so it is refused. Someone a thing is only for ("a card for Mamá") need
// not appear, and an arc about someone (Mother's Day, the new baby) tells them its own way.
const PEOPLE = z
  .strictObject({
    told: z.string(),
    /** What comes just before a person who is only the one something is for or to. */
    recipient: z.string().transform((pattern) => new RegExp(pattern, "u")),
    /** The arcs whose day is already for someone of their own (a birthday, Mother's Day, the letter to Tía Lupe). */
    ownRecipients: z.array(z.string()),
    /**
     * The arc whose letter goes to whom the request names ("a letter to Abuelo"), else `to`;
     * `plural`: the words that change, in either language, when it goes to more than one.
     */
    letter: z.strictObject({
      arc: z.string(),
      to: bi,
      /** Whom a letter by post can go to: the arc misses someone who lives far away, which Mamá, the neighbors or the teacher do not. */
      farAway: z.array(z.string()),
      plural: z.array(z.tuple([z.string(), z.string()])),
    }),
    /** Whom a story can say something is for, as each language names them after "for" and "para". */
    recipients: z.array(bi.extend({ words: z.array(z.string()).transform((words) => new RegExp(fold(words.join("|")), "gu")) })),
    people: z.array(
      z.strictObject({
        name: z.string(),
        words: z.array(z.string()).transform((words) => new RegExp(fold(words.join("|")), "gu")),
        toldBy: z.array(z.string()),
      }),
    ),
  })
  .parse(people);

/** Whom the request names as the one something is for or to, when the vocabulary knows them. */
/** Whether the recipient is more than one person ("los vecinos", "las primas"): their Spanish name says it. */
const isMany = (named: Bi) => /^(los|las) /.test(named.es);

function namedRecipient(activity: string): Bi | undefined {
  const folded = fold(activity);
  const found = PEOPLE.recipients.find(({ words }) => [...folded.matchAll(words)].some((at) => PEOPLE.recipient.test(folded.slice(0, at.index))));
  return found && { en: found.en, es: found.es };
}

/** Whom the request says the day's work is for ("cookies for Abuelo", "para los vecinos"), when the vocabulary knows them and the arc's day is not for someone of its own. */
export function recipientFor(activity: string, arc: Theme): Bi | undefined {
  return PEOPLE.ownRecipients.includes(arc.id) ? undefined : namedRecipient(activity);
}

/**
 * The letter's arc written to whom the request names ("a letter to Abuelo", "una carta para los
 * primos"), in both languages; any other arc, or a letter to no one known or to an aunt, as it is.
 */
export function addressedTheme(theme: Theme, activity: string): Theme {
  const { arc, to, plural } = PEOPLE.letter;
  const named = theme.id === arc ? namedRecipient(activity) : undefined;
  // An aunt is Tía Lupe already.
  if (!named || named.en === "Tía") return theme;
  const many = isMany(named);
  const swap = (text: string, language: TextLanguage) => {
    const readdressed =
      language === "en"
        ? text.replaceAll(`${to.en}'s`, named.en.endsWith("s") ? `${named.en}'` : `${named.en}'s`).replaceAll(to.en, named.en)
        : text
            .replaceAll(to.es, named.es)
            .replace(/(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})/gu, (_, word: string) => (word.toLowerCase() === "de" ? `${word[0]}el` : `${word}l`));
    return many ? plural.reduce((words, [one, more]) => words.replaceAll(one, more), readdressed) : readdressed;
  };
  return mapTexts(theme, (text, language) => (language ? swap(text, language) : text));
}

// Days the calendar fixes (Nochebuena, Día de Muertos, Easter), named by a request whose arc has no
// season of its own: told in that day's season, with Abuelita saying the day is coming.
const CALENDAR_DAYS = z.array(z.strictObject({ match: keywords, season: z.enum(SEASONS), near: bi })).parse(calendarDays);

/** The day the calendar fixes that the request names, if any. */
export function calendarDayFor(activity: string): { season: Season; near: Bi } | undefined {
  return CALENDAR_DAYS.find(({ match }) => match.test(activity));
}

/** Who the request brings along that no story of the arcs can have in it, if anyone. */
export function absentPerson(activity: string): string | undefined {
  const folded = fold(activity);
  const arc = themeFor(activity)?.id;
  return PEOPLE.people.find(
    ({ words, toldBy }) => !(arc && toldBy.includes(arc)) && [...folded.matchAll(words)].some((found) => !PEOPLE.recipient.test(folded.slice(0, found.index))),
  )?.name;
}

// Named when a request shares no words with any arc: the kinds of day the form's hint suggests.
const EXAMPLE_ARCS = ["cooking", "crafts", "garden"];

// The words of the arcs' own sentences in each language, so a request typed in Spanish with no
// accent or little word ("Recoger mangos") is still read as Spanish.
const VOCABULARY = (() => {
  const found = { en: new Set<string>(), es: new Set<string>() };
  eachText(activities, (text, language) => {
    if (language) for (const word of fold(text).match(/[a-z]{3,}/g) ?? []) found[language].add(word);
  });
  return found;
})();

const SPANISH_ENDING = /(anza|cion|dad|[aeiu]j[oa]s?|it[oa]s?|ad[oa]s?|and[oa]|iendo|er[oa]s?|[oa]s)$/;
const ENGLISH_ENDING = /(ing|tion|ness|ful|th|sh|ck|ed|ly|[^aeiou]y|w|k)$/;

/** Whether the request was typed in Spanish: more of its words only the arcs' Spanish sentences have, else its accents and little words. */
export function typedInSpanish(activity: string): boolean {
  const typed = fold(activity).match(/[a-z]{3,}/g) ?? [];
  const only = (language: "en" | "es", other: "en" | "es") => typed.filter((word) => VOCABULARY[language].has(word) && !VOCABULARY[other].has(word)).length;
  const [spanish, english] = [only("es", "en"), only("en", "es")];
  if (spanish !== english) return spanish > english;
  // "Cooking with Mamá" has an accent and is English all the same, and so is "Buying a piñata", which
  // starts as only English does; "Recoger cerezas" starts with a Spanish verb.
  const first = typed[0] ?? "";
  if (/^[a-z]{2,}ing$/.test(first)) return false;
  if (looksSpanish(activity) || (/^[a-z]{3,}(ar|er|ir)$/.test(first) && !VOCABULARY.en.has(first))) return true;
  // Words no arc has: "Mudanza" and "Bolos" end as only Spanish words do, "Bowling" as English ones.
  const ending = (pattern: RegExp) => typed.filter((word) => pattern.test(word)).length;
  return ending(SPANISH_ENDING) > ending(ENGLISH_ENDING);
}

/** How much the kinds of day a text names say of the request's: its rarer kinds the more. */
const kindsShared = (activity: string, text: string) =>
  KIND_IDS.filter((kind) => KINDS[kind].test(activity) && KINDS[kind].test(text)).reduce((sum, kind) => sum + KIND_WEIGHT[kind], 0);

/**
 * What the arc is offered back as: the variety the request names ("have a picnic in the park", not
 * the arc's walk to the plaza), else the one of its own and its varieties' that is most the
 * request's kind of day: washing the car is offered the washing of the clothes, not the tidying.
 */
function offeredVerb(theme: Theme, activity: string): Bi {
  if (!theme.varieties) return theme.verb;
  if (varietyAsked(theme, activity)) return toldAsAsked(theme, activity).verb;
  const verbs = [theme.verb, ...theme.varieties.map(({ words }) => mapTexts(theme.verb, (text) => swapWords(words, text)))];
  const shared = verbs.map(({ en, es }) => kindsShared(activity, `${en} ${es}`));
  return verbs[shared.indexOf(Math.max(...shared))]!;
}

/** A variety offered by its own name alone, not as the request would choose among the arc's varieties. */
const offeredAs = (told: Theme): Theme => withoutKeys(told, ["varieties"]) as Theme;

/** The hint's list of arcs, each named as the Generate form would take it back, in the request's language. */
function arcList(activity: string, arcs: readonly Theme[]): string {
  const spanish = typedInSpanish(activity);
  return arcs.map((theme) => `"${spanish ? offeredVerb(theme, activity).es : offeredVerb(theme, activity).en}"`).join(", ");
}

/** A refusal, `why` after the request, naming the nearest arcs, or the form's examples when none is near. */
function refusal(activity: string, why: string, nearest: Theme[]): string {
  const named = nearest.length ? nearest : THEMES.filter(({ id }) => EXAMPLE_ARCS.includes(id));
  return (
    `The offline writer has no story for "${activity.trim()}"${why}. ${nearest.length ? "The nearest it knows:" : "It knows, for example:"} ` +
    `${arcList(activity, named)}. Choose one of those, or set ANTHROPIC_API_KEY so Claude writes any activity.`
  );
}

/** Why the offline writer cannot tell this activity, or nothing when it can. */
export function unknownActivityMessage(activity: string): string | undefined {
  const arc = themeFor(activity);
  const absent = absentPerson(activity);
  // Someone no story can have in it: the arc the request would be comes first among its neighbours.
  if (absent)
    return refusal(
      activity,
      `: its stories and pictures have only ${PEOPLE.told} in them, so ${absent} cannot be in one`,
      [...(arc ? [arc] : []), ...nearestThemes(activity).filter((theme) => theme !== arc)].slice(0, 3),
    );
  const nearby = arc?.id === PEOPLE.letter.arc ? namedRecipient(activity) : undefined;
  if (nearby && !PEOPLE.letter.farAway.includes(nearby.en))
    return refusal(
      activity,
      `: its letter goes by post to someone Pepita misses, who lives far away, and ${nearby.en} ${isMany(nearby) ? "do" : "does"} not`,
      nearestThemes(activity).filter((theme) => theme !== arc),
    );
  if (arc && outOfItsWeather(arc, activity)) {
    // Next to it, the arcs told in that weather, the one about the weather itself first; before them
    // all, the arc's own variety told in it (the park in the rain is the dog's walk in the rain).
    const asked = weatherAsked(activity)?.id;
    const inThatWeather = THEMES.filter(({ weather }) => weather?.id === asked).sort((a, b) => Number(!a.weather?.asked) - Number(!b.weather?.asked));
    const ownInThatWeather = (arc.varieties ?? []).filter(({ weather }) => weather?.id === asked).map((variety) => offeredAs(toldAsVariety(arc, variety)));
    return refusal(
      activity,
      `: it tells ${arcList(activity, [arc])} only on a ${toldAsAsked(arc, activity).weather?.id ?? "dry"} day`,
      [...new Set([...ownInThatWeather, arc, ...inThatWeather, ...nearestThemes(activity)])].slice(0, 3),
    );
  }
  return arc ? undefined : refusal(activity, "", nearestThemes(activity));
}
