import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS } from "@/lib/api/story-generation";
import moments from "@/lib/story-writing/content/story-moments.json";
import pepitaWords from "@/lib/story-writing/content/pepita-words.json";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES, themeVariety, type Hiccup, type Theme } from "@/lib/story-writing/scene/activities";
import { laughs, mendLines, type AfterLine } from "@/lib/story-writing/scene/mend-lines";
import { roleFor, traitFor, type Trait } from "@/lib/story-writing/scene/pepita-words";

// Page 6 follows page 5's problem as it went and as it was put right: Pepita is not praised for a
// mend someone else made (the baker's fresh tray, Abuelita finding her in the crowd), and after a
// fright or tears (lost at the fair, a little boy crying) nobody laughs until their tummies hurt.

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller", "Artist"];

// Pepita praised, thanked or told as the one who fixed it, in either language.
const CREDIT = {
  en: /Problem solved|saved the day|fix the trouble|knew just what to do|then she knew what to do|rolled up her sleeves|she did it before|proud of herself|proud little smile|knew you could do it|Gracias|What a team|Qué lista|¡Eso|jumped right in|head-on|wonderful idea|that somebody was her|victory dance|without her Pepita|solved the problem|set to work|first to see it|Follow me|Here is what we'll do|stepped right up|mi torbellino|game of pretend|softly and slowly|better with two|flourish of her own|good idea is worth|I know what to do/,
  es: /resuelto|salvaste|supo qué hacer|orgullos|Gracias|buen equipo|Qué lista|¡Eso|sin su Pepita|Sabía que podías|entre dos|Yo sé qué hacer/,
};

const credited = (line: { en: string; es: string }) => CREDIT.en.test(line.en) || CREDIT.es.test(line.es);

/** The arc as each of its varieties tells it, so every problem it can meet is told. */
const toldAs = (theme: Theme) => {
  const varieties = theme.varieties ?? [];
  return varieties.length ? varieties.map((_, i) => themeVariety(theme, "", (list) => list[i]!)) : [theme];
};

const sombre = (problem: Hiccup) => problem.trouble === "scare" || problem.tender === true;

// Her traits as the form gives them, and none at all, when Abuelita's thought ends the page.
const TRAITS: Trait[] = [...PERSONALITY_TRAITS.map((name) => traitFor(name)!), { ...traitFor("Curious")!, afterMend: [] }];
const thanks = moments.thanks as AfterLine[];
const thoughts = moments.thoughts as AfterLine[];

/** The text of a content line a page keeps whatever fills its slots or however its "Pepita" is said. */
const core = (text: string) =>
  text
    .replace(/^Pepita /, "")
    .split(/\{\w+\}/)
    .sort((a, b) => b.length - a.length)[0]!
    .toLowerCase();

const contentLines = (): AfterLine[] => [
  ...thanks,
  ...thoughts,
  ...pepitaWords.roles.flatMap((role) => role.fix as AfterLine[]),
  ...Object.values(pepitaWords.traits).flatMap((trait) => trait.afterMend as AfterLine[]),
];

describe("page 6's lines after the problem", () => {
  it("marks as giving Pepita the credit every line that praises her for the mend", () => {
    for (const line of [...contentLines(), ...roleFor("Artist").fix]) expect(line.credits === true, line.en).toBe(credited(line));
  });

  it("gives Pepita no credit, on any arc, problem, role or trait, for a mend someone else made", () => {
    let walked = 0;
    for (const theme of THEMES)
      for (const told of toldAs(theme))
        for (const problem of told.hiccups.filter(({ mendedBy }) => mendedBy))
          for (const name of ROLES)
            for (const second of TRAITS) {
              const lines = mendLines(problem, { role: roleFor(name), second, thanks, thoughts, teddy: true });
              for (const line of [...lines.fix, ...lines.thanks, ...lines.deeds, ...lines.thoughts])
                expect(credited(line), `${theme.id} ${name}: ${problem.fix.en} ${line.en}`).toBe(false);
              walked++;
            }
    expect(walked).toBeGreaterThan(1000);
  });

  it("never laughs, on any arc, problem, role or trait, once someone was frightened or in tears", () => {
    for (const theme of THEMES)
      for (const told of toldAs(theme))
        for (const problem of told.hiccups.filter(sombre))
          for (const name of ROLES)
            for (const second of TRAITS) {
              const lines = mendLines(problem, { role: roleFor(name), second, thanks, thoughts, teddy: true });
              for (const line of [...lines.fix, ...lines.thanks, ...lines.deeds, ...lines.thoughts])
                expect(laughs(line), `${theme.id} ${name}: ${problem.en} ${line.en}`).toBe(false);
            }
  });

  it("thanks her for no help with a slip of her own, and has her tell Abuelita not to worry about none", () => {
    const THANKS_FOR_HELP = /Gracias|saved the day|Problem solved|What a team|Qué lista|tummies|without her Pepita/;
    const REASSURES = /Don't worry, Abuelita|It's all right, we'll find a way/;
    let walked = 0;
    for (const theme of THEMES)
      for (const told of toldAs(theme))
        for (const problem of told.hiccups.filter(({ slip }) => slip))
          for (const name of ROLES)
            for (const second of TRAITS) {
              const lines = mendLines(problem, { role: roleFor(name), second, thanks, thoughts, teddy: true });
              for (const line of [...lines.fix, ...lines.thanks, ...lines.deeds, ...lines.thoughts]) {
                expect(line.en, `${theme.id} ${name}: ${problem.en}`).not.toMatch(THANKS_FOR_HELP);
                expect(line.en, `${theme.id} ${name}: ${problem.en}`).not.toMatch(REASSURES);
              }
              walked++;
            }
    expect(walked).toBeGreaterThan(1000);
  });

  it("counts as her own slip the flour she sneezed into, the raspado down her front and the ribbon lost in the sandbox", () => {
    const slips = THEMES.flatMap(({ hiccups }) => hiccups.filter(({ slip }) => slip).map(({ en }) => en)).join("\n");
    for (const words of [
      "sneezed right into the flour",
      "raspado slipped",
      "Pepita knocked over the bag of flour",
      "Pepita spilled the cinnamon tea",
      "hair ribbons",
    ])
      expect(slips).toContain(words);
  });

  it("always has a way in, a word of thanks and an ending for every arc's problem, role and trait", () => {
    for (const theme of THEMES)
      for (const told of toldAs(theme))
        for (const problem of told.hiccups)
          for (const name of ROLES)
            for (const second of TRAITS) {
              const lines = mendLines(problem, { role: roleFor(name), second, thanks, thoughts, teddy: false });
              const says = `${theme.id} ${name}: ${problem.en}`;
              expect(lines.fix.length, says).toBeGreaterThan(0);
              expect(lines.thanks.length, says).toBeGreaterThan(0);
              expect(lines.deeds.length, says).toBeGreaterThan(0);
              expect(
                lines.thoughts.some((line) => !laughs(line)),
                says,
              ).toBe(true);
            }
  });
});

describe("page 6 as the stories tell it", () => {
  const story = (activityType: string, role: string, personality: string[], id: number) =>
    writeOfflineStory({ activityType, season: "Summer", pepitaRole: role, pepitaCustomization: { personality, favoriteActivity: "" } }, id);

  it("after Pepita is lost in the crowd at the fair and Abuelita finds her, neither laughs nor praises her for it", () => {
    const lost = THEMES.find(({ id }) => id === "fair")!.hiccups.find(({ apart }) => apart)!;
    const laughing = contentLines().filter(laughs);
    let told = 0;
    for (const role of ROLES)
      for (let id = 0; id < 24; id++) {
        const { pages } = story("Going to the fair", role, [["Funny"], ["Brave", "Playful"], ["Curious", "Kind"]][id % 3]!, id);
        if (!pages[4]!.storyText.startsWith(lost.en)) continue;
        told++;
        const page = pages[5]!;
        const says = `${role} #${id}: ${page.storyText}`;
        // Nor is being lost a little trouble she smiled at.
        expect(page.storyText, says).not.toMatch(/tummies|laugh|giggl|without her Pepita|little trouble|then she smiled/);
        expect(page.spanishText, says).not.toMatch(/panza|se ri|sin su Pepita|problemita|luego sonrió/);
        for (const line of laughing) expect(page.storyText.toLowerCase(), says).not.toContain(core(line.en));
      }
    expect(told).toBeGreaterThan(5);
  });

  it("ends a page whose mend someone else made on no thought that it was Pepita's doing, on every arc that has one", () => {
    const arcs = THEMES.filter((theme) => toldAs(theme).some(({ hiccups }) => hiccups.some(({ mendedBy }) => mendedBy)));
    let told = 0;
    for (const theme of arcs) {
      const problems = toldAs(theme).flatMap(({ hiccups }) => hiccups.filter(({ mendedBy }) => mendedBy));
      for (const [index, role] of ROLES.entries())
        for (let id = 0; id < 6; id++) {
          // One trait, so Abuelita's thought ends the page.
          const { pages } = story(theme.verb.en, role, [PERSONALITY_TRAITS[(index + id) % PERSONALITY_TRAITS.length]!], 40 + index * 6 + id);
          if (!problems.some(({ en }) => pages[4]!.storyText.startsWith(en))) continue;
          told++;
          const page = pages[5]!;
          expect(credited({ en: page.storyText, es: page.spanishText }), `${theme.id} ${role}: ${page.storyText}`).toBe(false);
        }
    }
    expect(told).toBeGreaterThan(20);
  });

  it("after Pepita sneezes into the flour, Abuelita does not thank her for helping nor does Pepita tell her not to worry", () => {
    let told = 0;
    for (const role of ["Helpful", "Comfort Provider", "Leader"])
      for (let id = 0; id < 30; id++) {
        const { pages } = story("Baking conchas", role, ["Kind"], id);
        if (!pages[4]!.storyText.includes("sneezed right into the flour")) continue;
        told++;
        const page = pages[5]!;
        expect(page.storyText, `${role} #${id}`).not.toMatch(
          /Gracias|saved the day|Problem solved|What a team|Don't worry, Abuelita|It's all right, we'll find a way/,
        );
        expect(page.spanishText, `${role} #${id}`).not.toMatch(/Gracias|salvaste|resuelto|buen equipo|No te preocupes, Abuelita|No pasa nada/);
      }
    expect(told).toBeGreaterThan(3);
  });

  it("tells every one of Abuelita's thoughts in both languages somewhere", () => {
    const told = THEMES.slice(0, 20).flatMap((theme, run) =>
      Array.from({ length: 6 }, (_, i) => story(theme.verb.en, ROLES[i]!, ["Kind"], 700 + run * 6 + i).pages[5]!),
    );
    for (const thought of thoughts) {
      expect(
        told.some(({ storyText }) => storyText.endsWith(thought.en)),
        thought.en,
      ).toBe(true);
      expect(
        told.some(({ spanishText }) => spanishText.endsWith(thought.es)),
        thought.es,
      ).toBe(true);
    }
  });
});
