import { describe, expect, it } from "vitest";
import activities from "@/lib/story-writing/content/activities.json";
import { SEASONS } from "@/lib/config/seasons.mjs";
import { MODERATION_UNAVAILABLE, moderateStory, storyTexts, type ModerationService } from "@/lib/story-writing/moderation/moderate";
import { findListedWords } from "@/lib/story-writing/moderation/word-list";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { storyPages } from "../../../support/fixtures/stories";

const story = (changes: { title?: string; page2?: string } = {}) => {
  const pages = storyPages(3);
  if (changes.page2) pages[1] = { ...pages[1]!, spanishText: changes.page2 };
  return { title: changes.title ?? "Winter Beans", spanishTitle: "Frijoles de invierno", pages };
};

const service = (answer: (texts: string[]) => Promise<string[][]>): ModerationService & { calls: string[][] } => {
  const calls: string[][] = [];
  return {
    name: "Test moderation",
    calls,
    flaggedCategories: async (texts) => {
      calls.push(texts);
      return answer(texts);
    },
  };
};

describe("moderateStory", () => {
  it("passes a clean story, and sends the service every title and page text once", async () => {
    const clean = service(async (texts) => texts.map(() => []));
    expect(await moderateStory(story(), clean)).toEqual({ flagged: false });
    expect(clean.calls).toEqual([storyTexts(story()).map((text) => text.text)]);
    expect(clean.calls[0]).toEqual(expect.arrayContaining(["Winter Beans", "Frijoles de invierno", "English 2", "Español 2", "Scene 2"]));
  });

  it("says where the word list found what, without a service too", async () => {
    const verdict = await moderateStory(story({ title: "Damn beans", page2: "Una cerveza fría" }), null);
    expect(verdict).toEqual({
      flagged: true,
      reason: `The word list found "damn" (profanity) in the English title; "cerveza" (drugs and alcohol) in page 2's Spanish text.`,
    });
  });

  it("says which texts the service flagged and for what", async () => {
    const flagging = service(async (texts) => texts.map((text) => (text === "Español 2" ? ["violence", "harassment"] : [])));
    expect(await moderateStory(story(), flagging)).toEqual({
      flagged: true,
      reason: "Test moderation flagged page 2's Spanish text (violence, harassment).",
    });
  });

  it("holds the story when the service cannot answer, beside what the word list found", async () => {
    const down = service(async () => Promise.reject(new Error("503 Service Unavailable")));
    const verdict = await moderateStory(story({ title: "Damn beans" }), down);
    expect(verdict).toEqual({
      flagged: true,
      reason: `The word list found "damn" (profanity) in the English title. ${MODERATION_UNAVAILABLE}: Test moderation could not check the story (503 Service Unavailable).`,
    });
  });

  it("names the first findings and counts the rest, so a reason stays readable", async () => {
    const pages = storyPages(12).map((page) => ({ ...page, storyText: "damn" }));
    const verdict = await moderateStory({ title: "Beans", spanishTitle: "Frijoles", pages }, null);
    expect(verdict.flagged && verdict.reason).toMatch(/in page 8's English text; and 4 more\.$/);
  });
});

describe("the offline writer's stories", () => {
  it("never trip the word list, in any activity and season", () => {
    for (const activity of activities)
      for (const season of SEASONS) {
        const written = writeOfflineStory({
          activityType: activity.verb.en,
          season,
          pepitaRole: "Helpful",
          pepitaCustomization: { personality: ["Brave", "Curious"], favoriteActivity: "dancing", outfit: "a red rebozo" },
        });
        const found = storyTexts(written).flatMap(({ where, text }) => findListedWords(text).map(({ word }) => `${word} in ${where}`));
        expect(found, `${activity.id}, ${season}`).toEqual([]);
      }
  });
});
