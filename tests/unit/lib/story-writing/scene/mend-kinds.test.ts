import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS } from "@/lib/api/story-generation";
import moments from "@/lib/story-writing/content/story-moments.json";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES, themeVariety, type Theme } from "@/lib/story-writing/scene/activities";
import { mendLines, type AfterLine } from "@/lib/story-writing/scene/mend-lines";
import { roleFor, traitFor, type Trait } from "@/lib/story-writing/scene/pepita-words";

// Page 6's first line is her role's way in, written apart from the mend that follows it. "She
// rolled up her sleeves at once" read wrong before "Pepita giggled and pointed: Abuelita's glasses
// were on top of her head!", and "I know! Follow me." before a mend that goes nowhere.

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller", "Artist"];
const TRAITS: Trait[] = [...PERSONALITY_TRAITS.map((name) => traitFor(name)!), { ...traitFor("Curious")!, afterMend: [] }];
const thanks = moments.thanks as AfterLine[];
const thoughts = moments.thoughts as AfterLine[];

// Lines where Pepita sets to work with her hands, and lines where she leads the way, in either language.
const HANDS_ON = {
  en: /rolled up her sleeves|set to work|already at it|dusting off her hands|jumped right in|Here is what we'll do|flourish of her own/,
  es: /arremang|manos a la obra|sacudiéndose las manos|Esto es lo que vamos a hacer/,
};
const LEADING = { en: /Follow me|led the way|lead the way/, es: /Sígueme|mostró el camino/ };
const says = (pattern: { en: RegExp; es: RegExp }, line: AfterLine) => pattern.en.test(line.en) || pattern.es.test(line.es);

/** The arc as each of its varieties tells it, so every problem it can meet is told. */
const toldAs = (theme: Theme) => {
  const varieties = theme.varieties ?? [];
  return varieties.length ? varieties.map((_, i) => themeVariety(theme, "", (list) => list[i]!)) : [theme];
};

describe("her role's way in fits how the problem is mended", () => {
  it("marks as noticing the mends where Pepita only points, remembers or finds where a thing already is", () => {
    const noticing = THEMES.flatMap(({ hiccups }) => hiccups.filter(({ mend }) => mend?.length === 1 && mend[0] === "noticing").map(({ fix }) => fix.en));
    for (const words of [
      "giggled and pointed: the coin purse",
      "Pepita remembered: the card was tucked",
      "Pepita remembered putting the card",
      "Pepita found the sock: the cat was sleeping on it",
    ])
      expect(
        noticing.some((fix) => fix.includes(words)),
        words,
      ).toBe(true);
  });

  it("never sets to work with her hands or leads the way, on any arc, problem, role or trait, before a mend she only notices", () => {
    let walked = 0;
    for (const theme of THEMES)
      for (const told of toldAs(theme))
        for (const problem of told.hiccups.filter(({ mend }) => mend && !mend.includes("hands") && !mend.includes("leading")))
          for (const name of ROLES)
            for (const second of TRAITS) {
              const lines = mendLines(problem, { role: roleFor(name), second, thanks, thoughts, teddy: true });
              for (const line of [...lines.fix, ...lines.thanks, ...lines.deeds]) {
                expect(says(HANDS_ON, line), `${theme.id} ${name}: ${line.en} / ${problem.fix.en}`).toBe(false);
                expect(says(LEADING, line), `${theme.id} ${name}: ${line.en} / ${problem.fix.en}`).toBe(false);
              }
              walked++;
            }
    expect(walked).toBeGreaterThan(500);
  });

  it("says 'Follow me!' only before a mend that goes somewhere, and rolls up her sleeves only before one of her hands", () => {
    for (const theme of THEMES)
      for (const told of toldAs(theme))
        for (const problem of told.hiccups)
          for (const name of ["Helpful", "Leader"]) {
            const { fix } = mendLines(problem, { role: roleFor(name), second: TRAITS[0]!, thanks, thoughts, teddy: true });
            const mend = problem.mend ?? ["hands"];
            for (const line of fix) {
              if (/Follow me/.test(line.en)) expect(mend, `${theme.id}: ${problem.fix.en}`).toContain("leading");
              if (/rolled up her sleeves/.test(line.en)) expect(mend, `${theme.id}: ${problem.fix.en}`).toContain("hands");
            }
          }
  });

  it.each(["Helpful", "Leader"])("as %s, meets Abuelita's glasses on top of her head without rolling up her sleeves or saying 'Follow me!'", (role) => {
    let seen = 0;
    for (const activityType of ["Baking pan dulce", "Making tortillas", "Planting marigolds", "Embroidering a napkin"])
      for (let id = 0; id < 60; id++) {
        const request = { activityType, season: "Fall" as const, pepitaRole: role, pepitaCustomization: { personality: ["Brave"], favoriteActivity: "" } };
        const pages = writeOfflineStory(request, id).pages;
        if (!pages[4]!.storyText.includes("couldn't find her glasses")) continue;
        seen++;
        expect(pages[5]!.storyText).not.toMatch(/rolled up her sleeves|already at it|Follow me|Here is what we'll do|dusting off her hands/);
        expect(pages[5]!.spanishText).not.toMatch(/arremang|manos a la obra|Sígueme|sacudiéndose las manos/);
      }
    expect(seen).toBeGreaterThan(0);
  });
});
