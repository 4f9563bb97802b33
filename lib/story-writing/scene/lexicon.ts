import { z } from "zod";
import props from "@/lib/story-writing/content/props.json";

// The words both story writers and both illustrators share: every prop a scene plan may name,
// with its English and Spanish names (lib/story-writing/content/props.json), so a plan reads the
// same in either language and the Spanish text never falls back to an English noun. Client-safe:
// no server imports.

/** The offline illustrator's prop drawings; several props share one drawing where a child would. */
const PROP_ARTS = [
  "pot",
  "mug",
  "comal",
  "rolling-pin",
  "empanadas",
  "bread",
  "bowl",
  "spoon",
  "cake",
  "tray",
  "watering-can",
  "flower",
  "potted-plant",
  "cactus",
  "seeds",
  "shovel",
  "basket",
  "fruit",
  "watermelon",
  "pineapple",
  "bananas",
  "corn",
  "chiles",
  "papel-picado",
  "pinata",
  "balloons",
  "candle",
  "sugar-skull",
  "guitar",
  "maracas",
  "music",
  "book",
  "book-stack",
  "blocks",
  "rag-dolls",
  "teddy",
  "pillow",
  "blanket",
  "blanket-fort",
  "picnic-blanket",
  "lamp",
  "star-lantern",
  "cat",
  "dog",
  "chicken",
  "butterfly",
  "bird",
  "rabbit",
  "umbrella",
  "kite",
  "ball",
  "snowman",
  "pumpkin",
  "leaves",
  "shell",
  "sandcastle",
  "bucket",
  "weeds",
  "sun-hat",
  "broom",
  "ladder",
  "laundry",
  "scissors",
  "paint",
  "crayons",
  "gift",
  "letter",
  "chalkboard",
  "bell",
  "rebozo",
  "tamales",
  "loteria",
  "board-game",
  "dental-kit",
  "dentist-chair",
  "rubber-duck",
  "ducks",
  "goose",
  "towel",
  "coin-purse",
  "tissue-paper",
  "jar",
  "newspaper",
  "rosca",
  "lemon-tree",
  "orange-tree",
  "avocado-tree",
  "apple-tree",
  "pine-tree",
  "washtub",
  "marigolds",
  "wooden-spoon",
  "waiting-boy",
  "cradle",
  "mobile",
  "fountain",
  "mailbox",
  "mirror",
  "paletas",
  "swing-set",
  "slide",
  "backpack",
  "school-gate",
  "classroom-door",
  "clothesline",
] as const;
export type PropArt = (typeof PROP_ARTS)[number];

const propEntry = z.strictObject({
  /** English name with its article, as a scene description writes it. */
  en: z.string(),
  /** Spanish name without its article. */
  es: z.string(),
  /** Spanish name with its definite article where the name is two things, each with its own ("el pincel y las pinturas"). */
  esDefinite: z.string().optional(),
  gender: z.enum(["m", "f"]),
  plural: z.boolean().optional(),
  /** Which hand-drawn part the offline illustrator draws for it. */
  art: z.enum(PROP_ARTS),
});
export type PropEntry = z.infer<typeof propEntry>;

export type PropId = keyof typeof props;
export const PROP_IDS = Object.keys(props) as [PropId, ...PropId[]];
// Read through the schema so a misspelt gender or drawing fails when the module loads.
export const PROPS = z.record(z.enum(PROP_IDS), propEntry).parse(props);

/** "el comal", "las tortillas". */
export function spanishWithArticle(id: PropId): string {
  const prop: PropEntry = PROPS[id];
  if (prop.esDefinite) return prop.esDefinite;
  const article = prop.plural ? (prop.gender === "m" ? "los" : "las") : prop.gender === "m" ? "el" : "la";
  return `${article} ${prop.es}`;
}

/** Lists in each language's way: "a, b and c" / "a, b y c". */
export function listOf(items: readonly string[], and: "and" | "y"): string {
  if (items.length <= 1) return items[0] ?? "";
  const last = items[items.length - 1]!;
  // Spanish writes "e" before a word starting with an i sound.
  const joiner = and === "y" && /^h?i[^aeou]/i.test(last) ? "e" : and;
  return `${items.slice(0, -1).join(", ")} ${joiner} ${last}`;
}
