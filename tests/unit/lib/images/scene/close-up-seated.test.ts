import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composePage, renderPage } from "@/lib/images/offline-generator";
import { solidBlackShare, whiteRegions } from "@/lib/images/page-measures";
import type { Box } from "@/lib/images/scene/backdrops";
import { onTwoChairs, overlapsInCloseUp } from "@/lib/images/scene/close-up";
import { faceOf, type Composition, type Placed } from "@/lib/images/scene/composer";
import { INNER } from "@/lib/images/scene/layout-basics";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { describeScene, type ScenePlan } from "@/lib/story-writing/scene/plan";
import type { PageImageRequest } from "@/lib/story-writing/types";
import { moreArcRequests, variedRequests } from "@/tests/support/varied-requests";

// The bedroom's "one last moment… before bed", both on two chairs, was drawn as small as its
// medium view though its page asked for a close-up: it now comes near, Pepita's chair a step in
// front of Abuelita's and the frame cutting below their seats. One working at the table while the
// other stands cannot come near without the table going between them, so that page is honestly
// its medium view.

const W = 1024;
const H = 1536;

type Character = Extract<Placed, { kind: "character" }>;
const character = (page: Composition, name: "Abuelita" | "Pepita") => page.placed.find((p): p is Character => p.kind === "character" && p.name === name)!;
const overlaps = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
const inside = (box: Box) => box.x >= INNER.left && box.x + box.w <= INNER.right && box.y >= INNER.top && box.y + box.h <= INNER.bottom;

const requests = [...variedRequests(40), ...moreArcRequests()];

/** The close-ups of two characters in the given poses across the varied stories. */
function closeUpsOf(fits: (plan: ScenePlan) => boolean): { label: string; request: PageImageRequest }[] {
  return requests.flatMap((request, i) => {
    const story = writeOfflineStory(request, i + 1);
    return story.pages.flatMap((page) => {
      const scene = page.scene!;
      if (scene.framing !== "close-up" || !fits(scene)) return [];
      return [
        {
          label: `${request.activityType}, story ${i + 1} page ${page.pageNumber}`,
          request: { sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId: i + 1, scene },
        },
      ];
    });
  });
}

function asMedium(request: PageImageRequest): PageImageRequest {
  const scene: ScenePlan = { ...request.scene!, framing: "medium" };
  return { ...request, scene, sceneDescription: describeScene(scene) };
}

const seated = closeUpsOf((plan) => plan.characters.length === 2 && plan.characters.every((c) => c.pose === "sitting"));
const working = closeUpsOf(
  (plan) => plan.characters.length === 2 && plan.characters.some((c) => c.pose === "working") && plan.characters.some((c) => c.pose === "standing"),
);

describe("a close-up of the two sitting on two chairs", () => {
  it("is found in the varied stories, the bedroom's last moment before bed among them", () => {
    expect(seated.length).toBeGreaterThanOrEqual(4);
    expect(seated.every(({ request }) => onTwoChairs(request.scene!) && overlapsInCloseUp(request.scene!))).toBe(true);
    expect(seated.some(({ request }) => request.scene!.setting === "bedroom" && /before bed/.test(request.scene!.action))).toBe(true);
  });

  it("draws both at least 1.4 times their medium-view size, overlapping, both faces clear and inside the frame, cut below", () => {
    for (const { label, request } of seated) {
      const near = composePage(request);
      const medium = composePage(asMedium(request));
      for (const name of ["Abuelita", "Pepita"] as const)
        expect(character(near, name).box.h / character(medium, name).box.h, `${label}: ${name}`).toBeGreaterThanOrEqual(1.4);
      const [abuelita, pepita] = [character(near, "Abuelita"), character(near, "Pepita")];
      expect(overlaps(abuelita.box, pepita.box), label).toBe(true);
      expect(overlaps(faceOf(abuelita), pepita.box), label).toBe(false);
      for (const who of [abuelita, pepita]) expect(inside(faceOf(who)), `${label}: ${who.name}'s face`).toBe(true);
      for (const p of near.placed)
        if (p.kind === "prop" && p.id !== request.scene!.props[0])
          expect(overlaps(p.box, faceOf(abuelita)) || overlaps(p.box, faceOf(pepita)), `${label}: ${p.id}`).toBe(false);
      expect(pepita.box.y + pepita.box.h, label).toBeGreaterThan(INNER.bottom);
    }
  });

  it("keeps the key object whole, clear of their faces and as large as the medium view draws it", () => {
    for (const { label, request } of seated) {
      const key = request.scene!.props[0]!;
      const near = composePage(request);
      const held = near.placed.find((p) => p.kind === "prop" && p.id === key)!;
      const before = composePage(asMedium(request)).placed.find((p) => p.kind === "prop" && p.id === key)!;
      expect(inside(held.box), `${label}: ${key}`).toBe(true);
      expect(held.box.w * held.box.h, `${label}: ${key}`).toBeGreaterThanOrEqual(before.box.w * before.box.h * 0.99);
      for (const name of ["Abuelita", "Pepita"] as const) expect(overlaps(held.box, faceOf(character(near, name))), `${label}: ${key}`).toBe(false);
    }
  });

  it("comes near on every such page of forty bedtime stories, those about the lamp on the shelf among them", () => {
    const pages = Array.from({ length: 40 }, (_, i) => {
      const storyId = 60 + i;
      const story = writeOfflineStory({ ...requests[storyId % requests.length]!, activityType: "Bedtime stories" }, storyId);
      return story.pages.flatMap((page) => {
        const scene = page.scene!;
        if (scene.framing !== "close-up" || scene.characters.length !== 2 || !scene.characters.every((c) => c.pose === "sitting")) return [];
        return [
          {
            label: `bedtime story ${storyId} page ${page.pageNumber}`,
            request: { sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene },
          },
        ];
      });
    }).flat();
    expect(pages.filter(({ request }) => request.scene.props[0] === "lamp").length).toBeGreaterThanOrEqual(2);
    for (const { label, request } of pages) {
      const near = composePage(request);
      expect(character(near, "Pepita").box.h / character(composePage(asMedium(request)), "Pepita").box.h, label).toBeGreaterThanOrEqual(1.4);
      expect(character(near, "Pepita").box.y + character(near, "Pepita").box.h, label).toBeGreaterThan(INNER.bottom);
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
    for (const { label, request } of seated.slice(0, 3)) {
      const [near, medium] = [await printed(request), await printed(asMedium(request))];
      expect(whiteRegions(near, W, H).largestShare, label).toBeLessThan(1 / 3);
      expect(solidBlackShare(near, W, H), label).toBeLessThanOrEqual(solidBlackShare(medium, W, H) + 0.004);
    }
  }, 240_000);
});

describe("a close-up of one working at the table while the other stands", () => {
  it("is drawn as its medium view, not as a medium view passed off as near", () => {
    expect(working.length).toBeGreaterThanOrEqual(4);
    for (const { label, request } of working) {
      expect(overlapsInCloseUp(request.scene!), label).toBe(false);
      expect(composePage(request).svg, label).toBe(composePage(asMedium(request)).svg);
    }
  });
});
