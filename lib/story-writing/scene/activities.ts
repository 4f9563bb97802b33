import { z } from "zod";
import { SEASONS } from "@/lib/config/seasons.mjs";
import activities from "@/lib/story-writing/content/activities.json";
import { bi, fold, keywords } from "@/lib/story-writing/scene/content-schema";
import { PROP_IDS } from "@/lib/story-writing/scene/lexicon";
import { POSE_IDS, SETTING_IDS, WEATHERS } from "@/lib/story-writing/scene/plan";

// The activities the offline writer knows how to tell (lib/story-writing/content/activities.json),
// each in both languages: what they do, where, with what, what can go a little wrong and how it
// ends. An activity none of them matches is not written: pasting the request's words into
// fixed sentences made stories nobody would read to a child, so the request is refused instead.

const props = z.array(z.enum(PROP_IDS));
const setting = z.enum(SETTING_IDS);

const hiccup = bi.extend({ fix: bi, action: z.string(), props, setting: setting.optional() });
export type Hiccup = z.infer<typeof hiccup>;

/**
 * One kind of an arc's subject (an orange tree where the arc says lemon tree): the words it
 * swaps in the arc's texts, English and Spanish, and the props it swaps in its pages.
 */
const kind = z.strictObject({
  match: keywords,
  words: z.array(z.tuple([z.string(), z.string()])),
  props: z.partialRecord(z.enum(PROP_IDS), z.enum(PROP_IDS)),
});

const theme = z.strictObject({
  id: z.string(),
  match: keywords,
  /** Title noun phrase: "Pan Dulce", "Día de pan dulce". */
  title: bi,
  /** Whole titles, when the noun phrase would not make one ("Pepita's Mañanitas Adventure"). */
  titles: z.array(bi).optional(),
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
  /** Pepita spends the night, so the story never ends with Abuelita walking her home. */
  sleepsOver: z.boolean().optional(),
  /** The season of a day the calendar fixes, told whatever season the request names. */
  season: z.enum(SEASONS).optional(),
  /** The day's weather when the activity is about it, whatever the season's usual ones. */
  weather: z.strictObject({ id: z.enum(WEATHERS), line: bi }).optional(),
  home: setting,
  away: setting.optional(),
  /** Where they get ready when the activity happens somewhere they go (the dentist's office). */
  prepare: setting.optional(),
  /** Kinds of the arc's subject; the request's words choose one, else the story does. */
  kinds: z.array(kind).optional(),
  gather: props,
  /** The activity itself: one is chosen per story. */
  doing: z.array(bi.extend({ pose: z.enum(POSE_IDS), props, action: z.string() })),
  hiccups: z.array(hiccup),
  /** What they have at the end. */
  result: bi,
  /** What Abuelita and her mamá did when she was a girl, when "made" + result does not say it. */
  memory: bi.optional(),
  celebrate: props,
});
export type Theme = z.infer<typeof theme>;

export const THEMES: Theme[] = z.array(theme).parse(activities);

/**
 * The arc told for the kind of its subject the request names ("plant an apple tree"), or for
 * the kind `pick` chooses when it names none; an arc without kinds as it is.
 */
export function themeKind(theme: Theme, activity: string, pick: <T>(list: readonly T[]) => T): Theme {
  if (!theme.kinds?.length) return theme;
  const chosen = theme.kinds.find(({ match }) => match.test(activity)) ?? pick(theme.kinds);
  const swap = (value: unknown): unknown => {
    if (typeof value === "string") {
      const prop = chosen.props[value as keyof typeof chosen.props];
      return prop ?? chosen.words.reduce((text, [from, to]) => text.replaceAll(from, to), value);
    }
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swap(inner)]));
    return value;
  };
  const { match, kinds, ...told } = theme;
  return { ...(swap(told) as Omit<Theme, "match" | "kinds">), match, ...(kinds ? { kinds } : {}) };
}

/** The arc that tells the activity, in English or Spanish; none when no arc's words appear in it. */
export function themeFor(activity: string): Theme | undefined {
  return THEMES.find(({ match }) => match.test(activity));
}

// The first four letters of each longer word, so "visiting" meets "visit" and short words
// ("the", "de", "a") count for nothing.
const stems = (text: string) => new Set((fold(text).match(/[a-z]{4,}/g) ?? []).map((word) => word.slice(0, 4)));

/** Up to `count` arcs sharing word stems with the request, most first: a hint for the admin, not a match. */
export function nearestThemes(activity: string, count = 3): Theme[] {
  const asked = stems(activity);
  const score = (theme: Theme) =>
    [...stems(`${theme.verb.en} ${theme.verb.es} ${theme.result.en} ${theme.result.es}`)].filter((stem) => asked.has(stem)).length;
  return THEMES.map((theme) => ({ theme, score: score(theme) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ theme }) => theme);
}

// Named when a request shares no words with any arc: the kinds of day the form's hint suggests.
const EXAMPLE_ARCS = ["cooking", "crafts", "garden"];

/** Why the offline writer cannot tell this activity, or nothing when it can. */
export function unknownActivityMessage(activity: string): string | undefined {
  if (themeFor(activity)) return undefined;
  const nearest = nearestThemes(activity);
  const named = nearest.length ? nearest : THEMES.filter(({ id }) => EXAMPLE_ARCS.includes(id));
  const list = named.map((theme) => `"${theme.verb.en}"`).join(", ");
  return (
    `The offline writer has no story for "${activity.trim()}". ${nearest.length ? "The nearest it knows:" : "It knows, for example:"} ${list}. ` +
    "Choose one of those, or set ANTHROPIC_API_KEY so Claude writes any activity."
  );
}
