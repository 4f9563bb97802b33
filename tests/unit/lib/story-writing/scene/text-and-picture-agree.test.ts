import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS, SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { THEMES, themeVariety, type Theme } from "@/lib/story-writing/scene/activities";
import type { PropId } from "@/lib/story-writing/scene/lexicon";
import { SETTINGS, type Setting } from "@/lib/story-writing/scene/plan";
import { sitsOnTheFloor } from "@/lib/images/scene/composer";

// A page's picture is planned from the same data as its text, so where the text says the page
// happens and how Pepita is (on Abuelita's lap, sitting, lying down) the plan says so too: the
// agua fresca shared in the plaza is drawn in the plaza, not in the kitchen it was made in.

function storiesOf(theme: Theme, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const request: StoryGenerationRequest = {
      activityType: i % 2 ? theme.verb.es : theme.verb.en,
      season: SEASONS[i % SEASONS.length]!,
      pepitaRole: ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller"][i % 6]!,
      pepitaCustomization: { personality: [PERSONALITY_TRAITS[i % PERSONALITY_TRAITS.length]!], favoriteActivity: ["reading", "stories", "singing"][i % 3]! },
    };
    return writeOfflineStory(request, 300 + i);
  });
}

/** The arc as each of its varieties tells it, asked for by its first word, those told only when asked for too. */
const everyVariety = (theme: Theme) =>
  theme.varieties?.length ? theme.varieties.map((variety) => themeVariety(theme, variety.match.words[0] ?? "", (list) => list[0]!)) : [theme];

// Where an activity page's own words put it, and the places it may then be drawn.
const NAMED_PLACES: [RegExp, Setting[]][] = [
  [/\bin the plaza\b/i, ["plaza"]],
  [/\bin the park\b|\bacross the park\b/i, ["park"]],
  [/\bdoor to door\b|\bat every door\b/i, ["street-at-night"]],
];

describe("offline stories draw each page where its text says it happens", () => {
  it.each(THEMES.map((theme) => [theme.id, theme] as const))("plans every activity page of the %s arc in the place its words name", (_, theme) => {
    for (const told of everyVariety(theme))
      for (const doing of told.doing) {
        const drawn = doing.setting ?? told.home;
        for (const [words, places] of NAMED_PLACES) if (words.test(doing.en)) expect(places, doing.en).toContain(drawn);
      }
  });

  it("draws the agua fresca shared in the plaza in the plaza, and the lemonade too", () => {
    for (const activity of ["Making agua fresca", "Making lemonade"]) {
      const shared = Array.from({ length: 40 }, (_, id) =>
        writeOfflineStory(
          { activityType: activity, season: "Summer", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Kind"], favoriteActivity: "reading" } },
          id + 1,
        ),
      )
        .map((story) => story.pages[6]!)
        .filter((page) => /in the plaza/.test(page.storyText));
      expect(shared.length, activity).toBeGreaterThan(0);
      for (const page of shared) {
        expect(page.scene!.setting, page.storyText).toBe("plaza");
        expect(page.spanishText).toMatch(/en la plaza/);
      }
    }
  });

  it("walks the posada through the street after dark, and says nothing there of the afternoon", () => {
    const posada = THEMES.find(({ id }) => id === "posada")!;
    let walked = 0;
    for (const story of storiesOf(posada, 24)) {
      const page = story.pages[6]!;
      if (!/door to door|at every door/.test(page.storyText)) continue;
      walked++;
      expect(page.scene!.setting).toBe("street-at-night");
      expect(["evening", "night"]).toContain(page.scene!.timeOfDay);
      expect(page.storyText).not.toMatch(/afternoon/);
    }
    expect(walked).toBeGreaterThan(0);
  });
});

// Things an activity page's words make the page about, and the drawing that must show them.
const NAMED_THINGS: [RegExp, string][] = [
  [/\bsandcastle/i, "sandcastle"],
  [/\bsnowman\b/i, "snowman"],
  [/\blotería\b/i, "loteria"],
  [/\bkites?\b/i, "kite"],
  [/\bpiñata\b/i, "pinata"],
];

describe("offline stories draw the thing an activity page is about", () => {
  it.each(THEMES.map((theme) => [theme.id, theme] as const))("draws what every activity page of the %s arc names", (_, theme) => {
    for (const told of everyVariety(theme))
      for (const doing of told.doing) for (const [words, prop] of NAMED_THINGS) if (words.test(doing.en)) expect(doing.props, doing.en).toContain(prop);
  });
});

describe("offline stories draw nothing where it cannot be", () => {
  it("leaves the snowman out of the kitchen where they watch it through the window", () => {
    const snow = THEMES.find(({ id }) => id === "snow")!;
    for (const story of storiesOf(snow, 12))
      for (const page of story.pages) if (SETTINGS[page.scene!.setting].indoor) expect(page.scene!.props, page.storyText).not.toContain("snowman");
  });
});

describe("offline stories pose Pepita as her text does", () => {
  it("keeps Pepita in her tub on every bath page that says she is in it, and out of it once she climbs out", () => {
    const bath = THEMES.find(({ id }) => id === "bath-time")!;
    let inTub = 0;
    for (const story of storiesOf(bath, 24))
      for (const page of story.pages.slice(4, 7)) {
        const pepita = page.scene!.characters.find(({ name }) => name === "Pepita")?.pose;
        if (/climbed out/.test(page.storyText)) expect(pepita, page.storyText).toBe("standing");
        else if (/\b(in|out of|across) the tub\b/.test(page.storyText)) {
          inTub++;
          expect(pepita, page.storyText).toBe("sitting");
          expect(page.scene!.props, page.storyText).toContain("washtub");
        }
      }
    expect(inTub).toBeGreaterThan(10);
  });

  it("puts Pepita up the ladder and Abuelita holding it where the fruit picking says so, for apples, oranges and lemons", () => {
    for (const [activity, tree] of [
      ["Picking apples", "apple-tree"],
      ["Picking oranges", "orange-tree"],
      ["Recoger limones", "lemon-tree"],
    ] as const) {
      let told = 0;
      for (let id = 1; id <= 24; id++) {
        const story = writeOfflineStory(
          { activityType: activity, season: "Fall", pepitaRole: "Leader", pepitaCustomization: { personality: ["Brave"], favoriteActivity: "singing" } },
          id,
        );
        const page = story.pages[6]!;
        if (!page.storyText.startsWith("Abuelita held the ladder")) continue;
        told++;
        expect(page.spanishText).toMatch(/escalera/);
        expect(page.scene!.props.slice(0, 2)).toEqual([tree, "ladder"]);
        expect(page.scene!.characters.map(({ name, pose }) => `${name} ${pose}`).sort()).toEqual(["Abuelita standing", "Pepita reaching"]);
      }
      expect(told, activity).toBeGreaterThan(0);
    }
  });

  const LAP = /\b(on|onto) (her|Abuelita's) lap\b/;
  const SAT_OR_LAY = /\bPepita (sat|lay)\b|\bPepita se (sentó|acostó)\b/;

  it.each(THEMES.map((theme) => [theme.id, theme] as const))(
    "puts Pepita on Abuelita's lap wherever a %s page says so, and sits her down only where she is drawn seated",
    (_, theme) => {
      for (const story of storiesOf(theme, 18))
        for (const page of story.pages) {
          const pepita = page.scene!.characters.find(({ name }) => name === "Pepita")?.pose;
          if (LAP.test(page.storyText)) {
            expect(pepita, page.storyText).toBe("lap");
            expect(page.spanishText).toMatch(/piernas|regazo/);
          }
          if (SAT_OR_LAY.test(page.storyText) || SAT_OR_LAY.test(page.spanishText))
            expect(["sitting", "lap", "reading", "sleeping", "working"], page.storyText).toContain(pepita);
        }
    },
  );

  const ON_THE_FLOOR = /\bsat on the rug\b|\bspread the blanket\b|\bse sentó en el tapete\b/;
  const KNELT = /\bPepita knelt\b/;

  it.each(THEMES.map((theme) => [theme.id, theme] as const))("seats them on the floor and kneels them wherever a %s page says so", (_, theme) => {
    for (const story of storiesOf(theme, 18))
      for (const page of story.pages) {
        const scene = page.scene!;
        const pepita = scene.characters.find(({ name }) => name === "Pepita")?.pose;
        if (ON_THE_FLOOR.test(page.storyText) || ON_THE_FLOOR.test(page.spanishText)) expect(sitsOnTheFloor(scene), page.storyText).toBe(true);
        if (/\bthey knelt\b/.test(page.storyText))
          expect(
            scene.characters.map(({ pose }) => pose),
            page.storyText,
          ).toEqual(["kneeling", "kneeling"]);
        else if (KNELT.test(page.storyText)) expect(pepita, page.storyText).toBe("kneeling");
      }
  });

  it("puts Pepita on the carousel at the fair where she rides it, and Abuelita waving back", () => {
    const fair = THEMES.find(({ id }) => id === "fair")!;
    let rides = 0;
    for (const story of storiesOf(fair, 24))
      for (const page of story.pages) {
        if (!/\bPepita rode the carousel\b/.test(page.storyText)) continue;
        rides++;
        expect(page.spanishText).toMatch(/carrusel/);
        expect(page.scene!.setting).toBe("fair");
        expect(page.scene!.action).toMatch(/carousel/);
        expect(page.scene!.characters.map(({ name, pose }) => `${name} ${pose}`).sort()).toEqual(["Abuelita waving", "Pepita sitting"]);
      }
    expect(rides).toBeGreaterThan(0);
  });
});

// Things a page's words name that its picture must have, and the prop that draws each.
const PLACED_BY_WORDS: [RegExp, PropId][] = [
  [/\bfountain\b/, "fountain"],
  [/\bpost office\b/, "mailbox"],
  [/\bmobile\b/, "mobile"],
  [/\b(little boy|friend Tomás)\b[^.]*\bwaiting room\b|\bwaiting room\b[^.]*\blittle boy\b/, "waiting-boy"],
  [/\bcradle squeaked\b/, "cradle"],
  [/\bCanelo\b/, "dog"],
];

describe("offline stories plan the things their words name", () => {
  it.each(THEMES.map((theme) => [theme.id, theme] as const))(
    "plans what each %s page's own words name: the fountain, the mailbox, the mobile, the boy waiting",
    (_, theme) => {
      for (const told of everyVariety(theme)) {
        const pages: { en: string; props: readonly PropId[] }[] = [
          ...told.doing.map((doing) => ({ en: doing.en, props: doing.props })),
          ...told.hiccups.map((hiccup) => ({ en: hiccup.en, props: hiccup.props })),
          ...(told.party.props ? [{ en: told.party.en, props: told.party.props }] : []),
          { en: told.opening.en, props: told.opening.props ?? [] },
        ];
        for (const page of pages) for (const [words, id] of PLACED_BY_WORDS) if (words.test(page.en)) expect(page.props, page.en).toContain(id);
      }
    },
  );

  it("plans the letter's own celebration at the post office with the mailbox, and the stroll to the plaza's fountain with the fountain", () => {
    const letter = THEMES.find(({ id }) => id === "letter")!;
    let atThePostOffice = 0;
    let byTheFountain = 0;
    for (const story of storiesOf(letter, 24)) {
      const page = story.pages[7]!;
      if (/post office/.test(page.storyText)) {
        atThePostOffice++;
        expect(page.scene!.props, page.storyText).toContain("mailbox");
      }
      if (/strolled to the fountain/.test(page.storyText)) {
        byTheFountain++;
        expect(page.scene!.props, page.storyText).toContain("fountain");
      }
    }
    expect(atThePostOffice + byTheFountain).toBeGreaterThan(0);
  });

  it("plans the hat still caught in the tree on the page it blows there, and Pepita reaching it from the ladder on the next", () => {
    for (let id = 1; id <= 40; id++) {
      const story = writeOfflineStory(
        { activityType: "Picking oranges", season: "Fall", pepitaRole: "Leader", pepitaCustomization: { personality: ["Brave"], favoriteActivity: "singing" } },
        id,
      );
      const page = story.pages[4]!;
      if (!/caught on a high branch/.test(page.storyText)) continue;
      expect(page.scene!.action).toMatch(/caught on a high branch/);
      expect(page.scene!.characters.map((c) => c.pose)).not.toContain("reaching");
      expect(story.pages[5]!.scene!.characters.find((c) => c.name === "Pepita")?.pose).toBe("reaching");
      return;
    }
    throw new Error("no story of the hat in the tree among 40");
  });
});
