import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS } from "@/lib/api/story-generation";
import moments from "@/lib/story-writing/content/story-moments.json";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES, themeVariety, type Theme } from "@/lib/story-writing/scene/activities";
import { mendLines, type AfterLine } from "@/lib/story-writing/scene/mend-lines";
import { roleFor, traitFor, type Trait } from "@/lib/story-writing/scene/pepita-words";

// When page 5's trouble is Pepita's own (her tooth hurts, the onion makes her cry, she spilled the
// tea), page 6 has her brave, holding still or putting her own slip right: never "helping", which
// reads as if the trouble were someone else's.

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller", "Artist"];

// Pepita helping, in either language; asking for help, or a face that helps her feel brave, is not.
const HELPING = { en: /(?<!ask for )\bhelp(?!ed her feel)/i, es: /(?<!pedir )ayud(?!ó a sentirse)/i };
const helping = (line: { en: string; es: string }) => HELPING.en.test(line.en) || HELPING.es.test(line.es);

const toldAs = (theme: Theme) => {
  const varieties = theme.varieties ?? [];
  return varieties.length ? varieties.map((_, i) => themeVariety(theme, "", (list) => list[i]!)) : [theme];
};

const TRAITS: Trait[] = [...PERSONALITY_TRAITS.map((name) => traitFor(name)!), { ...traitFor("Curious")!, afterMend: [] }];
const thanks = moments.thanks as AfterLine[];
const thoughts = moments.thoughts as AfterLine[];

describe("page 6 after a trouble of Pepita's own", () => {
  it("has no helping line on any arc, problem, role or trait", () => {
    let walked = 0;
    for (const theme of THEMES)
      for (const told of toldAs(theme))
        for (const problem of told.hiccups.filter(({ herself, slip }) => herself || slip))
          for (const name of ROLES)
            for (const second of TRAITS)
              for (const teddy of [true, false]) {
                const lines = mendLines(problem, { role: roleFor(name), second, thanks, thoughts, teddy });
                const says = `${theme.id} ${name}: ${problem.en}`;
                expect(lines.fix.length, says).toBeGreaterThan(0);
                for (const line of [...lines.fix, ...lines.thanks, ...lines.deeds, ...lines.thoughts]) expect(helping(line), `${says} ${line.en}`).toBe(false);
                walked++;
              }
    expect(walked).toBeGreaterThan(1000);
  });

  it("tells the Helpful Pepita at the dentist's as brave in the chair, not helping, when her own tooth hurts or the light is too bright", () => {
    const own = THEMES.find(({ id }) => id === "dentist")!.hiccups.filter(({ herself }) => herself);
    let told = 0;
    for (let id = 0; id < 60; id++) {
      const { pages } = writeOfflineStory(
        {
          activityType: "Visiting the dentist",
          season: "Spring",
          pepitaRole: "Helpful",
          pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "" },
        },
        id,
      );
      if (!own.some(({ en }) => pages[4]!.storyText.startsWith(en))) continue;
      told++;
      expect(pages[5]!.storyText, `#${id}`).not.toMatch(HELPING.en);
      expect(pages[5]!.spanishText, `#${id}`).not.toMatch(HELPING.es);
    }
    expect(told).toBeGreaterThan(5);
  });
});
