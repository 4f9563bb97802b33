import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { SEASONS } from "@/lib/api/story-generation";

// The tree's day has four activity pages; three (the stick, the leaves, the painted sign) told what
// they did around a tree the story never put in the ground.
const IDS = Array.from({ length: 24 }, (_, index) => index + 1);

describe("every tree-planting story plants the tree", () => {
  it.each(["Planting a tree", "Plantar un pino", "Planting an apple tree", "Sembrar un naranjo"])(
    "%j puts the tree in the ground by the activity's page, in both languages",
    (activityType) => {
      for (const id of IDS) {
        const story = writeOfflineStory(
          {
            activityType,
            season: SEASONS[id % SEASONS.length]!,
            pepitaRole: "Helpful",
            pepitaCustomization: { personality: ["Curious"], favoriteActivity: "" },
          },
          id,
        );
        const upToActivity = story.pages.slice(0, 7);
        expect(upToActivity.map((page) => page.storyText).join(" "), `${activityType} #${id}`).toMatch(/\b(planted|dug a hole)\b/);
        expect(upToActivity.map((page) => page.spanishText).join(" "), `${activityType} #${id}`).toMatch(/\b(plantaron|cavaron un hoyo)\b/i);
      }
    },
  );
});
