import redrawn from "@/lib/images/scene/redrawn-details.json";
import parts from "@/lib/images/scene/story-parts.json";

// Parts cut from the built-in story's hand-drawn scenes (public/original-story/*.svg), so
// generated pages draw the same Abuelita and Pepita in the same hand. Each part is the scene's
// own group, in that scene's 850x1100 coordinates, with the box it covers there. The JSON is
// written by `npm run art:parts` (scripts/cut-story-parts.ts), one element a line so a redrawn
// scene shows as a readable diff: edit the scenes, not the JSON.

export type Part = { svg: string; box: readonly [x: number, y: number, width: number, height: number] };
export type PartName = keyof typeof parts;

/**
 * Details of the built-in drawings redrawn for generated pages, which draw them larger or smaller
 * than their scenes do: Abuelita's earrings (rings too small inside to colour) as open hooks, her
 * ears when standing wide enough to colour past her face, the waistband of Pepita's dancing
 * dress down to its bodice's hem, her everyday dress's waistband, dancing or not, lower and
 * straighter so its corners clear her puffed sleeves (they met in a black corner under each; not
 * over the flower pot she holds, whose rim it would crowd), and Pepita's collar tucked under her
 * chin (the sliver of neck between them), and Pepita's hair beside her cheeks as a lock over each ear (the ears and the
 * braids' first plait line hidden under it: the hair's tip against her cheek was a black wedge),
 * and her socks' cuffs higher up her legs (drawn small, the band above her shoes filled black).
 * Drawn as they were, each printed as a solid black bit. And the mug, redrawn with
 * straight sides and a handle closed round its hole: tapered, with a thin handle, it read as a bucket.
 * And the flower in the pot Pepita holds as one bloom of round petals sitting in the pot: its
 * frilled rings, leaves and stem crowded into her waistband printed as one black blot. And, holding
 * that pot, her dress's sides run under her arms to her elbows and flare from there, its waistband,
 * frill line, flowers and her thumbs left out and her braids' bows turned out a little: the crook of
 * each arm held a pocket against the dress's side, and the waistband's corners, a petal and a bow's
 * tails closed slivers against her arms, each printed black. And the handle of the basket Abuelita
 * carries as she waves, narrower and further out: it ran down along her apron's side in a sliver.
 */
const REDRAWN: { in?: string[]; from: string; to: string }[] = Object.values(redrawn).flat();

export function storyPart(name: PartName): Part {
  const { box, svg } = parts[name];
  const details = REDRAWN.filter((detail) => !detail.in || detail.in.includes(name));
  // TypeScript reads the JSON's boxes as plain arrays; the cutter writes four numbers in each.
  return { box: box as [number, number, number, number], svg: svg.map((tag) => details.find((detail) => detail.from === tag)?.to ?? tag).join("") };
}
