import { z } from "zod";
import { PROP_IDS, PROPS, type PropId } from "@/lib/story-writing/scene/lexicon";

// One page's picture as data: where, when, the weather, what each character is doing, what is
// in the picture and how close the camera is. Both story writers produce it beside the page's
// texts, both illustrators draw from it, and the page's scene description is written from it,
// so the three never disagree. Client-safe: the admin pages read it too.

export const SETTINGS = {
  kitchen: { at: "in the kitchen", en: "the kitchen", es: "la cocina", indoor: true },
  garden: { at: "in the garden", en: "the garden", es: "el jardín", indoor: false },
  market: { at: "at the market", en: "the market", es: "el mercado", indoor: false },
  bedroom: { at: "in Pepita's bedroom", en: "Pepita's bedroom", es: "la recámara de Pepita", indoor: true },
  "living-room": { at: "in the living room", en: "the living room", es: "la sala", indoor: true },
  patio: { at: "on the patio", en: "the patio", es: "el patio", indoor: false },
  plaza: { at: "in the town plaza", en: "the town plaza", es: "la plaza del pueblo", indoor: false },
  bakery: { at: "at the bakery", en: "the bakery", es: "la panadería", indoor: true },
  classroom: { at: "in the classroom", en: "the classroom", es: "el salón de clases", indoor: true },
  library: { at: "at the town library", en: "the town library", es: "la biblioteca del pueblo", indoor: true },
  beach: { at: "at the beach", en: "the beach", es: "la playa", indoor: false },
  "church-courtyard": { at: "in the church courtyard", en: "the church courtyard", es: "el atrio de la iglesia", indoor: false },
  "street-at-night": { at: "on the street", en: "the street at night", es: "la calle de noche", indoor: false },
  "dentist-office": { at: "at the dentist's office", en: "the dentist's office", es: "el consultorio de la dentista", indoor: true },
  "doctor-office": { at: "at the doctor's office", en: "the doctor's office", es: "el consultorio de la doctora", indoor: true },
  ofrenda: { at: "in front of the family ofrenda", en: "the family ofrenda", es: "la ofrenda de la familia", indoor: true },
  park: { at: "in the park", en: "the park", es: "el parque", indoor: false },
  fair: { at: "at the fair", en: "the fair", es: "la feria", indoor: false },
} as const;
export type Setting = keyof typeof SETTINGS;
export const SETTING_IDS = Object.keys(SETTINGS) as [Setting, ...Setting[]];

/** Where everyone keeps their voice down (the library's pages read "in their quietest voices"): nobody sings, hums or laughs out loud there. */
export const HUSHED: ReadonlySet<Setting> = new Set<Setting>(["library"]);

export const TIMES_OF_DAY = ["morning", "afternoon", "evening", "night"] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const WEATHERS = ["sunny", "cloudy", "windy", "rainy", "snowy", "clear"] as const;
export type Weather = (typeof WEATHERS)[number];

export const POSES = {
  standing: "standing",
  waving: "waving hello",
  sitting: "sitting",
  lap: "sitting on Abuelita's lap",
  hugging: "hugging",
  working: "working at a table",
  walking: "walking hand in hand",
  dancing: "dancing",
  sleeping: "sleeping in bed",
  reading: "reading a book",
  kneeling: "kneeling",
  reaching: "reaching up",
} as const;
export type Pose = keyof typeof POSES;
export const POSE_IDS = Object.keys(POSES) as [Pose, ...Pose[]];

/**
 * What a character wears when it is not her everyday clothes (Pepita's flowered dress, Abuelita's
 * blouse and apron): the request's outfit, or what the page's place and moment call for. Each is
 * a drawing the offline illustrator has; the words finish "Pepita, ...".
 */
export const OUTFITS = {
  "party-dress": "in a ruffled party dress with a bow",
  overalls: "in short overalls",
  raincoat: "in a hooded raincoat and rain boots",
  swimsuit: "in a swimsuit",
  pajamas: "in pajamas",
  "school-uniform": "in a school uniform",
  poncho: "in a striped poncho",
  "sun-hat": "wearing a sun hat",
  apron: "in an apron",
  "winter-coat": "in a winter coat, scarf and knitted hat",
  sweater: "in a knitted sweater over her skirt",
  jacket: "in a short zip-up jacket over her skirt",
  pants: "in a T-shirt and long pants",
  boots: "in boots",
  crown: "wearing a crown",
  rebozo: "wrapped in a striped rebozo",
  coat: "in a long buttoned coat",
  // Before the scarf alone, whose words are in these: a description is read back by the first whose words it has.
  "scarf-and-beanie": "wearing a knitted scarf and a knitted hat with a pompom",
  scarf: "wearing a knitted scarf",
  beanie: "wearing a knitted hat with a pompom",
  cap: "wearing a cap with a bill",
  "skirt-and-blouse": "in a skirt and a blouse",
  vest: "in a vest over a blouse and a skirt",
  cape: "wearing a cape over her shoulders",
  mittens: "wearing mittens",
  shorts: "in a T-shirt and shorts",
  leggings: "wearing leggings",
  hoodie: "in a hooded sweatshirt over her skirt",
  dress: "in a plain dress",
} as const;
export type Outfit = keyof typeof OUTFITS;
export const OUTFIT_IDS = Object.keys(OUTFITS) as [Outfit, ...Outfit[]];

/** A print on a garment: said in the words and drawn as bands or dots a child colours one by one. */
export const PATTERNS = {
  striped: "patterned with stripes",
  "polka-dot": "patterned with polka dots",
  checked: "patterned with checks",
} as const;
export type Pattern = keyof typeof PATTERNS;
const PATTERN_IDS = Object.keys(PATTERNS) as Pattern[];

/**
 * What a character wears: a look, the print on its main piece (or, `top`, on the top worn with
 * it: a striped T-shirt over plain pants), and the looks worn with it that do not clash (a cap
 * and a scarf with jeans). Written as one id, "pants~striped~top+cap+boots", so it travels
 * through the plan, the composer and the scene's words as the plain looks do.
 */
export type Worn = Outfit | `${Outfit}~${string}` | `${Outfit}+${string}`;
export type WornParts = { look: Outfit; pattern?: Pattern; top?: boolean; extras: Outfit[] };

export function wornParts(worn: Worn): WornParts {
  const [main = "", ...extras] = worn.split("+");
  const [look, pattern, top] = main.split("~");
  return {
    look: look as Outfit,
    ...(pattern ? { pattern: pattern as Pattern } : {}),
    ...(top === "top" ? { top: true } : {}),
    extras: extras as Outfit[],
  };
}

export function wornId({ look, pattern, top, extras }: WornParts): Worn {
  const main = pattern ? `${look}~${pattern}${top ? "~top" : ""}` : look;
  return [main, ...extras].join("+") as Worn;
}

export function isWorn(text: string): text is Worn {
  const { look, pattern, extras } = wornParts(text as Worn);
  const known = (id: string) => (OUTFIT_IDS as string[]).includes(id);
  return known(look) && (!pattern || PATTERN_IDS.includes(pattern)) && extras.every(known) && wornId(wornParts(text as Worn)) === text;
}

/**
 * The outfits the illustrator can draw Abuelita in, in her words: at night she wears a nightgown,
 * at the beach a beach dress and sun hat, in the kitchen a long apron over her everyday one, and
 * on a day that is not for aprons her blouse and skirt without one.
 */
export const ABUELITA_OUTFITS = {
  apron: "in a long kitchen apron",
  "skirt-and-blouse": "in an embroidered blouse and a long flowered skirt",
  rebozo: OUTFITS.rebozo,
  raincoat: OUTFITS.raincoat,
  "winter-coat": OUTFITS["winter-coat"],
  pajamas: "in a long nightgown",
  swimsuit: "in a beach dress and a sun hat",
  "party-dress": "in a long ruffled party dress",
  "sun-hat": OUTFITS["sun-hat"],
  crown: OUTFITS.crown,
  boots: "in rain boots",
  coat: OUTFITS.coat,
  scarf: OUTFITS.scarf,
  beanie: OUTFITS.beanie,
  "scarf-and-beanie": OUTFITS["scarf-and-beanie"],
  cap: OUTFITS.cap,
} as const satisfies Partial<Record<Outfit, string>>;

/** What a character's outfit is called in a scene description; nothing for an outfit she cannot be drawn in. */
export function outfitWords(name: Character, outfit: Outfit): string | undefined {
  return name === "Abuelita" ? (ABUELITA_OUTFITS as Partial<Record<Outfit, string>>)[outfit] : OUTFITS[outfit];
}

export const FRAMINGS = ["wide", "medium", "close-up"] as const;
export type Framing = (typeof FRAMINGS)[number];

export const CHARACTERS = ["Abuelita", "Pepita"] as const;
export type Character = (typeof CHARACTERS)[number];

export const MAX_PROPS = 4;

export const scenePlanSchema = z.object({
  setting: z.enum(SETTING_IDS).describe("Where the page happens"),
  timeOfDay: z.enum(TIMES_OF_DAY),
  weather: z.enum(WEATHERS).describe("From the season and the text; seen through a window when indoors"),
  characters: z
    .array(
      z.object({ name: z.enum(CHARACTERS), pose: z.enum(POSE_IDS), outfit: z.custom<Worn>((value) => typeof value === "string" && isWorn(value)).optional() }),
    )
    .min(1)
    .max(2)
    .describe("Who is in the picture, their pose and, when not her everyday clothes, her outfit; 'lap' is Pepita on Abuelita's lap"),
  props: z.array(z.enum(PROP_IDS)).max(MAX_PROPS).describe("Up to four objects from the list that the picture shows"),
  framing: z.enum(FRAMINGS),
  action: z.string().trim().min(1).max(160).describe("In English, a short phrase saying what happens in the picture"),
});
export type ScenePlan = z.infer<typeof scenePlanSchema>;

/**
 * The plan as an AI writer returns it: without outfits, which stay in the scene's words. A
 * structured-output schema is safest with every field required, and the outfit is optional.
 */
export const writtenScenePlanSchema = scenePlanSchema.extend({
  characters: z
    .array(z.object({ name: z.enum(CHARACTERS), pose: z.enum(POSE_IDS) }))
    .min(1)
    .max(2)
    .describe("Who is in the picture and their pose; 'lap' is Pepita on Abuelita's lap"),
});

export const SCENE_STYLE = "Black-and-white line-art coloring page with clean bold outlines, large simple shapes, no shading and a plain white background.";

const CHARACTER_LOOKS: Record<Character, string> = {
  Abuelita: "Abuelita (silver hair in a bun with a flower, round glasses, embroidered blouse, apron)",
  Pepita: "Pepita (two braids tied with ribbons, flowered dress)",
};

/** Outfits worn over the everyday clothes rather than instead of them. */
export const WORN_OVER = new Set<Outfit>([
  "sun-hat",
  "crown",
  "boots",
  "apron",
  "poncho",
  "rebozo",
  "scarf",
  "beanie",
  "scarf-and-beanie",
  "cap",
  "cape",
  "mittens",
  "leggings",
]);

/** A top's words when it is worn over long pants rather than her skirt. */
export const OVER_PANTS: Partial<Record<Outfit, string>> = {
  sweater: "in a knitted sweater over long pants",
  hoodie: "in a hooded sweatshirt over long pants",
  jacket: "in a short zip-up jacket over long pants",
};

/** What she wears in words: the look, its print and what is worn with it ("in a T-shirt and shorts patterned with stripes, wearing a cap with a bill"). */
export function wornWords(name: Character, worn: Worn): string | undefined {
  const { look, pattern, top, extras } = wornParts(worn);
  const overPants = extras.includes("pants") ? OVER_PANTS[look] : undefined;
  const words = name === "Pepita" && overPants ? overPants : outfitWords(name, look);
  if (!words) return undefined;
  const print = pattern ? ` ${top ? "with a top " : ""}${PATTERNS[pattern]}` : "";
  const others = extras.filter((extra) => !(overPants && extra === "pants"));
  return [`${words}${print}`, ...others.flatMap((extra) => outfitWords(name, extra) ?? [])].join(", ");
}

/** Her looks, with the outfit over or in place of the everyday clothes when she wears one. */
function looks({ name, outfit }: ScenePlan["characters"][number]): string {
  const words = outfit && wornWords(name, outfit);
  if (!outfit || !words) return CHARACTER_LOOKS[name];
  if (WORN_OVER.has(wornParts(outfit).look)) return `${CHARACTER_LOOKS[name].slice(0, -1)}, ${words})`;
  const hair = name === "Pepita" ? "two braids tied with ribbons" : "silver hair in a bun with a flower, round glasses";
  return `${name} (${hair}, ${words})`;
}

const SKY: Record<TimeOfDay, Record<Weather, string>> = {
  morning: {
    sunny: "a sunny morning",
    cloudy: "a cloudy morning",
    windy: "a windy morning",
    rainy: "a rainy morning",
    snowy: "a snowy morning",
    clear: "a clear morning",
  },
  afternoon: {
    sunny: "a sunny afternoon",
    cloudy: "a cloudy afternoon",
    windy: "a windy afternoon",
    rainy: "a rainy afternoon",
    snowy: "a snowy afternoon",
    clear: "a clear afternoon",
  },
  evening: {
    sunny: "a warm evening",
    cloudy: "a cloudy evening",
    windy: "a windy evening",
    rainy: "a rainy evening",
    snowy: "a snowy evening",
    clear: "a clear evening",
  },
  night: { sunny: "a starry night", cloudy: "a cloudy night", windy: "a windy night", rainy: "a rainy night", snowy: "a snowy night", clear: "a starry night" },
};

const FRAMING_WORDS: Record<Framing, string> = {
  wide: "Wide view showing the whole place",
  medium: "Medium view of the two of them",
  "close-up": "Close-up on the characters",
};

const CHECKUP_SETTINGS = new Set<Setting>(["dentist-office", "doctor-office"]);

/** Props that are only ever outdoors. */
const OUTDOOR_ONLY = new Set<PropId>(["snowman", "sandcastle", "clothesline"]);

/** Pepita on a lap needs Abuelita sitting, and hugging or walking hand in hand takes both. */
export function consistentPlan(plan: ScenePlan): ScenePlan {
  const names = new Set<Character>();
  const characters = plan.characters.filter(({ name }) => !names.has(name) && names.add(name));
  const pepita = characters.find((c) => c.name === "Pepita");
  const abuelita = characters.find((c) => c.name === "Abuelita");
  if (pepita && abuelita) {
    if (pepita.pose === "lap") abuelita.pose = "sitting";
    if (abuelita.pose === "lap") abuelita.pose = "sitting";
    for (const shared of ["hugging", "walking"] as const) {
      if (pepita.pose === shared || abuelita.pose === shared) pepita.pose = abuelita.pose = shared;
    }
  } else if (pepita?.pose === "lap" || abuelita?.pose === "lap") {
    characters[0]!.pose = "sitting";
  }
  // At a check-up there is no work table: Pepita sits in the dentist's chair or on the examination table.
  if (pepita?.pose === "working" && CHECKUP_SETTINGS.has(plan.setting)) pepita.pose = "sitting";
  const setting = SETTINGS[plan.setting];
  // A snowman or a sandcastle indoors would stand on the kitchen floor: seen from inside, it is left out.
  const props = [...new Set(plan.props)].filter((id) => !(setting.indoor && OUTDOOR_ONLY.has(id))).slice(0, MAX_PROPS);
  // The street at night is drawn after dark, so a page there is never of the morning or the afternoon.
  const timeOfDay = plan.setting === "street-at-night" && (plan.timeOfDay === "morning" || plan.timeOfDay === "afternoon") ? "evening" : plan.timeOfDay;
  const weather = plan.weather === "sunny" && timeOfDay === "night" ? "clear" : plan.weather;
  return { ...plan, timeOfDay, characters, props, weather: setting.indoor && weather === "windy" ? "cloudy" : weather };
}

/** The page's scene description, written from its plan. */
export function describeScene(plan: ScenePlan): string {
  const setting = SETTINGS[plan.setting];
  const sky = SKY[plan.timeOfDay][plan.weather];
  const where = setting.indoor ? `${capitalize(setting.at)}, ${sky} outside the window` : `${capitalize(setting.at)} on ${sky}`;
  const people = plan.characters.map((character) => `${looks(character)} ${POSES[character.pose]}`).join("; ");
  const things = plan.props.map((id) => PROPS[id as PropId].en);
  const props = things.length ? ` With ${things.join(", ")}.` : "";
  // A page with one of them alone (Pepita at the door while Abuelita sneezes inside) is not a view of "the two of them".
  const [alone] = plan.characters.length === 1 ? plan.characters : [];
  const framing = alone && plan.framing === "medium" ? `Medium view of ${alone.name}` : FRAMING_WORDS[plan.framing];
  return `${where}: ${plan.action}. ${people}.${props} ${framing}. ${SCENE_STYLE}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
