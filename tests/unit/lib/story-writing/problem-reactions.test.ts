import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";
import moments from "@/lib/story-writing/content/story-moments.json";

// Abuelita's first words after page 5's problem fit the problem: a hush and a hug for someone scared
// or sad (homesick at the sleepover) or frightened (the windows rattling in the storm), not "Uh-oh"
// or a laugh as over a spilled jar, and no hush over a spilled jar; her own tiredness or cough gets neither.
// Another's tears (a little boy crying, the frightened cat) turn her to Pepita: nobody else is called "mija".

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const saying = (text: string) => new RegExp(`^${escape(text).replace(/\\\{dear\\\}/g, '[^"—.]+')}$`);
const reactions = (kind: "tender" | "other" | "mishap" | "abuelita" | "apart") =>
  moments.exclamations.filter((line) => ("for" in line ? line.for : "mishap") === kind);

describe("Abuelita's reaction to the problem", () => {
  const tender = reactions("tender");
  const mishap = reactions("mishap");
  const hers = reactions("abuelita");
  const alone = reactions("apart");
  const others = reactions("other");

  it("comforts whoever is scared or sad, and keeps the hush for them", () => {
    let tenderSeen = 0;
    for (const theme of THEMES) {
      for (let id = 1; id <= 12; id++) {
        const story = writeOfflineStory(
          { activityType: theme.verb.en, season: "Fall", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "" } },
          id,
        );
        const page = story.pages[4]!;
        const hiccup = theme.hiccups.find((candidate) => page.storyText.startsWith(candidate.en));
        if (!hiccup) continue;
        // A fright is hushed like tears; Pepita lost in the crowd has nobody there to hush her.
        const someoneElse = hiccup.trouble === "someone" && hiccup.tender && !hiccup.herself;
        const fits = hiccup.apart
          ? alone
          : hiccup.trouble === "abuelita"
            ? hers
            : someoneElse
              ? others
              : hiccup.tender || hiccup.trouble === "scare"
                ? tender
                : mishap;
        const en = page.storyText.slice(hiccup.en.length + 1);
        const es = page.spanishText.slice(hiccup.es.length + 1);
        expect(
          fits.some((line) => saying(line.en).test(en) && saying(line.es).test(es)),
          `${theme.id} #${id}: ${page.storyText}`,
        ).toBe(true);
        if (hiccup.tender) tenderSeen++;
      }
    }
    expect(tenderSeen).toBeGreaterThan(20);
  });

  it("calls no crying boy, frightened cat or whimpering dog by Pepita's endearments", () => {
    const endearments = new RegExp(`\\b(${moments.endearments.join("|")})\\b`);
    const mixed = THEMES.flatMap((theme) => theme.hiccups.filter((hiccup) => hiccup.trouble === "someone" && hiccup.tender && !hiccup.herself));
    expect(mixed.length).toBeGreaterThan(8);
    for (const line of others) {
      // Said to Pepita only once Abuelita has turned to her.
      const toPepita = /turned to Pepita/.test(line.en);
      expect(line.en.includes("{dear}"), line.en).toBe(toPepita);
      expect(line.es).not.toMatch(endearments);
      expect(line.es).not.toMatch(/(?<!\p{L})(pobrecit[oa]|solit[oa]|asustad[oa])(?!\p{L})/u);
    }
  });

  it("counts feeling homesick, missing the night light and a branch tapping in the dark as tender", () => {
    const sleepover = THEMES.find(({ id }) => id === "sleepover")!;
    for (const words of ["homesick", "night light", "branch began to tap"]) {
      expect(sleepover.hiccups.find(({ en }) => en.includes(words))?.tender, words).toBe(true);
    }
  });
});
