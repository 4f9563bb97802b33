import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS, SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import activities from "@/lib/story-writing/content/activities.json";
import pepitaWords from "@/lib/story-writing/content/pepita-words.json";
import moments from "@/lib/story-writing/content/story-moments.json";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";

// Sentences a parent reading requests nobody built the writer around stumbled on: a frame that
// names one ball as if it were a display, "today" twice in one breath, a question answered by
// doing "it", the family's guitar in the plaza with no way there, a calque in the Spanish.

function story(activityType: string, id: number, role = "Helpful", outfit = "") {
  const request: StoryGenerationRequest = {
    activityType,
    season: SEASONS[id % SEASONS.length]!,
    pepitaRole: role,
    pepitaCustomization: { personality: [PERSONALITY_TRAITS[id % PERSONALITY_TRAITS.length]!, "Brave"], favoriteActivity: "", outfit },
  };
  return writeOfflineStory(request, id);
}

const REQUESTS = ["A picnic by the lake", "Feeding the ducks", "Ir a la biblioteca", "Lavar la ropa", "Hacer galletas de Navidad", "Making tortillas"];

describe("wording on requests nobody built the writer around", () => {
  it("lays out or stands next to a single thing nowhere on page 4 (no 'As they laid out the ball')", () => {
    for (const activity of REQUESTS)
      for (let id = 0; id < 40; id++) {
        const { storyText, spanishText } = story(activity, id).pages[3]!;
        expect(storyText, `${activity} ${id}`).not.toMatch(/Next to the|Junto a /);
        const laid = storyText.match(/As they laid out ([^,]+),/);
        if (laid) expect(laid[1], `${activity} ${id}`).toMatch(/ and /);
        const acomodaban = spanishText.match(/Mientras acomodaban ([^,]+),/);
        if (acomodaban) expect(acomodaban[1], `${activity} ${id}`).toMatch(/ y /);
      }
  });

  it("has Abuelita say 'today' once as she tells the plan on page 2, in both languages", () => {
    let announced = 0;
    for (const activity of REQUESTS)
      for (let id = 0; id < 40; id++) {
        const { storyText, spanishText } = story(activity, id).pages[1]!;
        const en = storyText.split(/Today we are going/);
        const es = spanishText.split(/Hoy vamos a/);
        if (en.length > 1) announced++;
        if (en.length > 1) expect(en[0], storyText).not.toMatch(/\btoday\b/i);
        if (es.length > 1) expect(es[0], spanishText).not.toMatch(/(?<!\p{L})hoy(?!\p{L})/iu);
      }
    expect(announced).toBeGreaterThan(100);
  });

  it("has the Helper say what she will do rather than ask and do 'it' before the answer", () => {
    for (const activity of REQUESTS)
      for (let id = 0; id < 30; id++) {
        const { storyText, spanishText } = story(activity, id, "Helpful").pages[5]!;
        expect(storyText).not.toMatch(/she did it before/);
        expect(spanishText).not.toMatch(/y lo hizo antes de que/);
      }
  });

  it("takes them to the plaza before Tío Beto plays his guitar there", () => {
    let told = 0;
    for (const activity of REQUESTS)
      for (let id = 0; id < 40; id++) {
        const { storyText, spanishText } = story(activity, id).pages[7]!;
        if (!/Tío Beto played/.test(storyText)) continue;
        told++;
        expect(storyText).toMatch(/Afterwards, in the plaza, Tío Beto played/);
        expect(spanishText).toMatch(/Después, en la plaza, el tío Beto tocó/);
      }
    expect(told).toBeGreaterThan(0);
  });

  it("does not have Pepita come in and walk in on the same first page of a chores day", () => {
    for (const activity of ["Lavar la ropa", "Cleaning the house"])
      for (let id = 0; id < 30; id++) {
        const { storyText, spanishText } = story(activity, id).pages[0]!;
        expect(storyText).not.toMatch(/as soon as she walked in/);
        expect(spanishText.match(/(?<!\p{L})entró(?!\p{L})/gu)?.length ?? 0, spanishText).toBeLessThanOrEqual(1);
      }
  });

  it("draws the washing day's own work, not the windows washed with newspaper or the broom mended", () => {
    for (let id = 0; id < 30; id++)
      for (const page of story("Lavar la ropa", id).pages) expect(page.sceneDescription).not.toMatch(/windows with newspaper|fixing the broom/);
  });

  it("writes Spanish without the calque 'lado a lado' for side by side, and Abuelita 'juntó', not 'buscó', what she found", () => {
    const texts = JSON.stringify([activities, moments, pepitaWords]);
    expect(texts).not.toMatch(/(?<!de )lado a lado/);
    expect(texts).not.toMatch(/Abuelita buscó \{props\}/);
  });

  it("has Pepita arrive once on page 1, whatever the arc: no 'came in ... She came in humming'", () => {
    for (const theme of THEMES)
      for (let id = 0; id < 12; id++) {
        const { storyText, spanishText } = story(theme.verb.en, id).pages[0]!;
        expect(storyText.match(/\b(came|walked|ran) in\b/g)?.length ?? 0, storyText).toBeLessThanOrEqual(1);
        expect(spanishText.match(/(?<!\p{L})(entró|llegó)(?!\p{L})/gu)?.length ?? 0, spanishText).toBeLessThanOrEqual(1);
      }
  }, 60_000);

  it("dresses Pepita in her yellow dress for a sundress, not in a swimsuit for a picnic", () => {
    for (let id = 0; id < 12; id++) {
      const told = story("A picnic by the lake", id, "Helpful", "a yellow sundress");
      const text = told.pages.map((page) => `${page.storyText} ${page.spanishText}`).join(" ");
      expect(text).not.toMatch(/swimsuit|traje de baño/);
      for (const page of told.pages.slice(0, 9)) expect(page.scene!.characters.find(({ name }) => name === "Pepita")?.outfit).not.toBe("swimsuit");
      if (/wearing/.test(told.pages[0]!.storyText)) {
        expect(told.pages[0]!.storyText).toMatch(/wearing her yellow dress/);
        expect(told.pages[0]!.spanishText).toMatch(/con su vestido amarillo/);
      }
    }
  });

  it("keeps the library quiet in its asides too: nobody hums or laughs out loud at story time", () => {
    for (let id = 0; id < 60; id++) {
      const page = story("Ir a la biblioteca", id).pages[6]!;
      if (page.scene!.setting !== "library") continue;
      expect(page.storyText, `${id}`).not.toMatch(/hummed|laughed so much|giggled/);
      expect(page.spanishText, `${id}`).not.toMatch(/tarareaba|se reía tanto|se rieron/);
    }
  });
});

describe("a picnic by the lake", () => {
  it("keeps the lake the request asked for, in both languages, from the plan to the goodnight", () => {
    for (const activity of ["A picnic by the lake", "Un día de campo junto al lago", "Picnic at the lake with Abuelita"])
      for (let id = 0; id < 12; id++) {
        const told = story(activity, id);
        for (const page of [told.pages[1]!, told.pages[9]!]) {
          expect(page.storyText, `${activity} ${id}`).toMatch(/by the lake/);
          expect(page.spanishText, `${activity} ${id}`).toMatch(/junto al lago/);
        }
      }
  });

  it("has no lake in a picnic where none was asked for", () => {
    for (let id = 0; id < 12; id++)
      for (const page of story("A picnic in the park", id).pages) {
        expect(page.storyText).not.toMatch(/\blake\b/);
        expect(page.spanishText).not.toMatch(/\blago\b/);
      }
  });
});

describe("page 8 after page 7", () => {
  it("has nobody play the guitar and dance again in the plaza after dancing to the bandstand's guitar", () => {
    let danced = 0;
    for (const activity of ["A picnic by the lake", "Un día de campo junto al lago", "A picnic in the park", "A walk to the plaza"])
      for (let id = 0; id < 40; id++) {
        const [seven, eight] = story(activity, id).pages.slice(6, 8);
        if (!/guitar/.test(seven!.storyText)) continue;
        danced++;
        expect(eight!.storyText, `${activity} ${id}`).not.toMatch(/guitar|danced/);
        expect(eight!.spanishText, `${activity} ${id}`).not.toMatch(/guitarra|bailaron/);
      }
    expect(danced).toBeGreaterThan(5);
  });
});

describe("page 6 said in one voice", () => {
  it("never has a brave Observer weigh the trouble from every side and then face it 'without thinking twice'", () => {
    let weighed = 0;
    for (const activity of ["Visiting the farmers market", ...REQUESTS])
      for (let id = 0; id < 40; id++) {
        const { storyText, spanishText } = story(activity, id, "Observer").pages[5]!;
        if (!/from every side/.test(storyText)) continue;
        weighed++;
        expect(storyText, `${activity} ${id}`).not.toMatch(/thinking twice/);
        expect(spanishText, `${activity} ${id}`).not.toMatch(/pensarlo dos veces/);
      }
    expect(weighed).toBeGreaterThan(5);
  });
});
