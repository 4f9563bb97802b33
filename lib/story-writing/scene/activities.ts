import { z } from "zod";
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

const theme = z.strictObject({
  id: z.string(),
  match: keywords,
  /** Title noun phrase: "Pan Dulce", "Día de pan dulce". */
  title: bi,
  /** After "we are going to" / "vamos a". */
  verb: bi,
  /** The day's weather when the activity is about it, whatever the season's usual ones. */
  weather: z.strictObject({ id: z.enum(WEATHERS), line: bi }).optional(),
  home: setting,
  away: setting.optional(),
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

/** The arc that tells the activity, in English or Spanish; none when no arc's words appear in it. */
export function themeFor(activity: string): Theme | undefined {
  return THEMES.find(({ match }) => match.test(activity));
}

const trigrams = (text: string) => {
  const padded = ` ${fold(text)
    .replace(/[^a-z]+/g, " ")
    .trim()} `;
  return new Set(Array.from({ length: Math.max(padded.length - 2, 0) }, (_, i) => padded.slice(i, i + 3)));
};

/** The arcs whose words share the most letters with the request: a hint for the admin, not a match. */
export function nearestThemes(activity: string, count = 3): Theme[] {
  const asked = trigrams(activity);
  const score = (theme: Theme) => {
    const own = trigrams(`${theme.verb.en} ${theme.verb.es} ${theme.title.en} ${theme.title.es}`);
    return [...asked].filter((gram) => own.has(gram)).length / Math.sqrt(own.size);
  };
  return THEMES.map((theme) => ({ theme, score: score(theme) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ theme }) => theme);
}

/** Why the offline writer cannot tell this activity, or nothing when it can. */
export function unknownActivityMessage(activity: string): string | undefined {
  if (themeFor(activity)) return undefined;
  const nearest = nearestThemes(activity)
    .map((theme) => `"${theme.verb.en}"`)
    .join(", ");
  return (
    `The offline writer has no story for "${activity.trim()}". The nearest activities it knows are ${nearest}. ` +
    "Choose one of those, or set ANTHROPIC_API_KEY so Claude writes any activity."
  );
}
