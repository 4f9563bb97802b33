import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS, SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// Pepita's role is told on every arc, so its lines must fit the page: the Leader does not lead
// the way from a swing, nobody fetches and carries on the slide, and Osito, her teddy bear, is
// held or told things only in a story that has him in it. In the classroom Pepita is one of the
// pupils: she does not stay close to lend Abuelita a hand there, nor fetch and carry for her.

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller"];

function story(activityType: string, id: number, role: string, outfit?: string) {
  const request: StoryGenerationRequest = {
    activityType,
    season: SEASONS[id % SEASONS.length]!,
    pepitaRole: role,
    pepitaCustomization: { personality: [PERSONALITY_TRAITS[id % PERSONALITY_TRAITS.length]!], favoriteActivity: "singing", ...(outfit ? { outfit } : {}) },
  };
  return writeOfflineStory(request, id);
}

const NO_TEDDY = ["Going to the playground", "Going to the market", "Bath time", "Going to the beach", "A walk in the park", "Ir al mercado", "Ir a la playa"];

describe("Pepita's role on the activity's page", () => {
  it.each(ROLES)("never leads the way or fetches and carries on the swings or the slide as %s", (role) => {
    for (const phrase of ["Going to the playground", "Ir a los columpios", "Going down the slide"])
      for (let id = 0; id < 12; id++) {
        const page = story(phrase, id, role).pages[6]!;
        expect(page.storyText).not.toMatch(/led the way|fetched, carried|lend a hand|told everyone what came next/);
        expect(page.spanishText).not.toMatch(/les? mostró el camino|traía, cargaba|echar una mano|les? decía a todos/);
      }
  });

  it.each(ROLES)("names Osito only in a story that has him, as %s", (role) => {
    for (const phrase of NO_TEDDY)
      for (let id = 0; id < 10; id++) {
        const told = story(phrase, id, role);
        for (const page of told.pages.slice(0, 9)) {
          expect(page.storyText, `${phrase} ${id}`).not.toMatch(/Osito/);
          expect(page.spanishText, `${phrase} ${id}`).not.toMatch(/Osito/);
        }
      }
  });

  it("still holds Osito at the dentist's, who came along", () => {
    const told = Array.from({ length: 24 }, (_, id) => story("Visiting the dentist", id, ROLES[id % ROLES.length]!));
    expect(told.some((one) => /Osito/.test(one.pages[6]!.storyText))).toBe(true);
  });

  it.each(ROLES)("keeps her voice down in the library as %s: no narrating, singing, counting aloud or laughing out loud", (role) => {
    for (const phrase of ["Ir a la biblioteca", "Going to the library"])
      for (let id = 0; id < 24; id++) {
        const page = story(phrase, id, role).pages[6]!;
        if (page.scene!.setting !== "library") continue;
        expect(page.storyText, `${phrase} ${id}`).not.toMatch(/narrated|little song|out loud|one, two, three/i);
        expect(page.spanishText, `${phrase} ${id}`).not.toMatch(/narraba|cancioncita|en voz alta|uno, dos, tres|carcajadas/i);
      }
  });

  it("tells the Storyteller in the library in a whisper", () => {
    const pages = Array.from({ length: 24 }, (_, id) => story("Ir a la biblioteca", id, "Storyteller").pages[6]!);
    expect(pages.some((page) => /whispered a little story/.test(page.storyText) && /le susurró al oído/.test(page.spanishText))).toBe(true);
  });

  it("has no Abuelita laugh off the trouble that Pepita, as Comfort Provider, then hugs her through", () => {
    for (const phrase of ["A picnic by the lake", "Feeding the ducks", "Lavar la ropa", "Hacer galletas de Navidad", "Ir a la biblioteca"])
      for (let id = 0; id < 30; id++) {
        const page = story(phrase, id, "Comfort Provider").pages[4]!;
        expect(page.storyText, `${phrase} ${id}`).not.toMatch(/Abuelita (shook her head and )?laughed/);
        expect(page.spanishText, `${phrase} ${id}`).not.toMatch(/se rió Abuelita|Abuelita se rió|movió la cabeza y se rió/);
      }
  });

  it("tells the Leader in Spanish with the plural 'les' when she tells everyone", () => {
    for (let id = 0; id < 24; id++) expect(story("Making tortillas", id, "Leader").pages[6]!.spanishText).not.toMatch(/Pepita le decía a todos/);
  });
});

describe("pajamas are worn at Abuelita's house", () => {
  // Named only in the one sentence that says she left them for bedtime.
  const besidesBedtime = (text: string) => text.replace(/[^.]*\b(wanted to come in|quería venirse con)\b[^.]*\./gi, "");

  it.each(["First day of school", "Going to the market", "A walk in the park", "Ir al mercado", "Visiting the dentist"])(
    "neither says nor draws pajamas by day on %j, but to leave them for bedtime",
    (phrase) => {
      for (const outfit of ["pajamas", "pijama", "my unicorn pajamas"])
        for (let id = 0; id < 6; id++) {
          const told = story(phrase, id, "Helpful", outfit);
          for (const page of told.pages) {
            const pepita = page.scene!.characters.find(({ name }) => name === "Pepita");
            const inBed = page.scene!.timeOfDay === "night" && ["bedroom", "living-room", "kitchen"].includes(page.scene!.setting);
            if (!inBed) expect(pepita?.outfit, `${phrase} ${outfit} page ${page.pageNumber}`).not.toBe("pajamas");
            if (page.pageNumber < 10) {
              expect(besidesBedtime(page.storyText)).not.toMatch(/pajamas/i);
              expect(besidesBedtime(page.spanishText)).not.toMatch(/pijama/i);
            }
          }
        }
    },
  );

  it("says no pajamas but to leave them for bedtime on a day at home whose lemonade is shared in the plaza", () => {
    const inPlaza = Array.from({ length: 30 }, (_, id) => story("Making lemonade", id, "Helpful", "pijama")).filter(
      (told) => told.pages[6]!.scene!.setting === "plaza",
    );
    expect(inPlaza.length).toBeGreaterThan(0);
    for (const told of inPlaza) {
      expect(besidesBedtime(told.pages[0]!.storyText)).not.toMatch(/pajamas/);
      expect(besidesBedtime(told.pages[0]!.spanishText)).not.toMatch(/pijama/);
    }
  });

  it("keeps pajamas on a day at home, said on the first page and drawn in the kitchen", () => {
    const told = story("Making tortillas", 5, "Helpful", "pijama");
    expect(told.pages[0]!.spanishText).toMatch(/pijama/);
    expect(told.pages[0]!.storyText).toMatch(/pajamas/);
    const kitchen = told.pages.find((page) => page.scene!.setting === "kitchen")!;
    expect(kitchen.scene!.characters.find(({ name }) => name === "Pepita")?.outfit).toBe("pajamas");
  });
});

describe("Pepita's role in the classroom", () => {
  it.each(["First day of school", "Primer día de clases"])("never has her lend Abuelita a hand in the classroom on %j", (phrase) => {
    let inClass = 0;
    for (let id = 0; id < 60; id++) {
      const page = story(phrase, id, "Helpful").pages[6]!;
      if (page.scene!.setting !== "classroom") continue;
      inClass++;
      expect(page.storyText).not.toMatch(/lend a hand|fetched, carried/);
      expect(page.spanishText).not.toMatch(/echar una mano|traía, cargaba/);
    }
    expect(inClass).toBeGreaterThan(20);
  });

  it("still has her lend a hand at the market", () => {
    const pages = Array.from({ length: 40 }, (_, id) => story("Going to the market", id, "Helpful").pages[6]!);
    expect(pages.some((page) => /lend a hand|fetched, carried/.test(page.storyText))).toBe(true);
  });
});
