import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import type { StoryGenerationRequest } from "@/lib/api/story-generation";
import { grammarMistakes } from "@/tests/support/story-grammar";

// Requests families type that were told as another thing or refused: each is told by the arc that
// does it, and its activity page names what they make or do, in both languages.

function told(activityType: string, id: number) {
  const request: StoryGenerationRequest = {
    activityType,
    season: "Fall",
    pepitaRole: "Helpful",
    pepitaCustomization: { personality: ["Curious", "Kind"], favoriteActivity: "" },
  };
  return writeOfflineStory(request, id);
}

const IDS = Array.from({ length: 16 }, (_, i) => 700 + i);

describe.each([
  {
    request: "Making a card for Mamá",
    arc: "mothers-day",
    en: /card|poem for Mamá|drew Mamá/,
    es: /tarjeta|versito para Mamá|dibujó a Mamá/,
    never: /roses|rosas|paper flowers|flores de papel/i,
  },
  {
    request: "Hacer una tarjeta para mamá",
    arc: "mothers-day",
    en: /card|poem for Mamá|drew Mamá/,
    es: /tarjeta|versito para Mamá|dibujó a Mamá/,
    never: /roses|rosas|paper flowers|flores de papel/i,
  },
  { request: "Making pan de muerto", arc: "baking", en: /pan de muerto|loaf/, es: /pan de muerto|cada pan/, never: /concha|braided|trenzaron/i },
  { request: "Hacer pan de muerto", arc: "baking", en: /pan de muerto|loaf/, es: /pan de muerto|cada pan/, never: /concha|braided|trenzaron/i },
  { request: "Barrer las hojas del patio", arc: "chores", en: /leaves|leaf/, es: /hojas/, never: /sheets|windows|rug|sábanas|ventanas|tapete/i },
  { request: "Sweeping the leaves off the patio", arc: "chores", en: /leaves|leaf/, es: /hojas/, never: /sheets|windows|rug|sábanas|ventanas|tapete/i },
  { request: "Raking the garden leaves", arc: "leaves", en: /leaves|leaf|pile|basket/, es: /hojas|montón|canasta/, never: /seeds|semillas|sunflower|girasol/i },
  {
    request: "Reading books in the garden",
    arc: "reading",
    en: /read|pages|story/,
    es: /ley|leí|páginas|cuento/,
    never: /curtains|cortinas|lamp flickered|lámpara parpadeó/i,
  },
  {
    request: "Leer libros en el jardín",
    arc: "reading",
    en: /read|pages|story/,
    es: /ley|leí|páginas|cuento/,
    never: /curtains|cortinas|lamp flickered|lámpara parpadeó/i,
  },
])("$request", ({ request, arc, en, es, never }) => {
  it("is told by its arc", () => {
    expect(unknownActivityMessage(request)).toBeUndefined();
    expect(themeFor(request)?.id).toBe(arc);
  });

  it("names what they do on the activity's page and on page 8, never the arc's other subject", () => {
    for (const id of IDS) {
      const story = told(request, id);
      const [doing, finale] = [story.pages[6]!, story.pages[7]!];
      expect(doing.storyText).toMatch(en);
      expect(doing.spanishText).toMatch(es);
      for (const page of story.pages) {
        expect(page.storyText).not.toMatch(never);
        expect(page.spanishText).not.toMatch(never);
      }
      expect(`${story.title} ${finale.storyText}`).not.toMatch(never);
      expect(
        grammarMistakes(
          story.pages.map((page) => page.storyText),
          story.pages.map((page) => page.spanishText),
        ),
      ).toEqual({});
    }
  });
});

describe("what each request is about is said in its words", () => {
  it("bakes the pan de muerto for the ofrenda, in the Día de Muertos season", () => {
    const story = told("Hacer pan de muerto", 3);
    expect(story.pages[7]!.spanishText).toContain("una charola de pan de muerto calientito para la ofrenda");
    expect(story.pages[7]!.storyText).toContain("a tray of warm pan de muerto for the ofrenda");
    expect(story.pages[1]!.spanishText).toContain("Día de Muertos");
  });

  it("makes Mamá a card full of hearts", () => {
    const story = told("Making a card for Mamá", 3);
    expect(story.pages[7]!.storyText).toContain("a card full of hearts for Mamá");
    expect(story.pages[7]!.spanishText).toContain("una tarjeta llena de corazones para Mamá");
  });

  it("sweeps the patio's leaves and rakes the garden's", () => {
    expect(told("Barrer las hojas del patio", 3).pages[1]!.spanishText).toContain("Hoy vamos a barrer las hojas del patio.");
    expect(told("Raking the garden leaves", 3).pages[1]!.storyText).toContain("rake the leaves");
  });

  it("reads in the garden", () => {
    const story = told("Reading books in the garden", 3);
    expect(story.pages[1]!.storyText).toContain("read Abuelita's old storybooks in the garden");
    expect(story.pages[1]!.spanishText).toContain("leer los cuentos viejos de Abuelita en el jardín");
    expect(story.pages[6]!.scene?.setting).toBe("garden");
  });
});

describe("requests read for the first time", () => {
  const many = (request: string) => IDS.map((id) => told(request, id));

  it.each(["Making agua de jamaica", "Hacer agua de jamaica"])("%s: the jamaica flowers, never the watermelon or the lemonade", (request) => {
    for (const story of many(request)) {
      expect(story.pages[1]!.storyText).toContain("make agua de jamaica");
      expect(story.pages[1]!.spanishText).toContain("hacer agua de jamaica");
      expect(story.pages[7]!.spanishText).toContain("una jarra de agua de jamaica");
      // Page 8's shared celebrations may have a slice of watermelon from the market.
      for (const page of story.pages.filter((_, index) => index !== 7))
        expect(`${page.storyText} ${page.spanishText}`).not.toMatch(/watermelon|sandía|lemonade|limonada|chia/i);
    }
    expect(many(request).some((story) => story.pages[6]!.storyText.includes("boiled the dried jamaica flowers"))).toBe(true);
  });

  it("counts the fair's treasures back home, not on the way there", () => {
    const party = many("Going to the fair")
      .map((story) => story.pages[7]!.storyText)
      .filter((text) => text.includes("count every treasure"));
    expect(party.length).toBeGreaterThan(0);
    for (const text of party) expect(text).toContain("Back home, they sat on Abuelita's patio");
  });

  it("has Tía Lupe, whose farm it is, never come over afterwards to hear the whole story", () => {
    for (const story of [...many("Visiting the farm"), ...many("Visitar el rancho")]) {
      expect(story.pages[7]!.storyText).not.toContain("Tía Lupe and the cousins came over");
      expect(story.pages[7]!.spanishText).not.toContain("Llegaron la tía Lupe");
    }
  });

  it("has no rooster crow beside the page's own rooster", () => {
    // The hens' page with its rooster comes up in few stories: a hundred of them.
    for (const id of Array.from({ length: 100 }, (_, i) => 700 + i)) {
      const page = told("Visiting the farm", id).pages[6]!;
      expect(page.storyText.match(/rooster/g)?.length ?? 0, page.storyText).toBeLessThanOrEqual(1);
      expect(page.spanishText.match(/gallo/g)?.length ?? 0, page.spanishText).toBeLessThanOrEqual(1);
    }
  });
});

describe("a walk with the dog", () => {
  it("draws the dog they walk where things go wrong in the park and are mended, as on the walk's own pages", () => {
    const inThePark = ["Walking Canelo in the park", "Sacar a pasear al perro"].flatMap((request) =>
      IDS.flatMap((id) =>
        told(request, id)
          .pages.slice(4, 6)
          .filter((page) => page.scene?.setting === "park")
          .map((page) => ({ request, id, page })),
      ),
    );
    // A problem from home (her glasses, a tired Abuelita) comes before the walk: those pages are not in the park.
    expect(inThePark.length).toBeGreaterThan(10);
    for (const { request, id, page } of inThePark) expect(page.scene?.props, `${request} ${id} page ${page.pageNumber}`).toContain("dog");
  });
});
