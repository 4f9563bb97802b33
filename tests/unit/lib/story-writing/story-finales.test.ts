import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES } from "@/lib/story-writing/scene/activities";
import { SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import moments from "@/lib/story-writing/content/story-moments.json";

// Page 8 opens on what the day gave them, in words that fit the kind of day it was: a piñata took
// the whole afternoon to make, a walk in the park did not; and no page, stitched from several
// sentences, names the afternoon twice.

function requestFor(activity: string, i: number): StoryGenerationRequest {
  return {
    activityType: activity,
    season: SEASONS[i % SEASONS.length]!,
    pepitaRole: ["Helpful", "Playful Mischief", "Observer", "Comfort Provider"][i % 4]!,
    pepitaCustomization: { personality: ["Curious", "Kind"], favoriteActivity: "" },
  };
}

const arc = (id: string) => THEMES.find((theme) => theme.id === id)!;
const storiesOf = (id: string, count = 24) =>
  Array.from({ length: count }, (_, i) => writeOfflineStory(requestFor(i % 2 ? arc(id).verb.es : arc(id).verb.en, i), 300 + i));

// Said of something made: the dentist's smile did not take the afternoon, nobody "had" a walk.
const MADE_FINALE = {
  en: /It took the whole|^At last, that|^And so, on that|they had a (happy|wonderful)|came to see|served everyone first/,
  es: /Les llevó toda|^Por fin, esa|^Y así, esa tarde de \p{L}+, tuvieron|tuvieron una (tarde|día)|se asomó a mirar|les sirvió a todos/u,
};

describe("page 8 tells what the day gave them in words that fit its kind", () => {
  it.each(["park-walk", "playground", "picnic", "dentist", "doctor", "market", "birthday"])("%s", (id) => {
    for (const story of storiesOf(id)) {
      const page = story.pages[7]!;
      expect(page.storyText).not.toMatch(MADE_FINALE.en);
      expect(page.spanishText).not.toMatch(MADE_FINALE.es);
    }
  });

  it("still says it took the whole afternoon where something was made", () => {
    const told = storiesOf("cookies").map((story) => story.pages[7]!.storyText);
    expect(told.some((text) => /It took the whole \w+ afternoon, but they had a plate of polvorones/.test(text))).toBe(true);
  });
});

describe("no page names the afternoon twice", () => {
  it.each(THEMES.map(({ id }) => id))("%s", (id) => {
    for (const story of storiesOf(id, 12)) {
      for (const page of story.pages) {
        expect(page.storyText.match(/afternoon/gi)?.length ?? 0, page.storyText).toBeLessThanOrEqual(1);
        expect(page.spanishText.match(/(?<!\p{L})tarde(?!\p{L})/giu)?.length ?? 0, page.spanishText).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("the small problems any day can have are mended in words that stand on their own page", () => {
  // Page 6 opens on Pepita's role, so "chased him" or "los tenía" would name nobody on the page.
  const pages6 = THEMES.filter((theme) => theme.genericHiccups !== false).flatMap((theme) =>
    storiesOf(theme.id).map((story) => ({ problem: story.pages[4]!, mended: story.pages[5]! })),
  );

  it("names the puppy and the slipper it let go of", () => {
    const puppy = pages6.filter(({ problem }) => problem.storyText.includes("neighbor's puppy"));
    expect(puppy.length).toBeGreaterThan(0);
    for (const { mended } of puppy) {
      expect(mended.storyText).toContain("chased the puppy all around the house until he dropped the slipper");
      expect(mended.spanishText.toLowerCase()).toContain("persiguió al perrito por toda la casa hasta que soltó la pantufla");
    }
  });

  it("names Abuelita's glasses and the little spider", () => {
    const glasses = pages6.filter(({ problem }) => problem.storyText.includes("couldn't find her glasses"));
    const spider = pages6.filter(({ problem }) => problem.storyText.includes("a little spider came down"));
    expect(glasses.length).toBeGreaterThan(0);
    expect(spider.length).toBeGreaterThan(0);
    for (const { mended } of glasses) expect(mended.spanishText).toContain("¡Abuelita traía los lentes en la cabeza!");
    for (const { mended } of spider) expect(mended.spanishText.toLowerCase()).toContain("dejó que la arañita se subiera");
  });
});

describe("page 6 names what Pepita mends and speaks to Abuelita alone", () => {
  it("catches the basket of cascarones by name, after her role's own sentence", () => {
    const caught = storiesOf("cascarones").filter((story) => story.pages[4]!.storyText.includes("the basket of eggs began to tip"));
    expect(caught.length).toBeGreaterThan(0);
    for (const story of caught) {
      expect(story.pages[5]!.storyText).toMatch(/(Pepita|She) caught the basket just in time/);
      expect(story.pages[5]!.spanishText).toMatch(/(Pepita a|A)trapó la canasta justo a tiempo/);
    }
  });

  it("tells Abuelita, the only one there, to follow her", () => {
    const told = THEMES.slice(0, 20).flatMap((theme) =>
      Array.from({ length: 12 }, (_, i) => writeOfflineStory({ ...requestFor(theme.verb.en, i), pepitaRole: "Leader" }, 400 + i)).map(
        (story) => story.pages[5]!.spanishText,
      ),
    );
    expect(told.some((text) => text.includes("¡Ya sé! Sígueme."))).toBe(true);
    expect(told.filter((text) => text.includes("Síganme"))).toEqual([]);
  });
});

describe("page 8 ends each kind of day its own way", () => {
  const frames = (list: { en: string; es: string }[], language: "en" | "es") =>
    list.map((frame) => frame[language].replace(/[.*+?^$()[\]\\|]/g, "\\$&").replace(/\{\w+\}/g, "[^.!?]+")).join("|");
  const outing = { en: new RegExp(`^(${frames(moments.finales.outing, "en")})`), es: new RegExp(`^(${frames(moments.finales.outing, "es")})`) };
  const outingLast = { en: new RegExp(`(${frames(moments.finales.outing, "en")})$`), es: new RegExp(`(${frames(moments.finales.outing, "es")})$`) };
  const AT_HOME = ["kitchen", "living-room", "patio", "garden", "bedroom"];

  it("ends the posada, a party from door to door, as a party that night, never on the walk home", () => {
    for (const story of storiesOf("posada")) {
      const page = story.pages[7]!;
      expect(page.storyText).toContain("the party went on until the candles burned low");
      expect(page.spanishText).toContain("la fiesta siguió hasta que se acabaron las velas");
      expect(page.storyText).toMatch(/night|stars/);
      expect(page.storyText).not.toMatch(/afternoon|home/);
      expect(page.spanishText).not.toMatch(/tarde|regreso/);
      expect(page.scene?.timeOfDay).toBe("night");
    }
  });

  // Every arc whose first kind of day with finales of its own is an outing.
  const OUTINGS = ["bakery-visit", "fair", "market", "beach", "kites", "library", "farm", "first-day", "school", "playground", "picnic", "park-walk"];

  it.each(OUTINGS)("%s: a celebration away from home comes before the way home, one at home after it", (id) => {
    let away = 0;
    for (const story of storiesOf(id)) {
      const page = story.pages[7]!;
      const atHome = AT_HOME.includes(page.scene!.setting);
      if (!atHome) away++;
      for (const language of ["en", "es"] as const) {
        const text = language === "en" ? page.storyText : page.spanishText;
        expect(text, text).toMatch(atHome ? outing[language] : outingLast[language]);
        expect(text.match(language === "en" ? /way home/gi : /de regreso/gi)?.length ?? 0, text).toBeLessThanOrEqual(1);
      }
    }
    if (["first-day", "school", "playground", "picnic"].includes(id)) expect(away).toBeGreaterThan(0);
  });
});

describe("after a party the whole family was at, nobody comes over or is called to hear of it", () => {
  it.each(["birthday", "abuelita-birthday", "wedding", "fiesta", "three-kings", "pinata", "day-of-the-dead", "cousins", "posada"])("%s", (id) => {
    for (const story of storiesOf(id)) {
      const page = story.pages[7]!;
      expect(page.storyText).not.toMatch(/wanted to hear the whole story|called the whole family on the phone/);
      expect(page.spanishText).not.toMatch(/oír la historia completa|llamó por teléfono a toda la familia/);
    }
  });
});

describe("a day that ends out among people is not followed by a gathering at home", () => {
  // "A plaza full of happy neighbors", then "everyone played ring-around-the-rosy in the garden";
  // an outing's finale ("On the way home", "tired and happy that evening") has already ended the day out.
  const AT_HOME = /came over|ran over|over the fence|on the phone|Out on the patio|in the garden/;
  it("after agua fresca shared in the plaza", () => {
    for (const story of storiesOf("agua-fresca", 40)) {
      const page = story.pages[7]!;
      expect(page.storyText).not.toMatch(AT_HOME);
    }
  });
});
