import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS, SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import { grammarMistakes } from "@/tests/support/story-grammar";

// A walk in the park was told as the walk to the plaza (the fountain, the church bells, the
// pigeons): the park is its own walk, under the trees, by the pond with its ducks, on a bench.

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller"];

function story(activityType: string, id: number) {
  const request: StoryGenerationRequest = {
    activityType,
    season: SEASONS[id % SEASONS.length]!,
    pepitaRole: ROLES[id % ROLES.length]!,
    pepitaCustomization: { personality: [PERSONALITY_TRAITS[id % PERSONALITY_TRAITS.length]!], favoriteActivity: "singing" },
  };
  return writeOfflineStory(request, id);
}

const WALKS = ["A walk in the park", "Paseo por el parque", "Paseo al parque", "Going to the park", "Ir al parque", "Jugar en el parque"];
const DUCKS = ["Feeding the ducks at the park", "Going to the park to feed the ducks", "Dar de comer a los patos", "Ver los patos en el estanque"];

describe("a walk in the park", () => {
  it.each([...WALKS, ...DUCKS])("tells %j as the park's own walk, never the plaza's", (phrase) => {
    expect(unknownActivityMessage(phrase)).toBeUndefined();
    expect(themeFor(phrase)?.id).toBe("park-walk");
    for (let id = 0; id < 8; id++) {
      const told = story(phrase, id);
      // The day may end with a stroll to the plaza's fountain (page 8); the walk itself is the park's.
      const text = told.pages
        .filter((page) => page.pageNumber !== 8)
        .map((page) => `${page.storyText} ${page.spanishText}`)
        .join(" ");
      expect(text).not.toMatch(/\bplaza\b|fountain|fuente|church|iglesia|pigeons|palomas/i);
      expect(told.pages[6]!.scene!.setting, told.pages[6]!.storyText).toBe("park");
      expect(`${told.title} ${told.spanishTitle}`).not.toMatch(/plaza/i);
      expect(
        grammarMistakes(
          told.pages.map((page) => page.storyText),
          told.pages.map((page) => page.spanishText),
        ),
      ).toEqual({});
    }
  });

  it("walks the path, feeds the ducks, sits on a bench or plays on the grass, each in the park", () => {
    const pages = new Set(Array.from({ length: 16 }, (_, id) => story("A walk in the park", id).pages[6]!.storyText.split(",")[0]));
    expect(pages.size).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page).toMatch(/path|pond|bench|ball/);
  });

  it.each(DUCKS)("feeds the ducks on the day's own page when %j asks for them, and draws them", (phrase) => {
    for (let id = 0; id < 6; id++) {
      const page = story(phrase, id).pages[6]!;
      expect(page.storyText).toMatch(/ducks/);
      expect(page.spanishText).toMatch(/patos/);
      expect(page.scene!.props).toContain("ducks");
    }
  });

  // Canelo named alone is the dog walked, not the walk to the plaza.
  it.each([
    "Walking the dog",
    "Walking the dog in the park",
    "Pasear al perro",
    "Sacar a pasear al perrito",
    "Walking Canelo",
    "Walk Canelo",
    "Take Canelo for a walk",
    "Walk the dog",
    "Pasear a Canelo",
    "Paseo con Canelo",
    "Sacar a Canelo",
    "Sacar a pasear al perro",
  ])("takes Canelo for %j in the park: the dog on the walk's own page, in both languages, and drawn", (phrase) => {
    expect(themeFor(phrase)?.id).toBe("park-walk");
    for (let id = 0; id < 8; id++) {
      const told = story(phrase, id);
      const page = told.pages[6]!;
      expect(page.storyText).toMatch(/Canelo/);
      expect(page.spanishText).toMatch(/Canelo/);
      expect(page.scene!.props).toContain("dog");
      expect(told.pages[1]!.storyText).toMatch(/take Canelo the dog for a walk in the park/);
      expect(told.pages.map((one) => one.storyText).join(" ")).not.toMatch(/\bbath\b|brushed the dog/);
    }
  });

  it("keeps the walk to the plaza, the picnic in the park, the kites and the playground their own", () => {
    for (const [phrase, arc] of <[string, string][]>[
      ["Walking to the plaza", "picnic"],
      ["Un paseo a la plaza", "picnic"],
      ["A picnic in the park", "picnic"],
      ["Día de campo en el parque", "picnic"],
      ["Flying kites at the park", "kites"],
      ["Swinging at the park", "playground"],
      ["Bath time with the rubber duck", "bath-time"],
      ["Brushing the dog", "pets"],
      ["Giving the dog a bath", "dog-bath"],
    ])
      expect(themeFor(phrase)?.id, phrase).toBe(arc);
  });
});
