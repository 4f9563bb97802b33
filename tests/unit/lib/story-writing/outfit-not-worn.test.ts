import { describe, expect, it } from "vitest";
import { SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// What Pepita asked to wear and does not wear is never dropped without a word: a sun hat or shorts
// give way to the raincoat in the rain and the warm coat in the snow, and pajamas are for bedtime,
// on a day out (the market, school) as on a day at Abuelita's. Told once, on page 1, in both languages.

function story(activityType: string, season: (typeof SEASONS)[number], id: number, outfit: string) {
  const request: StoryGenerationRequest = {
    activityType,
    season,
    pepitaRole: "Helpful",
    pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit },
  };
  return writeOfflineStory(request, id);
}

const SAID_EN = /\bwanted to (wear|come in)\b/;
const SAID_ES = /\bquería (ponerse|venirse)\b/i;

function days(activityType: string, outfit: string, seasons: readonly (typeof SEASONS)[number][] = SEASONS) {
  return seasons.flatMap((season) => Array.from({ length: 12 }, (_, id) => story(activityType, season, id, outfit)));
}

describe("an outfit not worn for the weather", () => {
  it.each([
    ["Making tortillas", "a red sun hat", "sun-hat"],
    ["Baking cookies", "shorts and sandals", "shorts"],
    ["Hacer tamales", "un sombrero de sol", "sun-hat"],
  ])("says why %j is told without %j when the rain or the snow leaves it out, and only then", (activityType, outfit, look) => {
    let dropped = 0;
    for (const told of days(activityType, outfit)) {
      const [first, ...rest] = told.pages;
      const weather = first!.scene!.weather;
      const worn = told.pages.some((page) => page.scene!.characters.some(({ name, outfit: drawn }) => name === "Pepita" && drawn?.includes(look)));
      if (!worn) {
        dropped++;
        expect(weather === "rainy" || weather === "snowy", `${activityType} ${weather}`).toBe(true);
        expect(first!.storyText).toMatch(weather === "rainy" ? /but it was raining, so she put on her raincoat/ : /too cold in the snow, so she bundled up/);
        expect(first!.spanishText).toMatch(
          weather === "rainy" ? /pero estaba lloviendo, así que mejor se puso su impermeable/ : /hacía demasiado frío con la nieve/,
        );
      } else {
        expect(first!.storyText).not.toMatch(SAID_EN);
        expect(first!.spanishText).not.toMatch(SAID_ES);
      }
      for (const page of rest) {
        expect(page.storyText).not.toMatch(SAID_EN);
        expect(page.spanishText).not.toMatch(SAID_ES);
      }
    }
    expect(dropped).toBeGreaterThan(3);
  });

  it("names the garments with their own number in Spanish", () => {
    const told = days("Baking cookies", "shorts and sandals", ["Winter"]).find(({ pages }) => pages[0]!.scene!.weather === "snowy")!;
    expect(told.pages[0]!.spanishText).toMatch(/quería ponerse sus shorts y sus huaraches, pero/i);
    expect(told.pages[0]!.storyText).toMatch(/wanted to wear her shorts and sandals, but/);
  });
});

describe("pajamas asked for a day out", () => {
  it.each(["Going to the market", "Going to school", "Flying kites at the park"])("says on page 1 of %j that pajamas are for bedtime", (activityType) => {
    for (const told of days(activityType, "pajamas", ["Spring", "Fall"])) {
      expect(told.pages[0]!.storyText).toMatch(/wanted to come in her pajamas, but Mamá said that was for bedtime/);
      expect(told.pages[0]!.spanishText).toMatch(/[Qq]uería venirse con su pijama, pero Mamá le dijo que eso era para dormir/);
    }
  });
});
