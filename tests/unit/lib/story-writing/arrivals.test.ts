import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";
import { SETTINGS } from "@/lib/story-writing/scene/plan";
import { SEASONS } from "@/lib/api/story-generation";
import moments from "@/lib/story-writing/content/story-moments.json";
import { grammarMistakes } from "@/tests/support/story-grammar";

// Page 1 had Pepita at the gate on a cold winter morning in her pajamas; the muddy dog met her at the
// gate after she had come into the kitchen.
const IDS = [1, 2, 3, 4, 5, 6, 7, 8];

function storyOf(activityType: string, id: number, outfit: string) {
  return writeOfflineStory(
    {
      activityType,
      season: SEASONS[id % SEASONS.length]!,
      pepitaRole: "Helpful",
      pepitaCustomization: { personality: ["Kind"], favoriteActivity: "", outfit },
    },
    id,
  );
}
const firstPage = (activityType: string, id: number, outfit: string) => storyOf(activityType, id, outfit).pages[0]!;

describe("page 1 fits how Pepita comes to Abuelita's", () => {
  it("in her pajamas, she has spent the night there rather than come up the path, in every arc that tells them", () => {
    let told = 0;
    const mornings: string[] = [];
    for (const theme of THEMES)
      for (const id of IDS) {
        const story = storyOf(theme.verb.en, id, "pijama");
        const page = story.pages[0]!;
        if (!/wearing her pajamas/.test(page.storyText)) continue;
        told++;
        mornings.push(page.storyText, page.spanishText);
        expect(
          grammarMistakes(
            story.pages.map(({ storyText }) => storyText),
            story.pages.map(({ spanishText }) => spanishText),
          ),
          `${theme.id} #${id}`,
        ).toEqual({});
        expect(page.storyText, `${theme.id} #${id}`).toMatch(/spent the night/);
        expect(page.spanishText, `${theme.id} #${id}`).toMatch(/se había quedado a dormir/);
      }
    expect(told).toBeGreaterThan(0);
    // Each way of waking up at Abuelita's is told, and so read, in both languages.
    for (const arrival of moments.arrivals.filter((moment) => "stayed" in moment))
      for (const frame of [arrival.en, arrival.es]) {
        const fixed = frame.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0]!;
        expect(mornings.join("\n"), frame).toContain(fixed);
      }
  });

  it.each(["dog-bath", "pets"])("the %s opening that meets her at the gate follows an arrival outside", (arc) => {
    const theme = THEMES.find(({ id }) => id === arc)!;
    for (const id of IDS)
      for (const outfit of ["", "pijama", "vestido rojo"]) {
        const page = firstPage(theme.verb.en, id, outfit);
        expect(SETTINGS[page.scene!.setting].indoor, `${arc} #${id} ${outfit}: ${page.storyText}`).toBe(false);
        expect(page.storyText).not.toMatch(/wearing her pajamas/);
      }
  });

  // The caring day has its own opening for a morning she woke up at Abuelita's (story-agrees-with-itself.test.ts).
  it.each(["sleepover", "bedtime-story", "night-storm"])("the %s day, whose opening has her come to the house, does not start in her pajamas", (arc) => {
    const theme = THEMES.find(({ id }) => id === arc)!;
    for (const id of IDS) expect(firstPage(theme.verb.en, id, "pijama").storyText, `#${id}`).not.toMatch(/wearing her pajamas/);
  });
});

describe("page 1 draws Pepita coming to Abuelita, not already walking hand in hand with her", () => {
  // Running up, skipping along the sidewalk or pushing the gate open, she is on her own until she
  // gets there; hand in hand, she also had to hold the season's rebozo with a third hand.
  it("in every arrival the moments hold", () => {
    for (const arrival of moments.arrivals) {
      expect([arrival.abuelita, arrival.pepita], arrival.action).not.toContain("walking");
    }
  });

  it("in the stories of every arc", () => {
    for (const theme of THEMES)
      for (const id of IDS.slice(0, 4)) {
        const pepita = firstPage(theme.verb.en, id, "").scene!.characters.find(({ name }) => name === "Pepita");
        expect(pepita?.pose, `${theme.id} ${id}`).not.toBe("walking");
      }
  });
});

describe("page 1 draws what Pepita brings when its words say she carries it", () => {
  // "Pepita was carrying a stack of books to return" was drawn with a flower pot in her hands.
  it.each([
    ["library", "stack-of-books"],
    ["tree-planting", "bucket"],
    ["picnic", "ball"],
  ] as const)("%s: the %s", (id, prop) => {
    const theme = THEMES.find((arc) => arc.id === id)!;
    for (const day of IDS.slice(0, 4)) expect(firstPage(theme.verb.en, day, "").scene!.props[0], `${id} ${day}`).toBe(prop);
  });
});
