import type { Box } from "@/lib/images/scene/backdrops";
import { CARE_SEAT_REACH, careSeat, type CareSeat, type CareSeatKind } from "@/lib/images/scene/care-seats";
import { carousel } from "@/lib/images/scene/carousel";
import {
  ABUELITA_SHOULDER,
  arm,
  armsSlot,
  bodyPoint,
  figure,
  forearmsSlot,
  wearing,
  whole,
  withMinStroke,
  withoutRaisedArm,
  type ArmlessFigure,
  type Point,
  type Wearer,
} from "@/lib/images/scene/figures";
import {
  chair,
  figureFor,
  INNER,
  LOWEST_GROUND,
  overlapArea,
  PAGE_WIDTH,
  withWrists,
  type Foot,
  type Placed,
  type Support,
} from "@/lib/images/scene/layout-basics";
import { LOW_DRAWINGS, lowFigure } from "@/lib/images/scene/low-poses";
import { dressed, wristsOf } from "@/lib/images/scene/outfit-art";
import { SLIDE_SHAPE, SWING_SET, slide, swing, swingFrame } from "@/lib/images/scene/playground";
import { LADDER, ladderRail, PROP_ART, partAtOrigin, type Drawing } from "@/lib/images/scene/prop-art";
import type { PropArt, PropId } from "@/lib/story-writing/scene/lexicon";
import type { Character, Pose, ScenePlan } from "@/lib/story-writing/scene/plan";
import type { PartName } from "@/lib/images/scene/story-parts";

// The stagings: Pepita on or in a thing (the tub, the ladder, the check-up seat, the carousel,
// the swing, the slide, her bed) laid out together with it and with Abuelita beside her, each
// drawn as one piece rather than placed like a prop in front of them.

/** `grounded`: a thing drawn with the characters because they are on it or in it (the ladder, the tub), and where it stands. */
export type Cast = {
  layers: string[];
  placed: Placed[];
  armless?: ArmlessFigure[];
  table?: Box;
  sideways: number;
  /** The scale the characters were drawn at, when the layout made them smaller than the framing's. */
  scale?: number;
  seat?: CareSeat & { kind: CareSeatKind };
  grounded?: { id: PropId; box: Box; foot: Foot; on?: Support };
  /** Where each standing figure was drawn, so what she wears on her body (a backpack) finds her shoulders. */
  bodies?: Body[];
};

/** A figure as drawn: its drawing, its feet's middle at (`x`, `ground`), its scale and whether it is mirrored. */
export type Body = { name: Character; drawing: PartName; mirror: boolean; x: number; ground: number; scale: number };

/**
 * What the layouts of Pepita on or in a thing (the ladder, the tub, the check-up seat) draw with:
 * `side` -1 sees the layout from the other side; `wearer`, what each of them wears.
 */
export type Staging = { plan: ScenePlan; ground: number; framingScale: number; random: () => number; side: 1 | -1; wearer: (who: Character) => Wearer };

/**
 * Pepita in her bath: seated in the tin tub, its side hiding her legs and the bubbles up to her
 * middle, and Abuelita beside it, on her knees on the floor when she kneels, on a chair when she sits.
 */
export function inTheTub({ plan, ground, framingScale, random, side, wearer }: Staging, id: PropId): Cast {
  const tubArt = PROP_ART.washtub();
  const abuelita = plan.characters.find((c) => c.name === "Abuelita");
  const kneels = abuelita?.pose === "kneeling";
  const drawing = abuelita && (kneels ? LOW_DRAWINGS.Abuelita.kneeling : figureFor("Abuelita", abuelita.pose === "lap" ? "sitting" : abuelita.pose, random));
  // The tub a little larger than Pepita's own scale, and Abuelita beside it, all inside the frame.
  const natural = tubArt.width * 1.1 + (drawing ? 50 + partAtOrigin(drawing).width : 0);
  const u = Math.min(framingScale, 1.45, (INNER.right - INNER.left - 30) / natural);
  const tubScale = u * 1.1;
  const tubWidth = tubArt.width * tubScale;
  const abuelitaWidth = drawing ? partAtOrigin(drawing).width * u : 0;
  const apart = drawing ? 50 * u : 0;
  const total = tubWidth + apart + abuelitaWidth;
  const left = Math.max(INNER.left + 10, 512 - total / 2);
  // Laid out with the tub on the left, then seen from the other side when `side` is -1.
  const at = (x: number) => (side > 0 ? x : PAGE_WIDTH - x);
  const tx = at(left + tubWidth / 2);
  const layers: string[] = [];
  const placed: Placed[] = [];
  if (abuelita && drawing) {
    const ax = at(left + tubWidth + apart + abuelitaWidth / 2);
    const a = kneels
      ? lowFigure(drawing, "kneeling", ax, ground, u, side > 0, wearer("Abuelita"), "by-the-tub")
      : figure(drawing, ax, ground, u, side < 0, wearer("Abuelita"));
    if (abuelita.pose === "sitting" || abuelita.pose === "reading") layers.push(chair(ax, ground - 175 * u, abuelitaWidth * 0.85, a.box.y + a.box.h * 0.2));
    layers.push(a.svg);
    placed.push({ kind: "character", name: "Abuelita", pose: abuelita.pose, ...wearing(abuelita.outfit), box: a.box });
  }
  // Her feet on the tub's floor: seated, her legs and the hem of her clothes are under its rim.
  const pepita = figure("pepita-bench", tx, ground - 10 * tubScale, u, false, wearer("Pepita"));
  const tubBox = { x: tx - tubWidth / 2, y: ground - tubArt.height * tubScale, w: tubWidth, h: tubArt.height * tubScale };
  layers.push(
    pepita.svg,
    `<g transform="translate(${tx.toFixed(1)} ${ground.toFixed(1)}) scale(${tubScale.toFixed(3)})">${withMinStroke(tubArt.svg, tubScale)}</g>`,
  );
  placed.push({ kind: "character", name: "Pepita", pose: "sitting", ...wearing(plan.characters.find((c) => c.name === "Pepita")?.outfit), box: pepita.box });
  const floor = { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - ground) };
  return { layers, placed, sideways: 0, grounded: { id, box: tubBox, foot: { x: tx, y: ground, surface: floor } } };
}

/** Which rung Pepita stands on: two steps up, her hands up in a grown tree's lowest fruit. */
const LADDER_STEP = 1;

/**
 * Pepita up a ladder, both hands up (in the crown of the tree it leans on, when the page has
 * one), and Abuelita on the ground beside it holding it steady: her near arm goes down to its
 * rail below Pepita's feet, her hand over it.
 */
export function upTheLadder({ plan, ground, framingScale, side, wearer }: Staging, id: PropId): Cast {
  const step = LADDER.rungs[LADDER_STEP];
  const girl = partAtOrigin("pepita-holding-skull");
  // Her raised hands come a little above her head: all of her stays inside the frame.
  const u = Math.min(framingScale, 1.4, (ground - INNER.top - 60) / (step + girl.height * 1.1));
  const abuelita = plan.characters.find((c) => c.name === "Abuelita");
  const holder = abuelita && partAtOrigin("abuelita-blessing");
  const ladderWidth = (LADDER.bottom * 2 + LADDER.rail) * u;
  const total = ladderWidth + (holder ? holder.width * u : 0);
  // Pepita on the ladder is wider than it: her braids stay inside the frame on the ladder's side.
  const left = Math.max(INNER.left + 20, Math.min(512 - total / 2, INNER.right - 10 - (girl.width * u) / 2 - total + ladderWidth / 2));
  // Laid out with Abuelita on the left, then seen from the other side when `side` is -1.
  const at = (x: number) => (side > 0 ? x : PAGE_WIDTH - x);
  const lx = at(left + total - ladderWidth / 2);
  const ladderArt = PROP_ART.ladder();
  const layers = [`<g transform="translate(${lx.toFixed(1)} ${ground.toFixed(1)}) scale(${u.toFixed(3)})">${withMinStroke(ladderArt.svg, u)}</g>`];
  const placed: Placed[] = [];
  const box = { x: lx - ladderWidth / 2, y: ground - LADDER.height * u, w: ladderWidth, h: LADDER.height * u };
  const floor = { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - ground) };
  if (abuelita && holder) {
    // Her drawing raises its arm on its own right: that arm is taken off and drawn to the ladder.
    const mirror = side < 0;
    const ax = at(left + (holder.width * u) / 2);
    const own = wearer("Abuelita");
    const part = partAtOrigin("abuelita-blessing", mirror, (svg) => dressed(withoutRaisedArm(svg), "Abuelita", own.outfit, own.indoors));
    layers.push(`<g transform="translate(${ax.toFixed(1)} ${ground.toFixed(1)}) scale(${u.toFixed(3)})">${withMinStroke(part.svg, u)}</g>`);
    const shoulder = bodyPoint("abuelita-blessing", mirror, { x: ax, ground, scale: u }, ABUELITA_SHOULDER);
    const holds = (step - 40) * u;
    const hand = { x: lx - side * ladderRail(1, holds / u) * u, y: ground - holds };
    layers.push(whole(arm(shoulder, { x: (shoulder.x + hand.x) / 2 - side * 10 * u, y: (shoulder.y + hand.y) / 2 + 20 * u }, hand, 30 * u)));
    placed.push({
      kind: "character",
      name: "Abuelita",
      pose: abuelita.pose,
      ...wearing(abuelita.outfit),
      box: { x: ax - (part.width * u) / 2, y: ground - part.height * u, w: part.width * u, h: part.height * u },
      hands: [hand],
    });
  }
  const standsOn = ground - step * u;
  const pepita = figure("pepita-holding-skull", lx, standsOn, u, false, wearer("Pepita"));
  layers.push(armsSlot(0), pepita.svg, forearmsSlot(0));
  placed.push({ kind: "character", name: "Pepita", pose: "reaching", ...wearing(plan.characters.find((c) => c.name === "Pepita")?.outfit), box: pepita.box });
  return {
    layers,
    placed,
    armless: [
      {
        drawing: "pepita-holding-skull",
        mirror: false,
        x: lx,
        ground: standsOn,
        scale: u,
        box: pepita.box,
        up: true,
        ...withWrists(wristsOf(plan.characters.find((c) => c.name === "Pepita")?.outfit)),
      },
    ],
    sideways: 0,
    grounded: { id, box, foot: { x: lx, y: ground, surface: floor } },
  };
}

/**
 * A check-up: Pepita sits in the dentist's chair or on the examination table, drawn at her size,
 * and Abuelita stands beside her on the side away from the lamp or the paper roll.
 */
export function seatedForCheckup({ plan, ground, framingScale, random, side, wearer }: Staging, kind: CareSeatKind): Cast {
  const u = Math.min(framingScale, 1.35);
  const abuelita = plan.characters.find((c) => c.name === "Abuelita");
  const standing = abuelita && figureFor("Abuelita", ["sitting", "lap", "sleeping", "reading"].includes(abuelita.pose) ? "standing" : abuelita.pose, random);
  const abuelitaWidth = standing ? partAtOrigin(standing).width * u : 0;
  const [near, far] = CARE_SEAT_REACH[kind];
  // From the side Abuelita stands on: her, then the seat a little behind her, then the lamp or roll.
  const room = INNER.right - INNER.left - 20;
  const overlap = Math.max(0, abuelitaWidth * 0.8 + (near + far) * u - room);
  const fromEdge = abuelitaWidth * 0.8 + near * u - overlap;
  const x = side > 0 ? INNER.left + 10 + Math.max(near * u, fromEdge) : INNER.right - 10 - Math.max(near * u, fromEdge);
  const seat = careSeat(kind, x, ground, u, side);
  const sitter = figure("pepita-bench", x, seat.sitterGround, u, false, wearer("Pepita"));
  const layers = [seat.svg, sitter.svg];
  const placed: Placed[] = [
    { kind: "character", name: "Pepita", pose: "sitting", ...wearing(plan.characters.find((c) => c.name === "Pepita")?.outfit), box: sitter.box },
  ];
  if (abuelita && standing) {
    const ax = side > 0 ? INNER.left + 10 + abuelitaWidth / 2 : INNER.right - 10 - abuelitaWidth / 2;
    const a = figure(standing, ax, ground, u, side < 0, wearer("Abuelita"));
    layers.push(a.svg);
    placed.push({ kind: "character", name: "Abuelita", pose: abuelita.pose, ...wearing(abuelita.outfit), box: a.box });
  }
  return { layers, placed, sideways: 0, seat: { ...seat, kind } };
}

/** Pepita listening to a story in bed: her page says so, in her bedroom, sitting or with a book. */
const IN_BED = /\bin bed\b|\bbedside\b|\btucked in\b/i;
export const awakeInBed = (plan: ScenePlan, pose: Pose) => plan.setting === "bedroom" && (pose === "sitting" || pose === "reading") && IN_BED.test(plan.action);

/**
 * Pepita awake in bed: her head on the pillow, the sheet drawn up to her chin and the blanket over
 * the rest of the bed. She is cut off along the mattress's top edge (the pillow's foot): cut lower,
 * her collar, her shoulders and the ends of her braids showed in slivers between that edge and
 * the blanket's curved one, and beside the blanket as stray bits on the mattress.
 */
export function awakeOnThePillow(pillow: Point, wearer: Wearer): string {
  const s = 1.2;
  // Her chin on the sheet's edge: in her seated drawing it is 185 above her feet.
  const feet = pillow.y - 2 + 185 * s;
  const girl = figure("pepita-bench", pillow.x + 70, feet, s, false, wearer);
  return `<clipPath id="awake-in-bed"><rect x="0" y="0" width="${PAGE_WIDTH}" height="${(pillow.y + 3).toFixed(1)}"/></clipPath><g data-pose="in-bed" clip-path="url(#awake-in-bed)">${girl.svg}</g>`;
}

/** Pepita on the fair's carousel, where her page says she rides it. */
const CAROUSEL_WORDS = /\bcarousel|\bmerry-go-round/i;
export const ridesTheCarousel = (plan: ScenePlan, pose: Pose) => plan.setting === "fair" && pose === "sitting" && CAROUSEL_WORDS.test(plan.action);

/** Her seat in her seated drawing is this far above her feet, in its units. */
const PEPITA_SEAT = 72;

/**
 * Pepita riding the carousel: on the painted horse in its middle, her legs over its side, and
 * Abuelita on the ground beside it, in front of its edge, waving or standing as her page has her.
 */
export function onTheCarousel({ plan, ground, framingScale, random, side, wearer }: Staging): Cast {
  const abuelita = plan.characters.find((c) => c.name === "Abuelita");
  const drawing =
    abuelita && figureFor("Abuelita", ["sitting", "lap", "sleeping", "reading", "kneeling"].includes(abuelita.pose) ? "waving" : abuelita.pose, random);
  // The whole carousel, flag and all, inside the frame, and as large as the page lets it be.
  const k = Math.min(1, (ground - INNER.top - 20) / 970, (INNER.right - INNER.left - 60) / 620 / (drawing ? 1.45 : 1));
  const half = 310 * k;
  const u = Math.min(framingScale, 1.3);
  const aw = drawing ? partAtOrigin(drawing).width * Math.min(u, 1.15) : 0;
  // Laid out with the carousel on the left, then seen from the other side when `side` is -1.
  const at = (x: number) => (side > 0 ? x : PAGE_WIDTH - x);
  const cx = at(INNER.left + 10 + half);
  const ride = carousel(cx, ground, k, side);
  const layers = [ride.back];
  const placed: Placed[] = [{ kind: "furniture", box: ride.box }];
  const s = Math.min(u, 1.15 * k);
  const rider = figure("pepita-bench", ride.saddle.x, ride.saddle.y + PEPITA_SEAT * s, s, false, wearer("Pepita"));
  layers.push(rider.svg);
  placed.push({ kind: "character", name: "Pepita", pose: "sitting", ...wearing(plan.characters.find((c) => c.name === "Pepita")?.outfit), box: rider.box });
  if (abuelita && drawing) {
    const scale = Math.min(u, 1.15);
    const ax = at(INNER.right - 10 - aw / 2);
    const a = figure(drawing, ax, ground, scale, side < 0, wearer("Abuelita"));
    layers.push(a.svg);
    placed.push({ kind: "character", name: "Abuelita", pose: abuelita.pose, ...wearing(abuelita.outfit), box: a.box });
  }
  return { layers, placed, sideways: 0 };
}

/** Pepita on the playground's swing, or at the top of its slide, where her page says she is. */
export const ON_THE_SWING = /\bon the swing\b|\bswinging\b/i;
export const ON_THE_SLIDE = /\b(top of|down) the slide\b/i;
const PUSHING = /\bpush/i;

/** The playground's things too big to hold, that stand behind whoever is beside them when nobody is on them. */
export const PLAY_THINGS = new Set<PropArt>(["swing-set", "slide"]);

/**
 * Pepita on a swing of the swing set, drawn at her own size, and Abuelita standing in the swing
 * beside hers: pushing her, one hand on her back, where the page says so, else clapping.
 */
export function onTheSwing({ plan, ground: view, framingScale, side, wearer }: Staging, id: PropId): Cast {
  const { half, beam, spread, bay, seat } = SWING_SET;
  // However close the camera, the swing set's feet stay on the grass inside the frame.
  const ground = Math.min(view, LOWEST_GROUND);
  const natural = 2 * (half + spread) + 60;
  // The whole frame inside the page, its beam clear of the top.
  const u = Math.min(framingScale, 1.3, (INNER.right - INNER.left - 20) / natural, (ground - INNER.top - 30) / beam);
  const cx = 512;
  // Laid out with Pepita on the left, then seen from the other side when `side` is -1.
  const [pepitaX, otherX] = [cx - side * bay * u, cx + side * bay * u];
  const local = (x: number) => ((x - cx) / u).toFixed(1);
  const at = (svg: string) => `<g transform="translate(${cx} ${ground.toFixed(1)}) scale(${u.toFixed(3)})">${withMinStroke(svg, u)}</g>`;
  const abuelita = plan.characters.find((c) => c.name === "Abuelita");
  const ridden = swing(Number(local(pepitaX)));
  const empty = swing(Number(local(otherX)));
  const layers = [at(`<g data-part="swing-set">${swingFrame()}${abuelita ? "" : empty.chains + empty.seat}</g>`)];
  // Her seat on the swing's seat, her legs hanging in front of it, and the chains beside her, in front of her hands.
  const rider = figure("pepita-bench", pepitaX, ground - seat * u + PEPITA_SEAT * u, u, false, wearer("Pepita"));
  layers.push(rider.svg, at(ridden.seat + ridden.chains));
  const frameWidth = natural * u;
  const box = { x: cx - frameWidth / 2, y: ground - beam * u, w: frameWidth, h: beam * u };
  const placed: Placed[] = [
    { kind: "character", name: "Pepita", pose: "sitting", ...wearing(plan.characters.find((c) => c.name === "Pepita")?.outfit), box: rider.box },
  ];
  if (abuelita) {
    const pushes = PUSHING.test(plan.action);
    const drawing = pushes ? "abuelita-blessing" : "abuelita-hands-together";
    const mirror = side > 0;
    const own = wearer("Abuelita");
    const part = partAtOrigin(drawing, mirror, (svg) => dressed(pushes ? withoutRaisedArm(svg) : svg, "Abuelita", own.outfit, own.indoors));
    const aBox = { x: otherX - (part.width * u) / 2, y: ground - part.height * u, w: part.width * u, h: part.height * u };
    layers.push(`<g transform="translate(${otherX.toFixed(1)} ${ground.toFixed(1)}) scale(${u.toFixed(3)})">${withMinStroke(part.svg, u)}</g>`);
    const hands: Point[] = [];
    if (pushes) {
      // Her near arm out to Pepita's back, her hand on it just below Pepita's shoulder.
      const shoulder = bodyPoint(drawing, mirror, { x: otherX, ground, scale: u }, ABUELITA_SHOULDER);
      const hand = { x: rider.box.x + rider.box.w / 2 + side * rider.box.w * 0.3, y: rider.box.y + rider.box.h * 0.5 };
      layers.push(whole(arm(shoulder, { x: (shoulder.x + hand.x) / 2, y: Math.max(shoulder.y, hand.y) + 30 * u }, hand, 30 * u)));
      hands.push(hand);
    }
    placed.push({ kind: "character", name: "Abuelita", pose: abuelita.pose, ...wearing(abuelita.outfit), box: aBox, ...(pushes ? { hands } : {}) });
  }
  const floor = { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - ground) };
  return { layers, placed, sideways: 0, grounded: { id, box, foot: { x: cx, y: ground, surface: floor } } };
}

/**
 * Pepita sitting at the top of the slide, ready to go down, and Abuelita at the foot of its chute
 * waving up to her (or standing, as her page has her).
 */
export function atTheSlide({ plan, ground: view, framingScale, random, side, wearer }: Staging, id: PropId): Cast {
  const art = slide();
  // However close the camera, the slide's feet and the end of its chute stay inside the frame.
  const ground = Math.min(view, LOWEST_GROUND);
  const abuelita = plan.characters.find((c) => c.name === "Abuelita");
  const drawing =
    abuelita && figureFor("Abuelita", ["sitting", "lap", "sleeping", "reading", "kneeling"].includes(abuelita.pose) ? "waving" : abuelita.pose, random);
  const aWidth = drawing ? partAtOrigin(drawing).width : 0;
  // Abuelita stands over the end of the chute's run-out, the slide and she inside the frame.
  const overlap = drawing ? 150 : 0;
  const u = Math.min(framingScale, 1.3, (INNER.right - INNER.left - 30) / (art.width + aWidth - overlap), (ground - INNER.top - 30) / art.height);
  const total = (art.width + aWidth - overlap) * u;
  const left = 512 - total / 2;
  // Laid out with the ladder on the left, then seen from the other side when `side` is -1.
  const at = (x: number) => (side > 0 ? x : PAGE_WIDTH - x);
  const sx = at(left + (-SLIDE_SHAPE.left + 15) * u);
  const flip = side > 0 ? "" : " scale(-1 1)";
  const layers = [`<g transform="translate(${sx.toFixed(1)} ${ground.toFixed(1)}) scale(${u.toFixed(3)})${flip}">${withMinStroke(art.svg, u)}</g>`];
  const box = {
    x: side > 0 ? sx + (SLIDE_SHAPE.left - 15) * u : sx - (SLIDE_SHAPE.right + 15) * u,
    y: ground - art.height * u,
    w: art.width * u,
    h: art.height * u,
  };
  const seatX = sx + side * art.seat.x * u;
  const rider = figure("pepita-bench", seatX, ground + art.seat.y * u + PEPITA_SEAT * u, u, side < 0, wearer("Pepita"));
  layers.push(rider.svg);
  const placed: Placed[] = [
    { kind: "character", name: "Pepita", pose: "sitting", ...wearing(plan.characters.find((c) => c.name === "Pepita")?.outfit), box: rider.box },
  ];
  if (abuelita && drawing) {
    const ax = at(left + total - (aWidth * u) / 2);
    const a = figure(drawing, ax, ground, u, side > 0, wearer("Abuelita"));
    layers.push(a.svg);
    placed.push({ kind: "character", name: "Abuelita", pose: abuelita.pose, ...wearing(abuelita.outfit), box: a.box });
  }
  const floor = { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - ground) };
  return { layers, placed, sideways: 0, grounded: { id, box, foot: { x: box.x + box.w / 2, y: ground, surface: floor } } };
}

/**
 * A swing set or a slide nobody is on, standing on the grass behind the characters, taller than
 * Abuelita where the page is wide enough, so it is seen over their heads as the thing it is. `top`: the part above their
 * heads, where nothing else is put.
 */
export function playThingBehind(
  drawing: Drawing,
  placed: Placed[],
  ground: number,
  random: () => number,
): { svg: string; box: Box; top: Box; foot: Foot } | undefined {
  const cast = placed.filter((p) => p.kind === "character");
  if (!cast.length) return undefined;
  const heads = Math.min(...cast.map((p) => p.box.y));
  const tallest = Math.max(...cast.map((p) => p.box.h));
  const scale = Math.min((tallest * 1.3) / drawing.height, (ground - INNER.top - 20) / drawing.height, (INNER.right - INNER.left - 20) / drawing.width);
  const [w, h] = [drawing.width * scale, drawing.height * scale];
  // Where, and which way round, its right-hand half (the slide's chute, a swing) is hidden least by
  // whoever stands in front of it, so it is seen for what it is.
  const room = Math.max(0, INNER.right - INNER.left - 20 - w);
  const hidden = ([at, side]: [number, 1 | -1]) => {
    const shown = { x: side > 0 ? at : at - w / 2, y: ground - h, w: w / 2, h };
    return cast.reduce((sum, p) => sum + overlapArea(shown, p.box), 0);
  };
  const spots = Array.from({ length: 9 }, (_, i) => INNER.left + 10 + w / 2 + (room * i) / 8).flatMap((at) => [
    [at, 1] as [number, 1 | -1],
    [at, -1] as [number, 1 | -1],
  ]);
  const least = Math.min(...spots.map(hidden));
  const best = spots.filter((spot) => hidden(spot) <= least * 1.05 + 1);
  const [x, side] = best[Math.floor(random() * best.length) % best.length]!;
  const box = { x: x - w / 2, y: ground - h, w, h };
  return {
    svg: `<g transform="translate(${x.toFixed(1)} ${ground.toFixed(1)}) scale(${(side * scale).toFixed(3)} ${scale.toFixed(3)})">${withMinStroke(drawing.svg, scale)}</g>`,
    box,
    top: { x: box.x, y: box.y, w, h: Math.max(0, heads - box.y) },
    foot: { x, y: ground, surface: { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - ground) } },
  };
}

/** At most this share of the slide's box may be behind the characters standing either side of it; the least hidden wins over the largest beyond `clear`. */
export const SLIDE_HIDDEN = { clear: 0.01, atMost: 0.15 } as const;
/** Beside a slide nobody is on, the characters are drawn no larger than this, so it has room between them. */
export const BESIDE_THE_SLIDE_SCALE = 0.85;
/** How far back on the grass, above the characters' feet, the slide may stand: never past the park's far line. */
const SLIDE_SET_BACK = { least: 90, most: 330, step: 20 } as const;

/**
 * A slide nobody is on, standing on the grass a little behind the characters and between them
 * (they stand at the page's two sides), so it is seen whole, clear of the sun or the moon: the
 * largest that leaves next to none of it behind them, else the least hidden, and at least about as
 * tall as Abuelita. `under`: the grass under its chute, between the platform's post and the
 * chute's leg, where a ball that rolled under it lies.
 */
export function slideBetween(
  drawing: Drawing,
  placed: Placed[],
  ground: number,
  skyBody?: Box,
): { svg: string; box: Box; top: Box; foot: Foot; under: { x: number; y: number; w: number } } | undefined {
  const cast = placed.filter((p) => p.kind === "character");
  if (!cast.length) return undefined;
  const tallest = Math.max(...cast.map((p) => p.box.h));
  const shift = (SLIDE_SHAPE.left + SLIDE_SHAPE.right) / 2;
  // Its chute runs down towards the page's nearer side, the ladder on the other.
  const sideAt = (x: number): 1 | -1 => (x > 512 ? -1 : 1);
  const partsOf = (box: Box, scale: number) => {
    const [x, feet, side] = [box.x + box.w / 2, box.y + box.h, sideAt(box.x + box.w / 2)];
    return SLIDE_PARTS.map(({ x: [a, b], y: [top, bottom] }) => {
      const [from, to] = [x + side * (a - shift) * scale, x + side * (b - shift) * scale];
      return { x: Math.min(from, to), y: feet + top * scale, w: Math.abs(to - from), h: (bottom - top) * scale };
    });
  };
  // How much of its ladder, platform and chute (not the air between them) is behind the characters.
  const hidden = (box: Box, scale: number) => {
    const parts = partsOf(box, scale);
    const area = parts.reduce((sum, part) => sum + part.w * part.h, 0);
    return parts.reduce((sum, part) => sum + cast.reduce((under, p) => under + overlapArea(part, p.box), 0), 0) / area;
  };
  const smallest = (tallest * 0.92) / drawing.height;
  const candidates: { box: Box; scale: number; hidden: number }[] = [];
  for (let scale = Math.min(1.3, (INNER.right - INNER.left - 20) / drawing.width); scale >= smallest; scale -= 0.025) {
    const [w, h] = [drawing.width * scale, drawing.height * scale];
    for (let back = SLIDE_SET_BACK.least; back <= SLIDE_SET_BACK.most; back += SLIDE_SET_BACK.step) {
      const feet = ground - back;
      if (feet - h < INNER.top + 20) break;
      for (let i = 0; i <= 32; i++) {
        const box = { x: INNER.left + 10 + ((INNER.right - INNER.left - 20 - w) * i) / 32, y: feet - h, w, h };
        if (skyBody && overlapArea(box, skyBody) > 0) continue;
        candidates.push({ box, scale, hidden: hidden(box, scale) });
      }
    }
  }
  const clear = candidates.filter((c) => c.hidden <= SLIDE_HIDDEN.clear).sort((a, b) => b.scale - a.scale || a.hidden - b.hidden)[0];
  const best = clear ?? candidates.filter((c) => c.hidden <= SLIDE_HIDDEN.atMost).sort((a, b) => a.hidden - b.hidden || b.scale - a.scale)[0];
  if (!best) return undefined;
  const { box, scale } = best;
  const [x, feet, side] = [box.x + box.w / 2, box.y + box.h, sideAt(box.x + box.w / 2)];
  const local = (at: number) => x + side * (at - shift) * scale;
  const post = SLIDE_SHAPE.deck - 12 + 13;
  const leg = SLIDE_SHAPE.foot - 150 - 12;
  const floor = { x: INNER.left, y: feet, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - feet) };
  return {
    svg: `<g transform="translate(${local(0).toFixed(1)} ${feet.toFixed(1)}) scale(${(side * scale).toFixed(3)} ${scale.toFixed(3)})">${withMinStroke(drawing.svg, scale)}</g>`,
    box,
    top: box,
    foot: { x, y: feet, surface: floor },
    under: { x: local((post + leg) / 2), y: feet, w: (leg - post) * scale },
  };
}

/**
 * Where the slide's drawing has its parts, in its own units (ladder on the left, its feet at 0):
 * the ladder with its handrails, the platform, the chute's upper and lower halves and its run-out.
 */
const SLIDE_PARTS: { x: [number, number]; y: [number, number] }[] = [
  { x: [-265, -80], y: [-594, 0] },
  { x: [-230, -20], y: [-440, -400] },
  { x: [-60, 120], y: [-440, -230] },
  { x: [100, 300], y: [-260, -40] },
  { x: [280, 345], y: [-90, 0] },
];
