import type { Box } from "@/lib/images/scene/backdrops";
import { PAGE_WIDTH, type Placed } from "@/lib/images/scene/layout-basics";
import { dressed, SEATED_PART, type Wrists } from "@/lib/images/scene/outfit-art";
import { partAtOrigin, PROP_ART } from "@/lib/images/scene/prop-art";
import { storyPart, type PartName } from "@/lib/images/scene/story-parts";
import type { Character, Worn } from "@/lib/story-writing/scene/plan";

// The characters as a page draws them: the built-in story's Abuelita and Pepita at a scale, in
// their outfits, and what the composer adds to their drawings for a pose the built-in scenes do not
// have: Pepita's arms (down, holding, reaching up, to a hand), a hug and hand in hand.

const o = (w = 7) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;

/**
 * The thinnest line on the page, in its pixels: 3 dots at 150 DPI once the PDF prints the page
 * 8 inches tall (1536 pixels over 1200 dots), rounded up with a little to spare.
 */
export const MIN_STROKE = 4.2;

/** Thin lines of a drawing drawn smaller than its own size are widened back to the minimum. */
export function withMinStroke(svg: string, scale: number): string {
  return svg.replace(/stroke-width="([\d.]+)"/g, (_, width: string) => `stroke-width="${Math.max(Number(width), MIN_STROKE / scale).toFixed(2)}"`);
}

export type Wearer = { who: Character; outfit?: Worn; indoors?: boolean };

/** A figure with its feet's middle at (x, ground), at the given scale; mirrored faces the other way. */
export function figure(name: PartName, x: number, ground: number, scale: number, mirror = false, wearer?: Wearer): { svg: string; box: Box } {
  const part = partAtOrigin(name, mirror, (svg) => (wearer ? dressed(svg, wearer.who, wearer.outfit, wearer.indoors) : svg));
  const w = part.width * scale;
  const h = part.height * scale;
  return {
    svg: `<g transform="translate(${x.toFixed(1)} ${ground.toFixed(1)}) scale(${scale})">${withMinStroke(part.svg, scale)}</g>`,
    box: { x: x - w / 2, y: ground - h, w, h },
  };
}

export type Point = { x: number; y: number };

/**
 * Where a point of a character's own body (in the built-in generator's units: feet at 0, Pepita's
 * shoulders at y -210, Abuelita's at -415) lands on the page once the figure is drawn.
 */
export function bodyPoint(name: PartName, mirror: boolean, at: { x: number; ground: number; scale: number }, local: Point): Point {
  const part = storyPart(name);
  const [bx, by, bw, bh] = part.box;
  const group = /translate\((-?[\d.]+) (-?[\d.]+)\)(?: scale\(([\d.]+))?/.exec(part.svg)!;
  const [gx, gy, k] = [Number(group[1]), Number(group[2]), Number(group[3] ?? 1)];
  const dx = (gx + local.x * k - (bx + bw / 2)) * at.scale;
  return { x: at.x + (mirror ? -dx : dx), y: at.ground + (gy + local.y * k - (by + bh)) * at.scale };
}

/** A hand in the built-in drawings: the small ellipse at the end of an arm, Abuelita's larger than Pepita's. */
const DRAWN_HAND = /<ellipse cx="(-?[\d.]+)" cy="(-?[\d.]+)" rx="(?:16\.3|12\.2)" ry="(?:13\.8|10\.3)"/g;

/**
 * Where the hands a figure's own drawing has are on the page: those held low, at her sides, or
 * where her drawing holds every hand up (waving, dancing), all of them.
 */
export function drawnHands(name: PartName, mirror: boolean, at: { x: number; ground: number; scale: number }): Point[] {
  const found = [...storyPart(name).svg.matchAll(DRAWN_HAND)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
  // A drawing may outline one hand twice.
  const hands = found.filter((hand, i) => found.findIndex((other) => Math.hypot(other.x - hand.x, other.y - hand.y) < 4) === i);
  const shoulder = name.startsWith("abuelita") ? ABUELITA_SHOULDER.y : PEPITA_SHOULDER.y;
  const low = hands.filter((hand) => hand.y > shoulder);
  return (low.length ? low : hands).map((hand) => bodyPoint(name, mirror, at, hand));
}

type Arm = { sleeve: string; hand: string; to: Point; bend: Point };

/** An arm as a sleeve a child can colour (a wide black stroke with a white one inside it), and its hand. */
export function arm(from: Point, bend: Point, to: Point, width: number): Arm {
  const d = `M${from.x.toFixed(1)} ${from.y.toFixed(1)} Q${bend.x.toFixed(1)} ${bend.y.toFixed(1)} ${to.x.toFixed(1)} ${to.y.toFixed(1)}`;
  return {
    sleeve:
      `<path d="${d}" fill="none" stroke="#000" stroke-width="${width.toFixed(1)}" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="#fff" stroke-width="${(width - 12).toFixed(1)}" stroke-linecap="round"/>`,
    hand: `<ellipse cx="${to.x.toFixed(1)}" cy="${to.y.toFixed(1)}" rx="${(width * 0.62).toFixed(1)}" ry="${(width * 0.52).toFixed(1)}" ${o(6)}/>`,
    to,
    bend,
  };
}

/**
 * What her outfit puts at the wrist of an arm the composer draws: a knitted cuff ribbed along the
 * arm (a sweater's, or a mitten's under it) just short of the hand, and a mitten, rounder and
 * bigger than the hand, in place of it.
 */
function atWrist({ hand, to, bend }: Arm, width: number, wrists: Wrists | undefined): string {
  if (!wrists) return hand;
  const length = Math.hypot(to.x - bend.x, to.y - bend.y) || 1;
  const [ux, uy] = [(to.x - bend.x) / length, (to.y - bend.y) / length];
  const at = { x: to.x - ux * width * 0.85, y: to.y - uy * width * 0.85 };
  const [along, across] = [width * 0.6, width * 1.15];
  const ribs = [-0.25, 0.25]
    .map(
      (k) =>
        `<path d="M${(-along * 0.22).toFixed(1)} ${(k * across).toFixed(1)} L${(along * 0.22).toFixed(1)} ${(k * across).toFixed(1)}" fill="none" stroke="#000" stroke-width="4" stroke-linecap="round"/>`,
    )
    .join("");
  const cuff =
    `<g transform="translate(${at.x.toFixed(1)} ${at.y.toFixed(1)}) rotate(${((Math.atan2(uy, ux) * 180) / Math.PI).toFixed(1)})">` +
    `<rect x="${(-along / 2).toFixed(1)}" y="${(-across / 2).toFixed(1)}" width="${along.toFixed(1)}" height="${across.toFixed(1)}" rx="${(along * 0.3).toFixed(1)}" ${o(5)}/>${ribs}</g>`;
  const mitten = `<ellipse cx="${to.x.toFixed(1)}" cy="${to.y.toFixed(1)}" rx="${(width * 0.8).toFixed(1)}" ry="${(width * 0.68).toFixed(1)}" ${o(6)}/>`;
  return cuff + (wrists === "mittens" ? mitten : hand);
}

export const whole = ({ sleeve, hand }: Arm) => sleeve + hand;

/**
 * Pepita standing with her arms at her sides, holding something, reaching for a hand or working at
 * a table is a built-in drawing whose arms the scene drew apart (round a sugar skull, behind the
 * table): the composer gives her arms where the page needs them.
 */
export const ARMLESS = new Set<PartName>(["pepita-holding-skull", "pepita-working", "pepita-at-table"]);
export const PEPITA_SHOULDER = { x: 42, y: -204 };
export const ABUELITA_SHOULDER = { x: 76, y: -390 };
/**
 * How far down a character's box her chin comes, at the lowest over all her drawings (Pepita on the
 * bench, Abuelita waving from it): above it, across the box, is her face, which nothing may cover.
 */
export const CHIN = { Abuelita: 0.32, Pepita: 0.4 } as const;

/** Abuelita blessing, without the arm she raises: that arm is drawn round Pepita or to her hand. */
export function withoutRaisedArm(svg: string): string {
  const tags = svg.match(/<[^>]+>/g) ?? [];
  const shawl = tags.findIndex((tag) => tag.startsWith('<path d="M-26 -438 C'));
  return tags.filter((tag, i) => !(shawl >= 0 && i > shawl && tag.includes('stroke-width="5.5"') && Number(/d="M(-?[\d.]+)/.exec(tag)?.[1]) > 50)).join("");
}

/** A figure whose arms the composer draws: where it stands, and where its hands go. */
export type ArmlessFigure = {
  drawing: PartName;
  mirror: boolean;
  x: number;
  ground: number;
  scale: number;
  box: Box;
  reach?: { towards: 1 | -1; to: Point };
  /** Both hands up above her head. */
  up?: boolean;
  /** Waving hello with one arm, what she carries in the other hand at her side. */
  wave?: boolean;
  /** The top of the table she works at: her hands rest on it, or on what stands on it in front of her. */
  table?: Box;
  /** What her outfit puts at her wrists: a sweater's cuffs, or mittens. */
  wrists?: Wrists;
};

const sleeveWidth = (scale: number) => 24 * scale;

/** Where the bow of her braid is, in her drawing's units: just past its loops' outer side, from their top to its tails' ends. */
const BRAID_BOW = { x: 126, top: -206, bottom: -150 };

/** The point of an arm's curve `t` of the way from its shoulder to its hand. */
const along = ({ sleeve, bend, to }: Arm, t: number): Point => {
  const from = /d="M(-?[\d.]+) (-?[\d.]+)/.exec(sleeve)!;
  const [x0, y0] = [Number(from[1]), Number(from[2])];
  const k = 1 - t;
  return { x: k * k * x0 + 2 * k * t * bend.x + t * t * to.x, y: k * k * y0 + 2 * k * t * bend.y + t * t * to.y };
};

/**
 * Her lowered hand, at her side, in her drawing's units, and the bend of the arm down to it: it
 * carries what she brings there too. An arm bowed out past her braid crossed its ribbon's tails in
 * pockets that printed black.
 */
const HAND_DOWN = { hand: { x: 60, y: -118 }, bend: { x: 68, y: -168 } };
/**
 * Her waving arm, in her drawing's units: out from under her braid at her shoulder and up beside
 * her head, its hand well clear of her hair; raised close to her head as when she reaches up with
 * both, it ran between her hair and her braid in pockets that printed black.
 */
const WAVE = { bend: { x: 150, y: -236 }, hand: { x: 150, y: -340 } };
/** How far down what she carries at her side her hand holds it: near its top, in the middle (a bucket's handle). */
const GRIP = 0.18;

/**
 * What Pepita carries at her side as she waves with her other arm (the stack of books, the bucket,
 * the ball she brings): its top in her lowered hand, out beside her dress. `side`: the page's side
 * it is on; `size`: its drawn width and height.
 */
export function carriedAt(figure: ArmlessFigure, side: 1 | -1, size: { w: number; h: number }): Box {
  const hand = bodyPoint(figure.drawing, figure.mirror, figure, { x: (figure.mirror ? -side : side) * HAND_DOWN.hand.x, y: HAND_DOWN.hand.y });
  return { x: hand.x - size.w / 2, y: hand.y - size.h * GRIP, w: size.w, h: size.h };
}

/** The hand on what she carries at her side. */
const gripOn = (held: Box): Point => ({ x: held.x + held.w / 2, y: held.y + held.h * GRIP });

/**
 * The page's side of what she carries at her side; carrying nothing, her free hand is on her side
 * nearer the frame and she waves towards the page's middle, where her hand has room.
 */
const carrySide = (figure: ArmlessFigure, held: Box | undefined): 1 | -1 => ((held ? held.x + held.w / 2 < figure.x : figure.x < PAGE_WIDTH / 2) ? -1 : 1);

/** How far across the table her hand reaches from her shoulder, in her drawing's units. */
const TABLE_REACH = 150;

/**
 * Both of Pepita's arms: up, to what she holds, to a hand she holds, or down at her sides. The sleeves
 * go under her drawing, so its puffed sleeves cover where they start; the hands over what she holds.
 */
export function pepitaArms(figure: ArmlessFigure, held: Box | undefined): { sleeves: string; forearms: string; hands: string; at: Point[] } {
  const at = { x: figure.x, ground: figure.ground, scale: figure.scale };
  const point = (local: Point) => bodyPoint(figure.drawing, figure.mirror, at, local);
  const width = sleeveWidth(figure.scale);
  const arms = ([-1, 1] as const).map((side) => {
    // `side` is the page's side: the drawing's own left and right swap when it is mirrored.
    const local = (x: number, y: number) => point({ x: (figure.mirror ? -side : side) * x, y });
    const shoulder = local(PEPITA_SHOULDER.x, PEPITA_SHOULDER.y);
    if (figure.reach && figure.reach.towards === side) {
      const to = figure.reach.to;
      const reaching = arm(shoulder, { x: shoulder.x + side * 12 * figure.scale, y: (shoulder.y + to.y) / 2 + 18 * figure.scale }, to, width);
      // Between her arm held out and her braid's bow, white under her: a line of the place behind
      // her showed through that gap and cut a wedge off it too small to colour, which printed black.
      const gap = [shoulder, local(BRAID_BOW.x, BRAID_BOW.top), local(BRAID_BOW.x, BRAID_BOW.bottom), along(reaching, 0.5)];
      return {
        ...reaching,
        sleeve: `<path d="M${gap.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(" L")} Z" fill="#fff" stroke="none"/>` + reaching.sleeve,
      };
    }
    // Raised, from under her puffed sleeve out past her braid and up beside her head: bent close to
    // her head, the arm crossed the braid in narrow pockets that printed black. Waving, one arm is
    // raised and the other holds what she carries, or hangs at her side.
    if (figure.up) return arm(local(50, -204), local(118, -244), local(80, -358), width);
    if (figure.wave) {
      if (side !== carrySide(figure, held)) return arm(local(50, -204), local(WAVE.bend.x, WAVE.bend.y), local(WAVE.hand.x, WAVE.hand.y), width);
      if (held) return arm(shoulder, local(HAND_DOWN.bend.x, HAND_DOWN.bend.y), gripOn(held), width);
    }
    if (figure.table) {
      // The table top is at her chest: her elbows rest on it at her sides and her forearms lie on
      // it, drawn over her, to her hands in front of her or on what she holds, within her reach.
      const elbow = { x: shoulder.x + side * 10 * figure.scale, y: figure.table.y + 4 };
      const reach = TABLE_REACH * figure.scale;
      const to = held
        ? {
            x: Math.max(shoulder.x - reach, Math.min(shoulder.x + reach, side < 0 ? held.x + 6 : held.x + held.w - 6)),
            // Low on its sides, where her forearms on the table can hold it.
            y: Math.min(held.y + held.h * 0.7, figure.table.y + 4),
          }
        : { x: point({ x: 0, y: PEPITA_SHOULDER.y }).x + side * 24 * figure.scale, y: figure.table.y + 6 };
      const upper = arm(shoulder, { x: (shoulder.x + elbow.x) / 2 + side * 6 * figure.scale, y: (shoulder.y + elbow.y) / 2 }, elbow, width);
      const fore = arm(elbow, { x: (elbow.x + to.x) / 2, y: Math.max(elbow.y, to.y) + 4 * figure.scale }, to, width);
      return { sleeve: upper.sleeve, forearm: fore.sleeve, hand: fore.hand, to, bend: fore.bend };
    }
    if (held) {
      const y = held.y + held.h * 0.55;
      const to = { x: side < 0 ? held.x + 6 : held.x + held.w - 6, y };
      // Her elbows out past her sides, so a sleeve never runs down along the dress's edge to make one black band with it.
      return arm(shoulder, { x: shoulder.x + side * 48 * figure.scale, y: to.y + 10 * figure.scale }, to, width);
    }
    return arm(shoulder, local(HAND_DOWN.bend.x, HAND_DOWN.bend.y), local(HAND_DOWN.hand.x, HAND_DOWN.hand.y), width);
  });
  return {
    sleeves: arms.map((a) => a.sleeve).join(""),
    forearms: arms.map((a) => ("forearm" in a ? a.forearm : "")).join(""),
    hands: arms.map((a) => atWrist(a, width, figure.wrists)).join(""),
    at: arms.map((a) => a.to),
  };
}

/** Where a figure's arms go in the layers, filled in once the page knows what its hands hold. */
export const armsSlot = (index: number) => `<g id="arms-${index}"/>`;
/** Where forearms resting on a table go: over the figure and the table, under what stands on it. */
export const forearmsSlot = (index: number) => `<g id="forearms-${index}"/>`;

// Abuelita's hands rest on Pepita's shoulders, outside her head, and her elbows bow only a little:
// hands meeting on Pepita's spine made the arms loop under her head like a horseshoe.
const HUG_HAND = { x: 60, y: -215 };
/** Where the middle of Abuelita's arm passes Pepita's head: on the edge of her hair, at its widest. */
const HUG_PAST_HAIR = { x: 62, y: -290 };
const HUG = { abuelita: "abuelita-blessing", pepita: "pepita-holding-skull" } as const satisfies Record<string, PartName>;

/**
 * Abuelita's drawing with neither arm nor hand: a hug draws both round Pepita. `shoulders`: how
 * high, in the drawing's units, an arm starts (seated, she is lower).
 */
export function withoutArms(svg: string, shoulders = -300): string {
  const tags = svg.match(/<[^>]+>/g) ?? [];
  // Her arms are the generator's long polylines that start at a shoulder, above the waist; her hands the two ellipses at their ends.
  const isArm = (tag: string) => {
    const start = /^<path d="M(-?[\d.]+) (-?[\d.]+) L/.exec(tag);
    return start !== null && Number(start[2]) < shoulders && (tag.match(/ L/g)?.length ?? 0) > 12;
  };
  const isHand = (tag: string) => /^<ellipse [^>]*rx="(8\.8|16\.3)" ry="(5\.1|13\.8)"/.test(tag);
  return tags.filter((tag) => !isArm(tag) && !isHand(tag)).join("");
}

const HEAD_GROUP = /^<g transform="translate\(0 -282\)">$/;

/**
 * Pepita seen from behind, her face pressed to Abuelita: the back of her head is all hair with a
 * parting, down to the collar of what she wears so no sliver of neck is left between them; her
 * braids hang in front of her shoulders, out of sight. Every shape stays closed; her face, her
 * neck, her braids and her collar are not drawn at all: small shapes crowded between her hair,
 * her sleeves and Abuelita's hands would print as black blots.
 */
export function fromBehind(svg: string): string {
  const tags: string[] = svg.match(/<[^>]+>/g) ?? [];
  const legs = tags.findIndex((tag) => tag.startsWith('<path d="M-30 -110'));
  const headOpen = tags.findIndex((tag) => HEAD_GROUP.test(tag));
  if (legs < 1 || headOpen < 0) return svg;
  const headClose = tags.indexOf("</g>", headOpen);
  // Round at the crown and full down past the top of her dress, so no sliver of neck is left between them and its edge
  // meets Abuelita's hands on her back: narrowed to a nape, it closed a black wedge with each hand and the sleeve above it.
  const hair =
    `<path d="M0 -64 C40 -64 62 -36 62 0 C62 36 52 62 40 80 L-40 80 C-52 62 -62 36 -62 0 C-62 -36 -40 -64 0 -64 Z" fill="#fff" stroke-width="6"/>` +
    `<path d="M0 -60 Q-4 0 0 76" fill="none" stroke-width="4"/>` +
    `<path d="M-4 -30 Q-34 -26 -52 16" fill="none" stroke-width="3.5"/><path d="M-2 -30 Q32 -26 52 16" fill="none" stroke-width="3.5"/>`;
  const neck = tags.findIndex((tag) => /^<rect x="-13" y="-?[\d.]+" width="26" height="26"/.test(tag));
  // From behind there is no collar: the everyday dress's two collar points, right after its waistband.
  // Its waistband starts at -184 as the scenes draw it, lower where redrawn clear of her puffed sleeves.
  const waist = tags.findIndex((tag) => /^<path d="M-47 -1(84|76) Q0 /.test(tag));
  const collar = new Set(waist >= 0 ? [waist + 1, waist + 2].filter((i) => /^<path d="M-?2 -222/.test(tags[i] ?? "")) : []);
  const body = tags.slice(legs, headOpen).filter((_, i) => !collar.has(i + legs) && i + legs !== neck);
  return [tags[0]!, ...body, tags[headOpen]!, hair, "</g>", ...tags.slice(headClose + 1)].join("");
}

/**
 * White round a hand laid on a drawing, so the lines under it stop a little short of its outline
 * instead of closing slivers against it that print black.
 */
function clearedRound({ to }: Arm, gap: number, width: number): string {
  return `<ellipse cx="${to.x.toFixed(1)}" cy="${to.y.toFixed(1)}" rx="${(width * 0.62 + gap).toFixed(1)}" ry="${(width * 0.52 + gap).toFixed(1)}" fill="#fff" stroke="none"/>`;
}

/**
 * A hug a child knows: Pepita runs into Abuelita's arms, her face pressed to Abuelita's middle
 * and her back to us, her arms round Abuelita's waist; Abuelita bends over her, both arms
 * holding Pepita close, her hands on Pepita's shoulders. The two figures overlap, and Abuelita's face stays clear above.
 */
export function hug(
  inner: { left: number; right: number; bottom: number },
  scale: number,
  ground: number,
  centre: number,
  side: 1 | -1,
  outfits: Map<Character, Worn | undefined>,
  indoors: boolean,
): { layers: string[]; placed: Placed[] } {
  const a = partAtOrigin(HUG.abuelita);
  const s = Math.min(scale, (inner.right - inner.left - 60) / (a.width + 60));
  const ax = Math.max(inner.left + 30 + (a.width * s) / 2, Math.min(centre, inner.right - 30 - (a.width * s) / 2));
  // Her drawing is mirrored when Pepita runs in from the other side: a point's `x` is on the page's side, found in the drawing as drawn.
  const abuelitaAt = (local: Point) => bodyPoint(HUG.abuelita, side < 0, { x: ax, ground, scale: s }, { x: side * local.x, y: local.y });
  // Pepita stands a step in front of Abuelita's middle (not her drawing's, which has room for a
  // raised arm), her head below Abuelita's chin: her outline then runs well inside Abuelita's
  // rather than along it, where two close lines would print as one black bar.
  const px = abuelitaAt({ x: 0, y: 0 }).x + side * 10 * s;
  // A step nearer than Abuelita, though never with her shoes on the frame.
  const pGround = Math.min(ground + 50 * s, inner.bottom - 10);
  const drawnAbuelita = partAtOrigin(HUG.abuelita, side < 0, (svg) => dressed(withoutArms(svg), "Abuelita", outfits.get("Abuelita"), indoors));
  const abuelitaFigure = {
    svg: `<g transform="translate(${ax.toFixed(1)} ${ground.toFixed(1)}) scale(${s})">${withMinStroke(drawnAbuelita.svg, s)}</g>`,
    box: { x: ax - (a.width * s) / 2, y: ground - a.height * s, w: a.width * s, h: a.height * s },
  };
  const drawnPepita = partAtOrigin(HUG.pepita, false, (svg) => fromBehind(dressed(svg, "Pepita", outfits.get("Pepita"), indoors, true)));
  const pepitaFigure = {
    svg: `<g transform="translate(${px.toFixed(1)} ${pGround.toFixed(1)}) scale(${s})">${withMinStroke(drawnPepita.svg, s)}</g>`,
    box: { x: px - (drawnPepita.width * s) / 2, y: pGround - drawnPepita.height * s, w: drawnPepita.width * s, h: drawnPepita.height * s },
  };
  const pepitaAt = (local: Point) => bodyPoint(HUG.pepita, false, { x: px, ground: pGround, scale: s }, local);
  const arms = ([-1, 1] as const).map((hand) => {
    // Pepita's arm: from her shoulder out and up round Abuelita's waist; her hand shows at Abuelita's side.
    const pShoulder = pepitaAt({ x: hand * PEPITA_SHOULDER.x, y: PEPITA_SHOULDER.y + 8 });
    const waist = abuelitaAt({ x: hand * 108, y: -200 });
    const pArm = arm(pShoulder, { x: pShoulder.x + hand * 44 * s, y: pShoulder.y + 16 * s }, waist, sleeveWidth(s));
    // Abuelita's arm: from her shoulder down past Pepita's head, her hand on Pepita's shoulder. It
    // runs along the edge of Pepita's hair, half behind it, so what shows of it is a sleeve as wide
    // as a crayon rather than a sliver between two outlines.
    const aShoulder = abuelitaAt({ x: hand * ABUELITA_SHOULDER.x, y: ABUELITA_SHOULDER.y });
    const back = pepitaAt({ x: hand * HUG_HAND.x, y: HUG_HAND.y });
    const past = pepitaAt({ x: hand * HUG_PAST_HAIR.x, y: HUG_PAST_HAIR.y });
    const bend = { x: (4 * past.x - aShoulder.x - back.x) / 2, y: (4 * past.y - aShoulder.y - back.y) / 2 };
    const aArm = arm(aShoulder, bend, back, 30 * s);
    return { pArm, aArm, hands: { pepita: waist, abuelita: back } };
  });
  const all = (points: Point[], pad: number) => {
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    return {
      x: Math.min(...xs) - pad,
      y: Math.min(...ys) - pad,
      w: Math.max(...xs) - Math.min(...xs) + 2 * pad,
      h: Math.max(...ys) - Math.min(...ys) + 2 * pad,
    };
  };
  const touch = all(
    arms.flatMap((x) => [x.hands.pepita, x.hands.abuelita]),
    30 * s,
  );
  return {
    layers: [
      abuelitaFigure.svg,
      ...arms.map((x) => x.aArm.sleeve + x.pArm.sleeve),
      pepitaFigure.svg,
      ...arms.map((x) => x.pArm.hand + clearedRound(x.aArm, 8 * s, 30 * s) + x.aArm.hand),
    ],
    placed: [
      {
        kind: "character",
        name: "Abuelita",
        pose: "hugging",
        ...wearing(outfits.get("Abuelita")),
        box: abuelitaFigure.box,
        hands: arms.map((x) => x.hands.abuelita),
      },
      {
        kind: "character",
        name: "Pepita",
        pose: "hugging",
        ...wearing(outfits.get("Pepita")),
        box: pepitaFigure.box,
        facing: "away",
        hands: arms.map((x) => x.hands.pepita),
      },
      { kind: "touch", pose: "hugging", box: touch },
    ],
  };
}

export const wearing = (outfit: Worn | undefined) => (outfit ? { outfit } : {});

/** Where Abuelita's shoulders are in her seated drawing, and how high her arms start in it. */
const SEATED_SHOULDER = { x: 60, y: -292 };
const SEATED_ARMS_FROM = -250;

/**
 * Abuelita reading on her chair: her seated drawing waves one arm in the air, which on a page
 * where she reads looks like waving. Both arms are drawn anew instead, from her shoulders to the
 * open book in her lap, her hands holding its two sides.
 */
export function readingAbuelita(x: number, ground: number, scale: number, mirror: boolean, wearer: Wearer): { svg: string; box: Box; hands: Point[] } {
  const name = "abuelita-bench";
  const part = partAtOrigin(name, mirror, (svg) => dressed(withoutArms(svg, SEATED_ARMS_FROM), wearer.who, wearer.outfit, wearer.indoors));
  const w = part.width * scale;
  const h = part.height * scale;
  const box = { x: x - w / 2, y: ground - h, w, h };
  const art = PROP_ART.book();
  const s = 0.8 * scale;
  const spot = { x: box.x + box.w / 2, y: box.y + box.h * 0.62 };
  const book = { x: spot.x - (art.width * s) / 2, y: spot.y - art.height * s, w: art.width * s, h: art.height * s };
  const arms = ([-1, 1] as const).map((side) => {
    const shoulder = bodyPoint(name, mirror, { x, ground, scale }, { x: (mirror ? -side : side) * SEATED_SHOULDER.x, y: SEATED_SHOULDER.y });
    const to = { x: side < 0 ? book.x + 8 * scale : book.x + book.w - 8 * scale, y: book.y + book.h * 0.6 };
    return arm(shoulder, { x: shoulder.x + side * 30 * scale, y: (shoulder.y + to.y) / 2 + 20 * scale }, to, 30 * scale);
  });
  const svg =
    `<g data-pose="reading-book" transform="translate(${x.toFixed(1)} ${ground.toFixed(1)}) scale(${scale})">${withMinStroke(part.svg, scale)}</g>` +
    arms.map((a) => a.sleeve).join("") +
    `<g transform="translate(${spot.x.toFixed(1)} ${spot.y.toFixed(1)}) scale(${s.toFixed(2)})">${withMinStroke(art.svg, s)}</g>` +
    arms.map((a) => a.hand).join("");
  return { svg, box, hands: arms.map((a) => a.to) };
}

/**
 * Where Abuelita's hands rest on Pepita sitting on her lap, in Pepita's seated drawing's units: one
 * on her back, out of sight behind her; the other on her knees, over her own lap, clear of her hem.
 */
const LAP_HOLD = { back: { x: 50, y: -130 }, knees: { x: -30, y: -92 } } as const;
/**
 * The arm across her lap, in her seated drawing's units: the upper arm hangs down her side from the
 * shoulder to an elbow this far below it and this far out, and the forearm is no longer than this,
 * so the hand goes towards Pepita's knees as far as an arm reaches. One smooth curve from her
 * shoulder to Pepita's knees bowed out round her like a hoop, longer than any arm.
 */
const LAP_ARM = { upper: 118, out: 10, forearm: 135 } as const;

/** An arm bent at the elbow: straight from the shoulder to the elbow, and from there to the hand. */
function jointedArm(from: Point, elbow: Point, to: Point, width: number): Arm {
  const d = `M${from.x.toFixed(1)} ${from.y.toFixed(1)} L${elbow.x.toFixed(1)} ${elbow.y.toFixed(1)} L${to.x.toFixed(1)} ${to.y.toFixed(1)}`;
  const tube = (stroke: string, w: number) =>
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w.toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return { ...arm(from, elbow, to, width), sleeve: tube("#000", width) + tube("#fff", width - 12) };
}

/**
 * Abuelita with Pepita on her lap: her seated drawing waves one arm in the air, which on a page where
 * she tells Pepita a story looks like waving to someone else. Both arms are drawn anew instead: the
 * one on Pepita's side round Pepita's back, behind her (its hand shown at her far side sat on her
 * sleeve and braid in slivers that printed black), the other down her side and across her own lap
 * to Pepita's knees. `behind` goes under Pepita's drawing, `front` over it.
 */
export function holdingOnHerLap(
  x: number,
  ground: number,
  scale: number,
  wearer: Wearer,
  pepita: { x: number; ground: number; scale: number },
): { svg: string; behind: string; front: string; box: Box; hands: Point[] } {
  const name = "abuelita-bench";
  const part = partAtOrigin(name, false, (svg) => dressed(withoutArms(svg, SEATED_ARMS_FROM), wearer.who, wearer.outfit, wearer.indoors));
  const w = part.width * scale;
  const h = part.height * scale;
  const box = { x: x - w / 2, y: ground - h, w, h };
  const shoulder = (side: 1 | -1) => bodyPoint(name, false, { x, ground, scale }, { x: side * (SEATED_SHOULDER.x + 36), y: SEATED_SHOULDER.y + 6 });
  const onPepita = (local: Point) => bodyPoint("pepita-bench", false, pepita, local);
  const width = 30 * scale;
  const near = shoulder(1);
  const back = onPepita(LAP_HOLD.back);
  const round = arm(near, { x: back.x - 10 * scale, y: near.y - 10 * scale }, back, width);
  const far = shoulder(-1);
  const elbow = { x: far.x - LAP_ARM.out * scale, y: far.y + LAP_ARM.upper * scale };
  const knees = onPepita(LAP_HOLD.knees);
  const reach = Math.min(1, (LAP_ARM.forearm * scale) / Math.hypot(knees.x - elbow.x, knees.y - elbow.y));
  const across = jointedArm(far, elbow, { x: elbow.x + (knees.x - elbow.x) * reach, y: elbow.y + (knees.y - elbow.y) * reach }, width);
  return {
    svg: `<g data-pose="holding-on-lap" transform="translate(${x.toFixed(1)} ${ground.toFixed(1)}) scale(${scale})">${withMinStroke(part.svg, scale)}</g>`,
    behind: whole(round),
    front: whole(across),
    box,
    hands: [round.to, across.to],
  };
}

/**
 * Abuelita with the page's rebozo round her shoulders as she sits: her seated drawing's own fringed
 * shawl is one, where what she wears keeps it; over a coat or a gown that takes its place, the
 * rebozo is drawn on top. It is put on first: seated, it hangs where her shawl is, which the coat
 * then leaves out, and put on after the coat it had nowhere to hang and was not drawn.
 */
export function inHerRebozo(wearer: Wearer): Wearer {
  const kept = partAtOrigin("abuelita-bench", false, (svg) => dressed(svg, wearer.who, wearer.outfit, wearer.indoors)).svg.match(/<[^>]+>/g) ?? [];
  if (kept.some((tag) => SEATED_PART.shawl.test(tag))) return wearer;
  return { ...wearer, outfit: wearer.outfit ? `rebozo+${wearer.outfit}` : "rebozo" };
}
