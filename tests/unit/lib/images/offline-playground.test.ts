import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composePage, renderPage } from "@/lib/images/offline-generator";
import { solidBlackShare, whiteRegions } from "@/lib/images/page-measures";
import { composeScene, type Composition, type Placed } from "@/lib/images/scene/composer";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import type { PageImageRequest } from "@/lib/story-writing/types";
import { variedRequests } from "@/tests/support/varied-requests";

// The playground as a child colouring it sees it: Pepita sitting on the swing's seat under the
// beam, Abuelita pushing her; Pepita at the top of the slide, Abuelita at its foot; the swing set
// and the slide standing on the grass, drawn in regions to colour with nothing solid black.

const W = 1024;
const H = 1536;

type Page = { text: string; request: PageImageRequest; composition: Composition };

function pagesOf(activity: string, stories = 10): Page[] {
  return Array.from({ length: stories }, (_, i) => i + 1).flatMap((storyId) => {
    const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: activity }, storyId);
    return story.pages.map((page) => {
      const request = { sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene: page.scene! };
      return { text: page.storyText, request, composition: composePage(request) };
    });
  });
}

const character = (page: Page, name: string) =>
  page.composition.placed.find((p) => p.kind === "character" && p.name === name) as Extract<Placed, { kind: "character" }>;
const prop = (page: Page, id: string) => page.composition.placed.find((p) => p.kind === "prop" && p.id === id) as Extract<Placed, { kind: "prop" }> | undefined;

describe("the playground's pictures", () => {
  const swings = pagesOf("Playing on the swings").filter((page) => /\bPepita (sat on the swing|was swinging)\b/.test(page.text));
  const slides = pagesOf("Going down the slide").filter((page) => /\bsat at the very top\b/.test(page.text));

  it("seats Pepita on the swing's seat under its beam, her feet off the grass, the swing set standing on it", () => {
    expect(swings.length).toBeGreaterThan(3);
    for (const page of swings) {
      expect(page.composition.svg, page.text).toContain('<g data-part="swing-set">');
      const frame = prop(page, "swing-set")!;
      const pepita = character(page, "Pepita");
      expect(pepita.pose).toBe("sitting");
      expect(frame.on).toBe("floor");
      // The frame's feet on the ground its page stands on.
      expect(frame.box.y + frame.box.h).toBeCloseTo(frame.foot!.y, 0);
      // Between its legs and under its beam, her feet hanging above the grass.
      expect(pepita.box.x).toBeGreaterThan(frame.box.x);
      expect(pepita.box.x + pepita.box.w).toBeLessThan(frame.box.x + frame.box.w);
      expect(pepita.box.y).toBeGreaterThan(frame.box.y + 60);
      expect(pepita.box.y + pepita.box.h).toBeLessThan(frame.foot!.y - 20);
      // Large on the page: the frame as wide as most of it, Pepita a child's size on it.
      expect(frame.box.w).toBeGreaterThan(W * 0.7);
      expect(pepita.box.h).toBeGreaterThan(280);
    }
  });

  it("draws Abuelita's hand on Pepita's back where she pushes the swing, and her hands together where she claps", () => {
    const pushed = swings.filter((page) => /Abuelita pushed her/.test(page.text));
    const clapped = swings.filter((page) => /Abuelita clapped/.test(page.text));
    expect(pushed.length).toBeGreaterThan(0);
    expect(clapped.length).toBeGreaterThan(0);
    for (const page of pushed) {
      const [hand] = character(page, "Abuelita").hands ?? [];
      const pepita = character(page, "Pepita").box;
      expect(hand, page.text).toBeDefined();
      expect(hand!.x).toBeGreaterThanOrEqual(pepita.x);
      expect(hand!.x).toBeLessThanOrEqual(pepita.x + pepita.w);
      expect(hand!.y).toBeGreaterThan(pepita.y);
      expect(hand!.y).toBeLessThan(pepita.y + pepita.h);
    }
    for (const page of clapped) expect(character(page, "Abuelita").hands).toBeUndefined();
  });

  it("seats Pepita at the top of the slide and Abuelita at the foot of its chute, the slide on the grass", () => {
    expect(slides.length).toBeGreaterThan(3);
    for (const page of slides) {
      expect(page.composition.svg).toContain('<g data-part="slide">');
      const slide = prop(page, "slide")!;
      const pepita = character(page, "Pepita").box;
      const abuelita = character(page, "Abuelita").box;
      expect(slide.on).toBe("floor");
      expect(slide.box.y + slide.box.h).toBeCloseTo(slide.foot!.y, 0);
      // Up on its platform, more than halfway up the slide, over its ladder side.
      expect(pepita.y + pepita.h).toBeLessThan(slide.box.y + slide.box.h * 0.45);
      expect(pepita.x).toBeGreaterThanOrEqual(slide.box.x - 40);
      expect(pepita.x + pepita.w).toBeLessThanOrEqual(slide.box.x + slide.box.w + 40);
      // Abuelita on the grass at the chute's end, on the other side from Pepita.
      expect(abuelita.y + abuelita.h).toBeCloseTo(slide.foot!.y, 0);
      const [p, a, s] = [pepita.x + pepita.w / 2, abuelita.x + abuelita.w / 2, slide.box.x + slide.box.w / 2];
      expect(Math.sign(a - s)).toBe(-Math.sign(p - s));
    }
  });

  it("stands the swing set or the slide on the grass behind the characters where nobody is on it, about as tall as Abuelita", () => {
    const behind = [...pagesOf("Playing on the swings"), ...pagesOf("Going down the slide")].filter((page) =>
      page.composition.placed.some((p) => p.kind === "prop" && (p.id === "swing-set" || p.id === "slide") && p.on === "behind"),
    );
    expect(behind.length).toBeGreaterThan(0);
    for (const page of behind) {
      const thing = page.composition.placed.find((p) => p.kind === "prop" && p.on === "behind") as Extract<Placed, { kind: "prop" }>;
      expect(thing.box.y + thing.box.h).toBeCloseTo(thing.foot!.y, 0);
      // As tall as Abuelita, or nearly where the page is too narrow for more, and over Pepita's head.
      expect(thing.box.h).toBeGreaterThan(character(page, "Abuelita").box.h * 0.9);
      expect(thing.box.y).toBeLessThan(character(page, "Pepita").box.y);
    }
  });

  it("stands the cast either side of a slide nobody is on, so little of it is behind them, and the ball that rolled under it lies on the grass under it", () => {
    const pages = [...pagesOf("Playing at the playground", 12), ...pagesOf("Going down the slide", 6), ...pagesOf("Jugar en los juegos del parque", 6)].filter(
      (page) => page.composition.placed.some((p) => p.kind === "prop" && p.id === "slide" && p.on === "behind"),
    );
    const rolledUnder = pages.filter((page) => /\bunder the slide\b/.test(page.request.scene!.action));
    expect(pages.length).toBeGreaterThan(8);
    expect(rolledUnder.length).toBeGreaterThan(2);
    for (const page of pages) {
      const slide = prop(page, "slide")!.box;
      const behind = page.composition.placed
        .filter((p) => p.kind === "character")
        .reduce(
          (sum, p) =>
            sum +
            Math.max(0, Math.min(slide.x + slide.w, p.box.x + p.box.w) - Math.max(slide.x, p.box.x)) *
              Math.max(0, Math.min(slide.y + slide.h, p.box.y + p.box.h) - Math.max(slide.y, p.box.y)),
          0,
        );
      expect(behind / (slide.w * slide.h), page.text).toBeLessThan(0.15);
    }
    for (const page of rolledUnder) {
      const slide = prop(page, "slide")!;
      const ball = prop(page, "ball")!;
      expect(ball.on, page.text).toBe("floor");
      // Between the slide's sides, on the grass its feet stand on, well under its platform.
      expect(ball.box.x, page.text).toBeGreaterThan(slide.box.x);
      expect(ball.box.x + ball.box.w, page.text).toBeLessThan(slide.box.x + slide.box.w);
      expect(ball.box.y + ball.box.h, page.text).toBeCloseTo(slide.foot!.y, 0);
      expect(ball.box.y, page.text).toBeGreaterThan(slide.box.y + slide.box.h * 0.5);
      expect(ball.box.w, page.text).toBeGreaterThan(90);
    }
  });

  it("keeps the whole swing set and slide, feet and all, inside the frame in a close-up", () => {
    const closeUp = (props: ScenePlan["props"], action: string): ScenePlan => ({
      setting: "park",
      timeOfDay: "afternoon",
      weather: "sunny",
      characters: [
        { name: "Abuelita", pose: "standing" },
        { name: "Pepita", pose: "sitting" },
      ],
      props,
      framing: "close-up",
      action,
    });
    for (const [plan, id] of [
      [closeUp(["swing-set"], "Pepita on the swing while Abuelita pushes her"), "swing-set"],
      [closeUp(["slide"], "Pepita sitting at the top of the slide"), "slide"],
    ] as const) {
      const page = { text: plan.action, request: {} as PageImageRequest, composition: composeScene(plan, "close\n1") };
      const thing = prop(page, id)!;
      expect(thing.box.y, id).toBeGreaterThan(60);
      expect(thing.box.y + thing.box.h, id).toBeLessThan(1476);
    }
  });

  it("draws the swing and the slide pages a child can colour: no region over a third of the page, nothing solid black", async () => {
    for (const page of [swings[0]!, slides[0]!]) {
      const { png } = await renderPage(page.request);
      const pixels = new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
      expect(solidBlackShare(pixels, W, H), page.text).toBeLessThan(0.01);
      expect(whiteRegions(pixels, W, H).largestShare, page.text).toBeLessThan(1 / 3);
    }
  }, 60_000);
});
