import { describe, expect, it } from "vitest";
import { createOfflineStoryWriter, writeOfflineStory } from "@/lib/ai/offline-story-writer";
import { PERSONALITY_TRAITS, SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";

const request: StoryGenerationRequest = {
  activityType: "Cooking",
  season: "Winter",
  pepitaRole: "Helpful",
  pepitaCustomization: { personality: ["Brave", "Curious"], favoriteActivity: "dancing", outfit: "a red dress" },
};

describe("offline story writer", () => {
  it("writes ten pages numbered 1 to 10, each with English, Spanish and a scene", () => {
    const story = writeOfflineStory(request);
    expect(story.pages.map((page) => page.pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const page of story.pages) {
      expect(page.storyText.length).toBeGreaterThan(20);
      expect(page.spanishText.length).toBeGreaterThan(20);
      expect(page.spanishText).not.toBe(page.storyText);
      expect(page.sceneDescription).toMatch(/coloring page/i);
    }
  });

  it("writes real Spanish on every page", () => {
    const story = writeOfflineStory(request);
    for (const page of story.pages) {
      expect(page.spanishText).toMatch(/\b(la|el|las|los|y|de|que|con|en|una?|se|lo|sus?|era|por)\b/);
      expect(page.spanishText).not.toMatch(/\b(the|and|with|she|her)\b/);
    }
    expect(story.pages[0]!.spanishText).toContain("invierno");
    expect(story.pages[1]!.spanishText).toContain("cocinar");
  });

  it("tells the story of the requested activity, season, personality, favorite activity and outfit", () => {
    const story = writeOfflineStory(request);
    const english = story.pages.map((page) => page.storyText).join(" ");
    expect(story.title).toBe("Pepita and Abuelita's Winter Cooking Day");
    expect(english).toContain("winter");
    expect(english).toMatch(/cook/);
    expect(english).toContain("brave and curious");
    expect(english).toContain("dancing");
    expect(english).toContain("a red dress");
    expect(story.pages.map((page) => page.sceneDescription).join(" ")).toMatch(/clay pot/);
  });

  it("is deterministic for the same request and varies with the request", () => {
    expect(writeOfflineStory(request)).toEqual(writeOfflineStory(structuredClone(request)));
    expect(writeOfflineStory({ ...request, season: "Summer" }).pages[0]!.storyText).not.toBe(writeOfflineStory(request).pages[0]!.storyText);
  });

  it("writes a sensible story for any season, every offered trait and a free-text activity", () => {
    for (const season of SEASONS) {
      const story = writeOfflineStory({ ...request, season, activityType: "Kite flying", pepitaRole: "Storyteller", pepitaCustomization: { personality: [...PERSONALITY_TRAITS], favoriteActivity: "reading" } });
      expect(story.pages).toHaveLength(10);
      expect(story.pages[1]!.storyText).toContain("kite flying");
      expect(story.pages[4]!.storyText).toContain("storyteller");
      expect(story.pages.every((page) => !/undefined|null/.test(page.storyText + page.spanishText + page.sceneDescription))).toBe(true);
    }
  });

  it("uses the special trait when one is given", () => {
    const story = writeOfflineStory({ ...request, pepitaCustomization: { ...request.pepitaCustomization, specialTrait: "she can whistle like a bird" } });
    expect(story.pages.map((page) => page.storyText).join(" ")).toContain("she can whistle like a bird");
  });

  it("labels its stories offline and says so in the prompt and its name", async () => {
    const writer = createOfflineStoryWriter();
    const story = await writer.write(request);
    expect(story.provider).toBe("offline");
    expect(writer.name).toBe("Offline story generator");
    expect(story.fullPrompt).toContain("Offline story generator");
    expect(story.fullPrompt).toContain("Activity: Cooking");
  });
});
