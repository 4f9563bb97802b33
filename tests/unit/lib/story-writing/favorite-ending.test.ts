import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";

// The last page names Pepita's favourite thing only when the request gave one the vocabulary knows:
// with none, "her favorite game" was a game nobody had named.

const lastPage = (activityType: string, id: number, favoriteActivity: string) =>
  writeOfflineStory(
    { activityType, season: "Fall", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity, outfit: "" } },
    id,
  ).pages.at(-1)!;

describe("the story's ending and Pepita's favourite thing", () => {
  it.each(["", "   ", "quantum physics"])("names no favourite game when the favourite given is %j", (favoriteActivity) => {
    for (const [index, theme] of THEMES.entries())
      for (let id = index; id < index + 12; id++) {
        const page = lastPage(index % 2 ? theme.verb.es : theme.verb.en, id, favoriteActivity);
        expect(page.storyText, `${theme.id} ${id}`).not.toMatch(/favou?rite game/i);
        expect(page.spanishText, `${theme.id} ${id}`).not.toMatch(/juego favorito/i);
      }
  });

  it("still ends some stories with the favourite the request gave, in both languages", () => {
    const pages = Array.from({ length: 24 }, (_, id) => lastPage("Baking pan dulce", id, "drawing"));
    expect(pages.some(({ storyText }) => storyText.includes("drawing"))).toBe(true);
    expect(pages.some(({ spanishText }) => /dibuj/.test(spanishText))).toBe(true);
  });

  it("ends stories without a favourite in more than one way, at bedtime and on the walk home", () => {
    const endings = new Set(Array.from({ length: 24 }, (_, id) => lastPage("Baking pan dulce", id, "").storyText.slice(0, 30)));
    expect(endings.size).toBeGreaterThanOrEqual(4);
  });
});
