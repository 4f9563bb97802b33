import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { feetOf, INNER, overlapArea } from "@/lib/images/scene/layout-basics";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { moreArcRequests, variedRequests } from "@/tests/support/varied-requests";

// Canelo or the goose stood on the floor a step in front of the characters where there was no
// room beside them, covering their shoes and legs: they seemed to stand behind him. He stands
// beside them now, clear of their legs, on their floor line or a step nearer, inside the frame.

// The bench's requests, and walks in the park, where the goose marches up to them.
const requests = [...variedRequests(40), ...moreArcRequests(), ...variedRequests(8).map((request) => ({ ...request, activityType: "A walk in the park" }))];

describe("an animal on the floor with the characters", () => {
  it("covers nobody's legs or shoes, and stands on their floor line inside the frame", () => {
    let animals = 0;
    let geese = 0;
    for (const [i, request] of requests.entries()) {
      const storyId = i + 1;
      const story = writeOfflineStory(request, storyId);
      for (const page of story.pages) {
        if (!page.scene!.props.some((id) => ["dog", "goose"].includes(PROPS[id].art))) continue;
        const { placed } = composePage({
          sceneDescription: page.sceneDescription,
          storyTitle: story.title,
          pageNumber: page.pageNumber,
          storyId,
          scene: page.scene!,
        });
        const standing = placed.flatMap((p) => (p.kind === "character" && p.pose !== "sleeping" ? [p] : []));
        for (const animal of placed) {
          if (animal.kind !== "prop" || !["dog", "goose"].includes(PROPS[animal.id].art)) continue;
          animals++;
          if (PROPS[animal.id].art === "goose") geese++;
          const label = `story ${storyId} page ${page.pageNumber}: ${page.scene!.action}`;
          for (const person of standing) expect(overlapArea(animal.box, feetOf(person.box)), `${label} (${person.name}'s feet)`).toBe(0);
          expect(animal.box.x, label).toBeGreaterThanOrEqual(INNER.left);
          expect(animal.box.x + animal.box.w, label).toBeLessThanOrEqual(INNER.right);
          expect(animal.box.y + animal.box.h, label).toBeLessThanOrEqual(INNER.bottom);
          // On their floor line, or a step nearer: never down by the frame in front of them.
          const feet = Math.max(...standing.map((p) => p.box.y + p.box.h));
          expect(animal.box.y + animal.box.h, label).toBeLessThanOrEqual(feet + 45);
        }
      }
    }
    expect(animals).toBeGreaterThan(12);
    expect(geese).toBeGreaterThan(0);
  });
});
