import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composePage, renderPage } from "@/lib/images/offline-generator";
import { toLineArt } from "@/lib/images/line-art";
import { whiteRegions } from "@/lib/images/page-measures";
import { composeScene, type Composition } from "@/lib/images/scene/composer";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { describeScene, type ScenePlan } from "@/lib/story-writing/scene/plan";
import { pair, scenePlan } from "@/tests/support/fixtures/scene-plan";
import { variedRequests } from "@/tests/support/varied-requests";

// The places as a child colours them: a picnic on a blanket in the park rather than in the
// plaza, skies cut into pieces to colour one at a time rather than one empty expanse, and a
// floor that a near view cuts off cleanly rather than in lines and slivers along the frame.

const props = (composition: Composition) => composition.placed.flatMap((p) => (p.kind === "prop" ? [p] : []));

async function pixelsOf(scene: ScenePlan, storyId: number, pageNumber: number): Promise<Uint8Array> {
  const { png } = await renderPage({ sceneDescription: describeScene(scene), storyTitle: scene.setting, pageNumber, storyId, scene });
  return new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
}

describe("a picnic in the park", () => {
  for (const activity of ["Picnic in the park", "Un día de campo en el parque"])
    it(`spreads a checkered blanket on the park's grass with the basket on it, and no church bell (${activity})`, () => {
      let picnics = 0;
      for (let storyId = 1; storyId <= 16; storyId++) {
        const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: activity }, storyId);
        for (const page of story.pages) {
          if (!page.storyText.includes("spread the blanket")) continue;
          picnics++;
          expect(page.spanishText).toContain("Tendieron la cobija");
          expect(page.scene!.setting).toBe("park");
          const composition = composePage({
            sceneDescription: page.sceneDescription,
            storyTitle: story.title,
            pageNumber: page.pageNumber,
            storyId,
            scene: page.scene!,
          });
          const drawn = props(composition);
          const blanket = drawn.find((p) => p.id === "picnic-blanket");
          expect(blanket, `story ${storyId} page ${page.pageNumber}`).toBeDefined();
          // They sit on it.
          expect(blanket!.on).toBe("under");
          expect(composition.svg).toContain('data-part="picnic-blanket"');
          const basket = drawn.find((p) => p.id === "basket")!;
          expect(basket.on).toBe("blanket");
          const foot = basket.foot!;
          // The basket stands on the blanket.
          expect(foot.y).toBeGreaterThan(blanket!.box.y);
          expect(foot.y).toBeLessThan(blanket!.box.y + blanket!.box.h);
          expect(foot.x).toBeGreaterThan(blanket!.box.x);
          expect(foot.x).toBeLessThan(blanket!.box.x + blanket!.box.w);
          expect(drawn.map((p) => p.id)).not.toContain("bell");
        }
      }
      expect(picnics).toBeGreaterThan(0);
    });

  it("keeps the plaza's walk in the plaza", () => {
    const story = writeOfflineStory({ ...variedRequests(1)[0]!, activityType: "A walk to the plaza" }, 3);
    const settings = story.pages.map((page) => page.scene!.setting);
    expect(settings).toContain("plaza");
    expect(settings).not.toContain("park");
  });
});

describe("skies", () => {
  const outdoors = (setting: ScenePlan["setting"], framing: ScenePlan["framing"], night: boolean) =>
    scenePlan({
      setting,
      framing,
      timeOfDay: night ? "night" : "afternoon",
      weather: night ? "clear" : "sunny",
      characters: pair("standing", "standing"),
      props: ["basket"],
      action: "a test",
    });

  it("cuts the beach's sky into pieces: no region of a beach page over 15% of it, day or night, near or far", async () => {
    for (const framing of ["wide", "close-up"] as const)
      for (const night of [false, true])
        for (const page of [3, 4]) {
          const { largestShare } = whiteRegions(await pixelsOf(outdoors("beach", framing, night), 7, page), 1024, 1536);
          expect(largestShare, `${framing}, ${night ? "night" : "day"}, page ${page}`).toBeLessThanOrEqual(0.15);
        }
  }, 120_000);

  it("leaves no region over 18% of the page in the other outdoor places", async () => {
    for (const setting of ["park", "garden", "plaza", "patio", "market", "fair", "street-at-night", "church-courtyard"] as const)
      for (const framing of ["wide", "close-up"] as const) {
        const { largestShare } = whiteRegions(await pixelsOf(outdoors(setting, framing, false), 7, 4), 1024, 1536);
        expect(largestShare, `${setting}, ${framing}`).toBeLessThanOrEqual(0.18);
      }
  }, 120_000);

  it("draws the snow's sky in pieces too", async () => {
    const { largestShare } = whiteRegions(await pixelsOf({ ...outdoors("garden", "wide", false), weather: "snowy" }, 7, 3), 1024, 1536);
    expect(largestShare).toBeLessThanOrEqual(0.18);
  }, 60_000);
});

/** The page as composed with only its place drawn: the first group inside the page's clip, which is the backdrop. */
function placeOnly(svg: string): string {
  const open = '<g clip-path="url(#page)">';
  const start = svg.indexOf(open) + open.length;
  let depth = 0;
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = start;
  for (let tag = tags.exec(svg); tag; tag = tags.exec(svg)) {
    depth += tag[0] === "</g>" ? -1 : 1;
    if (depth === 0) return `${svg.slice(0, start)}${svg.slice(start, tag.index + 4)}</g></svg>`;
  }
  throw new Error("no backdrop group");
}

describe("the floor in a near view", () => {
  const FRAME_INSIDE = 1536 - 48 - 5;
  // The band along the frame's bottom edge, 5 mm deep.
  const BAND = 38;

  it("stops the floor's lines clear of the frame's bottom edge: no line along it, no sliver under it", async () => {
    for (const setting of ["kitchen", "living-room", "library", "dentist-office", "bedroom", "garden", "market", "beach", "park", "plaza"] as const)
      for (const framing of ["close-up", "medium"] as const)
        for (const page of [1, 2, 3]) {
          const plan = scenePlan({
            setting,
            framing,
            timeOfDay: "afternoon",
            weather: page === 3 ? "rainy" : "sunny",
            characters: pair("standing", "standing"),
            props: [],
            action: "a test",
          });
          const { svg } = composeScene(plan, `story ${page}`, page, { story: `story ${page}`, page });
          const pixels = new Uint8Array(
            await sharp(await toLineArt(Buffer.from(placeOnly(svg))))
              .extractChannel(0)
              .raw()
              .toBuffer(),
          );
          let longest = 0;
          for (let y = FRAME_INSIDE - BAND; y < FRAME_INSIDE - 2; y++)
            for (let x = 60, run = 0; x < 964; x++) {
              run = pixels[y * 1024 + x] === 0 ? run + 1 : 0;
              longest = Math.max(longest, run);
            }
          expect(longest, `${setting}, ${framing}, page ${page}: a line along the frame`).toBeLessThan(60);
        }
  }, 120_000);
});

describe("dancing", () => {
  it("swings Abuelita's and Pepita's skirts: the hem leans off the line of the head and shoulders", async () => {
    const plan = scenePlan({
      setting: "plaza",
      framing: "wide",
      timeOfDay: "afternoon",
      weather: "sunny",
      characters: pair("dancing", "dancing"),
      props: [],
      action: "dancing",
    });
    const composition = composeScene(plan, "dance", 3, { story: "dance", page: 3 });
    // The same page with every skirt hanging still: what moved is the dancers' own ink, whatever
    // the backdrop behind them.
    const still = composition.svg.replace(/matrix\(1 0 -?[\d.]+ 1 0 0\)/g, "matrix(1 0 0 1 0 0)");
    expect(still).not.toBe(composition.svg);
    const ink = async (svg: string) =>
      new Uint8Array(
        await sharp(await toLineArt(Buffer.from(svg)))
          .extractChannel(0)
          .raw()
          .toBuffer(),
      );
    const [swung, hanging] = await Promise.all([ink(composition.svg), ink(still)]);
    const dancers = composition.placed.flatMap((p) => (p.kind === "character" ? [p] : []));
    expect(dancers).toHaveLength(2);
    // The middle of the ink one picture has and the other has not, across the lower part of the dancer's box.
    const middle = (box: { x: number; y: number; w: number; h: number }, has: Uint8Array, hasNot: Uint8Array) => {
      let sum = 0;
      let count = 0;
      for (let y = Math.round(box.y + box.h * 0.55); y < Math.min(1536, box.y + box.h * 0.95); y++)
        for (let x = Math.max(0, Math.round(box.x - box.w / 2)); x < Math.min(1024, box.x + box.w * 1.5); x++)
          if (has[y * 1024 + x] === 0 && hasNot[y * 1024 + x] !== 0) [sum, count] = [sum + x, count + 1];
      return sum / count;
    };
    for (const { name, box } of dancers) expect(Math.abs(middle(box, swung, hanging) - middle(box, hanging, swung)), name).toBeGreaterThan(15);
  }, 60_000);
});
