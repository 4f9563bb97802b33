import { describe, expect, it } from "vitest";
import { composedPages } from "@/tests/support/composed-pages";
import { faceOf, type Composition } from "@/lib/images/scene/composer";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// Someone besides Abuelita and Pepita whom a page names (the boy in the waiting room) is one of
// the people on the page: he sits beside them at a child's size, a step behind, covering nobody,
// rather than stand like a thing in front of whoever is there.

function pagesWithTheBoy(activity: string): { text: string; composition: Composition }[] {
  const found: { text: string; composition: Composition }[] = [];
  for (let id = 1; id <= 30 && found.length < 6; id++) {
    const story = writeOfflineStory(
      { activityType: activity, season: "Fall", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Kind"], favoriteActivity: "reading" } },
      id,
    );
    for (const { page, composition } of composedPages(story, id, (page) => page.scene!.props.includes("waiting-boy")))
      found.push({ text: page.storyText, composition });
  }
  expect(found.length, activity).toBeGreaterThan(0);
  return found;
}

const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

describe("offline illustrator: a third person on the page", () => {
  for (const activity of ["Visiting the dentist", "A trip to the doctor"])
    it(`seats the waiting-room boy beside them, behind, at a child's size (${activity})`, () => {
      for (const { text, composition } of pagesWithTheBoy(activity)) {
        const boy = composition.placed.find((p) => p.kind === "prop" && p.id === "waiting-boy")!;
        expect(composition.svg, text).toContain('data-part="companion"');
        expect(boy.kind === "prop" && boy.on, text).toBe("behind");
        const people = composition.placed.flatMap((p) => (p.kind === "character" ? [p] : []));
        const pepita = people.find((p) => p.name === "Pepita")!;
        // Drawn behind them, so he covers nobody; his face and theirs (the middle of the top of a box) stay clear of each other.
        const middle = (box: typeof boy.box, share: number) => ({ ...box, x: box.x + (box.w * (1 - share)) / 2, w: box.w * share });
        const hisFace = middle({ ...boy.box, h: boy.box.h * 0.4 }, 1 / 3);
        for (const person of people) expect(overlap(hisFace, middle(faceOf(person), 0.5)), `${text} ${person.name}`).toBe(0);
        // Mostly beside them, a step back (his feet above theirs), as tall sitting as a child is.
        const cast = { x: Math.min(...people.map((p) => p.box.x)), w: 0 };
        cast.w = Math.max(...people.map((p) => p.box.x + p.box.w)) - cast.x;
        expect(overlap(boy.box, { ...cast, y: boy.box.y, h: boy.box.h }) / (boy.box.w * boy.box.h), text).toBeLessThan(0.35);
        expect(boy.box.y + boy.box.h, text).toBeLessThan(Math.max(...people.map((p) => p.box.y + p.box.h)));
        if (pepita.pose === "standing") {
          expect(boy.box.h / pepita.box.h, text).toBeGreaterThan(0.7);
          expect(boy.box.h / pepita.box.h, text).toBeLessThan(1);
        }
      }
    });
});
