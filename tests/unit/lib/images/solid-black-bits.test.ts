import { describe, expect, it } from "vitest";
import { toLineArtPixels } from "@/lib/images/line-art";
import { solidBlackCount, solidBlackShare } from "@/lib/images/page-measures";
import { thinLinesAlongFrame } from "@/lib/images/printable-line-art";
import { composePage } from "@/lib/images/offline-generator";
import { composeScene } from "@/lib/images/scene/composer";
import { bodyPoint, figure } from "@/lib/images/scene/figures";
import type { PartName } from "@/lib/images/scene/story-parts";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { pair, scenePlan } from "@/tests/support/fixtures/scene-plan";
import { framedPage, printedPixels, solidBlackAfterChange, solidBlackIn } from "@/tests/support/page-pixels";

// What printed as solid black on the pages with the most of it: a line of the place beside the
// frame making one bar with it, the classroom door's frame, and Abuelita's hair flower poking
// out from under her knitted hat in slivers that were filled black.

const W = 1024;
const H = 1536;

describe("a line beside the frame", () => {
  it("is thinned so the two never make a bar as thick as solid black, even when it is only 5 px wide", () => {
    const { pixels, ink } = framedPage();
    // A wall's edge of 5 px right against its inner side.
    ink(966, 600, 5, 500);
    expect(solidBlackShare(pixels, W, H)).toBeGreaterThan(0);
    expect(solidBlackShare(thinLinesAlongFrame(pixels, W, H), W, H)).toBe(0);
  });
});

describe("the classroom door", () => {
  it("draws its frame as a band to colour, not a bar of solid black over their heads", async () => {
    const plan = scenePlan({
      setting: "classroom",
      weather: "cloudy",
      framing: "medium",
      characters: pair("standing", "standing"),
      props: ["classroom-door"],
      action: "a test",
    });
    for (const seed of ["a", "b"]) {
      const composition = composeScene(plan, seed);
      const door = composition.placed.find((p) => p.kind === "prop" && p.id === "classroom-door")!;
      const heads = Math.min(...composition.placed.flatMap((p) => (p.kind === "character" ? [p.box.y] : [])));
      // Its frame and the sign over it, 320 of its drawing's 440 units across: the window beside it is the room's.
      const across = (door.box.w * 320) / 440;
      const above = { x: door.box.x + (door.box.w - across) / 2, y: door.box.y, w: across, h: heads - door.box.y };
      expect(above.h, seed).toBeGreaterThan(100);
      expect(solidBlackIn(await printedPixels(composition.svg), above), seed).toBeLessThan(0.002);
    }
  }, 60_000);
});

describe("Abuelita in a knitted hat", () => {
  it("hides the flower in her hair under it, leaving no black bits round the hat, seated or standing, either way round", async () => {
    // How far above her feet, in her drawing's units, the hat's ribbed brim begins: above it is its crown.
    const brims: [PartName, number][] = [
      ["abuelita-bench", 446],
      ["abuelita-hands-together", 556],
    ];
    const [ground, scale] = [1400, 1.8];
    for (const [drawing, brim] of brims)
      for (const mirror of [false, true]) {
        const drawn = figure(drawing, 512, ground, scale, mirror, { who: "Abuelita", outfit: "winter-coat" });
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${drawn.svg}</svg>`;
        const top = drawn.box.y - 80;
        const crown = { x: drawn.box.x, y: top, w: drawn.box.w, h: ground - brim * scale - top };
        expect(solidBlackIn(await printedPixels(svg), crown), `${drawing}${mirror ? ", mirrored" : ""}`).toBe(0);
      }
  }, 60_000);
});

describe("Pepita's braids", () => {
  it("end in ribbons whose tails are a piece to colour, not black blots, standing or dancing, in any dress", async () => {
    const page = (inner: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${inner}</svg>`;
    // The ribbons' tails, old (two slivers) or new (one swallowtail): the only shapes starting so under the bow.
    const tail = /^<path d="M-?[34] 2 L-?1[47] 3[024]/;
    for (const drawing of ["pepita-holding-skull", "pepita-dancing"] as PartName[])
      for (const outfit of [undefined, "sweater"] as const) {
        const drawn = figure(drawing, 512, 1400, 1.4, false, { who: "Pepita", ...(outfit ? { outfit } : {}) });
        // Where the tails are: the figure with every other shape left out.
        const tailsOnly = drawn.svg.replace(/<(path|ellipse|circle|rect)[^>]*\/>/g, (tag) => (tail.test(tag) ? tag : ""));
        const where = await toLineArtPixels(Buffer.from(page(tailsOnly)));
        const label = `${drawing} in ${outfit ?? "her everyday dress"}`;
        const printedPage = await printedPixels(page(drawn.svg));
        let tails = 0;
        for (let x0 = 0; x0 < W; x0 += 512) {
          let [left, top, right, bottom] = [W, H, -1, -1];
          for (let y = 0; y < H; y++)
            for (let x = x0; x < x0 + 512; x++)
              if (where[y * W + x] === 0) [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
          if (right < 0) continue;
          tails++;
          expect(solidBlackIn(printedPage, { x: left, y: top + 12, w: right - left + 1, h: bottom - top - 11 }), label).toBe(0);
        }
        // Dancing in her flared everyday skirt, she holds it out over her bows: they are left out.
        expect(tails, label).toBe(drawing === "pepita-dancing" && !outfit ? 0 : 2);
      }
  }, 60_000);
});

describe("solid black measured round a change", () => {
  it("gives the whole page's share, counting each pixel's 15 px square round it on both sides of the change", () => {
    const { pixels: before, ink } = framedPage();
    ink(300, 300, 40, 40);
    ink(600, 900, 8, 200);
    const after = before.slice();
    // A blot that becomes solid only with the ink already beside it, and a solid square cleared.
    for (let y = 900; y < 1100; y++) for (let x = 608; x < 616; x++) after[y * W + x] = 0;
    for (let y = 310; y < 330; y++) for (let x = 310; x < 330; x++) after[y * W + x] = 255;
    const measured = solidBlackAfterChange({ pixels: before, solid: solidBlackCount(before, W, H) }, after);
    expect(measured).toBe(solidBlackShare(after, W, H));
    expect(measured).not.toBe(solidBlackShare(before, W, H));
    expect(solidBlackAfterChange({ pixels: before, solid: solidBlackCount(before, W, H) }, before.slice())).toBe(solidBlackShare(before, W, H));
  });
});

describe("a mug of hot chocolate in Pepita's hands", () => {
  it("is a mug's size beside her hands, narrower than her head yet wide enough to colour, with no black blots on it", async () => {
    let held = 0;
    for (const id of [1, 2, 3, 4]) {
      const story = writeOfflineStory(
        {
          activityType: "Making hot chocolate",
          season: "Winter",
          pepitaRole: "Helpful",
          pepitaCustomization: { personality: ["Curious"], favoriteActivity: "", outfit: "" },
        },
        id,
      );
      for (const page of story.pages) {
        const composition = composePage({
          sceneDescription: page.sceneDescription,
          storyTitle: story.title,
          pageNumber: page.pageNumber,
          storyId: id,
          scene: page.scene!,
        });
        const mug = composition.placed.find((p) => p.kind === "prop" && p.id === "hot-chocolate" && p.on === "hands");
        const pepita = composition.placed.find((p) => p.kind === "character" && p.name === "Pepita");
        if (!mug || pepita?.kind !== "character" || !(mug.box.x > pepita.box.x && mug.box.x + mug.box.w < pepita.box.x + pepita.box.w)) continue;
        held++;
        const label = `story ${id}, page ${page.pageNumber}`;
        // Her head is about three eighths of her figure's width, braids and all.
        expect(mug.box.w, label).toBeLessThan(pepita.box.w * 0.3);
        expect(mug.box.w, label).toBeGreaterThanOrEqual(100);
        // Its body and flower between her hands (her sleeves at its sides are hers, not the mug's).
        const body = { x: mug.box.x + mug.box.w * 0.25, y: mug.box.y, w: mug.box.w * 0.5, h: mug.box.h };
        expect(solidBlackIn(await printedPixels(composition.svg), body), label).toBe(0);
      }
    }
    expect(held).toBeGreaterThan(0);
  }, 120_000);
});

describe("Pepita's ankles", () => {
  it("show her socks' cuffs as bands to colour above her shoes, not black bits, drawn small, in a dress or her everyday one", async () => {
    const page = (inner: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${inner}</svg>`;
    for (const drawing of ["pepita-holding", "pepita-arms-up", "pepita-working"] as PartName[])
      for (const outfit of [undefined, "party-dress", "dress"] as const)
        for (const scale of [1.2, 1.44]) {
          const drawn = figure(drawing, 512, 1400, scale, false, { who: "Pepita", ...(outfit ? { outfit } : {}) });
          // From above the cuffs, in her drawing's units, down to her shoes' tops.
          const at = { x: 512, ground: 1400, scale };
          const [from, to] = [bodyPoint(drawing, false, at, { x: -36, y: -52 }), bodyPoint(drawing, false, at, { x: 36, y: -26 })];
          const ankles = { x: from.x, y: from.y, w: to.x - from.x, h: to.y - from.y };
          expect(solidBlackIn(await printedPixels(page(drawn.svg)), ankles), `${drawing} in ${outfit ?? "her everyday dress"} at ${scale}`).toBe(0);
        }
  }, 120_000);
});
