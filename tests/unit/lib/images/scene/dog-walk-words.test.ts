import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { whiteRegions } from "@/lib/images/page-measures";
import { PROP_ART } from "@/lib/images/scene/prop-art";
import type { Composition } from "@/lib/images/scene/composer";
import { describeScene } from "@/lib/story-writing/scene/plan";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { pixelsOf, solidBlackIn } from "@/tests/support/page-pixels";
import { variedRequests } from "@/tests/support/varied-requests";

// The dog walk's page under the trees says Pepita holds Canelo's leash, and its picture gave it
// to Abuelita; the big goose that marches up to them in the park was drawn as two ducks.

type Input = Parameters<typeof composePage>[0] & { scene: NonNullable<Parameters<typeof composePage>[0]["scene"]> };

/** The dog-walk stories' pages whose words `fits`, as the illustrator is asked for them. */
function dogWalkPages(fits: (input: Input, text: string) => boolean): { input: Input; text: string }[] {
  return ["Walking the dog in the park", "Sacar a pasear al perro"].flatMap((activityType) =>
    Array.from({ length: 20 }, (_, i) => {
      const storyId = i + 1;
      const story = writeOfflineStory({ ...variedRequests(storyId)[i]!, activityType }, storyId);
      return story.pages.flatMap((page) => {
        const input = { sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene: page.scene! };
        return fits(input, page.storyText) ? [{ input, text: page.storyText }] : [];
      });
    }).flat(),
  );
}

/** Who holds Canelo's leash: the character at whose side its hand end is. */
function leashHolder(composition: Composition): string | undefined {
  const leash = /data-part="leash" data-from="([\d.]+) ([\d.]+)"/.exec(composition.svg);
  if (!leash) return undefined;
  const from = { x: Number(leash[1]), y: Number(leash[2]) };
  const at = composition.placed.flatMap((p) =>
    p.kind === "character" && from.x >= p.box.x && from.x <= p.box.x + p.box.w && from.y > p.box.y + p.box.h * 0.3 && from.y < p.box.y + p.box.h * 0.8
      ? [{ name: p.name, off: Math.abs(from.x - (p.box.x + p.box.w / 2)) }]
      : [],
  );
  return at.sort((a, b) => a.off - b.off)[0]?.name;
}

/** The page drawn from words that say `action` instead. */
const saying = (input: Input, action: string): Input => {
  const scene = { ...input.scene, action };
  return { ...input, scene, sceneDescription: describeScene(scene) };
};

describe("the dog walk drawn as its words tell it", () => {
  it("gives Canelo's leash to Pepita where the page says she holds it, walking hand in hand under the trees", () => {
    const pages = dogWalkPages((_, text) => /Pepita holding Canelo's leash/.test(text));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const { input, text } of pages) {
      expect(
        input.scene.characters.every((c) => c.pose === "walking"),
        text,
      ).toBe(true);
      const composition = composePage(input);
      expect(leashHolder(composition), text).toBe("Pepita");
      // In her free hand, not the one in Abuelita's.
      const [x, y] = /data-part="leash" data-from="([\d.]+) ([\d.]+)"/.exec(composition.svg)!.slice(1).map(Number) as [number, number];
      const clasped = composition.placed.find((p) => p.kind === "touch")!.box;
      expect(x >= clasped.x && x <= clasped.x + clasped.w && y >= clasped.y && y <= clasped.y + clasped.h, text).toBe(false);
    }
  });

  it("gives it to Abuelita where the words say she holds it, and by the usual rule where they say nobody", () => {
    const pages = dogWalkPages((_, text) => /Pepita holding Canelo's leash/.test(text)).slice(0, 6);
    for (const { input, text } of pages) {
      expect(leashHolder(composePage(saying(input, "walking hand in hand along the path under the trees, Abuelita holding Canelo's leash"))), text).toBe(
        "Abuelita",
      );
      expect(leashHolder(composePage(saying(input, "walking hand in hand along the path under the trees"))), text).toBeDefined();
    }
  });

  it("draws the goose, not ducks, where the page's words name a goose, at a size a child can colour", () => {
    const pages = [...dogWalkPages((_, text) => /\bgoose\b/.test(text)), ...dogWalkPages((input) => /\bgoose\b/.test(input.scene.action))];
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const { input, text } of pages) {
      const things = composePage(input).placed.flatMap((p) => (p.kind === "prop" ? [p] : []));
      const goose = things.find((p) => p.id === "goose");
      expect(goose, text).toBeDefined();
      expect(
        things.some((p) => p.id === "ducks"),
        text,
      ).toBe(false);
      expect(Math.min(goose!.box.w, goose!.box.h), text).toBeGreaterThan(150);
    }
  });

  it("draws a goose with a longer neck and a larger body than a duck's, in closed shapes with nothing solid black", async () => {
    const [goose, ducks] = [PROP_ART.goose(), PROP_ART.ducks()];
    // The ducks' drawing is two ducks side by side.
    expect(goose.height).toBeGreaterThanOrEqual(1.5 * ducks.height);
    expect(goose.width).toBeGreaterThan((1.8 * ducks.width) / 2);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1536"><rect width="1024" height="1536" fill="#fff"/><g transform="translate(512 1100) scale(1.2)">${goose.svg}</g></svg>`;
    const pixels = await pixelsOf(svg);
    const box = { x: 512 - goose.width * 0.6 - 20, y: 1100 - goose.height * 1.2 - 20, w: goose.width * 1.2 + 40, h: goose.height * 1.2 + 40 };
    expect(solidBlackIn(pixels, box)).toBeLessThan(0.002);
    // Its body, wing, neck, head and beak each a region to colour.
    expect(whiteRegions(pixels, 1024, 1536).count).toBeGreaterThanOrEqual(5);
  });
});
