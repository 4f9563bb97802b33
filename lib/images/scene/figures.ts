import type { Box } from "@/lib/images/scene/backdrops";
import type { Placed } from "@/lib/images/scene/composer";
import { dressed } from "@/lib/images/scene/outfit-art";
import { partAtOrigin } from "@/lib/images/scene/prop-art";
import { storyPart, type PartName } from "@/lib/images/scene/story-parts";
import type { Character, Outfit } from "@/lib/story-writing/scene/plan";

// The characters as a page draws them: the built-in story's Abuelita and Pepita at a scale, in
// their outfits, and what the composer adds to their drawings for a pose the built-in scenes do not
// have: Pepita's arms (down, holding, reaching up, to a hand), a hug and hand in hand.

const o = (w = 7) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * The thinnest line on the page, in its pixels: 3 dots at 150 DPI once the PDF prints the page
 * 8 inches tall (1536 pixels over 1200 dots), rounded up with a little to spare.
 */
export const MIN_STROKE = 4.2;

/** Thin lines of a drawing drawn smaller than its own size are widened back to the minimum. */
export function withMinStroke(svg: string, scale: number): string {
  return svg.replace(/stroke-width="([\d.]+)"/g, (_, width: string) => `stroke-width="${Math.max(Number(width), MIN_STROKE / scale).toFixed(2)}"`);
}

export type Wearer = { who: Character; outfit?: Outfit; indoors?: boolean };

/** A figure with its feet's middle at (x, ground), at the given scale; mirrored faces the other way. */
export function figure(name: PartName, x: number, ground: number, scale: number, mirror = false, wearer?: Wearer): { svg: string; box: Box } {
  const part = partAtOrigin(name, mirror, (svg) => (wearer ? dressed(svg, wearer.who, wearer.outfit, wearer.indoors) : svg));
  const w = part.width * scale;
  const h = part.height * scale;
  return {
    svg: `<g transform="translate(${x.toFixed(1)} ${ground.toFixed(1)}) scale(${scale})">${withMinStroke(part.svg, scale)}</g>`,
    box: { x: x - w / 2, y: ground - h, w, h },
  };
}

export type Point = { x: number; y: number };

/**
 * Where a point of a character's own body (in the built-in generator's units: feet at 0, Pepita's
 * shoulders at y -210, Abuelita's at -415) lands on the page once the figure is drawn.
 */
export function bodyPoint(name: PartName, mirror: boolean, at: { x: number; ground: number; scale: number }, local: Point): Point {
  const part = storyPart(name);
  const [bx, by, bw, bh] = part.box;
  const group = /translate\((-?[\d.]+) (-?[\d.]+)\)(?: scale\(([\d.]+))?/.exec(part.svg)!;
  const [gx, gy, k] = [Number(group[1]), Number(group[2]), Number(group[3] ?? 1)];
  const dx = (gx + local.x * k - (bx + bw / 2)) * at.scale;
  return { x: at.x + (mirror ? -dx : dx), y: at.ground + (gy + local.y * k - (by + bh)) * at.scale };
}

type Arm = { sleeve: string; hand: string };

/** An arm as a sleeve a child can colour (a wide black stroke with a white one inside it), and its hand. */
export function arm(from: Point, bend: Point, to: Point, width: number): Arm {
  const d = `M${from.x.toFixed(1)} ${from.y.toFixed(1)} Q${bend.x.toFixed(1)} ${bend.y.toFixed(1)} ${to.x.toFixed(1)} ${to.y.toFixed(1)}`;
  return {
    sleeve:
      `<path d="${d}" fill="none" stroke="#000" stroke-width="${width.toFixed(1)}" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="#fff" stroke-width="${(width - 12).toFixed(1)}" stroke-linecap="round"/>`,
    hand: `<ellipse cx="${to.x.toFixed(1)}" cy="${to.y.toFixed(1)}" rx="${(width * 0.62).toFixed(1)}" ry="${(width * 0.52).toFixed(1)}" ${o(6)}/>`,
  };
}

export const whole = ({ sleeve, hand }: Arm) => sleeve + hand;

/**
 * Pepita standing with her arms at her sides, holding something, or reaching for a hand is the
 * built-in drawing whose arms the scene drew apart (round a sugar skull): the composer gives her
 * arms where the page needs them.
 */
export const ARMLESS = new Set<PartName>(["pepita-holding-skull"]);
export const PEPITA_SHOULDER = { x: 42, y: -204 };
export const ABUELITA_SHOULDER = { x: 76, y: -390 };

/** Abuelita blessing, without the arm she raises: that arm is drawn round Pepita or to her hand. */
export function withoutRaisedArm(svg: string): string {
  const tags = svg.match(/<[^>]+>/g) ?? [];
  const shawl = tags.findIndex((tag) => tag.startsWith('<path d="M-26 -438 C'));
  return tags.filter((tag, i) => !(shawl >= 0 && i > shawl && tag.includes('stroke-width="5.5"') && Number(/d="M(-?[\d.]+)/.exec(tag)?.[1]) > 50)).join("");
}

/** A figure whose arms the composer draws: where it stands, and where its hands go. */
export type ArmlessFigure = {
  drawing: PartName;
  mirror: boolean;
  x: number;
  ground: number;
  scale: number;
  box: Box;
  reach?: { towards: 1 | -1; to: Point };
  /** Both hands up above her head. */
  up?: boolean;
};

const sleeveWidth = (scale: number) => 24 * scale;

/**
 * Both of Pepita's arms: up, to what she holds, to a hand she holds, or down at her sides. The sleeves
 * go under her drawing, so its puffed sleeves cover where they start; the hands over what she holds.
 */
export function pepitaArms(figure: ArmlessFigure, held: Box | undefined): { sleeves: string; hands: string } {
  const at = { x: figure.x, ground: figure.ground, scale: figure.scale };
  const point = (local: Point) => bodyPoint(figure.drawing, figure.mirror, at, local);
  const width = sleeveWidth(figure.scale);
  const arms = ([-1, 1] as const).map((side) => {
    // `side` is the page's side: the drawing's own left and right swap when it is mirrored.
    const local = (x: number, y: number) => point({ x: (figure.mirror ? -side : side) * x, y });
    const shoulder = local(PEPITA_SHOULDER.x, PEPITA_SHOULDER.y);
    if (figure.reach && figure.reach.towards === side) {
      const to = figure.reach.to;
      return arm(shoulder, { x: shoulder.x + side * 12 * figure.scale, y: (shoulder.y + to.y) / 2 + 18 * figure.scale }, to, width);
    }
    if (figure.up) return arm(shoulder, local(80, -262), local(58, -352), width);
    if (held) {
      const to = { x: side < 0 ? held.x + 6 : held.x + held.w - 6, y: held.y + held.h * 0.55 };
      return arm(shoulder, { x: shoulder.x + side * 24 * figure.scale, y: to.y + 10 * figure.scale }, to, width);
    }
    const hand = local(60, -118);
    return arm(shoulder, local(68, -168), hand, width);
  });
  return { sleeves: arms.map((a) => a.sleeve).join(""), hands: arms.map((a) => a.hand).join("") };
}

/** Where a figure's arms go in the layers, filled in once the page knows what its hands hold. */
export const armsSlot = (index: number) => `<g id="arms-${index}"/>`;

const LEAN = 6;
const HUG = { abuelita: "abuelita-blessing", pepita: "pepita-holding-skull" } as const satisfies Record<string, PartName>;

/**
 * A hug: Pepita stands against Abuelita's side, the two figures overlapping, Abuelita's arm round
 * Pepita's shoulders and Pepita's round Abuelita's waist.
 */
export function hug(
  inner: { left: number; right: number },
  scale: number,
  ground: number,
  centre: number,
  side: 1 | -1,
  outfits: Map<Character, Outfit | undefined>,
  indoors: boolean,
): { layers: string[]; placed: Placed[] } {
  const a = partAtOrigin(HUG.abuelita);
  const p = partAtOrigin(HUG.pepita);
  // Abuelita's drawing reaches further on the side of her raised arm, which is taken away.
  const reach = a.width * 0.3 + p.width * 0.12;
  const s = Math.min(scale, (inner.right - inner.left - 40) / (a.width / 2 + p.width / 2 + reach));
  const span = ((a.width + p.width) / 2 + reach) * s;
  const left = Math.max(inner.left + 20, Math.min(centre - span / 2, inner.right - 20 - span));
  const ax = side > 0 ? left + (a.width * s) / 2 : left + span - (a.width * s) / 2;
  const px = ax + side * reach * s;
  const mirror = side < 0;
  const drawnAbuelita = partAtOrigin(HUG.abuelita, mirror, (svg) => dressed(withoutRaisedArm(svg), "Abuelita", outfits.get("Abuelita"), indoors));
  const abuelitaFigure = {
    svg: `<g transform="translate(${ax.toFixed(1)} ${ground.toFixed(1)}) scale(${s})">${withMinStroke(drawnAbuelita.svg, s)}</g>`,
    box: { x: ax - (a.width * s) / 2, y: ground - a.height * s, w: a.width * s, h: a.height * s },
  };
  const pepitaFigure = figure(HUG.pepita, px, ground, s, mirror, { who: "Pepita", outfit: outfits.get("Pepita"), indoors });
  const at = (x: number) => ({ x, ground, scale: s });
  const aShoulder = bodyPoint(HUG.abuelita, mirror, at(ax), ABUELITA_SHOULDER);
  const pFar = bodyPoint(HUG.pepita, mirror, at(px), { x: PEPITA_SHOULDER.x - 6, y: PEPITA_SHOULDER.y + 6 });
  const aWaist = bodyPoint(HUG.abuelita, mirror, at(ax), { x: -20, y: -268 });
  const pepita: ArmlessFigure = {
    drawing: HUG.pepita,
    mirror,
    x: px,
    ground,
    scale: s,
    box: pepitaFigure.box,
    reach: { towards: side > 0 ? -1 : 1, to: aWaist },
  };
  const pNear = bodyPoint(HUG.pepita, mirror, at(px), { x: -PEPITA_SHOULDER.x, y: PEPITA_SHOULDER.y });
  const width = 30 * s;
  // Abuelita's arm goes behind Pepita's back: it shows between the two, and her hand rests on
  // Pepita's far shoulder.
  const elbow = { x: pNear.x - side * 20 * s, y: pNear.y + 40 * s };
  const armAround = arm(aShoulder, elbow, { x: (pFar.x * 2 + pNear.x) / 3, y: pFar.y - 14 * s }, width);
  const pepitaArmsDrawn = pepitaArms(pepita, undefined);
  const touch = {
    x: Math.min(aShoulder.x, pFar.x, aWaist.x) - width,
    y: Math.min(aShoulder.y, pFar.y) - width,
    w: Math.max(aShoulder.x, pFar.x, aWaist.x) - Math.min(aShoulder.x, pFar.x, aWaist.x) + 2 * width,
    h: Math.max(aWaist.y, pFar.y) - Math.min(aShoulder.y, pFar.y) + 2 * width,
  };
  return {
    // Pepita leans into the hug, turning about her feet towards Abuelita.
    layers: [
      abuelitaFigure.svg,
      armAround.sleeve,
      `<g transform="rotate(${-side * LEAN} ${px.toFixed(1)} ${ground.toFixed(1)})">${pepitaArmsDrawn.sleeves}${pepitaArmsDrawn.hands}${pepitaFigure.svg}</g>`,
      armAround.hand,
    ],
    placed: [
      { kind: "character", name: "Abuelita", pose: "hugging", ...wearing(outfits.get("Abuelita")), box: abuelitaFigure.box },
      { kind: "character", name: "Pepita", pose: "hugging", ...wearing(outfits.get("Pepita")), box: pepitaFigure.box },
      { kind: "touch", pose: "hugging", box: touch },
    ],
  };
}

export const wearing = (outfit: Outfit | undefined) => (outfit ? { outfit } : {});
