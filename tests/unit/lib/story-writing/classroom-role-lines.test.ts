import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS, SEASONS } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { roleFor, roleLineFits } from "@/lib/story-writing/scene/pepita-words";

// In the classroom the teacher runs the day and Abuelita is a visitor at the back (show and tell)
// or at the door (the first day): the Leader's "Yes, captain!" from Abuelita and the Helper's
// sharing the best spot with her read oddly there. Every role still has a line the classroom fits,
// in both languages.

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller"];
const SCHOOL_DAYS = ["Show and tell at school", "Visitar el salón de Pepita", "First day of school", "Primer día de clases"];

const story = (activityType: string, id: number, pepitaRole: string) =>
  writeOfflineStory(
    {
      activityType,
      season: SEASONS[id % SEASONS.length]!,
      pepitaRole,
      pepitaCustomization: { personality: [PERSONALITY_TRAITS[id % PERSONALITY_TRAITS.length]!], favoriteActivity: "" },
    },
    id,
  );

const AT_ABUELITAS_SIDE_EN = /Yes, captain|best spot|counted like a captain|told Abuelita what came next|fetched, carried|lend a hand/;
const AT_ABUELITAS_SIDE_ES = /Sí, capitana|mejor lugar|contaba como una capitana|le decía a Abuelita qué seguía|traía, cargaba|echar una mano/;

describe("Pepita's role on a classroom's page", () => {
  it.each(ROLES)("never has Abuelita take orders from Pepita or share her the best spot in the classroom, as %s", (role) => {
    for (const request of SCHOOL_DAYS)
      for (let id = 0; id < 16; id++) {
        const page = story(request, id, role).pages[6]!;
        expect(page.storyText, `${request} ${id}`).not.toMatch(AT_ABUELITAS_SIDE_EN);
        expect(page.spanishText, `${request} ${id}`).not.toMatch(AT_ABUELITAS_SIDE_ES);
      }
  });

  it.each(ROLES)("has a line for %s that fits a classroom, whatever the page has her do", (role) => {
    for (const page of [
      { handsOn: true, task: true, moving: false, setting: "classroom" as const, teddy: false },
      { handsOn: false, task: false, moving: false, setting: "classroom" as const, teddy: false },
    ])
      expect(roleFor(role).during.filter((line) => roleLineFits(line, page)).length).toBeGreaterThan(0);
  });

  it("gives the Helper and the Leader the teacher's jobs in the classroom, in both languages", () => {
    const pages = (role: string) => SCHOOL_DAYS.flatMap((request) => Array.from({ length: 16 }, (_, id) => story(request, id, role).pages[6]!));
    expect(pages("Helpful").some(({ storyText, spanishText }) => /asked for a helper/.test(storyText) && /pidió una ayudante/.test(spanishText))).toBe(true);
    expect(pages("Leader").some(({ storyText, spanishText }) => /lead the line/.test(storyText) && /guiar la fila/.test(spanishText))).toBe(true);
  });

  it("still shares the best spot and says 'Yes, captain!' outside the classroom", () => {
    const texts = (role: string) => Array.from({ length: 40 }, (_, id) => story("Going to the market", id, role).pages[6]!.storyText).join(" ");
    expect(texts("Helpful")).toMatch(/best spot/);
    expect(texts("Leader")).toMatch(/Yes, captain|counted like a captain/);
  });
});
