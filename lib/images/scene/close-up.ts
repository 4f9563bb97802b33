import type { Box } from "@/lib/images/scene/backdrops";
import { ARMLESS, armsSlot, CHIN, figure, forearmsSlot, MIN_STROKE, wearing, type ArmlessFigure, type Wearer } from "@/lib/images/scene/figures";
import { GAP, INNER, withWrists, type Placed } from "@/lib/images/scene/layout-basics";
import { wristsOf } from "@/lib/images/scene/outfit-art";
import type { PartName } from "@/lib/images/scene/story-parts";
import type { Body, Cast } from "@/lib/images/scene/stagings";
import type { Character, Pose, ScenePlan, Worn } from "@/lib/story-writing/scene/plan";

// A close-up of the two standing together: the camera comes near, so they are drawn at least 1.6
// times as large as a medium view draws them, seen from above the knees, and Pepita stands a step
// in front of Abuelita's side, her figure hiding what it covers of Abuelita's. Drawn side by side,
// a close-up's pair only grew a little, since both had to fit across the page.

/** Poses a close-up draws one in front of the other: upright, with nothing under them. */
const OVERLAPPED_POSES = new Set<Pose>(["standing", "waving"]);

/** Whether the page is a close-up of the two of them standing, drawn one in front of the other. */
export const overlapsInCloseUp = (plan: ScenePlan) =>
  plan.framing === "close-up" && plan.characters.length === 2 && plan.characters.every((c) => OVERLAPPED_POSES.has(c.pose));

/** How much larger than the same page's medium view the close-up draws them, at the least. */
const CLOSE_UP_GROWTH = 1.6;
/**
 * The size a close-up draws them at where the medium view's was small: nearer still, Pepita would
 * hide most of Abuelita rather than her side.
 */
const CLOSE_UP_SCALE = 2.1;
/** How much of Pepita's height is inside the frame: what she holds (at 0.72 of it) stays whole. */
const PEPITA_SHOWN = 0.78;
/**
 * How far, at the least, the back figure stands behind the front one, in the drawings' units: her
 * feet that much higher on the page. She steps farther back where her drawing is shorter, so the
 * front one's head stays below her chin; less would leave her shoes just under the frame, cut
 * into slivers along it.
 */
const STEP_BACK = 40;
/** Room above Abuelita's head for the wall or the sky. */
const HEADROOM = 150;
/**
 * How thick their lines are on the page, as a share of the medium view's. Grown with the figures,
 * the lines printed as bars of solid black; a little thinner than the medium view's, neither do
 * the joins where two of them meet.
 */
const LINE_SHARE = 0.85;
/** The least share of the narrower figure the front one covers of the other, so they read as a pair, not as two portraits. */
const LEAST_OVERLAP = 0.25;

export type CloseUpFigure = { name: Character; pose: Pose; drawing: PartName; width: number; height: number; mirror: boolean };

/**
 * The pair drawn near: `mediumScale` is what the page's medium view draws them at; `centre`,
 * where along the page the pair stands. `hidden`: the back figure and what of her stays in sight
 * (her head and shoulders above the front one, her side beside it), which is all of her that
 * other things must keep clear of.
 */
export function closeUpPair(
  figures: [CloseUpFigure, CloseUpFigure],
  mediumScale: number,
  centre: number,
  wearer: (who: Character) => Wearer,
  outfits: Map<Character, Worn | undefined>,
): Cast & { hidden: { name: Character; visible: Box[] } } {
  const front = figures.find((f) => f.name === "Pepita") ?? figures[1];
  const back = figures.find((f) => f !== front)!;
  const step = Math.max(STEP_BACK, front.height - back.height * (1 - CHIN[back.name]) + GAP);
  const tallest = (INNER.bottom - INNER.top - HEADROOM) / (back.height + step - (1 - PEPITA_SHOWN) * front.height);
  const scale = Math.min(tallest, Math.max(mediumScale * CLOSE_UP_GROWTH, CLOSE_UP_SCALE));
  const frontGround = INNER.bottom + (1 - PEPITA_SHOWN) * front.height * scale;
  const backGround = frontGround - step * scale;
  const [wf, wb] = [front.width * scale, back.width * scale];
  const across = INNER.right - INNER.left - 20;
  const overlap = Math.max(LEAST_OVERLAP * Math.min(wf, wb), wf + wb - across);
  const total = wf + wb - overlap;
  const left = Math.max(INNER.left + 10, Math.min(centre - total / 2, INNER.right - 10 - total));
  // Each keeps the side of the page the layout gave her.
  const frontFirst = figures[0] === front;
  const frontX = frontFirst ? left + wf / 2 : left + total - wf / 2;
  const backX = frontFirst ? left + total - wb / 2 : left + wb / 2;
  const near = (drawn: { svg: string; box: Box }) => ({
    ...drawn,
    svg: drawn.svg.replace(
      /stroke-width="([\d.]+)"/g,
      (_, width: string) => `stroke-width="${Math.max((Number(width) * mediumScale * LINE_SHARE) / scale, MIN_STROKE / scale).toFixed(2)}"`,
    ),
  });
  const b = near(figure(back.drawing, backX, backGround, scale, back.mirror, wearer(back.name)));
  const f = near(figure(front.drawing, frontX, frontGround, scale, front.mirror, wearer(front.name)));
  const armless: ArmlessFigure[] = ARMLESS.has(front.drawing)
    ? [
        {
          drawing: front.drawing,
          mirror: front.mirror,
          x: frontX,
          ground: frontGround,
          scale,
          box: f.box,
          up: false,
          ...withWrists(wristsOf(outfits.get(front.name))),
        },
      ]
    : [];
  // Her sleeves go between Abuelita and her own dress, her hands over what she holds.
  const layers = [b.svg, ...armless.map((_, i) => armsSlot(i)), f.svg, ...armless.map((_, i) => forearmsSlot(i))];
  const character = (who: CloseUpFigure, box: Box): Placed => ({
    kind: "character",
    name: who.name,
    pose: who.pose,
    ...wearing(outfits.get(who.name)),
    box,
  });
  // What shows of the back figure: her head and shoulders over the front one's head (at least
  // down to her chin) and her side beside the front one.
  const faceBottom = b.box.y + b.box.h * CHIN[back.name];
  const aboveFront = { x: b.box.x, y: b.box.y, w: b.box.w, h: Math.max(faceBottom - b.box.y, f.box.y - GAP - b.box.y) };
  const beside = frontFirst
    ? { x: f.box.x + f.box.w, y: b.box.y, w: Math.max(0, b.box.x + b.box.w - (f.box.x + f.box.w)), h: b.box.h }
    : { x: b.box.x, y: b.box.y, w: Math.max(0, f.box.x - b.box.x), h: b.box.h };
  const bodies: Body[] = [
    { name: back.name, drawing: back.drawing, mirror: back.mirror, x: backX, ground: backGround, scale },
    { name: front.name, drawing: front.drawing, mirror: front.mirror, x: frontX, ground: frontGround, scale },
  ];
  return {
    layers,
    placed: [character(back, b.box), character(front, f.box)],
    armless,
    scale,
    bodies,
    sideways: 0,
    hidden: { name: back.name, visible: [aboveFront, beside].filter((box) => box.w > 0 && box.h > 0) },
  };
}
