import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { SEASONS, type Season, type StoryGenerationRequest } from "@/lib/api/story-generation";
import seasons from "@/lib/story-writing/content/seasons.json";
import moments from "@/lib/story-writing/content/story-moments.json";
import type { StoryPage } from "@/lib/stories/model/types";
import { THEMES, themeFor, unknownActivityMessage, type Hiccup, type Theme } from "@/lib/story-writing/scene/activities";
import { bi, type Bi } from "@/lib/story-writing/scene/content-schema";
import { listOf, PROP_IDS, PROPS, spanishWithArticle, type PropId } from "@/lib/story-writing/scene/lexicon";
import { describePicture } from "@/lib/story-writing/scene/picture-description";
import { cleanPhrase, favoriteFor, outfitFor, roleFor, specialFor, traitFor, type Trait } from "@/lib/story-writing/scene/pepita-words";
import {
  consistentPlan,
  describeScene,
  FRAMINGS,
  POSE_IDS,
  SETTING_IDS,
  SETTINGS,
  WEATHERS,
  type Framing,
  type Pose,
  type ScenePlan,
  type Setting,
  type TimeOfDay,
  type Weather,
} from "@/lib/story-writing/scene/plan";
import { GenerationError, type StoryWriter } from "@/lib/story-writing/types";

// The embedded default: a ten-page bilingual story that tells the requested activity, written
// from hand-written English and Spanish sentences and a scene plan per page. The arc is always
// arrival, plan, preparing, Pepita's trait, a small problem, her help, the activity itself, a
// celebration, a quiet moment and goodnight or goodbye; a seed from the story's id picks among the
// ways each beat can go, so the same request twice gives two different stories.

export const OFFLINE_WRITER_NAME = "Offline story generator";
export const OFFLINE_PROMPT_HEADER = "[Offline generator: no ANTHROPIC_API_KEY configured]";

// The fixed sentences and words of the arc, in lib/story-writing/content/: what each season looks
// like, and the reactions, exclamations, celebrations and quiet moments a seed picks among.
// Sentences built around the request's own words are written below.
const weather = z.enum(WEATHERS);
const pose = z.enum(POSE_IDS);
const setting = z.enum(SETTING_IDS);

const SEASON_WORDS = z
  .record(
    z.enum(SEASONS),
    z.strictObject({
      en: z.string(),
      es: z.string(),
      weathers: z.array(weather),
      night: weather,
      lines: z.partialRecord(weather, bi),
      props: z.array(z.enum(PROP_IDS)),
    }),
  )
  .parse(seasons);

const MOMENTS = z
  .strictObject({
    /** Pepita hearing what today is about. */
    reactions: z.array(bi.extend({ pose })),
    exclamations: z.array(bi),
    celebrations: z.array(bi.extend({ setting, pose })),
    /** Before Abuelita's memory of her childhood in one of the places. */
    quietMoments: z.array(bi.extend({ setting })),
    childhoodPlaces: z.array(z.string()),
  })
  .parse(moments);

// Small problems any activity can have, told with the activity so no two stories share them.
const genericHiccups = (verb: Bi): Hiccup[] => [
  {
    en: `Then, just as they were ready to ${verb.en}, Abuelita couldn't find her glasses anywhere.`,
    es: `Entonces, justo cuando iban a ${verb.es}, Abuelita no encontraba sus lentes por ningún lado.`,
    fix: { en: "Pepita giggled and pointed: they were on top of Abuelita's head!", es: "Pepita se rió y señaló: ¡los tenía en la cabeza!" },
    action: "Pepita pointing at the glasses on top of Abuelita's head",
    props: [],
  },
  {
    en: `Then, halfway through getting ready to ${verb.en}, they found that one thing they needed was missing.`,
    es: `Entonces, cuando ya casi tenían todo listo para ${verb.es}, vieron que les faltaba algo que necesitaban.`,
    fix: { en: "Pepita ran next door, and the neighbor was happy to share.", es: "Pepita corrió con la vecina, que con gusto les prestó lo que faltaba." },
    action: "Pepita knocking at the neighbor's door",
    props: ["basket"],
  },
];

type Seed = { pick<T>(list: readonly T[]): T; chance(): boolean };

/** The story's id, when it has one, so two stories of the same request differ; else the request. */
function seeded(request: StoryGenerationRequest, storyId?: number): Seed {
  const bytes = createHash("sha256")
    .update(storyId === undefined ? JSON.stringify(normalised(request)) : `story ${storyId}`)
    .digest();
  let index = 0;
  const next = () => bytes[index++ % bytes.length]!;
  return { pick: (list) => list[next() % list.length]!, chance: () => next() % 2 === 0 };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A title never says a word twice in a row ("Market Day Day"). */
export function withoutDoubledWords(title: string): string {
  const words = title.trim().split(/\s+/);
  return words.filter((word, index) => index === 0 || word.toLowerCase() !== words[index - 1]!.toLowerCase()).join(" ");
}

const propsEn = (ids: readonly PropId[]) =>
  listOf(
    ids.map((id) => PROPS[id].en.replace(/^(a|an) /, "the ").replace(/^(?!the )/, "the ")),
    "and",
  );
const propsEs = (ids: readonly PropId[]) => listOf(ids.map(spanishWithArticle), "y");

type PageDraft = { en: string; es: string; scene: ScenePlan };

type PlanInput = {
  setting: Setting;
  time: TimeOfDay;
  weather: Weather;
  abuelita?: Pose;
  pepita?: Pose;
  props: readonly (PropId | undefined)[];
  framing: Framing;
  action: string;
};

function plan(input: PlanInput): ScenePlan {
  const characters: ScenePlan["characters"] = [];
  if (input.abuelita) characters.push({ name: "Abuelita", pose: input.abuelita });
  if (input.pepita) characters.push({ name: "Pepita", pose: input.pepita });
  return consistentPlan({
    setting: input.setting,
    timeOfDay: input.time,
    weather: input.weather,
    characters,
    props: input.props.filter((id): id is PropId => id !== undefined),
    framing: input.framing,
    action: input.action,
  });
}

/** Where the story starts its day and where the activity is prepared, whatever the activity's own place. */
function homeSetting(theme: Theme): Setting {
  return SETTINGS[theme.home].indoor || theme.home === "garden" || theme.home === "patio" ? theme.home : "kitchen";
}

function normalised(request: StoryGenerationRequest) {
  const { pepitaCustomization: custom } = request;
  return {
    activityType: cleanPhrase(request.activityType),
    season: request.season,
    pepitaRole: cleanPhrase(request.pepitaRole),
    personality: custom.personality.map(cleanPhrase),
    favoriteActivity: cleanPhrase(custom.favoriteActivity),
    specialTrait: custom.specialTrait?.trim() || null,
    outfit: custom.outfit ? cleanPhrase(custom.outfit) : null,
  };
}

// Free text the vocabularies do not know is left out of both languages: pasted into a sentence
// it was half English, half Spanish ("wearing her un sombrero de fiesta").
const ANY_TRAIT: Trait = {
  en: "",
  es: "",
  deed: { en: "She was ready to help with everything.", es: "Estaba lista para ayudar en todo." },
  pose: "standing",
};

/** Thrown when asked for an activity no arc tells; the route refuses such requests before this. */
function arcFor(activity: string): Theme {
  const theme = themeFor(activity);
  if (!theme) throw new GenerationError(unknownActivityMessage(activity)!);
  return theme;
}

export function writeOfflineStory(
  request: StoryGenerationRequest,
  storyId?: number,
): { title: string; spanishTitle: string; pages: StoryPage[]; fullPrompt: string } {
  const { pepitaCustomization: custom } = request;
  const seed = seeded(request, storyId);
  const theme = arcFor(request.activityType);
  // A day the calendar fixes (Día de Reyes, a posada) is told in its own season, whatever the form says.
  const season = theme.season ?? request.season;
  const time = SEASON_WORDS[season];
  const dayWeather = theme.weather?.id ?? seed.pick(time.weathers);
  const nightWeather = time.night;
  const knownTraits = custom.personality.map(traitFor).filter((trait) => trait !== undefined);
  const first = knownTraits[0] ?? ANY_TRAIT;
  // With one trait or none, page 6 ends on Abuelita's thought rather than repeat page 4's deed.
  const second = knownTraits[1] ?? {
    ...ANY_TRAIT,
    deed: { en: "Abuelita smiled: what would she do without her Pepita?", es: "Abuelita sonrió: ¿qué haría sin su Pepita?" },
  };
  const role = roleFor(request.pepitaRole);
  const favorite = favoriteFor(custom.favoriteActivity);
  const outfit = custom.outfit ? outfitFor(custom.outfit) : undefined;
  const special = specialFor(custom.specialTrait);
  const hiccup = seed.pick([...theme.hiccups, ...theme.hiccups, ...(theme.genericHiccups === false ? [] : genericHiccups(theme.verb))]);
  const doing = seed.pick(theme.doing);
  const home = homeSetting(theme);
  const activityPlace = theme.home;
  const line = theme.weather?.line ?? time.lines[dayWeather]!;
  const seasonProp = seed.pick(time.props);
  const pages: PageDraft[] = [];

  // 1. Arrival.
  const wearing = outfit ? { en: `, wearing ${outfit.en}`, es: `, con ${outfit.es}` } : { en: "", es: "" };
  pages.push(
    seed.pick<PageDraft>([
      {
        en: `It was a ${time.en} morning at Abuelita's house. ${line.en} Pepita ran in${wearing.en}, ready for a new day.`,
        es: `Era una mañana de ${time.es} en casa de Abuelita. ${line.es} Pepita llegó corriendo${wearing.es}, lista para un nuevo día.`,
        scene: plan({
          setting: "patio",
          time: "morning",
          weather: dayWeather,
          abuelita: "waving",
          pepita: "walking",
          props: [seasonProp],
          framing: "wide",
          action: "Pepita running to Abuelita at the door of the house",
        }),
      },
      {
        en: `Knock, knock! On a ${time.en} morning, Pepita arrived at Abuelita's door${wearing.en}. ${line.en}`,
        es: `¡Toc, toc! Una mañana de ${time.es}, Pepita llegó a la puerta de Abuelita${wearing.es}. ${line.es}`,
        scene: plan({
          setting: "patio",
          time: "morning",
          weather: dayWeather,
          abuelita: "standing",
          pepita: "waving",
          props: [seasonProp],
          framing: "wide",
          action: "Pepita knocking at Abuelita's door",
        }),
      },
      {
        en: `${line.en} Pepita skipped up the path to Abuelita's house${wearing.en}, and Abuelita hugged her at the door.`,
        es: `${line.es} Pepita llegó saltando por el camino a casa de Abuelita${wearing.es}, y Abuelita la abrazó en la puerta.`,
        scene: plan({
          setting: "patio",
          time: "morning",
          weather: dayWeather,
          abuelita: "hugging",
          pepita: "hugging",
          props: [seasonProp],
          framing: "medium",
          action: "Abuelita hugging Pepita at the door",
        }),
      },
    ]),
  );

  // 2. The plan: Abuelita says what today is about.
  const reaction = theme.reaction ?? seed.pick(MOMENTS.reactions);
  pages.push({
    en: `"Buenos días, mija," said Abuelita. "${theme.announce?.en ?? `Today we are going to ${theme.verb.en}.`}" ${reaction.en}`,
    es: `—Buenos días, mija —dijo Abuelita—. ${theme.announce?.es ?? `Hoy vamos a ${theme.verb.es}.`} ${reaction.es}`,
    // Said over breakfast when the day's activity happens at home, so the place changes later.
    scene: plan({
      setting: home === activityPlace ? "kitchen" : home,
      time: "morning",
      weather: dayWeather,
      abuelita: "standing",
      pepita: reaction.pose,
      props: [theme.gather[0]],
      framing: "medium",
      action: `Abuelita telling Pepita they will ${theme.verb.en}`,
    }),
  });

  // 3. Preparing, and Pepita's role.
  const gather = theme.gather.slice(0, 3);
  pages.push(
    seed.pick<PageDraft>([
      {
        en: `First they gathered ${propsEn(gather)}. ${role.intro.en}`,
        es: `Primero reunieron ${propsEs(gather)}. ${role.intro.es}`,
        scene: plan({
          setting: home,
          time: "morning",
          weather: dayWeather,
          abuelita: "working",
          pepita: "standing",
          props: gather,
          framing: "medium",
          action: `gathering ${propsEn(gather)}`,
        }),
      },
      {
        en: `${role.intro.en} Together they set out ${propsEn(gather)}.`,
        es: `${role.intro.es} Juntas prepararon ${propsEs(gather)}.`,
        scene: plan({
          setting: home,
          time: "morning",
          weather: dayWeather,
          abuelita: "standing",
          pepita: "working",
          props: gather,
          framing: "medium",
          action: `setting out ${propsEn(gather)}`,
        }),
      },
    ]),
  );

  // 4. Pepita's personality, in what she does.
  const adjectivesEn = listOf(
    knownTraits.slice(0, 2).map((trait) => trait.en),
    "and",
  );
  const adjectivesEs = listOf(
    knownTraits.slice(0, 2).map((trait) => trait.es),
    "y",
  );
  const laidOut = theme.gather.slice(1, 3);
  pages.push({
    en: `${first.deed.en} As they laid out ${propsEn(laidOut)}, anyone could see that Pepita was ${adjectivesEn || "one of a kind"}.`,
    es: `${first.deed.es} Mientras acomodaban ${propsEs(laidOut)}, se notaba que Pepita era ${adjectivesEs || "única"}.`,
    scene: plan({
      setting: home,
      time: "morning",
      weather: dayWeather,
      abuelita: first.pose === "hugging" ? "hugging" : "standing",
      pepita: first.pose,
      props: laidOut,
      framing: first.pose === "hugging" ? "close-up" : "medium",
      action: `Pepita showing she is ${first.en || "ready to help"} while Abuelita watches proudly`,
    }),
  });

  // 5. A small problem.
  const problemPlace = hiccup.setting ?? activityPlace;
  const exclaim = seed.pick(MOMENTS.exclamations);
  pages.push({
    en: `${hiccup.en} ${exclaim.en}`,
    es: `${hiccup.es} ${exclaim.es}`,
    scene: plan({
      setting: problemPlace,
      time: "afternoon",
      weather: dayWeather,
      abuelita: "standing",
      pepita: "standing",
      props: hiccup.props.length ? hiccup.props : [theme.gather[0]],
      framing: "wide",
      action: hiccup.action,
    }),
  });

  // 6. Pepita helps, the way her role and second trait say.
  pages.push({
    en: `${role.fix.en} ${hiccup.fix.en} ${second.deed.en}`,
    es: `${role.fix.es} ${hiccup.fix.es} ${second.deed.es}`,
    scene: plan({
      setting: problemPlace,
      time: "afternoon",
      weather: dayWeather,
      abuelita: "standing",
      pepita: role.id === "comfort" ? "hugging" : "working",
      props: hiccup.props.length ? hiccup.props : theme.gather.slice(0, 2),
      framing: "medium",
      action: hiccup.action,
    }),
  });

  // 7. The activity itself.
  pages.push({
    en: `${doing.en} ${role.during.en}`,
    es: `${doing.es} ${role.during.es}`,
    scene: plan({
      setting: activityPlace,
      time: "afternoon",
      weather: dayWeather,
      abuelita: doing.pose === "kneeling" ? "standing" : doing.pose,
      pepita: doing.pose,
      props: doing.props,
      framing: seed.chance() ? "medium" : "wide",
      action: doing.action,
    }),
  });

  // 8. The celebration.
  // The celebration moves somewhere the story has not just been, so the pictures change place.
  const party = seed.pick(MOMENTS.celebrations.filter(({ setting }) => setting !== activityPlace && setting !== home));
  pages.push({
    en: `At last, that ${time.en} afternoon, they had ${theme.result.en}. ${party.en}${special ? ` ${special.en}` : ""}`,
    es: `Por fin, esa tarde de ${time.es}, tuvieron ${theme.result.es}. ${party.es}${special ? ` ${special.es}` : ""}`,
    scene: plan({
      setting: party.setting,
      time: "afternoon",
      weather: dayWeather,
      abuelita: party.pose,
      pepita: party.pose,
      props: [...theme.celebrate.slice(0, 2), party.setting === "plaza" ? "guitar" : "papel-picado"],
      framing: "wide",
      action: `celebrating ${theme.result.en} with the family`,
    }),
  });

  // 9. A quiet moment: a memory from Abuelita's childhood.
  const place = seed.pick(MOMENTS.childhoodPlaces);
  const quiet = seed.pick(MOMENTS.quietMoments.filter(({ setting }) => setting !== party.setting && setting !== activityPlace));
  pages.push({
    en: `${quiet.en} "When I was your age in ${place}, my mamá and I ${theme.memory?.en ?? `made ${theme.result.en}`} every ${time.en}," she whispered.`,
    es: `${quiet.es} —Cuando yo tenía tu edad en ${place}, mi mamá y yo ${theme.memory?.es ?? `hacíamos ${theme.result.es}`} cada ${time.es}, igual que hoy —le dijo en voz bajita.`,
    scene: plan({
      setting: quiet.setting,
      time: "evening",
      weather: SETTINGS[quiet.setting].indoor ? dayWeather : nightWeather,
      abuelita: "sitting",
      pepita: "lap",
      props: ["rebozo", favorite.prop],
      framing: "close-up",
      action: `Abuelita telling Pepita about her childhood in ${place}`,
    }),
  });

  // 10. Goodnight or goodbye, with Pepita's favorite thing.
  pages.push(
    seed.pick<PageDraft>(
      [
        {
          en: `That night Abuelita tucked Pepita into bed. Pepita dreamed of ${favorite.en} and of ${theme.result.en}. "Te quiero, Abuelita." "Y yo a ti, mi Pepita."`,
          es: `Esa noche Abuelita arropó a Pepita en la cama. Pepita soñó que estaba ${favorite.esDoing} y con ${theme.result.es}. —Te quiero, Abuelita. —Y yo a ti, mi Pepita.`,
          scene: plan({
            setting: "bedroom",
            time: "night",
            weather: nightWeather,
            abuelita: "standing",
            pepita: "sleeping",
            props: ["teddy-bear", "blanket", "pillow"],
            framing: "medium",
            action: "Abuelita tucking Pepita into bed",
          }),
        },
        {
          walksHome: true,
          en: `When the stars came out, Abuelita walked Pepita home. Pepita was still thinking of ${theme.result.en}. "Tomorrow can we try ${favorite.known ? favorite.en : "my favorite game"}?" asked Pepita. "Of course, mija."`,
          es: `Cuando salieron las estrellas, Abuelita acompañó a Pepita a su casa. Pepita seguía pensando en ${theme.result.es}. —¿Mañana podemos ${favorite.known ? favorite.es : "jugar a mi juego favorito"}? —preguntó Pepita. —Claro que sí, mija.`,
          scene: plan({
            setting: "street-at-night",
            time: "night",
            weather: nightWeather,
            abuelita: "walking",
            pepita: "walking",
            props: ["star-lantern"],
            framing: "wide",
            action: "Abuelita walking Pepita home under the stars",
          }),
        },
        {
          en: `Before bed, Pepita and Abuelita ended the day with ${favorite.en}, still thinking of ${theme.result.en}. "Thank you for today, Abuelita." "Thank you, my ${first.en ? `${first.en} ` : ""}girl."`,
          es: `Antes de dormir, Pepita y Abuelita terminaron el día ${favorite.esDoing}, pensando todavía en ${theme.result.es}. —Gracias por este día, Abuelita. —Gracias a ti, mi niña.`,
          scene: plan({
            setting: "bedroom",
            time: "night",
            weather: nightWeather,
            abuelita: "sitting",
            pepita: favorite.pose === "lap" ? "lap" : favorite.pose === "reading" ? "reading" : "sitting",
            props: [favorite.prop ?? "lamp", "pillow"],
            framing: "medium",
            action: `ending the day with ${favorite.en}`,
          }),
        },
      ].filter((ending) => !(theme.sleepsOver && "walksHome" in ending)),
    ),
  );

  varyFraming(pages);
  const story = pages.map((page, index) => ({
    pageNumber: index + 1,
    storyText: page.en,
    spanishText: page.es,
    sceneDescription: describeScene(page.scene),
    scene: page.scene,
    ...descriptionsOf(page.scene),
  }));
  return { ...titles(theme, season, seed), pages: story, fullPrompt: offlinePrompt(request) };
}

function descriptionsOf(scene: ScenePlan): Pick<StoryPage, "descriptionEn" | "descriptionEs"> {
  const { en, es } = describePicture(scene);
  return { descriptionEn: en, descriptionEs: es };
}

/** Pages in the same place are seen from different distances, so their pictures differ. */
function varyFraming(pages: PageDraft[]): void {
  const used = new Map<Setting, Set<Framing>>();
  for (const page of pages) {
    const seen = used.get(page.scene.setting) ?? new Set<Framing>();
    if (seen.has(page.scene.framing)) {
      const free = FRAMINGS.find((framing) => !seen.has(framing));
      if (free) page.scene = { ...page.scene, framing: free };
    }
    seen.add(page.scene.framing);
    used.set(page.scene.setting, seen);
  }
  for (const page of pages) page.scene = consistentPlan(page.scene);
}

function titles(theme: Theme, season: Season, seed: Seed): { title: string; spanishTitle: string } {
  const words = SEASON_WORDS[season];
  const seasonEn = capitalize(words.en);
  const choice = seed.pick(
    theme.titles ?? [
      { en: `Pepita and Abuelita's ${seasonEn} ${theme.title.en} Day`, es: `Pepita y Abuelita: un día de ${theme.title.es} en ${words.es}` },
      { en: `A ${seasonEn} ${theme.title.en} Day with Abuelita`, es: `Un día de ${theme.title.es} con Abuelita` },
      { en: `Pepita's ${theme.title.en} Adventure`, es: `La aventura de Pepita: ${theme.title.es}` },
    ],
  );
  return { title: withoutDoubledWords(choice.en), spanishTitle: withoutDoubledWords(choice.es) };
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
    activities: THEMES.map(({ verb, match }) => ({ en: capitalize(verb.en), es: capitalize(verb.es), words: match.words })),
    refusal: (request) => unknownActivityMessage(request.activityType),
    async write(request, options) {
      return { ...writeOfflineStory(request, options?.storyId), provider: "offline" };
    },
  };
}
