import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";
import { outfitIdFor, sleevesToRoll } from "@/lib/story-writing/scene/outfits";

// Pepita rolls up her sleeves only when what she wears has sleeves to roll: not a T-shirt, a
// swimsuit or a sundress.

const ROLLS = /rolled up her sleeves|rolling up her sleeves|se arremangó enseguida|venía arremangándose/;
const LONG = /^(sweater|jacket|hoodie|coat|winter-coat|raincoat)\b/;
const BARE = /^(swimsuit|pants|shorts|dress|party-dress)\b/;
const story = (activityType: string, id: number, outfit: string) =>
  writeOfflineStory(
    { activityType, season: "Summer", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit } },
    id,
  );
const texts = (activityType: string, id: number, outfit: string) =>
  story(activityType, id, outfit).pages.flatMap(({ storyText, spanishText }) => [storyText, spanishText]);

describe("sleeves to roll up", () => {
  it("are on long sleeves and the everyday dress, not on a T-shirt, a swimsuit or a sundress", () => {
    expect(sleevesToRoll(undefined, undefined)).toBe(true);
    expect(sleevesToRoll(outfitIdFor("a sweater"), "a sweater")).toBe(true);
    expect(sleevesToRoll(outfitIdFor("a jacket over a T-shirt"), "a jacket over a T-shirt")).toBe(true);
    for (const outfit of ["a T-shirt and jeans", "una playera y shorts", "a swimsuit", "a sundress", "un vestido de tirantes", "a sleeveless top"])
      expect(sleevesToRoll(outfitIdFor(outfit), outfit), outfit).toBe(false);
    expect(sleevesToRoll("swimsuit", undefined)).toBe(false);
  });

  // Unless the page draws her in a coat or a sweater (a winter coat in the snow), or the story neither says nor draws what was asked (a swimsuit on a day of rain).
  it.each(["a T-shirt and jeans", "una playera y shorts", "a swimsuit", "a sundress"])("are never rolled up in %s", (outfit) => {
    let rolled = 0;
    for (const [index, theme] of THEMES.entries())
      for (let id = index; id < index + 6; id++) {
        const { pages } = story(theme.verb.en, id, outfit);
        const told = pages[0]!.storyText.includes(", wearing ");
        for (const page of pages.filter(({ storyText, spanishText }) => ROLLS.test(`${storyText} ${spanishText}`))) {
          const worn = page.scene?.characters.find(({ name }) => name === "Pepita")?.outfit;
          expect(told ? LONG.test(worn ?? "") : !BARE.test(worn ?? ""), `${theme.id} ${id}: ${worn}`).toBe(true);
          rolled++;
        }
      }
    expect(rolled).toBeLessThan(THEMES.length / 4);
  });

  it("are never rolled up on the beach, in the swimsuit it dresses her in", () => {
    for (let id = 0; id < 40; id++)
      for (const page of story("Going to the beach", id, "").pages.filter(({ scene }) => scene?.setting === "beach"))
        expect(`${page.storyText} ${page.spanishText}`).not.toMatch(ROLLS);
  });

  it("are still rolled up in the everyday dress and in a sweater, and the tidying's opening says something else in a T-shirt", () => {
    for (const outfit of ["", "a sweater"])
      expect(
        Array.from({ length: 24 }, (_, id) => texts("Making tamales", id, outfit).join(" ")).some((text) => ROLLS.test(text)),
        outfit,
      ).toBe(true);
    const opening = story("Tidying the house", 1, "a T-shirt and jeans").pages[0]!;
    expect(`${opening.storyText} ${opening.spanishText}`).not.toMatch(ROLLS);
    expect(opening.storyText).toMatch(/ready to work/);
    expect(opening.spanishText).toMatch(/lista para trabajar/);
  });
});
