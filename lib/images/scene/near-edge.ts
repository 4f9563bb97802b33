import type { Box } from "@/lib/images/scene/backdrops";
import { INNER, l, o, PAGE_HEIGHT, PAGE_WIDTH } from "@/lib/images/scene/layout-basics";

// What a close-up sees in front of the two across the bottom of the frame, as an illustrator crops
// a near view: the edge of a table, a counter or a garden wall. Drawn over their legs and the
// chair's, it ends every line of theirs on its own top edge, so none of them meets the frame's
// bottom edge, where they cut the floor into strips thinner than a pen tip. It is a surface too:
// what the page names stands on it, in front of them.

export type EdgeKind = "tablecloth" | "planks" | "counter" | "adobe" | "stones";

const INDOOR: EdgeKind[] = ["tablecloth", "planks"];
const KITCHEN: EdgeKind[] = ["counter", "tablecloth", "planks"];
const OUTDOOR: EdgeKind[] = ["adobe", "stones"];

/** The thickness of its top edge: a table's or a counter's top, a wall's cap. */
const EDGE = 44;
/**
 * No line across it comes nearer the frame's bottom line than this (its inside is at 1483): what
 * lies between reaches the frame, and must be as thick as a pen tip and more.
 */
const LOWEST_LINE = PAGE_HEIGHT - 48 - 5 - 45;
const LEFT = INNER.left - 30;
const RIGHT = INNER.right + 30;

const n = (v: number) => v.toFixed(1);
/** No line down it comes nearer the frame's sides than this: what lies between would be a strip too thin to colour. */
const SIDE_CLEAR = 45;
const clearOfSides = (x: number) => x >= INNER.left + SIDE_CLEAR && x <= INNER.right - SIDE_CLEAR;
/** Whether a shape from `x`, `w` wide, is whole inside the frame, or out of it but for a part as wide as a crayon and more. */
const wholeOrOut = (x: number, w: number) =>
  (x >= INNER.left + 10 || x + w >= INNER.left + SIDE_CLEAR) && (x + w <= INNER.right - 10 || x <= INNER.right - SIDE_CLEAR);

/** Which edge a story's close-ups have in front of them in this place: its own, of those the place has. */
export function edgeKindFor(setting: string, indoor: boolean, pick: number): EdgeKind {
  const kinds = !indoor ? OUTDOOR : setting === "kitchen" || setting === "bakery" ? KITCHEN : INDOOR;
  return kinds[Math.floor(pick * kinds.length) % kinds.length]!;
}

/** Rows `height` apart from `from` down, stopping where a row's line would come near the frame. */
function rows(from: number, height: number): number[] {
  const ys: number[] = [];
  for (let y = from + height; y <= LOWEST_LINE; y += height) ys.push(y);
  return ys;
}

/**
 * The edge drawn with its top at `top`, across the whole frame (the frame's clip ends it at the
 * sides and the bottom); `shift` moves its pattern along, so two stories' edges differ.
 * `surface`: what things stand on, its top; `box`: all of it.
 */
export function nearEdge(kind: EdgeKind, top: number, shift: number): { svg: string; surface: Box; box: Box } {
  const below = top + EDGE;
  const body = `<rect x="${LEFT}" y="${n(below)}" width="${RIGHT - LEFT}" height="${n(PAGE_HEIGHT - below)}" ${o()}/>`;
  const cap = `<rect x="${LEFT}" y="${n(top)}" width="${RIGHT - LEFT}" height="${EDGE}" rx="12" ${o()}/>`;
  const step = (width: number) => Array.from({ length: Math.ceil((RIGHT - LEFT) / width) + 1 }, (_, i) => LEFT - (shift % 1) * width + i * width);
  const down = (x: number, from: number, to: number, width: number) => `<path d="M${n(x)} ${n(from)} L${n(x)} ${n(to)}" ${l(width)}/>`;
  let pattern = "";
  if (kind === "tablecloth") {
    // A cloth hanging from the table's top: folds down it, and a band of diamonds to colour.
    const band = below + 70;
    const diamonds = band + 32 <= LOWEST_LINE;
    pattern =
      step(220)
        .filter((x) => clearOfSides(x - 14) && clearOfSides(x + 6))
        .map((x) => `<path d="M${n(x)} ${n(below + 10)} Q${n(x - 14)} ${n((below + PAGE_HEIGHT) / 2)} ${n(x + 6)} ${PAGE_HEIGHT}" ${l(5)}/>`)
        .join("") +
      (diamonds ? step(110) : [])
        .filter((x) => x + 23 >= INNER.left + 10 && x + 87 <= INNER.right - 10)
        .map((x) => `<path d="M${n(x + 55)} ${n(band - 32)} L${n(x + 87)} ${n(band)} L${n(x + 55)} ${n(band + 32)} L${n(x + 23)} ${n(band)} Z" ${o(5)}/>`)
        .join("");
  } else if (kind === "planks") {
    // A wooden table's front: boards side by side, a knot here and there.
    pattern = step(150)
      .map(
        (x, i) =>
          (clearOfSides(x) ? down(x, below, PAGE_HEIGHT, 6) : "") +
          (i % 2 && below + 104 + (i % 3) * 40 <= LOWEST_LINE && x + 49 >= INNER.left + 10 && x + 101 <= INNER.right - 10
            ? `<ellipse cx="${n(x + 75)}" cy="${n(below + 90 + (i % 3) * 40)}" rx="26" ry="14" ${o(5)}/>`
            : ""),
      )
      .join("");
  } else if (kind === "counter") {
    // A tiled counter's front, as the kitchen's own.
    const tile = 120;
    pattern =
      rows(below, tile)
        .map((y) => `<path d="M${LEFT} ${n(y)} L${RIGHT} ${n(y)}" ${l(5)}/>`)
        .join("") +
      step(tile)
        .filter(clearOfSides)
        .map((x) => down(x, below, PAGE_HEIGHT, 5))
        .join("");
  } else if (kind === "adobe") {
    // An adobe garden wall: blocks in courses, each course set half a block along.
    const course = 90;
    const lines = rows(below, course);
    pattern =
      lines.map((y) => `<path d="M${LEFT} ${n(y)} L${RIGHT} ${n(y)}" ${l(6)}/>`).join("") +
      [below, ...lines]
        .map((y, r) =>
          step(200)
            .map((x) => x + (r % 2) * 100)
            .filter(clearOfSides)
            .map((x) => down(x, y, Math.min(y + course, PAGE_HEIGHT), 6))
            .join(""),
        )
        .join("");
  } else {
    // A wall of round field stones under its cap, each one to colour.
    const course = 110;
    pattern = [below, ...rows(below, course)]
      .filter((y) => y + course <= LOWEST_LINE + 10)
      .map((y, r) =>
        step(170)
          .map((x) => x + (r % 2) * 85 + 15)
          .filter((x) => wholeOrOut(x, 140))
          .map((x) => `<rect x="${n(x)}" y="${n(y + 14)}" width="140" height="${course - 28}" rx="40" ${o(6)}/>`)
          .join(""),
      )
      .join("");
  }
  return {
    svg: `<g data-part="near-edge">${body}${pattern}${cap}</g>`,
    surface: { x: INNER.left, y: top, w: INNER.right - INNER.left, h: INNER.bottom - top },
    box: { x: 0, y: top, w: PAGE_WIDTH, h: PAGE_HEIGHT - top },
  };
}
