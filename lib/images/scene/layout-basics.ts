import type { Box } from "@/lib/images/scene/backdrops";
import type { Point } from "@/lib/images/scene/figures";
import type { Wrists } from "@/lib/images/scene/outfit-art";
import type { PartName } from "@/lib/images/scene/story-parts";
import type { PropId } from "@/lib/story-writing/scene/lexicon";
import type { Character, Pose, Worn } from "@/lib/story-writing/scene/plan";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

// What the composer and the stagings both lay a page out with: the frame's inside, the line
// styles, the boxes of what was placed and how they overlap, the chair, and which of the built-in
// story's drawings a pose uses.

export const { width: PAGE_WIDTH, height: PAGE_HEIGHT } = PAGE_PICTURE_SIZE;
export const INNER = { left: 60, right: 964, top: 60, bottom: 1476 };
export const GAP = 14;
/**
 * Where the characters stand at the lowest, however near the view: a hug's feet and what stands
 * on the floor stay inside the frame, with floor to colour under them. A close-up that stood them
 * on the frame cut their shoes, the gaps between their legs and the foot of a counter or a bed
 * into strips along it thinner than a pen tip.
 */
export const LOWEST_GROUND = INNER.bottom - 70;

/** Where a prop's bottom middle rests, and the surface under it (a table top, a shelf, the floor, a hand, a string). */
export type Foot = { x: number; y: number; surface: Box };
/**
 * `touch`: where two characters meet, a hug's arms or hand-in-hand's joined hands. A character's
 * `hands` are where the composer drew her hands, when it drew her arms; `facing: "away"` is
 * Pepita seen from behind, her face in a hug.
 */
export type Placed =
  | { kind: "character"; name: Character; pose: Pose; outfit?: Worn; box: Box; facing?: "away"; hands?: Point[] }
  | { kind: "prop"; id: PropId; box: Box; on: Support; foot?: Foot }
  | { kind: "furniture"; box: Box }
  | { kind: "touch"; pose: "hugging" | "walking"; box: Box };

/**
 * What holds a prop up: nothing floats on a page unless it flies. `around`: a blanket fort, with
 * whoever is in it inside it; `behind`: a grown tree on the ground behind the characters;
 * `blanket`: a picnic blanket spread on the grass, the basket and the food on it; `under`: the
 * picnic blanket on the grass with the characters sitting on it; `branch`: caught on a tree's high branch;
 * `crate`: heaped in a market stall's crate standing on the ground; `slot`: half into the mailbox's slot;
 * `worn`: on Pepita's back, its straps over her shoulders; `afloat`: on the park's pond, a step behind the characters.
 */
export type Support =
  | "table"
  | "stand"
  | "shelf"
  | "floor"
  | "in-front"
  | "string"
  | "hands"
  | "air"
  | "around"
  | "behind"
  | "blanket"
  | "under"
  | "branch"
  | "crate"
  | "slot"
  | "worn"
  | "afloat";

export const o = (w = 7) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
export const l = (w = 6) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

/**
 * Where along the page a group is drawn whose ink reaches `left` before and `right` after the
 * wanted `x`: moved in as little as need be so none of it falls on or outside the frame.
 */
export function withinFrame(x: number, left: number, right: number, margin = 10): number {
  return Math.max(INNER.left + margin + left, Math.min(x, INNER.right - margin - right));
}

export function overlaps(a: Box, b: Box, margin = GAP): boolean {
  return a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin;
}

/**
 * Where a standing character's legs and shoes are: under her hem, about her feet's middle (her
 * box's), half her box wide (the rest is her arms, her braids' bows and her hem's flare). What an
 * animal on the floor keeps clear of, so she never seems to stand behind it.
 */
const FEET = { wide: 0.5, high: 0.25 } as const;
export const feetOf = (box: Box): Box => ({
  x: box.x + (box.w * (1 - FEET.wide)) / 2,
  y: box.y + box.h * (1 - FEET.high),
  w: box.w * FEET.wide,
  h: box.h * FEET.high,
});

export const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

export function chair(x: number, seatY: number, w: number, backTop: number): string {
  return (
    `<rect x="${x - w / 2}" y="${backTop}" width="${w}" height="${seatY - backTop}" rx="16" ${o()}/>` +
    `<rect x="${x - w / 2 - 16}" y="${seatY}" width="${w + 32}" height="34" rx="10" ${o()}/>` +
    `<path d="M${x - w / 2} ${seatY + 34} L${x - w / 2} ${seatY + 150} M${x + w / 2} ${seatY + 34} L${x + w / 2} ${seatY + 150}" ${l(12)}/>`
  );
}

// Where the built-in story has two drawings of a pose, a page's seed picks one.
const FIGURES: Record<Character, Record<Pose, PartName | PartName[]>> = {
  Abuelita: {
    standing: ["abuelita-hands-together", "abuelita-bag"],
    waving: "abuelita-waving",
    sitting: "abuelita-bench",
    lap: "abuelita-bench",
    hugging: "abuelita-blessing",
    working: ["abuelita-stirring", "abuelita-flipping"],
    walking: "abuelita-blessing",
    dancing: "abuelita-dancing",
    sleeping: "abuelita-bench",
    reading: "abuelita-bench",
    kneeling: "abuelita-watering",
    reaching: "abuelita-waving",
  },
  Pepita: {
    standing: "pepita-holding-skull",
    waving: "pepita-arms-up",
    sitting: "pepita-bench",
    lap: "pepita-bench",
    hugging: "pepita-holding-skull",
    working: ["pepita-working", "pepita-at-table"],
    walking: "pepita-holding-skull",
    dancing: "pepita-dancing",
    sleeping: "pepita-sleeping",
    reading: "pepita-bench",
    kneeling: "pepita-holding",
    reaching: "pepita-holding-skull",
  },
};

export function figureFor(name: Character, pose: Pose, random: () => number): PartName {
  const choice = FIGURES[name][pose];
  return typeof choice === "string" ? choice : choice[Math.floor(random() * choice.length) % choice.length]!;
}

/** An armless figure's wrists field, only when her outfit puts something there. */
export const withWrists = (wrists: Wrists | undefined) => (wrists ? { wrists } : {});
