import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { composeScene } from "@/lib/images/scene/composer";
import { CHIN } from "@/lib/images/scene/figures";
import { overlapArea } from "@/lib/images/scene/layout-basics";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { patioPlan } from "@/tests/support/fixtures/scene-plan";

// Page 9 of an offline story has Abuelita telling Pepita about her childhood with Pepita on her
// lap. Her seated drawing waved one arm high in the air, and the page's rebozo stood folded on the
// edge in front of them, a striped tub hiding Pepita's body.

const REQUESTS = [
  ["Doing the laundry", "Spring", 7],
  ["Tidying up the toys", "Fall", 4],
  ["Making tamales", "Winter", 3],
  ["Going to the beach", "Summer", 5],
  ["Planting marigolds", "Spring", 8],
] as const;

function lapPageOf(activityType: string, season: string, storyId: number) {
  const story = writeOfflineStory(
    { activityType, season: season as never, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "", outfit: "" } },
    storyId,
  );
  const page = story.pages[8]!;
  expect(
    page.scene!.characters.some((c) => c.name === "Pepita" && c.pose === "lap"),
    `${activityType}: Pepita on her lap`,
  ).toBe(true);
  return composePage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: 9, storyId, scene: page.scene! });
}

describe("Pepita on Abuelita's lap, Abuelita telling her a story", () => {
  it("has Abuelita's two hands on Pepita, below Abuelita's chin, none raised", () => {
    for (const [activity, season, storyId] of REQUESTS) {
      const { placed } = lapPageOf(activity, season, storyId);
      const abuelita = placed.find((p) => p.kind === "character" && p.name === "Abuelita");
      const pepita = placed.find((p) => p.kind === "character" && p.name === "Pepita")!.box;
      const hands = abuelita?.kind === "character" ? (abuelita.hands ?? []) : [];
      expect(hands, activity).toHaveLength(2);
      const chin = abuelita!.box.y + abuelita!.box.h * CHIN.Abuelita;
      for (const hand of hands) {
        expect(hand.y, `${activity}: her hand below her chin`).toBeGreaterThan(chin);
        const onPepita = hand.x >= pepita.x && hand.x <= pepita.x + pepita.w && hand.y >= pepita.y && hand.y <= pepita.y + pepita.h;
        expect(onPepita, `${activity}: her hand on Pepita`).toBe(true);
      }
    }
  });

  it("stands nothing in front of Pepita's body, and wears the page's rebozo", () => {
    for (const [activity, season, storyId] of REQUESTS) {
      const { placed } = lapPageOf(activity, season, storyId);
      const pepita = placed.find((p) => p.kind === "character" && p.name === "Pepita")!.box;
      const body = { ...pepita, y: pepita.y + pepita.h * CHIN.Pepita, h: pepita.h * (1 - CHIN.Pepita) };
      for (const p of placed) {
        if (p.kind !== "prop") continue;
        if (p.id === "rebozo") expect(p.on, `${activity}: the rebozo round her shoulders`).toBe("worn");
        if (p.on !== "worn") expect(overlapArea(p.box, body) / (body.w * body.h), `${activity}: ${p.id} in front of Pepita`).toBeLessThan(0.05);
      }
    }
  });

  it("draws the rebozo round her shoulders over a coat that leaves out her own shawl", () => {
    // One of the rebozo's two striped bands, from her shoulder down her front.
    const band = /C-?90 -446 -?112 -420 -?112 -380/;
    for (const coat of ["coat", "winter-coat", "raincoat"] as const) {
      const plan = patioPlan({
        framing: "close-up",
        props: ["rebozo"],
        characters: [
          { name: "Abuelita", pose: "sitting", outfit: coat },
          { name: "Pepita", pose: "lap" },
        ],
        action: "Abuelita telling Pepita about her childhood with Pepita on her lap",
      });
      const { svg, placed } = composeScene(plan, coat);
      expect(svg, coat).toMatch(band);
      expect(
        placed.find((p) => p.kind === "prop" && p.id === "rebozo"),
        coat,
      ).toMatchObject({ on: "worn" });
    }
  });
});
