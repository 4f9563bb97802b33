import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composePage, renderPage } from "@/lib/images/offline-generator";
import { PEN_TIP, regionsAlongBottom } from "@/lib/images/page-measures";
import { faceOf } from "@/lib/images/scene/composer";
import { INNER, PAGE_HEIGHT as H, PAGE_WIDTH as W } from "@/lib/images/scene/layout-basics";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import type { Pose, ScenePlan } from "@/lib/story-writing/scene/plan";
import type { PageImageRequest } from "@/lib/story-writing/types";
import { moreArcRequests, variedRequests } from "@/tests/support/varied-requests";

// A close-up of Pepita on Abuelita's lap drew the two only a little larger than a medium view, so
// it did not read as a close-up; drawn nearer, the frame's bottom edge cut their hems, shoes and
// legs into strips thinner than a pen tip. They come near now behind the edge of a table, a
// counter or a garden wall across the bottom of the frame, which hides all of them below it.

const requests = [...variedRequests(40), ...moreArcRequests()];

type Page = { label: string; input: PageImageRequest & { scene: ScenePlan } };

/** The close-ups of the bench's 56 stories with Pepita in the pose. */
const closeUps = (pose: Pose): Page[] =>
  requests.flatMap((request, i) => {
    const storyId = i + 1;
    const story = writeOfflineStory(request, storyId);
    return story.pages.flatMap((page) =>
      page.scene!.framing === "close-up" && page.scene!.characters.some((c) => c.name === "Pepita" && c.pose === pose)
        ? [
            {
              label: `story ${storyId} page ${page.pageNumber}`,
              input: { sceneDescription: page.sceneDescription, storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene: page.scene! },
            },
          ]
        : [],
    );
  });

const pixels = async (svg: string) => new Uint8Array(await sharp(Buffer.from(svg)).extractChannel(0).raw().toBuffer());

/** The page's svg with nothing inside the frame but the edge in front of them. */
function edgeAlone(svg: string): string {
  const inside = svg.indexOf('<g clip-path="url(#page)">') + '<g clip-path="url(#page)">'.length;
  const edge = svg.indexOf('<g data-part="near-edge">');
  const edgeEnd = svg.indexOf("</g>", edge) + "</g>".length;
  const insideEnd = svg.lastIndexOf('</g><rect x="48" y="48"');
  return svg.slice(0, inside) + svg.slice(edge, edgeEnd) + svg.slice(insideEnd);
}

describe("a near close-up", () => {
  const lap = closeUps("lap");

  it("draws Pepita near: her face at least 13% of the page tall (11-12% side by side)", () => {
    expect(lap.length).toBeGreaterThanOrEqual(40);
    for (const { label, input } of lap) {
      const pepita = composePage(input).placed.find((p) => p.kind === "character" && p.name === "Pepita");
      expect(pepita?.kind, label).toBe("character");
      if (pepita?.kind === "character") expect(faceOf(pepita).h / H, label).toBeGreaterThanOrEqual(0.13);
    }
  });

  it("has an edge across the whole frame in front of them, above every line of theirs that would reach the frame's bottom", () => {
    for (const { label, input } of lap) {
      const { placed, inFront } = composePage(input);
      expect(inFront, label).toBeDefined();
      expect(inFront!.x, label).toBeLessThanOrEqual(INNER.left);
      expect(inFront!.x + inFront!.w, label).toBeGreaterThanOrEqual(INNER.right);
      // Its top stands well inside the frame: what is under it to the frame is a part of it to colour.
      expect(inFront!.y, label).toBeLessThan(INNER.bottom - 120);
      for (const p of placed) if (p.kind === "character") expect(p.box.y, `${label} ${p.name}`).toBeLessThan(inFront!.y);
    }
  });

  it("shows nothing of them below the edge's top, and leaves no strip along the frame's bottom thinner than a pen tip", async () => {
    // The lap pages of the first sixteen stories.
    for (const { label, input } of lap.filter(({ input }) => input.storyId! <= 16)) {
      const { png, composition } = await renderPage(input);
      const printed = new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
      const thinnest = Math.min(...regionsAlongBottom(printed, W, H).map((region) => region.thickness));
      expect(thinnest, label).toBeGreaterThanOrEqual(PEN_TIP);
      // Below the edge's top band the page is the edge's own drawing, ink for ink.
      const [page, edge] = await Promise.all([pixels(composition.svg), pixels(edgeAlone(composition.svg))]);
      let differ = 0;
      for (let y = Math.ceil(composition.inFront!.y + 60); y < INNER.bottom; y++)
        for (let x = INNER.left; x < INNER.right; x++) if (page[y * W + x]! < 128 !== edge[y * W + x]! < 128) differ++;
      expect(differ, label).toBe(0);
    }
  }, 240_000);
});
