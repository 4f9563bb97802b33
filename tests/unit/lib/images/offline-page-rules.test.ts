import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { toLineArt } from "@/lib/images/line-art";
import { composePage, renderPage } from "@/lib/images/offline-generator";
import { solidBlackShare, whiteRegions } from "@/lib/images/page-measures";
import { mergeSmallRegions, MIN_REGION_AREA } from "@/lib/images/printable-line-art";
import { composeScene, type Composition } from "@/lib/images/scene/composer";
import { PROP_ART } from "@/lib/images/scene/prop-art";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { SETTING_IDS, SETTINGS, type ScenePlan } from "@/lib/story-writing/scene/plan";
import type { PageImageRequest } from "@/lib/story-writing/types";
import { variedRequests } from "@/tests/support/varied-requests";
import { scenePlan } from "@/tests/support/fixtures/scene-plan";

// The offline illustrator's pages held to what a child colouring them needs: no region bigger
// than a third of the page, nothing solid black beyond eyes and small marks, and each page's key
// object drawn large enough to colour and standing on something unless it flies.

const W = 1024;
const H = 1536;

async function pixelsOf(png: Buffer): Promise<Uint8Array> {
  return new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
}

function requestsOf(index: number, storyId: number): PageImageRequest[] {
  const story = writeOfflineStory(variedRequests(40)[index]!, storyId);
  return story.pages.map((page) => ({
    sceneDescription: page.sceneDescription,
    storyTitle: story.title,
    pageNumber: page.pageNumber,
    storyId,
    scene: page.scene!,
  }));
}

// Outdoors a string runs up into the open sky: only what a fiesta strings across a street or a
// garden on a rope hangs there (a garland, a lantern, a piñata); anything else on one floats.
const STRUNG_ACROSS = new Set(["papel-picado", "star-lantern", "pinata"]);

function expectKeyObjectSupported(composition: Composition, plan: ScenePlan) {
  const props = composition.placed.flatMap((p) => (p.kind === "prop" ? [p] : []));
  for (const prop of props) {
    const art = PROPS[prop.id].art;
    const flies = PROP_ART[art]().zone === "flies";
    expect(prop.on === "air" && !flies, `${prop.id} floats on a ${plan.setting} page`).toBe(false);
    const fromTheSky = prop.on === "string" && !SETTINGS[plan.setting].indoor && !STRUNG_ACROSS.has(art);
    expect(fromTheSky, `${prop.id} hangs from the sky on a ${plan.setting} page`).toBe(false);
  }
  const [key] = plan.props;
  if (!key) return;
  const drawn = props.find((p) => p.id === key);
  expect(drawn, `${key} is drawn`).toBeDefined();
  // 13 mm along its longer side at print size at the least: a shape a child can colour, not a speck.
  expect(Math.max(drawn!.box.w, drawn!.box.h), `${key} is large enough to colour`).toBeGreaterThan(100);
}

describe("offline pages a child can colour", () => {
  // Five stories of different activities, places and seasons: 50 pages to compose, ten to draw.
  const requests = [0, 4, 9, 13, 21].flatMap((index) => requestsOf(index, index + 1));
  const figures: { regions: number; largest: number; black: number }[] = [];

  beforeAll(async () => {
    for (const request of requests.filter((_, i) => i % 10 === 0 || i % 10 === 6)) {
      const page = await pixelsOf((await renderPage(request)).png);
      const { count, largestShare } = whiteRegions(page, W, H);
      figures.push({ regions: count, largest: largestShare, black: solidBlackShare(page, W, H) });
    }
  }, 300_000);

  it("closes every backdrop: no white region takes more than a third of the page", () => {
    for (const [i, page] of figures.entries()) expect(page.largest, `page ${i}`).toBeLessThan(1 / 3);
  });

  it("gives at least 40 regions of 5 mm or more to colour on every page (the built-in story's sparsest has 54)", () => {
    for (const [i, page] of figures.entries()) expect(page.regions, `page ${i}`).toBeGreaterThanOrEqual(40);
  });

  it("fills nothing solid black beyond eyes and small marks", () => {
    for (const [i, page] of figures.entries()) expect(page.black, `page ${i}`).toBeLessThan(0.02);
  });

  it("draws each page's key object large enough to colour, on a table, a stand, a shelf, the floor, a string or in hands", () => {
    for (const request of requests) expectKeyObjectSupported(composePage(request), request.scene!);
  });

  it("puts the bell Pepita rings at Abuelita's gate in her hand, not on a string up into the sky", () => {
    // The library story's first page, in summer, where she arrives ringing the bell at the gate.
    const ringing = Array.from({ length: 40 }, (_, i) => i + 1).flatMap((storyId) => {
      const story = writeOfflineStory({ ...variedRequests(3)[2]!, activityType: "ir a la biblioteca", season: "Summer" }, storyId);
      return story.pages
        .filter((page) => page.scene!.props.includes("bell"))
        .map((page) => ({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene: page.scene! }));
    });
    expect(ringing.length).toBeGreaterThan(0);
    for (const request of ringing.slice(0, 3)) expectKeyObjectSupported(composePage(request), request.scene);
  });

  it("never puts a kitchen counter outdoors", () => {
    for (const setting of ["beach", "garden", "plaza"] as const) {
      const { svg } = composeScene(scenePlan({ setting, characters: [{ name: "Abuelita", pose: "working" }] }), setting);
      // The counter's front is a row of tiles: diamonds drawn with stroke-width 5.
      expect(
        svg.match(/<path d="M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+ Z" fill="#fff" stroke="#000" stroke-width="5"/g) ?? [],
        setting,
      ).toHaveLength(0);
    }
  });
});

describe("offline backdrops", () => {
  it("keeps every place's largest region under a third of the page", async () => {
    for (const setting of SETTING_IDS) {
      const plan: ScenePlan = { ...scenePlan({ setting, framing: "wide", props: [] }), characters: [{ name: "Pepita", pose: "standing" }], weather: "sunny" };
      const page = await pixelsOf(await toLineArt(Buffer.from(composeScene(plan, setting).svg)));
      expect(whiteRegions(page, W, H).largestShare, setting).toBeLessThan(1 / 3);
    }
  }, 240_000);
});

describe("small regions", () => {
  it("opens a petal into the shape it sits on instead of filling it black", () => {
    // A 60x60 square cut by a line 6 pixels thick into a 68x4 sliver (under the pen-tip size) and the rest.
    const pixels = new Uint8Array(W * 200).fill(255);
    const ink = (x0: number, y0: number, w: number, h: number) => {
      for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) pixels[y * W + x] = 0;
    };
    ink(100, 50, 80, 6);
    ink(100, 124, 80, 6);
    ink(100, 50, 6, 80);
    ink(174, 50, 6, 80);
    ink(106, 60, 68, 6);
    expect(whiteRegions(pixels, W, 200, 1).count).toBe(2);
    mergeSmallRegions(pixels, W, 200);
    const after = whiteRegions(pixels, W, 200, 1);
    expect(after.count).toBe(1);
    expect(after.largestShare * W * 200).toBeGreaterThan(MIN_REGION_AREA);
  });
});

describe("stories differ", () => {
  it("lays out the same request differently for two story ids", () => {
    const [first, second] = [requestsOf(1, 1), requestsOf(1, 2)];
    const same = first.filter((request, i) => composePage(request).svg === composePage(second[i]!).svg);
    expect(same.length).toBeLessThanOrEqual(2);
  });
});

describe("laundry day's clothesline", () => {
  it("keeps the pages at the line colourable: regions to colour, none over a third of the page, nothing solid black beyond small marks", async () => {
    for (const [storyId, pageNumber] of [
      [1, 5],
      [3, 5],
      [3, 7],
    ] as const) {
      const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: "lavar la ropa", season: "Spring" }, storyId);
      const page = story.pages[pageNumber - 1]!;
      expect(page.scene!.props, page.storyText).toContain("clothesline");
      const pixels = await pixelsOf(
        (await renderPage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber, storyId, scene: page.scene! })).png,
      );
      const { count, largestShare } = whiteRegions(pixels, W, H);
      expect(largestShare, page.storyText).toBeLessThan(1 / 3);
      expect(count, page.storyText).toBeGreaterThanOrEqual(40);
      expect(solidBlackShare(pixels, W, H), page.storyText).toBeLessThan(0.02);
    }
  }, 120_000);
});

describe("the new places and things a child can colour", () => {
  // The activity's page (the seventh) of three stories of each: the library, the blanket fort on a stormy night, the apple tree.
  it.each(["Visiting the library", "A thunderstorm at night", "Picking apples"])(
    "keeps '%s' colourable: regions to colour, none over a third of the page, nothing solid black beyond small marks",
    async (activity) => {
      for (const storyId of [1, 5, 6]) {
        const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: activity }, storyId);
        const page = story.pages[6]!;
        const png = (await renderPage({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: 7, storyId, scene: page.scene! })).png;
        const pixels = await pixelsOf(png);
        const { count, largestShare } = whiteRegions(pixels, W, H);
        expect(largestShare, `${activity}, story ${storyId}`).toBeLessThan(1 / 3);
        expect(count, `${activity}, story ${storyId}`).toBeGreaterThanOrEqual(40);
        expect(solidBlackShare(pixels, W, H), `${activity}, story ${storyId}`).toBeLessThan(0.02);
      }
    },
    120_000,
  );
});
