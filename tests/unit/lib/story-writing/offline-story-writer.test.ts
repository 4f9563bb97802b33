import { describe, expect, it } from "vitest";
import { createOfflineStoryWriter, writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { describeScene, scenePlanSchema } from "@/lib/story-writing/scene/plan";
import { checkGeneratedStory } from "@/lib/story-writing/check";
import { PERSONALITY_TRAITS, SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import moments from "@/lib/story-writing/content/story-moments.json";
import { variedRequests } from "@/tests/support/varied-requests";

const request: StoryGenerationRequest = {
  activityType: "Cooking",
  season: "Winter",
  pepitaRole: "Helpful",
  pepitaCustomization: { personality: ["Brave", "Curious"], favoriteActivity: "dancing", outfit: "a red dress" },
};

const english = (story: ReturnType<typeof writeOfflineStory>) => story.pages.map((page) => page.storyText).join(" ");
const spanish = (story: ReturnType<typeof writeOfflineStory>) => story.pages.map((page) => page.spanishText).join(" ");

describe("offline story writer", () => {
  it("writes ten pages numbered 1 to 10, each with English, Spanish, a scene plan and the description written from it", () => {
    const story = writeOfflineStory(request);
    expect(story.pages.map((page) => page.pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const page of story.pages) {
      expect(page.storyText.length).toBeGreaterThan(20);
      expect(page.spanishText.length).toBeGreaterThan(20);
      expect(page.spanishText).not.toBe(page.storyText);
      expect(scenePlanSchema.parse(page.scene)).toEqual(page.scene);
      expect(page.sceneDescription).toBe(describeScene(page.scene!));
      expect(page.sceneDescription).toMatch(/coloring page/i);
    }
  });

  it("tells the requested activity as the plot: a baking story bakes", () => {
    const story = writeOfflineStory({ ...request, activityType: "Pepita and Abuelita Bake Pan Dulce" });
    expect(english(story)).toMatch(/bake pan dulce/);
    expect(english(story)).not.toMatch(/beans|tortilla/);
    expect(spanish(story)).toMatch(/hornear pan dulce/);
    expect(story.pages.some((page) => page.scene!.setting === "kitchen" || page.scene!.setting === "bakery")).toBe(true);
    const market = writeOfflineStory({ ...request, activityType: "Summer market day" });
    expect(english(market)).toMatch(/market/);
    expect(market.pages.some((page) => page.scene!.setting === "market")).toBe(true);
  });

  it("follows an arc: arrival first, a problem, the activity, and goodnight or goodbye at night last", () => {
    for (const varied of variedRequests(20)) {
      const story = writeOfflineStory(varied);
      expect(story.pages[0]!.scene!.timeOfDay).toBe("morning");
      expect(story.pages[4]!.storyText).toMatch(/^¡?Then\b/);
      // Page 8 tells what the day gave them, in one of the finales for its kind of day: first, or after an outing's celebration away from home.
      const finales = [...Object.values(moments.finales).flat(), ...moments.nightFinales, ...moments.nightPartyFinales];
      const opens = (text: string, finale: string) => text.startsWith(finale) || text.includes(`. ${finale}`);
      expect(
        finales.some(({ en }) => opens(story.pages[7]!.storyText, en.split("{")[0]!)),
        story.pages[7]!.storyText,
      ).toBe(true);
      expect(
        finales.some(({ es }) => opens(story.pages[7]!.spanishText, es.split("{")[0]!)),
        story.pages[7]!.spanishText,
      ).toBe(true);
      expect(story.pages[9]!.scene!.timeOfDay).toBe("night");
      expect(new Set(story.pages.map((page) => page.scene!.setting)).size).toBeGreaterThanOrEqual(4);
    }
  });

  it("normalises the inputs: case, articles and no word doubled in the title", () => {
    const story = writeOfflineStory({
      ...request,
      activityType: "Summer Market Day",
      season: "Summer",
      pepitaCustomization: { personality: ["CURIOUS"], favoriteActivity: "Chasing butterflies", outfit: "Yellow raincoat" },
    });
    expect(story.title).not.toMatch(/\b(\w+) \1\b/i);
    expect(story.title).toMatch(/Market/);
    expect(english(story)).toContain("her yellow raincoat");
    expect(english(story)).not.toMatch(/Yellow raincoat|\ba a |\bthe the /);
    expect(english(story)).toContain("curious");
    const free = writeOfflineStory({ ...request, activityType: "  The   Kite Flying Day day " });
    expect(free.title).toMatch(/Kite/);
    expect(free.title).not.toMatch(/\b(\w+) \1\b/i);
  });

  it("writes the Spanish entirely in Spanish: known inputs translated, unknown ones left out of both languages", () => {
    const known = writeOfflineStory({
      ...request,
      pepitaCustomization: { personality: ["Playful"], favoriteActivity: "Chasing butterflies", outfit: "Yellow raincoat" },
    });
    expect(spanish(known)).toContain("impermeable amarillo");
    expect(spanish(known)).toContain("mariposas");
    expect(spanish(known)).toContain("juguetona");
    const unknown = writeOfflineStory({
      activityType: "Baking",
      season: "Spring",
      pepitaRole: "Chief snack officer",
      pepitaCustomization: {
        personality: ["Sparkly"],
        favoriteActivity: "Juggling pineapples",
        specialTrait: "she can wiggle her ears",
        outfit: "sparkly feather boa",
      },
    });
    for (const word of ["snack", "officer", "sparkly", "juggling", "pineapple", "wiggle", "ears", "feather", "boa"]) {
      expect(spanish(unknown).toLowerCase()).not.toContain(word);
      expect(english(unknown).toLowerCase()).not.toContain(word);
      expect(unknown.spanishTitle.toLowerCase()).not.toContain(word);
    }
    for (const varied of variedRequests(20)) {
      const story = writeOfflineStory(varied);
      expect(spanish(story)).not.toMatch(/\b(the|and|with|she|her|wearing|favorite)\b/i);
    }
  });

  it("dreams in Spanish of what Pepita loves with 'soñar con', never 'soñó que estaba cantando y con…'", () => {
    const dreams = variedRequests(20)
      .flatMap((varied, i) => [0, 1, 2, 3].map((n) => writeOfflineStory(varied, 900 + i * 4 + n).pages[9]!.spanishText))
      .filter((text) => /soñ/.test(text));
    expect(dreams.length).toBeGreaterThan(5);
    for (const text of dreams) expect(text).toMatch(/soñ\S* con /);
  });

  it("recognises Pepita's words in Spanish and never pastes free text into either language", () => {
    const spanishRequests: StoryGenerationRequest[] = [
      {
        activityType: "Hornear pan dulce",
        season: "Fall",
        pepitaRole: "Ayudante de cocina",
        pepitaCustomization: {
          personality: ["Valiente", "curiosa"],
          favoriteActivity: "bailar con la música",
          specialTrait: "mueve la cola cuando oye música",
          outfit: "un sombrero de fiesta",
        },
      },
      {
        activityType: "Día de Muertos",
        season: "Fall",
        pepitaRole: "la que cuenta historias",
        pepitaCustomization: {
          personality: ["cariñosa", "Travieso"],
          favoriteActivity: "perseguir mariposas",
          outfit: "vestido rojo",
          specialTrait: "tiene un lunar",
        },
      },
      {
        activityType: "Volar un papalote",
        season: "Spring",
        pepitaRole: "la capitana del barco pirata",
        pepitaCustomization: { personality: ["tímida", "soñadora"], favoriteActivity: "comer helado de fresa", outfit: "con su ropa de domingo" },
      },
    ];
    const [baking, muertos, kite] = spanishRequests.map((varied) => writeOfflineStory(varied));
    expect(english(baking!)).toMatch(/brave and curious|curious and brave/);
    expect(spanish(baking!)).toMatch(/valiente y curiosa|curiosa y valiente/);
    expect(english(baking!)).toContain("her hat");
    expect(spanish(baking!)).toContain("su sombrero");
    expect(spanish(baking!)).toMatch(/bail/);
    expect(english(muertos!)).toContain("her red dress");
    expect(spanish(muertos!)).toContain("su vestido rojo");
    expect(spanish(muertos!)).toMatch(/cariñosa y traviesa|traviesa y cariñosa/);
    expect(english(kite!)).toContain("shy");
    const shyDeed = kite!.pages[3]!.storyText.split(". ")[0]!;
    expect(kite!.pages[5]!.storyText, "one trait is not told twice").not.toContain(shyDeed);
    for (const phrase of ["fiesta de", "mueve la cola", "lunar", "capitana", "pirata", "soñadora", "helado", "domingo", "un sombrero", "cuenta historias"]) {
      for (const story of [baking, muertos, kite]) expect(english(story!).toLowerCase()).not.toContain(phrase);
    }
    for (const phrase of ["soñadora", "helado", "pirata", "domingo", "lunar", "mueve la cola"])
      expect(spanish(kite!).toLowerCase() + spanish(muertos!)).not.toContain(phrase);
    for (const varied of variedRequests(20)) {
      const story = writeOfflineStory(varied);
      for (const phrase of ["whistle", "snack officer", "tutu", "sparkly", "juggling", "puzzles"]) expect(spanish(story).toLowerCase()).not.toContain(phrase);
      // A tutu is a garment she is drawn and told in ("her tutu", "su tutú"); the sparkle is not pasted.
      for (const phrase of ["lluvia", "hojas", "carta", "snack officer", "sparkly", "juggling"]) expect(english(story).toLowerCase()).not.toContain(phrase);
    }
    for (const story of [...spanishRequests, ...variedRequests(20)].map((varied) => writeOfflineStory(varied))) {
      expect(`${english(story)} ${spanish(story)} ${story.title} ${story.spanishTitle}`).not.toMatch(/\bpepita\b/);
    }
  });

  it("shows Pepita's special trait and outfit when they are known, in either language, and leaves them out when not", () => {
    const told = (specialTrait: string, outfit?: string) => {
      const story = writeOfflineStory({ ...request, pepitaCustomization: { ...request.pepitaCustomization, specialTrait, ...(outfit ? { outfit } : {}) } });
      return { en: english(story), es: spanish(story) };
    };
    const tilt = told("Tilts her head whenever Abuelita hums a song", "A little red bandana");
    expect(tilt.en).toContain("Pepita tilted her head to listen");
    expect(tilt.es).toContain("Pepita ladeaba la cabeza para escuchar");
    expect(tilt.en).toContain("her red bandana");
    expect(tilt.es).toContain("su paliacate rojo");
    const freckles = told("tiene muchas pecas", "unos calcetines de rayas");
    expect(freckles.en).toContain("Pepita's freckles");
    expect(freckles.es).toContain("las pecas de Pepita");
    expect(freckles.en).toContain("her striped socks");
    expect(freckles.es).toContain("sus calcetines de rayas");
    expect(told("She speaks English and Spanish").es).toContain("en sus dos idiomas");
    expect(told("Usa lentes redondos").en).toContain("pushed her glasses up");
    const unknown = told("she can wiggle her nose");
    expect(unknown.en).not.toMatch(/wiggle|nose/);
    expect(unknown.es).not.toMatch(/wiggle|nose|nariz/);
  });

  it("varies a story by its id: the same request twice reads differently, the same id the same", () => {
    const texts = (storyId: number) => writeOfflineStory(request, storyId).pages.map((page) => `${page.storyText}|${page.spanishText}`);
    expect(texts(41)).toEqual(texts(41));
    const others = [42, 43, 44].map(texts);
    for (const other of others) expect(other).not.toEqual(texts(41));
    const scenes = (storyId: number) => JSON.stringify(writeOfflineStory(request, storyId).pages.map((page) => page.scene));
    expect(new Set([41, 42, 43, 44].map(scenes)).size).toBeGreaterThan(1);
  });

  it("lets personality traits and Pepita's role shape what Pepita does", () => {
    const helper = english(writeOfflineStory({ ...request, pepitaRole: "Helpful" }));
    const prankster = english(writeOfflineStory({ ...request, pepitaRole: "Playful Mischief" }));
    const comforter = writeOfflineStory({ ...request, pepitaRole: "Comfort Provider" });
    expect(helper).toMatch(/best helper|right hand/);
    expect(prankster).toMatch(/mischief|prank/);
    expect(english(comforter)).toMatch(/Don't worry, Abuelita|It's all right, we'll find a way|a kind word can't make it smaller/);
    expect(comforter.pages[5]!.scene!.characters.find((c) => c.name === "Pepita")!.pose).toBe("hugging");
    const affectionate = writeOfflineStory({ ...request, pepitaCustomization: { ...request.pepitaCustomization, personality: ["Affectionate"] } });
    expect(english(affectionate)).toMatch(/big hug|kiss on the cheek/);
    expect(affectionate.pages[3]!.scene!.characters.every((c) => c.pose === "hugging")).toBe(true);
    const gentle = english(writeOfflineStory({ ...request, pepitaCustomization: { ...request.pepitaCustomization, personality: ["Gentle"] } }));
    expect(gentle).toMatch(/softly/);
  });

  it("gives 20 stories of different inputs no whole page of text in common", () => {
    const seen = new Map<string, number>();
    variedRequests(20).forEach((varied, story) => {
      for (const page of writeOfflineStory(varied).pages) {
        for (const text of [page.storyText, page.spanishText]) {
          expect(seen.get(text), `story ${story} repeats story ${seen.get(text)}: ${text}`).toBeUndefined();
          seen.set(text, story);
        }
      }
    });
  });

  it("passes the story check for every season, every trait, free text and 20 varied requests", () => {
    for (const season of SEASONS) {
      const story = writeOfflineStory({
        ...request,
        season,
        activityType: "Kite flying",
        pepitaRole: "Storyteller",
        pepitaCustomization: { personality: [...PERSONALITY_TRAITS], favoriteActivity: "reading" },
      });
      expect(checkGeneratedStory(story).ok).toBe(true);
      expect(JSON.stringify(story)).not.toMatch(/undefined|null/);
    }
    for (const varied of variedRequests(20)) expect(checkGeneratedStory(writeOfflineStory(varied))).toMatchObject({ ok: true });
  });

  it("names only props from the lexicon, and the weather fits the season", () => {
    for (const varied of variedRequests(20)) {
      for (const page of writeOfflineStory(varied).pages) {
        for (const prop of page.scene!.props) expect(PROPS[prop]).toBeDefined();
        if (varied.season === "Summer") expect(page.scene!.weather).not.toBe("snowy");
        if (varied.season !== "Winter") expect(page.scene!.props).not.toContain("snowman");
      }
    }
  });

  it("is deterministic for the same request and varies with the request", () => {
    expect(writeOfflineStory(request)).toEqual(writeOfflineStory(structuredClone(request)));
    expect(writeOfflineStory({ ...request, season: "Summer" }).pages[0]!.storyText).not.toBe(writeOfflineStory(request).pages[0]!.storyText);
  });

  it("writes a Spanish title beside the English one", () => {
    const story = writeOfflineStory(request);
    expect(story.spanishTitle).toMatch(/tamales|Abuelita|Pepita/);
    expect(story.spanishTitle).not.toBe(story.title);
  });

  it("labels its stories offline and says so in the prompt and its name", async () => {
    const writer = createOfflineStoryWriter();
    expect(writer.refusal!(request)).toBeUndefined();
    expect(writer.refusal!({ ...request, activityType: "Show and tell at the museum" })).toMatch(/"Show and tell at the museum".*ANTHROPIC_API_KEY/);
    const story = await writer.write(request);
    expect(story.provider).toBe("offline");
    expect(writer.name).toBe("Offline story generator");
    expect(story.fullPrompt).toContain("Offline story generator");
    expect(story.fullPrompt).toContain("Activity: Cooking");
  });
});
