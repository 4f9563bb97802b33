import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { INNER } from "@/lib/images/scene/layout-basics";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { moreArcRequests, variedRequests } from "@/tests/support/varied-requests";
import { pageRequestOf } from "@/tests/support/composed-pages";

// Abuelita's raised hand on the lap pages (the bedtime story's eleventh, among many), the hug's
// shoes and Pepita's braids up the ladder were drawn on or over the page's frame. A near close-up
// draws them past the frame's bottom edge on purpose, behind the edge of a table or a wall across
// it (`inFront`): only there, and only what that edge hides.

const requests = [...variedRequests(40), ...moreArcRequests()];

/** How far each character's drawing reaches past the frame's inside, by story and page, where it does. */
function outsideTheFrame(pages: { label: string; input: Parameters<typeof composePage>[0] }[]): string[] {
  return pages.flatMap(({ label, input }) => {
    const { placed, inFront } = composePage(input);
    // An edge across the whole frame, its top inside it, hides what of them is below it.
    const hides = inFront !== undefined && inFront.y < INNER.bottom && inFront.x <= INNER.left && inFront.x + inFront.w >= INNER.right;
    return placed.flatMap((p) => {
      if (p.kind !== "character") return [];
      const { x, y, w, h } = p.box;
      const past = Math.max(INNER.left - x, x + w - INNER.right, INNER.top - y, hides && y < inFront.y ? 0 : y + h - INNER.bottom);
      return past > 0 ? [`${label}: ${p.name} ${p.pose} ${past.toFixed(0)} px past the frame`] : [];
    });
  });
}

describe("the characters inside the page's frame", () => {
  it("draws every figure, raised arms and all, inside the frame on every page of varied stories", () => {
    const pages = requests.flatMap((_, i) =>
      Array.from({ length: 10 }, (__, page) => ({ label: `story ${i + 1} page ${page + 1}`, input: pageRequestOf(requests, i + 1, page + 1) })),
    );
    expect(outsideTheFrame(pages)).toEqual([]);
  }, 120_000);

  it("keeps them inside it on every page of twenty bedtime and apple-picking stories, Abuelita's lap and the ladder among them", () => {
    const pages = ["Bedtime stories", "Picking apples"].flatMap((activityType) =>
      Array.from({ length: 20 }, (_, i) => {
        const storyId = i + 1;
        const story = writeOfflineStory({ ...variedRequests(storyId)[i]!, activityType }, storyId);
        return story.pages.map((page) => ({
          label: `${activityType} ${storyId} page ${page.pageNumber}`,
          input: { sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene: page.scene! },
        }));
      }).flat(),
    );
    const posed = (pose: string) => pages.filter(({ input }) => input.scene.characters.some((c) => c.pose === pose)).length;
    expect(posed("lap")).toBeGreaterThanOrEqual(40);
    expect(posed("reaching")).toBeGreaterThanOrEqual(5);
    expect(outsideTheFrame(pages)).toEqual([]);
  }, 120_000);
});
