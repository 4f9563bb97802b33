import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { toLineArt } from "@/lib/images/line-art";
import { composePage, renderPage } from "@/lib/images/offline-generator";
import { PEN_TIP, regionsAlongBottom } from "@/lib/images/page-measures";
import { composeScene, FLOOR_CLEAR_OF_FRAME } from "@/lib/images/scene/composer";
import { figure } from "@/lib/images/scene/figures";
import type { PartName } from "@/lib/images/scene/story-parts";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { describeScene, SETTING_IDS, type Character, type Outfit, type ScenePlan } from "@/lib/story-writing/scene/plan";
import { pair, scenePlan } from "@/tests/support/fixtures/scene-plan";
import { framedPage } from "@/tests/support/page-pixels";
import { moreArcRequests, variedRequests } from "@/tests/support/varied-requests";

// Where a page ends and how its dancers turn, as a child colouring it sees them: the floor of a
// wide view ends clear of the frame, with no strip along the frame too thin to colour, and a
// dancer's skirt flares out mid-turn rather than hanging as it does when she stands.

const W = 1024;
const H = 1536;

async function pixelsOf(png: Buffer): Promise<Uint8Array> {
  return new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
}

async function slivers(scene: ScenePlan, storyId: number, pageNumber: number, title: string): Promise<string[]> {
  const { png } = await renderPage({ sceneDescription: describeScene(scene), storyTitle: title, pageNumber, storyId, scene });
  return regionsAlongBottom(await pixelsOf(png), W, H)
    .filter((region) => region.thickness < PEN_TIP)
    .map((region) => `${title}: a strip ${region.thickness.toFixed(0)} px thick at (${region.x}, ${region.y})`);
}

describe("the bottom of a wide view", () => {
  it("measures a strip between a line and the frame as thin as it is", () => {
    const { pixels, ink } = framedPage();
    // A floor line 12 px above its bottom edge, closed at its end; another 80 px above it.
    ink(53, H - 71, 400, 6);
    ink(453, H - 71, 6, 20);
    ink(600, H - 139, 371, 6);
    ink(600, H - 139, 6, 88);
    const strips = regionsAlongBottom(pixels, W, H).sort((a, b) => a.x - b.x);
    // Between the two, the rest of the page reaches down to the frame.
    expect(strips.map((strip) => Math.round(strip.thickness / 2) * 2)).toEqual([12, 918, 80]);
  });

  it("ends every place's floor clear of the frame, sunny or rainy, with no sliver along the frame", async () => {
    const found: string[] = [];
    for (const [i, setting] of SETTING_IDS.entries())
      for (const weather of ["sunny", "rainy"] as const) {
        const scene = scenePlan({
          setting,
          weather,
          framing: "wide",
          timeOfDay: "afternoon",
          characters: pair("standing", "standing"),
          props: [],
          action: "a test",
        });
        found.push(...(await slivers(scene, 3 + i, (i % 9) + 1, `${setting}, ${weather}`)));
      }
    expect(found).toEqual([]);
  }, 240_000);

  it("leaves no sliver along the frame on the wide pages of stories of many kinds", async () => {
    const requests = [...variedRequests(20), ...moreArcRequests()];
    const pages = requests.flatMap((request, i) => {
      const story = writeOfflineStory(request, i + 1);
      return story.pages.flatMap((page) => (page.scene?.framing === "wide" ? [{ storyId: i + 1, page }] : []));
    });
    // One wide page from each place and weather the stories draw.
    const seen = new Set<string>();
    const chosen = pages.filter(({ page }) => {
      const key = `${page.scene!.setting} ${page.scene!.weather}`;
      return !seen.has(key) && seen.add(key);
    });
    expect(chosen.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const { storyId, page } of chosen)
      found.push(...(await slivers(page.scene!, storyId, page.pageNumber, `story ${storyId} page ${page.pageNumber} (${page.scene!.setting})`)));
    expect(found).toEqual([]);
  }, 240_000);
});

describe("the bottom of a close-up", () => {
  const pages = variedRequests(20).flatMap((request, i) => {
    const story = writeOfflineStory(request, i + 1);
    return story.pages.map((page) => ({ storyId: i + 1, title: story.title, page }));
  });

  it("leaves no sliver along the frame under the characters, a counter or a basket, in each place", async () => {
    // The first close-up in each place, the counter of story 8's page 3 and the fringed basket on
    // the floor of story 16's page 9: standing on the frame, shoes, the gaps between legs and the
    // counter's foot were cut into strips 10 to 20 px thick along it.
    const seen = new Set<string>();
    const chosen = pages.filter(
      ({ storyId, page }) =>
        page.scene!.framing === "close-up" &&
        (!seen.has(page.scene!.setting) || `${storyId}-${page.pageNumber}` === "8-3" || `${storyId}-${page.pageNumber}` === "16-9") &&
        seen.add(page.scene!.setting),
    );
    expect(chosen.length).toBeGreaterThanOrEqual(7);
    const found: string[] = [];
    for (const { storyId, title, page } of chosen)
      found.push(...(await slivers(page.scene!, storyId, page.pageNumber, `${title}, story ${storyId} page ${page.pageNumber}`)));
    expect(found).toEqual([]);
  }, 240_000);

  it("stands what is on the floor where the floor's drawing may end, clear of the frame", () => {
    const lowest = H - 48 - FLOOR_CLEAR_OF_FRAME;
    const low: string[] = [];
    for (const { storyId, title, page } of pages) {
      const { placed } = composePage({ sceneDescription: page.sceneDescription, storyTitle: title, pageNumber: page.pageNumber, storyId, scene: page.scene! });
      for (const p of placed)
        if (p.kind === "prop" && (p.on === "floor" || p.on === "stand") && p.box.y + p.box.h > lowest + 0.5)
          low.push(`story ${storyId} page ${page.pageNumber}: ${p.id} ends at ${Math.round(p.box.y + p.box.h)}`);
    }
    expect(low).toEqual([]);
  });
});

/** A figure alone on the page, as the page draws her, and her box. */
async function alone(drawing: PartName, who: Character, outfit?: Outfit): Promise<{ pixels: Uint8Array; box: { x: number; y: number; w: number; h: number } }> {
  const drawn = figure(drawing, 512, 1300, 1.4, false, { who, ...(outfit ? { outfit } : {}) });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${drawn.svg}</svg>`;
  return { pixels: await pixelsOf(await toLineArt(Buffer.from(svg))), box: drawn.box };
}

/** The widest her ink spreads on any row from `from` to `to` (shares of her box's height, from its top). */
function widest(pixels: Uint8Array, box: { y: number; h: number }, from: number, to: number): number {
  let most = 0;
  for (let y = Math.round(box.y + box.h * from); y < box.y + box.h * to; y++) {
    let [left, right] = [W, -1];
    for (let x = 0; x < W; x++) if (pixels[y * W + x] === 0) [left, right] = [Math.min(left, x), x];
    most = Math.max(most, right - left);
  }
  return most;
}

/** The lowest ink in column `x` between the box's top and its feet: in a column out past her legs, the skirt's hem. */
function hemAt(pixels: Uint8Array, box: { y: number; h: number }, x: number): number {
  for (let y = Math.round(box.y + box.h * 0.97); y > box.y; y--) if (pixels[y * W + Math.round(x)] === 0) return y;
  return 0;
}

describe("dancing", () => {
  const dancers: { who: Character; standing: PartName; dancing: PartName; outfits: (Outfit | undefined)[] }[] = [
    { who: "Pepita", standing: "pepita-holding-skull", dancing: "pepita-dancing", outfits: [undefined, "party-dress", "school-uniform"] },
    { who: "Abuelita", standing: "abuelita-hands-together", dancing: "abuelita-dancing", outfits: [undefined, "party-dress"] },
  ];

  it("flares each dancer's skirt: its hem wider than when she stands in the same clothes", async () => {
    for (const { who, standing, dancing, outfits } of dancers)
      for (const outfit of outfits) {
        const [still, turning] = await Promise.all([alone(standing, who, outfit), alone(dancing, who, outfit)]);
        const hem = (drawn: typeof still) => widest(drawn.pixels, drawn.box, 0.6, 0.9);
        expect(hem(turning), `${who} in ${outfit ?? "her everyday dress"}`).toBeGreaterThan(hem(still) * 1.3);
      }
  }, 60_000);

  it("swings the hem up on the side she turns to, drawn as a skirt in motion rather than her whole body bent", async () => {
    for (const { who, dancing, outfits } of dancers)
      for (const outfit of outfits) {
        const { pixels, box } = await alone(dancing, who, outfit);
        const middle = box.x + box.w / 2;
        const [trailing, leading] = [hemAt(pixels, box, middle - box.w * 0.4), hemAt(pixels, box, middle + box.w * 0.4)];
        // 4 mm and more: a hem seen to lift, not the hand-drawn skirt's own unevenness.
        expect(trailing - leading, `${who} in ${outfit ?? "her everyday dress"}`).toBeGreaterThan(30);
      }
    const plan = scenePlan({ setting: "plaza", framing: "wide", weather: "sunny", characters: pair("dancing", "dancing"), props: [], action: "dancing" });
    const { svg } = composeScene(plan, "dance", 3, { story: "dance", page: 3 });
    // Leaning the drawing bent her legs and shoes along with the skirt.
    expect(svg).not.toMatch(/matrix\(1 0 -?[\d.]+ 1 0 0\)/);
    expect(svg.match(/data-part="twirling-skirt"/g)).toHaveLength(2);
  }, 60_000);
});
