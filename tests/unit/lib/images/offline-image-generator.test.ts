import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { composePage, createOfflineImageGenerator, renderPage } from "@/lib/images/offline-generator";
import { sharedInk as sharedInkOf, thickInkShare } from "@/lib/images/page-measures";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { fillSmallRegions, MIN_LINE_PIXELS, MIN_REGION_AREA } from "@/lib/images/printable-line-art";
import { composeScene, type Composition } from "@/lib/images/scene/composer";
import { describeScene, POSE_IDS, SETTING_IDS, type ScenePlan } from "@/lib/story-writing/scene/plan";
import type { PageImageRequest } from "@/lib/story-writing/types";
import { variedRequests } from "@/tests/support/varied-requests";
import { scenePlan } from "@/tests/support/fixtures/scene-plan";

const W = 1024;
const H = 1536;

async function inkOf(png: Buffer): Promise<Uint8Array> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([W, H]);
  return new Uint8Array(data);
}

const thickShare = (pixels: Uint8Array, min: number) => thickInkShare(pixels, W, H, min);
const sharedInk = (a: Uint8Array, b: Uint8Array) => sharedInkOf(a, b, W);

function requestsOf(story: ReturnType<typeof writeOfflineStory>): PageImageRequest[] {
  return story.pages.map((page) => ({ sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, scene: page.scene! }));
}

const within = (point: { x: number; y: number }, box: Composition["placed"][number]["box"], margin: number) =>
  point.x >= box.x - margin && point.x <= box.x + box.w + margin && point.y >= box.y - margin && point.y <= box.y + box.h + margin;

function expectMatchesPlan(composition: Composition, plan: ScenePlan) {
  expect(composition.setting).toBe(plan.setting);
  const props = composition.placed.flatMap((p) => (p.kind === "prop" ? [p.id] : []));
  expect(props).toEqual(plan.props);
  const characters = composition.placed.flatMap((p) => (p.kind === "character" ? [{ name: p.name, pose: p.pose }] : []));
  expect(new Set(characters.map((c) => `${c.name}:${c.pose}`))).toEqual(new Set(plan.characters.map((c) => `${c.name}:${c.pose}`)));
  const boxes = composition.placed;
  for (const [i, a] of boxes.entries()) {
    if (a.kind !== "prop") continue;
    for (const [j, b] of boxes.entries()) {
      // A held prop, one on the table in front of those working at it, one on the floor or on a
      // little stand in front of a crowded pair (a mug nobody's hands are free to hold), the market's
      // crates, the letter in the mailbox's slot and a backpack worn on her back are drawn over the characters; what is held is as
      // far forward as its holder, and a garland or a piñata hangs on its string in front of the wall's pictures.
      const inFront = ["hands", "in-front", "table", "stand", "crate", "slot", "worn"];
      if (i === j || (inFront.includes(a.on) && (b.kind === "character" || b.kind === "touch"))) continue;
      // What is held or worn (the rebozo round Abuelita's shoulders as she sits) is drawn over the chair or bench.
      if ((a.on === "hands" || a.on === "string" || a.on === "worn") && b.kind === "furniture") continue;
      // What rests on another thing (the letter posted into the mailbox's slot) is drawn on it.
      if (b.kind === "prop" && (a.foot?.surface === b.box || b.foot?.surface === a.box)) continue;
      // A blanket fort is thrown round the characters, against the wall: they and what they hold are inside it.
      // A grown tree stands behind them, what they pick from it in their hands.
      if (a.on === "around" || a.on === "behind" || (b.kind === "prop" && (b.on === "around" || b.on === "behind"))) continue;
      // The basket and the food of a picnic lie on its blanket, in front of whoever sits behind it.
      if (a.on === "blanket" && (b.kind === "character" || b.kind === "touch" || (b.kind === "prop" && b.id === "picnic-blanket"))) continue;
      if (a.id === "picnic-blanket" && b.kind === "prop" && b.on === "blanket") continue;
      // Sitting on the picnic blanket, they are on it.
      if (a.on === "under" && (b.kind === "character" || b.kind === "touch")) continue;
      // What Pepita reaches up for is beside her head, inside her box, her hand on it.
      if (b.kind === "character" && b.pose === "reaching" && b.hands?.some((hand) => within(hand, a.box, 25))) continue;
      const apart = a.box.x + a.box.w <= b.box.x || b.box.x + b.box.w <= a.box.x || a.box.y + a.box.h <= b.box.y || b.box.y + b.box.h <= a.box.y;
      expect(apart, `${a.id} overlaps ${b.kind}`).toBe(true);
    }
  }
  for (const p of boxes) {
    if (p.kind === "furniture" || plan.framing === "close-up") continue;
    expect(p.box.x).toBeGreaterThanOrEqual(48);
    expect(p.box.x + p.box.w).toBeLessThanOrEqual(W - 48);
    expect(p.box.y).toBeGreaterThanOrEqual(48);
    expect(p.box.y + p.box.h).toBeLessThanOrEqual(H - 48);
  }
}

describe("offline illustrator: one whole generated story", () => {
  const story = writeOfflineStory(variedRequests(20)[1]!);
  const pages: Uint8Array[] = [];

  beforeAll(async () => {
    for (const request of requestsOf(story)) pages.push(await inkOf((await renderPage(request)).png));
  }, 300_000);

  it("draws every page strictly two-tone, 1024x1536", () => {
    for (const page of pages) expect(new Set(page)).toEqual(new Set([0, 255]));
  });

  it(`draws outlines at least 3 dots thick at 150 DPI print size (${MIN_LINE_PIXELS} image pixels)`, () => {
    for (const page of pages) expect(thickShare(page, MIN_LINE_PIXELS)).toBeGreaterThan(0.995);
  });

  it(`encloses no white region under ${MIN_REGION_AREA} pixels (a 3 mm pen tip at print size)`, () => {
    for (const page of pages) expect(Buffer.from(fillSmallRegions(Uint8Array.from(page), W, H)).equals(Buffer.from(page))).toBe(true);
  });

  it("gives no two pages more than 70% of their ink in common", () => {
    for (let i = 0; i < pages.length; i++)
      for (let j = i + 1; j < pages.length; j++) expect(sharedInk(pages[i]!, pages[j]!), `pages ${i + 1} and ${j + 1}`).toBeLessThanOrEqual(0.7);
  });

  it("draws what each page's plan names, without overlaps and inside the frame", () => {
    for (const request of requestsOf(story)) expectMatchesPlan(composePage(request), request.scene!);
  });
});

describe("offline illustrator: 20 stories of varied inputs", () => {
  it("draws every plan's setting, characters and props, laid out without overlaps", () => {
    for (const varied of variedRequests(20))
      for (const request of requestsOf(writeOfflineStory(varied))) expectMatchesPlan(composePage(request), request.scene!);
  });

  it("draws every setting and every pose, each with all four props it may name", () => {
    for (const setting of SETTING_IDS) {
      for (const pose of POSE_IDS) {
        const plan: ScenePlan = {
          setting,
          timeOfDay: "morning",
          weather: "sunny",
          characters: [
            { name: "Abuelita", pose: pose === "lap" || pose === "sleeping" ? "sitting" : pose },
            { name: "Pepita", pose },
          ],
          props: ["basket", "book", "cat", "balloons"],
          framing: "medium",
          action: "a test",
        };
        expectMatchesPlan(composeScene(plan, `${setting}/${pose}`), plan);
      }
    }
  });

  // One test a story: a single test drawing them all ran past a minute on a busy machine, and
  // vitest's worker reports a test that long as an error of the whole run.
  it.each(variedRequests(20).filter((_, i) => i % 8 === 3))(
    "keeps the pages of story '$activityType' under 70% shared ink, strictly two-tone with thick lines",
    async (varied) => {
      const pages = await Promise.all(requestsOf(writeOfflineStory(varied)).map(async (request) => inkOf((await renderPage(request)).png)));
      for (const page of pages) {
        expect(new Set(page)).toEqual(new Set([0, 255]));
        expect(thickShare(page, MIN_LINE_PIXELS)).toBeGreaterThan(0.995);
      }
      for (let i = 0; i < pages.length; i++) for (let j = i + 1; j < pages.length; j++) expect(sharedInk(pages[i]!, pages[j]!)).toBeLessThanOrEqual(0.7);
    },
    120_000,
  );
});

describe("offline image generator", () => {
  const plan: ScenePlan = scenePlan({ action: "stirring the beans" });
  const request: PageImageRequest = { sceneDescription: describeScene(plan), storyTitle: "Winter Beans", pageNumber: 2, scene: plan };

  it("draws a 1024x1536 PNG of only black and white pixels, labelled offline", async () => {
    const image = await createOfflineImageGenerator().generate(request);
    expect(image.provider).toBe("offline");
    const ink = await inkOf(image.png);
    expect(new Set(ink)).toEqual(new Set([0, 255]));
    const black = ink.filter((value) => value === 0).length / ink.length;
    expect(black).toBeGreaterThan(0.03);
    expect(black).toBeLessThan(0.35);
  }, 60_000);

  it("is deterministic for the same page", async () => {
    const generator = createOfflineImageGenerator();
    const [first, second] = await Promise.all([generator.generate(request), generator.generate(structuredClone(request))]);
    expect(first.png.equals(second.png)).toBe(true);
  }, 60_000);

  it("draws an old page without a plan, and a page whose description an admin rewrote, from the words", () => {
    expect(composePage({ sceneDescription: "Abuelita and Pepita at the market with a basket of fruit", storyTitle: "Old", pageNumber: 1 }).setting).toBe(
      "market",
    );
    const rewritten = composePage({ ...request, sceneDescription: "Pepita asleep in bed under the moon and stars" });
    expect(rewritten.setting).toBe("bedroom");
    expect(rewritten.placed.some((p) => p.kind === "character" && p.name === "Pepita" && p.pose === "sleeping")).toBe(true);
  });
});

describe("offline illustrator: the same request twice", () => {
  it("lays out every page of two stories made one after another differently, even where their plans are alike", () => {
    const plans = writeOfflineStory(variedRequests(20)[4]!, 60);
    for (const page of requestsOf(plans)) {
      const [first, next] = [60, 61].map((storyId) => composePage({ ...page, storyId }).placed.map((placed) => placed.box));
      // The next story sees each place from the other side, so no page keeps the same boxes.
      expect(next, `page ${page.pageNumber}`).not.toEqual(first);
    }
  });
});
