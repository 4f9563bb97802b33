import { headBacking } from "@/lib/images/scene/head-backing";
import { childBody } from "@/lib/images/scene/standing-child";
import { marigold } from "@/lib/images/scene/backdrops";
import { storyPart, type PartName } from "@/lib/images/scene/story-parts";
import { slide, swingSet } from "@/lib/images/scene/playground";
import type { PropArt } from "@/lib/story-writing/scene/lexicon";

// Each prop drawing as an SVG fragment whose origin is the middle of its bottom edge, with the
// size it covers: the composer scales and places it. Drawings cut from the built-in story are
// used where it has one; the rest are drawn here in its manner (white shapes, round bold outlines).

/** `scale`: how much the drawing already shrinks or grows its parts, so line widths can be kept. */
/**
 * `zone`, where it stands: on the floor, on a surface (a table, a stand, a shelf), hanging on a
 * string from above, or in the air because it flies.
 */
/** `fixed`: never held, however small (a lamp stands on the floor or a stand, not in a lap). */
/** `offTheFloor`: never set down on the floor or the grass (a mug of hot chocolate, a letter): on a table or in hands. */
/** `handSized`: held, as wide as this share of the holder's figure, the size it is beside her hands (a mug, not a bucket). */
export type Drawing = {
  svg: string;
  width: number;
  height: number;
  zone: "ground" | "table" | "hangs" | "flies";
  scale: number;
  fixed?: boolean;
  offTheFloor?: boolean;
  handSized?: number;
};

const o = (w = 6) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const l = (w = 6) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

/** A drawing with Abuelita's head backed in white behind it, as she is dressed (under a hat, its flower hidden, none). */
const backed = (svg: string) => headBacking(svg) + svg;

/** A story part moved so the middle of its bottom edge is the origin; `dress` may redraw its clothes first. */
export function partAtOrigin(name: PartName, mirror = false, dress = (svg: string) => svg): { svg: string; width: number; height: number } {
  const part = storyPart(name);
  const [x, y, width, height] = part.box;
  const flip = mirror ? " scale(-1 1)" : "";
  return {
    svg: `<g${flip ? ` transform="${flip.trim()}"` : ""}><g transform="translate(${-(x + width / 2)} ${-(y + height)})"><g fill="#fff" stroke="#000" stroke-linecap="round" stroke-linejoin="round">${backed(dress(part.svg))}</g></g></g>`,
    width,
    height,
  };
}

const part = (name: PartName, zone: Drawing["zone"], scale = 1): Drawing => {
  const { svg, width, height } = partAtOrigin(name);
  return scale === 1
    ? { svg, width, height, zone, scale }
    : { svg: `<g transform="scale(${scale})">${svg}</g>`, width: width * scale, height: height * scale, zone, scale };
};

const drawn = (svg: string, width: number, height: number, zone: Drawing["zone"]): Drawing => ({ svg, width, height, zone, scale: 1 });

/** A drawing made `k` times larger, its lines kept as wide. */
const grown = (drawing: Drawing, k: number): Drawing => ({
  ...drawing,
  svg: `<g transform="scale(${k})">${drawing.svg}</g>`,
  width: drawing.width * k,
  height: drawing.height * k,
  scale: drawing.scale * k,
});

function flowerHead(x: number, y: number, r: number): string {
  const petals = Array.from(
    { length: 5 },
    (_, i) => `<ellipse cx="${x}" cy="${y - r * 0.7}" rx="${r * 0.45}" ry="${r * 0.6}" transform="rotate(${i * 72} ${x} ${y})" ${o(5)}/>`,
  ).join("");
  return `${petals}<circle cx="${x}" cy="${y}" r="${r * 0.4}" ${o(5)}/>`;
}

/** One weed's leaves, notched like a dandelion's, fanned out from its root at the origin. */
function weedTuft(x: number, y: number, size: number, tilt = 0): string {
  const leaf = "M0 0 Q-14 -30 -10 -52 L-24 -60 L-10 -76 L-18 -100 Q-6 -118 0 -130 Q6 -118 18 -100 L10 -76 L24 -60 L10 -52 Q14 -30 0 0 Z";
  return `<g transform="translate(${x} ${y}) rotate(${tilt}) scale(${size})">${[-50, 50, 0]
    .map((a) => `<g transform="rotate(${a})"><path d="${leaf}" ${o(6 / size)}/><path d="M0 -8 L0 -108" ${l(4 / size)}/></g>`)
    .join("")}</g>`;
}

/**
 * Weeds as the garden's weeding shows them: tufts growing out of a mound of turned soil, and one
 * pulled up, lying beside it with the clod of earth and the long roots it came out with.
 */
function weeds(): string {
  const soil = `<path d="M-205 0 Q-195 -40 -130 -44 Q-50 -48 10 -40 Q36 -32 40 0 Z" ${o()}/>`;
  // The soil covers where each tuft's leaves cross at its root, which would fill in black.
  const growing = [weedTuft(-125, -16, 0.85), weedTuft(-35, -20, 0.95)].join("");
  const roots = `<path d="M88 -48 Q70 -36 58 -4 M92 -40 Q84 -22 82 -4 M86 -56 Q62 -60 48 -40" ${l(5)}/>`;
  const pulled = `${weedTuft(102, -55, 0.7, 75)}${roots}<ellipse cx="98" cy="-50" rx="20" ry="17" ${o(6)}/>`;
  return growing + soil + pulled;
}

function star(x: number, y: number, r: number, w = 5): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.5;
    return `${(x + Math.cos(a) * radius).toFixed(1)},${(y + Math.sin(a) * radius).toFixed(1)}`;
  });
  return `<polygon points="${points.join(" ")}" ${o(w)}/>`;
}

/** A tower of sand with square battlements along its top, from `left` to `right`. */
function battlements(left: number, right: number, top: number, bottom: number): string {
  const teeth = 3;
  const step = (right - left) / (teeth * 2 - 1);
  const edge = Array.from({ length: teeth * 2 - 1 }, (_, i) => {
    const x = left + (i + 1) * step;
    const y = i % 2 === 0 ? top : top + 22;
    return `L${x.toFixed(1)} ${y} L${x.toFixed(1)} ${i % 2 === 0 ? top + 22 : top}`;
  }).join(" ");
  return `<path d="M${left} ${bottom} L${left} ${top} ${edge} L${right} ${bottom} Z" ${o()}/>`;
}

/** A young fruit tree: trunk, a round crown and its fruit, each fruit big enough to colour. */
function fruitTree(fruit: (x: number, y: number) => string): string {
  const spots = [
    [-95, -330],
    [-20, -385],
    [70, -340],
    [-40, -290],
    [40, -275],
    [110, -290],
  ];
  return (
    `<path d="M-30 0 Q-18 -120 -26 -220 L26 -220 Q18 -120 34 0 Z" ${o(7)}/><path d="M-150 -260 q-40 -60 10 -120 q10 -80 100 -80 q60 -60 140 0 q80 0 80 90 q40 70 -20 120 q-30 40 -100 30 q-70 40 -140 0 q-70 10 -70 -40 Z" ${o(7)}/>` +
    spots.map(([x, y]) => fruit(x!, y!)).join("")
  );
}

/** A picnic blanket's near and far widths, its depth on the page and its checks: each check a region to colour. */
export const PICNIC_BLANKET = { front: 560, back: 440, depth: 170, columns: 7, rows: 3 } as const;

/**
 * A wooden ladder a little narrower at the top: `bottom` and `top`, its rails' middles either side
 * of its own; `rungs`, how high each rung's top is, the first one a child's step up.
 */
export const LADDER = { height: 560, bottom: 88, top: 66, rail: 24, rungs: [100, 200, 300, 400, 500] } as const;

/** Where a ladder's rail runs at a height, from its middle, on one side. */
export const ladderRail = (side: 1 | -1, y: number) => side * (LADDER.bottom - ((LADDER.bottom - LADDER.top) * y) / LADDER.height);

/** Two rails and the rungs between them, each a closed shape to colour; the rails cover the rungs' ends. */
function ladder(): string {
  const { height, rail, rungs } = LADDER;
  const steps = rungs
    .map((y) => {
      const half = ladderRail(1, y);
      return `<rect x="${(-half).toFixed(1)}" y="${-y}" width="${(2 * half).toFixed(1)}" height="20" rx="6" ${o(6)}/>`;
    })
    .join("");
  const rails = ([-1, 1] as const)
    .map((side) => {
      const [foot, head] = [ladderRail(side, 0), ladderRail(side, height)];
      return `<path d="M${foot - rail / 2} 0 L${foot + rail / 2} 0 L${head + rail / 2} ${-height} L${head - rail / 2} ${-height} Z" ${o(7)}/>`;
    })
    .join("");
  return steps + rails;
}

/**
 * A blanket fort: a striped blanket thrown over the backs of two chairs, from `left` to `right`,
 * sagging a little between them with its top at `top`, and hanging to just above the floor at
 * `ground`, where the chairs' legs show. Each stripe is a closed region to colour; whoever sits
 * inside is drawn in front of its back wall.
 */
export function blanketFort(left: number, right: number, top: number, ground: number): { svg: string; box: { x: number; y: number; w: number; h: number } } {
  const sag = 36;
  const flare = 60;
  const hem = ground - 46;
  const mid = (left + right) / 2;
  const half = (right - left) / 2;
  // The blanket's top edge: over the chair backs at either end, sagging between them; outside them it falls to the hem.
  const topAt = (x: number) =>
    x < left ? top + ((left - x) / flare) * (hem - top) : x > right ? top + ((x - right) / flare) * (hem - top) : top + sag * (1 - ((x - mid) / half) ** 2);
  const from = left - flare;
  const to = right + flare;
  const count = Math.max(4, Math.round((to - from) / 130));
  const step = (to - from) / count;
  const f = (v: number) => v.toFixed(1);
  const stripes = Array.from({ length: count }, (_, i) => {
    const a = from + i * step;
    const b = a + step;
    const edge = [a, a + step / 4, a + step / 2, a + (3 * step) / 4, b].map((x) => `${f(x)} ${f(topAt(Math.max(from, Math.min(to, x))))}`);
    // The hem dips in a scallop under each stripe; every other stripe has a row of hearts, as a quilt does.
    const cx = (a + b) / 2;
    const hearts =
      i % 2 === 0
        ? [0.4, 0.72].map((at) => {
            const cy = top + sag + (hem - top - sag) * at;
            const r = Math.min(34, step * 0.28);
            return `<path d="M${f(cx)} ${f(cy + r)} C${f(cx - r * 1.6)} ${f(cy)} ${f(cx - r * 1.1)} ${f(cy - r * 1.3)} ${f(cx)} ${f(cy - r * 0.5)} C${f(cx + r * 1.1)} ${f(cy - r * 1.3)} ${f(cx + r * 1.6)} ${f(cy)} ${f(cx)} ${f(cy + r)} Z" ${o(5)}/>`;
          })
        : [];
    return `<path d="M${f(a)} ${f(hem)} L${edge.join(" L")} L${f(b)} ${f(hem)} Q${f(cx)} ${f(hem + 26)} ${f(a)} ${f(hem)} Z" ${o(6)}/>${hearts.join("")}`;
  }).join("");
  const legs = [left - 30, left + 20, right - 20, right + 30].map((x) => `<path d="M${f(x)} ${f(hem)} L${f(x)} ${f(ground)}" ${l(12)}/>`).join("");
  // The chair backs' two knobs show above the blanket at each end.
  const knobs = [left - 18, left + 18, right - 18, right + 18].map((x) => `<circle cx="${f(x)}" cy="${f(top - 18)}" r="16" ${o(6)}/>`).join("");
  return {
    svg: `<g data-part="blanket-fort">${legs}${knobs}${stripes}</g>`,
    box: { x: from, y: top - 34, w: to - from, h: ground - top + 34 },
  };
}

/** One tamal: a corn husk folded round its masa, tied in the middle. */
function tamal(x: number, tilt: number): string {
  return `<g transform="rotate(${tilt} ${x} -150)"><path d="M${x - 24} -140 Q${x - 28} -205 ${x} -240 Q${x + 28} -205 ${x + 24} -140 Z" ${o(5)}/><path d="M${x - 22} -188 L${x + 22} -188" ${l(5)}/></g>`;
}

/** A drawing grown as a whole, its lines kept as thick as the rest (a child beside Pepita is nearly her size). */
const larger = (by: number, drawing: Drawing): Drawing => ({
  svg: `<g transform="scale(${by})">${drawing.svg}</g>`,
  width: drawing.width * by,
  height: drawing.height * by,
  zone: drawing.zone,
  scale: by,
});

/** A wooden cradle on its rockers, slatted, with a hood at its head: the baby's, ready for the baby. */
const CRADLE =
  `<path d="M-162 -26 Q0 10 162 -26" ${l(10)}/>` +
  [-1, 1].map((side) => `<rect x="${side * 112 - 10}" y="-78" width="20" height="58" rx="6" ${o(5)}/>`).join("") +
  `<path d="M-150 -214 L150 -214 L132 -74 Q0 -60 -132 -74 Z" ${o()}/>` +
  [-88, -30, 30, 88].map((x) => `<path d="M${x} -204 L${x * 0.9} -72" ${l(5)}/>`).join("") +
  `<path d="M-150 -214 L-150 -262 Q-120 -296 -84 -262 L-84 -214 Z" ${o()}/>` +
  `<rect x="-164" y="-230" width="328" height="24" rx="10" ${o()}/>`;

/**
 * A balloon's knot under it: two short lines opening down from the balloon, the string between
 * them. A closed triangle, too small inside to colour, printed as a black blot.
 */
const balloonKnot = (x: number, y: number) => `<path d="M${x - 9} ${y + 12} L${x} ${y} L${x + 9} ${y + 12}" ${l(4)}/>`;

/**
 * The gift's bow: two round loops lying over the lid and a knot wide enough to colour over the
 * ribbon's top, where the loops meet. Loops meeting at a point just above the lid left black
 * wedges between them and under them.
 */
const GIFT_BOW =
  [-1, 1].map((side) => `<ellipse cx="${side * 40}" cy="-150" rx="30" ry="17" transform="rotate(${side * -14} ${side * 40} -150)" ${o(5)}/>`).join("") +
  `<rect x="-20" y="-164" width="40" height="30" rx="9" ${o(5)}/>`;

/**
 * What hangs on the clothesline: the washing (a shirt, socks, a little dress, a striped towel) or
 * the sheets; `fallen`: one end has slipped off its hook and lies on the ground.
 */
export type LineHung = { hung?: "washing" | "sheets"; fallen?: boolean };

/** Where the clothesline's two ends are, in its drawing's units: on their hooks, or the fallen one on the ground. */
export const LINE_ENDS = { left: { x: -286, y: -850 }, right: { x: 286, y: -850 }, fallen: { x: 210, y: -8 } } as const;

/**
 * Laundry day's clothesline: two posts with a crossbar each, the line sagging between them high
 * enough that the clothes clear the heads of whoever stands under it, and a shirt, a pair of socks,
 * a little dress and a striped towel pegged on it, each a closed shape to colour, clear of the
 * crossbars. Sheets are two wide rectangles folded over the line. Fallen, the line runs from its
 * left hook down to the ground by the right post, whose empty hook shows, with what is still
 * pegged on it hanging from it.
 */
export function clothesline({ hung = "washing", fallen = false }: LineHung = {}): Drawing {
  const { left, right } = LINE_ENDS;
  const end = fallen ? LINE_ENDS.fallen : right;
  // The line as a curve from its left end, sagging in the middle, or slanting down to the ground.
  const control = fallen ? { x: 200, y: -800 } : { x: 0, y: -790 };
  const at = (t: number) => ({
    x: (1 - t) ** 2 * left.x + 2 * t * (1 - t) * control.x + t ** 2 * end.x,
    y: (1 - t) ** 2 * left.y + 2 * t * (1 - t) * control.y + t ** 2 * end.y,
  });
  // Where along the line `x` is, and the line's height there: each thing hangs from its own height.
  const tAt = (x: number) => {
    let [lo, hi] = [0, 1];
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      if (at(mid).x < x) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  const on = (x: number) => Math.round(at(tAt(x)).y);
  // On the fallen line's slope what is pegged on it tilts with it, its pegs on the line.
  const tilted = (x: number, svg: string) => {
    const [a, b] = [at(tAt(x - 1)), at(tAt(x + 1))];
    return `<g transform="rotate(${((Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI).toFixed(1)} ${x} ${on(x)})">${svg}</g>`;
  };
  // A peg is a short stroke across the line: a drawn clothespin's tiny regions would print black.
  const peg = (x: number, y: number) => `<path d="M${x} ${y - 16} L${x} ${y + 16}" ${l(7)}/>`;
  const post = (x: number) =>
    `<path d="M${x - 44} 0 Q${x} -34 ${x + 44} 0 Z" ${o()}/><rect x="${x - 14}" y="-890" width="28" height="870" ${o()}/><rect x="${x - 44}" y="-904" width="88" height="24" rx="6" ${o()}/>`;
  // The hook the line slipped off: an open curl under the crossbar, wide enough to colour round.
  const emptyHook = (x: number) => `<path d="M${x - 20} -880 L${x - 20} -846 Q${x - 20} -822 ${x - 44} -822 Q${x - 66} -822 ${x - 66} -844" ${l(6)}/>`;
  const shirt = (x: number, y = on(x)) =>
    `<path d="M${x - 45} ${y} L${x + 45} ${y} L${x + 76} ${y + 30} L${x + 58} ${y + 56} L${x + 40} ${y + 48} L${x + 40} ${y + 132} L${x - 40} ${y + 132} L${x - 40} ${y + 48} L${x - 58} ${y + 56} L${x - 76} ${y + 30} Z" ${o()}/>` +
    `${peg(x - 32, y)}${peg(x + 32, y)}`;
  const sock = (x: number, y = on(x)) =>
    `<path d="M${x - 13} ${y} L${x + 13} ${y} L${x + 13} ${y + 70} Q${x + 13} ${y + 96} ${x - 12} ${y + 96} L${x - 34} ${y + 96} Q${x - 48} ${y + 83} ${x - 34} ${y + 70} L${x - 13} ${y + 70} Z" ${o(5)}/>` +
    peg(x, y);
  const dress = (x: number, y = on(x)) =>
    `<path d="M${x - 20} ${y} L${x + 20} ${y} L${x + 28} ${y + 42} L${x + 66} ${y + 150} L${x - 66} ${y + 150} L${x - 28} ${y + 42} Z" ${o()}/>` +
    `<path d="M${x - 28} ${y + 42} L${x + 28} ${y + 42} M${x - 50} ${y + 108} L${x + 50} ${y + 108}" ${l(5)}/>${peg(x, y)}`;
  const towel = (x: number, y = on(x)) =>
    `<rect x="${x - 34}" y="${y}" width="68" height="104" rx="4" ${o()}/><path d="M${x - 34} ${y + 28} L${x + 34} ${y + 28} M${x - 34} ${y + 76} L${x + 34} ${y + 76}" ${l(5)}/>${peg(x - 20, y)}${peg(x + 20, y)}`;
  // A sheet folded over the line: its top edge runs along the line (a straight edge under a
  // curved line left a sliver between them), the fold a little way down its front follows it, and
  // its hem hangs level, well clear of the heads below; a peg at each side.
  const sheet = (x: number, half: number, drop = 150) => {
    const [from, to] = [tAt(x - half), tAt(x + half)];
    const edge = Array.from({ length: 13 }, (_, i) => at(from + ((to - from) * i) / 12));
    const path = (dy: number) => edge.map((p, i) => `${i ? "L" : "M"}${p.x.toFixed(1)} ${(p.y + dy).toFixed(1)}`).join(" ");
    const bottom = Math.max(...edge.map((p) => p.y)) + drop;
    return (
      `<path d="${path(0)} L${x + half} ${bottom.toFixed(1)} Q${x} ${(bottom + 12).toFixed(1)} ${x - half} ${bottom.toFixed(1)} Z" ${o()}/>` +
      `<path d="${path(44)}" ${l(5)}/>${peg(x - half + 24, on(x - half + 24))}${peg(x + half - 24, on(x + half - 24))}`
    );
  };
  // The fallen end lies on the ground a little way, towards the left post.
  const tail = fallen ? ` Q${end.x - 10} ${end.y + 6} ${end.x - 60} ${end.y + 2}` : "";
  const line = `<path data-part="line" d="M${left.x} ${left.y} Q${control.x} ${control.y} ${end.x} ${end.y}${tail}" ${l(5)}/>`;
  // Fallen, only the shirt by the left post still hangs, clear of the heads below.
  const things =
    hung === "sheets"
      ? fallen
        ? sheet(-160, 85, 110)
        : `${sheet(-140, 112)}${sheet(140, 112)}`
      : fallen
        ? tilted(-185, shirt(-185))
        : `${shirt(-185)}${sock(-70)}${sock(16)}${dress(110)}${towel(222)}`;
  return {
    ...drawn(`${post(-300)}${post(300)}${fallen ? emptyHook(300) : ""}${line}${things}`, 720, 904, "ground"),
    fixed: true,
  };
}

const BASKET_HANDLE = `<path d="M-75 -75 Q0 -190 75 -75" ${l(9)}/>`;
const BASKET_BODY = `<path d="M-90 -75 L90 -75 L68 0 L-68 0 Z" ${o()}/><path d="M-82 -48 L82 -48 M-76 -22 L76 -22 M-40 -75 L-34 0 M0 -75 L0 0 M40 -75 L34 0" ${l(4)}/>`;

/** The woven basket with three fruits heaped in it, for a page whose words fill it with fruit. */
export const basketOfFruit = (): Drawing =>
  drawn(`${BASKET_HANDLE}${[-40, 0, 40].map((x) => `<circle cx="${x}" cy="-82" r="25" ${o(5)}/>`).join("")}${BASKET_BODY}`, 184, 175, "ground");

/** A rag doll's head as `ragDoll` draws it, its curls of yarn at its sides, at (`x`, `y`) and size `s`. */
function dollHead(x: number, y: number, s: number): string {
  const curls = [
    [-44, -10],
    [-42, 20],
    [44, -10],
    [42, 20],
  ]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="15" ${o(5 / s)}/>`)
    .join("");
  return `<g transform="translate(${x} ${y}) scale(${s})">${curls}<circle cx="0" cy="0" r="42" ${o(6 / s)}/><circle cx="-14" cy="-4" r="4" fill="#000"/><circle cx="14" cy="-4" r="4" fill="#000"/><path d="M-12 16 Q0 24 12 16" ${l(4 / s)}/></g>`;
}

/** The rag dolls tucked into their basket: their heads peeking over the rim, a little blanket up to their chins. */
export const basketOfDolls = (): Drawing =>
  drawn(
    `${BASKET_HANDLE}${dollHead(-40, -120, 0.72)}${dollHead(42, -116, 0.66)}` +
      `<path d="M-88 -75 Q-86 -98 -62 -92 Q-40 -84 -18 -92 Q2 -100 22 -90 Q44 -82 64 -92 Q86 -98 88 -75 Z" ${o(5)}/>` +
      BASKET_BODY,
    184,
    175,
    "ground",
  );

/**
 * Closed books lying one on another, each a different width and thickness and set a little off
 * the one under it: a spine band near each end, and the cover's edge, give each book three parts to colour.
 */
function bookStack(): string {
  const books = [
    { w: 210, h: 40, dx: 0 },
    { w: 176, h: 34, dx: 12 },
    { w: 194, h: 38, dx: -10 },
    { w: 156, h: 32, dx: 6 },
  ];
  let top = 0;
  return books
    .map(({ w, h, dx }) => {
      top -= h;
      const [left, right] = [dx - w / 2, dx + w / 2];
      return (
        `<rect x="${left}" y="${top}" width="${w}" height="${h}" rx="6" ${o(6)}/>` +
        `<path d="M${left + 26} ${top} L${left + 26} ${top + h} M${right - 26} ${top} L${right - 26} ${top + h}" ${l(4)}/>`
      );
    })
    .join("");
}

/**
 * Wooden blocks, two on the floor and one on top, each with its letter or its lines to colour
 * around; the letters open strokes so nothing prints solid.
 */
function woodenBlocks(): string {
  const block = (x: number, y: number, mark: string) =>
    `<rect x="${x}" y="${y}" width="80" height="80" rx="6" ${o(6)}/><rect x="${x + 12}" y="${y + 12}" width="56" height="56" rx="4" ${o(4)}/>${mark}`;
  return (
    block(-90, -80, `<path d="M-66 -22 L-50 -58 L-34 -22 M-60 -36 L-40 -36" ${l(6)}/>`) +
    block(6, -80, `<path d="M34 -58 L34 -22 M34 -58 Q62 -58 62 -49 Q62 -40 34 -40 Q66 -40 66 -31 Q66 -22 34 -22" ${l(6)}/>`) +
    block(-42, -160, `<path d="M-2 -100 L-2 -140 M-22 -120 L18 -120" ${l(6)}/>`)
  );
}

/**
 * A rag doll standing in her dress: a round face, curls of yarn at its sides, a patch on the dress and
 * cloth arms; at `x`, its size `s`.
 */
function ragDoll(x: number, s: number): string {
  return (
    `<g transform="translate(${x} 0) scale(${s})">` +
    `<path d="M-50 -14 Q-70 -10 -74 0 L-20 0 Z M50 -14 Q70 -10 74 0 L20 0 Z" ${o(5)}/>` +
    `<path d="M-40 -100 L40 -100 L58 -8 Q0 6 -58 -8 Z" ${o(6)}/><rect x="-14" y="-62" width="28" height="26" rx="4" ${o(4)}/>` +
    `<ellipse cx="-52" cy="-68" rx="13" ry="30" transform="rotate(24 -52 -68)" ${o(5)}/><ellipse cx="52" cy="-68" rx="13" ry="30" transform="rotate(-24 52 -68)" ${o(5)}/>` +
    [
      [-44, -150],
      [-42, -120],
      [44, -150],
      [42, -120],
    ]
      .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="15" ${o(5)}/>`)
      .join("") +
    `<circle cx="0" cy="-140" r="42" ${o(6)}/><circle cx="-14" cy="-144" r="4" fill="#000"/><circle cx="14" cy="-144" r="4" fill="#000"/><path d="M-12 -124 Q0 -116 12 -124" ${l(4)}/></g>`
  );
}

/** The crayons of a bundle: where each stands, its bottom's middle, and how far it leans, in degrees. */
const CRAYONS = [-40, -10, 20, 50];
const crayonLean = (i: number) => -10 + i * 7;

/**
 * The bundle of crayons backed in white from tip to tip down to their feet, and a little past: held
 * up in front of a blouse, its lines showed through the gaps between the crayons' points and were
 * cut into pieces too small to colour, which printed black.
 */
function crayonsBacking(): string {
  const leaned = (i: number, dx: number, y: number) => {
    const a = (crayonLean(i) * Math.PI) / 180;
    return `${(CRAYONS[i]! + dx * Math.cos(a) - y * Math.sin(a)).toFixed(1)} ${(dx * Math.sin(a) + y * Math.cos(a)).toFixed(1)}`;
  };
  const last = CRAYONS.length - 1;
  const outline = [leaned(0, -11, 0), leaned(0, -11, -110), ...CRAYONS.map((_, i) => leaned(i, 0, -140)), leaned(last, 11, -110), leaned(last, 11, 0)];
  return `<path d="M${outline.join(" L")} Z" fill="#fff" stroke="#fff" stroke-width="16" stroke-linejoin="round"/>`;
}

/** A closed flower of `lobes` round petals about (x, y), its petals meeting `inner` from the middle. */
function flowerOutline(x: number, y: number, lobes: number, inner: number): string {
  const at = (a: number) => `${(x + inner * Math.cos(a)).toFixed(1)} ${(y + inner * Math.sin(a)).toFixed(1)}`;
  const step = (2 * Math.PI) / lobes;
  const petal = (inner * Math.sin(step / 2) * 1.15).toFixed(1);
  return `M${at(0)} ${Array.from({ length: lobes }, (_, i) => `A${petal} ${petal} 0 0 1 ${at((i + 1) * step)}`).join(" ")} Z`;
}

/**
 * A sugar skull, its bottom's middle at the origin: the built-in story's skull outline, with eyes
 * drawn as one flower outline each, a flower of open strokes on the brow, an open nose and a smile
 * of ticks. The built-in skull's eyes (a ring of eight tiny petals round two circles) and its boxed
 * teeth closed up into black when held, filling the skull's face.
 */
const SUGAR_SKULL =
  `<g transform="translate(0 -32)" fill="#fff" stroke="#000" stroke-linecap="round" stroke-linejoin="round">` +
  `<path d="M-30 0 C-30 -40.5 30 -40.5 30 0 C30 13.5 18.6 15.6 16.8 27 Q0 30.6 -16.8 27 C-18.6 15.6 -30 13.5 -30 0 Z" stroke-width="5"/>` +
  [-1, 1]
    .map(
      (side) =>
        `<path d="${flowerOutline(side * 14.5, -1, 6, 10)}" stroke-width="3.5"/><path d="M${side * 10} -17 Q${side * 15} -22 ${side * 20} -17" fill="none" stroke-width="3"/>`,
    )
    .join("") +
  Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    return `<path d="M${(2.5 * Math.cos(a)).toFixed(1)} ${(-21 + 2.5 * Math.sin(a)).toFixed(1)} L${(6.5 * Math.cos(a)).toFixed(1)} ${(-21 + 6.5 * Math.sin(a)).toFixed(1)}" fill="none" stroke-width="3.5"/>`;
  }).join("") +
  `<path d="M-2.5 12 L0 15.5 L2.5 12" fill="none" stroke-width="3"/><path d="M-12 19 Q0 24 12 19" fill="none" stroke-width="3"/>` +
  [-6, 0, 6].map((x) => `<path d="M${x} 19.5 L${x} 23.5" fill="none" stroke-width="3"/>`).join("") +
  `</g>`;

/** The goose's neck and head, facing right, in his drawing's units: what keeps clear of a skirt he stands by. */
export const GOOSE_HEAD = { left: 18, right: 180, top: 294, bottom: 120 } as const;

export const PROP_ART: Record<PropArt, () => Drawing> = {
  pot: () => part("clay-pot", "table"),
  mug: () => ({ ...part("mug", "table", 1.8), offTheFloor: true, handSized: 0.29 }),
  comal: () => part("comal", "table", 0.9),
  "rolling-pin": () => part("rolling-pin", "table", 0.9),
  empanadas: () =>
    drawn(
      `<g transform="translate(-45 0)">${partAtOrigin("empanada").svg}</g><g transform="translate(45 0)">${partAtOrigin("empanada").svg}</g>`,
      160,
      40,
      "table",
    ),
  bread: () =>
    drawn(
      [-50, 50]
        .map(
          (x) =>
            `<path d="M${x - 45} 0 Q${x - 45} -70 ${x} -70 Q${x + 45} -70 ${x + 45} 0 Z" ${o()}/><path d="M${x - 28} -48 L${x + 28} -48 M${x - 38} -26 L${x + 38} -26 M${x} -68 L${x} -4" ${l(4)}/>`,
        )
        .join(""),
      200,
      72,
      "table",
    ),
  bowl: () =>
    drawn(
      `<path d="M-75 -60 Q-70 0 0 0 Q70 0 75 -60 Z" ${o()}/><ellipse cx="0" cy="-60" rx="75" ry="14" ${o()}/><path d="M-40 -30 Q0 -16 40 -30" ${l(4)}/>`,
      155,
      75,
      "table",
    ),
  spoon: () => part("molinillo", "table"),
  cake: () =>
    drawn(
      `<rect x="-75" y="-70" width="150" height="70" rx="8" ${o()}/><rect x="-48" y="-120" width="96" height="50" rx="8" ${o()}/><path d="M-75 -45 Q-56 -25 -38 -45 Q-19 -25 0 -45 Q19 -25 38 -45 Q56 -25 75 -45" ${l(5)}/>` +
        [-25, 0, 25]
          .map(
            (x) =>
              `<rect x="${x - 5}" y="-155" width="10" height="35" ${o(4)}/><path d="M${x} -162 Q${x - 9} -172 ${x} -186 Q${x + 9} -172 ${x} -162 Z" ${o(4)}/>`,
          )
          .join(""),
      155,
      190,
      "table",
    ),
  tray: () =>
    drawn(
      `<rect x="-90" y="-16" width="180" height="16" rx="6" ${o()}/>` +
        [-55, 0, 55].map((x) => `<path d="M${x - 24} -16 Q${x - 24} -52 ${x} -52 Q${x + 24} -52 ${x + 24} -16 Z" ${o(5)}/>`).join(""),
      184,
      56,
      "table",
    ),
  "watering-can": () => part("watering-can", "ground", 0.9),
  flower: () =>
    drawn(
      [-60, 0, 60]
        .map(
          (x, i) =>
            `<path d="M${x} 0 Q${x - 8} -60 ${x} -${110 + i * 20}" ${l(6)}/><path d="M${x - 2} -40 Q${x - 38} -58 ${x - 44} -30 Q${x - 18} -18 ${x - 2} -40 Z" ${o(5)}/>${flowerHead(x, -(110 + i * 20), 32)}`,
        )
        .join(""),
      190,
      168,
      "ground",
    ),
  "potted-plant": () => part("potted-cactus", "ground", 1.4),
  cactus: () => part("cactus", "ground", 1.1),
  seeds: () =>
    drawn(
      `<path d="M-45 0 L-50 -90 Q-40 -110 -20 -100 L20 -100 Q40 -110 50 -90 L45 0 Z" ${o()}/><path d="M-28 -100 Q0 -80 28 -100" ${l(4)}/>${flowerHead(0, -50, 24)}`,
      100,
      110,
      "ground",
    ),
  shovel: () =>
    drawn(
      `<rect x="-9" y="-170" width="18" height="110" rx="6" ${o(6)}/><rect x="-28" y="-195" width="56" height="28" rx="10" ${o(6)}/><path d="M-35 -62 L35 -62 L28 -20 Q0 10 -28 -20 Z" ${o(6)}/>`,
      72,
      200,
      "ground",
    ),
  basket: () => drawn(`${BASKET_HANDLE}${BASKET_BODY}<ellipse cx="0" cy="-75" rx="88" ry="14" ${o(5)}/>`, 184, 175, "ground"),
  fruit: () =>
    drawn(
      [
        [-60, -30],
        [0, -30],
        [60, -30],
        [-30, -85],
        [30, -85],
      ]
        .map(([x, y], i) =>
          i % 2
            ? `<circle cx="${x}" cy="${y}" r="30" ${o(5)}/><path d="M${x} ${y! - 30} q6 -14 18 -16" ${l(4)}/>`
            : `<ellipse cx="${x}" cy="${y}" rx="30" ry="28" ${o(5)}/><path d="M${x! - 8} ${y! - 27} q4 -12 14 -14 q-2 12 -14 14 Z" ${o(4)}/>`,
        )
        .join(""),
      185,
      130,
      "table",
    ),
  watermelon: () => part("watermelon", "table", 1.2),
  pineapple: () => part("pineapple", "table", 0.9),
  bananas: () => part("bananas", "table", 1.1),
  corn: () => part("corn", "table", 1.1),
  chiles: () => part("chiles", "ground", 0.8),
  "papel-picado": () =>
    drawn(
      `<path d="M-330 -110 Q0 -60 330 -110" ${l(5)}/>` +
        [-275, -165, -55, 55, 165, 275]
          .map(
            (x, i) =>
              `<g transform="translate(${x} ${-100 + Math.abs(x) / 12})">${i % 2 ? `<path d="M-45 0 L45 0 L45 80 L30 68 L15 80 L0 68 L-15 80 L-30 68 L-45 80 Z" ${o(5)}/>${star(0, 36, 20, 4)}` : `<path d="M-45 0 L45 0 L45 80 L30 68 L15 80 L0 68 L-15 80 L-30 68 L-45 80 Z" ${o(5)}/><path d="M0 56 C-26 38 -18 18 0 30 C18 18 26 38 0 56 Z" ${o(4)}/>`}</g>`,
          )
          .join(""),
      670,
      115,
      "hangs",
    ),
  pinata: () =>
    drawn(
      `<path d="M0 -260 L0 -200" ${l(5)}/>${star(0, -110, 95, 7)}<circle cx="0" cy="-110" r="34" ${o(6)}/>` +
        [
          [0, -205],
          [90, -140],
          [-90, -140],
        ]
          .map(([x, y]) => `<path d="M${x! - 12} ${y} L${x! + 12} ${y} L${x} ${y! + (y! < -180 ? -40 : 40)} Z" ${o(4)}/>`)
          .join("") +
        `<path d="M-30 -20 L-40 30 M0 -15 L0 40 M30 -20 L40 30" ${l(5)}/>`,
      210,
      300,
      "hangs",
    ),
  balloons: () =>
    drawn(
      [
        [-70, -250],
        [0, -300],
        [70, -240],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y! + 55} Q${x! + 15} ${y! + 140} 0 0" ${l(4)}/><ellipse cx="${x}" cy="${y}" rx="42" ry="52" ${o()}/>${balloonKnot(x!, y! + 52)}`,
        )
        .join(""),
      230,
      360,
      "flies",
    ),
  candle: () =>
    drawn(
      [-40, 0, 40]
        .map(
          (x, i) =>
            `<rect x="${x - 14}" y="${-70 - i * 15}" width="28" height="${70 + i * 15}" rx="4" ${o(5)}/><path d="M${x} ${-78 - i * 15} Q${x - 12} ${-95 - i * 15} ${x} ${-118 - i * 15} Q${x + 12} ${-95 - i * 15} ${x} ${-78 - i * 15} Z" ${o(4)}/>`,
        )
        .join(""),
      115,
      150,
      "table",
    ),
  "sugar-skull": () =>
    drawn(`<g transform="translate(-45 0) scale(1.1)">${SUGAR_SKULL}</g><g transform="translate(45 0) scale(1.1)">${SUGAR_SKULL}</g>`, 170, 75, "table"),
  guitar: () =>
    drawn(
      `<rect x="-12" y="-260" width="24" height="130" rx="4" ${o(6)}/><rect x="-20" y="-295" width="40" height="40" rx="8" ${o(6)}/><path d="M0 -130 Q-60 -140 -60 -90 Q-60 -60 -40 -55 Q-75 -40 -70 -5 Q-60 25 0 22 Q60 25 70 -5 Q75 -40 40 -55 Q60 -60 60 -90 Q60 -140 0 -130 Z" ${o()}/><circle cx="0" cy="-60" r="20" ${o(5)}/><rect x="-25" y="-22" width="50" height="12" rx="4" ${o(4)}/>`,
      150,
      320,
      "ground",
    ),
  maracas: () =>
    drawn(
      [-30, 30]
        .map(
          (x, i) =>
            `<g transform="rotate(${i ? 15 : -15} ${x} 0)"><rect x="${x - 8}" y="-70" width="16" height="70" rx="6" ${o(5)}/><ellipse cx="${x}" cy="-105" rx="32" ry="40" ${o(6)}/><path d="M${x - 28} -105 Q${x} -90 ${x + 28} -105" ${l(4)}/></g>`,
        )
        .join(""),
      140,
      150,
      "table",
    ),
  music: () =>
    drawn(
      `<g transform="translate(-60 0)">${partAtOrigin("music-note").svg}</g><g transform="translate(40 -30)">${partAtOrigin("music-notes").svg}</g>`,
      200,
      120,
      "flies",
    ),
  book: () =>
    drawn(
      `<path d="M0 -10 Q-50 -30 -100 -10 L-100 -110 Q-50 -130 0 -110 Q50 -130 100 -110 L100 -10 Q50 -30 0 -10 Z" ${o()}/><path d="M0 -110 L0 -10 M-80 -90 Q-50 -100 -20 -90 M-80 -65 Q-50 -75 -20 -65 M20 -90 Q50 -100 80 -90" ${l(4)}/>`,
      204,
      125,
      "table",
    ),
  "book-stack": () => drawn(bookStack(), 224, 150, "table"),
  blocks: () => grown(drawn(woodenBlocks(), 184, 164, "ground"), 1.3),
  "rag-dolls": () => grown(drawn(`${ragDoll(-62, 0.9)}${ragDoll(62, 0.8)}`, 264, 190, "ground"), 1.3),
  teddy: () => part("teddy", "ground", 1.5),
  pillow: () => drawn(`<path d="M-90 0 Q-100 -50 -90 -100 Q0 -90 90 -100 Q100 -50 90 0 Q0 -10 -90 0 Z" ${o()}/>${flowerHead(0, -50, 26)}`, 195, 104, "table"),
  blanket: () =>
    drawn(
      `<path d="M-110 0 L-100 -90 L100 -90 L110 0 Z" ${o()}/><path d="M-104 -60 L104 -60 M-107 -30 L107 -30" ${l(5)}/>` +
        [-60, 0, 60].map((x) => `<path d="M${x - 14} -75 L${x} -88 L${x + 14} -75 L${x} -62 Z" ${o(4)}/>`).join(""),
      224,
      92,
      "ground",
    ),
  lamp: () => ({
    ...drawn(
      `<rect x="-50" y="-16" width="100" height="16" rx="6" ${o()}/><rect x="-8" y="-150" width="16" height="134" ${o(5)}/><path d="M-70 -150 L-45 -240 L45 -240 L70 -150 Z" ${o()}/><path d="M-58 -180 L58 -180" ${l(4)}/>`,
      144,
      245,
      "ground",
    ),
    fixed: true,
  }),
  "star-lantern": () =>
    drawn(
      `<path d="M0 -330 L0 -250" ${l(5)}/>${star(0, -170, 80, 7)}<circle cx="0" cy="-170" r="26" ${o(5)}/><path d="M-20 -95 L-30 -20 M0 -92 L0 -10 M20 -95 L30 -20" ${l(5)}/>`,
      170,
      335,
      "hangs",
    ),
  cat: () =>
    drawn(
      `<path d="M-60 0 Q-80 -70 -40 -100 Q0 -120 40 -100 Q70 -70 50 0 Z" ${o()}/><circle cx="0" cy="-140" r="45" ${o()}/><path d="M-38 -165 L-40 -205 L-12 -182 M38 -165 L40 -205 L12 -182" ${o(6)}/><circle cx="-16" cy="-145" r="5" fill="#000"/><circle cx="16" cy="-145" r="5" fill="#000"/><path d="M-8 -128 Q0 -120 8 -128 M-50 -132 L-20 -130 M50 -132 L20 -130" ${l(4)}/><path d="M50 -10 Q110 -20 95 -90" ${l(12)}/><path d="M50 -10 Q110 -20 95 -90" fill="none" stroke="#fff" stroke-width="2"/>`,
      200,
      210,
      "ground",
    ),
  // Canelo walks on his own four legs and lies at their feet: never carried in someone's arms.
  dog: () => ({
    ...drawn(
      `<ellipse cx="0" cy="-80" rx="80" ry="45" ${o()}/><rect x="-65" y="-60" width="24" height="60" rx="10" ${o(6)}/><rect x="40" y="-60" width="24" height="60" rx="10" ${o(6)}/><circle cx="80" cy="-140" r="44" ${o()}/><ellipse cx="55" cy="-150" rx="16" ry="34" transform="rotate(20 55 -150)" ${o(6)}/><circle cx="92" cy="-148" r="5" fill="#000"/><ellipse cx="118" cy="-128" rx="12" ry="9" ${o(5)}/><path d="M-78 -95 Q-110 -130 -100 -150" ${l(8)}/>` +
        // His collar, a band round his neck where his leash ties on.
        `<rect x="49" y="-136" width="22" height="56" rx="10" transform="rotate(-40 60 -108)" ${o(5)}/>`,
      250,
      185,
      "ground",
    ),
    fixed: true,
  }),
  chicken: () =>
    drawn(
      [-55, 55]
        .map(
          (x) =>
            `<path d="M${x - 45} -40 Q${x - 50} -100 ${x} -95 Q${x + 10} -150 ${x + 40} -130 Q${x + 55} -110 ${x + 40} -80 Q${x + 50} -20 ${x} -20 Q${x - 40} -15 ${x - 45} -40 Z" ${o()}/><path d="M${x + 20} -145 q5 -15 15 -8 q8 -10 14 4" ${l(5)}/><path d="M${x + 52} -120 L${x + 68} -112 L${x + 50} -106 Z" ${o(4)}/><circle cx="${x + 30}" cy="-120" r="4" fill="#000"/><path d="M${x - 10} -20 L${x - 14} 0 M${x + 10} -20 L${x + 14} 0" ${l(5)}/><path d="M${x - 30} -60 Q${x} -40 ${x + 20} -65" ${l(4)}/>`,
        )
        .join(""),
      230,
      160,
      "ground",
    ),
  butterfly: () =>
    drawn(
      `<g transform="translate(-70 -20) scale(1.2)">${partAtOrigin("butterfly").svg}</g><g transform="translate(70 -70) scale(1.2)">${partAtOrigin("butterfly").svg}</g>`,
      260,
      170,
      "flies",
    ),
  bird: () =>
    drawn(
      [
        [-60, -20],
        [40, -60],
        [90, -10],
      ]
        .map(([x, y]) => `<path d="M${x! - 30} ${y} Q${x! - 15} ${y! - 22} ${x} ${y} Q${x! + 15} ${y! - 22} ${x! + 30} ${y}" ${l(6)}/>`)
        .join(""),
      220,
      90,
      "flies",
    ),
  rabbit: () => part("rabbit", "ground", 1.2),
  umbrella: () =>
    drawn(
      `<path d="M-120 -200 Q0 -330 120 -200 Q90 -220 60 -200 Q30 -220 0 -200 Q-30 -220 -60 -200 Q-90 -220 -120 -200 Z" ${o()}/><path d="M0 -200 L0 -30 Q0 0 -30 -5" ${l(9)}/><path d="M0 -200 L0 -30 Q0 0 -30 -5" fill="none" stroke="#fff" stroke-width="1"/><path d="M0 -300 L0 -200 M-60 -200 Q-40 -270 0 -300 M60 -200 Q40 -270 0 -300" ${l(4)}/>`,
      244,
      310,
      "ground",
    ),
  kite: () =>
    drawn(
      `<path d="M0 -330 L80 -230 L0 -110 L-80 -230 Z" ${o()}/><path d="M0 -330 L0 -110 M-80 -230 L80 -230" ${l(5)}/><path d="M0 -110 Q30 -60 0 -30 Q-30 0 10 20" ${l(4)}/>` +
        [
          [18, -70],
          [-12, -10],
        ]
          .map(([x, y]) => `<path d="M${x! - 20} ${y! - 14} L${x! + 20} ${y! + 14} L${x! + 20} ${y! - 14} L${x! - 20} ${y! + 14} Z" ${o(4)}/>`)
          .join(""),
      170,
      350,
      "flies",
    ),
  ball: () =>
    drawn(`<circle cx="0" cy="-55" r="55" ${o()}/><path d="M-55 -55 Q0 -20 55 -55 M0 -110 Q-30 -55 0 0 M0 -110 Q30 -55 0 0" ${l(5)}/>`, 114, 114, "ground"),
  snowman: () =>
    drawn(
      `<circle cx="0" cy="-85" r="85" ${o()}/><circle cx="0" cy="-225" r="60" ${o()}/><circle cx="0" cy="-325" r="45" ${o()}/><rect x="-40" y="-400" width="80" height="40" rx="6" ${o(6)}/><rect x="-58" y="-365" width="116" height="14" rx="6" ${o(6)}/><circle cx="-16" cy="-335" r="6" fill="#000"/><circle cx="16" cy="-335" r="6" fill="#000"/><path d="M0 -322 L38 -312 L0 -305 Z" ${o(4)}/><path d="M-55 -230 L-120 -270 M55 -230 L120 -270" ${l(7)}/>` +
        [-250, -210, -110, -60].map((y) => `<circle cx="0" cy="${y}" r="8" ${o(4)}/>`).join(""),
      250,
      405,
      "ground",
    ),
  pumpkin: () =>
    drawn(
      `<ellipse cx="-40" cy="-60" rx="50" ry="60" ${o()}/><ellipse cx="40" cy="-60" rx="50" ry="60" ${o()}/><ellipse cx="0" cy="-60" rx="50" ry="62" ${o()}/><path d="M0 -120 Q-5 -150 15 -160" ${l(10)}/><path d="M15 -140 Q45 -160 55 -130 Q30 -125 15 -140 Z" ${o(5)}/>`,
      184,
      165,
      "ground",
    ),
  leaves: () =>
    drawn(
      [
        [-70, -40, 30],
        [0, -110, -40],
        [70, -30, 80],
      ]
        .map(
          ([x, y, a]) =>
            `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 -40 Q30 0 0 40 Q-30 0 0 -40 Z" ${o(5)}/><line x1="0" y1="-34" x2="0" y2="46" ${l(4)}/></g>`,
        )
        .join(""),
      210,
      160,
      "flies",
    ),
  sandcastle: () =>
    drawn(
      `<path d="M-170 0 Q-160 -60 -130 -70 L130 -70 Q160 -60 170 0 Z" ${o()}/>` +
        [
          [-135, -75, -180],
          [75, 135, -180],
          [-55, 55, -235],
        ]
          .map(([left, right, top]) => battlements(left!, right!, top!, -70))
          .join("") +
        `<path d="M-24 -70 L-24 -120 Q0 -150 24 -120 L24 -70" ${o(5)}/><path d="M-105 -120 Q-105 -140 -95 -140 Q-85 -140 -85 -120 Z M95 -120 Q95 -140 105 -140 Q115 -140 115 -120 Z" ${o(4)}/>` +
        `<path d="M0 -235 L0 -300" ${l(5)}/><path d="M0 -300 L50 -285 L0 -270 Z" ${o(5)}/>`,
      340,
      302,
      "ground",
    ),
  shell: () =>
    drawn(
      [-45, 45]
        .map(
          (x) =>
            `<path d="M${x - 40} 0 Q${x - 45} -70 ${x} -80 Q${x + 45} -70 ${x + 40} 0 Z" ${o()}/><path d="M${x} -78 L${x} 0 M${x} -78 L${x - 22} 0 M${x} -78 L${x + 22} 0" ${l(4)}/>`,
        )
        .join(""),
      180,
      82,
      "ground",
    ),
  bucket: () =>
    drawn(
      `<path d="M-60 -120 L60 -120 L48 0 L-48 0 Z" ${o()}/><path d="M-60 -120 Q0 -220 60 -120" ${l(7)}/><path d="M-56 -85 L56 -85" ${l(4)}/><rect x="55" y="-90" width="16" height="80" rx="6" transform="rotate(25 63 -50)" ${o(5)}/><path d="M60 -20 L95 -5 L70 20 Z" ${o(5)}/>`,
      170,
      170,
      "ground",
    ),
  weeds: () => drawn(weeds(), 420, 160, "ground"),
  "sun-hat": () =>
    drawn(
      `<ellipse cx="0" cy="-30" rx="120" ry="30" ${o()}/><path d="M-60 -40 Q-60 -120 0 -120 Q60 -120 60 -40 Z" ${o()}/><path d="M-58 -60 Q0 -45 58 -60" ${l(6)}/>${flowerHead(40, -70, 18)}`,
      244,
      125,
      "ground",
    ),
  broom: () =>
    drawn(
      `<rect x="-8" y="-320" width="16" height="220" rx="6" ${o(5)}/><path d="M-20 -100 L20 -100 L60 0 L-60 0 Z" ${o()}/><path d="M-30 -70 L30 -70 M-20 -100 L-45 0 M0 -100 L0 0 M20 -100 L45 0" ${l(4)}/>`,
      124,
      322,
      "ground",
    ),
  ladder: () => drawn(ladder(), LADDER.bottom * 2 + LADDER.rail, LADDER.height, "ground"),
  laundry: () =>
    drawn(
      `<path d="M-100 -90 L100 -90 L80 0 L-80 0 Z" ${o()}/><path d="M-92 -55 L92 -55 M-86 -25 L86 -25" ${l(4)}/><path d="M-70 -90 Q-50 -140 -10 -120 Q20 -150 50 -110 Q80 -120 80 -90" ${o(6)}/><path d="M-20 -120 Q0 -100 20 -118" ${l(4)}/>`,
      204,
      150,
      "ground",
    ),
  scissors: () =>
    drawn(
      `<circle cx="-30" cy="-25" r="22" ${o(6)}/><circle cx="30" cy="-25" r="22" ${o(6)}/><path d="M-15 -40 L40 -140 L10 -60 M15 -40 L-40 -140 L-10 -60" ${o(6)}/>`,
      110,
      145,
      "table",
    ),
  paint: () =>
    drawn(
      `<path d="M-90 -10 Q-110 -70 -50 -100 Q20 -120 80 -80 Q110 -50 70 -20 Q50 -10 40 -30 Q20 -50 0 -20 Q-30 10 -90 -10 Z" ${o()}/>` +
        [
          [-50, -60],
          [-10, -80],
          [30, -75],
          [60, -55],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" ${o(4)}/>`)
          .join("") +
        `<path d="M90 -10 L140 -130" ${l(10)}/><path d="M90 -10 L140 -130" fill="none" stroke="#fff" stroke-width="1"/><path d="M135 -125 Q150 -160 160 -150 Q160 -130 142 -118 Z" ${o(4)}/>`,
      260,
      165,
      "table",
    ),
  crayons: () =>
    drawn(
      crayonsBacking() +
        CRAYONS.map(
          (x, i) =>
            `<g transform="rotate(${crayonLean(i)} ${x} 0)"><rect x="${x - 11}" y="-110" width="22" height="110" rx="3" ${o(5)}/><path d="M${x - 11} -110 L${x} -140 L${x + 11} -110 Z" ${o(5)}/><path d="M${x - 11} -30 L${x + 11} -30" ${l(4)}/></g>`,
        ).join(""),
      140,
      145,
      "table",
    ),
  gift: () =>
    drawn(
      `<rect x="-70" y="-110" width="140" height="110" ${o()}/><rect x="-80" y="-140" width="160" height="34" ${o()}/><path d="M-14 -140 L-14 0 M14 -140 L14 0" ${l(5)}/>${GIFT_BOW}`,
      164,
      180,
      "ground",
    ),
  letter: () => ({
    ...drawn(
      `<rect x="-80" y="-110" width="160" height="110" rx="6" ${o()}/><path d="M-80 -110 L0 -45 L80 -110 M-80 0 L-25 -60 M80 0 L25 -60" ${l(5)}/><path d="M0 -70 C-18 -82 -12 -98 0 -88 C12 -98 18 -82 0 -70 Z" ${o(4)}/>`,
      164,
      114,
      "table",
    ),
    offTheFloor: true,
  }),
  chalkboard: () =>
    drawn(
      `<rect x="-160" y="-230" width="320" height="200" rx="10" ${o(10)}/><rect x="-140" y="-210" width="280" height="160" rx="6" ${o(5)}/><path d="M-150 -30 L-170 0 M150 -30 L170 0" ${l(8)}/><rect x="-60" y="-48" width="40" height="14" rx="4" ${o(4)}/>${star(70, -150, 30, 5)}<circle cx="-70" cy="-140" r="30" ${o(5)}/>`,
      344,
      234,
      "ground",
    ),
  // A hand bell, rung by its wooden handle: it is in someone's hand or on a table or a desk, never hung from the sky.
  bell: () => ({
    ...drawn(
      `<circle cx="0" cy="-186" r="18" ${o()}/><rect x="-17" y="-174" width="34" height="44" rx="10" ${o()}/><rect x="-34" y="-138" width="68" height="18" rx="8" ${o()}/>` +
        `<path d="M-62 -34 Q-64 -116 0 -122 Q64 -116 62 -34 L82 -20 L-82 -20 Z" ${o()}/><path d="M-50 -68 L50 -68" ${l(5)}/><circle cx="0" cy="-8" r="15" ${o(5)}/>`,
      172,
      206,
      "table",
    ),
    offTheFloor: true,
  }),
  rebozo: () =>
    drawn(
      `<path d="M-110 -120 Q0 -70 110 -120 L95 -20 Q0 20 -95 -20 Z" ${o()}/><path d="M-100 -85 Q0 -40 100 -85 M-97 -55 Q0 -10 97 -55" ${l(5)}/>` +
        Array.from({ length: 9 }, (_, i) => -80 + i * 20)
          .map((x) => `<path d="M${x} ${-8 + Math.abs(x) / 8 - 10} L${x} ${Math.abs(x) / 8 + 14}" ${l(4)}/>`)
          .join(""),
      224,
      140,
      "ground",
    ),
  marigolds: () =>
    drawn(
      [
        [-50, -150, -20],
        [0, -190, 0],
        [50, -150, 20],
      ]
        .map(([x, y, lean]) => `<path d="M${lean! * 0.5} -100 Q${x! * 0.6} ${(y! - 100) / 2 - 20} ${x} ${y}" ${l(6)}/>${marigold(x!, y!, 36)}`)
        .join("") +
        `<path d="M-62 -100 L62 -100 L48 0 L-48 0 Z" ${o()}/><rect x="-70" y="-114" width="140" height="22" rx="8" ${o()}/><path d="M-56 -56 L56 -56" ${l(5)}/>`,
      170,
      240,
      "table",
    ),
  "wooden-spoon": () =>
    drawn(
      [-20, 22]
        .map(
          (x, i) =>
            `<g transform="rotate(${i ? 10 : -10} ${x} -80)"><rect x="${x - 8}" y="-200" width="16" height="130" rx="7" ${o(5)}/><ellipse cx="${x}" cy="-224" rx="24" ry="34" ${o(6)}/></g>`,
        )
        .join("") + `<path d="M-56 -100 L56 -100 L46 0 L-46 0 Z" ${o()}/><path d="M-52 -60 L52 -60" ${l(5)}/>`,
      130,
      262,
      "table",
    ),
  tamales: () =>
    drawn(
      `<path d="M-40 -250 q-14 -20 0 -40 M40 -250 q14 -20 0 -40" ${l(5)}/>${tamal(-60, -14)}${tamal(-20, -5)}${tamal(20, 5)}${tamal(60, 14)}` +
        `<path d="M-96 -150 L96 -150 L86 -22 Q84 0 64 0 L-64 0 Q-84 0 -86 -22 Z" ${o()}/><rect x="-108" y="-168" width="216" height="24" rx="9" ${o()}/>` +
        `<path d="M-92 -82 L92 -82" ${l(5)}/><path d="M-98 -128 q-24 2 -22 24 q2 18 22 14 M98 -128 q24 2 22 24 q-2 18 -22 14" ${l(9)}/>`,
      250,
      292,
      "table",
    ),
  loteria: () =>
    drawn(
      `<g transform="translate(-35 0)"><rect x="-100" y="-212" width="200" height="200" rx="10" ${o()}/><path d="M-100 -145 L100 -145 M-100 -79 L100 -79 M-33 -212 L-33 -12 M33 -212 L33 -12" ${l(5)}/>` +
        `${star(-66, -178, 26, 5)}<circle cx="0" cy="-112" r="22" ${o(5)}/><path d="M66 -160 C40 -176 46 -200 66 -188 C86 -200 92 -176 66 -160 Z" ${o(5)}/>` +
        `<path d="M-58 -72 A26 26 0 1 0 -58 -20 A20 20 0 1 1 -58 -72 Z" ${o(5)}/><path d="M52 -30 L66 -68 L80 -30 Z" ${o(5)}/><rect x="-22" y="-196" width="44" height="36" rx="6" ${o(5)}/></g>` +
        `<rect x="86" y="-104" width="64" height="92" rx="6" transform="rotate(8 118 -58)" ${o(5)}/><rect x="78" y="-100" width="64" height="92" rx="6" ${o(5)}/><path d="M110 -40 C88 -56 94 -80 110 -68 C126 -80 132 -56 110 -40 Z" ${o(4)}/>` +
        `<path d="M-135 -12 L150 -12" ${l(6)}/><rect x="-140" y="-12" width="300" height="12" rx="4" ${o(5)}/>`,
      300,
      215,
      "table",
    ),
  "board-game": () =>
    drawn(
      `<path d="M-140 -16 L140 -16 L104 -100 L-104 -100 Z" ${o()}/><rect x="-140" y="-16" width="280" height="16" rx="4" ${o(5)}/>` +
        `<path d="M-128 -44 L128 -44 M-116 -72 L116 -72 M-47 -16 L-35 -100 M47 -16 L35 -100" ${l(5)}/>` +
        [
          [-60, -58],
          [60, -86],
        ]
          .map(
            ([x, y]) =>
              `<path d="M${x! - 16} ${y} L${x! + 16} ${y} L${x! + 8} ${y! - 36} L${x! - 8} ${y! - 36} Z" ${o(5)}/><circle cx="${x}" cy="${y! - 52}" r="18" ${o(5)}/>`,
          )
          .join("") +
        `<rect x="100" y="-64" width="46" height="46" rx="6" ${o(5)}/><path d="M100 -64 L114 -80 L160 -80 L146 -64 Z M146 -18 L160 -34 L160 -80" ${o(5)}/><circle cx="123" cy="-41" r="5" fill="#000"/>`,
      300,
      150,
      "table",
    ),
  "dental-kit": () =>
    drawn(
      `<g transform="rotate(-14 -40 -90)"><rect x="-52" y="-300" width="24" height="220" rx="10" ${o(6)}/><rect x="-28" y="-298" width="42" height="52" rx="8" ${o(6)}/><path d="M-14 -298 L-14 -246 M0 -298 L0 -246" ${l(4)}/></g>` +
        `<g transform="rotate(12 10 -90)"><rect x="2" y="-250" width="16" height="170" rx="7" ${o(5)}/><circle cx="10" cy="-280" r="34" ${o(6)}/><circle cx="10" cy="-280" r="20" ${o(5)}/></g>` +
        `<path d="M-80 -110 L50 -110 L40 0 L-70 0 Z" ${o()}/><path d="M-74 -70 L46 -70" ${l(5)}/>` +
        `<path d="M60 -46 L150 -58 Q162 -30 150 -4 L60 0 Z" ${o(6)}/><rect x="150" y="-46" width="24" height="36" rx="6" ${o(5)}/>`,
      270,
      330,
      "table",
    ),
  "dentist-chair": () =>
    drawn(
      `<g transform="translate(10 0)"><path d="M-70 0 L70 0 L50 -28 L-50 -28 Z" ${o()}/><rect x="-18" y="-124" width="36" height="96" rx="6" ${o(6)}/>` +
        `<path d="M-100 -150 L-60 -160 L-86 -306 L-128 -294 Z" ${o()}/><ellipse cx="-112" cy="-324" rx="38" ry="22" ${o()}/>` +
        `<rect x="-104" y="-164" width="176" height="42" rx="16" ${o()}/><path d="M68 -150 L126 -92 L104 -76 L52 -126 Z" ${o()}/>` +
        `<rect x="-70" y="-212" width="104" height="20" rx="8" ${o(6)}/><path d="M-36 -192 L-36 -164 M20 -192 L20 -164" ${l(7)}/></g>`,
      280,
      348,
      "ground",
    ),
  // Two ducks waddling on the ground by the pond, each big enough to colour its wing and its beak.
  ducks: () => ({
    ...drawn(
      [-80, 70]
        .map(
          (x) =>
            `<g transform="translate(${x} 0)"><path d="M-70 -70 Q-78 -30 -44 -16 Q0 -6 48 -18 Q76 -34 64 -70 Q36 -92 0 -84 Q-36 -78 -62 -100 Z" ${o()}/>` +
            `<path d="M36 -78 Q30 -130 46 -150" ${l(7)}/><circle cx="50" cy="-160" r="30" ${o()}/><path d="M76 -164 Q104 -166 108 -152 Q96 -140 74 -146 Z" ${o(5)}/>` +
            `<circle cx="56" cy="-168" r="5" fill="#000"/><path d="M-32 -56 Q0 -34 28 -60" ${l(5)}/><path d="M-12 -12 L-16 0 L-2 0 M18 -14 L16 0 L30 0" ${l(5)}/></g>`,
        )
        .join(""),
      300,
      200,
      "ground",
    ),
    fixed: true,
  }),
  // One goose, a head taller than the ducks: a long neck a child colours as one band up to its
  // head, a body larger than a duck's with its folded wing; its legs and feet open strokes, as
  // the ducks' are, since feet outlined as shapes print too small to colour and are wiped.
  goose: () => ({
    ...drawn(
      `<g transform="translate(-12 0)"><path d="M-20 -34 L-24 0 L-46 0 M-24 0 L-6 0 M30 -34 L34 0 L14 0 M34 0 L54 0" ${l(8)}/>` +
        `<path d="M46 -128 C32 -180 50 -222 80 -252 L112 -236 C88 -208 78 -176 96 -122 Z" ${o()}/>` +
        `<path d="M-150 -156 L-108 -128 Q-40 -162 44 -142 Q112 -124 112 -82 Q106 -36 40 -30 L-40 -30 Q-112 -38 -128 -96 Z" ${o()}/>` +
        `<path d="M-84 -112 Q-14 -140 56 -106 Q12 -64 -56 -74 Q-92 -84 -84 -112 Z" ${o(5)}/>` +
        `<ellipse cx="100" cy="-262" rx="38" ry="29" ${o()}/><path d="M128 -280 Q184 -276 188 -256 Q174 -236 128 -244 Z" ${o(5)}/>` +
        `<circle cx="106" cy="-270" r="5" fill="#000"/></g>`,
      360,
      300,
      "ground",
    ),
    fixed: true,
  }),
  "rubber-duck": () =>
    drawn(
      `<path d="M-80 -60 Q-86 -20 -50 -4 Q0 8 60 -6 Q92 -20 80 -60 Q40 -80 0 -70 Q-40 -64 -70 -84 Z" ${o()}/><circle cx="40" cy="-108" r="38" ${o()}/>` +
        `<path d="M74 -110 Q104 -112 110 -98 Q96 -86 72 -92 Z" ${o(5)}/><circle cx="48" cy="-118" r="6" fill="#000"/><path d="M-40 -46 Q-6 -26 24 -52" ${l(5)}/>`,
      200,
      150,
      "table",
    ),
  towel: () =>
    drawn(
      `<rect x="-90" y="-48" width="180" height="48" rx="14" ${o()}/><rect x="-80" y="-100" width="160" height="52" rx="14" ${o()}/>` +
        `<path d="M46 -48 L46 0 M68 -48 L68 0 M40 -100 L40 -48 M60 -100 L60 -48" ${l(5)}/>`,
      184,
      104,
      "table",
    ),
  "coin-purse": () =>
    drawn(
      `<path d="M-62 -100 Q-50 -132 0 -132 Q50 -132 62 -100" ${l(10)}/><circle cx="0" cy="-138" r="14" ${o(5)}/>` +
        `<path d="M-66 -100 L66 -100 Q86 -40 60 -8 Q40 2 0 2 Q-40 2 -60 -8 Q-86 -40 -66 -100 Z" ${o()}/>${flowerHead(0, -52, 34)}`,
      164,
      156,
      "table",
    ),
  "tissue-paper": () =>
    drawn(
      [-12, 0, 12]
        .map(
          (a, i) =>
            `<g transform="rotate(${a} 0 0)"><path d="M-70 0 L70 0 L70 -150 L50 -136 L30 -150 L10 -136 L-10 -150 L-30 -136 L-50 -150 L-70 -136 Z" ${o(5)}/>${i === 2 ? star(0, -80, 36, 5) : ""}</g>`,
        )
        .join(""),
      200,
      170,
      "table",
    ),
  jar: () =>
    drawn(
      `<path d="M-62 -200 Q-84 -100 -60 0 L60 0 Q84 -100 62 -200 Z" ${o()}/><path d="M-72 -150 Q-36 -136 0 -150 Q36 -164 72 -150" ${l(5)}/>` +
        `<path d="M-40 -40 L4 -40 L-18 -106 Z" ${o(5)}/><circle cx="32" cy="-84" r="24" ${o(5)}/><path d="M32 -84 L32 -60 M32 -84 L12 -96 M32 -84 L52 -96" ${l(4)}/>` +
        `<rect x="20" y="-270" width="14" height="90" rx="6" transform="rotate(18 27 -225)" ${o(5)}/><ellipse cx="0" cy="-200" rx="66" ry="16" ${o()}/>`,
      170,
      275,
      "table",
    ),
  newspaper: () =>
    drawn(
      `<path d="M-96 0 L96 0 L90 -130 L-90 -130 Z" ${o()}/><rect x="-78" y="-118" width="156" height="24" rx="4" ${o(5)}/><rect x="-78" y="-82" width="66" height="62" rx="4" ${o(5)}/>` +
        `<circle cx="-45" cy="-51" r="18" ${o(4)}/><path d="M6 -76 L78 -76 M6 -56 L78 -56 M6 -36 L78 -36 M-80 -10 L80 -10" ${l(4)}/>`,
      194,
      132,
      "table",
    ),
  rosca: () =>
    drawn(
      `<path d="M-116 -46 Q-116 0 0 0 Q116 0 116 -46" ${o()}/><ellipse cx="0" cy="-52" rx="116" ry="48" ${o()}/><ellipse cx="0" cy="-58" rx="46" ry="16" ${o()}/>` +
        [
          [-80, -56, -30],
          [-36, -88, -8],
          [36, -88, 8],
          [80, -56, 30],
          [0, -24, 0],
        ]
          .map(([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="24" ry="13" transform="rotate(${a} ${x} ${y})" ${o(5)}/>`)
          .join(""),
      236,
      104,
      "table",
    ),
  "lemon-tree": () =>
    drawn(
      fruitTree((x, y) => `<ellipse cx="${x}" cy="${y}" rx="26" ry="18" transform="rotate(-20 ${x} ${y})" ${o(5)}/>`),
      360,
      480,
      "ground",
    ),
  "orange-tree": () =>
    drawn(
      fruitTree((x, y) => `<circle cx="${x}" cy="${y}" r="24" ${o(5)}/><path d="M${x} ${y - 24} q10 -14 24 -10 q-8 12 -24 10 Z" ${o(4)}/>`),
      360,
      480,
      "ground",
    ),
  "apple-tree": () =>
    drawn(
      fruitTree(
        (x, y) =>
          `<path d="M${x} ${y - 16} C${x - 30} ${y - 34} ${x - 36} ${y + 10} ${x} ${y + 24} C${x + 36} ${y + 10} ${x + 30} ${y - 34} ${x} ${y - 16} Z" ${o(5)}/><path d="M${x} ${y - 16} L${x + 4} ${y - 32}" ${l(5)}/>`,
      ),
      360,
      480,
      "ground",
    ),
  "avocado-tree": () =>
    drawn(
      fruitTree(
        (x, y) =>
          `<path d="M${x} ${y - 30} C${x - 14} ${y - 30} ${x - 14} ${y - 8} ${x - 20} ${y + 6} C${x - 26} ${y + 26} ${x + 26} ${y + 26} ${x + 20} ${y + 6} C${x + 14} ${y - 8} ${x + 14} ${y - 30} ${x} ${y - 30} Z" ${o(5)}/>`,
      ),
      360,
      480,
      "ground",
    ),
  "pine-tree": () =>
    drawn(
      `<rect x="-26" y="-90" width="52" height="90" rx="6" ${o(7)}/>` +
        [
          [-90, 170, 130],
          [-190, 140, 120],
          [-280, 105, 110],
        ]
          .map(
            ([base, half, h]) =>
              `<path d="M${-half!} ${base} Q0 ${base! + 24} ${half} ${base} L0 ${base! - h!} Z" ${o(7)}/><path d="M${-half! * 0.55} ${base! - h! * 0.42} Q0 ${base! - h! * 0.3} ${half! * 0.55} ${base! - h! * 0.42}" ${l(5)}/>`,
          )
          .join("") +
        `<path d="M0 -420 L0 -390" ${l(6)}/>`,
      340,
      430,
      "ground",
    ),
  "blanket-fort": () => {
    const fort = blanketFort(-250, 250, -470, 0);
    return drawn(fort.svg, fort.box.w, fort.box.h, "ground");
  },
  "picnic-blanket": () => {
    const { front, back, depth, columns, rows } = PICNIC_BLANKET;
    // Seen lying on the grass: its far edge narrower than its near one, checks across it.
    const at = (u: number, v: number) => {
      const half = (back + (front - back) * v) / 2;
      return `${(-half + 2 * half * u).toFixed(1)} ${(-depth + depth * v).toFixed(1)}`;
    };
    const checks = [
      ...Array.from({ length: columns - 1 }, (_, i) => `M${at((i + 1) / columns, 0)} L${at((i + 1) / columns, 1)}`),
      ...Array.from({ length: rows - 1 }, (_, i) => `M${at(0, (i + 1) / rows)} L${at(1, (i + 1) / rows)}`),
    ].join(" ");
    return drawn(
      `<g data-part="picnic-blanket"><path d="M${at(0, 0)} L${at(1, 0)} L${at(1, 1)} L${at(0, 1)} Z" ${o()}/><path d="${checks}" ${l(5)}/></g>`,
      front,
      depth,
      "ground",
    );
  },
  // A little boy on a waiting-room chair, worried, his hands in his lap: nearly Pepita's size.
  "waiting-boy": () =>
    larger(
      1.3,
      drawn(
        `<rect x="-76" y="-352" width="152" height="200" rx="16" ${o()}/><path d="M-70 -128 L-70 0 M70 -128 L70 0" ${l(12)}/>` +
          `<rect x="-86" y="-162" width="172" height="34" rx="10" ${o()}/>` +
          [-1, 1]
            .map(
              (side) =>
                `<rect x="${side * 30 - 14}" y="-130" width="28" height="96" rx="8" ${o(5)}/><ellipse cx="${side * 34}" cy="-26" rx="28" ry="16" ${o(5)}/>`,
            )
            .join("") +
          childBody(true),
        184,
        412,
        "ground",
      ),
    ),
  cradle: () => drawn(CRADLE, 340, 300, "ground"),
  // A mobile of three paper birds hanging over the cradle from the arm of a pole fixed to its head.
  mobile: () =>
    drawn(
      `<path d="M-138 -250 L-138 -580 L10 -580" ${l(12)}/><circle cx="10" cy="-580" r="12" ${o(5)}/>${CRADLE}` +
        `<path d="M10 -568 L10 -540" ${l(5)}/><path d="M-94 -520 Q10 -552 114 -520" ${l(8)}/>` +
        [
          [-80, -520, -420],
          [10, -540, -380],
          [100, -520, -420],
        ]
          .map(
            ([x, from, y]) =>
              `<path d="M${x} ${from} L${x} ${y! - 22}" ${l(4)}/>` +
              `<path d="M${x! - 44} ${y} Q${x! - 10} ${y! - 30} ${x! + 22} ${y! - 12} L${x! + 44} ${y! - 26} L${x! + 38} ${y! + 2} Q${x} ${y! + 28} ${x! - 44} ${y} Z" ${o(5)}/>` +
              `<path d="M${x! - 8} ${y! - 10} L${x! + 8} ${y! - 46} L${x! + 20} ${y! - 10} Z" ${o(5)}/><circle cx="${x! - 24}" cy="${y! - 6}" r="4" fill="#000"/>`,
          )
          .join(""),
      340,
      600,
      "ground",
    ),
  // A plaza fountain: a stone basin, a pedestal and a bowl, and water falling from one into the other.
  fountain: () =>
    drawn(
      `<path d="M-176 -92 L176 -92 L160 0 L-160 0 Z" ${o()}/><path d="M-168 -46 L168 -46" ${l(5)}/>` +
        [-60, 60].map((x) => `<path d="M${x} -90 L${x} -48" ${l(5)}/>`).join("") +
        `<path d="M0 -44 L0 -2" ${l(5)}/>` +
        `<rect x="-190" y="-112" width="380" height="26" rx="10" ${o()}/>` +
        `<rect x="-24" y="-206" width="48" height="96" ${o()}/>` +
        `<path d="M-96 -220 Q0 -150 96 -220 Z" ${o()}/><rect x="-108" y="-234" width="216" height="18" rx="8" ${o()}/>` +
        `<rect x="-11" y="-272" width="22" height="40" ${o(5)}/><circle cx="0" cy="-284" r="15" ${o(5)}/>` +
        [-1, 1]
          .map(
            (side) =>
              `<path d="M0 -300 Q${side * 60} -330 ${side * 96} -240" ${l(5)}/><path d="M${side * 108} -226 Q${side * 150} -206 ${side * 156} -118" ${l(5)}/>`,
          )
          .join(""),
      380,
      320,
      "ground",
    ),
  // A post box on its post, its slot and a letter drawn on its front, as at the post office.
  mailbox: () =>
    drawn(
      `<rect x="-54" y="-22" width="108" height="22" rx="6" ${o()}/><rect x="-16" y="-204" width="32" height="184" ${o()}/>` +
        `<path d="M-80 -200 L-80 -330 Q-80 -384 0 -384 Q80 -384 80 -330 L80 -200 Z" ${o()}/>` +
        `<rect x="-52" y="-330" width="104" height="18" rx="8" ${o(5)}/>` +
        `<rect x="-44" y="-286" width="88" height="60" rx="4" ${o(5)}/><path d="M-44 -286 L0 -252 L44 -286" ${l(5)}/>`,
      172,
      388,
      "ground",
    ),
  // The park's swing set and slide, drawn at the characters' size: on a page they stand behind them or carry Pepita.
  "swing-set": () => {
    const { svg, width, height } = swingSet();
    return { ...drawn(svg, width, height, "ground"), fixed: true };
  },
  slide: () => {
    const { svg, width, height } = slide();
    return { ...drawn(svg, width, height, "ground"), fixed: true };
  },
  // A school backpack with its carrying loop, a flap with a buckle and a zipped front pocket.
  backpack: () =>
    drawn(
      `<path d="M-34 -196 Q0 -246 34 -196" ${l(10)}/>` +
        `<path d="M-80 -12 L-80 -150 Q-80 -204 0 -204 Q80 -204 80 -150 L80 -12 Q80 0 68 0 L-68 0 Q-80 0 -80 -12 Z" ${o()}/>` +
        `<path d="M-80 -150 Q-80 -204 0 -204 Q80 -204 80 -150 L80 -118 Q0 -96 -80 -118 Z" ${o()}/>` +
        `<rect x="-16" y="-116" width="32" height="28" rx="5" ${o(5)}/>` +
        `<rect x="-56" y="-80" width="112" height="66" rx="14" ${o(5)}/><path d="M-40 -58 L40 -58" ${l(4)}/>`,
      172,
      250,
      "ground",
    ),
  // A classroom's open door in its frame (a band to colour, not a line as thick as a marker's: it printed as a solid black bar), the hall beyond it, the door swung open on its hinges and a sign with a star over it.
  "classroom-door": () => ({
    ...drawn(
      `<rect x="-70" y="-650" width="140" height="52" rx="8" ${o(5)}/>${star(0, -624, 16, 4)}` +
        `<path d="M-150 0 L-150 -580 L150 -580 L150 0" ${o(6)}/><rect x="-126" y="-556" width="252" height="556" ${o(6)}/>` +
        `<path d="M-126 -210 L126 -210 M-126 -330 L126 -330" ${l(5)}/><path d="M-90 -330 L-90 -400 L-30 -400 L-30 -330" ${l(5)}/>` +
        `<path d="M126 -556 L206 -590 L206 30 L126 0 Z" ${o()}/><path d="M146 -500 L186 -516 L186 -384 L146 -370 Z" ${o(5)}/><circle cx="190" cy="-270" r="11" ${o(4)}/>`,
      440,
      664,
      "ground",
    ),
    fixed: true,
  }),
  clothesline: () => clothesline(),
  // The school's gate: two brick pillars joined by an arch with the school bell on top, its two iron gates open between them.
  "school-gate": () => ({
    ...drawn(
      [-1, 1]
        .map(
          (side) =>
            `<rect x="${side * 170 - 30}" y="-400" width="60" height="400" ${o()}/><rect x="${side * 170 - 42}" y="-424" width="84" height="28" rx="6" ${o()}/>` +
            `<path d="M${side * 170 - 30} -300 L${side * 170 + 30} -300 M${side * 170 - 30} -200 L${side * 170 + 30} -200 M${side * 170 - 30} -100 L${side * 170 + 30} -100" ${l(4)}/>` +
            `<path d="M${side * 140} -330 L${side * 70} -300 L${side * 70} -26 L${side * 140} -10 Z" ${o(6)}/>` +
            [0.25, 0.5, 0.75].map((t) => `<path d="M${side * (140 - 70 * t)} ${-330 + 30 * t} L${side * (140 - 70 * t)} ${-10 - 16 * t}" ${l(5)}/>`).join("") +
            `<path d="M${side * 140} -190 L${side * 70} -170" ${l(5)}/>`,
        )
        .join("") +
        `<path d="M-140 -380 Q0 -470 140 -380 L140 -346 Q0 -436 -140 -346 Z" ${o()}/>` +
        `<path d="M0 -428 L0 -446" ${l(6)}/><path d="M-26 -450 Q-26 -492 0 -494 Q26 -492 26 -450 Z" ${o(5)}/><circle cx="0" cy="-452" r="7" ${o(4)}/>`,
      424,
      500,
      "ground",
    ),
    fixed: true,
  }),
  washtub: () =>
    drawn(
      [-110, -60, -10, 40, 90, -80, 15, 70].map((x, i) => `<circle cx="${x}" cy="${i < 5 ? -112 : -150}" r="${i < 5 ? 30 : 24}" ${o(5)}/>`).join("") +
        `<path d="M-146 -96 L146 -96 L124 0 L-124 0 Z" ${o()}/><rect x="-156" y="-108" width="312" height="24" rx="10" ${o()}/><path d="M-136 -50 L136 -50" ${l(5)}/>` +
        `<path d="M-150 -82 q-34 6 -26 34 M150 -82 q34 6 26 34" ${l(9)}/>`,
      360,
      180,
      "ground",
    ),
  // A round hand mirror on a short handle, held up to look in: its glass a region of its own with two glints.
  mirror: () =>
    drawn(
      `<rect x="-17" y="-64" width="34" height="64" rx="14" ${o()}/><circle cx="0" cy="-134" r="76" ${o()}/>` +
        `<circle cx="0" cy="-134" r="54" ${o(5)}/><path d="M-26 -160 Q-16 -178 2 -182 M-34 -136 Q-26 -158 -10 -168" ${l(5)}/>`,
      156,
      214,
      "table",
    ),
  // Two paletas on their sticks, leaning apart, a band across each where the fruit shows.
  paletas: () =>
    drawn(
      ([-1, 1] as const)
        .map(
          (side) =>
            `<g transform="translate(${side * 42} 0) rotate(${side * 10})"><rect x="-14" y="-62" width="28" height="62" rx="10" ${o(5)}/>` +
            `<path d="M-36 -52 L-36 -160 Q-36 -196 0 -196 Q36 -196 36 -160 L36 -52 Z" ${o()}/><path d="M-36 -112 L36 -112" ${l(5)}/></g>`,
        )
        .join(""),
      190,
      210,
      "table",
    ),
};
