import type { Character, Outfit } from "@/lib/story-writing/scene/plan";

// Pepita and Abuelita in the outfit a page's plan names. The figures are the built-in story's own
// drawings, written by one generator in one order: braids, legs and shoes, the neck, the dress
// and its flowers, the collar, the arms, the puffed sleeves, the head. An outfit swaps the dress
// (and, where it changes them, the collar, the sleeves, the legs and the shoes) for its own
// closed shapes at the same place, and adds a hood, a hat or a scarf in the layer it belongs to,
// so arms and hands still lie on top. Every shape is large enough to colour; nothing is filled black.

const o = (w = 5) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const l = (w = 3.5) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const f = (n: number) => Number(n.toFixed(1));

/** Where a standing Pepita's parts are in her drawing; a seated one is the same, lower down. */
const NECK_TOP = -236;
const HEAD_CENTRE = -282;

/** The dress's frame: its top (the neck), its waist, its hem and its half-width there. */
type Frame = { top: number; waist: number; hem: number; half: number; head: number };

type Garment = {
  /** Drawn where the dress was. */
  body?: (frame: Frame) => string;
  /** Drawn over the dress, which stays. */
  over?: (frame: Frame) => string;
  keepCollar?: boolean;
  keepSleeves?: boolean;
  pants?: boolean;
  boots?: boolean;
  /** Between the sleeves and the head: a hood behind it, a scarf under the chin. */
  underHead?: (frame: Frame) => string;
  /** Over the head: a hat. */
  onHead?: (frame: Frame) => string;
  /** Worn outdoors: indoors the hood is down and the hat and scarf are off. */
  outerwear?: boolean;
};

function scallops(fromX: number, toX: number, y: number, count: number, depth: number): string {
  const step = (toX - fromX) / count;
  return Array.from({ length: count }, (_, i) => `Q${f(fromX + step * (i + 0.5))} ${f(y + depth)} ${f(fromX + step * (i + 1))} ${f(y)}`).join(" ");
}

const heart = (x: number, y: number, r: number) =>
  `<path d="M${f(x)} ${f(y + r)} C${f(x - 1.6 * r)} ${f(y)} ${f(x - r)} ${f(y - 1.3 * r)} ${f(x)} ${f(y - 0.5 * r)} C${f(x + r)} ${f(y - 1.3 * r)} ${f(x + 1.6 * r)} ${f(y)} ${f(x)} ${f(y + r)} Z" ${o(4)}/>`;

const star = (x: number, y: number, r: number) =>
  `<path d="${Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 ? r * 0.48 : r;
    return `${i ? "L" : "M"}${f(x + d * Math.cos(a))} ${f(y + d * Math.sin(a))}`;
  }).join(" ")} Z" ${o(4)}/>`;

const moon = (x: number, y: number, r: number) =>
  `<path d="M${f(x)} ${f(y - r)} A${r} ${r} 0 1 0 ${f(x)} ${f(y + r)} A${f(r * 0.7)} ${r} 0 1 1 ${f(x)} ${f(y - r)} Z" ${o(4)}/>`;

const bodice = ({ top, waist }: Frame) => `<path d="M-40 ${top} Q0 ${top - 8} 40 ${top} L46 ${waist} L-46 ${waist} Z" ${o(6)}/>`;

/** A strap from a bib's corner to the shoulder: a band a child can colour. */
const strap = (x: number, y: number, shoulderX: number, shoulderY: number) =>
  `<path d="M${x - 6} ${y} L${shoulderX - 6} ${shoulderY} L${shoulderX + 6} ${shoulderY} L${x + 6} ${y} Z" ${o(4)}/>`;

/** A coat from the shoulders to below the knee, buttoned down the middle, with two pockets. */
function coat({ top, hem, half }: Frame, length: number, toggles: boolean): string {
  const bottom = hem + length;
  const w = Math.max(70, half * 0.85);
  const pockets = [-1, 1].map((side) => `<rect x="${f(side * w * 0.5 - 17)}" y="${f(bottom - 62)}" width="34" height="28" rx="6" ${o(4)}/>`).join("");
  const fastenings = [0.18, 0.42, 0.66].map((t) => {
    const y = f(top + (bottom - top) * t);
    return toggles ? `<rect x="-12" y="${y - 5}" width="24" height="10" rx="5" ${o(4)}/>` : `<circle cx="0" cy="${y}" r="8" ${o(4)}/>`;
  });
  return (
    `<path d="M-40 ${top} Q0 ${top - 8} 40 ${top} C52 ${top + 30} ${f(w * 0.9)} ${f(bottom - 40)} ${f(w)} ${f(bottom)} Q0 ${f(bottom + 12)} ${f(-w)} ${f(bottom)} C${f(-w * 0.9)} ${f(bottom - 40)} -52 ${top + 30} -40 ${top} Z" ${o(6)}/>` +
    `<path d="M0 ${top + 4} L0 ${f(bottom + 10)}" ${l(4)}/>${pockets}${fastenings.join("")}` +
    `<path d="M-22 ${top - 2} L0 ${top + 26} L22 ${top - 2}" ${l(4)}/>`
  );
}

const GARMENTS: Record<Outfit, Garment> = {
  "party-dress": {
    keepCollar: true,
    keepSleeves: true,
    body: (frame) => {
      const { waist, hem, half } = frame;
      const mid = waist + (hem - waist) * 0.5;
      const lower = half + 8;
      const upper = half * 0.8;
      return (
        `<path d="M${f(-upper)} ${f(mid)} L${f(-lower)} ${f(hem - 8)} ${scallops(-lower, lower, hem - 8, 6, 16)} L${f(upper)} ${f(mid)} Z" ${o(6)}/>` +
        `<path d="M-46 ${waist} L${f(-upper - 6)} ${f(mid + 10)} ${scallops(-upper - 6, upper + 6, mid + 10, 5, 14)} L46 ${waist} Z" ${o(6)}/>` +
        [-0.55, 0, 0.55].map((t) => heart(t * half, (mid + 10 + hem) / 2 + 4, 13)).join("") +
        bodice(frame) +
        `<path d="M0 ${waist} L-36 ${waist - 18} L-36 ${waist + 18} Z" ${o(4)}/><path d="M0 ${waist} L36 ${waist - 18} L36 ${waist + 18} Z" ${o(4)}/><circle cx="0" cy="${waist}" r="10" ${o(4)}/>`
      );
    },
  },
  overalls: {
    keepSleeves: true,
    body: ({ top, waist, hem }) => {
      const cuff = hem - 12;
      return (
        `<path d="M-40 ${top} Q0 ${top - 8} 40 ${top} L46 ${waist + 6} L-46 ${waist + 6} Z" ${o(6)}/><path d="M-18 ${top} Q0 ${top + 14} 18 ${top}" ${l()}/>` +
        `<path d="M-50 ${waist} L50 ${waist} L58 ${cuff} L8 ${cuff} L0 ${waist + 44} L-8 ${cuff} L-58 ${cuff} Z" ${o(6)}/>` +
        `<path d="M-30 ${top + 18} L30 ${top + 18} L32 ${waist + 4} L-32 ${waist + 4} Z" ${o(5)}/>` +
        `<rect x="-17" y="${top + 30}" width="34" height="24" rx="4" ${o(4)}/>` +
        strap(-24, top + 18, -36, top + 1) +
        strap(24, top + 18, 36, top + 1) +
        `<circle cx="-22" cy="${top + 24}" r="7" ${o(4)}/><circle cx="22" cy="${top + 24}" r="7" ${o(4)}/>`
      );
    },
  },
  raincoat: {
    outerwear: true,
    keepSleeves: true,
    boots: true,
    body: (frame) => coat(frame, 26, true),
    underHead: ({ head }) => `<ellipse cx="0" cy="${head - 6}" rx="78" ry="76" ${o(6)}/>`,
  },
  swimsuit: {
    keepSleeves: true,
    body: ({ top, waist }) => {
      const hip = waist + 36;
      const crotch = waist + 64;
      return (
        `<path d="M-40 ${top} Q0 ${top - 8} 40 ${top} L42 ${top + 24} L-42 ${top + 24} Z" ${o(5)}/>` +
        `<path d="M-40 ${top + 14} Q0 ${top + 30} 40 ${top + 14} L44 ${hip} Q24 ${hip + 4} 14 ${crotch} L-14 ${crotch} Q-24 ${hip + 4} -44 ${hip} Z" ${o(6)}/>` +
        `<path d="M-42 ${waist - 4} Q-21 ${waist - 18} 0 ${waist - 4} Q21 ${waist + 10} 42 ${waist - 4}" ${l(4)}/>` +
        star(0, top + 44, 18)
      );
    },
  },
  pajamas: {
    keepCollar: true,
    keepSleeves: true,
    pants: true,
    body: ({ top, hem, half }) => {
      const bottom = hem - 22;
      const w = Math.max(54, half * 0.62);
      return (
        `<path d="M-42 ${top} Q0 ${top - 8} 42 ${top} L${f(w)} ${bottom} Q0 ${bottom + 10} ${f(-w)} ${bottom} Z" ${o(6)}/>` +
        `<path d="M0 ${top + 6} L0 ${bottom + 6}" ${l(4)}/>` +
        [0.3, 0.6].map((t) => `<circle cx="0" cy="${f(top + (bottom - top) * t)}" r="7" ${o(4)}/>`).join("") +
        moon(-w * 0.45, top + (bottom - top) * 0.62, 17) +
        star(w * 0.45, top + (bottom - top) * 0.4, 19)
      );
    },
  },
  "school-uniform": {
    keepCollar: true,
    keepSleeves: true,
    body: (frame) => {
      const { top, waist, hem, half } = frame;
      const w = half * 0.85;
      const pleats = [-0.6, -0.2, 0.2, 0.6].map((t) => `<path d="M${f(t * 44)} ${waist + 4} L${f(t * w)} ${hem - 8}" ${l(4)}/>`).join("");
      return (
        bodice(frame) +
        `<path d="M-7 ${top + 2} L7 ${top + 2} L11 ${top + 40} L0 ${top + 52} L-11 ${top + 40} Z" ${o(4)}/>` +
        `<path d="M-48 ${waist} L48 ${waist} L${f(w)} ${hem - 8} L${f(-w)} ${hem - 8} Z" ${o(6)}/>${pleats}` +
        `<path d="M-30 ${top + 28} L30 ${top + 28} L36 ${waist + 2} L-36 ${waist + 2} Z" ${o(5)}/>` +
        strap(-24, top + 28, -36, top + 1) +
        strap(24, top + 28, 36, top + 1)
      );
    },
  },
  poncho: {
    keepCollar: false,
    keepSleeves: true,
    over: ({ top, waist, half }) => {
      const bottom = waist + 46;
      const w = Math.max(96, half + 10);
      const band = (y: number) => `<path d="M${f(-w * ((y - top) / (bottom - top)) - 24)} ${y} L${f(w * ((y - top) / (bottom - top)) + 24)} ${y}" ${l(4)}/>`;
      const fringe = Array.from({ length: 9 }, (_, i) => {
        const x = -w + 10 + ((2 * w - 20) / 8) * i;
        return `<path d="M${f(x)} ${bottom + 2} L${f(x)} ${bottom + 18}" ${l(4)}/>`;
      }).join("");
      return (
        `<path d="M-26 ${top - 6} L26 ${top - 6} L${f(w)} ${bottom} L${f(-w)} ${bottom} Z" ${o(6)}/>${band(top + 26)}${band(top + 48)}${fringe}` +
        `<path d="M${f(-w * 0.55)} ${bottom - 16} L${f(-w * 0.3)} ${bottom - 30} L${f(-w * 0.05)} ${bottom - 16} L${f(w * 0.2)} ${bottom - 30} L${f(w * 0.45)} ${bottom - 16}" ${l(4)}/>`
      );
    },
  },
  "sun-hat": {
    keepCollar: true,
    keepSleeves: true,
    onHead: ({ head }) =>
      `<ellipse cx="0" cy="${head - 40}" rx="98" ry="24" ${o(6)}/>` +
      `<path d="M-52 ${head - 42} C-54 ${head - 104} 54 ${head - 104} 52 ${head - 42} Z" ${o(6)}/>` +
      `<path d="M-53 ${head - 58} Q0 ${head - 68} 53 ${head - 58} L52 ${head - 44} Q0 ${head - 54} -52 ${head - 44} Z" ${o(4)}/>`,
  },
  apron: {
    keepCollar: true,
    keepSleeves: true,
    over: ({ top, waist, hem }) =>
      `<path d="M-24 ${top + 16} L24 ${top + 16} L28 ${waist} L-28 ${waist} Z" ${o(5)}/>` +
      `<path d="M-42 ${waist} L42 ${waist} L50 ${hem - 16} Q0 ${hem - 2} -50 ${hem - 16} Z" ${o(6)}/>` +
      `<path d="M-20 ${waist + 26} L20 ${waist + 26} L18 ${waist + 50} Q0 ${waist + 58} -18 ${waist + 50} Z" ${o(4)}/>` +
      `<rect x="-48" y="${waist - 7}" width="96" height="14" rx="6" ${o(4)}/>`,
  },
  "winter-coat": {
    outerwear: true,
    keepSleeves: true,
    boots: true,
    body: (frame) => coat(frame, 18, false),
    underHead: ({ top }) =>
      `<path d="M8 ${top + 2} L36 ${top + 2} L40 ${top + 62} L12 ${top + 62} Z" ${o(5)}/><path d="M14 ${top + 50} L38 ${top + 50}" ${l(4)}/>` +
      `<ellipse cx="0" cy="${top - 6}" rx="46" ry="15" ${o(5)}/>`,
    onHead: ({ head }) =>
      `<path d="M-60 ${head - 18} C-62 ${head - 98} 62 ${head - 98} 60 ${head - 18} Z" ${o(6)}/>` +
      `<rect x="-62" y="${head - 38}" width="124" height="24" rx="10" ${o(5)}/>` +
      [-36, -12, 12, 36].map((x) => `<path d="M${x} ${head - 36} L${x} ${head - 16}" ${l(3.5)}/>`).join("") +
      `<circle cx="0" cy="${head - 92}" r="18" ${o(5)}/>`,
  },
  boots: { keepCollar: true, keepSleeves: true, boots: true },
  crown: {
    keepCollar: true,
    keepSleeves: true,
    onHead: ({ head }) =>
      `<path d="M-42 ${head - 46} L-46 ${head - 92} L-22 ${head - 70} L0 ${head - 104} L22 ${head - 70} L46 ${head - 92} L42 ${head - 46} Z" ${o(5)}/>` +
      [-24, 0, 24].map((x) => `<circle cx="${x}" cy="${head - 56}" r="7" ${o(4)}/>`).join(""),
  },
};

/** The numbers of a path's `d`, paired as points: enough for the box of the generator's absolute paths. */
function pathBox(tag: string): { minX: number; maxX: number; minY: number; maxY: number } {
  const numbers = (/ d="([^"]+)"/.exec(tag)?.[1] ?? "").match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const SHOE = /^<path d="M(-?)12 6 Q/;

/** A shoe's path becomes a boot's: the same sole, with a shaft up the leg. */
function boot(tag: string): string {
  const side = SHOE.exec(tag)![1] === "-" ? -1 : 1;
  return `<path d="M${12 * side} 6 L${12 * side} -42 Q0 -48 ${-10 * side} -42 L${-10 * side} -10 Q${-26 * side} -8 ${-24 * side} 6 Z" ${o(5)}/><path d="M${12 * side} -30 L${-10 * side} -30" ${l(3)}/>`;
}

/** A leg's outline stroked wide in black, then white, leaves a trouser leg round it. */
function trouserLeg(tag: string): string {
  const d = / d="([^"]+)"/.exec(tag)![1];
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="32"/><path d="${d}" fill="#fff" stroke="#fff" stroke-width="20"/>`;
}

/**
 * A flower of five petals in one outline: one region to colour. A centre drawn inside it would
 * cut the petals apart into five regions too small to colour.
 */
function flower(x: number, y: number): string {
  const point = (degrees: number, r: number) => `${f(x + r * Math.cos((degrees * Math.PI) / 180))} ${f(y + r * Math.sin((degrees * Math.PI) / 180))}`;
  const petals = Array.from({ length: 5 }, (_, k) => `C${point(-122 + 72 * k, 25)} ${point(-58 + 72 * k, 25)} ${point(-54 + 72 * k, 9)}`).join(" ");
  return `<path d="M${point(-126, 9)} ${petals} Z" ${o(3.5)}/>`;
}

const FLOWER_CENTRE = /^<circle cx="(-?[\d.]+)" cy="(-?[\d.]+)" r="(6\.8|7\.2)"/;

/**
 * Her everyday dress's flowers, drawn as the generator draws them (five small petals round a
 * dot), close up into black blots at the size the page draws her: each becomes one flower of the
 * same size whose petals and centre stay regions to colour.
 */
function openFlowers(tags: string[]): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const centre = FLOWER_CENTRE.exec(tag);
    const petals = out.slice(-5);
    if (centre && petals.length === 5 && petals.every((petal) => petal.startsWith("<ellipse") && / rx="9(\.5)?"/.test(petal))) {
      out.splice(-5, 5, flower(Number(centre[1]), Number(centre[2])));
      continue;
    }
    out.push(tag);
  }
  return out;
}

function dressPepita(svg: string, outfit: Outfit | undefined, indoors: boolean): string {
  const tags = openFlowers(svg.match(/<[^>]+>/g) ?? []);
  if (!outfit) return tags.join("");
  const worn = GARMENTS[outfit];
  const garment = indoors && worn.outerwear ? { ...worn, underHead: undefined, onHead: undefined } : worn;
  const neck = tags.findIndex((tag) => /^<rect x="-13" y="-?[\d.]+" width="26" height="26"/.test(tag));
  // Pepita asleep shows only her head on the pillow: the quilt covers what she wears.
  if (neck < 0) return tags.join("");
  const dy = Number(/ y="(-?[\d.]+)"/.exec(tags[neck]!)![1]) - NECK_TOP;
  const collar = tags.findIndex((tag, i) => i > neck && tag.startsWith('<path d="M-2 '));
  const collarEnd = tags.findIndex((tag, i) => i > collar && tag.startsWith('<path d="M2 '));
  const headOpen = tags.indexOf(`<g transform="translate(0 ${HEAD_CENTRE + dy})">`);
  const headClose = tags.indexOf("</g>", headOpen);
  if (collar < 0 || collarEnd < 0 || headOpen < 0) return tags.join("");
  const dress = pathBox(tags[neck + 1]!);
  const frame: Frame = {
    top: dress.minY,
    waist: dress.minY + 44,
    hem: dress.maxY,
    half: Math.max(-dress.minX, dress.maxX),
    head: HEAD_CENTRE + dy,
  };
  const shoes = new Set(tags.flatMap((tag, i) => (i < neck && SHOE.test(tag) ? [i] : [])));
  const legs = new Set(
    [...shoes].map((shoe) => {
      let i = shoe - 2;
      while (i > 0 && !(tags[i]!.startsWith("<path") && tags[i]!.includes('stroke-width="5.5"'))) i--;
      return i;
    }),
  );
  const sleeves = new Set(tags.flatMap((tag, i) => (i > collarEnd && i < headOpen && / rx="20" ry="17"/.test(tag) ? [i, i + 1] : [])));
  const out: string[] = [];
  for (const [i, tag] of tags.entries()) {
    if (garment.pants && legs.has(i)) {
      out.push(trouserLeg(tag));
      continue;
    }
    if (garment.boots && shoes.has(i)) {
      out.push(boot(tag));
      continue;
    }
    if (i > neck && i < collar && garment.body) {
      if (i === neck + 1) out.push(garment.body(frame));
      continue;
    }
    if (i >= collar && i <= collarEnd && !garment.keepCollar) continue;
    if (sleeves.has(i) && !garment.keepSleeves) continue;
    if (i === headOpen && garment.underHead) out.push(garment.underHead(frame));
    out.push(tag);
    if (i === collar - 1 && garment.over) out.push(garment.over(frame));
    if (i === headClose && garment.onHead) out.push(garment.onHead(frame));
  }
  return out.join("");
}

/** Abuelita wears only hats: her head is the ellipse the generator draws 56 wide and 60 tall. */
function dressAbuelita(svg: string, outfit: Outfit): string {
  const garment = GARMENTS[outfit];
  const head = /<ellipse cx="0" cy="(-?[\d.]+)" rx="56" ry="60"/.exec(svg);
  if (!head || !garment.onHead) return svg;
  const centre = Number(head[1]);
  // Her bun sits higher than Pepita's hair: the hat sits a little higher and wider with it.
  const hat = garment.onHead({ top: 0, waist: 0, hem: 0, half: 0, head: centre - 14 });
  return svg.replace(/<\/g>$/, `<g transform="translate(0 ${centre}) scale(1.08) translate(0 ${-centre})">${hat}</g></g>`);
}

/** The part's drawing in the outfit; everyday clothes when there is none or it does not apply. */
export function dressed(svg: string, who: Character, outfit: Outfit | undefined, indoors = false): string {
  if (who === "Pepita") return dressPepita(svg, outfit, indoors);
  return outfit ? dressAbuelita(svg, outfit) : svg;
}
