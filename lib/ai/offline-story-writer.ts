import "server-only";
import { createHash } from "node:crypto";
import type { Season, StoryGenerationRequest } from "@/lib/api/story-generation";
import type { StoryPage } from "@/lib/stories/types";
import type { StoryWriter } from "./types";

// The embedded default: a real ten-page bilingual story assembled from hand-written English and
// Spanish sentences, chosen deterministically from the request, so the site works with no AI key.

export const OFFLINE_WRITER_NAME = "Offline story generator";
export const OFFLINE_PROMPT_HEADER = "[Offline generator: no ANTHROPIC_API_KEY configured]";

type Activity = {
  en: { doing: string; place: string; things: string; done: string };
  es: { doing: string; place: string; things: string; done: string };
  /** Concrete nouns for the coloring-page scene (the offline image generator draws them). */
  scene: { place: string; things: string };
};

const ACTIVITIES: { match: RegExp; activity: Activity }[] = [
  {
    match: /cook|bak|kitchen|food|tortilla|tamal|soup|meal/i,
    activity: {
      en: { doing: "cook a big pot of beans and warm tortillas", place: "the kitchen", things: "the clay pot, the wooden spoon and the corn flour", done: "a steaming dinner" },
      es: { doing: "cocinar una olla de frijoles y tortillas calientitas", place: "la cocina", things: "la olla de barro, la cuchara de palo y la harina de maíz", done: "una cena calientita" },
      scene: { place: "in the kitchen, standing at the kitchen table", things: "a clay pot on the table, a wooden spoon and a stack of tortillas" },
    },
  },
  {
    match: /craft|art|paint|draw|sew|knit|paper/i,
    activity: {
      en: { doing: "make paper flowers and colorful papel picado", place: "the patio table", things: "the tissue paper, the scissors and the string", done: "a garland of paper flowers" },
      es: { doing: "hacer flores de papel y papel picado de colores", place: "la mesa del patio", things: "el papel de china, las tijeras y el cordón", done: "una guirnalda de flores de papel" },
      scene: { place: "on the patio, sitting at a table", things: "paper flowers on the table and a papel picado banner overhead" },
    },
  },
  {
    match: /garden|plant|flower|seed|grow/i,
    activity: {
      en: { doing: "plant seeds in the garden", place: "the garden", things: "the little shovel, the seeds and the watering can", done: "a row of tiny green sprouts" },
      es: { doing: "sembrar semillas en el jardín", place: "el jardín", things: "la palita, las semillas y la regadera", done: "una fila de plantitas verdes" },
      scene: { place: "in the garden beside the house", things: "flowers, a watering can and a tree" },
    },
  },
  {
    match: /market|shop|buy|tianguis|store/i,
    activity: {
      en: { doing: "go shopping at the market", place: "the market", things: "the woven basket, the coin purse and the shopping list", done: "a basket full of fruit" },
      es: { doing: "ir de compras al mercado", place: "el mercado", things: "la canasta tejida, el monedero y la lista", done: "una canasta llena de fruta" },
      scene: { place: "at the market, in front of a fruit stall with an awning", things: "a market stall and a basket of fruit" },
    },
  },
  {
    match: /celebrat|party|fiesta|birthday|posada|holiday/i,
    activity: {
      en: { doing: "get everything ready for a family fiesta", place: "the patio", things: "the streamers, the balloons and the cake", done: "the happiest fiesta" },
      es: { doing: "preparar todo para una fiesta familiar", place: "el patio", things: "las serpentinas, los globos y el pastel", done: "la fiesta más alegre" },
      scene: { place: "on the patio decorated for a celebration", things: "a papel picado banner, balloons and a cake on a table" },
    },
  },
  {
    match: /care|clean|chore|laundry|wash|tidy|daily/i,
    activity: {
      en: { doing: "take care of the house and of each other", place: "the house", things: "the broom, the laundry basket and the clothespins", done: "a clean, cozy home" },
      es: { doing: "cuidar la casa y cuidarse la una a la otra", place: "la casa", things: "la escoba, la canasta de ropa y las pinzas", done: "una casa limpia y acogedora" },
      scene: { place: "in front of the house with a clothesline", things: "a laundry basket, a broom and the house" },
    },
  },
];

function activityFor(activityType: string): Activity {
  const known = ACTIVITIES.find(({ match }) => match.test(activityType));
  if (known) return known.activity;
  const name = activityType.trim().toLowerCase();
  return {
    en: { doing: `spend the day on something new: ${name}`, place: "the house", things: "everything they needed", done: `a day of ${name} to remember` },
    es: { doing: `pasar el día con algo nuevo: ${name}`, place: "la casa", things: "todo lo que necesitaban", done: `un día de ${name} para recordar` },
    scene: { place: "in front of the house", things: "a table with everything they need" },
  };
}

const SEASONS: Record<Season, { en: string; es: string; morning: { en: string; es: string }; scene: string }> = {
  Spring: {
    en: "spring",
    es: "primavera",
    morning: { en: "The lemon tree was in bloom and the birds were singing.", es: "El limonero estaba en flor y los pajaritos cantaban." },
    scene: "spring flowers and a bright sun",
  },
  Summer: {
    en: "summer",
    es: "verano",
    morning: { en: "The sun was already warm on the patio tiles.", es: "El sol ya calentaba los mosaicos del patio." },
    scene: "a big summer sun and a few clouds",
  },
  Fall: {
    en: "fall",
    es: "otoño",
    morning: { en: "Golden leaves were dancing in the breeze.", es: "Las hojas doradas bailaban con la brisa." },
    scene: "fall leaves drifting from a tree",
  },
  Winter: {
    en: "winter",
    es: "invierno",
    morning: { en: "The air was cold, so Abuelita made hot chocolate.", es: "Hacía frío, así que Abuelita preparó chocolate caliente." },
    scene: "winter snowflakes in the sky",
  },
};

const TRAITS: Record<string, { en: string; es: string; deed: { en: string; es: string } }> = {
  brave: { en: "brave", es: "valiente", deed: { en: "She took a deep breath and tried, even though it looked hard.", es: "Respiró hondo y lo intentó, aunque parecía difícil." } },
  curious: { en: "curious", es: "curiosa", deed: { en: "She asked Abuelita how, and why, and what if.", es: "Le preguntó a Abuelita cómo, y por qué, y qué pasaría si..." } },
  playful: { en: "playful", es: "juguetona", deed: { en: "She turned the work into a game and made Abuelita laugh.", es: "Convirtió el trabajo en un juego e hizo reír a Abuelita." } },
  loyal: { en: "loyal", es: "leal", deed: { en: "She stayed right by Abuelita's side the whole time.", es: "Se quedó junto a Abuelita todo el tiempo." } },
  mischievous: { en: "mischievous", es: "traviesa", deed: { en: "She hid a little surprise for Abuelita to find later.", es: "Escondió una sorpresita para que Abuelita la encontrara después." } },
  gentle: { en: "gentle", es: "tierna", deed: { en: "She handled everything softly, as if it were made of glass.", es: "Lo tocaba todo con cuidado, como si fuera de cristal." } },
  energetic: { en: "energetic", es: "enérgica", deed: { en: "She hopped and skipped from one job to the next.", es: "Brincaba y saltaba de una tarea a la otra." } },
  protective: { en: "protective", es: "protectora", deed: { en: "She made sure Abuelita never carried anything too heavy.", es: "Se aseguró de que Abuelita nunca cargara nada pesado." } },
  clever: { en: "clever", es: "lista", deed: { en: "She had a clever idea that made everything easier.", es: "Tuvo una idea muy lista que lo hizo todo más fácil." } },
  affectionate: { en: "affectionate", es: "cariñosa", deed: { en: "She gave Abuelita a big hug between every step.", es: "Le daba a Abuelita un abrazote entre cada paso." } },
};

function traitFor(trait: string) {
  const known = TRAITS[trait.trim().toLowerCase()];
  if (known) return known;
  const word = trait.trim().toLowerCase();
  return { en: word, es: word, deed: { en: `Everyone could see how ${word} she was.`, es: `Todos podían ver lo ${word} que era.` } };
}

const ROLES: { match: RegExp; en: string; es: string }[] = [
  { match: /help/i, en: "Pepita was Abuelita's best helper, ready before anyone asked.", es: "Pepita era la mejor ayudante de Abuelita, lista antes de que nadie se lo pidiera." },
  { match: /observ|watch/i, en: "Pepita watched every little thing Abuelita did, so she could remember it forever.", es: "Pepita observaba cada detalle de lo que hacía Abuelita, para recordarlo siempre." },
  { match: /mischief|prank|trick/i, en: "Pepita couldn't resist a little mischief, and Abuelita pretended not to notice.", es: "Pepita no pudo resistir una pequeña travesura, y Abuelita hizo como que no la veía." },
  { match: /comfort|care|sooth/i, en: "Pepita knew just when Abuelita needed a rest and a kind word.", es: "Pepita sabía justo cuándo Abuelita necesitaba descansar y escuchar algo bonito." },
];

function roleFor(role: string) {
  const known = ROLES.find(({ match }) => match.test(role));
  if (known) return known;
  const word = role.trim().toLowerCase();
  return { en: `Today Pepita had a special job: ${word}.`, es: `Hoy Pepita tenía un papel especial: ${word}.` };
}

const HICCUPS = [
  {
    en: "Then a gust of wind blew everything across the patio!",
    es: "¡De pronto una ráfaga de viento lo echó todo a volar por el patio!",
    fix: { en: "Pepita chased every piece until nothing was lost.", es: "Pepita corrió tras cada cosa hasta que no se perdió nada." },
    scene: "the wind blowing things across the patio while Pepita runs to catch them",
  },
  {
    en: "Then Abuelita couldn't find her glasses anywhere.",
    es: "Entonces Abuelita no encontraba sus lentes por ningún lado.",
    fix: { en: "Pepita giggled and pointed: they were on top of Abuelita's head!", es: "Pepita se rió y señaló: ¡los tenía en la cabeza!" },
    scene: "Pepita pointing at the glasses on top of Abuelita's head",
  },
  {
    en: "Then they saw that one important thing was missing.",
    es: "Entonces se dieron cuenta de que faltaba algo importante.",
    fix: { en: "Pepita ran next door, and the neighbor was happy to share.", es: "Pepita corrió con la vecina, que con gusto les prestó lo que faltaba." },
    scene: "Pepita knocking at the neighbor's door with a smile",
  },
];

const MEMORIES = [
  { en: "When I was your age in Oaxaca, my mamá taught me this same thing.", es: "Cuando yo tenía tu edad en Oaxaca, mi mamá me enseñó esto mismo." },
  { en: "When I was a little girl in Puebla, we did this every year.", es: "Cuando yo era niña en Puebla, hacíamos esto cada año." },
  { en: "In my village in Michoacán, the whole family did this together.", es: "En mi pueblo de Michoacán, toda la familia lo hacía junta." },
];

const ABUELITA = "Abuelita, a kind grandmother with her hair in a bun, round glasses and an apron";
const PEPITA = "Pepita, a little girl with two braids tied with ribbons";
const STYLE = "Black-and-white line-art coloring page with clean bold outlines, large simple shapes, no shading and a plain white background.";

function pick<T>(list: readonly T[], seed: Buffer, slot: number): T {
  return list[(seed[slot] ?? 0) % list.length]!;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function titleCase(text: string): string {
  return text.trim().split(/\s+/).map(capitalize).join(" ");
}

export function writeOfflineStory(request: StoryGenerationRequest): { title: string; pages: StoryPage[]; fullPrompt: string } {
  const { activityType, season, pepitaRole, pepitaCustomization: custom } = request;
  const seed = createHash("sha256").update(JSON.stringify(request)).digest();
  const activity = activityFor(activityType);
  const time = SEASONS[season];
  const traits = custom.personality.map(traitFor);
  const first = traits[0]!;
  const second = traits[1] ?? first;
  const role = roleFor(pepitaRole);
  const hiccup = pick(HICCUPS, seed, 0);
  const memory = pick(MEMORIES, seed, 1);
  const favorite = custom.favoriteActivity.trim();
  const outfit = custom.outfit?.trim();
  const special = custom.specialTrait?.trim();
  const adjectivesEn = traits.slice(0, 2).map((t) => t.en).join(" and ");
  const adjectivesEs = traits.slice(0, 2).map((t) => t.es).join(" y ");
  const pepitaLooks = outfit ? `${PEPITA}, wearing ${outfit}` : PEPITA;
  const scene = (what: string) => `${what}. ${STYLE}`;

  const texts: [string, string, string][] = [
    [
      `It was a ${time.en} morning at Abuelita's house. ${time.morning.en} Pepita ran in${outfit ? `, wearing ${outfit}` : ""}, ready for a new day.`,
      `Era una mañana de ${time.es} en casa de Abuelita. ${time.morning.es} Pepita llegó corriendo${outfit ? `, vestida con ${outfit}` : ""}, lista para un nuevo día.`,
      scene(`${pepitaLooks}, running happily toward ${ABUELITA}, who opens her arms at the door of a small house; ${time.scene}`),
    ],
    [
      `"Buenos días, mija," said Abuelita. "Today we are going to ${activity.en.doing}." Pepita clapped her hands with joy.`,
      `—Buenos días, mija —dijo Abuelita—. Hoy vamos a ${activity.es.doing}. Pepita aplaudió de alegría.`,
      scene(`${ABUELITA} smiling and explaining the plan to ${PEPITA}, who claps her hands, ${activity.scene.place}`),
    ],
    [
      `Pepita was ${adjectivesEn}. ${first.deed.en}`,
      `Pepita era ${adjectivesEs}. ${first.deed.es}`,
      scene(`${PEPITA} showing she is ${first.en} while ${ABUELITA} watches proudly, ${activity.scene.place}, with ${activity.scene.things}`),
    ],
    [
      `Together they gathered ${activity.en.things}. Pepita carried the lightest things and counted them out loud: "¡Uno, dos, tres!"`,
      `Juntas reunieron ${activity.es.things}. Pepita cargó las cosas más ligeras y las contó en voz alta: «¡Uno, dos, tres!»`,
      scene(`${ABUELITA} and ${PEPITA} carrying ${activity.scene.things} together to ${activity.en.place}`),
    ],
    [
      `${role.en} Abuelita smiled. "What would I do without you, cariño?"`,
      `${role.es} Abuelita sonrió. —¿Qué haría yo sin ti, cariño?`,
      scene(`${PEPITA} working next to ${ABUELITA} ${activity.scene.place}, with ${activity.scene.things}`),
    ],
    [
      `${hiccup.en} "Ay, ay, ay!" said Abuelita.`,
      `${hiccup.es} —¡Ay, ay, ay! —dijo Abuelita.`,
      scene(`A funny surprise: ${hiccup.scene}; ${ABUELITA} with her hands on her cheeks, ${activity.scene.place}`),
    ],
    [
      `${hiccup.fix.en} ${special ? `Pepita was special that way: ${special}.` : second.deed.en}`,
      `${hiccup.fix.es} ${special ? `Así de especial era Pepita: ${special}.` : second.deed.es}`,
      scene(`${PEPITA} proudly solving the problem while ${ABUELITA} laughs, ${activity.scene.place}`),
    ],
    [
      `Abuelita hugged her. "${memory.en}" Pepita listened to every word.`,
      `Abuelita la abrazó. —${memory.es} Pepita escuchó cada palabra.`,
      scene(`${ABUELITA} sitting in a chair telling a story, with ${PEPITA} on her lap listening closely, ${activity.scene.place}`),
    ],
    [
      `At last they had ${activity.en.done}. The whole family came to see, and everyone said, "¡Qué bonito!"`,
      `Por fin tuvieron ${activity.es.done}. Toda la familia vino a verlo y todos dijeron: «¡Qué bonito!»`,
      scene(`${ABUELITA} and ${PEPITA} proudly showing ${activity.scene.things}, ${activity.scene.place}; ${time.scene}`),
    ],
    [
      `That evening Pepita and Abuelita ended the day with her favorite thing: ${favorite}. "Te quiero, Abuelita." "Y yo a ti, mi Pepita."`,
      `Esa noche Pepita y Abuelita terminaron el día con lo que más le gusta a Pepita: ${favorite}. —Te quiero, Abuelita. —Y yo a ti, mi Pepita.`,
      scene(`Evening in front of the house under the moon and stars: ${ABUELITA} and ${PEPITA} hugging, enjoying ${favorite}`),
    ],
  ];

  const pages = texts.map(([storyText, spanishText, sceneDescription], index) => ({
    pageNumber: index + 1,
    storyText,
    spanishText,
    sceneDescription,
  }));
  const title = `Pepita and Abuelita's ${capitalize(time.en)} ${titleCase(activityType)} Day`;
  return { title, pages, fullPrompt: offlinePrompt(request) };
}

/** The offline writer's fullPrompt: its first line tells an admin no AI wrote the story. */
export function offlinePrompt(request: StoryGenerationRequest): string {
  const { activityType, season, pepitaRole, pepitaCustomization: custom } = request;
  return [
    OFFLINE_PROMPT_HEADER,
    `No AI service was asked: the ${OFFLINE_WRITER_NAME} put this story together from hand-written English and Spanish sentences, chosen from:`,
    `Activity: ${activityType}; Season: ${season}; Pepita's role: ${pepitaRole}`,
    `Personality: ${custom.personality.join(", ")}; Favorite activity: ${custom.favoriteActivity.trim()}`,
    custom.specialTrait?.trim() ? `Special trait: ${custom.specialTrait.trim()}` : null,
    custom.outfit?.trim() ? `Outfit: ${custom.outfit.trim()}` : null,
  ]
    .filter(Boolean)
    .join("\n");
}

export function createOfflineStoryWriter(): StoryWriter {
  return {
    provider: "offline",
    name: OFFLINE_WRITER_NAME,
    prompt: offlinePrompt,
    async write(request) {
      return { ...writeOfflineStory(request), provider: "offline" };
    },
  };
}
