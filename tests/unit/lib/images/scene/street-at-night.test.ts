import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { BACKDROPS } from "@/lib/images/scene/backdrops";
import { roomOf } from "@/lib/images/scene/composer";
import { sharedInk } from "@/lib/images/page-measures";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";
import { moreArcRequests, variedRequests } from "@/tests/support/varied-requests";
import { pageRequestOf, printedPageOf } from "@/tests/support/composed-pages";

// The walk home at night ends many stories: the same street (houses, lamp post) behind the two
// walking hand in hand across the whole page made two stories' last pages share 52% to 54% of
// their ink (the animals' care and the rainy day; the dog's bath and the cascarones).
// The lamp's head stood at one height on every street, on or over the roofs of some.

const { width: W } = PAGE_PICTURE_SIZE;
const requests = [...variedRequests(40), ...moreArcRequests()];

/** How near the street lamp's head (its shade and the glow under it) comes to a roof's ink: a ledge or a gable. */
function lampHeadToRoofs(svg: string, lamp: number): number {
  const shade = new RegExp(`<path d="M${lamp - 30} (\\d+) L${lamp + 46} \\1 L${lamp + 30} (\\d+) L${lamp - 14} \\2 Z"`).exec(svg)!;
  const glow = new RegExp(`<path d="M${lamp - 20} (\\d+) Q`).exec(svg)!;
  const head = { left: lamp - 33, right: lamp + 49, top: Number(shade[2]) - 3, bottom: Number(glow[1]) + 12 };
  const segments: { from: [number, number]; to: [number, number]; half: number }[] = [];
  for (const m of svg.matchAll(/<path d="M(-?[\d.]+) ([\d.]+) L(-?[\d.]+) \2" fill="none" stroke="#000" stroke-width="8"/g))
    if (Number(m[2]) < 900) segments.push({ from: [Number(m[1]), Number(m[2])], to: [Number(m[3]), Number(m[2])], half: 4 });
  for (const m of svg.matchAll(/<path d="M(-?[\d.]+) ([\d.]+) L(-?[\d.]+) ([\d.]+) L(-?[\d.]+) \2 Z" fill="#fff" stroke="#000" stroke-width="7"/g)) {
    const a: [number, number] = [Number(m[1]), Number(m[2])];
    const peak: [number, number] = [Number(m[3]), Number(m[4])];
    const b: [number, number] = [Number(m[5]), Number(m[2])];
    segments.push({ from: a, to: peak, half: 3.5 }, { from: peak, to: b, half: 3.5 }, { from: a, to: b, half: 3.5 });
  }
  expect(segments.length).toBeGreaterThanOrEqual(4);
  let nearest = Infinity;
  for (const { from, to, half } of segments)
    for (let t = 0; t <= 1; t += 1 / 400) {
      const [x, y] = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
      const dx = Math.max(head.left - x, 0, x - head.right);
      const dy = Math.max(head.top - y, 0, y - head.bottom);
      nearest = Math.min(nearest, Math.hypot(dx, dy) - half);
    }
  return nearest;
}

describe("each story's own street at night", () => {
  it("keeps the street lamp's head clear of every roof, on every story's street", () => {
    for (let room = 0; room < 24; room++) {
      const { svg, furniture } = BACKDROPS["street-at-night"]("night", "clear", { room });
      expect(lampHeadToRoofs(svg, furniture[0]!.x + 50), `street ${room}`).toBeGreaterThanOrEqual(10);
    }
  });

  it("draws two stories' walks home as two pages", async () => {
    expect(sharedInk(await printedPageOf(requests, 34, 10), await printedPageOf(requests, 38, 10), W)).toBeLessThan(0.5);
    expect(sharedInk(await printedPageOf(requests, 44, 10), await printedPageOf(requests, 49, 10), W)).toBeLessThan(0.5);
  }, 60_000);

  it("arranges the houses, their roofs and the lamp post differently from story to story", () => {
    const street = (story: number) => BACKDROPS["street-at-night"]("night", "clear", { room: roomOf(`story ${story}`) });
    const stories = Array.from({ length: 24 }, (_, i) => street(i + 1));
    expect(new Set(stories.map((backdrop) => backdrop.svg)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(stories.map((backdrop) => backdrop.furniture[0]!.x)).size).toBeGreaterThanOrEqual(4);
  });

  it("leaves each story's pair walking hand in hand its own share of the street", () => {
    const widths: number[] = [];
    for (let storyId = 1; storyId <= requests.length; storyId++) {
      const input = pageRequestOf(requests, storyId, 10);
      if (input.scene.setting !== "street-at-night") continue;
      const figures = composePage(input).placed.filter((p) => p.kind === "character");
      widths.push(Math.max(...figures.map((f) => f.box.x + f.box.w)) - Math.min(...figures.map((f) => f.box.x)));
    }
    expect(widths.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...widths) - Math.min(...widths)).toBeGreaterThan(0.1 * W);
  });
});
