import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import { plainRequest } from "@/tests/support/varied-requests";

// "Cleaning up the yard" was refused, offering the house's tidying and a tea party, and "Limpiar
// el patio" was told as tidying the house (the windows, the rug, the sheets) without ever naming
// the yard. A request to clean the yard is now the tidying day told in the yard: sweeping it,
// picking up the sticks and gathering the fallen leaves, and it says so in both languages.

const story = (activityType: string, id: number) => writeOfflineStory(plainRequest(activityType, id), id);

// A garden being tidied is swept and cleared of its sticks and fallen leaves too: the same day.
const YARD = [
  ...["Cleaning up the yard", "Cleaning the backyard", "Tidying the yard", "Limpiar el patio", "Arreglar el patio", "Barrer el patio"],
  ...["Tidying the garden", "Cleaning up the garden", "Limpiar el jardín", "Arreglar el jardín"],
];

describe("a request to clean the yard is told as cleaning the yard", () => {
  it.each(YARD)("tells %j as the tidying day", (request) => {
    expect(unknownActivityMessage(request)).toBeUndefined();
    expect(themeFor(request)?.id).toBe("chores");
  });

  it.each(YARD)("names the yard on the announcement, activity and ending pages of %j, in both languages, and cleans nothing indoors", (request) => {
    for (let id = 1; id <= 12; id++) {
      const { pages } = story(request, id);
      const told = pages.slice(1);
      const [en, es] = [told.map(({ storyText }) => storyText).join(" "), told.map(({ spanishText }) => spanishText).join(" ")];
      expect(pages[1]!.storyText).toContain("clean up the yard together");
      expect(pages[1]!.spanishText).toContain("limpiar el patio juntas");
      expect(pages[6]!.storyText).toMatch(/swept the yard|picked up every stick|fallen leaves/);
      expect(pages[6]!.spanishText).toMatch(/barrió el patio|recogió cada palito|hojas secas/);
      expect(pages[7]!.storyText).toContain("a tidy yard");
      expect(pages[7]!.spanishText).toContain("un patio limpio");
      expect(en).not.toMatch(/\bsock|clothesline|windows|rug\b|sheets|cozy home/);
      expect(es).not.toMatch(/calcet|tendedero|ventanas|tapete|sábanas|casa limpia/);
    }
  });

  it.each(["Barrer las hojas del patio", "Sweeping up the leaves"])("still sweeps the leaves for %j", (request) => {
    expect(story(request, 2).pages[1]!.storyText).toContain("sweep the leaves off the patio");
  });
});
