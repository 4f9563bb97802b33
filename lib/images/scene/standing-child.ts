import type { Drawing } from "@/lib/images/scene/prop-art";

// The child a page's words name, standing on his own two feet: the lost boy at the market, the one
// crying by the classroom door, the one told where the line starts. The one drawing there was of
// him sat on a waiting room's chair, drawn so even where nothing in the words seats him.

const o = (w = 6) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const l = (w = 6) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

/** How much higher than seated his body is drawn, standing on legs this much longer. */
const UP = 40;
/** Drawn at the seated child's size, so the two are one child. */
const SIZE = 1.3;

const legs = [-1, 1]
  .map(
    (side) =>
      `<rect x="${side * 28 - 16}" y="${-134 - UP}" width="32" height="${110 + UP}" rx="8" ${o(5)}/><ellipse cx="${side * 34}" cy="-18" rx="30" ry="16" ${o(5)}/>`,
  )
  .join("");

/**
 * One arm of the child: a sleeve from his shoulder along `to` (the rest of a quadratic path), white
 * down its middle so it reads as a sleeve, and his hand at `hand`.
 */
const arm = (side: number, to: string, hand: readonly [number, number]) => {
  const d = `M${side * 52} -272 ${to}`;
  return `<path d="${d}" ${l(22)}/><path d="${d}" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/><circle cx="${hand[0]}" cy="${hand[1]}" r="15" ${o(5)}/>`;
};

/**
 * His shorts, shirt, arms and head, seated or standing (the head's circle is one element, so a girl's
 * pigtails go in before it in either drawing).
 */
export const childBody = (seated: boolean) =>
  `<path d="M-60 -176 L60 -176 L62 -130 Q0 -120 -62 -130 Z" ${o()}/>` +
  `<path d="M-50 -282 Q0 -292 50 -282 C62 -250 62 -210 60 -176 L-60 -176 C-62 -210 -62 -250 -50 -282 Z" ${o()}/><path d="M-58 -232 L58 -232" ${l(5)}/>` +
  // Seated, his hands rest in his lap; standing, his arms hang at his sides.
  [-1, 1]
    .map((side) =>
      seated ? arm(side, `Q${side * 74} -220 ${side * 30} -186`, [side * 26, -184]) : arm(side, `Q${side * 80} -230 ${side * 74} -168`, [side * 74, -162]),
    )
    .join("") +
  `<rect x="-14" y="-300" width="28" height="22" ${o(5)}/>` +
  [-1, 1].map((side) => `<circle cx="${side * 56}" cy="-346" r="13" ${o(5)}/>`).join("") +
  `<circle cx="0" cy="-350" r="56" ${o()}/>` +
  `<path d="M-57 -356 C-62 -420 62 -420 57 -356 Q40 -378 20 -372 Q0 -386 -20 -372 Q-40 -378 -57 -356 Z" ${o()}/>` +
  `<circle cx="-20" cy="-344" r="6" fill="#000"/><circle cx="20" cy="-344" r="6" fill="#000"/><path d="M-32 -362 L-12 -370 M32 -362 L12 -370" ${l(5)}/>` +
  `<path d="M-18 -306 Q0 -322 18 -306" ${l(6)}/>`;

export const STANDING_CHILD: Drawing = {
  svg: `<g transform="scale(${SIZE})">${legs}<g transform="translate(0 ${-UP})">${childBody(false)}</g></g>`,
  width: 184 * SIZE,
  height: (412 + UP) * SIZE,
  zone: "ground",
  scale: SIZE,
};
