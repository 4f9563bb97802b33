import type { Box } from "@/lib/images/scene/backdrops";
import { withMinStroke } from "@/lib/images/scene/figures";
import { l, overlaps, type Foot } from "@/lib/images/scene/layout-basics";
import type { Drawing } from "@/lib/images/scene/prop-art";

// A thing the page's action puts in the park's pond ("pulling the ball out of the pond") floats on
// its water, not on the grass in front of it: its lower part under the waterline, ripples round it.

/** A page whose action has a thing in the pond: fallen into it, floating on it, fished out of it. */
export const IN_THE_POND = /\b(?:in|into|on|out of) the pond\b/i;

/** How much of the thing's height is under the water. */
const SUNK = 0.3;
/** Its sizes on the water, largest first: the pond is a step behind the characters, so a little smaller than on the grass, never too small to colour. */
const SIZES = [1.1, 1, 0.9, 0.8] as const;
const n = (v: number) => v.toFixed(1);

/**
 * The thing afloat on the pond (its box on the page), as large as fits clear of `occupied` and
 * nearest the water's middle, where the characters leave it in sight; undefined where no spot
 * on the water is clear. `box` is the part above the water.
 */
export function afloat(drawing: Drawing, pond: Box, occupied: Box[]): { svg: string; box: Box; foot: Foot } | undefined {
  const [cx, rx] = [pond.x + pond.w / 2, pond.w / 2];
  const waterline = pond.y + pond.h * 0.55;
  for (const scale of SIZES) {
    const [w, h] = [drawing.width * scale, drawing.height * scale];
    const ripple = w * 0.35;
    // Its ripples stay on the water, inside the pond's rim.
    const reach = rx * 0.92 - w / 2 - ripple;
    for (let step = 0; step * 12 <= reach; step++)
      for (const side of step === 0 ? [0] : [-1, 1]) {
        const x = cx + side * step * 12;
        const box = { x: x - w / 2, y: waterline - h * (1 - SUNK), w, h: h * (1 - SUNK) };
        if (occupied.some((other) => overlaps(box, other))) continue;
        const bottom = waterline + h * SUNK;
        const wave = `M${n(x - w / 2 - ripple)} ${n(waterline)} q${n(ripple / 2)} -10 ${n(ripple)} 0 Q${n(x)} ${n(waterline + 14)} ${n(x + w / 2)} ${n(waterline)} q${n(ripple / 2)} -10 ${n(ripple)} 0`;
        // A page has one pond and one thing afloat on it, so its waterline's clip has one name.
        return {
          svg:
            `<clipPath id="afloat"><rect x="${n(x - w)}" y="${n(waterline - 2 * h)}" width="${n(2 * w)}" height="${n(2 * h)}"/></clipPath>` +
            `<g clip-path="url(#afloat)"><g transform="translate(${n(x)} ${n(bottom)}) scale(${scale.toFixed(3)})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g></g>` +
            `<path d="${wave}" ${l(5)}/>`,
          box,
          foot: { x, y: waterline, surface: pond },
        };
      }
  }
  return undefined;
}
