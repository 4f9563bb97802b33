import { describe, expect, it } from "vitest";
import { SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";

// "Walking the dog in the snow" told a dry walk and dropped the snow without a word. The snow a
// request names beside another activity is the day's weather, as the rain is: the dog is walked in
// the snow, cookies are baked while it snows, always in winter, and an activity whose pages are
// never told in the snow is refused. Playing in the snow is still the snowman's own day.

function story(activityType: string, id: number, role = "Helpful") {
  const request: StoryGenerationRequest = {
    activityType,
    season: SEASONS[id % SEASONS.length]!,
    pepitaRole: role,
    pepitaCustomization: { personality: ["Brave"], favoriteActivity: "" },
  };
  return writeOfflineStory(request, id);
}

const SNOWY_DOG_WALKS = [
  "Walking the dog in the snow",
  "Walking the dog on a snowy day",
  "Pasear al perro en la nieve",
  "Sacar a pasear al perro cuando nieva",
];

describe("a request that sets its activity in the snow", () => {
  it.each(SNOWY_DOG_WALKS)("tells %j as the dog's walk in the park, in the snow, in winter", (phrase) => {
    expect(unknownActivityMessage(phrase)).toBeUndefined();
    expect(themeFor(phrase)?.id).toBe("park-walk");
    for (let id = 0; id < 8; id++) {
      const told = story(phrase, id, id % 2 ? "Leader" : "Helpful");
      const english = told.pages.map((page) => page.storyText).join(" ");
      const spanish = told.pages.map((page) => page.spanishText).join(" ");
      expect(english).toContain("Canelo");
      expect(spanish).toContain("Canelo");
      expect(told.pages[1]!.storyText).toContain("take Canelo the dog for a walk in the snow");
      expect(told.pages[1]!.spanishText).toContain("sacar a pasear a Canelo en la nieve");
      expect(told.pages[0]!.storyText).toMatch(/snow/);
      expect(told.pages[0]!.spanishText).toMatch(/nieve/);
      expect(told.pages[6]!.storyText).toMatch(/snow/);
      expect(told.pages[6]!.spanishText).toMatch(/nieve/);
      for (const page of told.pages.slice(0, 7)) expect(page.scene!.weather, `${phrase} ${id}`).toBe("snowy");
      expect(english).toMatch(/winter/);
      expect(english).not.toMatch(/summer|spring|autumn|fall day|\bshade\b|oranges|sparrows|ducks came/i);
      expect(spanish).not.toMatch(/verano|primavera|otoño|sombra|naranjas|gorriones/i);
      expect(told.pages[7]!.scene!.setting).not.toBe("patio");
      expect(`${told.title} ${told.spanishTitle}`).toMatch(/Snow/);
    }
  });

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
