import { z } from "zod";
import content from "@/lib/story-writing/content/pepita-words.json";
import { afterTrouble, bi, fold, keywords, type Bi, type Trouble } from "@/lib/story-writing/scene/content-schema";
import { PROP_IDS } from "@/lib/story-writing/scene/lexicon";
import { HUSHED, POSE_IDS, SETTING_IDS, type Pose, type Setting } from "@/lib/story-writing/scene/plan";

// Pepita as the request describes her, in both languages: her traits, her role, her favorite
// thing to do, her outfit and what is special about her, recognised in English or Spanish from the words in
// lib/story-writing/content/pepita-words.json. What they do not know is left out of both
// languages: the writer cannot tell which language it is in, so it can be pasted into neither.

const pose = z.enum(POSE_IDS);
/** Several ways to say one thing; the story's id picks one, so two stories with the same words still read differently. */
const ways = z.array(bi).min(1);
/** Page 6's ways, each said only after the problems it fits. */
const mendWays = z.array(bi.extend(afterTrouble)).min(1);
const ROLE_IDS = ["helper", "observer", "mischief", "comfort", "leader", "storyteller"] as const;
/**
 * `teddy`: a line about Osito, said only in a story that has her teddy bear in it; `forHelp`: she
 * helps by holding still, said of the visit itself, never after a trouble of her own.
 */
const osito = z.array(bi.extend({ teddy: z.boolean().optional(), forHelp: z.boolean().optional() })).min(1);

const WORDS = z
  .strictObject({
    /**
     * Keyed by the English word. `deed`: page 4, before the work (said with a "she" the page's
     * frame names); `afterMend`: page 6, after the problem is mended and Abuelita has spoken, so
     * it names Pepita and points at nothing the page may not have (no "even though it looked hard").
     */
    traits: z.record(z.string(), z.strictObject({ es: z.string(), deed: ways, afterMend: mendWays, pose })),
    roles: z.array(
      z.strictObject({
        id: z.enum(ROLE_IDS),
        match: keywords,
        intro: ways,
        /** How Pepita sets about the page's small problem, as fits what went wrong (a crying boy is not a puzzle to solve). */
        fix: mendWays,
        /**
         * How she is during the activity itself; `handsOn`: said only where she and Abuelita work at
         * something with their hands (copying Abuelita's moves), never on the carousel or a walk;
         * `task`: only where she does a job (fetching and carrying), never while she swings or
         * rides; `moving`: only where they go somewhere (leading the way), never on a swing;
         * `at`: the only places it can be said (a flower to put behind an ear grows outdoors);
         * `loud`: said, sung or laughed out loud, never where everyone keeps quiet (the library);
         * `pair`: Pepita and Abuelita go about it as two, Abuelita taking Pepita's lead or her best
         * spot, never among the pupils of a classroom, where the teacher runs the day and Abuelita
         * is a visitor at the back.
         */
        during: z
          .array(
            bi.extend({
              handsOn: z.boolean().optional(),
              task: z.boolean().optional(),
              moving: z.boolean().optional(),
              at: z.array(z.enum(SETTING_IDS)).optional(),
              loud: z.boolean().optional(),
              pair: z.boolean().optional(),
            }),
          )
          .min(1),
        /** How she is during it when she is the one looked after (her shot, the storm): brave in her role's way. */
        caredFor: osito,
        /** How she is while Abuelita bathes her or puts her to bed: in her role's way, in the tub or under the blanket. */
        pampered: z.strictObject({ bath: osito, bedtime: osito }),
      }),
    ),
    /**
     * es: the Spanish infinitive ("bailar"); esDoing: its gerund ("bailando"); inBed: it can end
     * a day at bedtime (a story, a song), where chasing butterflies cannot.
     */
    favorites: z.array(
      z.strictObject({
        match: keywords,
        en: z.string(),
        es: z.string(),
        esDoing: z.string(),
        pose,
        prop: z.enum(PROP_IDS).optional(),
        inBed: z.boolean().optional(),
      }),
    ),
    /**
     * Other ways to say a garment, a colour or a pattern ("knit hat", "de bolitas"), each read as
     * the word it `say`s: a garment's or colour's English key or its Spanish word.
     */
    garmentWords: z.array(z.strictObject({ say: z.string(), for: z.array(z.string()).min(1) })),
    /** Keyed by the English word: the Spanish adjective for a masculine and a feminine garment. */
    colors: z.record(z.string(), z.strictObject({ m: z.string(), f: z.string() })),
    /** Keyed by the English word; `say`: the English words for it where the key is short for them ("flannel": a flannel shirt). */
    garments: z.record(z.string(), z.strictObject({ es: z.string(), gender: z.enum(["m", "f"]), plural: z.boolean().optional(), say: z.string().optional() })),
    /** Something special about Pepita, as one sentence she shows it in; the first that matches wins. */
    specials: z.array(bi.extend({ match: keywords })),
  })
  .parse(content);

/** A page-6 line and the problems it can follow (`after`, `credits`, `onlooker`, `reassures`, `handsOn`, `leads`: see content-schema's afterTrouble). */
export type MendLine = Bi & {
  after?: Trouble[];
  credits?: boolean;
  onlooker?: boolean;
  reassures?: boolean;
  handsOn?: boolean;
  leads?: boolean;
  forHelp?: boolean;
};

export type Trait = { en: string; es: string; deed: Bi[]; afterMend: MendLine[]; pose: Pose };

// The JSON keys each trait by its English word rather than writing the word twice. A trait is
// found by its English word, its Spanish one or the Spanish masculine ("curioso").
const TRAITS = new Map<string, Trait>(
  Object.entries(WORDS.traits).flatMap(([en, trait]) => {
    const entry = { en, ...trait };
    const es = fold(trait.es);
    return [en, es, es.replace(/a$/, "o")].map((word) => [word, entry] as const);
  }),
);

export function traitFor(raw: string): Trait | undefined {
  return TRAITS.get(fold(cleanPhrase(raw)));
}

export type RoleLine = Bi & {
  handsOn?: boolean;
  task?: boolean;
  moving?: boolean;
  at?: Setting[];
  teddy?: boolean;
  loud?: boolean;
  forHelp?: boolean;
  pair?: boolean;
};

export type Role = {
  id: (typeof ROLE_IDS)[number] | "other";
  intro: Bi[];
  fix: MendLine[];
  during: RoleLine[];
  caredFor: RoleLine[];
  pampered: Record<"bath" | "bedtime", RoleLine[]>;
};

/** What the activity's page has for a role's line to stand on: hands at work, a job, a way to go, a place, Osito. */
export type RolePage = { handsOn: boolean; task: boolean; moving: boolean; setting: Setting; teddy: boolean };

// In the classroom Pepita is one of the pupils and the teacher gives the jobs, so she does none at
// Abuelita's side there, nor leads Abuelita or shares her the best spot: Abuelita is a visitor.
const AMONG_PUPILS: ReadonlySet<Setting> = new Set<Setting>(["classroom"]);

/**
 * Whether a role's line fits the page: nobody leads the way from a swing, sings in the library,
 * stays close to lend Abuelita a hand or gives her orders in the classroom, and Osito is held only
 * in a story that has him.
 */
export function roleLineFits(line: RoleLine, page: RolePage): boolean {
  return (
    (page.handsOn || !line.handsOn) &&
    (page.task || !line.task) &&
    !((line.task || line.pair) && AMONG_PUPILS.has(page.setting)) &&
    (page.moving || !line.moving) &&
    (page.teddy || !line.teddy) &&
    (!line.at || line.at.includes(page.setting)) &&
    !(line.loud && HUSHED.has(page.setting))
  );
}

const ANY_ROLE: Role = {
  id: "other",
  intro: [
    { en: "Today Pepita had a special job, and she took it very seriously.", es: "Hoy Pepita tenía un trabajo muy especial, y lo tomó muy en serio." },
    { en: "Pepita had a job of her own today, and she was proud of it.", es: "Hoy Pepita tenía su propio trabajo, y estaba muy orgullosa." },
  ],
  fix: [
    { en: "Pepita remembered her special job and knew just what to do.", es: "Pepita se acordó de su trabajo especial y supo qué hacer.", credits: true },
    { en: "Pepita thought hard for a moment, and then she smiled.", es: "Pepita pensó un momento, y luego sonrió.", after: ["thing", "abuelita", "someone"] },
    {
      en: "Pepita took a big, slow breath, the way Abuelita had taught her.",
      es: "Pepita respiró hondo, despacito, como Abuelita le había enseñado.",
      after: ["scare"],
    },
  ],
  during: [
    { en: "Pepita did her special job with a big smile.", es: "Pepita hizo su trabajo especial con una gran sonrisa." },
    { en: "Pepita was busy and happy the whole time.", es: "Pepita estuvo ocupada y feliz todo el tiempo." },
  ],
  caredFor: [
    {
      en: "Pepita was as brave as she could be, and Abuelita stayed right beside her.",
      es: "Pepita fue tan valiente como pudo, y Abuelita se quedó a su ladito.",
    },
    { en: "Pepita held Osito tight and took a big, slow breath.", es: "Pepita abrazó fuerte a Osito y respiró hondo, despacito.", teddy: true },
    { en: "Pepita took a big, slow breath and held Abuelita's hand.", es: "Pepita respiró hondo, despacito, y le dio la mano a Abuelita." },
  ],
  pampered: {
    bath: [
      { en: "Pepita splashed her toes and let Abuelita do the rest.", es: "Pepita chapoteaba con los pies y dejaba que Abuelita hiciera lo demás." },
      {
        en: "Pepita did her special job: she kept the rubber duck afloat the whole time.",
        es: "Pepita hizo su trabajo especial: mantuvo el patito a flote todo el tiempo.",
      },
    ],
    bedtime: [
      {
        en: "Pepita snuggled down under the blanket, and Abuelita tucked it in all around her.",
        es: "Pepita se acurrucó bajo la cobija, y Abuelita la arropó por todos lados.",
      },
      {
        en: "Pepita did her special job: she kept Osito warm under the blanket.",
        es: "Pepita hizo su trabajo especial: mantuvo a Osito calientito bajo la cobija.",
      },
    ],
  },
};

export function roleFor(raw: string): Role {
  return WORDS.roles.find(({ match }) => match.test(raw)) ?? ANY_ROLE;
}

export type Favorite = Omit<(typeof WORDS.favorites)[number], "match" | "inBed"> & { inBed: boolean };

/** Pepita's favourite thing as the vocabulary knows it; nothing when it knows none, so no page names a favourite nobody gave. */
export function favoriteFor(raw: string): Favorite | undefined {
  const known = WORDS.favorites.find(({ match }) => match.test(raw));
  if (!known) return undefined;
  const { en, es, esDoing, pose, prop, inBed } = known;
  return { en, es, esDoing, pose, ...(prop ? { prop } : {}), inBed: inBed ?? false };
}

/** What the request's special trait shows Pepita doing, in both languages; nothing when no entry knows it. */
export function specialFor(raw: string | undefined): Bi | undefined {
  if (!raw?.trim()) return undefined;
  const known = WORDS.specials.find(({ match }) => match.test(raw));
  return known ? { en: known.en, es: known.es } : undefined;
}

// Garments and colours by their English key, their Spanish word, and (colours) both genders.
const GARMENTS = new Map(Object.entries(WORDS.garments).flatMap(([en, garment]) => [en, fold(garment.es)].map((word) => [word, { en, ...garment }] as const)));
const COLORS = new Map(
  Object.entries(WORDS.colors).flatMap(([en, color]) => [en, fold(color.m), fold(color.f)].map((word) => [word, { en, ...color }] as const)),
);
const GARMENT_WORDS = WORDS.garmentWords.map(({ say, for: ways }) => ({ say, pattern: new RegExp(`\\b(?:${ways.map(fold).join("|")})\\b`, "gu") }));
/** What separates two garments in an outfit: "a skirt and a blouse", "falda, blusa y chaleco", "a vest over a shirt". */
const BETWEEN = /\s*(?:,|;|:|&|\+|\/|\b(?:and|with|plus|over|under|y|e|con|sobre|bajo)\b)\s*/u;

type Color = { en: string; m: string; f: string };
type Garment = { en: string; es: string; gender: "m" | "f"; plural?: boolean; say?: string };
/** A garment the outfit names, with the colour and the pattern said with it. */
export type NamedGarment = { garment: Garment; color?: Color; pattern?: Color };

/** A colour by its word, or by its Spanish plural ("rojos", "azules", "verdes"). */
const colorOf = (word: string) => COLORS.get(word) ?? COLORS.get(word.replace(/es$/, "")) ?? COLORS.get(word.replace(/s$/, ""));

/** A pattern ("striped", "de lunares") rather than a colour: said after the colour, the same for every gender. */
const isPattern = (color: Color) => /^(de|a) /.test(color.m);

/**
 * Every garment an outfit names, in its order, each with its own colour and pattern ("red skirt and
 * white blouse", "falda de mezclilla y blusa blanca"); a pattern said on its own after a garment
 * ("a skirt with polka dots") is that garment's. What names no garment is left out.
 */
export function garmentsNamed(raw: string): NamedGarment[] {
  const named: NamedGarment[] = [];
  for (const part of garmentText(raw).split(BETWEEN)) {
    const words = part.split(/\s+/).filter(Boolean);
    const garment = garmentIn(words);
    // Spanish patterns take two words ("de rayas").
    const colors = [...words.slice(1).map((word, index) => `${words[index]} ${word}`), ...words].map(colorOf).filter((c) => c !== undefined);
    const color = colors.find((c) => !isPattern(c));
    const pattern = colors.find(isPattern);
    const last = named.at(-1);
    if (!garment) {
      if (last && pattern && !last.pattern) last.pattern = pattern;
      continue;
    }
    if (named.some((seen) => seen.garment.es === garment.es)) continue;
    named.push({ garment, ...(color ? { color } : {}), ...(pattern && !fold(garment.es).includes(fold(pattern.m)) ? { pattern } : {}) });
  }
  return named;
}

/** An outfit's words folded, each other way of saying a garment, colour or pattern read as the word it says ("rain boots" -> "boots"). */
export function garmentText(raw: string): string {
  return GARMENT_WORDS.reduce((said, { say, pattern }) => said.replace(pattern, say), fold(cleanPhrase(raw)));
}

/** The garment an outfit names, by its English key: the last one it names ("rain boots" -> boots). */
export function garmentFor(raw: string): string | undefined {
  return garmentsNamed(raw).at(-1)?.garment.en;
}

function garmentIn(words: string[]) {
  return [...words]
    .reverse()
    .map((word) => GARMENTS.get(word))
    .find(Boolean);
}

/**
 * "Yellow raincoat" or "impermeable amarillo" -> "her yellow raincoat" / "su impermeable amarillo";
 * "red skirt and white blouse" -> "her red skirt and white blouse" / "su falda roja y su blusa blanca".
 * `shown`: only the garments the picture draws are said. Nothing when no garment is known.
 */
export function outfitFor(
  raw: string,
  shown: (garment: string) => boolean = () => true,
  printed: (garment: string, pattern: string) => boolean = () => true,
): Bi | undefined {
  // A print the picture does not draw is not said: "her vest", not "her striped vest", over a plain one.
  const named = garmentsNamed(raw)
    .filter(({ garment }) => shown(garment.en))
    .map(({ pattern, ...rest }): NamedGarment => (pattern && printed(rest.garment.en, pattern.en) ? { ...rest, pattern } : rest));
  if (!named.length) return undefined;
  const en = named.map(({ garment, color, pattern }) => [color?.en, pattern?.en, garment.say ?? garment.en].filter(Boolean).join(" "));
  const es = named.map(({ garment, color, pattern }) => {
    const agreeing = color ? color[garment.gender] : "";
    const adjective = agreeing && garment.plural ? pluralAdjective(agreeing) : agreeing;
    return [garment.plural ? "sus" : "su", garment.es, adjective, pattern?.m].filter(Boolean).join(" ");
  });
  return { en: `her ${listed(en, "and")}`, es: listed(es, "y") };
}

function listed(items: string[], and: string): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

function pluralAdjective(adjective: string): string {
  // "de mezclilla", "azul marino": the same for one garment or several.
  if (adjective.includes(" ")) return adjective;
  return /[aeoé]$/.test(adjective) ? `${adjective}s` : `${adjective}es`;
}

const ARTICLES = /^(a|an|the|some)\s+/;

/** Lowercase, single spaces, no leading article, no word said twice in a row. */
export function cleanPhrase(raw: string): string {
  const words = raw.trim().toLowerCase().replace(/\s+/g, " ").replace(ARTICLES, "").split(" ");
  // A garment written as two words ("rain coat", "night gown") is the one garment, not a coat.
  const joined = words.flatMap((word, index) =>
    GARMENTS.has(fold(`${words[index - 1]}${word}`)) ? [] : GARMENTS.has(fold(`${word}${words[index + 1]}`)) ? [`${word}${words[index + 1]}`] : [word],
  );
  return joined.filter((word, index) => word !== joined[index - 1]).join(" ");
}
