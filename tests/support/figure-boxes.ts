import { composeScene } from "@/lib/images/scene/composer";
import { bodyPoint, type Point } from "@/lib/images/scene/figures";
import { storyPart, type PartName } from "@/lib/images/scene/story-parts";
import type { Outfit } from "@/lib/story-writing/scene/plan";
import { patioPlan } from "./fixtures/scene-plan";

// Where a part of a figure's own drawing lands on the page, for the tests that look for black bits
// at one place of a figure: a dress's waistband, a coat's collar.

export const PAGE_W = 1024;
export const PAGE_H = 1536;

/** A white page holding `inner`. */
export const blankPage = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_W}" height="${PAGE_H}"><rect width="${PAGE_W}" height="${PAGE_H}" fill="#fff"/>${inner}</svg>`;

type At = { x: number; ground: number; scale: number };

/** The page's box between two points of a figure's own drawing, drawn at `at`. */
export function between(drawing: PartName, mirror: boolean, at: At, a: Point, b: Point) {
  const [p, q] = [bodyPoint(drawing, mirror, at, a), bodyPoint(drawing, mirror, at, b)];
  return { x: Math.min(p.x, q.x), y: Math.min(p.y, q.y), w: Math.abs(q.x - p.x), h: Math.abs(q.y - p.y) };
}

/**
 * Abuelita in `coat` (or her everyday clothes) on the patio's bench with Pepita on her lap (in
 * `worn`, or her dress): the composed page, and the page's box between two points of Abuelita's
 * seated drawing, or of Pepita's.
 */
export function lapPage(coat: Outfit | undefined, worn: Outfit | undefined, seed: string) {
  const plan = patioPlan({
    characters: [
      { name: "Abuelita", pose: "sitting", ...(coat ? { outfit: coat } : {}) },
      { name: "Pepita", pose: "lap", ...(worn ? { outfit: worn } : {}) },
    ],
    action: "sitting together on the bench",
  });
  const composition = composeScene(plan, seed);
  const box = (name: string) => composition.placed.find((p) => p.kind === "character" && p.name === name)!.box;
  const [abuelita, pepita] = [box("Abuelita"), box("Pepita")];
  // Pepita sits on the drawing's right; the page is turned round where she is on its left.
  const mirror = pepita.x + pepita.w / 2 < abuelita.x + abuelita.w / 2;
  const at = (drawing: PartName, box: typeof abuelita) => ({ x: box.x + box.w / 2, ground: box.y + box.h, scale: box.h / storyPart(drawing).box[3] });
  return {
    composition,
    onAbuelita: (a: Point, b: Point) => between("abuelita-bench", mirror, at("abuelita-bench", abuelita), a, b),
    onPepita: (a: Point, b: Point) => between("pepita-bench", mirror, at("pepita-bench", pepita), a, b),
  };
}
