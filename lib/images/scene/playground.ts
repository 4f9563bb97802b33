// The park's playground in the built-in story's manner (white shapes, round bold outlines), drawn
// in the characters' own units so Pepita sits on it at her size: a swing set (a beam on an A-frame
// at each end, each swing a seat on two chains) and a slide (a ladder up to a railed platform, a
// chute with a raised lip down to the grass). Every leg, rail, rung, link and seat is a closed
// region a child can colour, and both stand on the ground at their feet.

const o = (w = 7) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const n = (v: number) => v.toFixed(1);

/**
 * The swing set's measures, its ground's middle at 0: the beam's half length and top, how far each
 * A-frame's legs spread from under the beam's end, where each swing hangs (`bay`, from the middle),
 * the top of a swing's seat above the ground, its half width and its chains' distance from its middle.
 */
export const SWING_SET = { half: 272, beam: 690, spread: 96, brace: 240, bay: 132, seat: 130, seatHalf: 112, chain: 98 } as const;

/** A leg from (x1, y1) down to (x2, 0), `w` wide, as a closed shape. */
function leg(x1: number, y1: number, x2: number, w: number): string {
  const h = w / 2;
  return `<path d="M${n(x1 - h)} ${n(y1)} L${n(x1 + h)} ${n(y1)} L${n(x2 + h)} 0 L${n(x2 - h)} 0 Z" ${o(7)}/>`;
}

/** A chain of links from `top` down to `bottom` at `x`. */
function chain(x: number, top: number, bottom: number): string {
  const count = Math.max(2, Math.round((bottom - top) / 30));
  const step = (bottom - top) / count;
  return Array.from({ length: count }, (_, i) => `<ellipse cx="${n(x)}" cy="${n(top + step * (i + 0.5))}" rx="9" ry="${n(step / 2)}" ${o(4.5)}/>`).join("");
}

/** The frame: both A-frames, their braces and the beam over them, with a hook over each swing's chains. */
export function swingFrame(): string {
  const { half, beam, spread, brace } = SWING_SET;
  const apex = -beam + 20;
  const ends = ([-1, 1] as const)
    .map((side) => {
      const at = side * half;
      // The brace meets each leg where it has come `brace` up from the ground.
      const t = (beam - 20 - brace) / (beam - 20);
      const [inner, outer] = [at - side * spread * (1 - t), at + side * spread * (1 - t)];
      return (
        leg(at, apex, at - side * spread, 30) +
        leg(at, apex, at + side * spread, 30) +
        `<rect x="${n(Math.min(inner, outer) - 8)}" y="${-brace - 13}" width="${n(Math.abs(outer - inner) + 16)}" height="26" rx="8" ${o(6)}/>` +
        `<ellipse cx="${n(at - side * spread)}" cy="-4" rx="30" ry="10" ${o(6)}/><ellipse cx="${n(at + side * spread)}" cy="-4" rx="30" ry="10" ${o(6)}/>`
      );
    })
    .join("");
  return `${ends}<rect x="${-half - 34}" y="${-beam}" width="${2 * half + 68}" height="36" rx="12" ${o(7)}/>`;
}

/** One swing hanging at `x`: its hooks, its two chains down to the seat, and the seat, both drawn over whoever sits on it. */
export function swing(x: number): { chains: string; seat: string } {
  const { beam, seat, seatHalf, chain: apart } = SWING_SET;
  const top = -beam + 36;
  const chains = [-1, 1]
    .map((side) => `<circle cx="${n(x + side * apart)}" cy="${top + 6}" r="10" ${o(5)}/>${chain(x + side * apart, top + 16, -seat + 4)}`)
    .join("");
  return {
    chains,
    seat: `<rect x="${n(x - seatHalf)}" y="${-seat}" width="${2 * seatHalf}" height="26" rx="11" ${o(7)}/>`,
  };
}

/** The swing set with both its swings empty, as a prop drawing: its width and height in its own units. */
export function swingSet(): { svg: string; width: number; height: number } {
  const { half, beam, spread, bay } = SWING_SET;
  const swings = [-bay, bay].map((x) => swing(x)).map(({ chains, seat }) => chains + seat);
  return { svg: `<g data-part="swing-set">${swingFrame()}${swings.join("")}</g>`, width: 2 * (half + spread) + 60, height: beam };
}

/**
 * The slide's measures, its ground's middle at 0 with the ladder on the left: the ladder's rails at
 * its foot and at the platform, the platform's height and its right end, the chute's foot, and
 * how high its run-out lies on the grass.
 */
export const SLIDE_SHAPE = { ladder: [-250, -150] as const, platform: 430, deck: -60, foot: 300, runOut: 52, rail: 150, left: -290, right: 330 } as const;

/** The slide, with its ladder on the left and its chute running down to the right; `seat` is the middle of the platform. */
export function slide(): { svg: string; width: number; height: number; seat: { x: number; y: number } } {
  const { ladder, platform, deck, foot, runOut, rail, left, right } = SLIDE_SHAPE;
  const [lx, rx] = ladder;
  const lean = 40;
  // The ladder: two rails leaning in a little towards the platform, and a rung every 70.
  const rungs = Array.from({ length: 5 }, (_, i) => {
    const y = 70 + i * 72;
    const shift = (lean * y) / platform;
    return `<rect x="${n(lx + shift)}" y="${-y - 10}" width="${n(rx - lx)}" height="20" rx="6" ${o(6)}/>`;
  }).join("");
  const rails = [lx, rx].map((x) => leg(x + lean + (lean * rail) / platform, -platform - rail, x, 26)).join("");
  // The rails go on above the platform as handrails, joined across the top by a bar.
  const topBar = `<rect x="${n(lx + lean + (lean * rail) / platform - 14)}" y="${-platform - rail - 14}" width="${n(rx - lx + 28)}" height="24" rx="10" ${o(6)}/>`;
  // The platform's post under its far end.
  const post = leg(deck - 12, -platform + 20, deck - 12, 26);
  const deckBox = `<rect x="${n(lx + lean - 20)}" y="${-platform - 10}" width="${n(deck - lx - lean + 36)}" height="30" rx="8" ${o(7)}/>`;
  // The chute: from the platform's end down a curve to a flat run-out on the grass, its bed and the lip along its near side.
  const chutePath = (lift: number, depth: number) => {
    const top = `M${deck} ${-platform + lift} C${deck + 150} ${-platform + lift + 40} ${foot - 170} ${-runOut + lift - 40} ${foot} ${-runOut + lift} L${right} ${-runOut + lift}`;
    const bottom = `L${right} ${-runOut + lift + depth} L${foot} ${-runOut + lift + depth} C${foot - 170} ${-runOut + lift + depth - 40} ${deck + 150} ${-platform + lift + depth + 40} ${deck} ${-platform + lift + depth} Z`;
    return `<path d="${top} ${bottom}" ${o(7)}/>`;
  };
  const chute = chutePath(-6, 30) + chutePath(24, 26);
  const end = `<rect x="${right - 18}" y="${-runOut - 12}" width="30" height="70" rx="12" ${o(6)}/>`;
  // The chute's legs on the grass: one under its middle, one under its run-out.
  const legs = leg(foot - 150, -runOut - 150, foot - 150, 24) + leg(right - 50, -runOut + 40, right - 50, 22);
  const svg = `<g data-part="slide">${legs}${post}${rails}${rungs}${deckBox}${topBar}${chute}${end}</g>`;
  return { svg, width: right - left + 30, height: platform + rail + 14, seat: { x: (lx + lean + deck) / 2, y: -platform - 10 } };
}
