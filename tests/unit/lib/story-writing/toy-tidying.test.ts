import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import { plainRequest } from "@/tests/support/varied-requests";

// "Tidying up the toys" and "Recoger los juguetes" were refused (no tidying page named a toy),
// offering a tea party and the playground. The tidying day now puts the toys away when the
// request names them, or a child's room, in both languages.

const story = (activityType: string, id: number) => writeOfflineStory(plainRequest(activityType, id), id);

const TOY_REQUESTS = [
  "Tidying up the toys",
  "Recoger los juguetes",
  "Picking up toys",
  "Put away the toys",
  "Guardar los juguetes",
  "Ordenar los juguetes",
  "Cleaning my room",
  "Ordenar el cuarto",
  "Limpiar mi recámara",
];

describe("a request to tidy the toys is told as the tidying day, with the toys on its pages", () => {
  it.each(TOY_REQUESTS)("tells %j as the tidying", (request) => {
    expect(unknownActivityMessage(request)).toBeUndefined();
    expect(themeFor(request)?.id).toBe("chores");
  });

  it.each(TOY_REQUESTS)("names toys on the announcement and activity pages of %j, in both languages, and no laundry or sweeping", (request) => {
    for (let id = 1; id <= 8; id++) {
      const { pages } = story(request, id);
      // Page 1's arrival may find Abuelita sweeping her step, whatever the day.
      const told = pages.slice(1);
      const [en, es] = [told.map(({ storyText }) => storyText).join(" "), told.map(({ spanishText }) => spanishText).join(" ")];
      expect(pages[1]!.storyText).toContain("put away the toys together");
      expect(pages[1]!.spanishText).toContain("recoger los juguetes juntas");
      expect(pages[6]!.storyText).toMatch(/blocks|dolls/);
      expect(pages[6]!.spanishText).toMatch(/bloques|muñecas/);
      expect(en).not.toMatch(/\bsock|clothesline|swept|sweeping|windows|rug\b/);
      expect(es).not.toMatch(/calcet|tendedero|barrió|ventanas|tapete/);
      // The room tidied is Pepita's, so the living room is not the one shining.
      expect(en).not.toMatch(/shiny living room/);
      expect(es).not.toMatch(/sala reluciente/);
    }
  });

  it("tells the house, the clothes and the leaves as before", () => {
    expect(story("Limpiar la casa", 1).pages[1]!.spanishText).toContain("arreglar la casa juntas");
    expect(story("Washing the clothes", 1).pages[1]!.storyText).toContain("wash the clothes");
    expect(story("Barrer las hojas del patio", 1).pages[1]!.spanishText).toContain("barrer las hojas del patio");
  });

  it("tells sweeping a room as the tidying of the house, whose pages sweep, not as the toys put away", () => {
    expect(story("Barrer mi cuarto", 1).pages[1]!.spanishText).toContain("arreglar la casa juntas");
    expect(story("Sweeping my room", 1).pages[1]!.storyText).toContain("tidy the house together");
  });

  it("still tells milking the cows as no tidying: ordeñar folds to ordenar", () => {
    expect(themeFor("Ordeñar las vacas")).toBeUndefined();
    expect(unknownActivityMessage("Ordeñar las vacas")).toContain("ranchito");
  });
});
