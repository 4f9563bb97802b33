import { z } from "zod";
import words from "@/lib/story-writing/content/picture-words.json";
import { bi } from "@/lib/story-writing/scene/content-schema";
import { listOf, PROPS, type PropId } from "@/lib/story-writing/scene/lexicon";
import {
  OUTFIT_IDS,
  PATTERNS,
  POSE_IDS,
  SETTING_IDS,
  SETTINGS,
  wornId,
  wornParts,
  type Character,
  type Outfit,
  type Pattern,
  type Pose,
  type ScenePlan,
  type Worn,
} from "@/lib/story-writing/scene/plan";

// A page's picture said in words, in both languages, from the plan the illustrators draw: the
// people and what they are doing, where, the things drawn with them and what the sky or the
// window shows. It is the picture's alt text and what 'Describe the picture' says, so it names
// only what is drawn: the plan's free-text action, English only and not always drawn, is left out.
// Client-safe and pure.

const byNumber = z.strictObject({ one: z.string(), two: z.string() });
const wordsSchema = z.strictObject({
  settings: z.record(z.enum(SETTING_IDS), bi),
  poses: z.record(z.enum(POSE_IDS), z.strictObject({ en: byNumber, es: byNumber })),
  also: z.strictObject({ en: z.string(), es: z.strictObject({ one: z.string(), more: z.string() }) }),
  window: z.strictObject({ night: bi, rainy: bi, snowy: bi }),
  sky: z.strictObject({ night: bi, rainy: bi, snowy: bi, sun: bi }),
  embrace: bi,
  wears: bi,
  wearBoth: bi,
  patterns: z.record(z.enum(Object.keys(PATTERNS) as [Pattern, ...Pattern[]]), bi),
  onTop: bi,
  /** A look's words when it is worn with another (long pants under a sweater, not "a T-shirt and long pants"). */
  worn: z.partialRecord(z.enum(OUTFIT_IDS), bi),
  outfits: z.strictObject({ Pepita: z.record(z.enum(OUTFIT_IDS), bi), Abuelita: z.partialRecord(z.enum(OUTFIT_IDS), bi) }),
});
const WORDS = wordsSchema.parse(words);

export type PictureDescription = { en: string; es: string };

/**
 * The pose as the offline illustrator draws it: it has no drawing of Abuelita asleep (she
 * stands by Pepita's bed, or sits), and a lap needs Abuelita to be there.
 */
function drawnPose(name: Character, pose: Pose, plan: ScenePlan): Pose {
  const pepita = plan.characters.find((c) => c.name === "Pepita")?.pose;
  if (name === "Abuelita" && pose === "sleeping") return pepita === "sleeping" ? "standing" : "sitting";
  if (pose === "lap" && (name === "Abuelita" || !plan.characters.some((c) => c.name === "Abuelita"))) return "sitting";
  return pose;
}

/**
 * The first sentence: who, doing what, where. Two people doing different things are told after
 * the place ("In Pepita's bedroom, Abuelita is standing and Pepita is asleep in bed."), so the
 * place is not read as the second one's alone.
 */
function people(plan: ScenePlan): PictureDescription {
  const where = WORDS.settings[plan.setting];
  const cast = plan.characters.map(({ name, pose }) => ({ name, pose: drawnPose(name, pose, plan) }));
  const lap = cast.find((c) => c.name === "Pepita" && c.pose === "lap");
  // On a lap, Pepita's words say where Abuelita is.
  if (lap) return { en: `Pepita is ${WORDS.poses.lap.en.one} ${where.en}.`, es: `Pepita está ${WORDS.poses.lap.es.one} ${where.es}.` };
  const [first, second] = cast;
  const one = (c: (typeof cast)[number]) => ({ en: `${c.name} is ${WORDS.poses[c.pose].en.one}`, es: `${c.name} está ${WORDS.poses[c.pose].es.one}` });
  if (!second) {
    const alone = one(first!);
    return { en: `${alone.en} ${where.en}.`, es: `${alone.es} ${where.es}.` };
  }
  if (second.pose === first!.pose) {
    const pose = WORDS.poses[second.pose];
    return { en: `${first!.name} and ${second.name} are ${pose.en.two} ${where.en}.`, es: `${first!.name} y ${second.name} están ${pose.es.two} ${where.es}.` };
  }
  const [a, b] = [one(first!), one(second)];
  return { en: `${capitalize(where.en)}, ${a.en} and ${b.en}.`, es: `${capitalize(where.es)}, ${a.es} y ${b.es}.` };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "un comal", "una olla de barro", "tortillas": an article where the English has one. */
function spanishThing(id: PropId): string {
  const prop = PROPS[id];
  if (prop.plural || !/^(a|an) /.test(prop.en)) return prop.es;
  return `${prop.gender === "m" ? "un" : "una"} ${prop.es}`;
}

function things(ids: readonly PropId[]): PictureDescription | null {
  if (ids.length === 0) return null;
  const es = WORDS.also.es[ids.length > 1 || PROPS[ids[0]!].plural ? "more" : "one"];
  return {
    en: WORDS.also.en.replace(
      "{things}",
      listOf(
        ids.map((id) => PROPS[id].en),
        "and",
      ),
    ),
    es: es.replace("{things}", listOf(ids.map(spanishThing), "y")),
  };
}

/** A hug is drawn with Pepita seen from behind: the words say so, as a child looking at it would. */
function embrace(plan: ScenePlan): PictureDescription | null {
  const both = plan.characters.length === 2 && plan.characters.every((c) => c.pose === "hugging");
  return both ? WORDS.embrace : null;
}

/**
 * What a drawn outfit is called ("a ruffled party dress with a bow"), in both languages, with its
 * print and what is worn with it ("una playera y shorts de rayas, y una gorra con visera").
 */
export function outfitSaid(name: Character, outfit: Worn): PictureDescription | undefined {
  const { look, pattern, top, extras } = wornParts(outfit);
  const main = WORDS.outfits[name][look];
  if (!main) return undefined;
  const printed = (lang: "en" | "es") =>
    !pattern
      ? main[lang]
      : top
        ? WORDS.onTop[lang].replace("{outfit}", main[lang]).replace("{pattern}", WORDS.patterns[pattern][lang])
        : `${main[lang]} ${WORDS.patterns[pattern][lang]}`;
  const withIt = extras.flatMap((extra) => WORDS.worn[extra] ?? WORDS.outfits[name][extra] ?? []);
  // A look that is already two things ("a skirt and a blouse") takes a comma before what is worn with it.
  const said = (lang: "en" | "es", and: "and" | "y") => {
    const first = printed(lang);
    if (!withIt.length) return first;
    const rest = listOf(
      withIt.map((w) => w[lang]),
      and,
    );
    return withIt.length === 1 && !new RegExp(` ${and} `).test(first) ? `${first} ${and} ${rest}` : `${first}, ${withIt.length === 1 ? `${and} ` : ""}${rest}`;
  };
  return { en: said("en", "and"), es: said("es", "y") };
}

/** What Abuelita wears on her head or round her neck, drawn whatever her skirt. */
const SHOWN_ON_ANY_SKIRT = new Set<Outfit>(["sun-hat", "crown", "beanie", "cap", "scarf", "scarf-and-beanie"]);

/**
 * What of Abuelita's clothes the picture shows and the words name: her look and what she wears over
 * it (a rebozo over her blouse and skirt), never a print; `ownSkirt`: seated or dancing, only a hat or a scarf.
 */
function abuelitaSeen(outfit: Worn, ownSkirt: boolean): Worn | undefined {
  const { look, extras } = wornParts(outfit);
  // Her blouse and skirt are her everyday clothes, unsaid.
  const [first, ...rest] = [look, ...extras].filter((worn) => WORDS.outfits.Abuelita[worn] && (!ownSkirt || SHOWN_ON_ANY_SKIRT.has(worn)));
  return first && wornId({ look: first, extras: rest });
}

/**
 * What each of them wears, where the picture shows it: asleep, Pepita is under the quilt; seated
 * or dancing, Abuelita is drawn in her own skirt, and only a hat or a scarf shows.
 */
function clothes(plan: ScenePlan): PictureDescription | null {
  const said = plan.characters.flatMap(({ name, pose, outfit }) => {
    const drawn = drawnPose(name, pose, plan);
    if (name === "Pepita" && drawn === "sleeping") return [];
    const worn = outfit && (name === "Abuelita" ? abuelitaSeen(outfit, ["sitting", "lap", "reading", "dancing"].includes(drawn)) : outfit);
    const words = worn && outfitSaid(name, worn);
    if (!worn || !words) return [];
    return [{ name, words }];
  });
  const [first, second] = said;
  if (first && second && first.words.en === second.words.en) {
    return { en: WORDS.wearBoth.en.replace("{outfit}", first.words.en), es: WORDS.wearBoth.es.replace("{outfit}", first.words.es) };
  }
  const sentences = said.map(({ name, words }) => ({
    en: WORDS.wears.en.replace("{name}", name).replace("{outfit}", words.en),
    es: WORDS.wears.es.replace("{name}", name).replace("{outfit}", words.es),
  }));
  return sentences.length ? { en: sentences.map((s) => s.en).join(" "), es: sentences.map((s) => s.es).join(" ") } : null;
}

/** What the sky, or the window indoors, shows; nothing in a close-up, which may leave both out of the frame. */
function sky(plan: ScenePlan): PictureDescription | null {
  if (plan.framing === "close-up" || plan.setting === "street-at-night") return null;
  const night = plan.timeOfDay === "night" || plan.timeOfDay === "evening";
  const weather = plan.weather === "rainy" || plan.weather === "snowy" ? plan.weather : null;
  if (SETTINGS[plan.setting].indoor) return weather ? WORDS.window[weather] : night ? WORDS.window.night : null;
  if (weather) return WORDS.sky[weather];
  if (night) return WORDS.sky.night;
  return plan.weather === "cloudy" ? null : WORDS.sky.sun;
}

/** The picture a plan draws, in a few sentences of each language. */
export function describePicture(plan: ScenePlan): PictureDescription {
  const sentences = [people(plan), embrace(plan), clothes(plan), things(plan.props), sky(plan)].filter(
    (sentence): sentence is PictureDescription => sentence !== null,
  );
  return { en: sentences.map((s) => s.en).join(" "), es: sentences.map((s) => s.es).join(" ") };
}
