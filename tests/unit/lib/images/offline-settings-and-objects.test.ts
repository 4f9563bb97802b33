import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { composeScene, type Composition } from "@/lib/images/scene/composer";
import { PROP_ART } from "@/lib/images/scene/prop-art";
import { THEMES } from "@/lib/story-writing/scene/activities";
import { PROPS, type PropId } from "@/lib/story-writing/scene/lexicon";
import { SETTING_IDS, SETTINGS, type ScenePlan } from "@/lib/story-writing/scene/plan";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { scenePlan } from "@/tests/support/fixtures/scene-plan";
import { variedRequests } from "@/tests/support/varied-requests";

// The places and key objects a page's words name are in its picture: the dentist's chair at the
// dentist's, the altar for the ofrenda, tamales when they make tamales, rain on a rainy day, and
// every object stands on something (a table, a stand, a shelf, the floor, a hand, a string)
// unless it flies.

type Page = { plan: ScenePlan; composition: Composition };

function pagesOf(activity: string, storyIds: number[]): Page[] {
  return storyIds.flatMap((storyId) => {
    const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: activity }, storyId);
    return story.pages.map((page) => ({
      plan: page.scene!,
      composition: composePage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene: page.scene! }),
    }));
  });
}

/** The prop as the composer placed it, its own drawing in the page's picture. */
function drawnProp({ composition }: Page, id: PropId) {
  const placed = composition.placed.find((p) => p.kind === "prop" && p.id === id);
  return placed?.kind === "prop" ? placed : undefined;
}

function expectDrawn(page: Page, id: PropId) {
  const placed = drawnProp(page, id);
  expect(placed, `${id} on a ${page.plan.setting} page ("${page.plan.action}")`).toBeDefined();
  // Its own parts are in the picture, at a size whose parts a child can colour (5 mm is 38 pixels).
  expect(page.composition.svg).toContain(PROP_ART[PROPS[id].art]().svg.slice(0, 80));
  expect(Math.min(placed!.box.w, placed!.box.h), `${id} is large enough to colour`).toBeGreaterThan(76);
}

const STORY_IDS = [1, 2, 3, 4, 5, 6];

describe("the settings the arcs name", () => {
  it("draws the dentist's chair on every page at the dentist's office, standing on the floor", () => {
    const pages = pagesOf("Visiting the dentist", STORY_IDS);
    const office = pages.filter((page) => page.plan.setting === "dentist-office");
    // The problem, the help and the visit itself: three pages of each story.
    expect(office).toHaveLength(3 * STORY_IDS.length);
    for (const page of office) {
      expect(page.plan.props).toContain("dentist-chair");
      // The chair is drawn with the room, at the size of the child who sits in it.
      const chair = drawnProp(page, "dentist-chair");
      expect(chair, page.plan.action).toBeDefined();
      expect(page.composition.svg).toContain('<g data-part="dentist-chair">');
      expect(Math.min(chair!.box.w, chair!.box.h)).toBeGreaterThan(300);
      expect(["floor", "in-front"]).toContain(chair!.on);
    }
  });

  it("draws the empty dentist's chair, on pages where they stand, as large as a child's chair and a third of it or more in view", () => {
    const standing = pagesOf("Visiting the dentist", STORY_IDS).filter(
      (page) => page.plan.setting === "dentist-office" && !page.plan.characters.some((c) => c.pose === "sitting"),
    );
    // Pages 5 and 6 stand, but for the problems that seat Pepita in the chair (the bright light, the wiggly tooth).
    expect(standing.length).toBeGreaterThanOrEqual(STORY_IDS.length);
    for (const page of standing) {
      const chair = drawnProp(page, "dentist-chair")!;
      expect(chair.box.h / 1536, page.plan.action).toBeGreaterThan(0.42);
      // The share of the chair's box no character stands in front of, on a 10-pixel grid.
      const people = page.composition.placed.filter((p) => p.kind === "character").map((p) => p.box);
      let seen = 0;
      let all = 0;
      for (let x = chair.box.x; x < chair.box.x + chair.box.w; x += 10)
        for (let y = chair.box.y; y < chair.box.y + chair.box.h; y += 10) {
          all++;
          if (!people.some((box) => x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h)) seen++;
        }
      expect(seen / all, page.plan.action).toBeGreaterThan(1 / 3);
    }
  });

  it("builds the ofrenda in front of the altar: steps, candles, marigolds and sugar skulls", () => {
    const pages = pagesOf("Building an ofrenda for Día de Muertos", STORY_IDS);
    const altarPages = pages.filter((page) => page.plan.setting === "ofrenda");
    expect(altarPages.length).toBeGreaterThanOrEqual(3 * STORY_IDS.length);
    for (const page of altarPages) expect(page.composition.svg).toMatch(/<g data-part="ofrenda">.*<\/g>/);
    // Each activity page (the seventh) is at the altar.
    for (let story = 0; story < STORY_IDS.length; story++) expect(pages[story * 10 + 6]!.plan.setting).toBe("ofrenda");
  });

  it("tells the library's pages in a library of its own: bookcases full of books, the librarian's desk and a reading rug", () => {
    const pages = pagesOf("Visiting the library", STORY_IDS);
    const inLibrary = pages.filter((page) => page.plan.setting === "library");
    // The activity (page 7) and the problem and its fix at the library (pages 5 and 6) unless the book is lost at home.
    expect(inLibrary.length).toBeGreaterThanOrEqual(2 * STORY_IDS.length);
    for (let story = 0; story < STORY_IDS.length; story++) expect(pages[story * 10 + 6]!.plan.setting).toBe("library");
    expect(pages.some((page) => page.plan.setting === "classroom")).toBe(false);
    for (const page of inLibrary) {
      const { svg } = page.composition;
      expect(svg.match(/<g data-part="bookcase">/g), page.plan.action).toHaveLength(2);
      expect(svg.match(/<g data-part="book">/g)!.length, page.plan.action).toBeGreaterThanOrEqual(30);
      expect(svg).toContain('<g data-part="librarian-desk">');
      expect(svg).toContain('<g data-part="reading-rug">');
    }
  });

  it("shows the stormy night as night, and the blanket fort around the two of them on every page whose words have it", () => {
    const pages = pagesOf("A thunderstorm at night", STORY_IDS);
    const night = pages.filter((page) => page.plan.timeOfDay === "night" && page.plan.weather === "rainy" && SETTINGS[page.plan.setting].indoor);
    expect(night.length).toBeGreaterThanOrEqual(3 * STORY_IDS.length);
    // No star shows in the rain, but the moon looks out between the clouds at every window.
    for (const page of night) expect(page.composition.svg, page.plan.action).toContain('<g data-part="rainy-moon">');
    const story = (id: number) => writeOfflineStory({ ...variedRequests(id)[id - 1]!, activityType: "A thunderstorm at night" }, id);
    // The pages they are in it; the one where they leave it for the kitchen only remembers it.
    const inFort = /\b(inside|in|from) (the|their) (blanket )?fort|built a blanket fort/i;
    const fortPages = pages.filter((_, i) => inFort.test(story(STORY_IDS[Math.floor(i / 10)]!).pages[i % 10]!.storyText));
    expect(fortPages.length).toBeGreaterThanOrEqual(STORY_IDS.length);
    for (const page of fortPages) {
      const fort = drawnProp(page, "blanket-fort");
      expect(fort, page.plan.action).toBeDefined();
      expect(page.composition.svg).toContain('<g data-part="blanket-fort">');
      // Thrown over chairs either side of them: everyone in the picture is inside it, and it is half the page wide or more.
      for (const who of page.composition.placed.filter((p) => p.kind === "character")) {
        expect(who.box.x, page.plan.action).toBeGreaterThanOrEqual(fort!.box.x);
        expect(who.box.x + who.box.w).toBeLessThanOrEqual(fort!.box.x + fort!.box.w);
        expect(who.box.y).toBeGreaterThan(fort!.box.y);
      }
      expect(fort!.box.w).toBeGreaterThan(1024 / 2);
    }
  });

  it("draws the fruit tree grown, to pick from: half the page tall or more, behind Pepita, each fruit large enough to colour", () => {
    for (const activity of ["Picking apples", "Picking oranges from the tree", "Recoger limones"]) {
      const pages = pagesOf(activity, STORY_IDS).filter((page) => page.plan.props.some((id) => id.endsWith("-tree")));
      expect(pages.length, activity).toBeGreaterThanOrEqual(STORY_IDS.length);
      for (const page of pages) {
        const id = page.plan.props.find((prop) => prop.endsWith("-tree"))!;
        const tree = drawnProp(page, id)!;
        expect(tree, page.plan.action).toBeDefined();
        expect(page.composition.svg).toContain('<g data-part="grown-tree"');
        expect(tree.box.h / 1536, page.plan.action).toBeGreaterThan(0.5);
        // Pepita stands under it, its fruit over her head.
        const pepita = page.composition.placed.find((p) => p.kind === "character" && p.name === "Pepita")!;
        const middle = pepita.box.x + pepita.box.w / 2;
        expect(middle).toBeGreaterThan(tree.box.x);
        expect(middle).toBeLessThan(tree.box.x + tree.box.w);
        // Each fruit (24 drawing units across at the least) is drawn at least 38 pixels (5 mm) across.
        expect((tree.box.w / PROP_ART[PROPS[id].art]().width) * 48).toBeGreaterThanOrEqual(76);
      }
    }
    // A little tree being planted stays little.
    const planted = pagesOf("Planting a little tree", [1, 2]).filter((page) => /plant/.test(page.plan.action));
    expect(planted.length).toBeGreaterThan(0);
    for (const page of planted) expect(page.composition.svg).not.toContain('data-part="grown-tree"');
  });

  it("draws tamales in their steamer on every page that names them, and every tamales story has one", () => {
    const pages = pagesOf("Making tamales for Nochebuena", STORY_IDS);
    const named = pages.filter((page) => page.plan.props.includes("tamales"));
    expect(named.length).toBeGreaterThanOrEqual(STORY_IDS.length);
    for (const page of named) expectDrawn(page, "tamales");
  });

  it("shows rain on every rainy page: through the window indoors, falling with puddles outdoors", () => {
    const pages = pagesOf("A rainy day indoors with board games", STORY_IDS);
    const rainy = pages.filter((page) => page.plan.weather === "rainy");
    expect(rainy.length).toBeGreaterThanOrEqual(8 * STORY_IDS.length);
    for (const page of rainy) expect(page.composition.svg, page.plan.setting).toContain('<g data-part="rain">');
    for (const setting of SETTING_IDS) {
      const { svg } = composeScene(scenePlan({ setting, weather: "rainy", timeOfDay: "afternoon" }), setting);
      expect(svg, setting).toContain('<g data-part="rain">');
      expect(svg.includes('<g data-part="puddles">'), setting).toBe(!SETTINGS[setting].indoor);
    }
  });

  it("plays board games and lotería on a rainy day, and flies the kite on its string in the park", () => {
    const rainy = pagesOf("A rainy day indoors with board games", STORY_IDS);
    for (const page of rainy.filter((p) => p.plan.props.includes("board-game"))) expectDrawn(page, "board-game");
    for (const page of rainy.filter((p) => p.plan.props.includes("loteria"))) expectDrawn(page, "loteria");
    const kites = pagesOf("Flying kites at the park", STORY_IDS);
    for (let story = 0; story < STORY_IDS.length; story++) expect(kites[story * 10 + 6]!.plan.setting).toBe("park");
    // Outdoors a kite in someone's hand flies on a string drawn down to the hand; indoors, or with its string in a knot, it lies on something.
    for (const page of kites.filter((p) => p.plan.props[0] === "kite"))
      expect(drawnProp(page, "kite")?.on, page.plan.action).toMatch(
        SETTINGS[page.plan.setting].indoor || /tangl|knot/.test(page.plan.action) ? /table|floor|shelf|stand|in-front/ : /hands|string|air/,
      );
  });

  it("plants the tree the request names, or varies it from story to story", () => {
    const named = (activity: string) => pagesOf(activity, [1])[6]!.plan.props[0];
    expect(named("Planting an apple tree")).toBe("apple-tree");
    expect(named("Plantar un pino en el jardín")).toBe("pine-tree");
    expect(named("Planting an avocado tree")).toBe("avocado-tree");
    expect(named("Planting a lemon tree")).toBe("lemon-tree");
    const trees = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((storyId) => pagesOf("Planting a little tree", [storyId])[6]!.plan.props.find((id) => id.endsWith("-tree"))),
    );
    expect(trees.size).toBeGreaterThanOrEqual(3);
    const apple = writeOfflineStory({ ...variedRequests(1)[0]!, activityType: "Planting an apple tree" }, 1);
    // The arc's own pages (the plan, the problem, the planting) and the titles say which tree.
    const told = [1, 4, 5, 6].map((index) => `${apple.pages[index]!.storyText} ${apple.pages[index]!.spanishText}`).join(" ");
    expect(`${told} ${apple.title} ${apple.spanishTitle}`).not.toMatch(/lemon|limon/i);
  });
});

describe("objects on surfaces", () => {
  it("stands every object of every arc's pages on a table, a stand, a shelf, the floor, a hand or a string unless it flies", () => {
    for (const [index, theme] of THEMES.entries()) {
      for (const page of pagesOf(theme.verb.en, [index + 1])) {
        for (const prop of page.composition.placed) {
          if (prop.kind !== "prop") continue;
          const flies = PROP_ART[PROPS[prop.id].art]().zone === "flies";
          const where = `${prop.id} (${prop.on}) on a ${page.plan.setting} page of ${theme.id}`;
          if (flies) continue;
          expect(prop.on, where).not.toBe("air");
          // Its bottom rests on the top of what holds it: within the surface's width, at its top.
          const { foot } = prop;
          expect(foot, where).toBeDefined();
          expect(foot!.x, where).toBeGreaterThanOrEqual(foot!.surface.x - 1);
          expect(foot!.x, where).toBeLessThanOrEqual(foot!.surface.x + foot!.surface.w + 1);
          expect(foot!.y, where).toBeGreaterThanOrEqual(foot!.surface.y - 4);
          expect(foot!.y, where).toBeLessThanOrEqual(foot!.surface.y + foot!.surface.h + 4);
          if (prop.on === "table" || prop.on === "floor" || prop.on === "in-front") expect(Math.abs(prop.box.y + prop.box.h - foot!.y), where).toBeLessThan(1);
        }
      }
    }
  });
});
