import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { PROPS, spanishWithArticle } from "@/lib/story-writing/scene/lexicon";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { plainRequest } from "@/tests/support/varied-requests";

// "Weeding the garden" was told as weeding, but no drawing of weeds existed: its pages drew the
// bucket, the little shovel and a flower pot. The weeding pages now draw the weeds, on the
// ground and the page's largest thing, not a sprig lost among the others.

const weedingPages = (activity: string) =>
  [1, 2, 3, 4, 5, 6].flatMap((id) =>
    writeOfflineStory(plainRequest(activity, id), id)
      .pages.filter((page) => /\bpulling\b.*\bweeds?\b/.test(page.scene!.action))
      .map((page) => ({ id, page })),
  );

describe("the garden's weeding", () => {
  it("names the weeds in both languages", () => {
    expect(PROPS.weeds.en).toBe("weeds");
    expect(spanishWithArticle("weeds")).toBe("la hierba mala");
  });

  it.each(["Weeding the garden", "Quitar la hierba mala del jardín"])(
    "draws the weeds on the ground, large enough to colour, on the weeding pages of %j",
    (activity) => {
      const pages = weedingPages(activity);
      expect(pages.length).toBeGreaterThan(2);
      for (const { id, page } of pages) {
        const where = `story ${id} page ${page.pageNumber}`;
        expect(page.scene!.props[0], where).toBe("weeds");
        expect(page.sceneDescription, where).toContain("weeds");
        const { placed } = composePage({
          sceneDescription: page.sceneDescription,
          storyTitle: "t",
          pageNumber: page.pageNumber,
          storyId: id,
          scene: page.scene!,
        });
        const weeds = placed.find((p) => p.kind === "prop" && p.id === "weeds");
        expect(weeds, where).toBeDefined();
        if (weeds?.kind !== "prop") continue;
        expect(["floor", "in-front"], where).toContain(weeds.on);
        // As wide as a quarter of the page or more: a child can colour each leaf.
        expect(weeds.box.w, where).toBeGreaterThan(240);
      }
    },
  );
});
