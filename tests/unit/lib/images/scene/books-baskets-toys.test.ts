import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { drawingFor } from "@/lib/images/scene/basket-contents";
import { planFromText } from "@/lib/images/scene/plan-from-text";
import { PROP_ART } from "@/lib/images/scene/prop-art";
import { PROPS } from "@/lib/story-writing/scene/lexicon";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { plainRequest } from "@/tests/support/varied-requests";

// A stack of books the words name was drawn as one open book; a woven basket for the laundry or
// the toys was heaped with fruit; the toys' pages named blocks and dolls and drew neither.

const pagesOf = (activity: string, ids: number[]) => ids.flatMap((id) => writeOfflineStory(plainRequest(activity, id), id).pages.map((page) => ({ id, page })));

describe("the things the words name", () => {
  it("draws the stack of books Pepita carries to the library as closed books piled up", () => {
    const pages = pagesOf("A visit to the library", [1, 2, 3]).filter(({ page }) => /stack of books/.test(page.storyText));
    expect(pages.length).toBeGreaterThan(0);
    for (const { page } of pages) expect(page.scene!.props.map((id) => PROPS[id].art)).toContain("book-stack");
    // Four closed books, not the open one.
    expect(PROP_ART["book-stack"]().svg.match(/<rect /g)).toHaveLength(4);
  });

  it("reads a stack of books in a rewritten description as the stack alone, not an open book too", () => {
    const plan = planFromText("In the kitchen: Pepita coming in. Pepita waving hello. With a stack of books, an umbrella.");
    expect(plan.props).toContain("stack-of-books");
    expect(plan.props).not.toContain("book");
    expect(planFromText("In the bedroom: reading. With a storybook, a stack of books.").props).toEqual(expect.arrayContaining(["book", "stack-of-books"]));
  });

  it("draws a woven basket empty unless the page's words fill it with fruit", () => {
    const fruit = (svg: string) => (svg.match(/<circle /g) ?? []).length;
    expect(fruit(drawingFor("basket", { action: "tucking the dolls into their basket" }).svg)).toBe(0);
    expect(fruit(drawingFor("basket", { action: "carrying the heavy basket of oranges together" }).svg)).toBe(3);
  });

  it("draws the blocks and the dolls the toys' pages name, in English and in Spanish", () => {
    let blocks = 0;
    let dolls = 0;
    for (const activity of ["Tidying up the toys", "Recoger los juguetes"])
      for (const { id, page } of pagesOf(activity, [1, 2, 3, 4, 5, 6])) {
        const arts = page.scene!.props.map((prop) => PROPS[prop].art);
        const words = `${page.storyText} ${page.spanishText}`;
        if (/wooden blocks|bloques de madera/.test(words)) {
          blocks++;
          expect(arts, `story ${id} page ${page.pageNumber}`).toContain("blocks");
        }
        if (/\bdolls\b|muñecas/.test(words)) {
          dolls++;
          expect(arts, `story ${id} page ${page.pageNumber}`).toContain("rag-dolls");
        }
        if (arts.includes("blocks") || arts.includes("rag-dolls")) {
          const { placed } = composePage({
            sceneDescription: page.sceneDescription,
            storyTitle: "t",
            pageNumber: page.pageNumber,
            storyId: id,
            scene: page.scene!,
          });
          for (const art of ["blocks", "rag-dolls"].filter((a) => arts.includes(a as never)))
            expect(
              placed.some((p) => p.kind === "prop" && PROPS[p.id].art === art),
              `story ${id} page ${page.pageNumber}: ${art} drawn`,
            ).toBe(true);
        }
      }
    expect(blocks).toBeGreaterThan(0);
    expect(dolls).toBeGreaterThan(0);
  });
});
