import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composePage, renderPage } from "@/lib/images/offline-generator";
import { solidBlackShare, whiteRegions } from "@/lib/images/page-measures";
import type { Box } from "@/lib/images/scene/backdrops";
import { closeUpPair, type CloseUpFigure } from "@/lib/images/scene/close-up";
import { composeScene, faceOf, type Composition, type Placed } from "@/lib/images/scene/composer";
import { INNER } from "@/lib/images/scene/layout-basics";
import { partAtOrigin } from "@/lib/images/scene/prop-art";
import type { PartName } from "@/lib/images/scene/story-parts";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { describeScene, type ScenePlan } from "@/lib/story-writing/scene/plan";
import type { PageImageRequest } from "@/lib/story-writing/types";
import { patioPlan } from "@/tests/support/fixtures/scene-plan";
import { pixelsOf } from "@/tests/support/page-pixels";
import { variedRequests } from "@/tests/support/varied-requests";

// A close-up of the two standing together comes near: both drawn half as large again as the same
// page's medium view, Pepita a step in front of Abuelita's side and hiding what she covers of her,
// Abuelita's face clear above Pepita's head, what Pepita holds whole and as large as ever, and
// nothing on the floor, which is out of sight below the frame.

const W = 1024;
const H = 1536;

type Character = Extract<Placed, { kind: "character" }>;
const character = (page: Composition, name: "Abuelita" | "Pepita") => page.placed.find((p): p is Character => p.kind === "character" && p.name === name)!;
const overlapWidth = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
const overlaps = (a: Box, b: Box) => overlapWidth(a, b) > 0 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0;
const inside = (box: Box) => box.x >= INNER.left && box.x + box.w <= INNER.right && box.y >= INNER.top && box.y + box.h <= INNER.bottom;
const ON_THE_FLOOR = ["floor", "stand", "in-front", "under", "blanket", "crate"];

/** The drawings a standing figure is drawn from. */
const STANDING: Record<Character["name"], PartName[]> = { Abuelita: ["abuelita-hands-together", "abuelita-bag"], Pepita: ["pepita-holding-skull"] };

/** The scale a standing figure is drawn at, from her box: her drawing is the one whose shape the box has. */
function scaleOf(who: Character): number {
  const [part] = STANDING[who.name]
    .map((drawing) => partAtOrigin(drawing))
    .sort((a, b) => Math.abs(a.width / a.height - who.box.w / who.box.h) - Math.abs(b.width / b.height - who.box.w / who.box.h));
  return who.box.h / part!.height;
}

/** The close-ups of the two standing in twenty varied stories, each with its request. */
const closeUps: { label: string; request: PageImageRequest }[] = variedRequests(20).flatMap((request, i) => {
  const story = writeOfflineStory(request, i + 1);
  return story.pages.flatMap((page) => {
    const scene = page.scene!;
    if (scene.framing !== "close-up" || scene.characters.length !== 2 || !scene.characters.every((c) => c.pose === "standing")) return [];
    return [
      {
        label: `${request.activityType}, story ${i + 1} page ${page.pageNumber}`,
        request: { sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId: i + 1, scene },
      },
    ];
  });
});

/** The same page seen from a medium distance. */
function asMedium(request: PageImageRequest): PageImageRequest {
  const scene: ScenePlan = { ...request.scene!, framing: "medium" };
  return { ...request, scene, sceneDescription: describeScene(scene) };
}

/** Whether the page's key object stands on the floor, out of a close-up's sight. */
const keyOnTheFloor = (page: Composition, plan: ScenePlan) =>
  page.placed.some((p) => p.kind === "prop" && p.id === plan.props[0] && ON_THE_FLOOR.includes(p.on));

/** The close-ups drawn near: those whose key object is not on the floor. */
const drawnNear = closeUps.filter(({ request }) => !keyOnTheFloor(composePage(request), request.scene!));

describe("a close-up of the two standing", () => {
  it("is found in the varied stories", () => {
    expect(drawnNear.length).toBeGreaterThanOrEqual(8);
  });

  it("shows a key object that stands on the floor in a medium view instead, whole", () => {
    // The tin tub gathered in the kitchen, and the neighbour's puppy they chase.
    for (const [setting, props] of [
      ["kitchen", ["washtub", "towel", "rubber-duck"]],
      ["living-room", ["puppy"]],
    ] as const)
      for (const page of [3, 5]) {
        const plan = patioPlan({ setting, props: [...props], framing: "close-up" });
        const near = composeScene(plan, `story 38\n${page}`, 38 + page, { story: "story 38", page });
        const medium = composeScene({ ...plan, framing: "medium" }, `story 38\n${page}`, 38 + page, { story: "story 38", page });
        expect(keyOnTheFloor(near, plan), `${setting}, page ${page}`).toBe(true);
        expect(near.svg, `${setting}, page ${page}`).toBe(medium.svg);
        expect(inside(near.placed.find((p) => p.kind === "prop" && p.id === props[0])!.box), `${setting}, page ${page}`).toBe(true);
      }
  });

  it("draws both at least 1.4 times their medium-view size, overlapping, both faces in sight", () => {
    for (const { label, request } of drawnNear) {
      const near = composePage(request);
      const medium = composePage(asMedium(request));
      const [abuelita, pepita] = [character(near, "Abuelita"), character(near, "Pepita")];
      for (const name of ["Abuelita", "Pepita"] as const)
        expect(scaleOf(character(near, name)) / scaleOf(character(medium, name)), `${label}: ${name}`).toBeGreaterThanOrEqual(1.4);
      expect(overlapWidth(abuelita.box, pepita.box), label).toBeGreaterThan(0.2 * Math.min(abuelita.box.w, pepita.box.w));
      // Pepita is in front: her head stays below Abuelita's chin, and both faces are inside the frame.
      expect(overlaps(faceOf(abuelita), pepita.box), label).toBe(false);
      for (const who of [abuelita, pepita]) expect(inside(faceOf(who)), `${label}: ${who.name}'s face`).toBe(true);
      // Seen from above the knees: the frame cuts them below.
      expect(pepita.box.y + pepita.box.h, label).toBeGreaterThan(INNER.bottom);
    }
  });

  it("keeps the key object whole and as large as the medium view draws it, and nothing on the floor", () => {
    for (const { label, request } of drawnNear) {
      const near = composePage(request);
      const key = request.scene!.props[0]!;
      const held = near.placed.find((p) => p.kind === "prop" && p.id === key);
      expect(held, `${label}: ${key}`).toBeDefined();
      expect(inside(held!.box), `${label}: ${key}`).toBe(true);
      const before = composePage(asMedium(request)).placed.find((p) => p.kind === "prop" && p.id === key)!;
      expect(held!.box.w * held!.box.h, `${label}: ${key}`).toBeGreaterThanOrEqual(before.box.w * before.box.h * 0.99);
      for (const p of near.placed) if (p.kind === "prop") expect(ON_THE_FLOOR, `${label}: ${p.id}`).not.toContain(p.on);
    }
  });

  it("prints them colourable: no region over a third of the page and no more solid black than the medium view beyond their larger eyes", async () => {
    const printed = async (request: PageImageRequest) =>
      new Uint8Array(
        await sharp((await renderPage(request)).png)
          .extractChannel(0)
          .raw()
          .toBuffer(),
      );
    for (const { label, request } of drawnNear.slice(0, 4)) {
      const [near, medium] = [await printed(request), await printed(asMedium(request))];
      expect(whiteRegions(near, W, H).largestShare, label).toBeLessThan(1 / 3);
      expect(solidBlackShare(near, W, H), label).toBeLessThanOrEqual(solidBlackShare(medium, W, H) + 0.004);
    }
  }, 240_000);
});

describe("the figure in front", () => {
  it("hides the one behind where it stands: no line of hers crosses it", async () => {
    const part = (name: "Abuelita" | "Pepita", drawing: PartName, mirror: boolean): CloseUpFigure => {
      const { width, height } = partAtOrigin(drawing, mirror);
      return { name, pose: "standing", drawing, width, height, mirror };
    };
    for (const [abuelita, first] of [
      ["abuelita-hands-together", "Pepita"],
      ["abuelita-bag", "Abuelita"],
    ] as const) {
      const pair = [part("Abuelita", abuelita, first === "Pepita"), part("Pepita", "pepita-holding-skull", first !== "Pepita")];
      const cast = closeUpPair(first === "Pepita" ? [pair[1]!, pair[0]!] : [pair[0]!, pair[1]!], 1.3, 512, (who) => ({ who }), new Map());
      const [back, , front] = cast.layers;
      const page = (body: string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${body}</svg>`;
      const both = await pixelsOf(page(back! + front!));
      const alone = await pixelsOf(page(front!));
      // Where the front figure's drawing is, lines and fills alike, with a little room for the edges' grey.
      const shape = await pixelsOf(page(front!.replaceAll('fill="#fff"', 'fill="#000"').replace(/stroke-width="[\d.]+"/g, 'stroke-width="2"')));
      let crossing = 0;
      let within = 0;
      for (let y = 3; y < H - 3; y++)
        for (let x = 3; x < W - 3; x++) {
          const deep = [-3, 0, 3].every((dy) => [-3, 0, 3].every((dx) => shape[(y + dy) * W + x + dx]! < 128));
          if (!deep) continue;
          within++;
          if (both[y * W + x]! < 128 !== alone[y * W + x]! < 128) crossing++;
        }
      expect(within, abuelita).toBeGreaterThan(50_000);
      expect(crossing / within, abuelita).toBeLessThan(0.001);
    }
  });
});
