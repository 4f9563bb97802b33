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

const { width: W } = PAGE_PICTURE_SIZE;
const requests = [...variedRequests(40), ...moreArcRequests()];

describe("each story's own street at night", () => {
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
