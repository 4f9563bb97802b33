import { describe, expect, it } from "vitest";
import { SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import { SETTINGS } from "@/lib/story-writing/scene/plan";

// "Walking the dog in the rain" was refused, the rain read as a place the walk never goes, and
// "Pasear al perro bajo la lluvia" told a blanket fort with no dog in it; "Walking the dog in the
// snow" told a dry walk and dropped the snow without a word. The rain or snow a request names
// beside another activity is the day's weather: the dog is walked in it, the cookies are baked
// while it falls (in winter, for snow), and an activity whose pages are never told in it is
// refused. The rainy day and playing in the snow are still their own arcs' days.

function story(activityType: string, id: number, role = "Helpful") {
  const request: StoryGenerationRequest = {
    activityType,
    season: SEASONS[id % SEASONS.length]!,
    pepitaRole: role,
    pepitaCustomization: { personality: ["Brave"], favoriteActivity: "" },
  };
  return writeOfflineStory(request, id);
}

const DOG_WALKS = [
  {
    weather: "rainy",
    phrases: ["Walking the dog in the rain", "Walking the dog on a rainy day", "Pasear al perro bajo la lluvia", "Sacar a pasear al perro cuando llueve"],
    asked: { en: "take Canelo the dog for a walk in the rain", es: "sacar a pasear a Canelo bajo la lluvia" },
    named: { en: /rain/, es: /lluvia/ },
    walked: { en: /rain|puddle|umbrella|wet/, es: /lluvia|charco|paraguas|mojad/ },
    title: /Rain|Umbrella/,
  },
  {
    weather: "snowy",
    phrases: ["Walking the dog in the snow", "Walking the dog on a snowy day", "Pasear al perro en la nieve", "Sacar a pasear al perro cuando nieva"],
    asked: { en: "take Canelo the dog for a walk in the snow", es: "sacar a pasear a Canelo en la nieve" },
    named: { en: /snow/, es: /nieve/ },
    walked: { en: /snow/, es: /nieve/ },
    title: /Snow/,
  },
] as const;

describe("a request that walks the dog in the rain or the snow", () => {
  it.each(DOG_WALKS.flatMap((walk) => walk.phrases.map((phrase) => [phrase, walk] as const)))(
    "tells %j as the dog's walk in the park, in that weather",
    (phrase, walk) => {
      expect(unknownActivityMessage(phrase)).toBeUndefined();
      expect(themeFor(phrase)?.id).toBe("park-walk");
      for (let id = 0; id < 8; id++) {
        const told = story(phrase, id, id % 2 ? "Leader" : "Helpful");
        const english = told.pages.map((page) => page.storyText).join(" ");
        const spanish = told.pages.map((page) => page.spanishText).join(" ");
        expect(english).toContain("Canelo");
        expect(spanish).toContain("Canelo");
        expect(told.pages[1]!.storyText).toContain(walk.asked.en);
        expect(told.pages[1]!.spanishText).toContain(walk.asked.es);
        expect(told.pages[0]!.storyText).toMatch(walk.named.en);
        expect(told.pages[0]!.spanishText).toMatch(walk.named.es);
        expect(told.pages[6]!.storyText, told.pages[6]!.storyText).toMatch(walk.walked.en);
        expect(told.pages[6]!.spanishText, told.pages[6]!.spanishText).toMatch(walk.walked.es);
        // Out of doors by day it falls in every picture; nobody draws Abuelita's map on the patio in it.
        for (const page of told.pages.slice(0, 7)) expect(page.scene!.weather, `${phrase} ${id}`).toBe(walk.weather);
        expect(told.pages[7]!.scene!.setting).not.toBe("patio");
        expect(`${told.title} ${told.spanishTitle}`).toMatch(walk.title);
        if (walk.weather === "rainy") {
          for (const page of told.pages)
            if (page.scene!.weather === "rainy" && page.scene!.timeOfDay !== "night") expect(page.storyText).not.toMatch(/\b(shade|sun|sunny)\b/);
        } else {
          expect(english).toMatch(/winter/);
          expect(english).not.toMatch(/summer|spring|autumn|fall day|\bshade\b|oranges|sparrows|ducks came/i);
          expect(spanish).not.toMatch(/verano|primavera|otoño|sombra|naranjas|gorriones/i);
        }
      }
    },
  );
});

describe("a request that sets its activity in the rain", () => {
  it.each(["Walking the dog", "walking the dog at the park", "ir al parque con el perro"])("still walks the dog on a dry day for %j", (phrase) => {
    for (let id = 0; id < 6; id++) {
      const told = story(phrase, id);
      expect(told.pages[1]!.storyText).toContain("take Canelo the dog for a walk in the park");
      for (const page of told.pages) expect(page.scene!.weather).not.toBe("rainy");
    }
  });

  it.each([
    ["baking cookies on a rainy day", "cookies"],
    ["Reading books on a rainy day", "reading"],
    ["Hacer tortillas en un día de lluvia", "tortillas"],
  ])("tells %j indoors on a day of rain", (phrase, arc) => {
    expect(themeFor(phrase)?.id).toBe(arc);
    for (let id = 0; id < 8; id++) {
      const told = story(phrase, id);
      expect(told.pages[0]!.scene!.weather, `${phrase} ${id}`).toBe("rainy");
      expect(told.pages[0]!.storyText).toMatch(/\brain/i);
      expect(told.pages[0]!.spanishText).toMatch(/lluvia/i);
      for (const page of told.pages)
        if (page.scene!.weather === "rainy" && !SETTINGS[page.scene!.setting].indoor) expect(page.storyText).not.toMatch(/sunny|the sun was/i);
    }
  });

  it.each(["Flying kites on a rainy day", "Going to the beach in the rain", "Ir al mercado cuando llueve"])(
    "refuses %j, whose pages are told only on a dry day, naming its arc and the rainy day's",
    (phrase) => {
      const message = unknownActivityMessage(phrase);
      expect(message).toMatch(/only on a dry day/);
      expect(message).toMatch(/blanket fort|fuerte de cobijas/);
      expect(() => story(phrase, 1)).toThrow(/only on a dry day/);
    },
  );

  it.each(["A rainy day", "Sailing paper boats", "Building a snowman", "Walking the dog in the rain", "Baking cookies on a rainy day"])(
    "lets no sun sink and no sky turn pink on page 8 of %j, under rain or snow",
    (phrase) => {
      let wet = 0;
      for (let id = 0; id < 40; id++) {
        const page = story(phrase, id).pages[7]!;
        if (!["rainy", "snowy"].includes(page.scene!.weather)) continue;
        wet++;
        expect(page.storyText).not.toMatch(/sun began to sink|sun sinking|sky was turning pink|turned golden/);
        expect(page.spanishText).not.toMatch(/sol de \p{L}+ (empezó a bajar|ya bajito)|pintaba de rosa|volvió dorada/u);
      }
      expect(wet).toBeGreaterThan(0);
    },
  );

  it("keeps the rain falling after dark for a bedtime story asked for on a rainy night", () => {
    for (let id = 0; id < 6; id++) {
      const told = story("Bedtime stories on a rainy night", id);
      const night = told.pages.filter((page) => page.scene!.timeOfDay === "night");
      expect(night.length).toBeGreaterThan(0);
      for (const page of night) expect(page.scene!.weather, `${id} ${page.pageNumber}`).toBe("rainy");
    }
  });

  it("refuses a snowman built in the rain: its snow falls only on a snowy day", () => {
    expect(unknownActivityMessage("Building a snowman in the rain")).toMatch(/"build a snowman on the patio" only on a snowy day/);
  });

  it("still tells the rainy day itself, and still refuses playing in the rain", () => {
    expect(themeFor("A rainy day")?.id).toBe("rainy-day");
    expect(themeFor("Un día de lluvia")?.id).toBe("rainy-day");
    expect(themeFor("Paper boats in the rain")?.id).toBe("paper-boats");
    expect(themeFor("Playing in the rain")).toBeUndefined();
  });
});

describe("a request that sets its activity in the snow", () => {
  it.each(["Playing in the snow with the cousins", "Jugar en la nieve con los primos", "Building a snowman", "Hacer un muñeco de nieve"])(
    "still tells %j as the snowman's own day",
    (phrase) => {
      expect(themeFor(phrase)?.id).toBe("snow");
      expect(unknownActivityMessage(phrase)).toBeUndefined();
    },
  );

  it.each([
    ["Baking cookies on a snowy day", "cookies"],
    ["Reading books on a snowy day", "reading"],
    ["Hacer tamales cuando nieva", "cooking"],
  ])("tells %j indoors on a winter's day of snow, whatever season the form says", (phrase, arc) => {
    expect(themeFor(phrase)?.id).toBe(arc);
    for (let id = 0; id < 8; id++) {
      const told = story(phrase, id);
      expect(told.pages[0]!.scene!.weather, `${phrase} ${id}`).toBe("snowy");
      expect(told.pages[0]!.storyText).toMatch(/snow/i);
      expect(told.pages[0]!.spanishText).toMatch(/nev|nieve/i);
      const english = told.pages.map((page) => page.storyText).join(" ");
      expect(english, `${phrase} ${id}`).not.toMatch(/summer|spring|autumn/i);
    }
  });

  it.each(["Flying kites in the snow", "Going to the beach in the snow", "Ir al mercado cuando nieva", "Feeding the ducks in the snow"])(
    "refuses %j, whose pages are told only on a dry day, naming the snowman's day",
    (phrase) => {
      const message = unknownActivityMessage(phrase);
      expect(message).toMatch(/only on a dry day/);
      expect(message).toMatch(/snowman|muñeco de nieve/);
      expect(() => story(phrase, 1)).toThrow(/only on a dry day/);
    },
  );

  it("lets no sun sink and no sky turn pink on page 8 of the dog's walk in the snow", () => {
    for (let id = 0; id < 30; id++) {
      const page = story("Walking the dog in the snow", id).pages[7]!;
      expect(page.storyText).not.toMatch(/sun began to sink|sun sinking|sky was turning pink|turned golden/);
      expect(page.spanishText).not.toMatch(/sol de \p{L}+ (empezó a bajar|ya bajito)|pintaba de rosa|volvió dorada/u);
    }
  });
});
