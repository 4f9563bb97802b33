import { z } from "zod";
import content from "@/lib/story-writing/content/outfits.json";
import { keywords } from "@/lib/story-writing/scene/content-schema";
import { garmentsNamed, garmentText } from "@/lib/story-writing/scene/pepita-words";
import {
  ABUELITA_OUTFITS,
  OUTFIT_IDS,
  SETTING_IDS,
  SETTINGS,
  WEATHERS,
  type Outfit,
  type ScenePlan,
  type Setting,
  type Weather,
} from "@/lib/story-writing/scene/plan";

// What Pepita and Abuelita wear on a page: the request's outfit when the illustrator can draw it
// (recognised in English or Spanish from the garments in pepita-words.json and the words in
// outfits.json), else what the page's place and moment call for: a swimsuit at the beach, a
// raincoat in the rain, pajamas in bed. An outfit nobody knows leaves the everyday dress. Of
// several garments named, the drawn look is the one they make together (a coat and a scarf: the
// winter coat), else the one that covers the most of her (a cape over a crown).

const outfit = z.enum(OUTFIT_IDS);
const WORDS = z
  .strictObject({
    /** What nobody wears out in a weather, whatever the request says: a sun hat or a swimsuit in the rain. */
    unfitIn: z.partialRecord(z.enum(WEATHERS), z.array(outfit)),
    /** What is worn only at Abuelita's house (pajamas), and the places that are her house: never to school, the market or the park. */
    homeOnly: z.strictObject({ outfits: z.array(outfit), at: z.array(z.enum(SETTING_IDS)) }),
    /** Keyed by the English garment of pepita-words.json. */
    garments: z.record(z.string(), outfit),
    /** Garments that make a look together: every group has one of them named ("coat" and "scarf" or "beanie"); the first wins. */
    together: z.array(z.strictObject({ all: z.array(z.array(z.string()).min(1)).min(2), outfit })),
    /** Looks from the one that covers the most of her to the least: of several named, the first is drawn. */
    precedence: z.array(outfit),
    /** The other garments (English keys) a look's drawing shows besides its own: a winter coat's scarf and hat. */
    shows: z.partialRecord(outfit, z.array(z.string())),
    /**
     * Words no single garment says ("party dress", "traje de baño"); the first that matches wins.
     * They count when no garment is known, and in place of the looks they `dressUp` ("a sparkly
     * skirt" is a party dress, "pajama pants" are pajamas).
     */
    words: z.array(z.strictObject({ match: keywords, outfit, dressUp: z.array(outfit).optional() })),
  })
  .parse(content);

/** The drawn outfit a request's outfit text names, in either language; nothing when none is known. */
export function outfitIdFor(raw: string | null | undefined): Outfit | undefined {
  if (!raw?.trim()) return undefined;
  const garments = garmentsNamed(raw).map(({ garment }) => garment.en);
  const together = WORDS.together.find(({ all }) => all.every((group) => group.some((garment) => garments.includes(garment))))?.outfit;
  if (together) return together;
  const looks = garments.map((garment) => WORDS.garments[garment]).filter((look) => look !== undefined);
  // A dress is her everyday dress unless it is dressed up ("party dress", "tutu").
  const said = WORDS.words.find(({ match }) => match.test(garmentText(raw)));
  const candidates = !said ? looks : looks.length === 0 ? [said.outfit] : looks.map((look) => (said.dressUp?.includes(look) ? said.outfit : look));
  return candidates.reduce<Outfit | undefined>((best, look) => (best === undefined || rank(look) <= rank(best) ? look : best), undefined);
}

/** A look's place in the precedence: an unlisted one comes last. */
function rank(look: Outfit): number {
  const at = WORDS.precedence.indexOf(look);
  return at < 0 ? WORDS.precedence.length : at;
}

/** Whether a look's drawing shows a garment (by its English key): its own garments and those it is drawn with. */
export function showsGarment(look: Outfit): (garment: string) => boolean {
  return (garment) => WORDS.garments[garment] === look || (WORDS.shows[look]?.includes(garment) ?? false);
}

const ABUELITA_NAMED = /\babuelita(?:'s)?\b[^.;]*?\b(?:wearing|in (?:a|an|her)|con (?:su|un|una)|lleva(?:ba)? (?:su|un|una)|'s)\s+([^.;,]+)/i;

/** The outfit a request's own words give Abuelita ("Abuelita in her rebozo", "Abuelita con su delantal"), when she can be drawn in it. */
export function abuelitaOutfitIn(text: string | null | undefined): Outfit | undefined {
  const named = text ? ABUELITA_NAMED.exec(text)?.[1] : undefined;
  const id = outfitIdFor(named);
  return id && id in ABUELITA_OUTFITS ? id : undefined;
}

/** Whether an outfit can be worn out of doors in a weather: no sun hat or swimsuit in the rain or the snow. */
export function fitsWeather(outfit: Outfit, weather: Weather): boolean {
  return !WORDS.unfitIn[weather]?.includes(outfit);
}

/** Whether an outfit is worn in a place: pajamas at Abuelita's house, never at school, the market or the park. */
export function wornAt(outfit: Outfit, setting: Setting): boolean {
  return !WORDS.homeOnly.outfits.includes(outfit) || WORDS.homeOnly.at.includes(setting);
}

/** What the place and the weather dress either of them in: a swimsuit at the beach, a raincoat in the rain, a coat in the snow. */
function dressedForOutside(plan: ScenePlan, outdoors: boolean): Outfit | undefined {
  if (plan.setting === "beach") return "swimsuit";
  if (outdoors && plan.weather === "rainy") return "raincoat";
  if (outdoors && plan.weather === "snowy") return "winter-coat";
  return undefined;
}

// The arcs whose day is a school day: Pepita is in her uniform from the morning on, at home too.
const SCHOOL_DAYS = new Set(["school", "first-day"]);

/**
 * The page's plan with what each character wears: `requested` is Pepita's outfit from the request,
 * `abuelita` Abuelita's; else what the place and moment call for, for each of them.
 */
export function dressPlan(plan: ScenePlan, requested: Outfit | undefined, arc?: string, abuelita?: Outfit): ScenePlan {
  const outdoors = !SETTINGS[plan.setting].indoor;
  const inBed = plan.characters.some((c) => c.name === "Pepita" && c.pose === "sleeping") || (plan.setting === "bedroom" && plan.timeOfDay === "night");
  const weather = dressedForOutside(plan, outdoors);
  const situation: Outfit | undefined =
    weather ?? (plan.setting === "classroom" || (arc !== undefined && SCHOOL_DAYS.has(arc) && plan.timeOfDay !== "night") ? "school-uniform" : undefined);
  const abuelitaSituation: Outfit | undefined =
    weather ?? (plan.setting === "bedroom" && plan.timeOfDay === "night" ? "pajamas" : plan.setting === "kitchen" ? "apron" : undefined);
  // Out of doors, an outfit asked for that does not suit the page's weather gives way to what does.
  const suits = (asked: Outfit | undefined) => (asked && (!outdoors || fitsWeather(asked, plan.weather)) && wornAt(asked, plan.setting) ? asked : undefined);
  const characters = plan.characters.map(({ name, pose }) => {
    const wears: Outfit | undefined = name === "Pepita" ? (inBed ? "pajamas" : (suits(requested) ?? situation)) : (suits(abuelita) ?? abuelitaSituation);
    return wears ? { name, pose, outfit: wears } : { name, pose };
  });
  return { ...plan, characters };
}
