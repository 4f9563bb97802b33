import { describe, expect, it } from "vitest";
import { SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import { SETTINGS } from "@/lib/story-writing/scene/plan";

// "Walking the dog in the rain" was refused, the rain read as a place the walk never goes, and
// "Pasear al perro bajo la lluvia" told a blanket fort with no dog in it. The rain a request names
// beside another activity is the day's weather: the dog is walked in the rain, the cookies are
// baked while it rains, and an activity whose pages are never told in the rain is refused.

function story(activityType: string, id: number, role = "Helpful") {
  const request: StoryGenerationRequest = {
    activityType,
    season: SEASONS[id % SEASONS.length]!,
    pepitaRole: role,
    pepitaCustomization: { personality: ["Brave"], favoriteActivity: "" },
  };
  return writeOfflineStory(request, id);
}

const RAINY_DOG_WALKS = [
  "Walking the dog in the rain",
  "Walking the dog on a rainy day",
  "Pasear al perro bajo la lluvia",
  "Sacar a pasear al perro cuando llueve",
];

describe("a request that sets its activity in the rain", () => {
  it.each(RAINY_DOG_WALKS)("tells %j as the dog's walk in the park, in the rain", (phrase) => {
    expect(unknownActivityMessage(phrase)).toBeUndefined();
    expect(themeFor(phrase)?.id).toBe("park-walk");
    for (let id = 0; id < 8; id++) {
      const told = story(phrase, id, id % 2 ? "Leader" : "Helpful");
      const english = told.pages.map((page) => page.storyText).join(" ");
      const spanish = told.pages.map((page) => page.spanishText).join(" ");
      expect(english).toContain("Canelo");
      expect(spanish).toContain("Canelo");
      expect(told.pages[1]!.storyText).toContain("take Canelo the dog for a walk in the rain");
      expect(told.pages[1]!.spanishText).toContain("sacar a pasear a Canelo bajo la lluvia");
      expect(told.pages[0]!.storyText).toMatch(/rain/);
      expect(told.pages[0]!.spanishText).toMatch(/lluvia/);
      expect(told.pages[6]!.storyText, told.pages[6]!.storyText).toMatch(/rain|puddle|umbrella|wet/);
      expect(told.pages[6]!.spanishText, told.pages[6]!.spanishText).toMatch(/lluvia|charco|paraguas|mojad/);
      // Out of doors by day it rains in every picture; nobody draws Abuelita's map on the patio in it.
      for (const page of told.pages.slice(0, 7)) expect(page.scene!.weather, `${phrase} ${id}`).toBe("rainy");
      for (const page of told.pages)
        if (page.scene!.weather === "rainy" && page.scene!.timeOfDay !== "night") expect(page.storyText).not.toMatch(/\b(shade|sun|sunny)\b/);
      expect(told.pages[7]!.scene!.setting).not.toBe("patio");
      expect(`${told.title} ${told.spanishTitle}`).toMatch(/Rain|Umbrella/);
    }
  });

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
