import { z } from "zod";
import content from "@/lib/story-writing/content/outfits.json";
import { bi, keywords, type Bi } from "@/lib/story-writing/scene/content-schema";
import { garmentsNamed, garmentText, type NamedGarment } from "@/lib/story-writing/scene/pepita-words";
import {
  ABUELITA_OUTFITS,
  OUTFIT_IDS,
  PATTERNS,
  SETTING_IDS,
  SETTINGS,
  WEATHERS,
  WORN_OVER,
  wornId,
  wornParts,
  type Outfit,
  type Pattern,
  type ScenePlan,
  type Setting,
  type Weather,
  type Worn,
} from "@/lib/story-writing/scene/plan";

// What Pepita and Abuelita wear on a page: the request's outfit when the illustrator can draw it
// (recognised in English or Spanish from the garments in pepita-words.json and the words in
// outfits.json), else what the page's place and moment call for: a swimsuit at the beach, a
// raincoat in the rain, pajamas in bed. An outfit nobody knows leaves the everyday dress. Of
// several garments named, the drawn look is the one they make together (a coat and a scarf: the
// winter coat), else the one that covers the most of her (a jacket over a cap). What is worn with
// it where it does not clash (a cap, a scarf, boots, leggings under a tutu) is drawn with it, and
// a print said on a garment the look draws (a striped skirt, a polka-dot T-shirt) is drawn on it.

const outfit = z.enum(OUTFIT_IDS);
const slot = z.enum(["head", "neck", "hands", "legs", "feet"]);
const WORDS = z
  .strictObject({
    /** What nobody wears out in a weather, whatever the request says: a sun hat or a swimsuit in the rain. */
    unfitIn: z.partialRecord(z.enum(WEATHERS), z.array(outfit)),
    /** Said when what she asked to wear is not worn for the weather, with {outfit} as the request names it; one for each weather of `unfitIn`. */
    unfitSaid: z.partialRecord(z.enum(WEATHERS), bi),
    /** What is worn only at Abuelita's house (pajamas), and the places that are her house: never to school, the market or the park. */
    homeOnly: z.strictObject({
      outfits: z.array(outfit),
      at: z.array(z.enum(SETTING_IDS)),
      /** Said when she comes to Abuelita's from home in the morning, so does not wear it, with {outfit} as the request names it. */
      leftAtHome: bi,
    }),
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
    /** Looks worn with another, and where on her: one thing in each place (a cap or a sun hat, not both). */
    extras: z.partialRecord(outfit, slot),
    /** Looks worn with only some others: trousers with a top that can be drawn over them in place of its skirt. */
    onlyWith: z.partialRecord(outfit, z.array(outfit)),
    /** The places a look already fills with its own drawing: the winter coat's hat, scarf and boots. */
    fills: z.partialRecord(outfit, z.array(slot)),
    /** The garments (English keys) whose print a look draws: on its main piece, or on the top worn with it. */
    prints: z.partialRecord(outfit, z.strictObject({ main: z.array(z.string()), top: z.array(z.string()).optional() })),
    /** The prints drawn, by the pattern said ("plaid" is drawn as checks); a garment that is a print by itself ("flannel" shirt). */
    patterns: z.record(z.string(), z.enum(Object.keys(PATTERNS) as [Pattern, ...Pattern[]])),
    printedGarments: z.record(z.string(), z.enum(Object.keys(PATTERNS) as [Pattern, ...Pattern[]])),
    /**
     * Whether she has sleeves to roll up: `long`, looks drawn with long sleeves (a sweater, even over
     * a T-shirt); `bare`, looks with short sleeves or none (a T-shirt, a swimsuit, a sundress); and
     * the words that say so of what the story tells she wears ("a T-shirt", "sin mangas").
     */
    sleeves: z.strictObject({ long: z.array(outfit), bare: z.array(outfit), bareWords: keywords }),
  })
  .parse(content);

/** The drawn outfit a request's outfit text names, in either language: its look, the print on it and what is worn with it; nothing when none is known. */
export function outfitIdFor(raw: string | null | undefined): Worn | undefined {
  if (!raw?.trim()) return undefined;
  const named = garmentsNamed(raw);
  const base = lookFor(raw, named);
  // A dress is her everyday flowered one; a striped or polka-dot one is drawn plain, in its print.
  const look = printOn("dress", named).pattern && (!base || WORDS.extras[base]) ? "dress" : base;
  if (!look) return undefined;
  return wornId({ look, ...printOn(look, named), extras: extrasWith(look, named) });
}

/** The looks worn with `look`, one in each place it leaves free, in the order they are named. */
function extrasWith(look: Outfit, named: NamedGarment[]): Outfit[] {
  const taken = new Set([...(WORDS.fills[look] ?? []), ...(WORDS.extras[look] ? [WORDS.extras[look]] : [])]);
  const extras: Outfit[] = [];
  for (const { garment } of named) {
    const extra = WORDS.garments[garment.en];
    const place = extra && WORDS.extras[extra];
    if (!extra || !place || taken.has(place) || showsGarment(look)(garment.en)) continue;
    if (WORDS.onlyWith[extra] && !WORDS.onlyWith[extra].includes(look)) continue;
    taken.add(place);
    extras.push(extra);
  }
  return extras;
}

/** The print on the first garment said with one that the look draws it on. */
function printOn(look: Outfit, named: NamedGarment[]): { pattern?: Pattern; top?: boolean } {
  const prints = WORDS.prints[look];
  if (!prints) return {};
  for (const { garment, pattern } of named) {
    const drawn = WORDS.printedGarments[garment.en] ?? (pattern && WORDS.patterns[pattern.en]);
    if (!drawn) continue;
    if (prints.main.includes(garment.en)) return { pattern: drawn };
    if (prints.top?.includes(garment.en)) return { pattern: drawn, top: true };
  }
  return {};
}

/**
 * Whether the words may say a print on a garment: a print the illustrator draws (stripes, dots,
 * checks) only on the garment the drawing of `worn` prints; a cloth ("denim") always.
 */
export function saysPrint(worn: Worn): (garment: string, pattern: string) => boolean {
  const parts = wornParts(worn);
  const prints = parts.pattern ? WORDS.prints[parts.look] : undefined;
  return (garment, pattern) => !WORDS.patterns[pattern] || (prints ? (parts.top ? (prints.top ?? []) : prints.main).includes(garment) : false);
}

function lookFor(raw: string, named: NamedGarment[]): Outfit | undefined {
  const garments = named.map(({ garment }) => garment.en);
  const together = WORDS.together.find(({ all }) => all.every((group) => group.some((garment) => garments.includes(garment))))?.outfit;
  if (together) return together;
  const looks = garments.map((garment) => WORDS.garments[garment]).filter((look) => look !== undefined);
  // A dress is her everyday dress unless it is dressed up ("party dress", "tutu").
  const said = WORDS.words.find(({ match }) => match.test(garmentText(raw)));
  // A dress the words dress up is that look, with a crown or a hat worn with it ("a crown and a princess dress").
  const dressedUp = said && garments.includes("dress") && looks.every((look) => WORDS.extras[look]);
  const candidates = !said
    ? looks
    : looks.length === 0 || dressedUp
      ? [said.outfit, ...looks]
      : looks.map((look) => (said.dressUp?.includes(look) ? said.outfit : look));
  return candidates.reduce<Outfit | undefined>((best, look) => (best === undefined || rank(look) <= rank(best) ? look : best), undefined);
}

/** A look's place in the precedence: an unlisted one comes last. */
function rank(look: Outfit): number {
  const at = WORDS.precedence.indexOf(look);
  return at < 0 ? WORDS.precedence.length : at;
}

/** Whether a look's drawing shows a garment (by its English key): its own garments, those it is drawn with, and those of what is worn with it. */
export function showsGarment(worn: Worn): (garment: string) => boolean {
  const { look, extras } = wornParts(worn);
  return (garment) => [look, ...extras].some((id) => WORDS.garments[garment] === id || (WORDS.shows[id]?.includes(garment) ?? false));
}

const ABUELITA_NAMED = /\babuelita(?:'s)?\b[^.;]*?\b(?:wearing|in (?:a|an|her)|con (?:su|un|una)|lleva(?:ba)? (?:su|un|una)|'s)\s+([^.;,]+)/i;

/** The outfit a request's own words give Abuelita ("Abuelita in her rebozo", "Abuelita con su delantal"), when she can be drawn in it. */
export function abuelitaOutfitIn(text: string | null | undefined): Outfit | undefined {
  const named = text ? ABUELITA_NAMED.exec(text)?.[1] : undefined;
  const id = outfitIdFor(named);
  const look = id && wornParts(id).look;
  return look && look in ABUELITA_OUTFITS ? look : undefined;
}

/**
 * Whether Pepita has sleeves to roll up in what the page draws her in (`worn`; her everyday dress
 * when nothing) and what the story says she wears (`told`, the request's words when it tells them).
 */
export function sleevesToRoll(worn: Worn | undefined, told: string | undefined): boolean {
  const looks = worn ? [wornParts(worn).look, ...wornParts(worn).extras] : [];
  if (looks.some((look) => WORDS.sleeves.long.includes(look))) return true;
  return !looks.some((look) => WORDS.sleeves.bare.includes(look)) && !(told && WORDS.sleeves.bareWords.test(told));
}

/** Whether an outfit can be worn out of doors in a weather: no sun hat or swimsuit in the rain or the snow, nor with anything else. */
export function fitsWeather(outfit: Worn, weather: Weather): boolean {
  const { look, extras } = wornParts(outfit);
  return [look, ...extras].every((id) => !WORDS.unfitIn[weather]?.includes(id));
}

/** Whether an outfit is worn only at Abuelita's house (pajamas). */
export function onlyAtHome(outfit: Worn): boolean {
  return WORDS.homeOnly.outfits.includes(wornParts(outfit).look);
}

/** Why she did not come in what is worn only at home, with {outfit} as each language names it. */
export const LEFT_AT_HOME: Bi = WORDS.homeOnly.leftAtHome;

/** Why she is not wearing what she asked for in a weather it does not suit, with {outfit} as each language names it. */
export function unfitSaid(weather: Weather): Bi | undefined {
  return WORDS.unfitSaid[weather];
}

/** Whether an outfit is worn in a place: pajamas at Abuelita's house, never at school, the market or the park. */
export function wornAt(outfit: Worn, setting: Setting): boolean {
  return !onlyAtHome(outfit) || WORDS.homeOnly.at.includes(setting);
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
 * `abuelita` Abuelita's; else what the place and moment call for, for each of them. `apron`: whether
 * the day is one Abuelita ties on her apron for (activities' `apronDay`); on any other she wears her
 * blouse and skirt without it, in the kitchen too, as the story's words have her.
 */
export function dressPlan(plan: ScenePlan, requested: Worn | undefined, arc?: string, abuelita?: Outfit, apron = true): ScenePlan {
  const outdoors = !SETTINGS[plan.setting].indoor;
  const inBed = plan.characters.some((c) => c.name === "Pepita" && c.pose === "sleeping") || (plan.setting === "bedroom" && plan.timeOfDay === "night");
  const weather = dressedForOutside(plan, outdoors);
  const situation: Outfit | undefined =
    weather ?? (plan.setting === "classroom" || (arc !== undefined && SCHOOL_DAYS.has(arc) && plan.timeOfDay !== "night") ? "school-uniform" : undefined);
  const abuelitaSituation: Outfit | undefined =
    weather ??
    (plan.setting === "bedroom" && plan.timeOfDay === "night" ? "pajamas" : !apron ? "skirt-and-blouse" : plan.setting === "kitchen" ? "apron" : undefined);
  // Out of doors, an outfit asked for that does not suit the page's weather gives way to what does.
  const suits = (asked: Worn | undefined) => (asked && (!outdoors || fitsWeather(asked, plan.weather)) && wornAt(asked, plan.setting) ? asked : undefined);
  // What she asks to wear over her clothes (a rebozo, a hat) goes over her blouse and skirt on a
  // day without an apron, not over the apron she would not have tied on.
  const overBlouse = (asked: Worn | undefined): Worn | undefined =>
    asked && !apron && asked !== "apron" && WORN_OVER.has(asked as Outfit) ? `skirt-and-blouse+${asked}` : asked;
  const characters = plan.characters.map(({ name, pose }) => {
    const wears: Worn | undefined =
      name === "Pepita" ? (inBed ? "pajamas" : (suits(requested) ?? situation)) : (overBlouse(suits(abuelita)) ?? abuelitaSituation);
    return wears ? { name, pose, outfit: wears } : { name, pose };
  });
  return { ...plan, characters };
}
