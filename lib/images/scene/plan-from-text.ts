import { PROP_IDS, PROPS, type PropId } from "@/lib/story-writing/scene/lexicon";
import { outfitIdFor } from "@/lib/story-writing/scene/outfits";
import {
  consistentPlan,
  MAX_PROPS,
  OUTFIT_IDS,
  OVER_PANTS,
  outfitWords,
  PATTERNS,
  wornId,
  wornParts,
  type Outfit,
  type Pattern,
  type Pose,
  type ScenePlan,
  type Setting,
  type TimeOfDay,
  type Weather,
  type Worn,
} from "@/lib/story-writing/scene/plan";

// A plan read back from a scene description, for pages without one: stories written before
// plans, and pages whose description an admin has rewritten (their words then decide the picture).

const propNames = (id: PropId) => [PROPS[id].en.replace(/^(a|an) /, "").toLowerCase(), id.replace(/-/g, " ")];

/**
 * The props a description names; one whose name is only part of another's it names ("book" in
 * "a stack of books") is that other, not a second thing.
 */
function propsNamed(lower: string): PropId[] {
  const named = (text: string, id: PropId) => propNames(id).some((name) => text.includes(name));
  const found = PROP_IDS.filter((id) => named(lower, id));
  return found.filter((id) => {
    const longer = found
      .flatMap((other) => (other === id ? [] : propNames(other)))
      .filter((name) => propNames(id).some((mine) => name.length > mine.length && name.includes(mine)));
    return named(
      longer.reduce((text, name) => text.replaceAll(name, " "), lower),
      id,
    );
  });
}

const SETTING_WORDS: [RegExp, Setting][] = [
  [/dentist|dental|toothbrush/i, "dentist-office"],
  [/doctor's office|doctor|stethoscope|check-?up|clinic/i, "doctor-office"],
  [/ofrenda|\baltar\b/i, "ofrenda"],
  [/\bfair\b|ferris wheel/i, "fair"],
  [/\bpark\b/i, "park"],
  [/\bbed(room|time)?\b|tuck|asleep|sleep/i, "bedroom"],
  [/kitchen|stove|cook|comal|tortilla/i, "kitchen"],
  [/bakery|panader/i, "bakery"],
  [/market|stall|tianguis/i, "market"],
  [/garden|planting|seeds|flower ?bed/i, "garden"],
  [/librar|bookshel|bookcase/i, "library"],
  [/classroom|school|chalkboard/i, "classroom"],
  [/beach|sea|ocean|sand/i, "beach"],
  [/church|courtyard/i, "church-courtyard"],
  [/plaza|kiosk|fountain/i, "plaza"],
  [/street|walk(ing)? home/i, "street-at-night"],
  [/living room|sofa|armchair|fireplace/i, "living-room"],
  [/patio|porch|door|house/i, "patio"],
];

/** Pepita on Abuelita's lap or knee in the words ("sits on Abuelita's knee", "climbs onto her lap"). */
const ON_HER_LAP = /\blap\b|\bon(?:to)? (?:abuelita'?s?|her) knees?\b|\bsits? on abuelita\b/i;

const POSE_WORDS: [RegExp, Pose][] = [
  [ON_HER_LAP, "lap"],
  [/hug/i, "hugging"],
  [/sleep|asleep|in bed|tuck/i, "sleeping"],
  [/read/i, "reading"],
  [/danc/i, "dancing"],
  [/kneel|planting/i, "kneeling"],
  [/reach(es|ing)? up|reach(es|ing)? for|stretch(es|ing)? up/i, "reaching"],
  [/hand in hand|walking|running/i, "walking"],
  [/sitting|seated|\bsits?\b/i, "sitting"],
  [/cooking|stirring|working|at the (kitchen )?table|making|rolling/i, "working"],
  [/wav/i, "waving"],
];

/**
 * A hug given to someone besides the two (the crying boy, the little cousin, her teddy bear): it
 * is not Pepita and Abuelita embracing, so it plans no hug of theirs.
 */
const HUG_FOR_ANOTHER =
  /\bhug(?:s|ged|ging)?\s+(?:(?:her|his|a|an|the|little|crying|sad|scared|frightened|shy|lost|new|baby)\s+)*(?:boy|girl|child|kid|cousin|friend|baby|brother|sister|dog|puppy|cat|kitten|goose|canelo|teddy|bear|osito|doll|pillow|memo|luc[ií]a|nico|tom[aá]s|mateo)\b/gi;

/** The two embracing in the words: a hug, once the hugs given to someone else are left out. */
export const hugsEachOther = (text: string) => /\bhug(?:s|ged|ging)?\b/i.test(text.replace(HUG_FOR_ANOTHER, ""));
/** The two seated together in the words ("Pepita sits with Abuelita", "sitting side by side"). */
const SEATED_TOGETHER = /\b(?:sits?|sitting|sat|seated)\s+(?:together|side by side|(?:close\s+)?(?:with|beside|next to)\s+(?:abuelita|pepita|her))\b/i;

/**
 * A close-up's poses as its action says them: the two hugging, Pepita on Abuelita's lap, or the
 * two seated together, where the plan stood them side by side. Seen near, two who hug drawn
 * apart read as two strangers; other framings keep the plan's poses (the walk home ends in a hug
 * at the door, but the page shows the walk).
 */
export function posedByItsWords(plan: ScenePlan): ScenePlan {
  const pepita = plan.characters.find((c) => c.name === "Pepita")?.pose;
  const abuelita = plan.characters.find((c) => c.name === "Abuelita")?.pose;
  if (plan.framing !== "close-up" || !pepita || !abuelita || [pepita, abuelita].some((pose) => ["hugging", "lap", "sleeping"].includes(pose))) return plan;
  const posed = (poses: Record<"Abuelita" | "Pepita", Pose>) =>
    consistentPlan({ ...plan, characters: plan.characters.map((c) => ({ ...c, pose: poses[c.name] })) });
  if (hugsEachOther(plan.action)) return posed({ Abuelita: "hugging", Pepita: "hugging" });
  if (ON_HER_LAP.test(plan.action)) return posed({ Abuelita: "sitting", Pepita: "lap" });
  if (SEATED_TOGETHER.test(plan.action) && !["sitting", "reading"].includes(pepita)) return posed({ Abuelita: "sitting", Pepita: "sitting" });
  return plan;
}

/**
 * What the text says she wears: the words a written description puts in her brackets ("Pepita
 * (two braids..., in a swimsuit)"), else a garment named after "wearing" or "in her" near her name.
 */
function outfitOf(name: "Abuelita" | "Pepita", text: string): Worn | undefined {
  const looks = new RegExp(`${name} \\(([^)]*)\\)`).exec(text)?.[1];
  if (looks) return wornIn(name, looks);
  const worn = new RegExp(`${name}[^.;]*?\\b(?:wearing|in (?:a|an|her))\\s+([^.;,]+)`, "i").exec(text)?.[1];
  const id = outfitIdFor(worn);
  return id && outfitWords(name, wornParts(id).look) ? id : undefined;
}

/**
 * The looks her brackets name, the first one said being the look and the others worn with it,
 * and the print said after it. Longer words are read first, so "a knitted scarf and a knitted
 * hat" is not also read as the scarf alone.
 */
function wornIn(name: "Abuelita" | "Pepita", looks: string): Worn | undefined {
  let rest = looks;
  const found: { id: Outfit; at: number; with?: Outfit }[] = [];
  const overPants = (Object.entries(OVER_PANTS) as [Outfit, string][]).map(([id, words]) => ({ id, words, with: "pants" as const }));
  const byLength = [
    ...OUTFIT_IDS.flatMap((id) => {
      const words = outfitWords(name, id);
      return words ? [{ id, words }] : [];
    }),
    ...(name === "Pepita" ? overPants : []),
  ].sort((a, b) => b.words.length - a.words.length);
  for (const { words, ...look } of byLength) {
    const at = rest.indexOf(words);
    if (at < 0) continue;
    found.push({ ...look, at });
    rest = `${rest.slice(0, at)}${"\u0000".repeat(words.length)}${rest.slice(at + words.length)}`;
  }
  const [first, ...others] = found.sort((a, b) => a.at - b.at);
  if (!first) return undefined;
  const look = first.id;
  const extras = [...(first.with ? [first.with] : []), ...others.map(({ id }) => id)];
  const pattern = (Object.keys(PATTERNS) as Pattern[]).find((id) => looks.includes(PATTERNS[id]));
  const top = pattern !== undefined && looks.includes(`with a top ${PATTERNS[pattern]}`);
  return wornId({ look, ...(pattern ? { pattern } : {}), ...(top ? { top } : {}), extras });
}

export function planFromText(text: string): ScenePlan {
  const setting = SETTING_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? "patio";
  const posed = text.replace(HUG_FOR_ANOTHER, "");
  const pose = POSE_WORDS.find(([pattern]) => pattern.test(posed))?.[1] ?? "standing";
  const timeOfDay: TimeOfDay = /\bnight|moon|stars|bedtime/i.test(text) ? "night" : /evening|sunset/i.test(text) ? "evening" : "morning";
  const weather: Weather = /snow/i.test(text)
    ? "snowy"
    : /rain/i.test(text)
      ? "rainy"
      : /wind|gust|breeze/i.test(text)
        ? "windy"
        : /cloud/i.test(text)
          ? "cloudy"
          : "sunny";
  const props = propsNamed(text.toLowerCase());
  const characters: ScenePlan["characters"] = [];
  const wearing = (name: "Abuelita" | "Pepita") => {
    const outfit = outfitOf(name, text);
    return outfit ? { outfit } : {};
  };
  if (!/\bpepita\b/i.test(text) || /abuelita/i.test(text))
    characters.push({ name: "Abuelita", pose: pose === "lap" || pose === "sleeping" ? "sitting" : pose, ...wearing("Abuelita") });
  if (/\bpepita\b/i.test(text) || characters.length === 0) characters.push({ name: "Pepita", pose, ...wearing("Pepita") });
  return consistentPlan({
    setting,
    timeOfDay,
    weather,
    characters,
    props: props.slice(0, MAX_PROPS),
    framing: pose === "lap" || pose === "hugging" || /\bclose-?up\b/i.test(text) ? "close-up" : "medium",
    action: text.split(/[.;]/)[0]!.slice(0, 160).trim() || "a moment together",
  });
}
