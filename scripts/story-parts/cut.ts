import { readFileSync } from "node:fs";
import path from "node:path";
import { inkBounds, type Bounds } from "@/scripts/story-parts/ink-bounds";
import sources from "@/scripts/story-parts/sources.json";

// The offline illustrator's drawn parts, cut out of the built-in story's hand-drawn scenes
// (public/original-story/*.svg) so generated pages draw the same Abuelita and Pepita in the same
// hand. A part is one of a scene's top-level groups, kept as the scene writes it, with the box it
// covers in that scene's 850x1100 page. `npm run art:parts` writes them to
// lib/images/scene/story-parts.json, one element a line.

/**
 * Where each part is in scripts/story-parts/sources.json, in the order the parts are written:
 * - `group`: the part's transform in its scene. Where a scene has two groups at one place, `nth`
 *   says which: Pepita working is the first (the second is her arms, drawn after the table so they
 *   lie on it) and Pepita sleeping the second (the first is her braids spread on the pillow).
 * - `box`, for four parts: the box measured before this script existed, from a rendering, in which
 *   the right-hand column these parts reach into by just over a tenth of a pixel fell outside.
 *   Kept so the pages drawn with them do not move by a pixel.
 */
type Source = { scene: string; group: string; nth?: number; box?: number[] };
const SOURCES: Record<string, Source> = sources;

type Box = [x: number, y: number, width: number, height: number];
type CutPart = { box: number[]; svg: string[] };

/** A pixel row or column belongs to the box when the drawing covers at least a tenth of it. */
function pixelBox({ left, top, right, bottom }: Bounds): Box {
  const [tenth, slack] = [0.1, 1e-6];
  const x = Math.floor(left + tenth - slack);
  const y = Math.floor(top + tenth - slack);
  return [x, y, Math.ceil(right - tenth + slack) - x, Math.ceil(bottom - tenth + slack) - y];
}

/** The tags of the group that opens with `<g transform="{group}">`, its closing tag included. */
function cutGroup(sceneSvg: string, { scene, group, nth = 1 }: Source): string[] {
  const tags = sceneSvg.match(/<[^>]+>/g) ?? [];
  const opening = `<g transform="${group}">`;
  const start = tags.flatMap((tag, i) => (tag === opening ? [i] : []))[nth - 1];
  if (start === undefined) throw new Error(`${scene} has no group ${nth} with transform="${group}"`);
  let depth = 0;
  for (let i = start; i < tags.length; i++) {
    if (tags[i]!.startsWith("<g")) depth++;
    else if (tags[i] === "</g>") depth--;
    if (depth === 0) return tags.slice(start, i + 1);
  }
  throw new Error(`${scene}: the group with transform="${group}" is never closed`);
}

export function cutStoryParts(): Record<string, CutPart> {
  return Object.fromEntries(
    Object.entries(SOURCES).map(([name, source]) => {
      const svg = cutGroup(readFileSync(path.join("public", "original-story", `${source.scene}.svg`), "utf8"), source);
      return [name, { box: source.box ?? pixelBox(inkBounds(svg)), svg }];
    }),
  );
}
