import type { PropArt } from "@/lib/story-writing/scene/lexicon";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";
import type { Drawing } from "@/lib/images/scene/prop-art";

// At the market the fruit and vegetables a page names are the stall's, heaped in a wooden crate
// standing on the ground beside or in front of the shoppers, as large as a child can colour: in hands or loose on
// the ground they came out a few fingers wide. Pepita and Abuelita keep the poses the text gives
// them (they shop, they do not sell): the crates stand on the ground, never a counter they work behind.

const o = (w = 6) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const l = (w = 5) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const n = (v: number) => v.toFixed(1);

/** What a market stall sells that the illustrator can heap in a crate. */
const STALL_GOODS = new Set<PropArt>(["fruit", "watermelon", "pineapple", "bananas", "corn", "chiles"]);

/**
 * A whole striped watermelon, as a stall sells it (the slice drawn elsewhere has seeds too small to
 * colour once grown): its stripes run from end to end, each band a region of its own.
 */
const WHOLE_WATERMELON: Drawing = {
  svg:
    `<ellipse cx="0" cy="-70" rx="115" ry="70" ${o(6)}/>` +
    [-100, -45, 45, 100].map((k) => `<path d="M-115 -70 Q0 ${-70 + k} 115 -70" ${l(5)}/>`).join("") +
    `<path d="M112 -78 q16 -14 8 -28" ${l(5)}/>`,
  width: 236,
  height: 140,
  zone: "table",
  scale: 1,
};

/** A page where what is named is being picked up off the ground: it is in her hands, not in a crate. */
const PICKED_UP = /\bpick(?:s|ed|ing)? up\b/i;

/** Whether a prop of `art` is drawn in a crate on this page. */
export const inTheStallsCrate = (plan: Pick<ScenePlan, "setting" | "action">, art: PropArt) =>
  plan.setting === "market" && STALL_GOODS.has(art) && !PICKED_UP.test(plan.action);

/** The room the goods take above the crate's rim, and the crate's own measures. */
const GOODS = { width: 240, height: 215, grow: 2.6 } as const;
const CRATE = { height: 84, margin: 16, least: 180, sunk: 14 } as const;

/**
 * Line widths divided by `by`, so goods grown by `by` keep their lines as thick as the rest of the
 * page; the crated drawing's `scale` says it grew them, so the thinnest line is kept thick enough to print.
 */
const thinned = (svg: string, by: number) => svg.replace(/stroke-width="([\d.]+)"/g, (_, width: string) => `stroke-width="${(Number(width) / by).toFixed(2)}"`);

/**
 * `goods` grown to fill the crate's room and heaped in a slatted wooden crate, their bottom behind
 * its front: one drawing whose origin is the middle of the crate's bottom, standing on the ground.
 */
/** One chile pod lying on its side, its stem to the left, turned by `tilt` degrees. */
const pod = (x: number, y: number, tilt: number) =>
  `<g transform="translate(${x} ${y}) rotate(${tilt})"><path d="M-55 0 C-30 -36 30 -32 55 -6 C30 12 -30 14 -55 0 Z" ${o(5)}/><path d="M-54 -2 q-8 -14 -24 -14" ${l(5)}/></g>`;

/** Loose chiles heaped in rows, as a stall sells them, instead of the string of chiles hung to dry at home. */
const CHILE_HEAP: Drawing = {
  svg: [
    [-75, -22, 4],
    [10, -18, -3],
    [92, -24, 6],
    [-38, -58, -8],
    [50, -60, 7],
    [8, -96, -4],
  ]
    .map(([x, y, tilt]) => pod(x!, y!, tilt!))
    .join(""),
  width: 290,
  height: 126,
  zone: "table",
  scale: 1,
};

/** How a stall shows what it sells, where that differs from how the page draws it elsewhere. */
const AT_THE_STALL: Partial<Record<PropArt, Drawing>> = { watermelon: WHOLE_WATERMELON, chiles: CHILE_HEAP };

export function crated(drawing: Drawing, art: PropArt): Drawing {
  const goods = AT_THE_STALL[art] ?? drawing;
  const grow = Math.min(GOODS.grow, GOODS.width / goods.width, GOODS.height / goods.height);
  const [w, h] = [goods.width * grow, goods.height * grow];
  const width = Math.max(CRATE.least, w + 2 * CRATE.margin);
  const rim = -CRATE.height;
  const sunk = Math.min(h * 0.16, CRATE.sunk);
  const [left, right] = [-width / 2, width / 2];
  const slats = [rim + CRATE.height / 3, rim + (2 * CRATE.height) / 3].map((y) => `M${n(left)} ${n(y)} L${n(right)} ${n(y)}`).join(" ");
  const crate =
    `<g data-part="market-crate"><rect x="${n(left)}" y="${rim}" width="${n(width)}" height="${CRATE.height}" rx="6" ${o(7)}/>` +
    `<path d="${slats}" ${l()}/>` +
    // Its corner posts, a little proud of the slats.
    [left, right - 22].map((x) => `<rect x="${n(x)}" y="${rim - 8}" width="22" height="${CRATE.height + 8}" rx="5" ${o(6)}/>`).join("") +
    `</g>`;
  return {
    svg: `<g transform="translate(0 ${n(rim + sunk)}) scale(${grow.toFixed(3)})">${thinned(goods.svg, grow)}</g>${crate}`,
    width,
    height: CRATE.height + h - sunk,
    zone: "ground",
    scale: grow,
    fixed: true,
  };
}
