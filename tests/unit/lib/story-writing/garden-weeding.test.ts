import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import { plainRequest } from "@/tests/support/varied-requests";

// "Weeding the garden" was told as planting seeds (a packet of seeds, holes dug, a row of seeds
// tucked in), with one page in four pulling weeds, and "Pulling weeds" was refused. A request to
// weed is now the garden's weeding, in both languages: the weeds pulled by the roots, the bucket
// of weeds, and the room it leaves the plants to grow.

const story = (activityType: string, id: number) => writeOfflineStory(plainRequest(activityType, id), id);

const WEEDING = ["Weeding the garden", "Pulling weeds", "Quitar la hierba mala del jardín", "Desyerbar el jardín", "Arrancar la maleza"];

describe("a request to weed the garden is told as weeding", () => {
  it.each(WEEDING)("tells %j as the garden's weeding", (request) => {
    expect(unknownActivityMessage(request)).toBeUndefined();
    expect(themeFor(request)?.id).toBe("garden");
  });

  it.each(WEEDING)("weeds on the announcement, activity and ending pages of %j, in both languages, and sows no seed", (request) => {
    for (let id = 1; id <= 12; id++) {
      const { title, spanishTitle, pages } = story(request, id);
      const [en, es] = [pages.map(({ storyText }) => storyText).join(" "), pages.map(({ spanishText }) => spanishText).join(" ")];
      expect(`${title} ${pages[1]!.storyText}`).toMatch(/weeds/i);
      expect(`${spanishTitle} ${pages[1]!.spanishText}`).toMatch(/hierba mala/i);
      expect(pages[6]!.storyText).toMatch(/weeds?\b/);
      expect(pages[6]!.spanishText).toMatch(/hierb/);
      expect(pages[7]!.storyText).toContain("a garden free of weeds");
      expect(pages[7]!.spanishText).toContain("un jardín sin hierba mala");
      expect(en).toMatch(/bucket/);
      expect(es).toMatch(/cubeta/);
      expect(en).not.toMatch(/\bseeds?\b|\bsow|\bplant(ed|ing)? (seeds|a row)/);
      expect(es).not.toMatch(/semill|sembr/);
    }
  });

  it.each(["Planting seeds in the garden", "Sembrar semillas en el jardín", "Planting sunflowers"])("still plants seeds for %j", (request) => {
    const { pages } = story(request, 3);
    expect(pages[1]!.storyText).toContain("plant");
    expect(pages[1]!.spanishText).toMatch(/sembrar/);
  });
});
