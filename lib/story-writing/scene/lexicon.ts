// The words both story writers and both illustrators share: every prop a scene plan may name,
// with its English and Spanish names, so a plan reads the same in either language and the
// Spanish text never falls back to an English noun. Client-safe data: no server imports.

export type Gender = "m" | "f";

export type PropEntry = {
  /** English name with its article, as a scene description writes it. */
  en: string;
  /** Spanish name without its article. */
  es: string;
  gender: Gender;
  plural?: boolean;
  /** Which hand-drawn part the offline illustrator draws for it. */
  art: PropArt;
};

/** The offline illustrator's prop drawings; several props share one drawing where a child would. */
export type PropArt =
  | "pot"
  | "mug"
  | "comal"
  | "rolling-pin"
  | "empanadas"
  | "bread"
  | "bowl"
  | "spoon"
  | "cake"
  | "tray"
  | "watering-can"
  | "flower"
  | "potted-plant"
  | "cactus"
  | "tree"
  | "seeds"
  | "shovel"
  | "basket"
  | "fruit"
  | "watermelon"
  | "pineapple"
  | "bananas"
  | "corn"
  | "chiles"
  | "papel-picado"
  | "pinata"
  | "balloons"
  | "candle"
  | "sugar-skull"
  | "guitar"
  | "maracas"
  | "music"
  | "book"
  | "teddy"
  | "pillow"
  | "blanket"
  | "lamp"
  | "star-lantern"
  | "cat"
  | "dog"
  | "chicken"
  | "butterfly"
  | "bird"
  | "rabbit"
  | "umbrella"
  | "kite"
  | "ball"
  | "snowman"
  | "pumpkin"
  | "leaves"
  | "shell"
  | "bucket"
  | "sun-hat"
  | "broom"
  | "laundry"
  | "scissors"
  | "paint"
  | "crayons"
  | "gift"
  | "letter"
  | "chalkboard"
  | "bell"
  | "rebozo";

function p(en: string, es: string, gender: Gender, art: PropArt, plural = false): PropEntry {
  return plural ? { en, es, gender, plural, art } : { en, es, gender, art };
}

export const PROPS = {
  "pan-dulce": p("pan dulce", "pan dulce", "m", "bread"),
  conchas: p("conchas", "conchas", "f", "bread", true),
  tortillas: p("tortillas", "tortillas", "f", "comal", true),
  comal: p("a comal", "comal", "m", "comal"),
  "clay-pot": p("a clay pot", "olla de barro", "f", "pot"),
  beans: p("a pot of beans", "olla de frijoles", "f", "pot"),
  tamales: p("tamales", "tamales", "m", "pot", true),
  "hot-chocolate": p("a mug of hot chocolate", "taza de chocolate", "f", "mug"),
  molinillo: p("a molinillo", "molinillo", "m", "spoon"),
  "wooden-spoon": p("a wooden spoon", "cuchara de palo", "f", "spoon"),
  "rolling-pin": p("a rolling pin", "rodillo", "m", "rolling-pin"),
  dough: p("a bowl of dough", "masa", "f", "bowl"),
  "mixing-bowl": p("a mixing bowl", "tazón", "m", "bowl"),
  empanadas: p("empanadas", "empanadas", "f", "empanadas", true),
  cake: p("a birthday cake", "pastel", "m", "cake"),
  "baking-tray": p("a baking tray", "charola", "f", "tray"),
  cookies: p("cookies", "galletas", "f", "tray", true),
  soup: p("a pot of soup", "sopa", "f", "pot"),
  "watering-can": p("a watering can", "regadera", "f", "watering-can"),
  marigolds: p("marigolds", "cempasúchiles", "m", "flower", true),
  sunflowers: p("sunflowers", "girasoles", "m", "flower", true),
  roses: p("roses", "rosas", "f", "flower", true),
  "flower-pot": p("a flower pot", "maceta", "f", "potted-plant"),
  seeds: p("seeds", "semillas", "f", "seeds", true),
  shovel: p("a little shovel", "palita", "f", "shovel"),
  cactus: p("a cactus", "cactus", "m", "cactus"),
  nopal: p("a nopal", "nopal", "m", "cactus"),
  "lemon-tree": p("a lemon tree", "limonero", "m", "tree"),
  "orange-tree": p("an orange tree", "naranjo", "m", "tree"),
  "tomato-plants": p("tomato plants", "matas de jitomate", "f", "potted-plant", true),
  basket: p("a woven basket", "canasta", "f", "basket"),
  "market-fruit": p("market fruit", "fruta del mercado", "f", "fruit"),
  oranges: p("oranges", "naranjas", "f", "fruit", true),
  mangoes: p("mangoes", "mangos", "m", "fruit", true),
  apples: p("apples", "manzanas", "f", "fruit", true),
  lemons: p("lemons", "limones", "m", "fruit", true),
  watermelon: p("a watermelon", "sandía", "f", "watermelon"),
  pineapple: p("a pineapple", "piña", "f", "pineapple"),
  bananas: p("bananas", "plátanos", "m", "bananas", true),
  corn: p("ears of corn", "elotes", "m", "corn", true),
  chiles: p("a string of chiles", "ristra de chiles", "f", "chiles"),
  "papel-picado": p("papel picado", "papel picado", "m", "papel-picado"),
  pinata: p("a piñata", "piñata", "f", "pinata"),
  balloons: p("balloons", "globos", "m", "balloons", true),
  candles: p("candles", "velas", "f", "candle", true),
  "sugar-skulls": p("sugar skulls", "calaveritas de azúcar", "f", "sugar-skull", true),
  "star-lantern": p("a star lantern", "estrella de papel", "f", "star-lantern"),
  gift: p("a wrapped gift", "regalo", "m", "gift"),
  guitar: p("a guitar", "guitarra", "f", "guitar"),
  maracas: p("maracas", "maracas", "f", "maracas", true),
  "music-notes": p("music notes", "notas musicales", "f", "music", true),
  book: p("a storybook", "libro de cuentos", "m", "book"),
  letter: p("a letter", "carta", "f", "letter"),
  "teddy-bear": p("a teddy bear", "osito de peluche", "m", "teddy"),
  pillow: p("a pillow", "almohada", "f", "pillow"),
  blanket: p("a warm blanket", "cobija", "f", "blanket"),
  lamp: p("a lamp", "lámpara", "f", "lamp"),
  rebozo: p("a rebozo", "rebozo", "m", "rebozo"),
  cat: p("a cat", "gato", "m", "cat"),
  dog: p("a dog", "perro", "m", "dog"),
  puppy: p("a puppy", "perrito", "m", "dog"),
  chickens: p("chickens", "gallinas", "f", "chicken", true),
  butterflies: p("butterflies", "mariposas", "f", "butterfly", true),
  birds: p("birds", "pajaritos", "m", "bird", true),
  rabbit: p("a rabbit", "conejo", "m", "rabbit"),
  umbrella: p("an umbrella", "paraguas", "m", "umbrella"),
  kite: p("a kite", "papalote", "m", "kite"),
  ball: p("a ball", "pelota", "f", "ball"),
  snowman: p("a snowman", "muñeco de nieve", "m", "snowman"),
  pumpkin: p("a pumpkin", "calabaza", "f", "pumpkin"),
  "fall-leaves": p("fall leaves", "hojas de otoño", "f", "leaves", true),
  seashells: p("seashells", "conchitas de mar", "f", "shell", true),
  "sand-bucket": p("a sand bucket", "cubeta de arena", "f", "bucket"),
  "sun-hat": p("a sun hat", "sombrero", "m", "sun-hat"),
  broom: p("a broom", "escoba", "f", "broom"),
  "laundry-basket": p("a laundry basket", "canasta de ropa", "f", "laundry"),
  scissors: p("scissors", "tijeras", "f", "scissors", true),
  paintbrush: p("a paintbrush and paints", "pincel y pinturas", "m", "paint"),
  crayons: p("crayons", "crayolas", "f", "crayons", true),
  chalkboard: p("a chalkboard", "pizarrón", "m", "chalkboard"),
  bell: p("a bell", "campana", "f", "bell"),
  "tissue-paper": p("tissue paper", "papel de china", "m", "scissors"),
  "paper-flowers": p("paper flowers", "flores de papel", "f", "flower", true),
  "coin-purse": p("a coin purse", "monedero", "m", "basket"),
} as const satisfies Record<string, PropEntry>;

export type PropId = keyof typeof PROPS;
export const PROP_IDS = Object.keys(PROPS) as [PropId, ...PropId[]];

/** "el comal", "las tortillas". */
export function spanishWithArticle(id: PropId): string {
  const prop: PropEntry = PROPS[id];
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
