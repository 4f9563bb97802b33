import { createHash } from "node:crypto";
import { BACKDROPS, type Box } from "@/lib/images/scene/backdrops";
import { PROPS, type PropId } from "@/lib/story-writing/scene/lexicon";
import type { Character, Pose, ScenePlan } from "@/lib/story-writing/scene/plan";
import { PROP_ART, partAtOrigin, type Drawing } from "@/lib/images/scene/prop-art";
import type { PartName } from "@/lib/images/scene/story-parts";
import { PAGE_PICTURE_SIZE } from "@/lib/stories/model/picture-size";

// Composes one coloring page from its scene plan: the setting's backdrop, the two characters in
// their poses (the built-in story's own drawings) with what a pose needs (a table, a chair, a
// bed), then each prop in the first free place for it. Nothing placed overlaps anything else
// placed, and only a close-up may run past the frame. Deterministic: the same plan and seed give
// the same page. It returns what it drew, so a test can hold it to the plan.

const { width: PAGE_WIDTH, height: PAGE_HEIGHT } = PAGE_PICTURE_SIZE;
const INNER = { left: 60, right: 964, top: 60, bottom: 1476 };
const GAP = 14;

/** Where a prop's bottom middle rests, and the surface under it (a table top, a shelf, the floor, a hand, a string). */
export type Foot = { x: number; y: number; surface: Box };
export type Placed =
  | { kind: "character"; name: Character; pose: Pose; box: Box }
  | { kind: "prop"; id: PropId; box: Box; on: Support; foot?: Foot }
  | { kind: "furniture"; box: Box };
export type Composition = { svg: string; setting: ScenePlan["setting"]; placed: Placed[] };

// Where the built-in story has two drawings of a pose, a page's seed picks one.
const FIGURES: Record<Character, Record<Pose, PartName | PartName[]>> = {
  Abuelita: {
    standing: ["abuelita-hands-together", "abuelita-bag"],
    waving: "abuelita-waving",
    sitting: "abuelita-bench",
    lap: "abuelita-bench",
    hugging: "abuelita-blessing",
    working: ["abuelita-stirring", "abuelita-flipping"],
    walking: "abuelita-blessing",
    dancing: "abuelita-dancing",
    sleeping: "abuelita-bench",
    reading: "abuelita-bench",
    kneeling: "abuelita-watering",
  },
  Pepita: {
    standing: ["pepita-orange", "pepita-holding-skull"],
    waving: "pepita-arms-up",
    sitting: "pepita-bench",
    lap: "pepita-bench",
    hugging: "pepita-arms-up",
    working: ["pepita-working", "pepita-at-table"],
    walking: "pepita-running",
    dancing: "pepita-dancing",
    sleeping: "pepita-sleeping",
    reading: "pepita-bench",
    kneeling: "pepita-holding",
  },
};

const TETHERED = new Set(["balloons", "kite"]);

const COUNTER_SETTINGS = new Set<ScenePlan["setting"]>(["kitchen", "bakery"]);

// At 1.25 and over a figure is drawn at least as large as in the built-in story, so its flowers,
// ribbons and buttons stay regions to colour rather than closing up into black blots.
const FRAMING_SCALE = { wide: 1.25, medium: 1.4, "close-up": 1.7 } as const;
const BACKDROP_ZOOM = { wide: 1.0, medium: 1.08, "close-up": 1.2 } as const;

const o = (w = 7) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const l = (w = 6) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

function overlaps(a: Box, b: Box, margin = GAP): boolean {
  return a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin;
}

const inside = (box: Box) => box.x >= INNER.left && box.x + box.w <= INNER.right && box.y >= INNER.top && box.y + box.h <= INNER.bottom;

function seededRandom(seed: string): () => number {
  const bytes = createHash("sha256").update(seed).digest();
  let index = 0;
  return () => bytes[index++ % bytes.length]! / 255;
}

/**
 * The thinnest line on the page, in its pixels: 3 dots at 150 DPI once the PDF prints the page
 * 8 inches tall (1536 pixels over 1200 dots), rounded up with a little to spare.
 */
export const MIN_STROKE = 4.2;

/** Thin lines of a drawing drawn smaller than its own size are widened back to the minimum. */
function withMinStroke(svg: string, scale: number): string {
  return svg.replace(/stroke-width="([\d.]+)"/g, (_, width: string) => `stroke-width="${Math.max(Number(width), MIN_STROKE / scale).toFixed(2)}"`);
}

/** A figure with its feet's middle at (x, ground), at the given scale; mirrored faces the other way. */
function figure(name: PartName, x: number, ground: number, scale: number, mirror = false): { svg: string; box: Box } {
  const part = partAtOrigin(name, mirror);
  const w = part.width * scale;
  const h = part.height * scale;
  return {
    svg: `<g transform="translate(${x.toFixed(1)} ${ground.toFixed(1)}) scale(${scale})">${withMinStroke(part.svg, scale)}</g>`,
    box: { x: x - w / 2, y: ground - h, w, h },
  };
}

function chair(x: number, seatY: number, w: number, backTop: number): string {
  return (
    `<rect x="${x - w / 2}" y="${backTop}" width="${w}" height="${seatY - backTop}" rx="16" ${o()}/>` +
    `<rect x="${x - w / 2 - 16}" y="${seatY}" width="${w + 32}" height="34" rx="10" ${o()}/>` +
    `<path d="M${x - w / 2} ${seatY + 34} L${x - w / 2} ${seatY + 150} M${x + w / 2} ${seatY + 34} L${x + w / 2} ${seatY + 150}" ${l(12)}/>`
  );
}

/** A table or counter: a tiled front or plain legs. */
function table(x: number, y: number, w: number, ground: number, tiled: boolean): string {
  const top = `<rect x="${x - 14}" y="${y - 26}" width="${w + 28}" height="30" rx="8" ${o()}/>`;
  if (!tiled)
    return `${top}<path d="M${x + 30} ${y + 4} L${x + 40} ${ground} M${x + w - 30} ${y + 4} L${x + w - 40} ${ground}" ${l(14)}/><path d="M${x + 35} ${y + 80} L${x + w - 35} ${y + 80}" ${l(8)}/>`;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${ground - y}" rx="6" ${o()}/>${top}` +
    Array.from({ length: Math.floor(w / 110) }, (_, i) => {
      const cx = x + 55 + i * 110;
      const cy = y + (ground - y) / 2;
      return `<path d="M${cx} ${cy - 30} L${cx + 30} ${cy} L${cx} ${cy + 30} L${cx - 30} ${cy} Z" ${o(5)}/>`;
    }).join("")
  );
}

function bed(x: number, ground: number, w: number): { svg: string; pillow: { x: number; y: number } } {
  const top = ground - 330;
  return {
    svg:
      `<rect x="${x - 20}" y="${top - 120}" width="40" height="${ground - top + 120}" rx="10" ${o()}/><path d="M${x + 20} ${top - 90} Q${x + 110} ${top - 150} ${x + 200} ${top - 90} L${x + 200} ${top + 40} L${x + 20} ${top + 40} Z" ${o()}/>` +
      `<path d="M${x + 110} ${top - 60} C${x + 85} ${top - 80} ${x + 90} ${top - 105} ${x + 110} ${top - 90} C${x + 130} ${top - 105} ${x + 135} ${top - 80} ${x + 110} ${top - 60} Z" ${o(5)}/>` +
      `<rect x="${x + 20}" y="${top + 40}" width="${w - 40}" height="150" rx="14" ${o()}/><rect x="${x + w - 20}" y="${top + 10}" width="40" height="${ground - top - 10}" rx="10" ${o()}/>` +
      `<path d="M${x + 20} ${top + 190} L${x + w - 20} ${top + 190} L${x + w - 20} ${ground - 40} L${x + 20} ${ground - 40} Z" ${o()}/>`,
    pillow: { x: x + 110, y: top + 40 },
  };
}

function quilt(x: number, y: number, w: number, h: number): string {
  const hearts = Array.from({ length: Math.floor(w / 150) }, (_, i) => {
    const cx = x + 90 + i * 150;
    const cy = y + h / 2;
    return `<path d="M${cx} ${cy + 25} C${cx - 40} ${cy} ${cx - 28} ${cy - 34} ${cx} ${cy - 12} C${cx + 28} ${cy - 34} ${cx + 40} ${cy} ${cx} ${cy + 25} Z" ${o(5)}/>`;
  }).join("");
  return `<path d="M${x} ${y + 20} Q${x + w / 2} ${y - 20} ${x + w} ${y + 20} L${x + w} ${y + h} L${x} ${y + h} Z" ${o()}/><path d="M${x} ${y + 60} Q${x + w / 2} ${y + 30} ${x + w} ${y + 60}" ${l(5)}/>${hearts}`;
}

type Layer = { svg: string; box: Box };

function figureFor(name: Character, pose: Pose, random: () => number): PartName {
  const choice = FIGURES[name][pose];
  return typeof choice === "string" ? choice : choice[Math.floor(random() * choice.length) % choice.length]!;
}

/** The characters and what their poses need, centred on the page. */
function cast(
  plan: ScenePlan,
  ground: number,
  framingScale: number,
  reserve: boolean,
  random: () => number,
  swapped = random() > 0.6,
): { layers: string[]; placed: Placed[]; table?: Box; sideways: number } {
  let scale = framingScale;
  const layers: string[] = [];
  const placed: Placed[] = [];
  const poses = new Map(plan.characters.map((c) => [c.name, c.pose] as const));
  const abuelita = poses.get("Abuelita");
  const pepita = poses.get("Pepita");
  const pair = abuelita !== undefined && pepita !== undefined;
  const swap = swapped && pepita !== "lap" && pepita !== "sleeping";
  const centre = 512 + (random() - 0.5) * 160;

  if (pepita === "sleeping") {
    const bedX = abuelita ? 330 : 180;
    const w = Math.min(560, INNER.right - bedX - 30);
    const drawnBed = bed(bedX, ground, w);
    const head = figure("pepita-sleeping", drawnBed.pillow.x + 40, drawnBed.pillow.y + 40, 1.25);
    layers.push(drawnBed.svg, head.svg, quilt(bedX + 150, drawnBed.pillow.y + 10, w - 150, 220));
    placed.push({ kind: "character", name: "Pepita", pose: "sleeping", box: { x: bedX - 20, y: ground - 450, w: w + 40, h: 450 } });
    if (abuelita) {
      const a = figure(figureFor("Abuelita", abuelita === "sleeping" ? "standing" : abuelita, random), bedX - 150 * scale * 0.8, ground, Math.min(scale, 1.25));
      a.box.x = Math.max(a.box.x, INNER.left);
      layers.unshift(a.svg);
      placed.push({ kind: "character", name: "Abuelita", pose: abuelita, box: a.box });
    }
    return { layers, placed, sideways: 0 };
  }

  if (pepita === "lap" && abuelita) {
    // Pepita sits on one knee, beside Abuelita's face rather than in front of it.
    const seat = ground - 175 * scale;
    const a = figure("abuelita-bench", centre - 60 * scale, ground, scale);
    const p = figure("pepita-bench", centre + 85 * scale, ground - 150 * scale, Math.max(1.2, scale * 0.8));
    layers.push(chair(centre, seat, a.box.w + 40, a.box.y + 60), a.svg, p.svg);
    placed.push({ kind: "character", name: "Abuelita", pose: "sitting", box: a.box }, { kind: "character", name: "Pepita", pose: "lap", box: p.box });
    return { layers, placed, sideways: 0 };
  }

  const order: [Character, Pose][] = [];
  if (abuelita) order.push(["Abuelita", abuelita]);
  if (pepita) order.push(["Pepita", pepita]);
  if (swap) order.reverse();
  const together = pair && (abuelita === "hugging" || abuelita === "walking");
  // A hug overlaps the two figures; hand in hand they stand close enough for their hands to meet.
  const overlap = abuelita === "hugging" ? -75 : -30;
  const figures = order.map(([name, pose], i) => {
    const drawing = figureFor(name, pose, random);
    return { name, pose, drawing, part: partAtOrigin(drawing, false), mirror: pair && i === 1 && pose !== "working" };
  });
  // Two wide poses (dancing skirts) are drawn a little smaller rather than cut by the frame, and a
  // page with things to stand on the floor keeps a column free for them.
  const natural = figures.reduce((sum, f) => sum + f.part.width, 0) + (together ? overlap : 60) * (figures.length - 1);
  const room = reserve ? 0.74 : 1;
  scale = Math.min(scale, ((INNER.right - INNER.left - 30) * room) / natural);
  const gap = together ? overlap * scale : 60 * scale;
  const total = figures.reduce((sum, f) => sum + f.part.width * scale, 0) + gap * (figures.length - 1);
  const free = INNER.right - INNER.left - 20 - total;
  const start = reserve ? INNER.left + 10 + (random() > 0.5 ? free : 0) : centre - total / 2;
  let x = Math.max(INNER.left + 10, Math.min(start, INNER.right - 10 - total));
  const seated = (pose: Pose) => pose === "sitting" || pose === "reading";
  let workTable: Box | undefined;
  const drawnFigures: Layer[] = [];
  for (const f of figures) {
    const w = f.part.width * scale;
    const fx = x + w / 2;
    const fig = figure(f.drawing, fx, ground, scale, f.mirror);
    if (seated(f.pose)) layers.push(chair(fx, ground - 175 * scale, w * 0.85, fig.box.y + fig.box.h * 0.2));
    drawnFigures.push(fig);
    placed.push({ kind: "character", name: f.name, pose: f.pose, box: fig.box });
    x += w + gap;
  }
  layers.push(...drawnFigures.map((f) => f.svg));
  if (pair && abuelita === "walking" && drawnFigures.length === 2) {
    // Hand in hand: one arm reaches from each figure to two hands clasped between them.
    const [a, b] = drawnFigures.map((f) => f.box) as [Box, Box];
    const y = ground - Math.min(a.h, b.h) * 0.5;
    const meet = (a.x + a.w + b.x) / 2;
    layers.push(
      `<path d="M${(meet - 70 * scale).toFixed(1)} ${(y - 30 * scale).toFixed(1)} Q${(meet - 30 * scale).toFixed(1)} ${(y + 10 * scale).toFixed(1)} ${meet.toFixed(1)} ${y.toFixed(1)} Q${(meet + 30 * scale).toFixed(1)} ${(y + 10 * scale).toFixed(1)} ${(meet + 70 * scale).toFixed(1)} ${(y - 30 * scale).toFixed(1)}" fill="none" stroke="#000" stroke-width="${(26 * scale).toFixed(1)}" stroke-linecap="round"/>` +
        `<path d="M${(meet - 70 * scale).toFixed(1)} ${(y - 30 * scale).toFixed(1)} Q${(meet - 30 * scale).toFixed(1)} ${(y + 10 * scale).toFixed(1)} ${meet.toFixed(1)} ${y.toFixed(1)} Q${(meet + 30 * scale).toFixed(1)} ${(y + 10 * scale).toFixed(1)} ${(meet + 70 * scale).toFixed(1)} ${(y - 30 * scale).toFixed(1)}" fill="none" stroke="#fff" stroke-width="${(14 * scale).toFixed(1)}" stroke-linecap="round"/>` +
        `<circle cx="${meet.toFixed(1)}" cy="${y.toFixed(1)}" r="${(17 * scale).toFixed(1)}" ${o(6)}/>`,
    );
  }
  if (figures.some((f) => f.pose === "working")) {
    // The table runs the width of the page, so what is on it has room beside the characters.
    const left = INNER.left + 10;
    const right = INNER.right - 10;
    const top = ground - 190 * scale;
    // A tiled counter belongs in a kitchen or a bakery; anywhere else it is a plain wooden table.
    layers.push(table(left, top, right - left, ground, COUNTER_SETTINGS.has(plan.setting) && random() > 0.4));
    workTable = { x: left - 14, y: top - 26, w: right - left + 28, h: ground - top + 26 };
  }
  for (const f of figures) {
    if (f.pose === "reading") {
      const book = placed.find((p) => p.kind === "character" && p.name === f.name)!.box;
      const art = PROP_ART.book();
      const s = 0.8 * scale;
      layers.push(
        `<g transform="translate(${(book.x + book.w / 2).toFixed(1)} ${(book.y + book.h * 0.62).toFixed(1)}) scale(${s.toFixed(2)})">${withMinStroke(art.svg, s)}</g>`,
      );
    }
  }
  return { layers, placed, ...(workTable ? { table: workTable } : {}), sideways: 0 };
}

const SHELF = (x: number, y: number, w: number) =>
  `<rect x="${(x - w / 2 - 16).toFixed(1)}" y="${y.toFixed(1)}" width="${(w + 32).toFixed(1)}" height="18" rx="6" ${o(6)}/>`;

/** A little table drawn under something that needs a surface where the page has none. */
const STAND_HEIGHT = 150;
const STAND = (x: number, top: number, w: number) =>
  `<rect x="${(x - w / 2 - 18).toFixed(1)}" y="${top.toFixed(1)}" width="${(w + 36).toFixed(1)}" height="24" rx="8" ${o(7)}/>` +
  `<path d="M${(x - w / 2 + 4).toFixed(1)} ${(top + 24).toFixed(1)} L${(x - w / 2 - 6).toFixed(1)} ${(top + STAND_HEIGHT).toFixed(1)} M${(x + w / 2 - 4).toFixed(1)} ${(top + 24).toFixed(1)} L${(x + w / 2 + 6).toFixed(1)} ${(top + STAND_HEIGHT).toFixed(1)}" ${l(12)}/>` +
  `<path d="M${(x - w / 2 + 2).toFixed(1)} ${(top + 95).toFixed(1)} L${(x + w / 2 - 2).toFixed(1)} ${(top + 95).toFixed(1)}" ${l(8)}/>`;

/** What holds a prop up: nothing floats on a page unless it flies. */
export type Support = "table" | "stand" | "shelf" | "floor" | "in-front" | "string" | "hands" | "air";
type Zone = "table" | "stand" | "shelf" | "floor" | "string" | "hands" | "sky" | "anywhere";

/**
 * Where a prop may go, best first: on the table, held in a character's hands, on a stand or a
 * shelf when it needs a surface; on the floor; hung on a string; flying. The page's key object
 * goes into hands before a stand or a shelf, so it is in the middle of the picture.
 */
const holdable = (drawing: Drawing) => drawing.width <= 280 && drawing.height <= 340;

function zonesFor(drawing: Drawing, key: boolean, table: Box | undefined, indoor: boolean): Zone[] {
  const high: Zone[] = indoor ? ["shelf"] : [];
  const surfaces: Zone[] = [...(table ? ["table" as const] : []), ...(key && holdable(drawing) ? ["hands" as const] : []), "stand", ...high];
  if (drawing.zone === "table") return [...surfaces, "floor", ...(holdable(drawing) ? ["hands" as const] : [])];
  if (drawing.zone === "hangs") return ["string", "floor"];
  // What is too big to hold (a tree, a snowman, a tin tub, the dentist's chair) stands on the floor and nowhere else.
  if (drawing.zone === "ground" && !holdable(drawing)) return ["floor"];
  if (drawing.zone === "flies") return ["sky", "floor"];
  return ["floor", ...surfaces, ...(holdable(drawing) ? ["hands" as const] : [])];
}

const SUPPORT: Record<Zone, Support> = {
  table: "table",
  stand: "stand",
  shelf: "shelf",
  floor: "floor",
  string: "string",
  hands: "hands",
  sky: "air",
  anywhere: "air",
};

type PlacedLayer = Layer & { on: Support; foot?: Foot };

/** The page's key object (its first prop) is drawn large enough to colour; the rest as they fit. */
function placeProp(
  drawing: Drawing,
  tethered: boolean,
  key: boolean,
  holders: Box[],
  characters: Box[],
  walls: Box[],
  occupied: Box[],
  ground: number,
  table: Box | undefined,
  indoor: boolean,
  random: () => number,
): PlacedLayer | null {
  const scales = key ? [1.3, 1.15, 1, 0.9] : [1.2, 1, 0.85, 0.7, 0.6];
  // Balloons and a kite fly from a string in someone's hand.
  const held = tethered ? holdIn(drawing, holders, occupied, true) : null;
  if (held) return held;
  for (const zone of zonesFor(drawing, key, table, indoor)) {
    // The key object stays on the table beside the characters a little smaller rather than go up on a shelf.
    const sizes = zone === "table" && key && drawing.zone === "table" ? [...scales, 0.8, 0.7] : scales;
    const layer = zone === "hands" ? holdIn(drawing, holders, occupied) : placeIn(zone, drawing, occupied, ground, table, random, sizes);
    if (layer) return layer;
  }
  // A crowded page still shows every prop the plan names: smaller on the floor in front, in
  // someone's hands, and only as a last resort wherever there is room.
  const inFront = (sizes: number[]) => {
    const layer = placeIn(
      "floor",
      drawing,
      occupied.filter((box) => !characters.includes(box)),
      ground,
      table,
      random,
      sizes,
      (box) => characters.reduce((sum, other) => sum + overlapArea(box, other), 0),
    );
    return layer && { ...layer, on: "in-front" as const };
  };
  const grounded = drawing.zone !== "flies" && drawing.zone !== "hangs";
  // The key object stays large enough to colour, in front of the characters if it must.
  const keyInFront = key && grounded ? inFront([1, 0.85, 0.7, 0.6]) : null;
  if (keyInFront) return keyInFront;
  return (
    placeIn("floor", drawing, occupied, ground, table, random, [0.5, 0.42]) ??
    (holdable(drawing) ? holdIn(drawing, holders, occupied) : null) ??
    (grounded ? inFront([0.6, 0.5, 0.42]) : null) ??
    // A garland or a piñata may hang in front of a window or a picture on the wall.
    (drawing.zone === "hangs"
      ? placeIn(
          "string",
          drawing,
          occupied.filter((box) => !walls.includes(box)),
          ground,
          table,
          random,
          [0.6, 0.5, 0.42],
        )
      : null) ??
    placeIn("anywhere", drawing, occupied, ground, table, random, [0.42, 0.34, 0.28])
  );
}

function placeIn(
  zone: Zone,
  drawing: Drawing,
  occupied: Box[],
  ground: number,
  table: Box | undefined,
  random: () => number,
  scales: number[],
  hides?: (box: Box) => number,
): PlacedLayer | null {
  for (const scale of scales) {
    const w = drawing.width * scale;
    const h = drawing.height * scale;
    const candidates: { x: number; y: number }[] = [];
    const offset = random() * 40;
    const along = (y: number) => {
      const xs: number[] = [];
      for (let x = INNER.left + w / 2 + 10 + offset / 2; x <= INNER.right - w / 2 - 10; x += 20) xs.push(x);
      candidates.push(...(random() > 0.5 ? xs : xs.reverse()).map((x) => ({ x, y })));
    };
    if (zone === "table" && table) {
      for (let x = table.x + w / 2 + 10; x <= table.x + table.w - w / 2 - 10; x += 20) candidates.push({ x, y: table.y });
    }
    if (zone === "sky" || zone === "shelf" || zone === "string") {
      for (let y = INNER.top + 20 + h; y <= 900; y += 30)
        for (let x = INNER.left + w / 2 + offset / 4; x <= INNER.right - w / 2; x += 24) candidates.push({ x, y });
    }
    if (zone === "stand") for (const y of [ground - STAND_HEIGHT + 40, ground - STAND_HEIGHT + 150]) along(y);
    if (zone === "floor") for (const y of [ground + 40, ground + 150, ground, ground + 100, ground + 200]) along(y);
    if (zone === "anywhere") {
      for (let y = INNER.top + 20 + h; y <= INNER.bottom - 10; y += 24)
        for (let x = INNER.left + w / 2 + 10; x <= INNER.right - w / 2 - 10; x += 24) candidates.push({ x, y });
    }
    const free = candidates.filter((spot) => {
      const box = boxFor(zone, spot, w, h);
      return inside(box) && !occupied.some((other) => overlaps(box, other));
    });
    // Standing in front of someone, it goes where it hides the least of them.
    if (hides) free.sort((a, b) => hides(boxFor(zone, a, w, h)) - hides(boxFor(zone, b, w, h)));
    for (const spot of free.slice(0, 1)) {
      const box = boxFor(zone, spot, w, h);
      const art = `<g transform="translate(${spot.x.toFixed(1)} ${spot.y.toFixed(1)}) scale(${scale})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`;
      const under =
        zone === "shelf"
          ? SHELF(spot.x, spot.y, w)
          : zone === "stand"
            ? STAND(spot.x, spot.y, w)
            : zone === "string"
              ? strings(spot.x, spot.y - h, w, drawing.width > 400)
              : "";
      const surface = surfaceFor(zone, spot, w, h, ground, table);
      const foot = surface && { x: spot.x, y: zone === "string" ? spot.y - h : spot.y, surface };
      return { svg: zone === "string" ? under + art : art + under, box, on: SUPPORT[zone], ...(foot ? { foot } : {}) };
    }
  }
  return null;
}

/**
 * A prop held in front of a character at the height of their hands, as large as their arms
 * could hold it. It covers the holder's middle, never another prop; a holder holds one thing,
 * so it leaves `holders`.
 */
function holdIn(drawing: Drawing, holders: Box[], occupied: Box[], aloft = false): PlacedLayer | null {
  for (const holder of holders) {
    if (aloft) {
      const layer = flyFrom(drawing, holder, occupied);
      if (layer) {
        holders.splice(holders.indexOf(holder), 1);
        return layer;
      }
      continue;
    }
    const scale = Math.min(1.3, (holder.w * 0.62) / drawing.width, (holder.h * 0.34) / drawing.height);
    if (scale < 0.55) continue;
    const w = drawing.width * scale;
    const h = drawing.height * scale;
    const spot = { x: holder.x + holder.w / 2, y: holder.y + holder.h * 0.66 };
    const box = { x: spot.x - w / 2, y: spot.y - h, w, h };
    if (!inside(box) || occupied.some((other) => other !== holder && overlaps(box, other) && !contains(holder, other))) continue;
    holders.splice(holders.indexOf(holder), 1);
    return {
      svg: `<g transform="translate(${spot.x.toFixed(1)} ${spot.y.toFixed(1)}) scale(${scale.toFixed(3)})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`,
      box,
      on: "hands",
      foot: { x: spot.x, y: spot.y, surface: holder },
    };
  }
  return null;
}

/** A kite or balloons that found room only in the sky, on a string down to the nearest character's hand. */
function tetherTo(layer: PlacedLayer, people: Placed[]): PlacedLayer {
  const bottom = { x: layer.box.x + layer.box.w / 2, y: layer.box.y + layer.box.h };
  const nearest = people.map((p) => p.box).sort((a, b) => Math.abs(a.x + a.w / 2 - bottom.x) - Math.abs(b.x + b.w / 2 - bottom.x))[0];
  if (!nearest) return layer;
  const side = nearest.x + nearest.w / 2 > bottom.x ? 0.12 : 0.88;
  const hand = { x: nearest.x + nearest.w * side, y: nearest.y + nearest.h * 0.45 };
  return {
    ...layer,
    svg:
      `<path d="M${bottom.x.toFixed(1)} ${bottom.y.toFixed(1)} Q${((bottom.x + hand.x) / 2 + 30).toFixed(1)} ${((bottom.y + hand.y) / 2).toFixed(1)} ${hand.x.toFixed(1)} ${hand.y.toFixed(1)}" ${l(5)}/>` +
      layer.svg +
      `<circle cx="${hand.x.toFixed(1)}" cy="${hand.y.toFixed(1)}" r="13" ${o(6)}/>`,
    on: "hands",
  };
}

/** Balloons or a kite beside the holder's head, on a string down to the hand on that side. */
function flyFrom(drawing: Drawing, holder: Box, occupied: Box[]): PlacedLayer | null {
  for (const scale of [1, 0.85, 0.7, 0.6]) {
    const w = drawing.width * scale;
    const h = drawing.height * scale;
    for (const side of holder.x + holder.w / 2 < 512 ? [1, -1] : [-1, 1]) {
      const spot = { x: side > 0 ? holder.x + holder.w + w / 2 - 30 : holder.x - w / 2 + 30, y: holder.y + holder.h * 0.3 };
      const box = { x: spot.x - w / 2, y: spot.y - h, w, h };
      if (!inside(box) || occupied.some((other) => other !== holder && overlaps(box, other))) continue;
      const hand = { x: holder.x + holder.w * (side > 0 ? 0.92 : 0.08), y: holder.y + holder.h * 0.5 };
      return {
        svg:
          `<path d="M${spot.x.toFixed(1)} ${spot.y.toFixed(1)} Q${((spot.x + hand.x) / 2 + 20 * side).toFixed(1)} ${((spot.y + hand.y) / 2).toFixed(1)} ${hand.x.toFixed(1)} ${hand.y.toFixed(1)}" ${l(5)}/>` +
          `<g transform="translate(${spot.x.toFixed(1)} ${spot.y.toFixed(1)}) scale(${scale})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>` +
          `<circle cx="${hand.x.toFixed(1)}" cy="${hand.y.toFixed(1)}" r="13" ${o(6)}/>`,
        box,
        on: "hands",
      };
    }
  }
  return null;
}

const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;

/** What a prop placed in a zone rests on; nothing for what flies. */
function surfaceFor(zone: Zone, spot: { x: number; y: number }, w: number, h: number, ground: number, table: Box | undefined): Box | undefined {
  if (zone === "table") return table;
  if (zone === "stand") return { x: spot.x - w / 2 - 18, y: spot.y, w: w + 36, h: 24 };
  if (zone === "shelf") return { x: spot.x - w / 2 - 16, y: spot.y, w: w + 32, h: 18 };
  if (zone === "floor") return { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: INNER.bottom - ground };
  if (zone === "string") return { x: spot.x - w / 2, y: 40, w, h: spot.y - h - 40 + 12 };
  return undefined;
}

/** The box a prop takes with what holds it: the shelf or stand under it, the string above it. */
function boxFor(zone: Zone, spot: { x: number; y: number }, w: number, h: number): Box {
  if (zone === "shelf") return { x: spot.x - w / 2 - 16, y: spot.y - h, w: w + 32, h: h + 18 };
  if (zone === "stand") return { x: spot.x - w / 2 - 24, y: spot.y - h, w: w + 48, h: h + STAND_HEIGHT };
  if (zone === "string") return { x: spot.x - w / 2, y: INNER.top, w, h: spot.y - INNER.top };
  return { x: spot.x - w / 2, y: spot.y - h, w, h };
}

/** A hanging thing's string up to the top of the picture; a garland hangs by both ends. */
function strings(x: number, top: number, w: number, garland: boolean): string {
  const ends = garland ? [x - w / 2 + 6, x + w / 2 - 6] : [x];
  return ends.map((end) => `<path d="M${end.toFixed(1)} ${(top + 12).toFixed(1)} L${end.toFixed(1)} 40" ${l(5)}/>`).join("");
}

/**
 * Drawn over the picture on the clip's own edge, so every backdrop line that runs to the side
 * meets it and the sky, the sea and the sand are separate regions to colour.
 */
function frame(): string {
  return `<rect x="48" y="48" width="${PAGE_WIDTH - 96}" height="${PAGE_HEIGHT - 96}" rx="26" fill="none" stroke="#000" stroke-width="10"/>`;
}

/**
 * The page for a plan; `seed` (the story and page) varies placements, never what is drawn.
 * `variant` (the story's id plus the page's number) takes turns at the side the place is seen
 * from and who stands on the left, so stories made one after another never share a layout.
 */
export function composeScene(plan: ScenePlan, seed: string, variant?: number): Composition {
  const random = seededRandom(`${seed}\n${JSON.stringify(plan)}`);
  const drawnBackdrop = BACKDROPS[plan.setting](plan.timeOfDay, plan.weather);
  // Half the pages see their place from the other side, so two pages in one place still differ.
  const mirrored = variant === undefined ? random() > 0.5 : variant % 2 === 1;
  // The nearer the view, the closer the place comes too: the backdrop grows about the floor's middle.
  const zoom = BACKDROP_ZOOM[plan.framing];
  const about = drawnBackdrop.ground;
  const zoomX = (x: number) => 512 + (x - 512) * zoom;
  const zoomY = (y: number) => about + (y - about) * zoom;
  const zoomed = drawnBackdrop.furniture.map((box) => ({ x: zoomX(box.x), y: zoomY(box.y), w: box.w * zoom, h: box.h * zoom }));
  const flip = mirrored ? `translate(${PAGE_WIDTH} 0) scale(-1 1) ` : "";
  const backdrop = {
    ...drawnBackdrop,
    svg: `<g transform="${flip}translate(512 ${about}) scale(${zoom}) translate(-512 ${-about})">${drawnBackdrop.svg}</g>`,
    furniture: mirrored ? zoomed.map((box) => ({ ...box, x: PAGE_WIDTH - box.x - box.w })) : zoomed,
  };
  const closeUp = plan.framing === "close-up";
  const scale = FRAMING_SCALE[plan.framing];
  const ground = closeUp
    ? Math.min(INNER.bottom + 200, backdrop.ground + 260)
    : plan.framing === "medium"
      ? Math.min(backdrop.ground + 120, INNER.bottom - 40)
      : backdrop.ground + 60;
  // Things that stand on the floor or on a stand need room beside the characters.
  const reserve = plan.props.some((id) => ["ground", "table"].includes(PROP_ART[PROPS[id].art]().zone));
  const people = cast(plan, ground, scale, reserve, random, variant === undefined ? undefined : Math.floor(variant / 2) % 2 === 1);
  const occupied: Box[] = [...backdrop.furniture, ...people.placed.map((p) => p.box)];
  const tableBox = people.table && { ...people.table, h: people.table.h - 30, y: people.table.y + 30 };
  if (tableBox) occupied.push(tableBox);
  const placed: Placed[] = [...backdrop.furniture.map((box) => ({ kind: "furniture" as const, box })), ...people.placed];
  // What an object with no room of its own may stand in front of: the characters and their table.
  const characterBoxes = [...people.placed.map((p) => p.box), ...(tableBox ? [tableBox] : [])];
  // Who can hold the key object: Pepita first, standing or working; nobody asleep or on a lap.
  const holders = people.placed
    .flatMap((p) => (p.kind === "character" && !["sleeping", "lap", "dancing", "hugging"].includes(p.pose) ? [p] : []))
    .sort((a, b) => (a.name === "Pepita" ? -1 : 0) - (b.name === "Pepita" ? -1 : 0))
    .map((p) => occupied.find((box) => box === p.box)!);
  const props: string[] = [];
  for (const [index, id] of plan.props.entries()) {
    const drawing = PROP_ART[PROPS[id].art]();
    const layer = placeProp(
      drawing,
      TETHERED.has(PROPS[id].art),
      index === 0,
      holders,
      characterBoxes,
      backdrop.furniture,
      occupied,
      Math.min(ground, INNER.bottom - 30),
      people.table,
      backdrop.indoor,
      random,
    );
    if (!layer) continue;
    const held = TETHERED.has(PROPS[id].art) && layer.on === "air" ? tetherTo(layer, people.placed) : layer;
    occupied.push(held.box);
    placed.push({ kind: "prop", id, box: held.box, on: held.on, ...(held.foot ? { foot: held.foot } : {}) });
    props.push(held.svg);
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}">` +
    `<defs><clipPath id="page"><rect x="48" y="48" width="${PAGE_WIDTH - 96}" height="${PAGE_HEIGHT - 96}" rx="26"/></clipPath></defs>` +
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="#fff"/>` +
    `<g clip-path="url(#page)">${backdrop.svg}${people.layers.join("")}${props.join("")}</g>${frame()}</svg>`;
  return { svg, setting: plan.setting, placed };
}
