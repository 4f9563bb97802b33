import type { Box } from "@/lib/images/scene/backdrops";
import { withMinStroke, type Wearer } from "@/lib/images/scene/figures";
import { dressed } from "@/lib/images/scene/outfit-art";
import { partAtOrigin } from "@/lib/images/scene/prop-art";
import { storyPart, type PartName } from "@/lib/images/scene/story-parts";

// The characters low down, where the built-in story only has them standing or on a bench:
// kneeling on one knee (her upper body lowered, that knee on the ground with its sole turned up
// behind it, the other leg bent forward in front of her skirt, its foot flat) and sitting on the floor (her seated drawing lowered until she sits on the rug or the
// blanket, the toes of her shoes peeping out under her skirt). Each is her own drawing cut under
// its hem and moved down, in the drawing's own units, with what shows of her legs drawn anew.

const o = (w: number) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;

export type LowPose = "kneeling" | "floor";

/**
 * In the drawing's own units (feet at 0, up is negative): what is kept of her (everything above
 * `cut`, just under her hem's lowest point), how far it moves down, and what is drawn under it
 * (knees and soles) or over it (a leg bent forward), or, at the bottom, left where it was (the toes of her shoes, below `shoes`).
 */
type Lowering = { cut: number; drop: number; under?: string; over?: string; shoes?: number };

/**
 * Her legs on one knee, in the drawing's units at her feet. `under` her: the knee on the ground,
 * the sole of that shoe turned up behind it. `over` her skirt: the leg bent forward, its knee up
 * in front of her hem at `hem`, its shin straight down to the shoe flat on the ground, toe out,
 * `out` from her middle. `half` is how far from her middle the kneeling leg comes, `width` a
 * leg's width and `height` a knee's.
 */
const oneKneeDown = (half: number, width: number, height: number, hem: number, out: number, line: number) => {
  const knee = -(half - width / 2);
  const sx = -(half + width * 0.5);
  const under =
    `<g data-leg="knee-down"><g transform="translate(${sx} ${-height * 0.32}) rotate(-55)">` +
    `<ellipse cx="0" cy="0" rx="${width * 0.42}" ry="${height * 0.42}" ${o(line)}/>` +
    `<path d="M${-width * 0.36} ${-height * 0.12} Q0 ${-height * 0.2} ${width * 0.36} ${-height * 0.12}" fill="none" stroke="#000" stroke-width="${line * 0.8}" stroke-linecap="round"/></g>` +
    `<rect x="${knee - width / 2}" y="${-height}" width="${width}" height="${height}" rx="${width * 0.42}" ${o(line)}/></g>`;
  const shoe = height * 0.3;
  const [left, right] = [out - width / 2, out + width / 2];
  const over =
    `<g data-leg="foot-flat"><rect x="${left}" y="${hem - height * 1.5}" width="${width}" height="${height * 1.5 - hem - shoe}" rx="${width * 0.45}" ${o(line)}/>` +
    `<path d="M${left} 0 L${left} ${-shoe * 2} Q${out} ${-shoe * 2.6} ${right} ${-shoe * 2} L${right + width * 0.85} ${-shoe * 1.4} Q${right + width * 1.15} ${-shoe * 0.2} ${right + width * 0.75} 0 Z" ${o(line)}/></g>`;
  return { under, over };
};

const LOWERINGS: Partial<Record<PartName, Partial<Record<LowPose, Lowering>>>> = {
  "pepita-holding-skull": { kneeling: { cut: -86, drop: 60, ...oneKneeDown(26, 30, 40, -26, 50, 5) } },
  "pepita-bench": { floor: { cut: -42, drop: 36, shoes: -12 } },
  "abuelita-blessing": { kneeling: { cut: -66, drop: 44, ...oneKneeDown(34, 40, 46, -22, 78, 6) } },
  "abuelita-bench": { floor: { cut: -84, drop: 62, shoes: -36 } },
};

/** The drawing each character kneels or sits on the floor in: the one whose body the pose keeps. */
export const LOW_DRAWINGS: Record<"Abuelita" | "Pepita", Record<LowPose, PartName>> = {
  Abuelita: { kneeling: "abuelita-blessing", floor: "abuelita-bench" },
  Pepita: { kneeling: "pepita-holding-skull", floor: "pepita-bench" },
};

/** The story part's own group: its offset and scale in the scene it was cut from. */
function groupOf(svg: string): { open: string; body: string } {
  const open = /^<g transform="[^"]+">/.exec(svg)![0];
  return { open, body: svg.slice(open.length, svg.lastIndexOf("</g>")) };
}

const scaleOf = (open: string) => Number(/scale\(([\d.]+)/.exec(open)?.[1] ?? 1);

/**
 * A kneeling or floor-sitting figure with its lowest point's middle at (x, ground); its box, and
 * `ground`: where her standing feet would be, for the points of her body the composer measures
 * (her shoulders, her hands), which move down with her.
 */
export function lowFigure(
  name: PartName,
  pose: LowPose,
  x: number,
  ground: number,
  scale: number,
  mirror: boolean,
  wearer: Wearer,
  id: string,
): { svg: string; box: Box; ground: number } {
  const lowering = LOWERINGS[name]?.[pose];
  if (!lowering) throw new Error(`${name} has no ${pose} drawing`);
  const { cut, drop, under = "", over = "", shoes } = lowering;
  const clip = `low-${id}`;
  const lower = (svg: string) => {
    const { open, body } = groupOf(svg);
    const keep = `<clipPath id="${clip}"><rect x="-600" y="-1600" width="1200" height="${1600 + cut + drop}"/></clipPath>`;
    const feet =
      shoes === undefined
        ? ""
        : `<clipPath id="${clip}-feet"><rect x="-600" y="${shoes}" width="1200" height="200"/></clipPath><g clip-path="url(#${clip}-feet)">${body}</g>`;
    return `${open}${keep}${under}${feet}<g clip-path="url(#${clip})"><g transform="translate(0 ${drop})">${body}</g></g>${over}</g>`;
  };
  const part = partAtOrigin(name, mirror, (svg) => lower(dressed(svg, wearer.who, wearer.outfit, wearer.indoors)));
  const k = scaleOf(groupOf(storyPart(name).svg).open);
  const lowered = drop * k * scale;
  const w = part.width * scale;
  const h = part.height * scale - lowered;
  return {
    svg: `<g data-pose="${pose}" transform="translate(${x.toFixed(1)} ${ground.toFixed(1)}) scale(${scale})">${withMinStroke(part.svg, scale)}</g>`,
    box: { x: x - w / 2, y: ground - h, w, h },
    ground: ground + lowered,
  };
}
