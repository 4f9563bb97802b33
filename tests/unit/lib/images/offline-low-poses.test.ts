import { describe, expect, it } from "vitest";
import { composedPages } from "@/tests/support/composed-pages";
import type { Composition } from "@/lib/images/scene/composer";
import { lowFigure } from "@/lib/images/scene/low-poses";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// Poses the text names that the built-in drawings do not have: sitting on the rug or the picnic
// blanket, kneeling, and listening to a story in bed. Each is drawn as the text says, not on a
// chair or standing.

type Page = ReturnType<typeof writeOfflineStory>["pages"][number];

function pagesSaying(activity: string, words: RegExp, wanted = 3, pepitaRole = "Helpful"): { page: Page; composition: Composition }[] {
  const found: { page: Page; composition: Composition }[] = [];
  for (let id = 1; id <= 80 && found.length < wanted; id++) {
    const story = writeOfflineStory(
      { activityType: activity, season: "Summer", pepitaRole, pepitaCustomization: { personality: ["Kind"], favoriteActivity: "reading" } },
      id,
    );
    found.push(...composedPages(story, id, (page) => words.test(page.storyText)));
  }
  expect(found.length, activity).toBeGreaterThan(0);
  return found;
}

const posesDrawn = (svg: string, pose: string) => svg.split(`data-pose="${pose}"`).length - 1;
const character = (composition: Composition, name: string) => composition.placed.find((p) => p.kind === "character" && p.name === name)!;

describe("offline illustrator: low poses", () => {
  it("seats Pepita and Abuelita on the library rug at story time, with no chair", () => {
    for (const { page, composition } of pagesSaying("visit the town library and choose new books", /sat on the rug/)) {
      expect(posesDrawn(composition.svg, "floor"), page.storyText).toBe(2);
      expect(composition.svg, page.storyText).toContain('data-part="reading-rug"');
    }
  });

  it("seats them on the picnic blanket, the blanket under them and the food on it", () => {
    for (const { page, composition } of pagesSaying("have a picnic in the park", /spread the blanket/)) {
      expect(posesDrawn(composition.svg, "floor"), page.storyText).toBe(2);
      const blanket = composition.placed.find((p) => p.kind === "prop" && p.id === "picnic-blanket")!;
      expect(blanket.kind === "prop" && blanket.on).toBe("under");
      for (const name of ["Abuelita", "Pepita"]) {
        const { box } = character(composition, name);
        const seat = box.y + box.h;
        expect(seat, name).toBeGreaterThan(blanket.box.y);
        expect(seat, name).toBeLessThan(blanket.box.y + blanket.box.h);
        expect(box.x + box.w / 2, name).toBeGreaterThan(blanket.box.x);
        expect(box.x + box.w / 2, name).toBeLessThan(blanket.box.x + blanket.box.w);
      }
    }
  });

  it("keeps them on the bench where the picnic's paletas are eaten on one", () => {
    for (const { composition } of pagesSaying("have a picnic in the park", /on a bench/)) expect(posesDrawn(composition.svg, "floor")).toBe(0);
  });

  it("draws Pepita kneeling, lower than she stands, where the garden's weeding says she kneels", () => {
    for (const { page, composition } of pagesSaying("plant a garden", /pulled the weeds/)) {
      expect(page.scene!.characters.find((c) => c.name === "Pepita")?.pose).toBe("kneeling");
      expect(posesDrawn(composition.svg, "kneeling"), page.storyText).toBe(1);
      const pepita = character(composition, "Pepita").box;
      const abuelita = character(composition, "Abuelita").box;
      // Standing, Pepita is 0.69 to 0.76 of Abuelita's height (by her drawing); on her knees, under two thirds.
      expect(pepita.h / abuelita.h).toBeLessThan(0.66);
      expect(pepita.y + pepita.h).toBeCloseTo(abuelita.y + abuelita.h, 0);
    }
  });

  it("draws Pepita awake in bed under the blanket while Abuelita reads beside it", () => {
    for (const { page, composition } of pagesSaying("hear Abuelita's bedtime stories in bed", /snug under the blanket/)) {
      expect(composition.svg, page.storyText).toContain('data-pose="in-bed"');
      expect(composition.svg).not.toContain("pepita-sleeping");
      const pepita = character(composition, "Pepita");
      const abuelita = character(composition, "Abuelita");
      expect(pepita.kind === "character" && pepita.hands).toEqual([]);
      // Beside the bed, not in it.
      expect(abuelita.box.x + abuelita.box.w / 2).toBeLessThan(pepita.box.x + pepita.box.w * 0.25);
    }
  });

  it("stands the bedside lamp on the floor, a stand or a shelf, never in Abuelita's lap", () => {
    for (const { page, composition } of pagesSaying("hear Abuelita's bedtime stories in bed", /turned off the big light|sun and the moon/, 4)) {
      const lamp = composition.placed.find((p) => p.kind === "prop" && p.id === "lamp");
      expect(lamp, page.storyText).toBeDefined();
      expect(lamp!.kind === "prop" && lamp!.on, page.storyText).not.toBe("hands");
    }
  });

  it("draws the carousel, not the Ferris wheel alone, with Pepita riding its horse and Abuelita waving beside it", () => {
    for (const { page, composition } of pagesSaying("go to the town fair in the plaza", /Pepita rode the carousel/)) {
      expect(composition.svg, page.storyText).toContain('data-part="carousel"');
      const ride = composition.placed.find((p) => p.kind === "furniture" && p.box.h > 600)!;
      const pepita = character(composition, "Pepita");
      const abuelita = character(composition, "Abuelita");
      expect(pepita.kind === "character" && pepita.pose).toBe("sitting");
      expect(abuelita.kind === "character" && abuelita.pose).toBe("waving");
      // On the horse, off the ground: her feet well above the carousel's own floor, within its poles.
      expect(pepita.box.y + pepita.box.h).toBeLessThan(ride.box.y + ride.box.h - 150);
      expect(pepita.box.x).toBeGreaterThan(ride.box.x);
      expect(pepita.box.x + pepita.box.w).toBeLessThan(ride.box.x + ride.box.w);
      // Abuelita stands on the ground beside it.
      expect(abuelita.box.y + abuelita.box.h).toBeCloseTo(ride.box.y + ride.box.h, 0);
    }
  });
  it("draws Abuelita on her knees by the tub where the bath's text says she kneels there, not on a chair", () => {
    for (const { page, composition } of pagesSaying("Bath time", /kneeling by the tub/, 3, "Comfort Provider")) {
      expect(page.scene!.characters.find((c) => c.name === "Abuelita")?.pose, page.storyText).toBe("kneeling");
      expect(posesDrawn(composition.svg, "kneeling"), page.storyText).toBe(1);
      const abuelita = character(composition, "Abuelita");
      expect(abuelita.kind === "character" && abuelita.pose).toBe("kneeling");
      // On her knees beside the tub, lower than she stands (596 of her drawing's units at the page's scale).
      const tub = composition.placed.find((p) => p.kind === "prop" && p.id === "washtub")!;
      expect(abuelita.box.y + abuelita.box.h).toBeCloseTo(tub.box.y + tub.box.h, 0);
      expect(abuelita.box.x + abuelita.box.w <= tub.box.x || abuelita.box.x >= tub.box.x + tub.box.w).toBe(true);
    }
  });

  it("draws a kneel on one knee for both: that knee on the ground, the other leg bent forward over the skirt, its foot flat", () => {
    for (const [name, who] of [
      ["abuelita-blessing", "Abuelita"],
      ["pepita-holding-skull", "Pepita"],
    ] as const) {
      const { svg } = lowFigure(name, "kneeling", 500, 1200, 1.4, false, { who }, who);
      expect(svg.split('data-leg="knee-down"').length - 1, who).toBe(1);
      expect(svg.split('data-leg="foot-flat"').length - 1, who).toBe(1);
      // The bent leg is drawn after her body, so her skirt does not hide its shin.
      expect(svg.indexOf('data-leg="foot-flat"'), who).toBeGreaterThan(svg.lastIndexOf("clip-path="));
    }
    for (const { page, composition } of pagesSaying("plant a garden", /pulled the weeds/))
      expect(composition.svg.split('data-leg="foot-flat"').length - 1, page.storyText).toBe(posesDrawn(composition.svg, "kneeling"));
  });

  it("draws Abuelita reading at the bedside with both hands on the book, no arm up in the air", () => {
    for (const { page, composition } of pagesSaying("hear Abuelita's bedtime stories in bed", /snug under the blanket/)) {
      const abuelita = character(composition, "Abuelita");
      expect(abuelita.kind === "character" && abuelita.pose, page.storyText).toBe("reading");
      const hands = (abuelita.kind === "character" && abuelita.hands) || [];
      expect(hands, page.storyText).toHaveLength(2);
      // Both hands on the book in her lap: below her chin, one either side of her middle.
      const { box } = abuelita;
      for (const hand of hands) expect(hand.y, page.storyText).toBeGreaterThan(box.y + box.h * 0.4);
      expect(Math.min(...hands.map((h) => h.x))).toBeLessThan(box.x + box.w / 2);
      expect(Math.max(...hands.map((h) => h.x))).toBeGreaterThan(box.x + box.w / 2);
    }
  });

  it("ends Pepita in bed at the sheet's edge, above the blanket's top, so no bit of her braids shows at the blanket's edge", () => {
    for (const { page, composition } of pagesSaying("hear Abuelita's bedtime stories in bed", /snug under the blanket|sun and the moon/, 4)) {
      const cut = /<clipPath id="awake-in-bed"><rect x="0" y="0" width="[\d.]+" height="([\d.]+)"\/>/.exec(composition.svg);
      expect(cut, page.storyText).not.toBeNull();
      const after = composition.svg.slice(composition.svg.indexOf('data-pose="in-bed"'));
      // The blanket drawn over her: its top edge curves from its ends up to its highest point in the middle.
      const blanket = /<\/g><path d="M[\d.]+ ([\d.]+) Q[\d.]+ ([\d.]+) /.exec(after.slice(after.indexOf("</g></g>")));
      expect(blanket, page.storyText).not.toBeNull();
      const highest = (Number(blanket![1]) + Number(blanket![2])) / 2;
      expect(Number(cut![1]), page.storyText).toBeLessThanOrEqual(highest);
    }
  });
});
