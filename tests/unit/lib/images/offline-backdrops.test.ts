import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderPage } from "@/lib/images/offline-generator";
import { toLineArt } from "@/lib/images/line-art";
import { whiteRegions } from "@/lib/images/page-measures";
import { composeScene, type Composition } from "@/lib/images/scene/composer";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { describeScene, type ScenePlan } from "@/lib/story-writing/scene/plan";
import { composedPages, offlineStories } from "@/tests/support/composed-pages";
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
      for (const { storyId, story } of offlineStories(activity, 16)) {
        for (const { page, composition } of composedPages(story, storyId, (page) => page.storyText.includes("spread the blanket"))) {
          picnics++;
          expect(page.spanishText).toContain("Tendieron la cobija");
          expect(page.scene!.setting).toBe("park");
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
