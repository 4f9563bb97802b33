import type { TimeOfDay, Weather } from "@/lib/story-writing/scene/plan";
import type { Setting } from "@/lib/story-writing/scene/plan";

// The places, drawn behind everything else on the 1024x1536 page. Each gives the floor
// line the characters stand on and the boxes its furniture takes, so nothing is put on top of it.

export type Box = { x: number; y: number; w: number; h: number };
/**
 * `window`: the glass of an indoor place's window, where its weather shows. `floorEnds`: how far
 * below the floor line the floor's drawing may stop cleanly, at one of its lines across the page
 * or under the whole of a rug, so a close-up that cuts the floor off cuts it there. `rug`: how far
 * below the floor line the middle of its rug is, where whoever sits on the floor sits. `skyBody`:
 * the box an outdoor place's sun or moon takes, where nothing hung or flown may cover it.
 */
export type Backdrop = {
  svg: string;
  ground: number;
  floorEnds: number[];
  furniture: Box[];
  indoor: boolean;
  window?: Box;
  rug?: number;
  skyBody?: Box;
  pond?: Box;
  /** The duck swimming on the pond, where the page has nothing else afloat on it. */
  swimmer?: Box;
  /** The pond's clumps of reeds, each drawn at the first of its spots the composer finds clear. */
  reeds?: ReedClump[];
};

const o = (w = 7) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const l = (w = 6) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

const LEFT = 48;
const RIGHT = 976;
const TOP = 48;

function sun(x: number, y: number): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${(x + Math.cos(a) * 70).toFixed(1)}" y1="${(y + Math.sin(a) * 70).toFixed(1)}" x2="${(x + Math.cos(a) * 100).toFixed(1)}" y2="${(y + Math.sin(a) * 100).toFixed(1)}" ${l()}/>`;
  }).join("");
  return `${rays}<circle cx="${x}" cy="${y}" r="54" ${o()}/><path d="M${x - 20} ${y - 8} q6 -8 12 0 M${x + 8} ${y - 8} q6 -8 12 0" ${l(5)}/><path d="M${x - 22} ${y + 14} Q${x} ${y + 34} ${x + 22} ${y + 14}" ${l(5)}/>`;
}

function moon(x: number, y: number): string {
  return `<path d="M${x} ${y - 70} A70 70 0 1 0 ${x + 40} ${y + 60} A55 55 0 1 1 ${x} ${y - 70} Z" ${o()}/>`;
}

/**
 * A fat crescent moon of radius `r` with its lower tip behind a little cloud: a rainy night's
 * sky, where no star shows, still reads as night, and the crescent is wide enough to colour.
 */
function moonBehindCloud(x: number, y: number, r: number): string {
  // The crescent is the moon's disc less a smaller disc set off up and to the right.
  const [dx, dy, inner] = [r * 0.45, -r * 0.3, r * 0.8];
  const d = Math.hypot(dx, dy);
  const a = (r * r - inner * inner + d * d) / (2 * d);
  const h = Math.sqrt(r * r - a * a);
  const [px, py] = [x + (a * dx) / d, y + (a * dy) / d];
  const [p1, p2] = [
    [px + (h * dy) / d, py - (h * dx) / d],
    [px - (h * dy) / d, py + (h * dx) / d],
  ] as const;
  const f = (v: number) => v.toFixed(1);
  const crescent = `<path d="M${f(p1[0])} ${f(p1[1])} A${f(r)} ${f(r)} 0 1 0 ${f(p2[0])} ${f(p2[1])} A${f(inner)} ${f(inner)} 0 0 1 ${f(p1[0])} ${f(p1[1])} Z" ${o()}/>`;
  return `<g data-part="rainy-moon">${crescent}${cloud(x, y + r * 0.95, r / 190)}</g>`;
}

function star(x: number, y: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.5;
    return `${(x + Math.cos(a) * radius).toFixed(1)},${(y + Math.sin(a) * radius).toFixed(1)}`;
  });
  return `<polygon points="${points.join(" ")}" ${o(5)}/>`;
}

function cloud(x: number, y: number, s = 1): string {
  return `<path d="M${x} ${y} q${-50 * s} 0 ${-50 * s} ${-36 * s} q0 ${-40 * s} ${50 * s} ${-38 * s} q${18 * s} ${-45 * s} ${72 * s} ${-36 * s} q${45 * s} ${-18 * s} ${76 * s} ${27 * s} q${50 * s} 0 ${45 * s} ${43 * s} q${-5 * s} ${40 * s} ${-50 * s} ${40 * s} Z" ${o()}/>`;
}

/**
 * A bank of clouds across the whole sky, from frame to frame: it cuts the sky into two pieces
 * a child colours one at a time, as a colouring book's sky is, rather than one empty expanse.
 * Drawn before the sky, so the sun or the moon shows in front of it.
 */
function cloudBank(y: number, h: number, turn = 0): string {
  const widths = [150, 118, 176, 132, 160, 124, 170];
  const bumps: string[] = [];
  let x = LEFT - 20;
  for (let i = turn; x < RIGHT + 20; i++) {
    const w = widths[i % widths.length]!;
    const rise = h * (i % 2 ? 0.5 : 0.75);
    bumps.push(`Q${x + w / 2} ${y + h * 0.45 - rise} ${x + w} ${y + h * 0.45}`);
    x += w;
  }
  const under = Array.from(
    { length: 5 },
    (_, i) =>
      `Q${(RIGHT + 20 - (i + 0.5) * ((RIGHT - LEFT + 40) / 5)).toFixed(1)} ${y + h + 18} ${(RIGHT + 20 - (i + 1) * ((RIGHT - LEFT + 40) / 5)).toFixed(1)} ${y + h}`,
  ).join(" ");
  return `<path data-part="cloud-bank" d="M${LEFT - 20} ${y + h} L${LEFT - 20} ${y + h * 0.45} ${bumps.join(" ")} L${x} ${y + h} ${under} Z" ${o(6)}/>`;
}

/** A gull far off: two wings as one closed shape, wide enough to colour rather than a tick of ink. */
function gull(x: number, y: number, s = 1): string {
  const p = (dx: number, dy: number) => `${(x + dx * s).toFixed(1)} ${(y + dy * s).toFixed(1)}`;
  return `<path data-part="gull" d="M${p(-56, 6)} Q${p(-30, -62)} ${p(0, 4)} Q${p(30, -62)} ${p(56, 6)} Q${p(28, -14)} ${p(0, 22)} Q${p(-28, -14)} ${p(-56, 6)} Z" ${o(5)}/>`;
}

/** Birds across a day's sky; none at night. */
function birds(spots: [number, number][], time: TimeOfDay, weather: Weather): string {
  if (time === "night" || time === "evening" || weather === "rainy" || weather === "snowy") return "";
  return spots.map(([x, y]) => gull(x, y, 0.9)).join("");
}

/** A sailing boat far out on the sea, its hull on the horizon at `horizon`: hull and two sails to colour. */
function sailboat(x: number, horizon: number): string {
  return (
    `<g data-part="sailboat"><path d="M${x - 70} ${horizon - 34} L${x + 70} ${horizon - 34} Q${x + 60} ${horizon - 4} ${x + 40} ${horizon - 4} L${x - 40} ${horizon - 4} Q${x - 60} ${horizon - 4} ${x - 70} ${horizon - 34} Z" ${o(5)}/>` +
    `<path d="M${x - 4} ${horizon - 40} L${x - 4} ${horizon - 170} L${x - 70} ${horizon - 40} Z" ${o(5)}/><path d="M${x + 6} ${horizon - 40} L${x + 6} ${horizon - 150} L${x + 60} ${horizon - 40} Z" ${o(5)}/></g>`
  );
}

/** A raindrop big enough to colour: a closed teardrop `size` tall with its tip up. */
function drop(x: number, y: number, size: number): string {
  const r = size * 0.32;
  return `<path d="M${x.toFixed(1)} ${(y - size / 2).toFixed(1)} C${(x + r * 0.4).toFixed(1)} ${(y - size * 0.2).toFixed(1)} ${(x + r).toFixed(1)} ${(y + size * 0.05).toFixed(1)} ${(x + r).toFixed(1)} ${(y + size * 0.18).toFixed(1)} A${r.toFixed(1)} ${r.toFixed(1)} 0 0 1 ${(x - r).toFixed(1)} ${(y + size * 0.18).toFixed(1)} C${(x - r).toFixed(1)} ${(y + size * 0.05).toFixed(1)} ${(x - r * 0.4).toFixed(1)} ${(y - size * 0.2).toFixed(1)} ${x.toFixed(1)} ${(y - size / 2).toFixed(1)} Z" ${o(5)}/>`;
}

/** The bars of a window drawn over its sky: the x of each upright and the y of each crossbar. */
type Bars = { xs: number[]; ys: number[] };
const NO_BARS: Bars = { xs: [], ys: [] };

/** Streaks of rain in any piece of sky, however small: a small window still gets this many. */
export const MIN_RAIN_STREAKS = 12;

/**
 * Rain over a piece of sky: slanted streaks close together, so even a small window reads as
 * rain, and drops large enough to colour where there is room for them.
 */
export function rain(x: number, y: number, w: number, h: number, bars: Bars = NO_BARS): string {
  const size = Math.min(64, Math.max(44, h * 0.2));
  const columns = Math.max(4, Math.floor(w / 70));
  // Enough rows that, with a drop in one cell of five, the streaks alone number MIN_RAIN_STREAKS.
  const rows = Math.max(3, Math.floor(h / 60), Math.ceil(MIN_RAIN_STREAKS / (columns * 0.75)));
  const dx = w / columns;
  const dy = h / rows;
  const length = Math.min(46, dy * 0.75);
  const drops: string[] = [];
  const streaks: string[] = [];
  const roomForDrops = w >= 120 && h >= 120;
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < columns; col++) {
      const cx = x + dx * (col + 0.5) + (row % 2 ? dx / 3 : -dx / 6);
      const cy = y + dy * (row + 0.5);
      // A drop cut by a window's bar would leave a sliver too small to colour, filled black.
      const clear = !bars.xs.some((bx) => Math.abs(cx - bx) < size * 0.45) && !bars.ys.some((by) => Math.abs(cy - by) < size * 0.6);
      if (roomForDrops && clear && (row * 3 + col) % 5 === 0 && cx + size * 0.4 < x + w && cx - size * 0.4 > x && cy + size * 0.5 < y + h)
        drops.push(drop(cx, cy, size));
      else
        streaks.push(
          `<path data-part="streak" d="M${(cx + length * 0.25).toFixed(1)} ${(cy - length / 2).toFixed(1)} L${(cx - length * 0.25).toFixed(1)} ${(cy + length / 2).toFixed(1)}" ${l(4)}/>`,
        );
    }
  return `<g data-part="rain">${streaks.join("")}${drops.join("")}</g>`;
}

/** How far below the floor line the lowest puddle reaches: near enough that a wide view keeps every puddle clear of the frame. */
const PUDDLES_END = 162;

/** Puddles on wet ground, each with a ripple: two rings to colour. */
function puddles(ground: number): string {
  return `<g data-part="puddles">${[
    [170, ground + 100, 92],
    [560, ground + 128, 110],
    [830, ground + 84, 80],
  ]
    .map(
      ([x, y, rx]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${(rx! * 0.28).toFixed(1)}" ${o(6)}/><ellipse cx="${x}" cy="${y}" rx="${(rx! * 0.55).toFixed(1)}" ry="${(rx! * 0.14).toFixed(1)}" ${o(5)}/>`,
    )
    .join("")}</g>`;
}

/**
 * The sun or the moon a sky shows and the box it takes with its rays and its cloud, so what
 * is hung or flown in front of the sky can keep clear of it.
 */
function bodyOfSky(x: number, y: number, w: number, h: number, time: TimeOfDay, weather: Weather): { svg: string; box: Box } | undefined {
  const night = time === "night" || time === "evening";
  if (night && weather === "rainy") {
    const r = Math.min(70, h * 0.22, w * 0.2);
    const [cx, cy] = [x + w * (w > 400 ? 0.68 : 0.74), y + h * 0.04 + r];
    // The little cloud over its lower tip reaches a little past the crescent on the right.
    return { svg: moonBehindCloud(cx, cy, r), box: { x: cx - r - 4, y: cy - r - 4, w: 2.05 * r + 8, h: 2 * r + 8 } };
  }
  if (night) {
    const [cx, cy] = [x + w * 0.75, y + h * 0.4];
    // The crescent's outer edge is a circle of radius 70 about a point just right of (cx, cy).
    return { svg: moon(cx, cy), box: { x: cx - 70, y: cy - 74, w: 148, h: 148 } };
  }
  if (weather === "sunny" || weather === "clear" || weather === "windy") {
    const [cx, cy] = [x + w * 0.78, y + h * 0.42];
    return { svg: sun(cx, cy), box: { x: cx - 104, y: cy - 104, w: 208, h: 208 } };
  }
  return undefined;
}

/** An outdoor place's sky, and the box its sun or moon takes. */
function openSky(x: number, y: number, w: number, h: number, time: TimeOfDay, weather: Weather): { svg: string; body: Box | undefined } {
  return { svg: sky(x, y, w, h, time, weather), body: bodyOfSky(x, y, w, h, time, weather)?.box };
}

/** What the sky shows: sun, moon and stars, clouds, rain, snow or wind. */
export function sky(x: number, y: number, w: number, h: number, time: TimeOfDay, weather: Weather, bars: Bars = NO_BARS): string {
  const parts: string[] = [bodyOfSky(x, y, w, h, time, weather)?.svg ?? ""];
  const night = time === "night" || time === "evening";
  if (night && weather !== "rainy") {
    for (const [fx, fy] of [
      [0.15, 0.3],
      [0.4, 0.2],
      [0.3, 0.65],
      [0.55, 0.5],
    ])
      parts.push(star(x + w * fx!, y + h * fy!, Math.min(26, h * 0.1)));
  }
  if (weather === "rainy") {
    // Rain falls from a row of clouds across the top, so the sky reads as rain at a glance.
    const s = Math.min(1, w / 500);
    for (const fx of w > 400 ? [0.12, 0.5, 0.82] : [0.3]) parts.push(cloud(x + w * fx, y + h * 0.36, s * (w > 400 ? 0.8 : 1)));
    // At night the rain keeps below the moon.
    const from = night ? 0.52 : 0.42;
    parts.push(rain(x, y + h * from, w, h * (1 - from), bars));
  } else if (weather === "cloudy" || weather === "windy") parts.push(cloud(x + w * 0.3, y + h * 0.55, Math.min(1, w / 500)));
  if (weather === "snowy") {
    for (let i = 0; i < 7; i++) {
      const cx = x + w * (0.1 + i * 0.13);
      const cy = y + h * (0.25 + ((i * 37) % 50) / 100);
      parts.push(
        `<path d="M${cx - 16} ${cy} L${cx + 16} ${cy} M${cx - 8} ${cy - 14} L${cx + 8} ${cy + 14} M${cx - 8} ${cy + 14} L${cx + 8} ${cy - 14}" ${l(5)}/>`,
      );
    }
  }
  if (weather === "windy" && !night) parts.push(`<path d="M${x + 30} ${y + h * 0.85} q60 -20 120 0 t120 0 M${x + 80} ${y + h * 0.95} q50 -16 100 0" ${l(5)}/>`);
  return parts.join("");
}

export function windowPane(x: number, y: number, w: number, h: number, time: TimeOfDay, weather: Weather): string {
  return (
    `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="10" ${o()}/><rect x="${x}" y="${y}" width="${w}" height="${h}" ${o(5)}/>` +
    `<g>${sky(x, y, w, h, time, weather === "snowy" || weather === "rainy" ? weather : time === "night" ? "clear" : weather, { xs: [x + w / 2], ys: [y + h / 2] })}</g>` +
    `<path d="M${x + w / 2} ${y} L${x + w / 2} ${y + h} M${x} ${y + h / 2} L${x + w} ${y + h / 2}" ${l(7)}/>` +
    `<rect x="${x - 30}" y="${y + h + 14}" width="${w + 60}" height="20" rx="6" ${o(6)}/>`
  );
}

/** Where a tiled floor may stop: at its floor line or at one of the lines across it. */
const TILED_FLOOR = [0, 60, 110, 160];

/** The joints between a story's floor tiles: where the first is along the floor line, how far apart they are there and at the bottom. */
const TILE_JOINTS = [
  { count: 6, top: [200, 130], bottom: [130, 170] },
  { count: 5, top: [250, 130], bottom: [200, 165] },
  { count: 7, top: [150, 120], bottom: [100, 150] },
] as const;

function floorTiles(ground: number, room = 0): string {
  const { count, top, bottom } = TILE_JOINTS[Math.floor(room / 54) % TILE_JOINTS.length]!;
  const lines = [0, 1, 2].map((i) => `<path d="M${LEFT} ${ground + 60 + i * 50} L${RIGHT} ${ground + 60 + i * 50}" ${l(4)}/>`).join("");
  const cols = Array.from(
    { length: count },
    (_, i) => `<path d="M${top[0] + i * top[1]} ${ground} L${bottom[0] + i * bottom[1]} ${ground + 210}" ${l(4)}/>`,
  ).join("");
  return `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>${lines}${cols}`;
}

function tileBand(y: number): string {
  return (
    `<rect x="${LEFT}" y="${y}" width="${RIGHT - LEFT}" height="90" ${o(6)}/>` +
    Array.from({ length: 9 }, (_, i) => {
      const cx = LEFT + 52 + i * 103;
      return `<path d="M${cx} ${y + 12} L${cx + 33} ${y + 45} L${cx} ${y + 78} L${cx - 33} ${y + 45} Z" ${o(5)}/>`;
    }).join("")
  );
}

function bricks(y: number): string {
  return [
    [140, 0],
    [760, 30],
    [420, 60],
  ]
    .map(([x, dy]) => `<rect x="${x}" y="${y + dy!}" width="70" height="30" rx="4" ${o(4)}/>`)
    .join("");
}

function hills(y: number): string {
  return `<path d="M${LEFT} ${y} Q200 ${y - 90} 380 ${y - 20} Q560 ${y - 110} 760 ${y - 30} Q880 ${y - 80} ${RIGHT} ${y - 40}" ${l(6)}/>`;
}

function grassLine(y: number): string {
  return (
    `<path d="M${LEFT} ${y} Q300 ${y - 16} 512 ${y} T${RIGHT} ${y}" ${l(7)}/>` +
    Array.from({ length: 7 }, (_, i) => {
      const x = 90 + i * 140;
      return `<path d="M${x - 16} ${y + 70} L${x - 8} ${y + 40} L${x} ${y + 70} L${x + 8} ${y + 36} L${x + 16} ${y + 70}" ${l(5)}/>`;
    }).join("")
  );
}

function arch(x: number, y: number, w: number, h: number): string {
  return `<path d="M${x} ${y + h} L${x} ${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} L${x + w} ${y + h} Z" ${o()}/>`;
}

/**
 * A string of papel picado flags across the top, edge to edge as in the built-in story: it
 * closes the sky off from the frame and gives a row of flags to colour.
 */
function garland(y: number): string {
  const flags = Array.from({ length: 9 }, (_, i) => {
    const x = LEFT + 20 + i * 104;
    const top = y + 10 + Math.abs(i - 4) * -3;
    return `<path d="M${x} ${top} L${x + 80} ${top} L${x + 80} ${top + 62} L${x + 60} ${top + 50} L${x + 40} ${top + 62} L${x + 20} ${top + 50} L${x} ${top + 62} Z" ${o(5)}/>`;
  }).join("");
  return `<path d="M${LEFT - 10} ${y} Q512 ${y + 30} ${RIGHT + 10} ${y}" ${l(5)}/>${flags}`;
}

/** Striped wallpaper down to a rail, and panels under it: an indoor wall in pieces a child colours one by one. */
/** How far apart a story's wallpaper stripes are, as a share of the place's own step, and its wainscot panels. */
const STRIPE_STEPS = [1, 0.78, 1.3] as const;
const PANEL_STEPS = [155, 124, 200] as const;

function wall(rail: number, ground: number, step = 186, room = 0): string {
  const stripe = step * STRIPE_STEPS[room % STRIPE_STEPS.length]!;
  const panel = PANEL_STEPS[Math.floor(room / STRIPE_STEPS.length) % PANEL_STEPS.length]!;
  const stripes = Array.from(
    { length: Math.floor((RIGHT - LEFT - 20) / stripe) },
    (_, i) => `<path d="M${(LEFT + stripe * (i + 1)).toFixed(0)} ${TOP - 10} L${(LEFT + stripe * (i + 1)).toFixed(0)} ${rail}" ${l(4)}/>`,
  ).join("");
  const panels = Array.from(
    { length: Math.floor((RIGHT - LEFT - 20) / panel) },
    (_, i) => `<path d="M${LEFT + panel * (i + 1)} ${rail} L${LEFT + panel * (i + 1)} ${ground}" ${l(4)}/>`,
  ).join("");
  return `${stripes}${panels}<rect x="${LEFT - 10}" y="${rail - 10}" width="${RIGHT - LEFT + 20}" height="20" ${o(5)}/>`;
}

/**
 * What a page changes in its place: `pond`, the park's pond where the page's words are by it;
 * `swimmer`, a duck on the pond's water unless something else floats there; `seatedOnABench`, the park's far bench left out where they sit on their own bench in front, so
 * "their favorite bench" is not drawn twice. `room`: the story's own arrangement of the place (a
 * whole number): where its window, door and pictures are, its wallpaper, whether its floor has a
 * rug, so two stories in one place are two rooms rather than one drawn again.
 */
export type Features = { pond?: boolean; swimmer?: boolean; seatedOnABench?: boolean; room?: number };

type Draw = (time: TimeOfDay, weather: Weather, features?: Features) => Backdrop;

/** A story's kitchen has its tiles at one of these heights. */
const KITCHEN_RAILS = [720, 650, 790] as const;

const kitchen: Draw = (time, weather, features) => {
  const ground = 1230;
  const room = features?.room ?? 0;
  const rail = KITCHEN_RAILS[Math.floor(room / 9) % KITCHEN_RAILS.length]!;
  return {
    svg:
      `${wall(rail, ground, 232, room)}${windowPane(120, 190, 220, 200, time, weather)}` +
      `<rect x="560" y="300" width="360" height="20" rx="6" ${o(6)}/><path d="M600 320 L620 350 M880 320 L860 350" ${l(6)}/>` +
      [610, 690, 770, 850]
        .map((x, i) =>
          i % 2
            ? `<path d="M${x - 28} 300 Q${x - 34} 240 ${x} 236 Q${x + 34} 240 ${x + 28} 300 Z" ${o(6)}/>`
            : `<rect x="${x - 26}" y="244" width="52" height="56" rx="8" ${o(6)}/><path d="M${x + 26} 256 q22 4 0 28" ${l(6)}/>`,
        )
        .join("") +
      `${tileBand(rail)}${bricks(rail - 160)}${floorTiles(ground, room)}`,
    ground,
    floorEnds: TILED_FLOOR,
    furniture: [
      { x: 100, y: 170, w: 270, h: 280 },
      { x: 550, y: 230, w: 380, h: 130 },
    ],
    indoor: true,
    window: { x: 120, y: 190, w: 220, h: 200 },
  };
};

/** A story's garden fence: how many posts, and where its rails run. */
const GARDEN_FENCES = [
  { posts: 5, rails: [960, 1060, 1160] },
  { posts: 6, rails: [1000, 1120] },
  { posts: 4, rails: [940, 1020, 1100, 1180] },
] as const;

const garden: Draw = (time, weather, features) => {
  const ground = 1250;
  const fence = GARDEN_FENCES[Math.floor((features?.room ?? 0) / 9) % GARDEN_FENCES.length]!;
  const step = 840 / (fence.posts - 1);
  const heavens = openSky(LEFT, TOP + 130, RIGHT - LEFT, 300, time, weather);
  return {
    svg:
      `${garland(TOP + 40)}${cloudBank(300, 64, 4)}${heavens.svg}${birds(
        [
          [190, 215],
          [380, 440],
        ],
        time,
        weather,
      )}${hills(560)}${hills(780)}` +
      Array.from({ length: fence.posts }, (_, i) => {
        const x = Math.round(90 + i * step);
        return `<path d="M${x} 980 L${x} 940 L${x + 20} 920 L${x + 40} 940 L${x + 40} ${ground}" ${o(6)}/>`;
      }).join("") +
      `<path d="${fence.rails.map((y) => `M${LEFT} ${y} L${RIGHT} ${y}`).join(" ")}" ${l(8)}/>${grassLine(ground)}`,
    ground,
    floorEnds: [0, 72],
    furniture: [],
    indoor: false,
    skyBody: heavens.body,
  };
};

const market: Draw = (time, weather) => {
  const ground = 1260;
  const scallops = Array.from(
    { length: 8 },
    (_, i) => `<path d="M${LEFT + i * 116} 520 Q${LEFT + 58 + i * 116} 590 ${LEFT + 116 + i * 116} 520" ${o(6)}/>`,
  ).join("");
  const stripes = Array.from({ length: 7 }, (_, i) => `<path d="M${LEFT + 116 + i * 116} 400 L${LEFT + 116 + i * 116} 520" ${l(5)}/>`).join("");
  const heavens = openSky(LEFT, TOP, RIGHT - LEFT, 330, time, weather);
  return {
    svg:
      `${cloudBank(200, 64, 5)}${heavens.svg}${birds(
        [
          [200, 130],
          [420, 320],
        ],
        time,
        weather,
      )}<path d="M${LEFT} 520 L${LEFT + 40} 400 L${RIGHT - 40} 400 L${RIGHT} 520 Z" ${o()}/>${stripes}${scallops}` +
      `<rect x="70" y="560" width="24" height="${ground - 560}" ${o(6)}/><rect x="930" y="560" width="24" height="${ground - 560}" ${o(6)}/>` +
      `<rect x="${LEFT - 10}" y="800" width="${RIGHT - LEFT + 20}" height="22" rx="6" ${o(6)}/>` +
      [150, 390, 630, 870]
        .map((x) => `<rect x="${x - 70}" y="720" width="140" height="80" rx="6" ${o(6)}/><path d="M${x - 70} 760 L${x + 70} 760" ${l(4)}/>`)
        .join("") +
      `<rect x="${LEFT}" y="1020" width="${RIGHT - LEFT}" height="40" rx="6" ${o()}/>` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>` +
      [
        [100, 1285],
        [260, 1340],
        [520, 1300],
        [760, 1345],
        [900, 1290],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="40" ry="12" ${o(5)}/>`)
        .join(""),
    ground,
    floorEnds: [0, 110],
    furniture: [{ x: LEFT, y: 1010, w: RIGHT - LEFT, h: 60 }],
    indoor: false,
    skyBody: heavens.body,
  };
};

/** Where a story's bedroom has its window (the curtains beside it) and its framed heart. */
const BEDROOM_WALLS = [
  { window: 620, picture: 140 },
  { window: 360, picture: 760 },
] as const;

const BEDROOM_RAILS = [800, 730, 870] as const;

const bedroom: Draw = (time, weather, features) => {
  const ground = 1240;
  const room = features?.room ?? 0;
  const { window: wx, picture: px } = BEDROOM_WALLS[Math.floor(room / 9) % BEDROOM_WALLS.length]!;
  return {
    svg:
      `${wall(BEDROOM_RAILS[Math.floor(room / 18) % BEDROOM_RAILS.length]!, ground, 186, room)}${windowPane(wx, 170, 240, 230, time, weather)}` +
      `<path d="M${wx - 20} 150 Q${wx + 20} 300 ${wx - 20} 460 L${wx - 40} 460 L${wx - 40} 150 Z" ${o(6)}/><path d="M${wx + 260} 150 Q${wx + 220} 300 ${wx + 260} 460 L${wx + 280} 460 L${wx + 280} 150 Z" ${o(6)}/>` +
      `<rect x="${px}" y="220" width="150" height="180" rx="10" ${o()}/><rect x="${px + 25}" y="245" width="100" height="130" rx="6" ${o(5)}/>` +
      `<path d="M${px + 75} 280 C${px + 40} 255 ${px + 45} 225 ${px + 75} 245 C${px + 105} 225 ${px + 110} 255 ${px + 75} 280 Z" ${o(5)}/>` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/><path d="M${LEFT} ${ground + 120} L${RIGHT} ${ground + 120}" ${l(4)}/>`,
    ground,
    floorEnds: [0, 120],
    furniture: [
      { x: px - 10, y: 210, w: 170, h: 200 },
      { x: wx - 60, y: 140, w: 360, h: 330 },
    ],
    indoor: true,
    window: { x: wx, y: 170, w: 240, h: 230 },
  };
};

/** Where a story's living room has its window and its two framed pictures. */
const LIVING_ROOM_WALLS = [
  { window: 380, pictures: [120, 810] },
  { window: 140, pictures: [560, 840] },
  { window: 560, pictures: [150, 420] },
] as const;

const LIVING_ROOM_RAILS = [760, 700, 830] as const;

const livingRoom: Draw = (time, weather, features) => {
  const ground = 1240;
  const room = features?.room ?? 0;
  const { window: wx, pictures } = LIVING_ROOM_WALLS[Math.floor(room / 9) % LIVING_ROOM_WALLS.length]!;
  // Half the stories' living rooms have an oval rug; the others a bare floor with its boards' line.
  const rug = Math.floor(room / 27) % 2 === 0;
  const rail = LIVING_ROOM_RAILS[Math.floor(room / 54) % LIVING_ROOM_RAILS.length]!;
  return {
    svg:
      `${wall(rail, ground, 232, room)}${windowPane(wx, 190, 260, 220, time, weather)}` +
      pictures
        .map((x, i) => [x, 230 + i * 20] as const)
        .map(([x, y]) => `<rect x="${x - 60}" y="${y}" width="120" height="150" rx="10" ${o()}/><circle cx="${x}" cy="${y + 75}" r="40" ${o(5)}/>`)
        .join("") +
      `<path d="M${LEFT} ${rail - 200} L${RIGHT} ${rail - 200}" ${l(5)}/>${bricks(rail - 140)}` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>` +
      (rug
        ? `<ellipse cx="512" cy="${ground + 120}" rx="380" ry="60" ${o(6)}/><ellipse cx="512" cy="${ground + 120}" rx="300" ry="36" ${o(5)}/>`
        : `<path d="M${LEFT} ${ground + 110} L${RIGHT} ${ground + 110}" ${l(4)}/>`),
    ground,
    floorEnds: rug ? [0, 182] : [0, 110],
    furniture: [...pictures.map((x, i) => ({ x: x - 70, y: 220 + i * 20, w: 140, h: 170 })), { x: wx - 30, y: 170, w: 320, h: 280 }],
    indoor: true,
    window: { x: wx, y: 190, w: 260, h: 220 },
  };
};

/** Where a story's patio has its door, its window and its band of tiles. */
const PATIO_WALLS = [
  { door: 110, window: 720 },
  { door: 380, window: 720 },
  { door: 110, window: 470 },
] as const;
const PATIO_TILES = [900, 820, 980] as const;
const PATIO_BANDS = [490, 450, 516] as const;

/** Wooden shutters either side of a patio window, each with two slats, and a flower box under it. */
function shutters(wx: number): string {
  const shutter = (x: number) =>
    `<rect x="${x}" y="560" width="44" height="190" rx="4" ${o(6)}/><path d="M${x + 8} 622 L${x + 36} 622 M${x + 8} 688 L${x + 36} 688" ${l(4)}/>`;
  return `${shutter(wx - 50)}${shutter(wx + 176)}<rect x="${wx - 14}" y="758" width="198" height="44" rx="6" ${o(6)}/>`;
}

const patio: Draw = (time, weather, features) => {
  const ground = 1250;
  const room = features?.room ?? 0;
  const { door, window: wx } = PATIO_WALLS[Math.floor(room / 9) % PATIO_WALLS.length]!;
  const tiles = PATIO_TILES[room % PATIO_TILES.length]!;
  const band = PATIO_BANDS[Math.floor(room / 162) % PATIO_BANDS.length]!;
  // The window and the door are what the characters leave in view of the wall, so stories differ
  // there too: shutters or a bare window, an arched doorway or a square door under a little roof.
  const shuttered = Math.floor(room / 486) % 2 === 1;
  const doorway =
    Math.floor(room / 1944) % 2 === 1
      ? arch(door, 560, 200, ground - 560)
      : `<rect x="${door}" y="600" width="200" height="${ground - 600}" ${o()}/><path d="M${door - 30} 600 L${door + 230} 600 L${door + 206} 556 L${door - 6} 556 Z" ${o(6)}/>`;
  const heavens = openSky(LEFT, TOP, RIGHT - LEFT, 300, time, weather);
  return {
    svg:
      `${cloudBank(210, 60, 2)}${heavens.svg}${birds([[560, 120]], time, weather)}<rect x="${LEFT}" y="380" width="${RIGHT - LEFT}" height="${ground - 380}" ${o()}/>` +
      `<path d="M${LEFT} 380 L${RIGHT} 380 M${LEFT} 410 L${RIGHT} 410" ${l(6)}/>` +
      [150, 300, 450, 600, 750, 900].map((x) => `<circle cx="${x}" cy="395" r="10" ${o(4)}/>`).join("") +
      // A painted band along the wall, over the door and the window, so the wall is two pieces to colour.
      `<rect x="${LEFT - 10}" y="${band}" width="${RIGHT - LEFT + 20}" height="36" ${o(5)}/>` +
      `${tileBand(tiles)}${doorway}<path d="M${door + 100} ${ground} L${door + 100} 700" ${l(5)}/><circle cx="${door + 170}" cy="950" r="10" ${o(4)}/>` +
      `<rect x="${wx}" y="560" width="170" height="190" rx="8" ${o()}/><path d="M${wx + 85} 560 L${wx + 85} 750 M${wx} 655 L${wx + 170} 655" ${l(6)}/>${shuttered ? shutters(wx) : ""}${bricks(tiles - 70)}` +
      floorTiles(ground, room),
    ground,
    floorEnds: TILED_FLOOR,
    furniture: [{ x: door - 10, y: 550, w: 220, h: ground - 550 }, shuttered ? { x: wx - 60, y: 550, w: 290, h: 260 } : { x: wx - 20, y: 550, w: 210, h: 210 }],
    indoor: false,
    skyBody: heavens.body,
  };
};

const plaza: Draw = (time, weather) => {
  const ground = 1250;
  const heavens = openSky(LEFT, TOP + 130, RIGHT - LEFT, 260, time, weather);
  return {
    svg:
      `${garland(TOP + 40)}${cloudBank(290, 64, 2)}${heavens.svg}${birds(
        [
          [200, 210],
          [330, 400],
        ],
        time,
        weather,
      )}${hills(660)}` +
      `<path d="M300 560 L512 440 L724 560 Z" ${o()}/><rect x="330" y="560" width="364" height="30" ${o(6)}/>` +
      [350, 450, 574, 674].map((x) => `<rect x="${x - 8}" y="590" width="16" height="250" ${o(5)}/>`).join("") +
      `<rect x="310" y="840" width="404" height="50" ${o()}/><path d="M330 865 L694 865" ${l(4)}/><circle cx="512" cy="425" r="16" ${o(5)}/>` +
      `<path d="M${LEFT} 900 L${RIGHT} 900" ${l(6)}/>` +
      [110, 910]
        .map(
          (x) =>
            `<rect x="${x - 8}" y="620" width="16" height="280" ${o(5)}/><path d="M${x - 30} 620 L${x + 30} 620 L${x + 20} 570 L${x - 20} 570 Z" ${o(6)}/>`,
        )
        .join("") +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>` +
      pavingStones(140),
    ground,
    floorEnds: PAVED_FLOOR,
    furniture: [
      { x: 290, y: 410, w: 444, h: 490 },
      { x: 70, y: 560, w: 80, h: 340 },
      { x: 870, y: 560, w: 80, h: 340 },
    ],
    indoor: false,
    skyBody: heavens.body,
  };
};

const bakery: Draw = (time, weather) => {
  const ground = 1240;
  const loaves = (y: number) =>
    [170, 330, 490, 650, 810]
      .map(
        (x) =>
          `<path d="M${x - 45} ${y} Q${x - 45} ${y - 60} ${x} ${y - 60} Q${x + 45} ${y - 60} ${x + 45} ${y} Z" ${o(6)}/><path d="M${x - 24} ${y - 40} L${x + 24} ${y - 40} M${x - 36} ${y - 20} L${x + 36} ${y - 20}" ${l(4)}/>`,
      )
      .join("");
  return {
    svg:
      `${wall(1000, ground, 232)}<rect x="${LEFT + 40}" y="190" width="${RIGHT - LEFT - 80}" height="290" rx="10" ${o()}/>` +
      `<path d="M${LEFT + 40} 330 L${RIGHT - 40} 330 M${LEFT + 40} 470 L${RIGHT - 40} 470" ${l(7)}/>${loaves(330)}${loaves(470)}` +
      `${windowPane(420, 90, 180, 70, time, weather)}` +
      `<rect x="${LEFT}" y="1000" width="${RIGHT - LEFT}" height="40" rx="6" ${o()}/><path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>${tileBand(ground + 40)}`,
    ground,
    floorEnds: [0, 40, 132],
    furniture: [
      { x: LEFT + 30, y: 60, w: RIGHT - LEFT - 60, h: 430 },
      { x: LEFT, y: 990, w: RIGHT - LEFT, h: 60 },
    ],
    indoor: true,
    window: { x: 420, y: 90, w: 180, h: 70 },
  };
};

const classroom: Draw = (time, weather) => {
  const ground = 1240;
  return {
    svg:
      `${wall(820, ground, 232)}<rect x="200" y="170" width="520" height="320" rx="12" ${o(10)}/><rect x="225" y="195" width="470" height="270" rx="6" ${o(5)}/>` +
      `<rect x="300" y="490" width="320" height="20" rx="6" ${o(6)}/>` +
      `${windowPane(800, 200, 120, 200, time, weather)}<circle cx="120" cy="260" r="60" ${o()}/><path d="M120 260 L120 220 M120 260 L150 275" ${l(6)}/>` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>` +
      [160, 860]
        .map(
          (x) =>
            `<rect x="${x - 90}" y="1300" width="180" height="30" rx="6" ${o(6)}/><path d="M${x - 75} 1330 L${x - 75} 1430 M${x + 75} 1330 L${x + 75} 1430" ${l(8)}/>`,
        )
        .join(""),
    ground,
    floorEnds: [0, 192],
    furniture: [
      { x: 190, y: 160, w: 540, h: 360 },
      { x: 770, y: 170, w: 180, h: 270 },
      { x: 50, y: 190, w: 140, h: 140 },
    ],
    indoor: true,
    window: { x: 800, y: 200, w: 120, h: 200 },
  };
};

/**
 * A row of books standing on a shelf board from `x` to `right`: spines of different widths and
 * heights side by side, sharing their edges so no sliver between two closes up into a black line,
 * each with a band across it to colour, and a last book leaning on the row when there is room.
 */
function bookRow(x: number, right: number, board: number, tallest: number, turn: number): string {
  const widths = [46, 38, 54, 42, 50, 36, 58, 44];
  const heights = [1, 0.86, 0.94, 0.78, 1, 0.9, 0.82, 0.96];
  const books: string[] = [];
  let at = x;
  for (let i = turn; at + widths[i % widths.length]! <= right - 60; i++) {
    const w = widths[i % widths.length]!;
    const h = tallest * heights[(i * 3) % heights.length]!;
    books.push(
      `<rect x="${at}" y="${board - h}" width="${w}" height="${h}" rx="4" ${o(5)}/><path d="M${at} ${(board - h * 0.72).toFixed(1)} L${at + w} ${(board - h * 0.72).toFixed(1)}" ${l(4)}/>`,
    );
    at += w;
  }
  // The last one leans against the row, its foot on the board.
  const lean = tallest * 0.8;
  books.push(
    `<path d="M${at + 4} ${board} L${at + 4 + lean * 0.42} ${board - lean * 0.9} L${at + 48 + lean * 0.42} ${board - lean * 0.9 + 16} L${at + 48} ${board} Z" ${o(5)}/>`,
  );
  return books.map((book) => `<g data-part="book">${book}</g>`).join("");
}

/** A tall bookcase standing on the floor, every shelf full of books. */
function bookcase(x: number, top: number, w: number, ground: number, turn: number): string {
  const boards = [top + 200, top + 400, top + 600, top + 800, ground - 60].filter((y) => y < ground - 20);
  return (
    `<g data-part="bookcase"><rect x="${x}" y="${top}" width="${w}" height="${ground - top}" rx="8" ${o(8)}/><rect x="${x - 14}" y="${top - 20}" width="${w + 28}" height="26" rx="6" ${o(6)}/>` +
    boards
      .map(
        (y, i) =>
          `<rect x="${x}" y="${y}" width="${w}" height="18" ${o(6)}/>${bookRow(x + 14, x + w - 8, y, Math.min(150, y - (boards[i - 1] ?? top) - 40), turn + i * 3)}`,
      )
      .join("") +
    "</g>"
  );
}

/** The librarian's desk: its front in panels, a stack of books and a little bell on top. */
function librarianDesk(x: number, w: number, top: number, ground: number): string {
  const books = [0, 1, 2].map((i) => `<rect x="${x + 40 + i * 6}" y="${top - 36 - i * 30}" width="${120 - i * 14}" height="30" rx="5" ${o(5)}/>`).join("");
  return (
    `<g data-part="librarian-desk"><rect x="${x}" y="${top}" width="${w}" height="${ground - top}" rx="8" ${o()}/><rect x="${x - 16}" y="${top - 6}" width="${w + 32}" height="30" rx="8" ${o()}/>` +
    `<rect x="${x + 28}" y="${top + 50}" width="${w / 2 - 42}" height="${ground - top - 90}" rx="6" ${o(5)}/><rect x="${x + w / 2 + 14}" y="${top + 50}" width="${w / 2 - 42}" height="${ground - top - 90}" rx="6" ${o(5)}/>` +
    `${books}<path d="M${x + w - 110} ${top - 6} Q${x + w - 110} ${top - 70} ${x + w - 70} ${top - 70} Q${x + w - 30} ${top - 70} ${x + w - 30} ${top - 6} Z" ${o(6)}/><circle cx="${x + w - 70}" cy="${top - 80}" r="10" ${o(4)}/></g>`
  );
}

/**
 * Where the reading rug lies below the floor line: near enough the wall that a wide view keeps
 * all of it, and its cushions, clear of the frame.
 */
const RUG = { middle: 112, across: 84 } as const;

/** A round reading rug on the floor, and two floor cushions on it to sit on at story time. */
function readingRug(ground: number): string {
  const cushion = (x: number, y: number) =>
    `<rect x="${x - 70}" y="${y - 34}" width="140" height="68" rx="30" ${o(6)}/><path d="M${x - 40} ${y} L${x + 40} ${y}" ${l(4)}/>`;
  return (
    `<g data-part="reading-rug"><ellipse cx="512" cy="${ground + RUG.middle}" rx="420" ry="${RUG.across}" ${o(6)}/><ellipse cx="512" cy="${ground + RUG.middle}" rx="330" ry="56" ${o(5)}/><ellipse cx="512" cy="${ground + RUG.middle}" rx="200" ry="30" ${o(5)}/>` +
    cushion(170, ground + RUG.middle + 18) +
    cushion(854, ground + RUG.middle + 18) +
    "</g>"
  );
}

/**
 * The town library: tall bookcases full of books on both sides, a window between them, the
 * librarian's desk against the back wall, and a round reading rug with cushions on the floor.
 */
const library: Draw = (time, weather) => {
  const ground = 1240;
  return {
    svg:
      `<path d="M${LEFT} 880 L${RIGHT} 880" ${l(5)}/>` +
      `${windowPane(412, 200, 200, 200, time, weather)}` +
      // Over the desk, the library's sign: an open book.
      `<path d="M512 560 Q460 520 400 536 L400 650 Q460 634 512 674 Z" ${o(6)}/><path d="M512 560 Q564 520 624 536 L624 650 Q564 634 512 674 Z" ${o(6)}/>` +
      `<path d="M424 575 Q462 565 490 585 M424 612 Q462 602 490 622 M534 585 Q562 565 600 575 M534 622 Q562 602 600 612" ${l(4)}/>` +
      librarianDesk(392, 240, 900, ground) +
      bookcase(LEFT + 12, 130, 300, ground, 0) +
      bookcase(RIGHT - 312, 130, 300, ground, 5) +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>${readingRug(ground)}`,
    ground,
    floorEnds: [0, RUG.middle + RUG.across + 4],
    rug: RUG.middle,
    furniture: [
      { x: LEFT, y: 100, w: 330, h: 720 },
      { x: RIGHT - 330, y: 100, w: 330, h: 720 },
      { x: 380, y: 170, w: 264, h: 490 },
    ],
    indoor: true,
    window: { x: 412, y: 200, w: 200, h: 200 },
  };
};

const beach: Draw = (time, weather) => {
  const ground = 1250;
  const heavens = openSky(LEFT, TOP + 130, RIGHT - LEFT, 330, time, weather);
  return {
    svg:
      `${garland(TOP + 40)}${cloudBank(270, 70)}${heavens.svg}` +
      `${birds(
        [
          [170, 200],
          [600, 455],
          [420, 215],
        ],
        time,
        weather,
      )}${sailboat(250, 562)}` +
      `<path d="M${LEFT} 560 L${RIGHT} 560" ${l(6)}/>` +
      [650, 750, 850].map((y, i) => `<path d="M${LEFT} ${y} ${`q58 ${i % 2 ? 26 : -26} 116 0 `.repeat(8).trim()}" ${l(5)}/>`).join("") +
      `<path d="M${LEFT} 960 Q500 920 ${RIGHT} 980" ${l(7)}/>` +
      `<path d="M860 ${ground} Q840 900 880 640 L905 640 Q880 900 900 ${ground} Z" ${o(6)}/>` +
      [
        [-110, 20],
        [-60, -40],
        [20, -50],
        [90, 10],
        [60, 60],
        [-80, 70],
      ]
        .map(
          ([dx, dy]) =>
            `<path d="M892 630 Q${892 + dx! / 2} ${630 + dy! - 50} ${892 + dx!} ${630 + dy!} Q${892 + dx! / 2} ${630 + dy! - 10} 892 630 Z" ${o(6)}/>`,
        )
        .join("") +
      `<path d="M${LEFT} ${ground} Q400 ${ground - 20} ${RIGHT} ${ground}" ${l(6)}/>` +
      [
        [120, 1330],
        [400, 1380],
        [640, 1320],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" ${o(4)}/>`)
        .join(""),
    ground,
    floorEnds: [0, 138],
    furniture: [{ x: 770, y: 560, w: 210, h: ground - 560 }],
    indoor: false,
    skyBody: heavens.body,
  };
};

const churchCourtyard: Draw = (time, weather) => {
  const ground = 1250;
  const heavens = openSky(LEFT, TOP, RIGHT - LEFT, 300, time, weather);
  return {
    svg:
      `${heavens.svg}` +
      `<rect x="300" y="420" width="424" height="${900 - 420}" ${o()}/><path d="M280 430 L512 300 L744 430 Z" ${o()}/>` +
      `<rect x="440" y="160" width="144" height="140" ${o()}/><path d="M430 165 L512 90 L594 165 Z" ${o()}/><path d="M512 90 L512 40 M492 60 L532 60" ${l(7)}/>` +
      `${arch(472, 190, 80, 110)}<path d="M512 215 L512 250" ${l(6)}/><circle cx="512" cy="262" r="12" ${o(5)}/>` +
      `${arch(432, 660, 160, 240)}<path d="M512 900 L512 740" ${l(5)}/><circle cx="512" cy="520" r="50" ${o(6)}/><path d="M512 470 L512 570 M462 520 L562 520" ${l(5)}/>` +
      `<path d="M${LEFT} 900 L${RIGHT} 900" ${l(6)}/>` +
      [
        [130, 720],
        [890, 720],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x! - 20} 900 L${x! - 14} ${y! + 60} L${x! + 14} ${y! + 60} L${x! + 20} 900 Z" ${o(6)}/><circle cx="${x}" cy="${y}" r="70" ${o()}/>`,
        )
        .join("") +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>`,
    ground,
    floorEnds: [0],
    furniture: [
      { x: 270, y: 30, w: 484, h: 880 },
      { x: 50, y: 640, w: 170, h: 270 },
      { x: 810, y: 640, w: 170, h: 270 },
    ],
    indoor: false,
    skyBody: heavens.body,
  };
};

/** A story's row of houses along the street: where each stands, how wide and how tall. */
const STREET_ROWS = [
  [
    [60, 220, 330],
    [300, 200, 260],
    [520, 240, 360],
    [780, 180, 280],
  ],
  [
    [40, 250, 270],
    [310, 180, 390],
    [510, 210, 250],
    [740, 230, 340],
  ],
  [
    [70, 170, 390],
    [260, 260, 280],
    [540, 170, 340],
    [730, 230, 250],
  ],
] as const;
/** Where each row's street lamp may stand: in a gap between two of its houses, clear of their windows. */
const STREET_LAMPS = [
  [503, 763],
  [498, 722],
  [522, 242],
] as const;

/**
 * A house on the street, its front ending at the pavement's line (y 900): a flat roof with a
 * ledge and one window, or a gabled roof with two; `gabled` stories are another street, not the
 * same one seen from elsewhere.
 */
function streetHouse(x: number, w: number, h: number, gabled: boolean): string {
  const top = 900 - h;
  const window = (cx: number) =>
    `<rect x="${cx - 30}" y="${top + 50}" width="60" height="70" rx="6" ${o(6)}/><path d="M${cx} ${top + 50} L${cx} ${top + 120}" ${l(4)}/>`;
  if (!gabled)
    return `<rect x="${x}" y="${top}" width="${w}" height="${h}" ${o()}/><path d="M${x - 14} ${top} L${x + w + 14} ${top}" ${l(8)}/>${window(x + w / 2)}`;
  return (
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" ${o()}/><path d="M${x - 16} ${top} L${x + w / 2} ${top - 80} L${x + w + 16} ${top} Z" ${o(7)}/>` +
    `<circle cx="${x + w / 2}" cy="${top - 30}" r="14" ${o(5)}/>${window(x + w / 4 + 8)}${window(x + (3 * w) / 4 - 8)}`
  );
}

/** How far the street lamp's head keeps from the houses' roofs and windows, so no two lines run into one. */
const LAMP_CLEARANCE = 14;
/** Where a street lamp's head stands when no roof or window is in its way. */
const LAMP_HEAD_TOP = 560;

/** The ink of a street lamp's head whose shade's top is at `top`: the shade and the glow under it, strokes and all. */
const lampHeadInk = (lamp: number, top: number): Box => ({ x: lamp - 33, y: top - 3, w: 82, h: 95 });

/** The ink of a house's roof (its ledge, or its gable down to the eaves) and of its windows. */
function streetHouseEdges(
  x: number,
  w: number,
  h: number,
  gabled: boolean,
): { roof: Box | { gable: true; x: number; w: number; top: number }; windows: Box[] } {
  const top = 900 - h;
  const window = (cx: number): Box => ({ x: cx - 33, y: top + 47, w: 66, h: 76 });
  return gabled
    ? { roof: { gable: true, x, w, top }, windows: [window(x + w / 4 + 8), window(x + (3 * w) / 4 - 8)] }
    : { roof: { x: x - 18, y: top - 4, w: w + 36, h: 8 }, windows: [window(x + w / 2)] };
}

/** The part of a house's roof over the columns `from` to `to`, as a box; none when the roof is beside them. */
function roofOver(roof: ReturnType<typeof streetHouseEdges>["roof"], from: number, to: number): Box | undefined {
  if (!("gable" in roof)) return roof.x < to && from < roof.x + roof.w ? roof : undefined;
  const [left, right] = [roof.x - 20, roof.x + roof.w + 20];
  if (to <= left || right <= from) return undefined;
  // The gable is highest over the house's middle, lowest at its eaves.
  const middle = roof.x + roof.w / 2;
  const nearest = Math.max(from, Math.min(middle, to));
  const peak = roof.top - 80 * (1 - Math.abs(nearest - middle) / (roof.w / 2 + 16)) - 4;
  return { x: Math.max(from, left), y: peak, w: Math.min(to, right) - Math.max(from, left), h: roof.top + 4 - peak };
}

/** The height of the lamp's head nearest its usual one that keeps it clear of every roof and window of the row. */
function lampHeadTop(row: readonly (readonly [number, number, number])[], gabled: boolean, lamp: number): number {
  const reach = lampHeadInk(lamp, 0);
  const [from, to] = [reach.x - LAMP_CLEARANCE, reach.x + reach.w + LAMP_CLEARANCE];
  const edges = row.flatMap(([x, w, h]) => {
    const house = streetHouseEdges(x, w, h, gabled);
    return [roofOver(house.roof, from, to), ...house.windows.filter((b) => b.x < to && from < b.x + b.w)].filter((b) => b !== undefined);
  });
  const clear = (top: number) => {
    const head = lampHeadInk(lamp, top);
    return edges.every((b) => head.y + head.h + LAMP_CLEARANCE <= b.y || b.y + b.h + LAMP_CLEARANCE <= head.y);
  };
  // Never up in the clouds nor down on the pavement's line.
  const [highest, lowest] = [480, 900 - LAMP_CLEARANCE - reach.y - reach.h];
  const tops = Array.from({ length: 2 * (lowest - highest) }, (_, i) => LAMP_HEAD_TOP + (i % 2 ? 1 : -1) * Math.ceil(i / 2)).filter(
    (top) => top >= highest && top <= lowest,
  );
  return tops.find(clear) ?? LAMP_HEAD_TOP;
}

const streetAtNight: Draw = (_time, weather, features) => {
  const ground = 1250;
  const room = features?.room ?? 0;
  const row = STREET_ROWS[room % STREET_ROWS.length]!;
  const gabled = Math.floor(room / 3) % 2 === 1;
  const lamps = STREET_LAMPS[room % STREET_ROWS.length]!;
  const lamp = lamps[Math.floor(room / 6) % lamps.length]!;
  const head = lampHeadTop(row, gabled, lamp);
  const heavens = openSky(LEFT, TOP + 130, RIGHT - LEFT, 300, "night", weather === "snowy" || weather === "rainy" ? weather : "clear");
  return {
    svg:
      `${garland(TOP + 40)}${cloudBank(400, 60, 3)}${heavens.svg}${row.map(([x, w, h]) => streetHouse(x, w, h, gabled)).join("")}` +
      `<path d="M${LEFT} 900 L${RIGHT} 900" ${l(6)}/>` +
      `<rect x="${lamp}" y="${head + 60}" width="16" height="${ground - head - 60}" ${o(5)}/><path d="M${lamp - 30} ${head + 60} L${lamp + 46} ${head + 60} L${lamp + 30} ${head} L${lamp - 14} ${head} Z" ${o(6)}/><path d="M${lamp - 20} ${head + 80} Q${lamp + 8} ${head + 100} ${lamp + 36} ${head + 80}" ${l(4)}/>` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/><path d="M${LEFT} ${ground + 110} L${RIGHT} ${ground + 110}" ${l(5)}/>` +
      [150, 450, 750].map((x) => `<path d="M${x} ${ground + 55} L${x + 120} ${ground + 55}" ${l(8)}/>`).join(""),
    ground,
    floorEnds: [0, 110],
    furniture: [{ x: lamp - 50, y: head - 20, w: 120, h: ground - head + 20 }],
    indoor: false,
    skyBody: heavens.body,
  };
};

/** A friendly tooth with a face, as a dentist's poster draws it. */
function tooth(cx: number, cy: number, size: number): string {
  const s = size / 100;
  const p = (dx: number, dy: number) => `${(cx + dx * s).toFixed(1)} ${(cy + dy * s).toFixed(1)}`;
  return (
    `<path d="M${p(-48, -30)} C${p(-70, -90)} ${p(-14, -96)} ${p(0, -70)} C${p(14, -96)} ${p(70, -90)} ${p(48, -30)} C${p(40, 10)} ${p(44, 70)} ${p(26, 80)} C${p(14, 86)} ${p(12, 40)} ${p(0, 36)} C${p(-12, 40)} ${p(-14, 86)} ${p(-26, 80)} C${p(-44, 70)} ${p(-40, 10)} ${p(-48, -30)} Z" ${o(6)}/>` +
    `<circle cx="${(cx - 18 * s).toFixed(1)}" cy="${(cy - 30 * s).toFixed(1)}" r="6" fill="#000"/><circle cx="${(cx + 18 * s).toFixed(1)}" cy="${(cy - 30 * s).toFixed(1)}" r="6" fill="#000"/>` +
    `<path d="M${p(-20, -6)} Q${p(0, 14)} ${p(20, -6)}" ${l(5)}/>`
  );
}

const dentistOffice: Draw = (time, weather) => {
  const ground = 1240;
  return {
    svg:
      `${wall(780, ground, 232)}${windowPane(110, 180, 220, 200, time, weather)}` +
      // The tooth poster, a chart of clean and brushed teeth.
      `<rect x="400" y="160" width="230" height="300" rx="10" ${o(8)}/><rect x="420" y="180" width="190" height="260" rx="6" ${o(5)}/>${tooth(515, 290, 130)}` +
      [460, 515, 570]
        .map((x) => `<path d="M${x - 20} 400 Q${x - 22} 378 ${x} 376 Q${x + 22} 378 ${x + 20} 400 L${x + 14} 424 L${x - 14} 424 Z" ${o(5)}/>`)
        .join("") +
      // A clock over the cabinet; the dentist's lamp comes with her chair.
      `<circle cx="825" cy="220" r="70" ${o(8)}/><circle cx="825" cy="220" r="52" ${o(4)}/><path d="M825 220 L825 182 M825 220 L852 232" ${l(6)}/>` +
      // A cabinet with a cup of toothbrushes on it.
      `<rect x="720" y="470" width="210" height="170" rx="8" ${o()}/><path d="M825 470 L825 640" ${l(5)}/><circle cx="805" cy="560" r="9" ${o(4)}/><circle cx="845" cy="560" r="9" ${o(4)}/>` +
      `<path d="M770 470 L776 420 L814 420 L820 470 Z" ${o(5)}/><path d="M784 420 L778 370 M806 420 L814 372" ${l(8)}/>` +
      floorTiles(ground),
    ground,
    floorEnds: TILED_FLOOR,
    furniture: [
      { x: 90, y: 160, w: 260, h: 260 },
      { x: 390, y: 150, w: 250, h: 320 },
      { x: 745, y: 140, w: 160, h: 160 },
      { x: 710, y: 360, w: 230, h: 290 },
    ],
    indoor: true,
    window: { x: 110, y: 180, w: 220, h: 200 },
  };
};

/**
 * An eye chart: rows of letters getting smaller, drawn as strokes so no letter fills black, and
 * only letters that read the same in a mirror, since half the pages see the room from the other side.
 */
function eyeChart(x: number, y: number, w: number, h: number): string {
  const rows = [
    { size: 56, letters: ["H"] },
    { size: 40, letters: ["T", "O"] },
    { size: 30, letters: ["A", "V", "X"] },
    { size: 24, letters: ["U", "H", "T", "O"] },
  ];
  const glyph = (letter: string, cx: number, cy: number, s: number) => {
    const [l0, r0, t0, b0] = [cx - s * 0.35, cx + s * 0.35, cy - s / 2, cy + s / 2];
    const d: Record<string, string> = {
      H: `M${l0} ${t0} L${l0} ${b0} M${r0} ${t0} L${r0} ${b0} M${l0} ${cy} L${r0} ${cy}`,
      T: `M${l0} ${t0} L${r0} ${t0} M${cx} ${t0} L${cx} ${b0}`,
      O: `M${cx} ${t0} Q${r0 + s * 0.1} ${t0} ${r0} ${cy} Q${r0 + s * 0.1} ${b0} ${cx} ${b0} Q${l0 - s * 0.1} ${b0} ${l0} ${cy} Q${l0 - s * 0.1} ${t0} ${cx} ${t0}`,
      A: `M${l0} ${b0} L${cx} ${t0} L${r0} ${b0} M${cx - s * 0.2} ${cy + s * 0.1} L${cx + s * 0.2} ${cy + s * 0.1}`,
      V: `M${l0} ${t0} L${cx} ${b0} L${r0} ${t0}`,
      X: `M${l0} ${t0} L${r0} ${b0} M${r0} ${t0} L${l0} ${b0}`,
      U: `M${l0} ${t0} L${l0} ${cy + s * 0.2} Q${cx} ${b0 + s * 0.2} ${r0} ${cy + s * 0.2} L${r0} ${t0}`,
    };
    return `<path d="${d[letter]}" ${l(4)}/>`;
  };
  let cy = y + 50;
  const letters = rows
    .map(({ size, letters: row }) => {
      const line = row.map((letter, i) => glyph(letter, x + w / 2 + (i - (row.length - 1) / 2) * size * 1.1, cy + size / 2, size)).join("");
      cy += size + 22;
      return line;
    })
    .join("");
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" ${o(8)}/><rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="6" ${o(4)}/>${letters}`;
}

/** A height chart on the wall: a tall strip with a mark every hand's breadth and a little giraffe on top. */
function heightChart(x: number, top: number, bottom: number): string {
  const ticks = Array.from({ length: Math.floor((bottom - top - 120) / 60) }, (_, i) => {
    const y = bottom - 40 - i * 60;
    return `<path d="M${x} ${y} L${x + (i % 2 ? 26 : 44)} ${y}" ${l(4)}/>`;
  }).join("");
  return (
    `<rect x="${x}" y="${top}" width="80" height="${bottom - top}" rx="8" ${o(6)}/>${ticks}` +
    `<path d="M${x + 20} ${top} L${x + 24} ${top - 90} Q${x + 28} ${top - 130} ${x + 60} ${top - 120} L${x + 64} ${top - 100} L${x + 40} ${top - 96} L${x + 44} ${top} Z" ${o(5)}/><circle cx="${x + 42}" cy="${top - 116}" r="5" ${o(3)}/>`
  );
}

/** A stethoscope hanging on a hook: the tubes as sleeves a child can colour, the chest piece a ring. */
function stethoscope(x: number, y: number): string {
  const tube = `M${x} ${y} Q${x - 70} ${y + 40} ${x - 50} ${y + 150} Q${x - 30} ${y + 220} ${x + 10} ${y + 230} M${x} ${y} Q${x + 70} ${y + 40} ${x + 50} ${y + 130}`;
  return (
    `<path d="${tube}" ${l(16)}/><path d="${tube}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="${x + 30}" cy="${y + 240}" r="30" ${o(6)}/><circle cx="${x + 30}" cy="${y + 240}" r="14" ${o(4)}/><rect x="${x - 16}" y="${y - 24}" width="32" height="26" rx="8" ${o(5)}/>`
  );
}

const doctorOffice: Draw = (time, weather) => {
  const ground = 1240;
  return {
    svg:
      `${wall(780, ground, 232)}${windowPane(110, 180, 220, 200, time, weather)}` +
      eyeChart(400, 150, 230, 320) +
      stethoscope(740, 190) +
      heightChart(860, 520, ground) +
      // A cabinet with a jar of tongue depressors and a box of bandages on it.
      `<rect x="640" y="560" width="190" height="200" rx="8" ${o()}/><path d="M735 560 L735 760" ${l(5)}/><circle cx="715" cy="660" r="9" ${o(4)}/><circle cx="755" cy="660" r="9" ${o(4)}/>` +
      `<path d="M670 560 L676 500 L716 500 L722 560 Z" ${o(5)}/><path d="M684 500 L680 456 M698 500 L698 450 M710 500 L716 456" ${l(8)}/><rect x="740" y="516" width="70" height="44" rx="6" ${o(5)}/><path d="M775 524 L775 552 M761 538 L789 538" ${l(5)}/>` +
      floorTiles(ground),
    ground,
    floorEnds: TILED_FLOOR,
    furniture: [
      { x: 90, y: 160, w: 260, h: 260 },
      { x: 390, y: 140, w: 250, h: 340 },
      { x: 670, y: 160, w: 150, h: 300 },
      { x: 630, y: 440, w: 210, h: 330 },
      { x: 850, y: 390, w: 100, h: 850 },
    ],
    indoor: true,
    window: { x: 110, y: 180, w: 220, h: 200 },
  };
};

/** Four paving stones across the ground of an outdoor place, the first at `firstX`. */
/** Where a paved floor may stop: at its line, under its first row of stones or under both rows. */
const PAVED_FLOOR = [0, 96, 160];

function pavingStones(firstX: number): string {
  return [
    [firstX, 1296],
    [420, 1352],
    [700, 1300],
    [880, 1366],
  ]
    .map(([x, y]) => `<rect x="${x! - 60}" y="${y}" width="120" height="40" rx="8" ${o(5)}/>`)
    .join("");
}

/** A marigold: a frilled ring of petals round a centre, two regions big enough to colour (on the altar and in a pot). */
export function marigold(x: number, y: number, r: number): string {
  const bumps = 9;
  const at = (i: number, radius: number) => {
    const a = (i * 2 * Math.PI) / bumps;
    return `${(x + Math.cos(a) * radius).toFixed(1)} ${(y + Math.sin(a) * radius).toFixed(1)}`;
  };
  const frill = Array.from({ length: bumps }, (_, i) => `Q${at(i + 0.5, r * 1.25)} ${at(i + 1, r * 0.8)}`).join(" ");
  return `<path d="M${at(0, r * 0.8)} ${frill} Z" ${o(5)}/><circle cx="${x}" cy="${y}" r="${(r * 0.42).toFixed(1)}" ${o(5)}/>`;
}

/** A sugar skull in outline only: eyes and nose are shapes to colour, never black. */
function sugarSkull(x: number, y: number, s: number): string {
  const p = (dx: number, dy: number) => `${(x + dx * s).toFixed(1)} ${(y + dy * s).toFixed(1)}`;
  return (
    `<path d="M${p(-40, 10)} C${p(-50, -60)} ${p(50, -60)} ${p(40, 10)} L${p(26, 20)} L${p(26, 40)} L${p(-26, 40)} L${p(-26, 20)} Z" ${o(5)}/>` +
    `<circle cx="${(x - 17 * s).toFixed(1)}" cy="${(y - 8 * s).toFixed(1)}" r="${(15 * s).toFixed(1)}" ${o(4)}/><circle cx="${(x + 17 * s).toFixed(1)}" cy="${(y - 8 * s).toFixed(1)}" r="${(15 * s).toFixed(1)}" ${o(4)}/>` +
    `<path d="M${p(-8, 22)} L${p(8, 22)} L${p(0, 10)} Z" ${o(4)}/>`
  );
}

/** A candle standing on an altar step, flame and all. */
function altarCandle(x: number, base: number, h: number): string {
  return `<rect x="${x - 18}" y="${base - h}" width="36" height="${h}" rx="4" ${o(5)}/><path d="M${x} ${base - h - 6} Q${x - 26} ${base - h - 30} ${x} ${base - h - 70} Q${x + 26} ${base - h - 30} ${x} ${base - h - 6} Z" ${o(5)}/>`;
}

/** A framed photograph of someone remembered: a frame, a head and shoulders, all outlines. */
function photo(x: number, base: number): string {
  return `<rect x="${x - 42}" y="${base - 104}" width="84" height="104" rx="6" ${o(6)}/><rect x="${x - 28}" y="${base - 90}" width="56" height="76" rx="4" ${o(4)}/><circle cx="${x}" cy="${base - 64}" r="16" ${o(4)}/><path d="M${x - 24} ${base - 14} Q${x} ${base - 50} ${x + 24} ${base - 14}" ${o(4)}/>`;
}

const ofrenda: Draw = (time, weather) => {
  const ground = 1240;
  // Three steps, each covered by a cloth, under an arch of marigolds: photographs and candles on
  // the top, sugar skulls on the middle, marigolds and pan de muerto on the bottom.
  const steps = [
    { top: 480, w: 330 },
    { top: 600, w: 510 },
    { top: 720, w: 690 },
  ];
  const cloth = steps
    .map(({ top, w }, i) => {
      const x = 512 - w / 2;
      const bottom = i === 2 ? 860 : steps[i + 1]!.top;
      const count = Math.round(w / 70);
      const step = w / count;
      // The cloth's hem is cut like papel picado: a row of points along the step's edge.
      const hem = Array.from(
        { length: count },
        (_, k) => `L${(x + w - step * (k + 0.5)).toFixed(1)} ${top + 62} L${(x + w - step * (k + 1)).toFixed(1)} ${top + 40}`,
      ).join(" ");
      return `<rect x="${x}" y="${top}" width="${w}" height="${bottom - top}" ${o()}/><path d="M${x} ${top} L${x + w} ${top} L${x + w} ${top + 40} ${hem} Z" ${o(5)}/>`;
    })
    .join("");
  const things =
    photo(452, 480) +
    photo(572, 480) +
    altarCandle(372, 480, 60) +
    altarCandle(652, 480, 60) +
    [330, 430, 594, 694].map((x, i) => (i % 3 === 0 ? altarCandle(x, 600, 50) : sugarSkull(x, 562, 1))).join("") +
    [230, 340, 450, 574, 684, 794]
      .map((x, i) =>
        i % 2
          ? marigold(x, 682, 34)
          : `<path d="M${x - 38} 720 Q${x - 38} 664 ${x} 664 Q${x + 38} 664 ${x + 38} 720 Z" ${o(5)}/><path d="M${x - 20} 690 L${x + 20} 690" ${l(5)}/>`,
      )
      .join("");
  const arch = `<path d="M180 860 L180 400 A332 250 0 0 1 844 400 L844 860 L800 860 L800 404 A288 210 0 0 0 224 404 L224 860 Z" ${o()}/>`;
  const archFlowers = Array.from({ length: 11 }, (_, i) => {
    const a = Math.PI - (i * Math.PI) / 10;
    return marigold(512 + Math.cos(a) * 310, 402 - Math.sin(a) * 230, 34);
  }).join("");
  return {
    svg:
      `${garland(TOP + 40)}${wall(900, ground, 232)}${windowPane(60, 230, 90, 170, time, weather)}` +
      `<g data-part="ofrenda">${arch}${archFlowers}${[530, 660, 790].map((y) => marigold(202, y, 30) + marigold(822, y, 30)).join("")}${cloth}${things}</g>` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/><path d="M${LEFT} ${ground + 120} L${RIGHT} ${ground + 120}" ${l(4)}/>`,
    ground,
    floorEnds: [0, 120],
    // The altar's steps; the arch of marigolds behind may be covered.
    furniture: [{ x: 170, y: 460, w: 684, h: 410 }],
    indoor: true,
    window: { x: 60, y: 230, w: 90, h: 170 },
  };
};

/** A park tree at the side of the picture, its crown running off the frame so the sky is cut in two. */
function parkTree(x: number, ground: number, mirror: boolean): string {
  const m = (dx: number) => (mirror ? x - dx : x + dx).toFixed(1);
  return (
    `<path d="M${m(-26)} ${ground} Q${m(-14)} ${ground - 200} ${m(-22)} ${ground - 420} L${m(22)} ${ground - 420} Q${m(14)} ${ground - 200} ${m(30)} ${ground} Z" ${o(7)}/>` +
    `<path d="M${m(-200)} ${ground - 420} Q${m(-210)} ${ground - 560} ${m(-120)} ${ground - 600} Q${m(-100)} ${ground - 720} ${m(20)} ${ground - 700} Q${m(140)} ${ground - 740} ${m(170)} ${ground - 600} Q${m(250)} ${ground - 540} ${m(180)} ${ground - 450} Q${m(120)} ${ground - 380} ${m(20)} ${ground - 420} Q${m(-80)} ${ground - 370} ${m(-200)} ${ground - 420} Z" ${o(7)}/>` +
    `<path d="M${m(-90)} ${ground - 560} q30 -30 60 0 M${m(40)} ${ground - 620} q30 -30 60 0 M${m(60)} ${ground - 500} q30 -30 60 0" ${l(5)}/>`
  );
}

/**
 * A clump of reeds at the pond's rim, where it may stand from the pond's end inwards: each spot's
 * drawing and its box, so the composer stands it clear of the characters' heads.
 */
export type ReedClump = { svg: string; box: Box }[];

/** Where the far bench's legs come down behind the pond: a reed's head against one would read as one black blot. */
const FAR_BENCH_LEGS = [420, 600];
/** The pond's ellipse on the park's grass. */
const POND = { cx: 512, cy: 985, rx: 210, ry: 60 } as const;

/** Reeds rising from the water just inside the far rim, each at `x` leaning by `lean`: a stalk and a head to colour. */
function reeds(at: [x: number, lean: number][]): { svg: string; box: Box } {
  const stalks = at.map(([x, lean]) => {
    const base = POND.cy - POND.ry * Math.sqrt(Math.max(0, 1 - ((x - POND.cx) / POND.rx) ** 2)) + 10;
    return { x1: x, y1: base, x2: x + lean, y2: base - 58 };
  });
  const left = Math.min(...stalks.flatMap((r) => [r.x1, r.x2])) - 13;
  const right = Math.max(...stalks.flatMap((r) => [r.x1, r.x2])) + 13;
  const top = Math.min(...stalks.map((r) => r.y2)) - 26;
  const bottom = Math.max(...stalks.map((r) => r.y1));
  return {
    svg: stalks
      .map(
        ({ x1, y1, x2, y2 }) =>
          `<path d="M${x1} ${y1.toFixed(1)} L${x2} ${(y2 + 24).toFixed(1)}" ${l(5)}/><ellipse cx="${x2}" cy="${y2.toFixed(1)}" rx="13" ry="26" ${o(5)}/>`,
      )
      .join(""),
    box: { x: left, y: top, w: right - left, h: bottom - top },
  };
}

/** Where along the pond's front rim its stones lie, as angles below its middle (0 is straight down). */
const RIM_STONES = [-1.15, -0.62, 0.05, 0.68, 1.2];

/**
 * The park's pond lying flat on the grass between the far hedge of trees and the characters: no
 * path runs up to its front rim (two lines rising to it read as the stem of a round table), a row
 * of stones along that rim instead, ripples on the water, and a clump of reeds at each end (a pair
 * on the left, one on the right) that may stand further in along its far rim; everything clear of
 * the far line so no strip is thin.
 */
function pond(swims: boolean): { svg: string; box: Box; swimmer?: Box; reeds: ReedClump[] } {
  const { cx, cy, rx, ry } = POND;
  const inwards = [0, 30, 60, 90, 120, 150];
  // Each stone sits on the rim, half on the grass, so the rim reads as the water's edge on the ground.
  const stones = RIM_STONES.map((a, i) => {
    const [x, y] = [cx + rx * Math.sin(a), cy + ry * Math.cos(a) + 6];
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${i % 2 ? 30 : 38}" ry="${i % 2 ? 16 : 19}" ${o(6)}/>`;
  }).join("");
  // A duck swims in the middle of the water, between the characters either side, its body cut off by the waterline, its ripple round it.
  const [dx, dy] = [cx - 10, cy + 14];
  const swimmer =
    `<path d="M${dx - 52} ${dy} Q${dx - 58} ${dy - 34} ${dx - 30} ${dy - 38} Q${dx} ${dy - 30} ${dx + 22} ${dy - 40} L${dx + 30} ${dy} Z" ${o(6)}/>` +
    `<path d="M${dx + 18} ${dy - 36} Q${dx + 14} ${dy - 62} ${dx + 26} ${dy - 74}" ${l(6)}/><circle cx="${dx + 28}" cy="${dy - 86}" r="19" ${o(6)}/>` +
    `<path d="M${dx + 44} ${dy - 90} Q${dx + 64} ${dy - 90} ${dx + 66} ${dy - 80} Q${dx + 58} ${dy - 74} ${dx + 44} ${dy - 78} Z" ${o(5)}/><circle cx="${dx + 32}" cy="${dy - 90}" r="4" fill="#000"/>` +
    `<path d="M${dx - 70} ${dy + 2} q12 -8 24 0 M${dx + 36} ${dy + 2} q12 -8 24 0" ${l(5)}/>`;
  return {
    box: { x: cx - rx, y: cy - ry, w: 2 * rx, h: 2 * ry + 25 },
    ...(swims ? { swimmer: { x: dx - 72, y: dy - 106, w: 140, h: 112 } } : {}),
    svg:
      `<g data-part="pond"><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${o(7)}/>` +
      `<path d="M${cx - 150} ${cy - 6} q30 -14 60 0 M${cx + 90} ${cy - 12} q30 -14 60 0" ${l(5)}/>${swims ? swimmer : ""}${stones}</g>`,
    reeds: [
      inwards.map((d) =>
        reeds([
          [318 + d, -18],
          [338 + d, 10],
        ]),
      ),
      inwards.map((d) => reeds([[706 - d, 18]])),
    ].map((clump) => clump.filter(({ box }) => FAR_BENCH_LEGS.every((leg) => box.x > leg + 16 || box.x + box.w < leg - 16))),
  };
}

const park: Draw = (time, weather, features) => {
  const ground = 1250;
  const far = 820;
  const heavens = openSky(LEFT, TOP, RIGHT - LEFT, 420, time, weather);
  const water = features?.pond ? pond(features.swimmer ?? true) : undefined;
  const farBench = `<g data-part="far-bench"><rect x="400" y="${far - 70}" width="220" height="26" rx="8" ${o(6)}/><rect x="400" y="${far - 30}" width="220" height="24" rx="8" ${o(6)}/><path d="M420 ${far - 6} L420 ${far + 40} M600 ${far - 6} L600 ${far + 40}" ${l(10)}/></g>`;
  return {
    svg:
      `${cloudBank(250, 64, 1)}${heavens.svg}${birds(
        [
          [420, 140],
          [560, 400],
        ],
        time,
        weather,
      )}${hills(560)}${hills(700)}` +
      `${parkTree(120, far + 40, false)}${parkTree(904, far + 60, true)}` +
      // A bench under the trees and a path running off towards the hills.
      (features?.seatedOnABench ? "" : farBench) +
      `<path d="M${LEFT} ${far + 40} L${RIGHT} ${far + 40}" ${l(6)}/>` +
      (water ? water.svg : `<path d="M380 ${ground} Q460 ${far + 160} 480 ${far + 40} M640 ${ground} Q580 ${far + 160} 540 ${far + 40}" ${l(6)}/>`) +
      [
        [200, far + 120],
        [820, far + 140],
        [260, far + 260],
        [760, far + 300],
      ]
        .map(([x, y]) => `<path d="M${x} ${y! + 40} L${x} ${y}" ${l(5)}/><circle cx="${x}" cy="${y}" r="22" ${o(5)}/>`)
        .join("") +
      grassLine(ground),
    ground,
    floorEnds: [0, 72],
    furniture: [
      { x: 50, y: 260, w: 320, h: 620 },
      { x: 660, y: 280, w: 316, h: 620 },
      ...(features?.seatedOnABench ? [] : [{ x: 390, y: far - 80, w: 240, h: 130 }]),
    ],
    indoor: false,
    skyBody: heavens.body,
    ...(water ? { pond: water.box, reeds: water.reeds, ...(water.swimmer ? { swimmer: water.swimmer } : {}) } : {}),
  };
};

/** A Ferris wheel: rim, spokes and eight little cabins, each a shape to colour. */
function ferrisWheel(cx: number, cy: number, r: number, base: number): string {
  const cabins = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    return `<path d="M${(x - 30).toFixed(1)} ${(y + 8).toFixed(1)} L${(x + 30).toFixed(1)} ${(y + 8).toFixed(1)} L${(x + 24).toFixed(1)} ${(y + 50).toFixed(1)} L${(x - 24).toFixed(1)} ${(y + 50).toFixed(1)} Z" ${o(5)}/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" ${o(4)}/>`;
  }).join("");
  const spokes = Array.from({ length: 4 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M${(cx - Math.cos(a) * r).toFixed(1)} ${(cy - Math.sin(a) * r).toFixed(1)} L${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}`;
  }).join(" ");
  return (
    `<path d="M${cx - 120} ${base} L${cx} ${cy} L${cx + 120} ${base}" ${l(12)}/><circle cx="${cx}" cy="${cy}" r="${r}" ${o(8)}/><circle cx="${cx}" cy="${cy}" r="${r * 0.72}" ${o(5)}/>` +
    `<path d="${spokes}" ${l(5)}/><circle cx="${cx}" cy="${cy}" r="24" ${o(6)}/>${cabins}`
  );
}

const fair: Draw = (time, weather) => {
  const ground = 1250;
  const scallops = Array.from({ length: 4 }, (_, i) => `<path d="M${600 + i * 90} 560 Q${645 + i * 90} 610 ${690 + i * 90} 560" ${o(6)}/>`).join("");
  const heavens = openSky(LEFT, TOP + 130, RIGHT - LEFT, 300, time, weather);
  return {
    svg:
      `${garland(TOP + 40)}${cloudBank(330, 60, 6)}${heavens.svg}${ferrisWheel(320, 500, 220, 900)}` +
      // A game stand: striped roof, a counter and prizes on the shelf.
      `<path d="M590 560 L620 460 L940 460 L970 560 Z" ${o()}/><path d="M700 460 L690 560 M780 460 L780 560 M860 460 L870 560" ${l(5)}/>${scallops}` +
      `<rect x="610" y="560" width="20" height="340" ${o(5)}/><rect x="930" y="560" width="20" height="340" ${o(5)}/><rect x="600" y="760" width="360" height="40" rx="6" ${o()}/>` +
      [680, 780, 880]
        .map((x, i) =>
          i === 1
            ? `<circle cx="${x}" cy="700" r="40" ${o(6)}/><circle cx="${x}" cy="700" r="18" ${o(5)}/>`
            : `<path d="M${x - 34} 760 Q${x - 40} 680 ${x} 660 Q${x + 40} 680 ${x + 34} 760 Z" ${o(6)}/><circle cx="${x}" cy="700" r="14" ${o(4)}/>`,
        )
        .join("") +
      `<path d="M${LEFT} 900 L${RIGHT} 900" ${l(6)}/><path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>` +
      pavingStones(150),
    ground,
    floorEnds: PAVED_FLOOR,
    // The wheel's lower half and the stand: a garland may hang in front of the wheel's top.
    furniture: [
      { x: 60, y: 480, w: 520, h: 430 },
      { x: 580, y: 450, w: 400, h: 460 },
    ],
    indoor: false,
    skyBody: heavens.body,
  };
};

const PLACES: Record<Setting, Draw> = {
  kitchen,
  garden,
  market,
  bedroom,
  "living-room": livingRoom,
  patio,
  plaza,
  bakery,
  classroom,
  library,
  beach,
  "church-courtyard": churchCourtyard,
  "street-at-night": streetAtNight,
  "dentist-office": dentistOffice,
  "doctor-office": doctorOffice,
  ofrenda,
  park,
  fair,
};

/** Each place as drawn, with puddles on the ground outdoors when it rains. */
export const BACKDROPS = Object.fromEntries(
  Object.entries(PLACES).map(([setting, draw]) => [
    setting,
    (time: TimeOfDay, weather: Weather, features?: Features) => {
      const backdrop = draw(time, weather, features);
      // The puddles lie over the floor's lines: the floor stops at its line or under all of them.
      return weather === "rainy" && !backdrop.indoor
        ? { ...backdrop, svg: backdrop.svg + puddles(backdrop.ground), floorEnds: [0, Math.max(PUDDLES_END, ...backdrop.floorEnds)] }
        : backdrop;
    },
  ]),
) as Record<Setting, Draw>;
