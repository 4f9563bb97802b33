import type { Box } from "@/lib/images/scene/backdrops";
import { bodyPoint, PEPITA_SHOULDER, withMinStroke } from "@/lib/images/scene/figures";
import type { Body } from "@/lib/images/scene/stagings";
import type { Drawing } from "@/lib/images/scene/prop-art";

// A backpack the page's words put on Pepita's back ("her brand-new backpack on already, buckled
// tight") is worn: the pack behind her, showing past her shoulders and her sides, and its two
// straps over her shoulders down her front, instead of the bag standing on the floor beside her.

/** A page whose words put the backpack on her back. */
export const ON_HER_BACK = /\bon her back\b/i;

const n = (v: number) => v.toFixed(1);

/** How wide the pack is against her shoulders, how far above them its top shows, and how far below her waist it ends. */
const PACK = { across: 2.7, above: 56, below: 30 } as const;

/** One strap: a band from her shoulder down to her waist, outlined so it is a region to colour. */
function strap(from: { x: number; y: number }, to: { x: number; y: number }, width: number): string {
  const d = `M${n(from.x)} ${n(from.y)} Q${n((from.x + to.x) / 2)} ${n((from.y + to.y) / 2 + 10)} ${n(to.x)} ${n(to.y)}`;
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${n(width + 12)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fff" stroke-width="${n(width)}" stroke-linecap="round"/>`;
}

/**
 * The pack behind Pepita (`behind`, drawn before her) and its straps over her (`over`, drawn after
 * her), and the box the pack takes: as wide as her shoulders and more, its top above them and below `chin`.
 */
export function wornBackpack(drawing: Drawing, pepita: Body, chin: number): { behind: string; over: string; box: Box; straps: Box } {
  const at = { x: pepita.x, ground: pepita.ground, scale: pepita.scale };
  const [left, right] = [-1, 1].map((side) => bodyPoint(pepita.drawing, pepita.mirror, at, { x: side * PEPITA_SHOULDER.x, y: PEPITA_SHOULDER.y })) as [
    { x: number; y: number },
    { x: number; y: number },
  ];
  const middle = (left.x + right.x) / 2;
  const w = Math.abs(right.x - left.x) * PACK.across;
  // Above her shoulders but below her chin, so nothing of it is over her face.
  const top = Math.max(Math.min(left.y, right.y) - PACK.above * pepita.scale, chin + 1);
  const waist = bodyPoint(pepita.drawing, pepita.mirror, at, { x: 0, y: -110 }).y;
  const bottom = waist + PACK.below * pepita.scale;
  const h = bottom - top;
  const [sx, sy] = [w / drawing.width, h / drawing.height];
  const band = 14 * pepita.scale;
  return {
    behind: `<g data-part="worn-backpack" transform="translate(${n(middle)} ${n(bottom)}) scale(${sx.toFixed(3)} ${sy.toFixed(3)})">${withMinStroke(drawing.svg, Math.min(sx, sy) * drawing.scale)}</g>`,
    over: `<g data-part="backpack-straps">${[left, right].map((shoulder) => strap({ x: shoulder.x, y: shoulder.y - 6 * pepita.scale }, { x: shoulder.x + (middle - shoulder.x) * 0.25, y: waist }, band)).join("")}</g>`,
    box: { x: middle - w / 2, y: top, w, h },
    straps: { x: Math.min(left.x, right.x) - band, y: top, w: Math.abs(right.x - left.x) + 2 * band, h: waist - top },
  };
}
