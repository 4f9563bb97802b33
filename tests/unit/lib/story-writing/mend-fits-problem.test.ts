import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS } from "@/lib/api/story-generation";
import moments from "@/lib/story-writing/content/story-moments.json";
import pepitaWords from "@/lib/story-writing/content/pepita-words.json";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { TROUBLES } from "@/lib/story-writing/scene/content-schema";
import { THEMES, themeVariety, type Hiccup, type Theme } from "@/lib/story-writing/scene/activities";

// Page 6 follows page 5's problem: Pepita makes Abuelita sit down "to be sure she was all right"
// only once something befell Abuelita (tired, coughing, her feet aching), never after the cat
// licked the cookies; and when a little boy is crying, it is not Abuelita's hand she pats.

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller"];

// Pepita tending to Abuelita's own well-being, in either language.
const CARES_FOR_ABUELITA = {
  en: /Abuelita sit down|she was all right|look after you|tapped along/,
  es: /Abuelita se sentara|estuviera bien|cuidarte|llevaba el ritmo/,
};
// Pepita comforting Abuelita, which after someone else's tears turns to the wrong person.
const COMFORTS_ABUELITA = { en: /patted Abuelita's hand|hugged Abuelita|worry, Abuelita/, es: /palmaditas en la mano a Abuelita|abrazó fuerte a Abuelita/ };

/** The arc as each of its varieties tells it, so every problem it can meet is told. */
const toldAs = (theme: Theme) => {
  const varieties = theme.varieties ?? [];
  return varieties.length ? varieties.map((_, i) => themeVariety(theme, "", (list) => list[i]!)) : [theme];
};

/** Stories of the arc in every role, each with Protective as one of her two traits, whose line after the mend looks after Abuelita. */
function storiesOf(theme: Theme, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const other = PERSONALITY_TRAITS.filter((trait) => trait !== "Protective")[i % (PERSONALITY_TRAITS.length - 1)]!;
    const role = ROLES[i % ROLES.length]!;
    const story = writeOfflineStory(
      { activityType: theme.verb.en, season: "Spring", pepitaRole: role, pepitaCustomization: { personality: [other, "Protective"], favoriteActivity: "" } },
      300 + i,
    );
    return { role, story };
  });
}

describe("page 6 after page 5's problem", () => {
  it.each(THEMES.map((theme) => [theme.id, theme] as const))("cares for Abuelita on the %s arc only after something befell her", (_, theme) => {
    const problems: Hiccup[] = toldAs(theme).flatMap(({ hiccups }) => hiccups);
    for (const { role, story } of storiesOf(theme, 36)) {
      const [problem, mended] = [story.pages[4]!, story.pages[5]!];
      const told = problems.find(({ en }) => problem.storyText.startsWith(en));
      // The problems every arc can have, told with its own activity: only tiredness befalls Abuelita among them.
      const befellAbuelita = told ? told.trouble === "abuelita" : /looked very tired/.test(problem.storyText);
      const says = `${role}: ${problem.storyText}\n${mended.storyText}`;
      if (!befellAbuelita) {
        expect(mended.storyText, says).not.toMatch(CARES_FOR_ABUELITA.en);
        expect(mended.spanishText, says).not.toMatch(CARES_FOR_ABUELITA.es);
      }
      if (told?.trouble === "someone" && !told.herself) {
        expect(mended.storyText, says).not.toMatch(COMFORTS_ABUELITA.en);
        expect(mended.spanishText, says).not.toMatch(COMFORTS_ABUELITA.es);
      }
    }
  });

  it("counts as Abuelita's the problems that tell her tired, unwell or doing too much, and no other", () => {
    const hers = /Abuelita(?:'s feet| began to cough| burned| shivered| tried to| had to stop and rest|'s shoelace| could not bend)|chair left for Abuelita/;
    for (const theme of THEMES)
      for (const hiccup of theme.hiccups) expect(hiccup.trouble === "abuelita", `${theme.id}: ${hiccup.en}`).toBe(hers.test(hiccup.en));
  });

  it.each(TROUBLES)("gives every role a way to meet a problem of kind %s", (trouble) => {
    for (const role of pepitaWords.roles) {
      const fits = role.fix.filter((line) => !("after" in line) || (line.after as string[]).includes(trouble));
      expect(fits.length, role.id).toBeGreaterThan(0);
    }
  });
});

describe("Abuelita's reaction when she is the one tired", () => {
  const hers = moments.exclamations.filter((line) => "for" in line && line.for === "abuelita");
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const saying = (text: string) => new RegExp(`^${escape(text).replace(/\\\{dear\\\}/g, '[^"—.]+')}$`);

  it("answers 'Abuelita looked very tired' with Pepita noticing or Abuelita smiling that she needs a rest, never 'Uh-oh' or a hush for a child", () => {
    let seen = 0;
    // A few arcs with the problems any activity can have, each told many times.
    for (const theme of THEMES.filter(({ genericHiccups }) => genericHiccups !== false).slice(0, 4))
      for (let id = 1; id <= 60; id++) {
        const story = writeOfflineStory(
          {
            activityType: theme.verb.en,
            season: "Summer",
            pepitaRole: ROLES[id % ROLES.length]!,
            pepitaCustomization: { personality: ["Kind"], favoriteActivity: "" },
          },
          id,
        );
        const page = story.pages[4]!;
        const at = { en: page.storyText.indexOf("Abuelita looked very tired."), es: page.spanishText.indexOf("Abuelita se veía muy cansada.") };
        if (at.en < 0) continue;
        seen++;
        const en = page.storyText.slice(at.en + "Abuelita looked very tired.".length + 1);
        const es = page.spanishText.slice(at.es + "Abuelita se veía muy cansada.".length + 1);
        expect(en).not.toMatch(/Uh-oh|Híjole|laugh|Shh|knelt down|shoulder/);
        expect(es).not.toMatch(/Ups|Híjole|rió|Ya, ya|agachó|hombro/);
        expect(
          hers.some((line) => saying(line.en).test(en) && saying(line.es).test(es)),
          `${theme.id} #${id}: ${page.storyText}`,
        ).toBe(true);
      }
    expect(seen).toBeGreaterThan(8);
  });
});
