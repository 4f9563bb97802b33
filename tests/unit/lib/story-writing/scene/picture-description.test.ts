import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS, SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { composePage } from "@/lib/images/offline-generator";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { describePicture } from "@/lib/story-writing/scene/picture-description";
import { PICTURE_DESCRIPTION_MAX } from "@/lib/stories/model/types";
import { THEMES } from "@/lib/story-writing/scene/activities";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";
import { ORIGINAL_STORY_PAGES } from "@/lib/stories/model/original-pages";
import { GARDEN_SCENE, pair, scenePlan } from "@/tests/support/fixtures/scene-plan";

// The offline writer's picture descriptions: what the picture draws, in correct English and
// Spanish, for every arc; and only what is drawn.

function storyOf(activity: string, i: number) {
  const request: StoryGenerationRequest = {
    activityType: activity,
    season: SEASONS[i % SEASONS.length]!,
    pepitaRole: "Helpful",
    pepitaCustomization: { personality: [PERSONALITY_TRAITS[i % PERSONALITY_TRAITS.length]!], favoriteActivity: "dancing" },
  };
  return writeOfflineStory(request, 7000 + i);
}

// Every arc, through the words its requests match.
const STORIES = THEMES.flatMap((theme, i) => [storyOf(theme.verb.en, i), storyOf(theme.verb.es, i + 1)]);

const ENGLISH_IN_SPANISH = /(?<!\p{L})(the|and|with|she|her|they|is|are|of|in|on|at)(?!\p{L})/iu;
const SPANISH_IN_ENGLISH = /(?<!\p{L})(el|la|los|las|y|con|está|están|en|un|una|se|hay)(?!\p{L})/iu;

describe("picture descriptions: the offline writer", () => {
  it("describes every page of every arc in both languages, each a few sentences under the limit", () => {
    expect(STORIES.length).toBeGreaterThanOrEqual(40);
    for (const story of STORIES) {
      for (const page of story.pages) {
        for (const text of [page.descriptionEn!, page.descriptionEs!]) {
          expect(text.length, text).toBeGreaterThan(20);
          expect(text.length, text).toBeLessThanOrEqual(PICTURE_DESCRIPTION_MAX);
          // Every sentence starts with a capital and ends with a full stop; no slot is left.
          for (const sentence of text.split(/(?<=\.) /)) expect(sentence, text).toMatch(/^[A-ZÁÉÍÓÚÑ].*\.$/u);
          expect(text, text).not.toMatch(/[{}]|undefined|\s{2}|\.\./);
        }
        expect(page.descriptionEs!.replace(/\b(Abuelita|Pepita)\b/g, ""), page.descriptionEs).not.toMatch(ENGLISH_IN_SPANISH);
        expect(page.descriptionEn!.replace(/papel picado|pan dulce|rosca de reyes|agua fresca/gi, ""), page.descriptionEn).not.toMatch(SPANISH_IN_ENGLISH);
      }
    }
  });

  it("names what the offline illustrator draws on the page: its people and every thing in it", () => {
    for (const story of STORIES.slice(0, 12)) {
      for (const page of story.pages) {
        const drawn = composePage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, scene: page.scene! });
        for (const placed of drawn.placed) {
          if (placed.kind === "character") {
            expect(page.descriptionEn).toContain(placed.name);
            expect(page.descriptionEs).toContain(placed.name);
          }
          if (placed.kind === "prop") {
            expect(page.descriptionEn).toContain(PROPS[placed.id].en);
            expect(page.descriptionEs).toContain(PROPS[placed.id].es);
          }
        }
        const people = drawn.placed.filter((p) => p.kind === "character").map((p) => p.name);
        for (const name of ["Abuelita", "Pepita"] as const) {
          if (!people.includes(name) && !(name === "Abuelita" && page.scene!.characters.some((c) => c.pose === "lap"))) {
            expect(page.descriptionEn, `${name} is not drawn`).not.toContain(name);
          }
        }
      }
    }
  });

  it("says someone kneels where they kneel, never that they tend plants by the bath tub or the sandcastle", () => {
    const kneels = STORIES.flatMap((story) => story.pages).filter((page) => page.scene!.characters.some(({ pose }) => pose === "kneeling"));
    expect(kneels.length).toBeGreaterThan(0);
    for (const page of kneels) {
      expect(page.descriptionEn).toMatch(/kneeling/);
      expect(page.descriptionEs).toMatch(/de rodillas/);
      if (!/plant|weed|seed/i.test(page.storyText)) expect(`${page.descriptionEn} ${page.sceneDescription}`).not.toMatch(/plant/i);
    }
  });

  it("varies between arcs: no two arcs describe all their pages alike", () => {
    const byArc = new Set(STORIES.map((story) => story.pages.map((page) => page.descriptionEn).join("|")));
    expect(byArc.size).toBe(STORIES.length);
  });
});

describe("picture descriptions: grammar", () => {
  const say = (changes: Partial<ScenePlan>) => describePicture(scenePlan(changes));

  it("agrees the verb and the participle with one person or two", () => {
    expect(say({ characters: pair("sitting", "sitting"), props: [] }).en).toMatch(/^Abuelita and Pepita are sitting together in the kitchen\./);
    expect(say({ characters: pair("sitting", "sitting"), props: [] }).es).toMatch(/^Abuelita y Pepita están sentadas juntas en la cocina\./);
    expect(say({ characters: [{ name: "Pepita", pose: "sitting" }], props: [] }).en).toMatch(/^Pepita is sitting in the kitchen\./);
    expect(say({ characters: [{ name: "Pepita", pose: "sitting" }], props: [] }).es).toMatch(/^Pepita está sentada en la cocina\./);
    expect(say({ characters: pair("standing", "dancing"), props: [] })).toMatchObject({
      en: expect.stringMatching(/^In the kitchen, Abuelita is standing and Pepita is dancing\./),
      es: expect.stringMatching(/^En la cocina, Abuelita está de pie y Pepita está bailando\./),
    });
    expect(say({ setting: "patio", characters: pair("hugging", "hugging"), props: [] }).es).toMatch(/^Abuelita y Pepita están abrazadas en el patio\./);
  });

  it("puts Pepita on Abuelita's lap in words, and never says Abuelita sleeps where she is drawn awake", () => {
    expect(say({ setting: "living-room", characters: pair("sitting", "lap"), props: [] })).toMatchObject({
      en: expect.stringMatching(/^Pepita is sitting on Abuelita's lap in the living room\./),
      es: expect.stringMatching(/^Pepita está sentada en las piernas de Abuelita en la sala\./),
    });
    const bedtime = say({ setting: "bedroom", timeOfDay: "night", weather: "clear", characters: pair("sleeping", "sleeping"), props: ["teddy-bear"] });
    expect(bedtime.en).toBe(
      "In Pepita's bedroom, Abuelita is standing and Pepita is asleep in bed. Also in the picture: a teddy bear. The moon and stars shine through the window.",
    );
    expect(bedtime.es).toBe(
      "En la recámara de Pepita, Abuelita está de pie y Pepita está dormida en la cama. También se ve un osito de peluche. Por la ventana se ven la luna y las estrellas.",
    );
  });

  it("agrees 'se ve' and 'se ven' and the articles with the things drawn", () => {
    expect(say({ props: ["comal"] }).es).toContain("También se ve un comal.");
    expect(say({ props: ["clay-pot"] }).es).toContain("También se ve una olla de barro.");
    expect(say({ props: ["tortillas"] }).es).toContain("También se ven tortillas.");
    expect(say({ props: ["clay-pot", "wooden-spoon"] }).es).toContain("También se ven una olla de barro y una cuchara de palo.");
    expect(say({ props: ["clay-pot", "wooden-spoon", "tortillas"] }).en).toContain("Also in the picture: a clay pot, a wooden spoon and tortillas.");
    expect(say({ props: [] }).en).not.toContain("Also");
  });

  it("says what the sky or the window shows, and nothing of it in a close-up that may cut it off", () => {
    expect(describePicture(GARDEN_SCENE)).toEqual({
      en: "Pepita is kneeling in the garden. Also in the picture: seeds and a watering can. The sun shines in the sky.",
      es: "Pepita está de rodillas en el jardín. También se ven semillas y una regadera. En el cielo brilla el sol.",
    });
    expect(say({}).en).toContain("Snow falls outside the window.");
    expect(say({ weather: "cloudy" }).en).not.toMatch(/window|sky/);
    expect(say({ framing: "close-up" }).en).not.toContain("window");
    expect(describePicture({ ...GARDEN_SCENE, timeOfDay: "night", weather: "clear" }).es).toContain("En el cielo hay luna y estrellas.");
  });
});

describe("picture descriptions: the built-in story", () => {
  it("describes each of its ten pictures in both languages, within the limit, never as its caption", () => {
    expect(ORIGINAL_STORY_PAGES).toHaveLength(10);
    for (const page of ORIGINAL_STORY_PAGES) {
      for (const text of [page.descriptionEn, page.descriptionEs]) {
        expect(text.length, text).toBeGreaterThan(40);
        expect(text.length, text).toBeLessThanOrEqual(PICTURE_DESCRIPTION_MAX);
      }
      expect(page.descriptionEn).not.toBe(page.caption);
      expect(page.descriptionEs).not.toBe(page.captionSpanish);
      expect(page.descriptionEs.replace(/\b(Abuelita|Pepita)\b/g, "")).not.toMatch(ENGLISH_IN_SPANISH);
    }
  });
});
