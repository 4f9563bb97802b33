import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";

// Pepita's traits are filled into frames, so a frame's "a" met "affectionate" and "energetic":
// "what a affectionate and curious girl".

describe("English articles before Pepita's traits", () => {
  it.each(PERSONALITY_TRAITS)("never says 'a' before a vowel when Pepita is %s", (trait) => {
    for (const theme of THEMES.slice(0, 12))
      for (let id = 0; id < 5; id++) {
        const other = PERSONALITY_TRAITS[(PERSONALITY_TRAITS.indexOf(trait) + id + 1) % PERSONALITY_TRAITS.length]!;
        const story = writeOfflineStory(
          { activityType: theme.verb.en, season: "Fall", pepitaRole: "Helpful", pepitaCustomization: { personality: [trait, other], favoriteActivity: "" } },
          id,
        );
        for (const page of story.pages) expect(page.storyText).not.toMatch(/\b[Aa] (?=[aeio])/);
      }
  });
});
