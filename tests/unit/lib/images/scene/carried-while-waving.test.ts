import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { CHIN } from "@/lib/images/scene/figures";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { PROPS } from "@/lib/story-writing/scene/lexicon";

// "Pepita was carrying a stack of books to return" drew her waving hello with both arms up while
// the book sat on her chest, held by nothing. A child who carries something waves with one arm
// and holds the thing in the other hand.

const within = (point: { x: number; y: number }, box: { x: number; y: number; w: number; h: number }) =>
  point.x >= box.x && point.x <= box.x + box.w && point.y >= box.y && point.y <= box.y + box.h;

describe("Pepita waving hello with what she brings", () => {
  it.each([
    ["Going to the library", "book-stack"],
    ["Planting a lemon tree", "bucket"],
    ["A walk to the plaza", "ball"],
  ] as const)(
    "%s: the %s is in one hand, and she waves with the other",
    (activityType, art) => {
      let seen = 0;
      for (let id = 1; id <= 12; id++) {
        const story = writeOfflineStory(
          {
            activityType,
            season: (["Spring", "Summer", "Fall", "Winter"] as const)[id % 4]!,
            pepitaRole: "Helpful",
            pepitaCustomization: { personality: ["Curious"], favoriteActivity: "", outfit: "" },
          },
          id,
        );
        const page = story.pages[0]!;
        if (!page.scene!.characters.some((c) => c.name === "Pepita" && c.pose === "waving")) continue;
        const { placed } = composePage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: 1, storyId: id, scene: page.scene! });
        const pepita = placed.find((p) => p.kind === "character" && p.name === "Pepita");
        const thing = placed.find((p) => p.kind === "prop" && PROPS[p.id].art === art);
        if (pepita?.kind !== "character" || thing?.kind !== "prop") throw new Error(`story ${id}: Pepita or the ${art} is missing`);
        expect(thing.on, `story ${id}`).toBe("hands");
        const hands = pepita.hands ?? [];
        expect(hands, `story ${id}: her hands`).toHaveLength(2);
        const holding = hands.filter((hand) => within(hand, thing.box));
        expect(holding, `story ${id}: a hand on the ${art}`).toHaveLength(1);
        // Her other hand is up, above her chin, waving.
        const waving = hands.find((hand) => !holding.includes(hand))!;
        expect(waving.y, `story ${id}: her waving hand`).toBeLessThan(pepita.box.y + pepita.box.h * CHIN.Pepita);
        // What she carries hangs at her side, below her chest, never in front of it between two raised arms.
        expect(thing.box.y, `story ${id}: the ${art} at her side`).toBeGreaterThan(pepita.box.y + pepita.box.h * 0.5);
        seen++;
      }
      expect(seen).toBeGreaterThanOrEqual(6);
    },
    60_000,
  );
});

describe("the words of Pepita's arrival with what she brings", () => {
  // "Pepita came around the corner, waving both arms. Pepita carried a little bucket...": her hands were full.
  it.each(["Going to the library", "Planting a lemon tree", "A walk to the plaza"])("%s: she never waves both arms", (activityType) => {
    for (let id = 1; id <= 12; id++) {
      const page = writeOfflineStory(
        { activityType, season: "Spring", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "", outfit: "" } },
        id,
      ).pages[0]!;
      expect(page.storyText, `story ${id}`).not.toMatch(/both arms/);
      expect(page.spanishText, `story ${id}`).not.toMatch(/dos brazos/);
    }
  });
});
