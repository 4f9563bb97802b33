import type { Box } from "@/lib/images/scene/backdrops";

// The fair's carousel, in the built-in story's manner (white shapes, round bold outlines): a round
// platform, a striped tent roof with a scalloped valance and a flag, a pole at each side, and in
// the middle a painted horse on its pole, saddled for a child to ride. Every stripe, scallop and
// panel is a region large enough to colour.

const o = (w = 7) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const l = (w = 6) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const n = (v: number) => v.toFixed(1);

/** The carousel's measures in its own units, its ground's middle at 0: the roof's half width, its parts' heights, and where the saddle is. */
export const CAROUSEL = { half: 300, platform: 70, valance: 700, eaves: 740, apex: 900, flag: 970, saddle: 330 } as const;

/** A painted horse seen from the side, facing `side`, the middle of its saddle at (0, 0). */
function horse(side: 1 | -1): string {
  const x = (v: number) => side * v;
  const leg = (from: [number, number], knee: [number, number], hoof: [number, number]) => {
    const d = `M${n(x(from[0]))} ${from[1]} Q${n(x(knee[0]))} ${knee[1]} ${n(x(hoof[0]))} ${hoof[1]}`;
    return (
      `<path d="${d}" fill="none" stroke="#000" stroke-width="34" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round"/>` +
      `<ellipse cx="${n(x(hoof[0]))}" cy="${hoof[1] + 6}" rx="19" ry="13" ${o(6)}/>`
    );
  };
  // Its tail in three locks, its legs prancing, its body, neck and head, its mane in scallops.
  const tail = `<path d="M${x(-112)} 20 C${x(-170)} 10 ${x(-190)} 80 ${x(-160)} 140 C${x(-150)} 100 ${x(-140)} 70 ${x(-108)} 56 Z" ${o(6)}/>`;
  const legs =
    leg([-80, 70], [-110, 120], [-90, 175]) +
    leg([-40, 80], [-30, 130], [-60, 170]) +
    leg([60, 75], [110, 95], [95, 140]) +
    leg([95, 60], [150, 80], [140, 120]);
  const body = `<ellipse cx="0" cy="40" rx="125" ry="58" ${o(7)}/>`;
  const neck = `<path d="M${x(70)} 20 L${x(128)} -84 Q${x(152)} -104 ${x(174)} -86 L${x(128)} 40 Z" ${o(7)}/>`;
  const head = `<g transform="translate(${x(190)} -92) rotate(${side * 28})"><ellipse cx="0" cy="0" rx="56" ry="32" ${o(7)}/><ellipse cx="${x(40)}" cy="4" rx="7" ry="5" ${o(4)}/></g>`;
  const ear = `<path d="M${x(146)} -112 L${x(152)} -150 L${x(172)} -116 Z" ${o(6)}/>`;
  const eye = `<circle cx="${x(186)}" cy="-104" r="6" fill="#000"/>`;
  const mane = Array.from({ length: 4 }, (_, i) => {
    const [mx, my] = [120 - i * 14, -86 + i * 28];
    return `<path d="M${x(mx + 6)} ${my - 14} Q${x(mx - 30)} ${my} ${x(mx - 4)} ${my + 16} Z" ${o(5)}/>`;
  }).join("");
  const saddle = `<path d="M-52 -6 Q0 24 52 -6 L46 40 Q0 58 -46 40 Z" ${o(6)}/><path d="M${x(-70)} 36 Q${x(0)} 62 ${x(70)} 36" ${l(5)}/>`;
  return tail + legs + body + neck + mane + ear + head + eye + saddle;
}

/**
 * The carousel standing on `ground` with its middle at `cx`, drawn at `k`; its horse faces
 * `side`. `back` is drawn behind whoever rides it, `front` over her legs (nothing: she sits in
 * front of the horse's body); `saddle` is where her seat goes.
 */
export function carousel(cx: number, ground: number, k: number, side: 1 | -1): { back: string; box: Box; saddle: { x: number; y: number } } {
  const { half, platform, valance, eaves, apex, flag, saddle } = CAROUSEL;
  const panels = Array.from(
    { length: 5 },
    (_, i) => `M${-half + 20 + (i + 1) * ((2 * half - 40) / 6)} ${-platform + 22} L${-half + 20 + (i + 1) * ((2 * half - 40) / 6)} -8`,
  ).join(" ");
  const scallops = Array.from({ length: 8 }, (_, i) => {
    const a = -half + i * ((2 * half) / 8);
    const b = a + (2 * half) / 8;
    return `<path d="M${a} ${-valance - 2} Q${(a + b) / 2} ${-valance + 54} ${b} ${-valance - 2} Z" ${o(6)}/>`;
  }).join("");
  const stripes = [-half / 2, 0, half / 2].map((at) => `M0 ${-apex} L${at} ${-eaves}`).join(" ");
  const pole = (at: number, top: number) => `<rect x="${at - 11}" y="${-top}" width="22" height="${top - platform + 20}" rx="8" ${o(6)}/>`;
  const svg =
    // The pole at each side, the middle pole, then the roof over them and the platform under them.
    pole(-half + 46, valance) +
    pole(half - 46, valance) +
    pole(0, valance) +
    `<path d="M0 ${-apex} L${half} ${-eaves} L${-half} ${-eaves} Z" ${o(7)}/><path d="${stripes}" ${l(5)}/>` +
    `<rect x="${-half - 10}" y="${-eaves}" width="${2 * half + 20}" height="${eaves - valance}" rx="10" ${o(7)}/>${scallops}` +
    `<path d="M0 ${-apex} L0 ${-flag}" ${l(7)}/><path d="M0 ${-flag} L${side * 64} ${-flag + 22} L0 ${-flag + 44} Z" ${o(6)}/>` +
    `<ellipse cx="0" cy="${-platform}" rx="${half - 10}" ry="34" ${o(7)}/>` +
    `<path d="M${-half + 10} ${-platform} L${-half + 20} -6 Q0 14 ${half - 20} -6 L${half - 10} ${-platform} Q0 ${-platform + 34} ${-half + 10} ${-platform} Z" ${o(7)}/><path d="${panels}" ${l(5)}/>` +
    `<g transform="translate(0 ${-saddle})">${horse(side)}</g>`;
  const width = (2 * half + 20) * k;
  return {
    back: `<g data-part="carousel" transform="translate(${n(cx)} ${n(ground)}) scale(${k.toFixed(3)})">${svg}</g>`,
    box: { x: cx - width / 2, y: ground - flag * k, w: width, h: flag * k },
    // Her seat a little behind the saddle's middle, so the horse's head and neck show past her.
    saddle: { x: cx - side * 50 * k, y: ground - saddle * k },
  };
}
