import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import { plainRequest } from "@/tests/support/varied-requests";

// "Going to buy things for Pepita's birthday party" and "Comprar globos para la fiesta" were
// refused (the market's day bought fruit and chiles, never a piñata). Shopping for a party is now
// the market's shopping for the party: the piñata, the balloons, the candles for the cake, and the
// pages say what it is all for, in both languages.

const story = (activityType: string, id: number) => writeOfflineStory(plainRequest(activityType, id), id);

const PARTY_SHOPPING = [
  "Going to buy things for Pepita's birthday party",
  "Comprar globos para la fiesta",
  "Buying a piñata",
  "Shopping for the party",
  "Comprar cosas para el cumpleaños de Pepita",
];

describe("shopping for a party is told as the market's shopping for the party", () => {
  it.each(PARTY_SHOPPING)("tells %j as the market's day", (request) => {
    expect(unknownActivityMessage(request)).toBeUndefined();
    expect(themeFor(request)?.id).toBe("market");
  });

  it.each(PARTY_SHOPPING)("names the party and what is bought for it in %j, in both languages, and buys no fruit", (request) => {
    for (let id = 1; id <= 12; id++) {
      const { title, spanishTitle, pages } = story(request, id);
      const [en, es] = [pages.map(({ storyText }) => storyText).join(" "), pages.map(({ spanishText }) => spanishText).join(" ")];
      expect(title).toMatch(/Party/);
      expect(spanishTitle).toMatch(/fiesta/);
      expect(pages[1]!.storyText).toContain("buy everything for the party at the market");
      expect(pages[1]!.spanishText).toContain("ir al mercado a comprar todo para la fiesta");
      expect(pages[6]!.storyText).toMatch(/piñata|balloons|candles/);
      expect(pages[6]!.storyText).toMatch(/party/);
      expect(pages[6]!.spanishText).toMatch(/piñata|globos|velitas/);
      expect(pages[6]!.spanishText).toMatch(/fiesta/);
      expect(pages[7]!.storyText).toContain("a piñata, balloons and candles for the party");
      expect(pages[7]!.spanishText).toContain("una piñata, globos y velitas para la fiesta");
      expect(en).not.toMatch(/mango|watermelon|pineapple|chiles|tangerine|basket full of fruit/);
      expect(es).not.toMatch(/mangos|sandía|piña,|chiles|mandarina|canasta llena de fruta/);
    }
  });

  it.each(["Going to the market", "Comprar fruta para la fiesta", "Ir al mercado"])("still buys the fruit for %j", (request) => {
    expect(story(request, 2).pages[1]!.storyText).toContain("go shopping at the market");
  });
});
