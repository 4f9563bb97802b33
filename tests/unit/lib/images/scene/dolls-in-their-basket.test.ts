import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { drawingFor } from "@/lib/images/scene/basket-contents";
import { PROP_ART } from "@/lib/images/scene/prop-art";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { plainRequest } from "@/tests/support/varied-requests";

// "Pepita tucked the dolls into their basket" drew the rag dolls standing beside an empty basket.
// The basket is drawn with the dolls in it, their heads over the rim, and they are not drawn again.

/** The standing rag doll's dress, drawn only where the dolls stand on their own. */
const STANDING_DOLL = "M-40 -100 L40 -100 L58 -8";

describe("the dolls tucked into their basket", () => {
  it("draws the dolls' heads in the basket only when the page tucks them into it", () => {
    const heads = (svg: string) => (svg.match(/r="42"/g) ?? []).length;
    expect(heads(drawingFor("basket", { action: "tucking the dolls into their basket", props: ["basket", "rag-dolls"] }).svg)).toBe(2);
    expect(heads(drawingFor("basket", { action: "carrying the laundry basket", props: ["basket", "rag-dolls"] }).svg)).toBe(0);
    expect(drawingFor("basket", { action: "tucking the dolls into their basket" }).svg).toBe(PROP_ART.basket().svg);
  });

  it.each(["Tidying up the toys", "Recoger los juguetes"])("draws the dolls in their basket on the pages of %j that tuck them in", (activity) => {
    let pages = 0;
    for (const id of [1, 2, 4, 6]) {
      const story = writeOfflineStory(plainRequest(activity, id), id);
      for (const page of story.pages.filter((p) => /dolls into their basket/.test(p.scene!.action))) {
        pages++;
        const where = `story ${id} page ${page.pageNumber}`;
        const { svg, placed } = composePage({
          sceneDescription: page.sceneDescription,
          storyTitle: "t",
          pageNumber: page.pageNumber,
          storyId: id,
          scene: page.scene!,
        });
        const boxOf = (art: string) => placed.find((p) => p.kind === "prop" && PROPS[p.id].art === art)?.box;
        expect(boxOf("rag-dolls"), where).toBeDefined();
        expect(boxOf("rag-dolls"), where).toEqual(boxOf("basket"));
        expect(svg, where).not.toContain(STANDING_DOLL);
      }
    }
    expect(pages).toBeGreaterThan(0);
  });
});
