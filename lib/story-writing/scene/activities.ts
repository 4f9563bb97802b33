import { z } from "zod";
import activities from "@/lib/story-writing/content/activities.json";
import { bi, keywords } from "@/lib/story-writing/scene/content-schema";
import { PROP_IDS } from "@/lib/story-writing/scene/lexicon";
import { POSE_IDS, SETTING_IDS } from "@/lib/story-writing/scene/plan";

// The activities the offline writer knows how to tell (lib/story-writing/content/activities.json),
// each in both languages: what they do, where, with what, what can go a little wrong and how it
// ends. An activity nobody listed is told through the generic theme, with the request's own words
// only in the English text.

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
  home: setting,
  away: setting.optional(),
  gather: props,
  /** The activity itself: one is chosen per story. */
  doing: z.array(bi.extend({ pose: z.enum(POSE_IDS), props, action: z.string() })),
  hiccups: z.array(hiccup),
  /** What they have at the end. */
  result: bi,
  celebrate: props,
});
export type Theme = z.infer<typeof theme>;

export const THEMES: Theme[] = z.array(theme).parse(activities);

/** A free-text activity nobody listed: English keeps the request's words, Spanish writes around them. */
export function genericTheme(activityEn: string): Theme {
  return {
    id: "generic",
    match: /$^/,
    title: { en: titleWords(activityEn), es: "un día especial" },
    verb: { en: `try something new: ${activityEn}`, es: "probar algo nuevo que Pepita tenía muchas ganas de hacer" },
    home: "patio",
    away: "living-room",
    gather: ["basket", "book"],
    doing: [
      {
        en: `They spent the whole morning on ${activityEn}. Every time Pepita tried, she got a little better.`,
        es: "Pasaron toda la mañana en su nueva aventura. Cada vez que Pepita lo intentaba, le salía un poquito mejor.",
        pose: "working",
        props: ["basket"],
        action: `trying ${activityEn} together`,
      },
      {
        en: `Abuelita showed Pepita the first steps of ${activityEn}, and then Pepita showed her a new trick.`,
        es: "Abuelita le enseñó a Pepita los primeros pasos, y luego Pepita le enseñó a ella un truco nuevo.",
        pose: "standing",
        props: ["book"],
        action: `showing each other ${activityEn}`,
      },
    ],
    hiccups: [],
    result: { en: `a day of ${activityEn} to remember`, es: "un día para recordar" },
    celebrate: ["hot-chocolate", "pan-dulce"],
  };
}

function titleWords(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
