import { describe, expect, it } from "vitest";
import { SEASONS } from "@/lib/api/story-generation";
import { createOfflineStoryWriter, writeOfflineStory } from "@/lib/story-writing/offline-writer";

// A page that says it is evening or night is drawn under the evening or night sky (the moon and
// the stars), and a page drawn under the afternoon's sun never says it is evening: the beach
// story's "that winter evening" is not told beside a sun high in a clear sky.

// The time a page is told at, not one named in passing ("the night before", "tonight she would sleep here").
const EVENING_EN = /\b(?:that|this) (?:(?:spring|summer|fall|winter) )?(?:evening|night)\b|\bevening light\b|\bby evening\b/i;
const EVENING_ES = /\b(?:ese|este) (?:anochecer|atardecer)\b|\bluz del atardecer\b|\bal atardecer\b|(?<!porque |: )\b(?:esa|esta) noche\b/iu;

const OUTINGS = [
  "Going to the beach",
  "Flying kites at the park",
  "A walk in the park",
  "Going to the market",
  "Ir a la feria",
  "Volar papalotes",
  "Ir a la playa",
  "Ir al mercado",
  "Feeding the ducks",
];

function told(activityType: string, season: (typeof SEASONS)[number], id: number) {
  return writeOfflineStory(
    { activityType, season, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit: "" } },
    id,
  );
}

function disagreements(activityType: string, ids: number) {
  const found: string[] = [];
  let evenings = 0;
  for (const season of SEASONS)
    for (let id = 0; id < ids; id++)
      for (const page of told(activityType, season, id).pages) {
        const late = page.scene!.timeOfDay === "evening" || page.scene!.timeOfDay === "night";
        const saysEvening = EVENING_EN.test(page.storyText) || EVENING_ES.test(page.spanishText);
        if (saysEvening) evenings++;
        if (saysEvening !== (saysEvening && late)) found.push(`${activityType} ${season} ${id} page ${page.pageNumber}: ${page.storyText}`);
      }
  return { found, evenings };
}

describe("the time of day a page tells is the sky it is drawn under", () => {
  it("draws the beach's 'that winter evening' under the evening sky", () => {
    const page = told("Going to the beach", "Winter", 1).pages[7]!;
    expect(page.storyText).toMatch(/that winter evening/);
    expect(page.scene!.timeOfDay).toBe("evening");
  });

  it.each(OUTINGS)("never says evening under the afternoon's sun in %j", (activityType) => {
    const { found, evenings } = disagreements(activityType, 16);
    expect(found).toEqual([]);
    expect(evenings).toBeGreaterThan(0);
  });

  it("holds for every arc the writer knows", () => {
    const found = createOfflineStoryWriter()
      .activities!.map(({ en }) => en)
      .flatMap((activityType) => disagreements(activityType, 3).found);
    expect(found).toEqual([]);
  });
});
