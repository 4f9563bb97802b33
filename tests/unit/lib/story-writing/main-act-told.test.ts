import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { plainRequest } from "@/tests/support/varied-requests";

// A story tells what its title promises, not only what comes after it: the tree's day had three
// activity pages (the stick, the leaves, the painted sign) about a tree never put in the ground.
const IDS = Array.from({ length: 24 }, (_, index) => index + 1);

describe("every tree-planting story plants the tree", () => {
  it.each(["Planting a tree", "Plantar un pino", "Planting an apple tree", "Sembrar un naranjo"])(
    "%j puts the tree in the ground by the activity's page, in both languages",
    (activityType) => {
      for (const id of IDS) {
        const story = writeOfflineStory(plainRequest(activityType, id), id);
        const upToActivity = story.pages.slice(0, 7);
        expect(upToActivity.map((page) => page.storyText).join(" "), `${activityType} #${id}`).toMatch(/\b(planted|dug a hole)\b/);
        expect(upToActivity.map((page) => page.spanishText).join(" "), `${activityType} #${id}`).toMatch(/\b(plantaron|cavaron un hoyo)\b/i);
      }
    },
  );
});

describe("every tortilla story makes its tortillas on the activity's page", () => {
  // One of its four activity pages only wrapped the warm tortillas in a napkin: the tortillas of
  // the title were never patted or cooked.
  it.each(["hacer tortillas a mano", "Making tortillas by hand"])("%j", (activityType) => {
    for (const id of IDS) {
      const story = writeOfflineStory(plainRequest(activityType, id, "Leader"), id);
      expect(story.pages[6]!.storyText, `#${id}`).toMatch(/\b(masa|patted|cooked|comal)\b/);
      expect(story.pages[6]!.spanishText, `#${id}`).toMatch(/\b(masa|palmearon|cocieron|comal)\b/);
    }
  });
});
