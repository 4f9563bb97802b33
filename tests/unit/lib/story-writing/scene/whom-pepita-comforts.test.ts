import { describe, expect, it } from "vitest";
import { SEASONS } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";

// A Comfort Provider's mend page was always planned as Pepita hugging Abuelita. Where the one
// upset is somebody else (the boy crying in the waiting room, the little cousin, the dog hiding
// under the bench) the words have her comfort them, and Abuelita was fine: the picture must not
// show her hugging Abuelita.

const comfortStory = (activityType: string, storyId: number) =>
  writeOfflineStory(
    {
      activityType,
      season: SEASONS[storyId % SEASONS.length]!,
      pepitaRole: "Comfort Provider",
      pepitaCustomization: { personality: ["Kind"], favoriteActivity: "reading" },
    },
    storyId,
  );

/** Each arc's problems where someone besides the two is upset, known by their mend's words after its subject ("Pepita" may be told as "She"). */
const othersUpset = THEMES.flatMap((theme) =>
  theme.hiccups
    .filter((hiccup) => hiccup.trouble === "someone" && !hiccup.herself)
    .map((hiccup) => ({ theme, mend: hiccup.fix.en.replace(/^Pepita /, "").slice(0, 40) })),
);

describe("whom Pepita comforts on the mend page", () => {
  it("never plans her hugging Abuelita when the one she comforts is somebody else", () => {
    const arcs = new Set(othersUpset.map(({ theme }) => theme.id));
    const seen = new Set<string>();
    const hugsAbuelita: string[] = [];
    for (const theme of THEMES.filter(({ id }) => arcs.has(id)))
      for (let storyId = 1; storyId <= 30; storyId++) {
        const page = comfortStory(theme.verb.en, storyId).pages[5]!;
        const told = othersUpset.find((upset) => upset.theme.id === theme.id && page.storyText.includes(upset.mend));
        if (!told) continue;
        seen.add(theme.id);
        if (page.scene!.characters.some((c) => c.pose === "hugging")) hugsAbuelita.push(`${theme.id} ${storyId}: ${page.storyText}`);
      }
    expect(seen.size).toBeGreaterThanOrEqual(12);
    expect(hugsAbuelita).toEqual([]);
  });

  it("still has her hug Abuelita when it is Abuelita the trouble befell", () => {
    const hugs = Array.from({ length: 30 }, (_, i) => comfortStory("Baking pan dulce", i + 1).pages[5]!).filter((page) =>
      page.scene!.characters.every((c) => c.pose === "hugging"),
    );
    expect(hugs.length).toBeGreaterThan(0);
  });
});
