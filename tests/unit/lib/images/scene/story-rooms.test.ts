import { describe, expect, it } from "vitest";
import { composePage } from "@/lib/images/offline-generator";
import { BACKDROPS } from "@/lib/images/scene/backdrops";
import { roomOf } from "@/lib/images/scene/composer";
import { sharedInk } from "@/lib/images/page-measures";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";
import { variedRequests } from "@/tests/support/varied-requests";
import { printedPageOf } from "@/tests/support/composed-pages";

// Two stories in one place are two rooms, and their characters are not drawn the same twice:
// the letter's problem page and the posada's fourth page (the living room with its rug, Abuelita
// waving on the left, Pepita holding something on the right) shared 64% of their ink.

const { width: W } = PAGE_PICTURE_SIZE;
const requests = variedRequests(40);

describe("each story's own rooms", () => {
  it("draws the letter's problem page and the posada's fourth page, one place and one pose each, as two pages", async () => {
    const shared = sharedInk(await printedPageOf(requests, 20, 5), await printedPageOf(requests, 24, 4), W);
    expect(shared).toBeLessThan(0.5);
  }, 60_000);

  it("draws two stories' mornings on the patio, waving and standing proudly, as two pages", async () => {
    expect(sharedInk(await printedPageOf(requests, 9, 1), await printedPageOf(requests, 34, 4), W)).toBeLessThan(0.5);
  }, 60_000);

  it("gives the patio's window shutters in some stories and its door a little roof of its own in others", () => {
    const patios = Array.from({ length: 24 }, (_, i) => BACKDROPS.patio("morning", "clear", { room: roomOf(`story ${i + 1}`) }));
    const looks = new Set(
      patios.map((patio) => `${patio.furniture[1]!.w > 210 ? "shutters" : "bare window"}, ${patio.svg.includes(" A100 100 ") ? "arch" : "square door"}`),
    );
    expect([...looks].sort()).toEqual(["bare window, arch", "bare window, square door", "shutters, arch", "shutters, square door"]);
  });

  it("arranges the living room, the bedroom, the kitchen and the patio differently from story to story", () => {
    const stories = Array.from({ length: 24 }, (_, i) => roomOf(`story ${i + 1}`));
    const arrangements = (setting: keyof typeof BACKDROPS) => new Set(stories.map((room) => BACKDROPS[setting]("morning", "clear", { room }).svg)).size;
    for (const setting of ["living-room", "bedroom", "kitchen", "patio"] as const) expect(arrangements(setting), setting).toBeGreaterThanOrEqual(5);
    const living = stories.map((room) => BACKDROPS["living-room"]("morning", "clear", { room }));
    expect(new Set(living.map((backdrop) => backdrop.window!.x)).size).toBe(3);
    expect(new Set(living.map((backdrop) => backdrop.svg.includes("<ellipse"))).size).toBe(2);
  });

  it("stands the bedtime bed on the left in some stories and on the right in others, Abuelita at its head", () => {
    const sides = new Set<string>();
    for (const [i, request] of variedRequests(40).entries()) {
      const story = writeOfflineStory(request, i + 1);
      for (const page of story.pages) {
        if (!page.scene!.characters.some((c) => c.pose === "sleeping")) continue;
        const { placed } = composePage({
          sceneDescription: page.sceneDescription,
          storyTitle: story.title,
          pageNumber: page.pageNumber,
          storyId: i + 1,
          scene: page.scene!,
        });
        const at = (name: string) => placed.find((p) => p.kind === "character" && p.name === name)?.box;
        const [bed, abuelita] = [at("Pepita"), at("Abuelita")];
        if (bed && abuelita) sides.add(bed.x + bed.w / 2 > abuelita.x + abuelita.w / 2 ? "bed on the right" : "bed on the left");
      }
    }
    expect([...sides].sort()).toEqual(["bed on the left", "bed on the right"]);
  });
});
