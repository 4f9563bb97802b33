import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composePage, renderPage } from "@/lib/images/offline-generator";
import { inkCells, sharedCells, whiteRegions } from "@/lib/images/page-measures";
import { MIN_RAIN_STREAKS } from "@/lib/images/scene/backdrops";
import { composeScene, faceOf, type Composition, type Placed } from "@/lib/images/scene/composer";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { describePicture } from "@/lib/story-writing/scene/picture-description";
import { describeScene, SETTING_IDS, SETTINGS, type ScenePlan } from "@/lib/story-writing/scene/plan";
import type { PageImageRequest } from "@/lib/story-writing/types";
import { pair, patioPlan, scenePlan } from "@/tests/support/fixtures/scene-plan";
import { variedRequests } from "@/tests/support/varied-requests";

// Things where they belong and pages that do not look alike: Pepita in the dentist's chair and on
// the doctor's examination table at her check-up, games on the table between the players, a
// piñata on its rope, rain that reads as rain through any window, and a camera that moves from
// page to page so two pages of one story, or two stories, never come out as near copies.

type Page = { plan: ScenePlan; request: PageImageRequest; composition: Composition };

function pagesOf(activity: string, storyIds: number[]): Page[] {
  return storyIds.flatMap((storyId) => {
    const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: activity }, storyId);
    return story.pages.map((page) => {
      const request = { sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene: page.scene! };
      return { plan: page.scene!, request, composition: composePage(request) };
    });
  });
}

const props = (composition: Composition) => composition.placed.flatMap((p) => (p.kind === "prop" ? [p] : []));
const character = (composition: Composition, name: "Abuelita" | "Pepita") =>
  composition.placed.find((p): p is Extract<Placed, { kind: "character" }> => p.kind === "character" && p.name === name);

const STORY_IDS = [1, 2, 3, 4, 5, 6];

describe("a check-up", () => {
  it("seats Pepita in the dentist's chair, a chair her size with its lamp and tray, Abuelita beside her", () => {
    const seated = pagesOf("Visiting the dentist", STORY_IDS).filter(
      (page) => page.plan.setting === "dentist-office" && page.plan.characters.some((c) => c.name === "Pepita" && c.pose === "sitting"),
    );
    expect(seated.length).toBeGreaterThanOrEqual(STORY_IDS.length);
    for (const { composition, plan } of seated) {
      expect(composition.seat?.kind, plan.action).toBe("dentist-chair");
      const pepita = character(composition, "Pepita")!.box;
      const { seat, box: chair } = composition.seat!;
      // Her middle is over the seat, and the seat is at her lap: between her head and her feet.
      expect(pepita.x + pepita.w / 2).toBeGreaterThan(seat.x);
      expect(pepita.x + pepita.w / 2).toBeLessThan(seat.x + seat.w);
      expect(seat.y).toBeGreaterThan(pepita.y + pepita.h * 0.3);
      expect(seat.y).toBeLessThan(pepita.y + pepita.h);
      // The chair is about her size, reaching above her head for the lamp.
      expect(chair.h).toBeGreaterThan(pepita.h);
      expect(chair.y).toBeLessThan(pepita.y);
      expect(composition.svg).toContain('<g data-part="dentist-chair">');
      const abuelita = character(composition, "Abuelita");
      if (abuelita) expect(Math.abs(abuelita.box.x + abuelita.box.w / 2 - (pepita.x + pepita.w / 2))).toBeLessThan(520);
    }
  });

  it("takes the doctor's visit to the doctor's office, where Pepita sits on the examination table, and keeps the home pages at home", () => {
    const pages = pagesOf("Going to the doctor for a checkup", STORY_IDS);
    for (let story = 0; story < STORY_IDS.length; story++) {
      const own = pages.slice(story * 10, story * 10 + 10);
      // The visit itself (page 7) is at the office; the morning's plan and getting ready stay at home.
      expect(own[6]!.plan.setting).toBe("doctor-office");
      for (const index of [1, 2, 3]) expect(own[index]!.plan.setting).not.toBe("doctor-office");
    }
    const office = pages.filter((page) => page.plan.setting === "doctor-office");
    for (const { composition, plan } of office) {
      expect(composition.svg).toContain('<g data-part="examination-table">');
      const description = describePicture(plan);
      expect(description.en).toMatch(/at the doctor's office/i);
      expect(description.es).toMatch(/en el consultorio de la doctora/i);
      if (plan.characters.some((c) => c.name === "Pepita" && c.pose === "sitting")) {
        const pepita = character(composition, "Pepita")!.box;
        const { seat } = composition.seat!;
        expect(pepita.x + pepita.w / 2).toBeGreaterThan(seat.x);
        expect(pepita.x + pepita.w / 2).toBeLessThan(seat.x + seat.w);
        expect(seat.y).toBeLessThan(pepita.y + pepita.h);
      }
    }
  });
});

describe("games and piñatas", () => {
  it("plays lotería and board games on a table or the floor between the players, never on a shelf", () => {
    const pages = [...pagesOf("A rainy day indoors with board games", STORY_IDS), ...pagesOf("Going to the town fair", STORY_IDS)];
    const games = pages.flatMap((page) =>
      props(page.composition)
        .filter((p) => p.id === "loteria" || p.id === "board-game")
        .map((prop) => ({ page, prop })),
    );
    expect(games.length).toBeGreaterThanOrEqual(STORY_IDS.length);
    for (const { page, prop } of games) {
      const where = `${prop.id} (${prop.on}) on a ${page.plan.setting} page: ${page.plan.action}`;
      expect(["table", "stand", "floor", "in-front"], where).toContain(prop.on);
      // Its bottom on the top of what holds it.
      expect(prop.foot, where).toBeDefined();
      expect(Math.abs(prop.box.y + prop.box.h - prop.foot!.y), where).toBeLessThan(prop.on === "stand" ? 160 : 1);
      expect(prop.foot!.y, where).toBeGreaterThanOrEqual(prop.foot!.surface.y - 4);
    }
  });

  it("hangs every piñata from a rope up to the ceiling or a branch, even on a crowded page", () => {
    const pages = [
      ...pagesOf("Birthday fiesta", STORY_IDS),
      ...pagesOf("Hacer piñatas para una fiesta", STORY_IDS),
      ...pagesOf("A Christmas posada", STORY_IDS),
    ].map(({ plan, composition }) => ({ plan, composition }));
    // A crowded living room: the wall full, the floor full, the piñata last.
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const plan = scenePlan({
        setting: "living-room",
        characters: pair("standing", "standing"),
        props: ["guitar", "gift", "basket", "pinata"],
        framing: "wide",
      });
      pages.push({ plan, composition: composeScene(plan, seed) });
    }
    const hung = pages.flatMap(({ plan, composition }) =>
      props(composition)
        .filter((p) => p.id === "pinata")
        .map((prop) => ({ plan, composition, prop })),
    );
    expect(hung.length).toBeGreaterThanOrEqual(STORY_IDS.length);
    for (const { plan, composition, prop } of hung) {
      const where = `${plan.setting}: ${plan.action} (${prop.on})`;
      if (prop.on === "table") {
        expect(plan.action, where).toMatch(/mak|wrap|glu|fill|paint|decorat|build|cut/i);
        continue;
      }
      expect(prop.on, where).toBe("string");
      // The rope: a line from the top of the piñata straight up past the top of the frame.
      const { x, y } = prop.foot!;
      expect(composition.svg, where).toContain(`<path d="M${x.toFixed(1)} ${(y + 12).toFixed(1)} L${x.toFixed(1)} 40"`);
    }
  });
});

describe("kites", () => {
  it("lays a kite on the table or the floor indoors, and flies it on its string outdoors", () => {
    for (const setting of ["kitchen", "living-room", "bedroom"] as const)
      for (const [poses, page] of [
        [pair("lap", "sitting"), 9],
        [pair("working", "working"), 3],
        [pair("standing", "standing"), 5],
      ] as const) {
        const plan = scenePlan({ setting, timeOfDay: "evening", weather: "clear", characters: poses, props: ["kite", "rebozo"], framing: "medium" });
        const kite = props(composeScene(plan, "kite", page, { story: `kite ${setting}`, page })).find((p) => p.id === "kite");
        expect(kite, `${setting} page ${page}`).toBeDefined();
        expect(["table", "floor", "shelf", "stand", "in-front"], `${setting} page ${page}: ${kite!.on}`).toContain(kite!.on);
        expect(kite!.foot, `${setting} page ${page}`).toBeDefined();
      }
    const park = scenePlan({
      setting: "park",
      timeOfDay: "afternoon",
      weather: "windy",
      characters: pair("standing", "standing"),
      props: ["kite"],
      framing: "wide",
    });
    // Outdoors it flies: from the string in a hand, or on its own high in the wind.
    expect(["hands", "air"]).toContain(props(composeScene(park, "kite", 7, { story: "kite park", page: 7 })).find((p) => p.id === "kite")?.on);
  });
});

describe("rain", () => {
  it(`draws at least ${MIN_RAIN_STREAKS} streaks of rain on every rainy page, however little sky shows`, () => {
    const count = (svg: string) => svg.match(/data-part="streak"/g)?.length ?? 0;
    for (const setting of SETTING_IDS)
      for (const framing of ["wide", "close-up"] as const) {
        const { svg } = composeScene(scenePlan({ setting, weather: "rainy", timeOfDay: "afternoon", framing }), setting);
        expect(count(svg), `${setting}, ${framing}`).toBeGreaterThanOrEqual(MIN_RAIN_STREAKS);
      }
    for (const page of pagesOf("A rainy day indoors with board games", [1, 2]).filter((p) => p.plan.weather === "rainy"))
      expect(count(page.composition.svg), page.plan.setting).toBeGreaterThanOrEqual(MIN_RAIN_STREAKS);
  });
});

describe("pages that do not look alike", () => {
  // Gardening twice (story ids 7 and 27: the pair whose pages shared 93% of their ink, and whose
  // page 6 shared 98% with another story's; later 27's pages 3 and 7 shared 62%, and 19's page 3
  // 69% with 27's page 7, when the outdoor camera stopped moving up and down and the characters
  // stood at the same two places) and the dry leaves: pages in one place, the same poses.
  const stories = [
    { activity: "Gardening", id: 7 },
    { activity: "Gardening", id: 27 },
    { activity: "Juntar las hojas secas del jardín", id: 19 },
  ];
  // Each story is drawn once, by the first test that needs it: one test drawing all thirty pages
  // ran past a minute on a busy machine, which vitest's worker reports as an error of the run.
  const drawn = new Map<number, Promise<Uint32Array[]>>();
  const cellsOf = (activity: string, id: number) => {
    if (!drawn.has(id))
      drawn.set(
        id,
        Promise.all(
          pagesOf(activity, [id]).map(async (page) => {
            const png = (await renderPage(page.request)).png;
            return inkCells(new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer()), 1024);
          }),
        ),
      );
    return drawn.get(id)!;
  };

  it.each(stories)(
    "gives no two pages of one story ($activity, $id) more than half of their ink in common",
    async ({ activity, id }) => {
      const own = await cellsOf(activity, id);
      for (let i = 0; i < own.length; i++)
        for (let j = i + 1; j < own.length; j++) expect(sharedCells(own[i]!, own[j]!), `story ${id}, pages ${i + 1} and ${j + 1}`).toBeLessThanOrEqual(0.5);
    },
    120_000,
  );

  it("gives no two pages of different stories more than 60% of their ink in common", async () => {
    const cells = await Promise.all(stories.map(({ activity, id }) => cellsOf(activity, id)));
    for (let s = 0; s < cells.length; s++)
      for (let t = s + 1; t < cells.length; t++)
        for (const [i, a] of cells[s]!.entries())
          for (const [j, b] of cells[t]!.entries())
            expect(sharedCells(a, b), `story ${stories[s]!.id} page ${i + 1}, story ${stories[t]!.id} page ${j + 1}`).toBeLessThanOrEqual(0.6);
  }, 120_000);
});

describe("the camera outdoors", () => {
  // Where the backdrop's own top edge (y 48, the frame's) lands on the page, read from the camera's transform.
  const skyTop = (svg: string) => {
    const [, dy, about, zoom] = /translate\([-\d.]+ ([-\d.]+)\) translate\(512 ([-\d.]+)\) scale\(([\d.]+)\)/.exec(svg)!.map(Number);
    return about! + (48 - about!) * zoom! + dy!;
  };

  it("keeps the sky's top in the picture at every framing, so its garland, sun and moon are never cut off", () => {
    for (const setting of SETTING_IDS.filter((id) => !SETTINGS[id].indoor))
      for (const framing of ["wide", "medium", "close-up"] as const)
        for (const page of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
          const { svg } = composeScene(scenePlan({ setting, framing, timeOfDay: "afternoon", weather: "sunny" }), setting, page, {
            story: `story ${page}`,
            page,
          });
          expect(skyTop(svg), `${setting}, ${framing}, page ${page}`).toBeGreaterThanOrEqual(47);
        }
  });

  it("moves the ground's and the walls' level lines between two pages of one story seen from the same side", () => {
    // Where a level line of the backdrop (y 900: a wall's bricks, a fence, the hills) lands on the page.
    const level = (svg: string) => {
      const [, dy, about, zoom] = /translate\([-\d.]+ ([-\d.]+)\) translate\(512 ([-\d.]+)\) scale\(([\d.]+)\)/.exec(svg)!.map(Number);
      return about! + (900 - about!) * zoom! + dy!;
    };
    for (const setting of SETTING_IDS.filter((id) => !SETTINGS[id].indoor))
      for (const storyId of [19, 27, 36]) {
        const levels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((page) =>
          level(composeScene(patioPlan({ setting }), `story ${storyId}\n${page}`, storyId + page, { story: `story ${storyId}`, page }).svg),
        );
        for (let i = 0; i < levels.length; i++)
          for (let j = i + 2; j < levels.length; j += 2)
            expect(Math.abs(levels[i]! - levels[j]!), `${setting}, story ${storyId}, pages ${i + 1} and ${j + 1}`).toBeGreaterThanOrEqual(12);
      }
  });

  it("leaves no region of a close-up outdoors over a third of the page", async () => {
    for (const setting of ["garden", "beach", "park", "plaza"] as const) {
      const request: PageImageRequest = {
        sceneDescription: "",
        storyTitle: setting,
        pageNumber: 4,
        storyId: 7,
        scene: scenePlan({ setting, framing: "close-up", timeOfDay: "afternoon", weather: "sunny" }),
      };
      const { png } = await renderPage({ ...request, sceneDescription: describeScene(request.scene!) });
      const pixels = new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
      expect(whiteRegions(pixels, 1024, 1536).largestShare, setting).toBeLessThan(1 / 3);
    }
  }, 60_000);
});

describe("faces", () => {
  it("keeps every face clear: nothing on the work table, in hands or in front of the characters covers one", () => {
    const covered: string[] = [];
    let onTable = 0;
    for (let storyId = 1; storyId <= 40; storyId++) {
      const story = writeOfflineStory(variedRequests(storyId)[storyId - 1]!, storyId);
      for (const page of story.pages) {
        const request = { sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene: page.scene! };
        const { placed } = composePage(request);
        const faces = placed.flatMap((p) => (p.kind === "character" ? [{ name: p.name, face: faceOf(p) }] : []));
        for (const prop of props({ placed } as Composition)) {
          if (prop.on === "table") onTable++;
          // A blanket fort is built round the characters: their faces look out of it. What stands
          // behind them (the school gate, the classroom door, a grown tree) is drawn under them, and
          // what is worn (the rebozo round Abuelita's shoulders) with its wearer, under whoever sits in front.
          if (prop.on === "around" || prop.on === "behind" || prop.on === "worn") continue;
          for (const { name, face } of faces) {
            const w = Math.min(prop.box.x + prop.box.w, face.x + face.w) - Math.max(prop.box.x, face.x);
            const h = Math.min(prop.box.y + prop.box.h, face.y + face.h) - Math.max(prop.box.y, face.y);
            if (w > 0 && h > 0)
              covered.push(`story ${storyId} page ${page.pageNumber}: ${prop.id} (${prop.on}) over ${name}'s face by ${Math.round(w)}x${Math.round(h)}`);
          }
        }
      }
    }
    // The pages do put things on the table: the rule is met by placing them, not by leaving them out.
    expect(onTable).toBeGreaterThan(40);
    expect(covered).toEqual([]);
  }, 60_000);
});
