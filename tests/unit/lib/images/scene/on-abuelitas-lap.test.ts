import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { sharedInk } from "@/lib/images/page-measures";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";
import { variedRequests } from "@/tests/support/varied-requests";
import { pageRequestOf, printedPageOf } from "@/tests/support/composed-pages";

// Pepita on Abuelita's lap was drawn one way only, Abuelita on the left: the garden's and the
// patio's ninth pages of two stories made one after another shared 51% of their ink.

const { width: W } = PAGE_PICTURE_SIZE;
const requests = variedRequests(40);

describe("Pepita on Abuelita's lap", () => {
  it("draws two stories' quiet pages on her lap as two pages", async () => {
    expect(sharedInk(await printedPageOf(requests, 2, 9), await printedPageOf(requests, 3, 9), W)).toBeLessThan(0.5);
  }, 60_000);

  it("sits right of her on the page in some stories and left of her in others", () => {
    const sides = new Set<string>();
    for (let storyId = 1; storyId <= requests.length; storyId++)
      for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
        const input = pageRequestOf(requests, storyId, pageNumber);
        if (!input.scene.characters.some((c) => c.pose === "lap")) continue;
        const { placed } = composePage(input);
        const at = (name: string) => placed.find((p) => p.kind === "character" && p.name === name)!.box;
        const [pepita, abuelita] = [at("Pepita"), at("Abuelita")];
        sides.add(pepita.x + pepita.w / 2 > abuelita.x + abuelita.w / 2 ? "right of her on the page" : "left of her on the page");
      }
    expect([...sides].sort()).toEqual(["left of her on the page", "right of her on the page"]);
  });
});
