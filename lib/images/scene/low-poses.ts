import type { Box } from "@/lib/images/scene/backdrops";
import { withMinStroke, type Wearer } from "@/lib/images/scene/figures";
import { dressed } from "@/lib/images/scene/outfit-art";
import { partAtOrigin } from "@/lib/images/scene/prop-art";
import { storyPart, type PartName } from "@/lib/images/scene/story-parts";

// The characters low down, where the built-in story only has them standing or on a bench:
// kneeling (her upper body lowered onto her knees on the ground, the soles of her shoes behind
// them) and sitting on the floor (her seated drawing lowered until she sits on the rug or the
// blanket, the toes of her shoes peeping out under her skirt). Each is her own drawing cut under
// its hem and moved down, in the drawing's own units, with what shows of her legs drawn anew.

const o = (w: number) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;

export type LowPose = "kneeling" | "floor";

/**
 * In the drawing's own units (feet at 0, up is negative): what is kept of her (everything above
 * `cut`, just under her hem's lowest point), how far it moves down, and what is drawn under it
 * (knees and soles) or, at the bottom, left where it was (the toes of her shoes, below `shoes`).
 */
type Lowering = { cut: number; drop: number; under?: string; shoes?: number };

const kneesAndSoles = (half: number, width: number, height: number, line: number) =>
  ([-1, 1] as const)
    .map((side) => {
      const knee = side * (half - width / 2);
      // Her shoe's sole turned up behind her knee, heel up and out, its toe on the ground.
      const sx = side * (half + width * 0.5);
      const sole =
        `<g transform="translate(${sx} ${-height * 0.32}) rotate(${side * 55})">` +
        `<ellipse cx="0" cy="0" rx="${width * 0.42}" ry="${height * 0.42}" ${o(line)}/>` +
        `<path d="M${-width * 0.36} ${-height * 0.12} Q0 ${-height * 0.2} ${width * 0.36} ${-height * 0.12}" fill="none" stroke="#000" stroke-width="${line * 0.8}" stroke-linecap="round"/></g>`;
      return sole + `<rect x="${knee - width / 2}" y="${-height}" width="${width}" height="${height}" rx="${width * 0.42}" ${o(line)}/>`;
    })
    .join("");

const LOWERINGS: Partial<Record<PartName, Partial<Record<LowPose, Lowering>>>> = {
  "pepita-holding-skull": { kneeling: { cut: -86, drop: 60, under: kneesAndSoles(26, 30, 40, 5) } },
  "pepita-bench": { floor: { cut: -42, drop: 36, shoes: -12 } },
  "abuelita-blessing": { kneeling: { cut: -66, drop: 44, under: kneesAndSoles(34, 40, 46, 6) } },
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
  const { cut, drop, under = "", shoes } = lowering;
  const clip = `low-${id}`;
  const lower = (svg: string) => {
    const { open, body } = groupOf(svg);
    const keep = `<clipPath id="${clip}"><rect x="-600" y="-1600" width="1200" height="${1600 + cut + drop}"/></clipPath>`;
    const feet =
      shoes === undefined
        ? ""
        : `<clipPath id="${clip}-feet"><rect x="-600" y="${shoes}" width="1200" height="200"/></clipPath><g clip-path="url(#${clip}-feet)">${body}</g>`;
    return `${open}${keep}${under}${feet}<g clip-path="url(#${clip})"><g transform="translate(0 ${drop})">${body}</g></g></g>`;
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
