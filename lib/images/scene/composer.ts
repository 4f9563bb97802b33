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

export type Placed = { kind: "character"; name: Character; pose: Pose; box: Box } | { kind: "prop"; id: PropId; box: Box } | { kind: "furniture"; box: Box };
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

const FRAMING_SCALE = { wide: 1.0, medium: 1.2, "close-up": 1.55 } as const;
const BACKDROP_ZOOM = { wide: 1.0, medium: 1.15, "close-up": 1.35 } as const;

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

/** A table or counter; a tiled front or plain legs, as the page's seed says. */
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
  random: () => number,
): { layers: string[]; placed: Placed[]; table?: Box; sideways: number } {
  let scale = framingScale;
  const layers: string[] = [];
  const placed: Placed[] = [];
  const poses = new Map(plan.characters.map((c) => [c.name, c.pose] as const));
  const abuelita = poses.get("Abuelita");
  const pepita = poses.get("Pepita");
  const pair = abuelita !== undefined && pepita !== undefined;
  const swap = random() > 0.6 && pepita !== "lap" && pepita !== "sleeping";
  const centre = 512 + (random() - 0.5) * 160;

  if (pepita === "sleeping") {
    const bedX = abuelita ? 330 : 180;
    const w = Math.min(560, INNER.right - bedX - 30);
    const drawnBed = bed(bedX, ground, w);
    const head = figure("pepita-sleeping", drawnBed.pillow.x + 40, drawnBed.pillow.y + 40, 1.25);
    layers.push(drawnBed.svg, head.svg, quilt(bedX + 150, drawnBed.pillow.y + 10, w - 150, 220));
    placed.push({ kind: "character", name: "Pepita", pose: "sleeping", box: { x: bedX - 20, y: ground - 450, w: w + 40, h: 450 } });
    if (abuelita) {
      const a = figure(figureFor("Abuelita", abuelita === "sleeping" ? "standing" : abuelita, random), bedX - 150 * scale * 0.8, ground, Math.min(scale, 1.05));
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
    const p = figure("pepita-bench", centre + 85 * scale, ground - 150 * scale, scale * 0.8);
    layers.push(chair(centre, seat, a.box.w + 40, a.box.y + 60), a.svg, p.svg);
    placed.push({ kind: "character", name: "Abuelita", pose: "sitting", box: a.box }, { kind: "character", name: "Pepita", pose: "lap", box: p.box });
    return { layers, placed, sideways: 0 };
  }

  const order: [Character, Pose][] = [];
  if (abuelita) order.push(["Abuelita", abuelita]);
  if (pepita) order.push(["Pepita", pepita]);
  if (swap) order.reverse();
  const together = pair && (abuelita === "hugging" || abuelita === "walking");
  const figures = order.map(([name, pose], i) => {
    const drawing = figureFor(name, pose, random);
    return { name, pose, drawing, part: partAtOrigin(drawing, false), mirror: pair && i === 1 && pose !== "working" };
  });
  // Two wide poses (dancing skirts) are drawn a little smaller rather than cut by the frame.
  const natural = figures.reduce((sum, f) => sum + f.part.width, 0) + (together ? -30 : 60) * (figures.length - 1);
  scale = Math.min(scale, (INNER.right - INNER.left - 30) / natural);
  const gap = together ? -30 * scale : 60 * scale;
  const total = figures.reduce((sum, f) => sum + f.part.width * scale, 0) + gap * (figures.length - 1);
  let x = Math.max(INNER.left + 10, Math.min(centre - total / 2, INNER.right - 10 - total));
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
  if (figures.some((f) => f.pose === "working")) {
    // The table runs the width of the page, so what is on it has room beside the characters.
    const left = INNER.left + 10;
    const right = INNER.right - 10;
    const top = ground - 190 * scale;
    layers.push(table(left, top, right - left, ground, random() > 0.5));
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

/** Where a prop may go, best first: a table prop goes on the table, else the floor, else a wall shelf indoors. */
function zonesFor(drawing: Drawing, table: Box | undefined, indoor: boolean): ("table" | "ground" | "sky" | "shelf")[] {
  const high = indoor ? "shelf" : "sky";
  if (drawing.zone === "table") return table ? ["table", "ground", high] : ["ground", high];
  if (drawing.zone === "sky") return ["sky", "ground"];
  return ["ground", high];
}

function placeProp(drawing: Drawing, occupied: Box[], ground: number, table: Box | undefined, indoor: boolean, random: () => number): Layer | null {
  for (const zone of zonesFor(drawing, table, indoor)) {
    const layer = placeIn(zone, drawing, occupied, ground, table, random, [1.2, 1, 0.85, 0.7, 0.6]);
    if (layer) return layer;
  }
  // A crowded page still shows every prop the plan names, smaller, wherever there is room.
  return placeIn("anywhere", drawing, occupied, ground, table, random, [0.5, 0.42, 0.34, 0.28]);
}

function placeIn(
  zone: "table" | "ground" | "sky" | "shelf" | "anywhere",
  drawing: Drawing,
  occupied: Box[],
  ground: number,
  table: Box | undefined,
  random: () => number,
  scales: number[],
): Layer | null {
  for (const scale of scales) {
    const w = drawing.width * scale;
    const h = drawing.height * scale;
    const candidates: { x: number; y: number }[] = [];
    const offset = random() * 40;
    if (zone === "table" && table) {
      for (let x = table.x + w / 2 + 10; x <= table.x + table.w - w / 2 - 10; x += 20) candidates.push({ x, y: table.y });
    }
    if (zone === "sky" || zone === "shelf") {
      for (let y = INNER.top + 20 + h; y <= 900; y += 30)
        for (let x = INNER.left + w / 2 + offset / 4; x <= INNER.right - w / 2; x += 24) candidates.push({ x, y });
    }
    if (zone === "anywhere") {
      for (let y = INNER.top + 20 + h; y <= INNER.bottom - 10; y += 24)
        for (let x = INNER.left + w / 2 + 10; x <= INNER.right - w / 2 - 10; x += 24) candidates.push({ x, y });
    }
    if (zone === "ground") {
      for (const y of [ground + 40, ground + 150, ground]) {
        const xs: number[] = [];
        for (let x = INNER.left + w / 2 + 10 + offset / 2; x <= INNER.right - w / 2 - 10; x += 20) xs.push(x);
        candidates.push(...(random() > 0.5 ? xs : xs.reverse()).map((x) => ({ x, y })));
      }
    }
    for (const spot of candidates) {
      const shelf = zone === "shelf" ? 18 : 0;
      const box = { x: spot.x - w / 2 - (shelf ? 16 : 0), y: spot.y - h, w: w + (shelf ? 32 : 0), h: h + shelf };
      if (!inside(box) || occupied.some((other) => overlaps(box, other))) continue;
      const art = `<g transform="translate(${spot.x.toFixed(1)} ${spot.y.toFixed(1)}) scale(${scale})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`;
      return { svg: shelf ? art + SHELF(spot.x, spot.y, w) : art, box };
    }
  }
  return null;
}

function frame(): string {
  return `<rect x="22" y="22" width="${PAGE_WIDTH - 44}" height="${PAGE_HEIGHT - 44}" rx="40" ${o(9)}/>`;
}

/** The page for a plan; `seed` (the story and page) varies placements, never what is drawn. */
export function composeScene(plan: ScenePlan, seed: string): Composition {
  const random = seededRandom(`${seed}\n${JSON.stringify(plan)}`);
  const drawnBackdrop = BACKDROPS[plan.setting](plan.timeOfDay, plan.weather);
  // Half the pages see their place from the other side, so two pages in one place still differ.
  const mirrored = random() > 0.5;
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
  const people = cast(plan, ground, scale, random);
  const occupied: Box[] = [...backdrop.furniture, ...people.placed.map((p) => p.box)];
  if (people.table) occupied.push({ ...people.table, h: people.table.h - 30, y: people.table.y + 30 });
  const placed: Placed[] = [...backdrop.furniture.map((box) => ({ kind: "furniture" as const, box })), ...people.placed];
  const props: string[] = [];
  for (const id of plan.props) {
    const drawing = PROP_ART[PROPS[id].art]();
    const layer = placeProp(drawing, occupied, Math.min(ground, INNER.bottom - 30), people.table, backdrop.indoor, random);
    if (!layer) continue;
    occupied.push(layer.box);
    placed.push({ kind: "prop", id, box: layer.box });
    props.push(layer.svg);
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}">` +
    `<defs><clipPath id="page"><rect x="48" y="48" width="${PAGE_WIDTH - 96}" height="${PAGE_HEIGHT - 96}" rx="26"/></clipPath></defs>` +
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="#fff"/>${frame()}` +
    `<g clip-path="url(#page)">${backdrop.svg}${people.layers.join("")}${props.join("")}</g></svg>`;
  return { svg, setting: plan.setting, placed };
}
