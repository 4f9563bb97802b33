import { describe, expect, it } from "vitest";
import { sharedInk } from "@/lib/images/page-measures";
import { arrivalRaise } from "@/lib/images/scene/arrival-and-party";
import { composeScene } from "@/lib/images/scene/composer";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";
import { pair, patioPlan } from "@/tests/support/fixtures/scene-plan";
import { pageRequestOf, printedPageOf } from "@/tests/support/composed-pages";
import { variedRequests } from "@/tests/support/varied-requests";

// A story's first page (Pepita arriving at Abuelita's patio) and another's eighth (the two
// celebrating on the patio) were drawn with the two at the same stance and places: the bench
// found story 19's arrival and story 40's celebration sharing 63% of their ink.

const { width: W } = PAGE_PICTURE_SIZE;
const ARRIVAL = patioPlan({ characters: pair("standing", "waving"), framing: "wide", action: "Pepita running up to Abuelita's house" });
const PARTY = patioPlan({ characters: pair("standing", "standing"), framing: "wide", action: "celebrating a letter full of drawings with the family" });

const boxOf = (plan: ScenePlan, story: string, name: string) => {
  const { placed } = composeScene(plan, `${story}\n1`, 0, { story, page: 1 });
  return placed.find((p) => p.kind === "character" && p.name === name)!.box;
};

describe("an arrival and a celebration on the same patio", () => {
  it("has Pepita arriving a way off from Abuelita, and the two celebrating side by side", () => {
    for (const story of ["7", "19", "40"]) {
      const gap = (plan: ScenePlan) => {
        const [a, p] = [boxOf(plan, story, "Abuelita"), boxOf(plan, story, "Pepita")];
        return Math.max(p.x - (a.x + a.w), a.x - (p.x + p.w));
      };
      expect(gap(ARRIVAL), `story ${story}: apart on arriving`).toBeGreaterThan(gap(PARTY) + 100);
      // Still up the path, she is drawn smaller than where she stands beside Abuelita.
      expect(boxOf(ARRIVAL, story, "Pepita").h, `story ${story}`).toBeLessThan(boxOf(PARTY, story, "Pepita").h * 0.9);
    }
  });

  it("keeps the bench's arrival of story 19 and celebration of story 40 under half their ink shared", async () => {
    const requests = variedRequests(40);
    expect(pageRequestOf(requests, 19, 1).scene.action).toMatch(/running up to/);
    expect(pageRequestOf(requests, 40, 8).scene.action).toMatch(/^celebrating/);
    expect(sharedInk(await printedPageOf(requests, 19, 1), await printedPageOf(requests, 40, 8), W)).toBeLessThan(0.5);
  }, 60_000);

  it("stands Pepita arriving up the floor, never past its back edge onto the wall", () => {
    expect(arrivalRaise(1.4, 1200, 1000)).toBeCloseTo(84);
    // Where the cast stands just in front of the wall's foot, she stands with them.
    expect(arrivalRaise(1.4, 1040, 1000)).toBeLessThanOrEqual(10);
    expect(arrivalRaise(1.4, 1020, 1000)).toBe(0);
  });
});
