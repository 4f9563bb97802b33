import { z } from "zod";
import content from "@/lib/story-writing/content/pepita-words.json";
import { bi, keywords, type Bi } from "@/lib/story-writing/scene/content-schema";
import { PROP_IDS } from "@/lib/story-writing/scene/lexicon";
import { POSE_IDS, type Pose } from "@/lib/story-writing/scene/plan";

// Pepita as the request describes her, in both languages: her traits, her role, her favorite
// thing to do and her outfit. Known words (lib/story-writing/content/pepita-words.json) are
// translated; anything else is kept in the English text and written around in the Spanish one,
// never pasted into it.

const pose = z.enum(POSE_IDS);
const ROLE_IDS = ["helper", "observer", "mischief", "comfort", "leader", "storyteller"] as const;

const WORDS = z
  .strictObject({
    /** Keyed by the English word. */
    traits: z.record(z.string(), z.strictObject({ es: z.string(), deed: bi, pose })),
    roles: z.array(
      z.strictObject({
        id: z.enum(ROLE_IDS),
        match: keywords,
        intro: bi,
        /** How Pepita solves the page's small problem. */
        fix: bi,
        /** How she is during the activity itself. */
        during: bi,
      }),
    ),
    /** es: the Spanish infinitive ("bailar"); esDoing: its gerund ("bailando"). */
    favorites: z.array(z.strictObject({ match: keywords, en: z.string(), es: z.string(), esDoing: z.string(), pose, prop: z.enum(PROP_IDS).optional() })),
    /** Keyed by the English word: the Spanish adjective for a masculine and a feminine garment. */
    colors: z.record(z.string(), z.strictObject({ m: z.string(), f: z.string() })),
    /** Keyed by the English word. */
    garments: z.record(z.string(), z.strictObject({ es: z.string(), gender: z.enum(["m", "f"]), plural: z.boolean().optional() })),
  })
  .parse(content);

export type Trait = { en: string; es: string; deed: Bi; pose: Pose };

// The JSON keys each trait by its English word rather than writing the word twice.
const TRAITS: Record<string, Trait> = Object.fromEntries(Object.entries(WORDS.traits).map(([en, trait]) => [en, { en, ...trait }]));

/** A trait as the request gave it: lowercased, with its Spanish word when it is a known one. */
export function traitFor(raw: string): Trait & { known: boolean } {
  const word = cleanPhrase(raw);
  const known = TRAITS[word];
  if (known) return { ...known, known: true };
  return {
    en: word,
    es: "",
    deed: { en: `Everyone could see how ${word} she was.`, es: "Todos se daban cuenta de lo especial que era." },
    pose: "standing",
    known: false,
  };
}

export type Role = { id: (typeof ROLE_IDS)[number] | "other"; intro: Bi; fix: Bi; during: Bi };

export function roleFor(raw: string): Role {
  const known = WORDS.roles.find(({ match }) => match.test(raw));
  if (known) return known;
  const role = cleanPhrase(raw);
  return {
    id: "other",
    intro: { en: `Today Pepita had a special job: ${role}.`, es: "Hoy Pepita tenía un trabajo muy especial, y lo tomó muy en serio." },
    fix: { en: `Pepita remembered her job as ${role} and knew what to do.`, es: "Pepita se acordó de su trabajo especial y supo qué hacer." },
    during: { en: `Pepita did her job as ${role} with a big smile.`, es: "Pepita hizo su trabajo especial con una gran sonrisa." },
  };
}

export type Favorite = Omit<(typeof WORDS.favorites)[number], "match">;

export function favoriteFor(raw: string): Favorite & { known: boolean } {
  const known = WORDS.favorites.find(({ match }) => match.test(raw));
  if (known) return { en: known.en, es: known.es, esDoing: known.esDoing, pose: known.pose, ...(known.prop ? { prop: known.prop } : {}), known: true };
  return { en: cleanPhrase(raw).replace(/^to\s+/, ""), es: "jugar a su juego favorito", esDoing: "jugando a su juego favorito", pose: "sitting", known: false };
}

/** "Yellow raincoat" -> "her yellow raincoat" / "su impermeable amarillo". */
export function outfitFor(raw: string): Bi {
  const phrase = cleanPhrase(raw).replace(/^(her|his|my)\s+/, "");
  const words = phrase.split(/[\s,]+/);
  const garmentWord = [...words].reverse().find((word) => WORDS.garments[word]);
  const colorWord = words.find((word) => WORDS.colors[word]);
  const en = `her ${phrase}`;
  if (!garmentWord) {
    const color = colorWord ? WORDS.colors[colorWord]! : null;
    return { en, es: color ? `su ropa favorita, toda ${color.f}` : "su ropa favorita" };
  }
  const garment = WORDS.garments[garmentWord]!;
  const color = colorWord ? WORDS.colors[colorWord]![garment.gender] : "";
  const adjective = color && garment.plural ? pluralAdjective(color) : color;
  return { en, es: `${garment.plural ? "sus" : "su"} ${garment.es}${adjective ? ` ${adjective}` : ""}` };
}

function pluralAdjective(adjective: string): string {
  if (adjective.startsWith("de ")) return adjective;
  return /[aeoé]$/.test(adjective) ? `${adjective}s` : `${adjective}es`;
}

const ARTICLES = /^(a|an|the|some)\s+/;

/** Lowercase, single spaces, no leading article, no word said twice in a row. */
export function cleanPhrase(raw: string): string {
  const words = raw.trim().toLowerCase().replace(/\s+/g, " ").replace(ARTICLES, "").split(" ");
  return words.filter((word, index) => word !== words[index - 1]).join(" ");
}
