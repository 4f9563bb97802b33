import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { composeScene, type Placed } from "@/lib/images/scene/composer";
import { overlapArea } from "@/lib/images/scene/layout-basics";
import { planFromText } from "@/lib/images/scene/plan-from-text";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import type { Pose } from "@/lib/story-writing/scene/plan";
import { pair, patioPlan } from "@/tests/support/fixtures/scene-plan";
import { moreArcRequests, variedRequests } from "@/tests/support/varied-requests";

// Seen near, the two stood side by side a step apart whatever the page's words said: a close-up
// whose action has them hugging was two figures with a gap between them, and one that seats
// Pepita with Abuelita or on her knee drew them standing apart.

const people = (placed: Placed[]) => placed.flatMap((p) => (p.kind === "character" ? [p] : []));
const closeUp = (action: string, abuelita: Pose = "standing", pepita: Pose = "standing") =>
  composeScene(patioPlan({ framing: "close-up", characters: pair(abuelita, pepita), action }), "close", 3, { story: "story 3", page: 4 });
/** The room between two boxes side by side (below 0 where they overlap). */
const between = (a: Placed, b: Placed) => Math.max(a.box.x, b.box.x) - Math.min(a.box.x + a.box.w, b.box.x + b.box.w);

describe("a close-up of the two", () => {
  it.each(["Pepita hugging Abuelita goodnight at her door", "Abuelita and Pepita hug in the kitchen", "Pepita hugs Abuelita tight"])(
    "draws them embracing where its action says they hug, however the plan stood them: %s",
    (action) => {
      const { placed } = closeUp(action);
      const [a, b] = people(placed);
      expect(
        placed.some((p) => p.kind === "touch" && p.pose === "hugging"),
        action,
      ).toBe(true);
      // One in the other's arms: the smaller box mostly inside the larger one.
      expect(overlapArea(a!.box, b!.box) / Math.min(a!.box.w * a!.box.h, b!.box.w * b!.box.h), action).toBeGreaterThan(0.5);
    },
  );

  it("seats Pepita on Abuelita's lap where its action says she sits on her knee", () => {
    expect(
      people(closeUp("Pepita sits on Abuelita's knee by the window").placed)
        .map((p) => `${p.name} ${p.pose}`)
        .sort(),
    ).toEqual(["Abuelita sitting", "Pepita lap"]);
  });

  it("seats them together, close, where its action says she sits with Abuelita", () => {
    const [a, b] = people(closeUp("Pepita sits with Abuelita on the sofa").placed);
    expect([a!.pose, b!.pose]).toEqual(["sitting", "sitting"]);
    expect(between(a!, b!)).toBeLessThanOrEqual(0);
  });

  it("keeps a hug given to someone else, or a medium view's hug at the end of a walk, as the plan has it", () => {
    expect(people(closeUp("Pepita hugging her teddy bear while she gets a shot").placed).map((p) => p.pose)).toEqual(["standing", "standing"]);
    const medium = composeScene(patioPlan({ characters: pair("walking", "walking"), action: "Pepita hugging Abuelita goodnight at her door" }), "medium");
    expect(people(medium.placed).map((p) => p.pose)).toEqual(["walking", "walking"]);
  });

  it("stands or seats every side-by-side pair of the bench's close-ups close together, their boxes meeting, but for an animal between them", () => {
    let pairs = 0;
    for (const [i, request] of [...variedRequests(40), ...moreArcRequests()].entries()) {
      const storyId = i + 1;
      const story = writeOfflineStory(request, storyId);
      for (const page of story.pages) {
        const scene = page.scene!;
        if (scene.framing !== "close-up" || scene.characters.length !== 2) continue;
        if (!scene.characters.every((c) => ["standing", "sitting", "reading", "waving"].includes(c.pose))) continue;
        // Canelo or the goose stands between them, where the page leaves him no room beside them.
        if (scene.props.some((id) => ["dog", "goose"].includes(PROPS[id].art))) continue;
        const { placed } = composePage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene });
        const [a, b] = people(placed);
        if (!a || !b) continue;
        pairs++;
        expect(between(a, b), `story ${storyId} page ${page.pageNumber}: ${scene.action}`).toBeLessThanOrEqual(1);
      }
    }
    expect(pairs).toBeGreaterThan(20);
  });

  it("is read back from a rewritten description that says it is one", () => {
    expect(planFromText("On the patio: Pepita and Abuelita standing by the door. Close-up on the characters.").framing).toBe("close-up");
    expect(planFromText("On the patio: Pepita sits on Abuelita's knee.").characters.map((c) => `${c.name} ${c.pose}`)).toEqual([
      "Abuelita sitting",
      "Pepita lap",
    ]);
  });
});
