import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { clothesline } from "@/lib/images/scene/prop-art";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// Laundry day's clothesline as its pages tell it: the page where one end "slipped off its hook and
// dropped to the ground" drew the line tight between its posts; the sheets hung on the line were
// drawn as a shirt, socks and a dress; the garden where they celebrate "a clothesline full of clean
// clothes" had no clothesline at all.

/** The line's two ends, in the clothesline drawing's units. */
function lineEnds(svg: string): { left: number; right: number } {
  const line = /data-part="line" d="M(-?[\d.]+) (-?[\d.]+) Q-?[\d.]+ -?[\d.]+ (-?[\d.]+) (-?[\d.]+)/.exec(svg);
  expect(line, "the line").not.toBeNull();
  return { left: Number(line![2]), right: Number(line![4]) };
}

/** The boxes of the closed shapes in a drawing, each from the points of its path. */
function closedShapes(svg: string): { w: number; h: number }[] {
  return [...svg.matchAll(/<path d="(M[^"]*Z)"/g)].map(([, d]) => {
    const numbers = (d!.match(/-?[\d.]+/g) ?? []).map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
  });
}

/** A sheet: wider than a shirt or a dress on the line, and as long as one. */
const isSheet = (shape: { w: number; h: number }) => shape.w >= 180 && shape.h >= 140;

describe("the clothesline drawing", () => {
  it("has its line's two ends on their hooks, level, and fallen has one end down on the ground", () => {
    const up = lineEnds(clothesline().svg);
    expect(up.left).toBe(up.right);
    const fallen = lineEnds(clothesline({ fallen: true }).svg);
    expect(fallen.right - fallen.left).toBeGreaterThan(700);
    expect(fallen.right).toBeGreaterThan(-40);
  });

  it("hangs sheets as two wide rectangles folded over the line, and the washing without any", () => {
    expect(closedShapes(clothesline({ hung: "sheets" }).svg).filter(isSheet)).toHaveLength(2);
    expect(closedShapes(clothesline().svg).filter(isSheet)).toHaveLength(0);
  });
});

describe("laundry day's pages", () => {
  const story = writeOfflineStory(
    {
      activityType: "Doing the laundry",
      season: "Fall",
      pepitaRole: "Helpful",
      pepitaCustomization: { personality: ["Curious"], favoriteActivity: "", outfit: "" },
    },
    7,
  );
  const page = (n: number) => story.pages[n - 1]!;
  const drawn = (n: number) =>
    composePage({ sceneDescription: page(n).sceneDescription, storyTitle: story.title, pageNumber: n, storyId: 7, scene: page(n).scene! }).svg;
  const lineGroup = (svg: string) => /<g data-part="clothesline"[^>]*>(.*?)<\/g>(?=<g|<path|<rect|<circle|<ellipse|<\/g>|$)/s.exec(svg)?.[1] ?? "";

  it("draws the line fallen at one end where it slipped off its hook, and tight again once it is tied back", () => {
    expect(page(5).storyText).toMatch(/slipped off its hook/);
    const slipped = lineEnds(drawn(5));
    expect(slipped.right - slipped.left).toBeGreaterThan(700);
    expect(page(6).storyText).toMatch(/tied it back onto the hook/);
    const tied = lineEnds(drawn(6));
    expect(tied.right).toBe(tied.left);
  });

  it("hangs sheets on the line where the words hang sheets", () => {
    expect(page(7).storyText).toMatch(/clean sheets on the line/);
    expect(page(7).spanishText).toMatch(/sábanas/);
    const svg = drawn(7);
    expect(svg).toContain('data-part="clothesline"');
    expect(closedShapes(lineGroup(svg)).filter(isSheet)).toHaveLength(2);
  });

  it("draws the clothesline full of clean clothes behind the celebration in the garden", () => {
    expect(page(8).scene!.setting).toBe("garden");
    expect(page(8).storyText).toMatch(/clothesline full of clean clothes/);
    expect(drawn(8)).toContain('data-part="clothesline"');
  });
});
