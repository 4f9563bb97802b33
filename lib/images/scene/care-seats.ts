import type { Box } from "@/lib/images/scene/backdrops";
import type { Setting } from "@/lib/story-writing/scene/plan";

// Where Pepita sits for a check-up: the dentist's reclining chair with its lamp and tray, and the
// doctor's examination table with its paper roll and step. Drawn at the size of the child who
// sits in it, in the built-in story's manner (white shapes, round bold outlines).

export type CareSeatKind = "dentist-chair" | "examination-table";
/** `seat`: the cushion she sits on; `sitterGround`: where a seated figure's feet go. */
export type CareSeat = { svg: string; box: Box; seat: Box; sitterGround: number };

export const CARE_SEATS: Partial<Record<Setting, CareSeatKind>> = {
  "dentist-office": "dentist-chair",
  "doctor-office": "examination-table",
};

/** A seated figure's seat is this far above its feet, in the built-in drawing's units. */
export const SEAT_ABOVE_FEET = 175;
/** The seated figure's height, in the same units. */
const SITTER_HEIGHT = 318;

const o = (w = 7) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const l = (w = 6) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const n = (v: number) => v.toFixed(1);

/**
 * The seat for someone sitting with her middle at `x`, drawn at figure scale `u`, standing on
 * `ground`; `side` (1 or -1) is where the lamp, the tray or the paper roll go.
 */
export function careSeat(kind: CareSeatKind, x: number, ground: number, u: number, side: 1 | -1): CareSeat {
  return kind === "dentist-chair" ? dentistChair(x, ground, u, side) : examinationTable(x, ground, u, side);
}

/** How far the seat reaches on each side of the sitter, in figure units: [towards -side, towards side]. */
export const CARE_SEAT_REACH: Record<CareSeatKind, [number, number]> = { "dentist-chair": [225, 310], "examination-table": [180, 330] };

function dentistChair(x: number, ground: number, u: number, side: 1 | -1): CareSeat {
  const feet = ground - 70 * u;
  const seatY = feet - SEAT_ABOVE_FEET * u;
  const head = feet - SITTER_HEIGHT * u;
  const s = (dx: number) => x + side * dx * u;
  const pole = s(250);
  const armrest = (dir: 1 | -1) => {
    const ax = x + dir * 170 * u;
    return `<path d="M${n(ax)} ${n(seatY - 60 * u)} L${n(ax)} ${n(seatY)}" ${l(12)}/><rect x="${n(ax - 50 * u)}" y="${n(seatY - 84 * u)}" width="${n(100 * u)}" height="${n(28 * u)}" rx="${n(12 * u)}" ${o()}/>`;
  };
  const lampX = s(120);
  const svg =
    // The lamp's stand on the floor, its arm over her head and the lamp; the tray on the same stand.
    `<ellipse cx="${n(pole)}" cy="${n(ground - 10)}" rx="${n(60 * u)}" ry="${n(16 * u)}" ${o(6)}/><rect x="${n(pole - 12 * u)}" y="${n(head - 170 * u)}" width="${n(24 * u)}" height="${n(ground - 10 - head + 170 * u)}" rx="${n(8 * u)}" ${o(6)}/>` +
    `<path d="M${n(pole)} ${n(head - 160 * u)} L${n(lampX)} ${n(head - 160 * u)} L${n(lampX)} ${n(head - 110 * u)}" ${l(14)}/><path d="M${n(pole)} ${n(head - 160 * u)} L${n(lampX)} ${n(head - 160 * u)} L${n(lampX)} ${n(head - 110 * u)}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="${n(lampX - 66 * u)}" y="${n(head - 112 * u)}" width="${n(132 * u)}" height="${n(56 * u)}" rx="${n(26 * u)}" ${o()}/><rect x="${n(lampX - 42 * u)}" y="${n(head - 100 * u)}" width="${n(84 * u)}" height="${n(32 * u)}" rx="${n(14 * u)}" ${o(5)}/>` +
    `<rect x="${n(pole - 70 * u)}" y="${n(seatY - 170 * u)}" width="${n(140 * u)}" height="${n(22 * u)}" rx="${n(8 * u)}" ${o(6)}/>` +
    `<circle cx="${n(pole - 34 * u)}" cy="${n(seatY - 196 * u)}" r="${n(20 * u)}" ${o(5)}/><path d="M${n(pole - 34 * u)} ${n(seatY - 176 * u)} L${n(pole - 24 * u)} ${n(seatY - 170 * u)}" ${l(5)}/>` +
    `<path d="M${n(pole + 10 * u)} ${n(seatY - 170 * u)} L${n(pole + 16 * u)} ${n(seatY - 214 * u)} L${n(pole + 50 * u)} ${n(seatY - 214 * u)} L${n(pole + 56 * u)} ${n(seatY - 170 * u)} Z" ${o(5)}/>` +
    // The chair: its foot and column, the leg rest, the seat, the reclined back and its headrest.
    `<ellipse cx="${n(x)}" cy="${n(ground - 12)}" rx="${n(130 * u)}" ry="${n(22 * u)}" ${o()}/><rect x="${n(x - 24 * u)}" y="${n(feet)}" width="${n(48 * u)}" height="${n(ground - 20 - feet)}" ${o(6)}/>` +
    `<g transform="rotate(${-side * 6} ${n(x)} ${n(seatY)})"><rect x="${n(x - 140 * u)}" y="${n(head + 10 * u)}" width="${n(280 * u)}" height="${n(seatY - head - 10 * u)}" rx="${n(50 * u)}" ${o()}/>` +
    `<rect x="${n(x - 110 * u)}" y="${n(head + 36 * u)}" width="${n(220 * u)}" height="${n(seatY - head - 70 * u)}" rx="${n(38 * u)}" ${o(5)}/>` +
    `<rect x="${n(x - 80 * u)}" y="${n(head - 50 * u)}" width="${n(160 * u)}" height="${n(66 * u)}" rx="${n(30 * u)}" ${o()}/></g>` +
    `<path d="M${n(x - 112 * u)} ${n(seatY + 16 * u)} L${n(x + 112 * u)} ${n(seatY + 16 * u)} L${n(x + 100 * u)} ${n(feet + 6 * u)} L${n(x - 100 * u)} ${n(feet + 6 * u)} Z" ${o()}/>` +
    `<rect x="${n(x - 124 * u)}" y="${n(feet)}" width="${n(248 * u)}" height="${n(26 * u)}" rx="${n(10 * u)}" ${o()}/>` +
    `<rect x="${n(x - 170 * u)}" y="${n(seatY - 26 * u)}" width="${n(340 * u)}" height="${n(52 * u)}" rx="${n(22 * u)}" ${o()}/>` +
    armrest(-1) +
    armrest(1);
  const [near, far] = CARE_SEAT_REACH["dentist-chair"];
  const left = side > 0 ? x - near * u : x - far * u;
  return {
    svg: `<g data-part="dentist-chair">${svg}</g>`,
    box: { x: left, y: head - 180 * u, w: (near + far) * u, h: ground - head + 180 * u },
    seat: { x: x - 170 * u, y: seatY - 26 * u, w: 340 * u, h: 52 * u },
    sitterGround: feet,
  };
}

function examinationTable(x: number, ground: number, u: number, side: 1 | -1): CareSeat {
  const feet = ground - 140 * u;
  const seatY = feet - SEAT_ABOVE_FEET * u;
  const s = (dx: number) => x + side * dx * u;
  const [near, far] = CARE_SEAT_REACH["examination-table"];
  const from = x - side * near * u;
  const to = s(far - 40);
  const [a, b] = [Math.min(from, to), Math.max(from, to)];
  const roll = s(far - 22);
  const svg =
    // The cabinet under the table, with two drawers and their knobs.
    `<rect x="${n(a + 24 * u)}" y="${n(seatY + 22 * u)}" width="${n(b - a - 48 * u)}" height="${n(ground - seatY - 22 * u)}" rx="${n(8 * u)}" ${o()}/>` +
    `<path d="M${n(a + 24 * u)} ${n((seatY + ground) / 2)} L${n(b - 24 * u)} ${n((seatY + ground) / 2)}" ${l(5)}/>` +
    `<circle cx="${n(s(190))}" cy="${n(seatY + (ground - seatY) * 0.28)}" r="${n(12 * u)}" ${o(5)}/><circle cx="${n(s(190))}" cy="${n(seatY + (ground - seatY) * 0.75)}" r="${n(12 * u)}" ${o(5)}/>` +
    // The raised head end and the padded top, the paper sheet pulled over it from the roll.
    `<path d="M${n(s(far - 170))} ${n(seatY - 20 * u)} L${n(s(far - 40))} ${n(seatY - 150 * u)} L${n(s(far - 20))} ${n(seatY - 130 * u)} L${n(s(far - 40))} ${n(seatY - 20 * u)} Z" ${o()}/>` +
    `<rect x="${n(a)}" y="${n(seatY - 24 * u)}" width="${n(b - a)}" height="${n(48 * u)}" rx="${n(18 * u)}" ${o()}/>` +
    `<path d="M${n(a + 10 * u)} ${n(seatY - 12 * u)} L${n(b - 10 * u)} ${n(seatY - 12 * u)}" ${l(4)}/>` +
    `<circle cx="${n(roll)}" cy="${n(seatY + 4 * u)}" r="${n(36 * u)}" ${o(6)}/><circle cx="${n(roll)}" cy="${n(seatY + 4 * u)}" r="${n(13 * u)}" ${o(5)}/>` +
    // The two-step stool her feet rest on.
    `<rect x="${n(x - 90 * u)}" y="${n(feet + 4 * u)}" width="${n(180 * u)}" height="${n(30 * u)}" rx="${n(8 * u)}" ${o()}/>` +
    `<rect x="${n(x - 110 * u)}" y="${n(feet + 70 * u)}" width="${n(220 * u)}" height="${n(28 * u)}" rx="${n(8 * u)}" ${o()}/>` +
    `<path d="M${n(x - 80 * u)} ${n(feet + 34 * u)} L${n(x - 100 * u)} ${n(ground)} M${n(x + 80 * u)} ${n(feet + 34 * u)} L${n(x + 100 * u)} ${n(ground)}" ${l(12)}/>`;
  return {
    svg: `<g data-part="examination-table">${svg}</g>`,
    box: { x: Math.min(a, roll - 36 * u), y: seatY - 160 * u, w: Math.max(b, roll + 36 * u) - Math.min(a, roll - 36 * u), h: ground - seatY + 160 * u },
    seat: { x: a, y: seatY - 24 * u, w: b - a, h: 48 * u },
    sitterGround: feet,
  };
}
