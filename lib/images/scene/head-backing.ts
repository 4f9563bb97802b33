// Abuelita's face, hair, ears and earrings drawn once more behind her, in white and a little
// larger: a line of the place behind her (a cabinet's edge, a wall's band) passing behind her
// head showed through the gaps between her ear, her earring and her hair, and cut them into
// slivers too small to colour that printed black. With the backing it stops just short of her
// outline. Her bun and hair flower are left out: backed, the flower cut open the lines of a candle
// or shelf beside it, whose pieces were filled black.

/** Abuelita's face, the same in every drawing of her: the head's ellipse, in the drawing's units. */
const HEAD = /^<ellipse cx="0" cy="(-?[\d.]+)" rx="56" ry="60"/;
/** How far the backing reaches past her outlines, in the drawing's units (a stroke this wide, less her own). */
const REACH = 16;

/** The first point a shape is drawn at: an ellipse's or circle's centre, a path's start. */
function startOf(tag: string): { x: number; y: number } | undefined {
  const centre = / cx="(-?[\d.]+)" cy="(-?[\d.]+)"/.exec(tag);
  if (centre) return { x: Number(centre[1]), y: Number(centre[2]) };
  const start = / d="M(-?[\d.]+) (-?[\d.]+)/.exec(tag);
  return start ? { x: Number(start[1]), y: Number(start[2]) } : undefined;
}

/**
 * The white backing of Abuelita's head in a drawing of hers (its own outer group round it), or
 * nothing for any other drawing. Only closed shapes from her brow down to her chin are backed.
 */
export function headBacking(svg: string): string {
  const tags = svg.match(/<[^>]+>/g) ?? [];
  const head = tags.map((tag) => HEAD.exec(tag)).find((found) => found);
  if (!head || !tags[0]?.startsWith("<g")) return "";
  const chin = Number(head[1]) + 60;
  let depth = 0;
  const backed: string[] = [];
  for (const tag of tags.slice(1)) {
    if (tag.startsWith("</g")) depth--;
    else if (tag.startsWith("<g")) depth++;
    else if (depth === 0 && !tag.includes('fill="none"')) {
      const at = startOf(tag);
      if (at && at.y < chin && at.y > chin - 112 && !tag.includes("transform=") && Math.abs(at.x) < 110)
        backed.push(tag.replace(/ (?:fill|stroke|stroke-width)="[^"]*"/g, "").replace(/\/?>$/, ` fill="#fff" stroke="#fff" stroke-width="${REACH}"/>`));
    }
  }
  return backed.length ? `${tags[0]}${backed.join("")}</g>` : "";
}
