import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import type { Box } from "@/lib/images/scene/backdrops";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { animalThePageIsAbout, isFloorAnimal } from "@/lib/story-writing/scene/animals";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { variedRequests } from "@/tests/support/varied-requests";

// Where the floor beside Abuelita and Pepita was full, Canelo and the goose were drawn standing in
// front of them, hiding their legs and skirts. An animal stands beside them, or is left out of a
// page whose words are not about it.

const ARCS = ["Walking the dog", "Bathing the dog", "Feeding the ducks at the pond", "Taking care of pets", "Raking leaves"];
const STORIES = 16;

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

const pages = ARCS.flatMap((activityType) =>
  Array.from({ length: STORIES }, (_, i) => {
    const storyId = i + 1;
    const story = writeOfflineStory({ ...variedRequests(storyId)[i]!, activityType }, storyId);
    return story.pages
      .filter((page) => page.scene!.props.some((id) => isFloorAnimal(PROPS[id].art)))
      .map((page) => ({
        label: `${activityType} ${storyId} page ${page.pageNumber}`,
        scene: page.scene!,
        composition: composePage({
          sceneDescription: page.sceneDescription,
          storyTitle: story.title,
          pageNumber: page.pageNumber,
          storyId,
          scene: page.scene!,
        }),
      }));
  }).flat(),
);

describe("animals beside the characters", () => {
  it("never draws Canelo, the goose, the cat or the rabbit over Abuelita or Pepita", () => {
    const animals = pages.flatMap(({ label, composition }) =>
      composition.placed.flatMap((p) =>
        // One held in someone's arms, or up on the table where the words put it (the cat across
        // the wet paste), is in front of her as whatever she holds or works at is.
        p.kind === "prop" && isFloorAnimal(PROPS[p.id].art) && p.on !== "hands" && p.on !== "table" ? [{ label, id: p.id, box: p.box, composition }] : [],
      ),
    );
    expect(animals.length).toBeGreaterThan(150);
    const over = animals.flatMap(({ label, id, box, composition }) =>
      composition.placed.flatMap((c) => (c.kind === "character" && overlap(box, c.box) > 0 ? [`${label}: the ${id} over ${c.name}`] : [])),
    );
    expect(over).toEqual([]);
  }, 240_000);

  it("still draws the animal a page is about on nearly every such page", () => {
    const about = pages.filter(({ scene }) => scene.framing !== "close-up" && animalThePageIsAbout(scene) !== undefined);
    const missing = about.filter(
      ({ scene, composition }) => !composition.placed.some((p) => p.kind === "prop" && PROPS[p.id].art === animalThePageIsAbout(scene)),
    );
    expect(about.length).toBeGreaterThan(150);
    expect(missing.length / about.length).toBeLessThan(0.05);
  });
});
