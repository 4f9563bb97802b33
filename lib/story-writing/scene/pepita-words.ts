import type { Bi } from "@/lib/story-writing/scene/activities";
import type { PropId } from "@/lib/story-writing/scene/lexicon";
import type { Pose } from "@/lib/story-writing/scene/plan";

// Pepita as the request describes her, in both languages: her traits, her role, her favorite
// thing to do and her outfit. Known words are translated; anything else is kept in the English
// text and written around in the Spanish one, never pasted into it.

export type Trait = { en: string; es: string; deed: Bi; pose: Pose };

export const TRAITS: Record<string, Trait> = {
  brave: {
    en: "brave",
    es: "valiente",
    deed: { en: "She took a deep breath and tried first, even though it looked hard.", es: "Respiró hondo y lo intentó primero, aunque parecía difícil." },
    pose: "standing",
  },
  curious: {
    en: "curious",
    es: "curiosa",
    deed: { en: "She asked Abuelita how, and why, and what if.", es: "Le preguntó a Abuelita cómo, y por qué, y qué pasaría si..." },
    pose: "standing",
  },
  playful: {
    en: "playful",
    es: "juguetona",
    deed: { en: "She turned the work into a game and made Abuelita laugh.", es: "Convirtió el trabajo en un juego e hizo reír a Abuelita." },
    pose: "dancing",
  },
  loyal: {
    en: "loyal",
    es: "leal",
    deed: { en: "She stayed right by Abuelita's side the whole time.", es: "Se quedó junto a Abuelita todo el tiempo." },
    pose: "walking",
  },
  mischievous: {
    en: "mischievous",
    es: "traviesa",
    deed: { en: "She hid a little surprise for Abuelita to find later.", es: "Escondió una sorpresita para que Abuelita la encontrara después." },
    pose: "standing",
  },
  gentle: {
    en: "gentle",
    es: "tierna",
    deed: { en: "She handled everything softly, as if it were made of glass.", es: "Lo tocaba todo con cuidado, como si fuera de cristal." },
    pose: "working",
  },
  energetic: {
    en: "energetic",
    es: "enérgica",
    deed: { en: "She hopped and skipped from one job to the next.", es: "Brincaba y saltaba de una tarea a la otra." },
    pose: "dancing",
  },
  protective: {
    en: "protective",
    es: "protectora",
    deed: { en: "She made sure Abuelita never carried anything too heavy.", es: "Se aseguró de que Abuelita nunca cargara nada pesado." },
    pose: "working",
  },
  clever: {
    en: "clever",
    es: "lista",
    deed: { en: "She had a clever idea that made everything easier.", es: "Tuvo una idea muy lista que lo hizo todo más fácil." },
    pose: "standing",
  },
  affectionate: {
    en: "affectionate",
    es: "cariñosa",
    deed: { en: "She gave Abuelita a big hug between every step.", es: "Le daba a Abuelita un abrazote entre cada paso." },
    pose: "hugging",
  },
  kind: {
    en: "kind",
    es: "amable",
    deed: { en: "She shared the best piece with Abuelita first.", es: "Le dio a Abuelita el mejor pedazo primero." },
    pose: "standing",
  },
  shy: {
    en: "shy",
    es: "tímida",
    deed: { en: "She held Abuelita's hand, and little by little she joined in.", es: "Tomó la mano de Abuelita y, poco a poco, se animó a participar." },
    pose: "walking",
  },
  funny: {
    en: "funny",
    es: "chistosa",
    deed: { en: "She made a silly face, and Abuelita laughed until she cried.", es: "Hizo una cara chistosa, y Abuelita se rió hasta llorar." },
    pose: "dancing",
  },
  creative: {
    en: "creative",
    es: "creativa",
    deed: { en: "She found a new way to do it that nobody had thought of.", es: "Encontró una manera nueva de hacerlo que a nadie se le había ocurrido." },
    pose: "working",
  },
};

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

export type Role = {
  id: "helper" | "observer" | "mischief" | "comfort" | "leader" | "storyteller" | "other";
  intro: Bi;
  /** How Pepita solves the page's small problem. */
  fix: Bi;
  /** How she is during the activity itself. */
  during: Bi;
};

const ROLES: (Role & { match: RegExp })[] = [
  {
    id: "helper",
    match: /help|assist|ayud/i,
    intro: {
      en: "Pepita was Abuelita's best helper, ready before anyone asked.",
      es: "Pepita era la mejor ayudante de Abuelita, lista antes de que nadie se lo pidiera.",
    },
    fix: { en: "Pepita did not wait to be asked: she rolled up her sleeves at once.", es: "Pepita no esperó a que se lo pidieran: se arremangó enseguida." },
    during: {
      en: "Pepita handed Abuelita each thing just before she needed it.",
      es: "Pepita le pasaba a Abuelita cada cosa justo antes de que la necesitara.",
    },
  },
  {
    id: "observer",
    match: /observ|watch|learn|listen/i,
    intro: {
      en: "Pepita watched every little thing Abuelita did, so she could remember it forever.",
      es: "Pepita observaba cada detalle de lo que hacía Abuelita, para recordarlo siempre.",
    },
    fix: {
      en: "Pepita had been watching closely, so she knew just what to do.",
      es: "Pepita había estado observando con atención, así que supo justo qué hacer.",
    },
    during: { en: "Pepita watched Abuelita's hands and copied each move.", es: "Pepita miraba las manos de Abuelita y copiaba cada movimiento." },
  },
  {
    id: "mischief",
    match: /mischief|prank|trick|travies|play/i,
    intro: {
      en: "Pepita couldn't resist a little mischief, and Abuelita pretended not to notice.",
      es: "Pepita no pudo resistir una pequeña travesura, y Abuelita hizo como que no la veía.",
    },
    fix: {
      en: "Pepita giggled, because the trouble was a little bit her own prank, and she fixed it right away.",
      es: "Pepita se rió, porque el lío era un poquito su propia travesura, y lo arregló enseguida.",
    },
    during: {
      en: "Pepita hid a funny surprise in the middle of it all, and Abuelita laughed out loud.",
      es: "Pepita escondió una sorpresa chistosa en medio de todo, y Abuelita se rió a carcajadas.",
    },
  },
  {
    id: "comfort",
    match: /comfort|care|sooth|consol/i,
    intro: {
      en: "Pepita knew just when Abuelita needed a rest and a kind word.",
      es: "Pepita sabía justo cuándo Abuelita necesitaba descansar y escuchar algo bonito.",
    },
    fix: {
      en: "Pepita patted Abuelita's hand. \"Don't worry, Abuelita, we can fix it together.\"",
      es: "Pepita le dio unas palmaditas en la mano a Abuelita. —No te preocupes, Abuelita, lo arreglamos juntas.",
    },
    during: {
      en: "Pepita brought Abuelita a chair and a glass of water so she would not get tired.",
      es: "Pepita le trajo a Abuelita una silla y un vaso de agua para que no se cansara.",
    },
  },
  {
    id: "leader",
    match: /lead|guide|captain|boss|líder|lider/i,
    intro: { en: "Today Pepita was in charge, and Abuelita followed her plan.", es: "Hoy Pepita estaba a cargo, y Abuelita siguió su plan." },
    fix: { en: 'Pepita thought for a moment and said, "I know! Follow me."', es: "Pepita pensó un momento y dijo: —¡Ya sé! Síganme." },
    during: { en: "Pepita told everyone what came next, step by step.", es: "Pepita le decía a todos qué seguía, paso a paso." },
  },
  {
    id: "storyteller",
    match: /story|tell|narrat|cuent/i,
    intro: {
      en: "Pepita was the storyteller today, and she told everything as a grand adventure.",
      es: "Pepita era la cuentacuentos del día, y lo contaba todo como una gran aventura.",
    },
    fix: {
      en: "Pepita told the problem like a story, and in the story it had a clever ending.",
      es: "Pepita contó el problema como un cuento, y en el cuento tenía un final muy listo.",
    },
    during: { en: "Pepita narrated every step, like a story being told on the radio.", es: "Pepita narraba cada paso, como un cuento en la radio." },
  },
];

export function roleFor(raw: string): Role {
  const known = ROLES.find(({ match }) => match.test(raw));
  if (known) return known;
  const role = cleanPhrase(raw);
  return {
    id: "other",
    intro: { en: `Today Pepita had a special job: ${role}.`, es: "Hoy Pepita tenía un trabajo muy especial, y lo tomó muy en serio." },
    fix: { en: `Pepita remembered her job as ${role} and knew what to do.`, es: "Pepita se acordó de su trabajo especial y supo qué hacer." },
    during: { en: `Pepita did her job as ${role} with a big smile.`, es: "Pepita hizo su trabajo especial con una gran sonrisa." },
  };
}

/** es: the Spanish infinitive ("bailar"); esDoing: its gerund ("bailando"). */
export type Favorite = { en: string; es: string; esDoing: string; pose: Pose; prop?: PropId };

const FAVORITES: (Favorite & { match: RegExp })[] = [
  { match: /danc|bail/i, en: "dancing", es: "bailar", esDoing: "bailando", pose: "dancing", prop: "music-notes" },
  { match: /\bsing|\bcant|\bsong/i, en: "singing", es: "cantar", esDoing: "cantando", pose: "standing", prop: "music-notes" },
  {
    match: /butterfl|mariposa/i,
    en: "chasing butterflies",
    es: "perseguir mariposas",
    esDoing: "persiguiendo mariposas",
    pose: "walking",
    prop: "butterflies",
  },
  { match: /\bread|book|\bleer|libro/i, en: "reading stories", es: "leer cuentos", esDoing: "leyendo cuentos", pose: "reading", prop: "book" },
  { match: /stor|cuento/i, en: "listening to stories", es: "escuchar cuentos", esDoing: "escuchando cuentos", pose: "lap", prop: "book" },
  { match: /draw|dibuj|color/i, en: "drawing", es: "dibujar", esDoing: "dibujando", pose: "sitting", prop: "crayons" },
  { match: /paint|pint/i, en: "painting", es: "pintar", esDoing: "pintando", pose: "sitting", prop: "paintbrush" },
  { match: /soccer|futbol|fútbol|ball|pelota/i, en: "playing ball", es: "jugar a la pelota", esDoing: "jugando a la pelota", pose: "standing", prop: "ball" },
  { match: /kite|papalote/i, en: "flying kites", es: "volar papalotes", esDoing: "volando papalotes", pose: "walking", prop: "kite" },
  { match: /cook|bak|cocin/i, en: "cooking", es: "cocinar", esDoing: "cocinando", pose: "working", prop: "wooden-spoon" },
  {
    match: /garden|plant|flower|jard/i,
    en: "caring for the flowers",
    es: "cuidar las flores",
    esDoing: "cuidando las flores",
    pose: "kneeling",
    prop: "flower-pot",
  },
  { match: /\bcats?\b|gato/i, en: "playing with the cat", es: "jugar con el gato", esDoing: "jugando con el gato", pose: "sitting", prop: "cat" },
  { match: /dog|puppy|perr/i, en: "playing with the dog", es: "jugar con el perrito", esDoing: "jugando con el perrito", pose: "standing", prop: "dog" },
  { match: /music|guitar|instrument/i, en: "playing music", es: "tocar música", esDoing: "tocando música", pose: "sitting", prop: "maracas" },
  { match: /swim|nad/i, en: "swimming", es: "nadar", esDoing: "nadando", pose: "standing", prop: "sun-hat" },
  { match: /hide|escond/i, en: "playing hide and seek", es: "jugar a las escondidas", esDoing: "jugando a las escondidas", pose: "standing" },
  { match: /puzzle|rompecabeza/i, en: "doing puzzles", es: "armar rompecabezas", esDoing: "armando rompecabezas", pose: "sitting" },
  { match: /jump|rope|cuerda/i, en: "jumping rope", es: "saltar la cuerda", esDoing: "saltando la cuerda", pose: "dancing" },
  { match: /star|estrella/i, en: "looking at the stars", es: "mirar las estrellas", esDoing: "mirando las estrellas", pose: "sitting" },
  { match: /bird|pájar|pajar/i, en: "watching the birds", es: "mirar los pajaritos", esDoing: "mirando los pajaritos", pose: "standing", prop: "birds" },
];

export function favoriteFor(raw: string): Favorite & { known: boolean } {
  const known = FAVORITES.find(({ match }) => match.test(raw));
  if (known) return { en: known.en, es: known.es, esDoing: known.esDoing, pose: known.pose, ...(known.prop ? { prop: known.prop } : {}), known: true };
  return { en: cleanPhrase(raw).replace(/^to\s+/, ""), es: "jugar a su juego favorito", esDoing: "jugando a su juego favorito", pose: "sitting", known: false };
}

const COLORS: Record<string, { m: string; f: string; pl?: true }> = {
  red: { m: "rojo", f: "roja" },
  blue: { m: "azul", f: "azul" },
  yellow: { m: "amarillo", f: "amarilla" },
  green: { m: "verde", f: "verde" },
  pink: { m: "rosa", f: "rosa" },
  purple: { m: "morado", f: "morada" },
  orange: { m: "anaranjado", f: "anaranjada" },
  white: { m: "blanco", f: "blanca" },
  brown: { m: "café", f: "café" },
  black: { m: "negro", f: "negra" },
  gold: { m: "dorado", f: "dorada" },
  golden: { m: "dorado", f: "dorada" },
  striped: { m: "de rayas", f: "de rayas" },
  flowered: { m: "de flores", f: "de flores" },
  embroidered: { m: "bordado", f: "bordada" },
};

const GARMENTS: Record<string, { es: string; gender: "m" | "f"; plural?: boolean }> = {
  dress: { es: "vestido", gender: "m" },
  raincoat: { es: "impermeable", gender: "m" },
  skirt: { es: "falda", gender: "f" },
  sweater: { es: "suéter", gender: "m" },
  hat: { es: "sombrero", gender: "m" },
  shoes: { es: "zapatos", gender: "m", plural: true },
  boots: { es: "botas", gender: "f", plural: true },
  rebozo: { es: "rebozo", gender: "m" },
  overalls: { es: "overol", gender: "m" },
  jacket: { es: "chamarra", gender: "f" },
  coat: { es: "abrigo", gender: "m" },
  scarf: { es: "bufanda", gender: "f" },
  pajamas: { es: "pijama", gender: "f" },
  apron: { es: "mandil", gender: "m" },
  huipil: { es: "huipil", gender: "m" },
  blouse: { es: "blusa", gender: "f" },
  shirt: { es: "playera", gender: "f" },
  "t-shirt": { es: "playera", gender: "f" },
  ribbons: { es: "listones", gender: "m", plural: true },
  bows: { es: "moños", gender: "m", plural: true },
  sandals: { es: "huaraches", gender: "m", plural: true },
  huaraches: { es: "huaraches", gender: "m", plural: true },
  poncho: { es: "jorongo", gender: "m" },
};

/** "Yellow raincoat" -> "her yellow raincoat" / "su impermeable amarillo". */
export function outfitFor(raw: string): Bi {
  const phrase = cleanPhrase(raw).replace(/^(her|his|my)\s+/, "");
  const words = phrase.split(/[\s,]+/);
  const garmentWord = [...words].reverse().find((word) => GARMENTS[word]);
  const colorWord = words.find((word) => COLORS[word]);
  const en = `her ${phrase}`;
  if (!garmentWord) {
    const color = colorWord ? COLORS[colorWord]! : null;
    return { en, es: color ? `su ropa favorita, toda ${color.f}` : "su ropa favorita" };
  }
  const garment = GARMENTS[garmentWord]!;
  const color = colorWord ? COLORS[colorWord]![garment.gender] : "";
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
