import { describe, expect, it } from "vitest";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import { SETTINGS } from "@/lib/story-writing/scene/plan";
import { composedPages, offlineStories } from "@/tests/support/composed-pages";
import { variedRequests } from "@/tests/support/varied-requests";

// The first day of school is its own story (the new backpack, the walk there hand in hand, a
// wobble at the classroom door, Abuelita waiting at the gate after school), no longer the day
// Abuelita visits Pepita's class for show and tell.

const FIRST_DAYS = [
  "First day of school",
  "Pepita's first day of school",
  "The first day at her new school",
  "First day of kindergarten",
  "Starting kindergarten",
  "Starting school",
  "Starting preschool with Abuelita",
  "Back to school",
  "El primer día de escuela",
  "Primer día de clases",
  "Primer día en el kínder",
  "Entrar al kínder",
  "Entrar a la escuela",
  "Regreso a clases",
  "Una escuela nueva",
  "Ir a la escuela el primer día",
  "Going to school on the first day",
  "Llevar a Pepita a la escuela su primer día",
];

describe("the first day of school", () => {
  it.each(FIRST_DAYS)("tells %j as the first day, not the show-and-tell visit", (phrase) => {
    expect(unknownActivityMessage(phrase)).toBeUndefined();
    expect(themeFor(phrase)?.id).toBe("first-day");
  });

  it.each([
    "Show and tell at school",
    "Visit Pepita's class",
    "Visiting the teacher",
    "Going to school",
    "Una visita al salón de Pepita",
    "La maestra de Pepita",
    "School on the first day of spring",
    "Ir a la escuela el primer día de primavera",
  ])("still tells %j as the classroom visit", (phrase) => expect(themeFor(phrase)?.id).toBe("school"));

  it.each(["The first day of spring", "El primer día de la primavera", "First day at the beach"])("does not take %j for a first day of school", (phrase) => {
    expect(themeFor(phrase)?.id).not.toBe("first-day");
  });

  it.each(["First day of school", "El primer día de escuela", "Ir a la escuela el primer día"])(
    "never tells %j as show and tell, in either language",
    (phrase) => {
      for (const { story } of offlineStories(phrase, 12)) {
        const text = [story.title, story.spanishTitle, ...story.pages.flatMap((page) => [page.storyText, page.spanishText])].join(" ");
        expect(text).not.toMatch(/show and tell|mostrar (algo )?en clase|visit(ed)? Pepita's class|visitar el salón/i);
        expect(text).toMatch(/first day of school/);
        expect(text).toMatch(/primer día de escuela/);
      }
    },
  );

  it("starts with the new backpack in the words and the picture, and ends every story with Abuelita at the school gate", () => {
    for (const { story } of offlineStories("Starting kindergarten", 16)) {
      const [first] = story.pages;
      expect(first!.storyText).toMatch(/backpack/);
      expect(first!.spanishText).toMatch(/mochila/);
      expect(first!.scene!.props).toContain("backpack");
      const party = story.pages[7]!;
      expect(party.storyText).toMatch(/waiting at the school gate/);
      expect(party.spanishText).toMatch(/esperándola en el portón de la escuela/);
      expect(party.scene!.setting).toBe("plaza");
      expect(party.scene!.props).toContain("school-gate");
    }
  });

  it("tells four different days at school and five different troubles over a dozen stories", () => {
    const told = offlineStories("First day of school", 12).map(({ story }) => story);
    expect(new Set(told.map((story) => story.pages[6]!.scene!.action)).size).toBe(4);
    expect(new Set(told.map((story) => story.pages[4]!.scene!.action)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(told.map((story) => story.title)).size).toBeGreaterThanOrEqual(3);
  });

  it("holds Abuelita's hand at the classroom door on the page Pepita will not let go", () => {
    const wobbles = offlineStories("First day of school", 40)
      .map(({ story }) => story.pages[4]!)
      .filter((page) => /would not let go of Abuelita's hand/.test(page.storyText));
    expect(wobbles.length).toBeGreaterThan(0);
    for (const page of wobbles) {
      expect(page.scene!.setting).toBe("classroom");
      expect(page.scene!.characters.map(({ pose }) => pose)).toEqual(["walking", "walking"]);
    }
  });

  it("dresses Pepita in her school uniform from the morning on, at home too, until bedtime", () => {
    for (const { story } of offlineStories("Primer día de clases", 8).filter(
      ({ storyId }) => !variedRequests(storyId)[storyId - 1]!.pepitaCustomization.outfit,
    )) {
      for (const page of story.pages) {
        const pepita = page.scene!.characters.find(({ name }) => name === "Pepita")!;
        // At night she is in pajamas; out in the rain or the snow, in her raincoat or coat.
        if (page.scene!.timeOfDay === "night" || (!SETTINGS[page.scene!.setting].indoor && ["rainy", "snowy"].includes(page.scene!.weather))) continue;
        expect(pepita.outfit, `page ${page.pageNumber} ${page.scene!.setting}`).toBe("school-uniform");
      }
    }
  });

  it("draws the school gate behind whoever waits at it, as tall as the page allows, not a small thing in a corner", () => {
    for (const { storyId, story } of offlineStories("First day of school", 6)) {
      const { composition } = composedPages(story, storyId, (page) => page === story.pages[7])[0]!;
      const gate = composition.placed.find((placed) => placed.kind === "prop" && placed.id === "school-gate");
      if (gate?.kind !== "prop") throw new Error(`no gate on page 8 of story ${storyId}`);
      expect(gate.on).toBe("behind");
      expect(gate.box.h).toBeGreaterThan(PAGE_PICTURE_SIZE.height * 0.45);
      // Over their heads, or in a close-up, where the page has no more room, up to their shoulders.
      const shoulders = Math.min(...composition.placed.filter((placed) => placed.kind === "character").map((placed) => placed.box.y + placed.box.h / 4));
      expect(gate.box.y).toBeLessThan(shoulders);
      expect(composition.svg).toContain('data-part="school-gate"');
    }
  });
});
