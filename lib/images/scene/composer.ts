import { createHash } from "node:crypto";
import { BACKDROPS, windowPane, type Box } from "@/lib/images/scene/backdrops";
import { PROPS, type PropArt } from "@/lib/story-writing/scene/lexicon";
import { SETTINGS, type Character, type Pose, type ScenePlan } from "@/lib/story-writing/scene/plan";
import { dressed, wristsOf } from "@/lib/images/scene/outfit-art";
import {
  ABUELITA_SHOULDER,
  arm,
  ARMLESS,
  armsSlot,
  CHIN,
  bodyPoint,
  carriedAt,
  drawnHands,
  forearmsSlot,
  figure,
  readingAbuelita,
  holdingOnHerLap,
  inHerRebozo,
  hug,
  PEPITA_SHOULDER,
  pepitaArms,
  wearing,
  whole,
  withMinStroke,
  withoutRaisedArm,
  type ArmlessFigure,
  type Point,
  type Wearer,
} from "@/lib/images/scene/figures";
import { CARE_SEAT_REACH, CARE_SEATS, careSeat, type CareSeat, type CareSeatKind } from "@/lib/images/scene/care-seats";
import { blanketFort, clothesline, GOOSE_HEAD, PROP_ART, partAtOrigin, type Drawing } from "@/lib/images/scene/prop-art";
import { lineCelebrated, lineHung } from "@/lib/images/scene/clothesline-day";
import type { PartName } from "@/lib/images/scene/story-parts";
import { LOW_DRAWINGS, lowFigure, type LowPose } from "@/lib/images/scene/low-poses";
import {
  chair,
  feetOf,
  figureFor,
  GAP,
  INNER,
  l,
  LOWEST_GROUND,
  o,
  overlapArea,
  overlaps,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  withinFrame,
  withWrists,
  type Foot,
  type Placed,
  type Support,
} from "@/lib/images/scene/layout-basics";
import { crated, inTheStallsCrate } from "@/lib/images/scene/market-crate";
import { dollsInTheBasket, drawingFor } from "@/lib/images/scene/basket-contents";
import { ON_HER_BACK, wornBackpack } from "@/lib/images/scene/worn-backpack";
import { companionBeside, companionOf, companionWidth, withTheNamedChild } from "@/lib/images/scene/companion";
import { afloat, IN_THE_POND } from "@/lib/images/scene/afloat";
import { edgeKindFor, nearEdge } from "@/lib/images/scene/near-edge";
import { posedByItsWords } from "@/lib/images/scene/plan-from-text";
import { ARRIVAL_APART, ARRIVAL_FAR, arrivalRaise, arrivesApart, celebratesTogether } from "@/lib/images/scene/arrival-and-party";
import {
  atTheSlide,
  awakeInBed,
  awakeOnThePillow,
  inTheTub,
  ON_THE_SLIDE,
  ON_THE_SWING,
  onTheCarousel,
  onTheSwing,
  PLAY_THINGS,
  playThingBehind,
  ridesTheCarousel,
  seatedForCheckup,
  upTheLadder,
  BESIDE_THE_SLIDE_SCALE,
  slideBetween,
  type Body,
  type Cast,
  type Staging,
} from "@/lib/images/scene/stagings";

// Composes one coloring page from its scene plan: the setting's backdrop, the two characters in
// their poses (the built-in story's own drawings) with what a pose needs (a table, a chair, a
// bed), then each prop in the first free place for it. Nothing placed overlaps anything else
// placed, and only a close-up may run past the frame. Deterministic: the same plan and seed give
// the same page. It returns what it drew, so a test can hold it to the plan.

export type { Placed } from "@/lib/images/scene/layout-basics";
/**
 * `seat`: the dentist's chair or the examination table at a check-up, and the cushion on it.
 * `skyBody`: where the sun or the moon is on the page, kept clear of what hangs or flies.
 */
export type Composition = {
  svg: string;
  setting: ScenePlan["setting"];
  placed: Placed[];
  skyBody?: Box;
  seat?: { kind: CareSeatKind; box: Box; seat: Box };
  /** Where the park's pond is on the page, when the page is by it, and its clumps of reeds. */
  pond?: Box;
  reeds?: Box[];
  /** A near close-up's edge of a table, a counter or a wall across the bottom of the frame, in front of the two: what of them is below its top is out of sight. */
  inFront?: Box;
};

const TETHERED = new Set(["balloons", "kite"]);

/** A fruit tree is drawn grown, to pick from, unless the page plants a young one. */
const FRUIT_TREES = new Set(["lemon-tree", "orange-tree", "apple-tree", "avocado-tree"]);
const PLANTING = /\blittle tree|\bplant/i;
const PLANTING_TOOLS = new Set(["shovel", "watering-can"]);

/** A page whose action makes something: a piñata being made lies on the work table rather than hang. */
const CRAFTING = /\b(mak|wrap|glu|fill|paint|decorat|build|cut)/i;

/** A page whose action has a thing up on the table or the counter (the cat jumped onto it): what it names stands there. */
const UP_ON_THE_TABLE = /\bon(?:to)? the (?:\w+ )?(?:table|counter)\b/i;

const COUNTER_SETTINGS = new Set<ScenePlan["setting"]>(["kitchen", "bakery"]);

// At 1.4 and over a figure stands as tall on the page as in the built-in story (drawn 1100 high,
// the page 1536), and its flowers, ribbons and buttons stay regions to colour.
const FRAMING_SCALE = { wide: 1.4, medium: 1.55, "close-up": 1.8 } as const;
/** Room kept for things on the floor never makes the characters smaller than this. */
const MIN_CAST_SCALE = 1.3;
/** How far, as a share of the room kept for things on the floor, the characters may stand from the page's edge. */
const SLIDE = 0.45;
/**
 * How far apart two side by side stand in a close-up, in their drawings' units: their boxes meet,
 * the room each drawing keeps for a raised arm or a swinging braid between them.
 */
const CLOSE_UP_APART = 0;
/** How much farther apart than their own distance the two may stand, room allowing. */
const SPREAD = 110;
/** How much higher on the floor than the lowest they may stand, so two pages of one place do not draw them on the same lines. */
const LIFT_RANGE = 72;
const BACKDROP_ZOOM = { wide: 1.0, medium: 1.08, "close-up": 1.2 } as const;

/** A character's face: the top of her box down to her chin, as wide as her box. */
export const faceOf = ({ name, box }: { name: Character; box: Box }): Box => ({ x: box.x, y: box.y, w: box.w, h: box.h * CHIN[name] });

const inside = (box: Box) => box.x >= INNER.left && box.x + box.w <= INNER.right && box.y >= INNER.top && box.y + box.h <= INNER.bottom;

function seededRandom(seed: string): () => number {
  const bytes = createHash("sha256").update(seed).digest();
  let index = 0;
  return () => bytes[index++ % bytes.length]! / 255;
}

/**
 * A wooden bench with a slatted back, from `left` to `right`: posts at its ends, two planks across
 * its back, its seat and its legs. Where the page's words seat them on a bench, not a chair.
 */
function bench(left: number, right: number, seatY: number, backTop: number): string {
  const w = right - left;
  const plank = (y: number) => `<rect x="${n(left)}" y="${n(y)}" width="${n(w)}" height="36" rx="10" ${o()}/>`;
  return (
    `<g data-part="bench">` +
    [left - 6, right - 18].map((x) => `<rect x="${n(x)}" y="${n(backTop)}" width="24" height="${n(seatY - backTop)}" rx="8" ${o()}/>`).join("") +
    plank(backTop + 16) +
    plank(backTop + 16 + Math.min(90, (seatY - backTop - 60) / 2)) +
    `<rect x="${n(left - 20)}" y="${n(seatY)}" width="${n(w + 40)}" height="34" rx="10" ${o()}/>` +
    `<path d="M${n(left + 14)} ${n(seatY + 34)} L${n(left + 4)} ${n(seatY + 150)} M${n(right - 14)} ${n(seatY + 34)} L${n(right - 4)} ${n(seatY + 150)}" ${l(12)}/>` +
    `</g>`
  );
}

/** A page whose words are at the pond (the ducks fed by it, the ball fished out of it): the park draws its pond. */
const BY_THE_POND = /\bpond\b/i;
/** By the pond, the characters are drawn no larger than this and stand at the page's two sides, so the pond shows between them. */
const BESIDE_THE_POND_SCALE = 0.95;
/** A page whose words seat them on a bench. */
const ON_A_BENCH = /\bbench\b/i;
/** Poses drawn seated: on a chair, or on a bench where the words put one. */
const seated = (pose: Pose) => pose === "sitting" || pose === "reading";

const n = (v: number) => v.toFixed(1);

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

/**
 * Pepita on Abuelita's lap, in the drawings' own units: the top of Abuelita's thigh above her feet,
 * how far from her middle Pepita sits (over her knee, clear of her face), and how far above her
 * own feet Pepita's seat is, her legs hanging below it.
 */
export const LAP = { top: 160, across: 110, seat: 110 } as const;

/**
 * How large a close-up draws Pepita on Abuelita's lap: as wide as the frame lets the two of them
 * be, Abuelita's raised hand on one side and Pepita's far side on the other (a medium view draws
 * them at 1.55, a close-up's side by side at 1.8).
 */
const NEAR_LAP_SCALE = 2.25;
/**
 * Where the edge in front of them cuts the view, in Pepita's drawing's units above her feet: over
 * her shins, clear of her shoes and of her skirt's hem above them (her seat is 110 up).
 */
const LAP_EDGE = { lowest: 35, highest: 65 } as const;

/**
 * A close-up of Pepita on Abuelita's lap seen near: how large, where Abuelita's feet are (below
 * the edge, out of sight) and where the edge's top is. Each story's own place in the ranges puts
 * the two higher or lower and the edge across a different line of them, so two stories' quiet
 * pages differ. Other close-ups keep the pair side by side: a hug drawn near put the edge under
 * Pepita's hem, and the two lines printed as one black bar.
 */
function nearLap(plan: ScenePlan, story: string, page: number, size: number): { scale: number; ground: number; edge: number } | undefined {
  if (
    plan.framing !== "close-up" ||
    !plan.characters.some((c) => c.name === "Pepita" && c.pose === "lap") ||
    !plan.characters.some((c) => c.name === "Abuelita")
  )
    return undefined;
  const at = (what: string, step: number) => (fraction(`${what} ${story}`) + page * step) % 1;
  const scale = NEAR_LAP_SCALE * size;
  const pepitaScale = Math.max(1.2, scale * 0.8);
  const ground = INNER.top + 110 + at("near top", 0.37) * 180 + partAtOrigin("abuelita-bench").height * scale;
  const shin = LAP_EDGE.lowest + at("near edge", 0.41) * (LAP_EDGE.highest - LAP_EDGE.lowest);
  return { scale, ground, edge: ground - LAP.top * scale + (LAP.seat - shin) * pepitaScale };
}

/**
 * Where along the page the characters stand (`slide`) and how much farther apart (`spread`), each
 * a fraction of its range; `turned`: the first of the two is drawn the other way round instead of
 * the second, so their raised arms and what they carry are on the other hands; `size`: how much
 * of the view's own size they are drawn at.
 */
type Stance = { slide: number; spread: number; turned: boolean; size: number };

/** A placed character or thing as seen in the mirror across the page's middle. */
function mirroredPlaced(p: Placed): Placed {
  const box = { ...p.box, x: PAGE_WIDTH - p.box.x - p.box.w };
  return p.kind === "character" && p.hands ? { ...p, box, hands: p.hands.map((h) => ({ ...h, x: PAGE_WIDTH - h.x })) } : { ...p, box };
}

/** The characters and what their poses need, centred on the page. */
function cast(
  plan: ScenePlan,
  ground: number,
  framingScale: number,
  reserve: boolean,
  random: () => number,
  swapped: boolean | undefined,
  stance: Stance,
  onRug = false,
  flankAt?: number,
  floorBack = -Infinity,
): Cast {
  let scale = framingScale;
  const layers: string[] = [];
  const placed: Placed[] = [];
  const poses = new Map(plan.characters.map((c) => [c.name, c.pose] as const));
  const outfits = new Map(plan.characters.map((c) => [c.name, c.outfit] as const));
  const indoors = SETTINGS[plan.setting].indoor;
  const wearer = (who: Character): Wearer => ({ who, outfit: outfits.get(who), indoors });
  const abuelita = poses.get("Abuelita");
  const pepita = poses.get("Pepita");
  const pair = abuelita !== undefined && pepita !== undefined;
  const sidesSwapped = swapped ?? random() > 0.6;
  const swap = sidesSwapped && pepita !== "lap" && pepita !== "sleeping";
  // Where along the page they stand is the page's own, so two pages of one place differ.
  const centre = 512 + (stance.slide - 0.5) * 200;

  if (pepita === "sleeping" || (pepita && awakeInBed(plan, pepita))) {
    // Abuelita stands or sits on a chair at the head of the bed, all of her inside the frame.
    const drawing = abuelita && figureFor("Abuelita", abuelita === "sleeping" ? "standing" : abuelita, random);
    // The story's own size, as the other pages have it, though she is never drawn over 1.4 here.
    const u = Math.min(scale / stance.size, 1.4) * stance.size;
    const aw = drawing ? partAtOrigin(drawing).width * u : 0;
    const ax = Math.max(330 - 150 * scale * 0.8, INNER.left + 10 + aw / 2);
    const bedX = drawing ? Math.max(330, ax + aw / 2 - 100) : 180;
    const w = Math.min(560, INNER.right - bedX - 30);
    const drawnBed = bed(bedX, ground, w);
    const head =
      pepita === "sleeping"
        ? figure("pepita-sleeping", drawnBed.pillow.x + 40, drawnBed.pillow.y + 40, 1.25).svg
        : awakeOnThePillow(drawnBed.pillow, wearer("Pepita"));
    layers.push(drawnBed.svg, head, quilt(bedX + 150, drawnBed.pillow.y + 10, w - 150, 220));
    placed.push({
      kind: "character",
      name: "Pepita",
      pose: pepita,
      ...wearing(outfits.get("Pepita")),
      box: { x: bedX - 20, y: ground - 450, w: w + 40, h: 450 },
      // Her hands are under the blanket: she holds nothing.
      ...(pepita === "sleeping" ? {} : { hands: [] }),
    });
    if (abuelita && drawing) {
      const a: { svg: string; box: Box; hands?: Point[] } =
        abuelita === "reading" ? readingAbuelita(ax, ground, u, false, wearer("Abuelita")) : figure(drawing, ax, ground, u, false, wearer("Abuelita"));
      layers.unshift(a.svg);
      if (abuelita === "sitting" || abuelita === "reading") layers.unshift(chair(ax, ground - 175 * u, aw * 0.85, a.box.y + a.box.h * 0.2));
      placed.push({
        kind: "character",
        name: "Abuelita",
        pose: abuelita,
        ...wearing(outfits.get("Abuelita")),
        box: a.box,
        ...(a.hands ? { hands: a.hands } : {}),
      });
    }
    // Turned, the bed stands on the left and Abuelita at its head on the right.
    if (stance.turned)
      return { layers: [`<g transform="translate(${PAGE_WIDTH} 0) scale(-1 1)">${layers.join("")}</g>`], placed: placed.map(mirroredPlaced), sideways: 0 };
    return { layers, placed, sideways: 0 };
  }

  const staging: Staging = { plan, ground, framingScale: scale, random, side: swap ? -1 : 1, wearer };
  if (pepita && ridesTheCarousel(plan, pepita)) return onTheCarousel(staging);
  const swingSetId = plan.props.find((id) => PROPS[id].art === "swing-set");
  if (pepita === "sitting" && swingSetId && ON_THE_SWING.test(plan.action)) return onTheSwing(staging, swingSetId);
  const slideId = plan.props.find((id) => PROPS[id].art === "slide");
  if (pepita === "sitting" && slideId && ON_THE_SLIDE.test(plan.action)) return atTheSlide(staging, slideId);

  const ladder = plan.props.find((id) => PROPS[id].art === "ladder");
  if (pepita === "reaching" && ladder) return upTheLadder(staging, ladder);
  // Pepita sitting where there is a tin tub is in her bath; the dog's bath has the dog in it.
  const tub = plan.props.find((id) => PROPS[id].art === "washtub");
  if (pepita === "sitting" && tub && !plan.props.some((id) => PROPS[id].art === "dog")) return inTheTub(staging, tub);

  const careKind = CARE_SEATS[plan.setting];
  if (careKind && pepita === "sitting") return seatedForCheckup(staging, careKind);

  if (pepita === "lap" && abuelita) {
    // Pepita sits on Abuelita's thigh near the knee, beside her face rather than in front of it:
    // her seat on the lap and her legs hanging over Abuelita's knees, in front of her shins.
    const seat = ground - 175 * scale;
    const pepitaScale = Math.max(1.2, scale * 0.8);
    // Abuelita's raised hand and Pepita's far side stay inside the frame wherever the page's turn puts them.
    const abuelitaHalf = (partAtOrigin("abuelita-bench").width * scale) / 2;
    const pepitaHalf = (partAtOrigin("pepita-bench").width * pepitaScale) / 2;
    const abuelitaX = withinFrame(centre - 60 * scale, abuelitaHalf, Math.max(abuelitaHalf, LAP.across * scale + pepitaHalf));
    const pepitaAt = { x: abuelitaX + LAP.across * scale, ground: ground - LAP.top * scale + LAP.seat * pepitaScale, scale: pepitaScale };
    const p = figure("pepita-bench", pepitaAt.x, pepitaAt.ground, pepitaAt.scale, false, wearer("Pepita"));
    // A rebozo on this page is round Abuelita's shoulders as she holds Pepita: folded and standing
    // on the edge in front of them, it read as a striped tub hiding Pepita.
    const rebozoId = plan.props.find((id) => PROPS[id].art === "rebozo");
    const shawled = rebozoId ? inHerRebozo(wearer("Abuelita")) : wearer("Abuelita");
    const a = holdingOnHerLap(abuelitaX, ground, scale, shawled, pepitaAt);
    const under = ON_A_BENCH.test(plan.action)
      ? bench(a.box.x - 40, a.box.x + a.box.w + 120 * scale, seat, a.box.y + a.box.h * 0.3)
      : chair(abuelitaX + 60 * scale, seat, a.box.w + 40, a.box.y + 60);
    layers.push(under, a.svg, a.behind, p.svg, a.front);
    placed.push(
      { kind: "character", name: "Abuelita", pose: "sitting", ...wearing(outfits.get("Abuelita")), box: a.box, hands: a.hands },
      { kind: "character", name: "Pepita", pose: "lap", ...wearing(outfits.get("Pepita")), box: p.box },
    );
    const shoulders = { x: a.box.x + a.box.w * 0.2, y: a.box.y + a.box.h * 0.3, w: a.box.w * 0.6, h: a.box.h * 0.3 };
    const grounded = rebozoId && {
      id: rebozoId,
      box: shoulders,
      on: "worn" as const,
      foot: { x: shoulders.x + shoulders.w / 2, y: shoulders.y + shoulders.h, surface: a.box },
    };
    // Abuelita sits facing the other way, Pepita on her lap left of her on the page, where the
    // page's turn to swap sides and the story's own turn disagree: neither alone keeps two stories'
    // quiet pages on her lap from being one drawing, since stories made one after another share
    // one and not the other.
    const mirrored = sidesSwapped !== stance.turned;
    const held =
      grounded &&
      (mirrored
        ? {
            ...grounded,
            box: mirroredPlaced({ kind: "furniture", box: grounded.box }).box,
            foot: { ...grounded.foot, x: PAGE_WIDTH - grounded.foot.x, surface: mirroredPlaced({ kind: "furniture", box: a.box }).box },
          }
        : grounded);
    const worn = held ? { grounded: held } : {};
    if (mirrored)
      return {
        layers: [`<g transform="translate(${PAGE_WIDTH} 0) scale(-1 1)">${layers.join("")}</g>`],
        placed: placed.map(mirroredPlaced),
        sideways: 0,
        ...worn,
      };
    return { layers, placed, sideways: 0, ...worn };
  }

  if (pair && abuelita === "hugging") {
    const embrace = hug(INNER, scale, ground, centre, swap ? -1 : 1, outfits, indoors);
    return { layers: embrace.layers, placed: embrace.placed, sideways: 0 };
  }

  const order: [Character, Pose][] = [];
  if (abuelita) order.push(["Abuelita", abuelita]);
  if (pepita) order.push(["Pepita", pepita]);
  if (swap) order.reverse();
  const handInHand = pair && abuelita === "walking";
  // Seen near, two side by side stand or sit close together, as the built-in story draws them;
  // but for Canelo or the goose, who stands between them where the page leaves no room beside,
  // and for a table one of them works at, whose things stand on it between them.
  // A celebration stands them together too, whatever the framing, unless a garland or a piñata
  // must hang where a kite or balloons fill the sky: then only the room between the two is left it.
  const zones = new Set(plan.props.map((id) => PROP_ART[PROPS[id].art]().zone));
  const hanging = zones.has("hangs") && zones.has("flies");
  const closeTogether =
    pair &&
    !handInHand &&
    (plan.framing === "close-up" || (celebratesTogether(plan) && !hanging)) &&
    abuelita !== "working" &&
    pepita !== "working" &&
    !plan.props.some((id) => ANIMALS.has(PROPS[id].art));
  const figures = order.map(([name, pose], i) => {
    const low = lowPoseOf(plan, pose);
    const drawing = low ? LOW_DRAWINGS[name][low] : name === "Pepita" && carriesWaving(plan, pose) ? "pepita-holding-skull" : figureFor(name, pose, random);
    return { name, pose, low, drawing, part: partAtOrigin(drawing, false), mirror: pair && i === (stance.turned && !handInHand ? 0 : 1) && pose !== "working" };
  });
  // Hand in hand they walk close, so their arms bend down to the clasped hands instead of
  // stretching across the page; otherwise a little apart. Two wide poses (dancing skirts) are drawn
  // a little smaller rather than cut by the frame. A page with things to stand on the floor keeps
  // some room for them, but never at the cost of the characters' size: the built-in story draws
  // them half the page tall or more, and what does not fit stands in front.
  const apart = handInHand ? 10 + random() * 30 : closeTogether ? CLOSE_UP_APART : 60;
  // Someone else the page names (the boy in the waiting room) sits beside Pepita: room is kept for him.
  const third = companionOf(plan);
  const thirdWidth = third ? companionWidth(third.art) : 0;
  const natural = figures.reduce((sum, f) => sum + f.part.width, 0) + apart * (figures.length - 1) + thirdWidth;
  // Hand in hand they would fill the page's width on every story's walk alike. They walk close
  // whatever the page's spread, so the spread leaves them instead its share of the street beside
  // them, and they stand at the page's own place along it.
  const width = (INNER.right - INNER.left - 30) * (handInHand ? 1 - HAND_IN_HAND_ROOM * stance.spread : 1);
  scale = Math.min(scale, width / natural, Math.max(MIN_CAST_SCALE, (width * (reserve ? 0.74 : 1)) / natural));
  // Pepita reaching for a thing too big to hold has the floor's free room beside her, where it stands.
  const key = plan.props[0] && PROP_ART[PROPS[plan.props[0]].art]();
  const besidePepita = pepita === "reaching" && key !== undefined && key.zone === "ground" && !holdable(key);
  // Beside a slide nobody is on, or a sandbox nobody is in, they stand at the page's two sides, no
  // larger than `flankAt`, and it stands between them seen whole.
  const flanking = flankAt !== undefined && !handInHand && !besidePepita && !third;
  if (flanking) scale = Math.min(scale, flankAt);
  const arriving = pair && !flanking && !besidePepita && !third && arrivesApart(plan);
  // Arriving, Pepita is still a way off up the path: a little smaller, her feet a little up the floor.
  const farUp = arrivalRaise(scale, ground, floorBack);
  // Carrying something in her hands she keeps her size, or the thing, drawn large enough to colour,
  // would be too big for her.
  const carrying = key !== undefined && holdable(key);
  const far = (name: Character) => (arriving && name === "Pepita" ? { size: carrying ? 1 : ARRIVAL_FAR.size, up: farUp } : { size: 1, up: 0 });
  const drawnWidth = figures.reduce((sum, f) => sum + f.part.width * scale * far(f.name).size, 0);
  const thirdRoom = thirdWidth * scale;
  const roomBetween = INNER.right - INNER.left - 20 - drawnWidth;
  // Apart by the page's own step more where there is room, never by shrinking them.
  const roomApart =
    figures.length > 1 && !handInHand && !besidePepita && !closeTogether
      ? Math.min((INNER.right - INNER.left - 20 - drawnWidth - thirdRoom - apart * scale) / 2, SPREAD) * stance.spread
      : 0;
  const gap = flanking
    ? roomBetween
    : arriving
      ? Math.max(apart * scale, roomBetween * (ARRIVAL_APART.least + ARRIVAL_APART.range * stance.spread))
      : apart * scale + Math.max(0, roomApart);
  const total = drawnWidth + gap * (figures.length - 1) + thirdRoom;
  const free = INNER.right - INNER.left - 20 - total;
  const freeOnTheLeft = random() > 0.5;
  // Room kept for the floor stays on one side; the characters stand at the page's own distance
  // from the other edge, unless what Pepita reaches for needs all of it beside her.
  const towardsTheRoom = besidePepita ? 0 : free * SLIDE * stance.slide;
  const start = flanking
    ? swap
      ? INNER.right - 10 - total
      : INNER.left + 10
    : reserve
      ? INNER.left + 10 + ((besidePepita ? order[0]![0] === "Pepita" : freeOnTheLeft) ? free - towardsTheRoom : towardsTheRoom)
      : centre - total / 2;
  // His room is on Pepita's side of the two.
  let x = Math.max(INNER.left + 10, Math.min(start, INNER.right - 10 - total)) + (third && order[0]![0] === "Pepita" ? thirdRoom : 0);
  let workTable: Box | undefined;
  const drawn: { name: Character; drawing: PartName; mirror: boolean; x: number; svg: string; box: Box; ground: number; scale: number }[] = [];
  const castScale = scale;
  const feetAt = ground;
  for (const f of figures) {
    const scale = castScale * far(f.name).size;
    const ground = feetAt - far(f.name).up;
    const w = f.part.width * scale;
    const fx = x + w / 2;
    const raisedArmOff = handInHand && f.drawing === "abuelita-blessing";
    const fig: { svg: string; box: Box; ground?: number; hands?: Point[] } = f.low
      ? lowFigure(f.drawing, f.low, fx, ground, scale, f.mirror, wearer(f.name), f.name)
      : readsTheBook(f)
        ? readingAbuelita(fx, ground, scale, f.mirror, wearer(f.name))
        : raisedArmOff
          ? (() => {
              const part = partAtOrigin(f.drawing, f.mirror, (svg) => dressed(withoutRaisedArm(svg), f.name, outfits.get(f.name), indoors));
              return {
                svg: `<g transform="translate(${fx.toFixed(1)} ${ground.toFixed(1)}) scale(${scale})">${withMinStroke(part.svg, scale)}</g>`,
                box: { x: fx - w / 2, y: ground - part.height * scale, w, h: part.height * scale },
              };
            })()
          : figure(f.drawing, fx, ground, scale, f.mirror, wearer(f.name));
    if (seated(f.pose) && !f.low && !ON_A_BENCH.test(plan.action)) layers.push(chair(fx, ground - 175 * scale, w * 0.85, fig.box.y + fig.box.h * 0.2));
    drawn.push({ name: f.name, drawing: f.drawing, mirror: f.mirror, x: fx, svg: fig.svg, box: fig.box, ground: fig.ground ?? ground, scale });
    placed.push({ kind: "character", name: f.name, pose: f.pose, ...wearing(outfits.get(f.name)), box: fig.box, ...(fig.hands ? { hands: fig.hands } : {}) });
    x += w + gap;
  }
  // On a bench they share one, from the first seated to the last.
  const benched = drawn.filter((_, i) => seated(figures[i]!.pose) && !figures[i]!.low);
  if (ON_A_BENCH.test(plan.action) && benched.length) {
    const top = Math.min(...benched.map((d) => d.box.y + d.box.h * 0.2));
    layers.push(bench(benched[0]!.box.x + 10, benched.at(-1)!.box.x + benched.at(-1)!.box.w - 10, ground - 175 * scale, top));
  }
  const armless: ArmlessFigure[] = drawn.flatMap((d, i) =>
    ARMLESS.has(d.drawing)
      ? [
          {
            drawing: d.drawing,
            mirror: d.mirror,
            x: d.x,
            ground: d.ground,
            scale: d.scale,
            box: d.box,
            up: figures[i]!.pose === "reaching",
            wave: figures[i]!.pose === "waving",
            ...withWrists(wristsOf(outfits.get(d.name))),
          },
        ]
      : [],
  );
  const mat = onRug ? undefined : underTheSitters(plan, figures, drawn, ground);
  if (mat) layers.unshift(mat.svg);
  if (handInHand && drawn.length === 2) {
    // Hand in hand: Abuelita's arm from her near shoulder and Pepita's from hers meet in two
    // hands clasped between them.
    const [first, second] = drawn as [(typeof drawn)[number], (typeof drawn)[number]];
    const meetX = (first.box.x + first.box.w + second.box.x) / 2;
    const shoulder = (d: typeof first, towards: 1 | -1) => {
      const local = d.name === "Abuelita" ? ABUELITA_SHOULDER : PEPITA_SHOULDER;
      return bodyPoint(d.drawing, d.mirror, { x: d.x, ground, scale }, { x: (d.mirror ? -towards : towards) * local.x, y: local.y });
    };
    const pepitaFigure = first.name === "Pepita" ? first : second;
    const meet = { x: meetX, y: shoulder(pepitaFigure, pepitaFigure === first ? 1 : -1).y + 100 * scale };
    for (const [d, towards] of [
      [first, 1],
      [second, -1],
    ] as const) {
      const to = { x: meet.x - towards * 10 * scale, y: meet.y };
      const own = armless.find((a) => a.x === d.x);
      if (own) own.reach = { towards, to };
      else {
        const from = shoulder(d, towards);
        layers.push(whole(arm(from, { x: from.x + towards * 14 * scale, y: (from.y + to.y) / 2 + 24 * scale }, to, 30 * scale)));
      }
    }
    const r = 20 * scale;
    placed.push({ kind: "touch", pose: "walking", box: { x: meet.x - 2 * r, y: meet.y - 2 * r, w: 4 * r, h: 4 * r } });
  }
  layers.push(...armless.map((_, i) => armsSlot(i)), ...drawn.map((d) => d.svg));
  if (figures.some((f) => f.pose === "working")) {
    // The table runs the width of the page, so what is on it has room beside the characters.
    const left = INNER.left + 10;
    const right = INNER.right - 10;
    const top = ground - 190 * scale;
    // A tiled counter belongs in a kitchen or a bakery; anywhere else it is a plain wooden table.
    layers.push(table(left, top, right - left, ground, COUNTER_SETTINGS.has(plan.setting) && random() > 0.4));
    workTable = { x: left - 14, y: top - 26, w: right - left + 28, h: ground - top + 26 };
    for (const [i, a] of armless.entries()) if (figures[drawn.findIndex((d) => d.x === a.x)]?.pose === "working") armless[i] = { ...a, table: workTable };
  }
  layers.push(...armless.map((_, i) => forearmsSlot(i)));
  for (const f of figures) {
    if (f.pose === "reading" && !readsTheBook(f)) {
      const book = placed.find((p) => p.kind === "character" && p.name === f.name)!.box;
      const art = PROP_ART.book();
      const s = 0.8 * scale;
      layers.push(
        `<g transform="translate(${(book.x + book.w / 2).toFixed(1)} ${(book.y + book.h * 0.62).toFixed(1)}) scale(${s.toFixed(2)})">${withMinStroke(art.svg, s)}</g>`,
      );
    }
  }
  const bodies = drawn.map(({ name, drawing, mirror, x, ground: feet, scale: own }) => ({ name, drawing, mirror, x, ground: feet, scale: own }));
  return {
    layers,
    placed,
    armless,
    scale,
    bodies,
    ...(workTable ? { table: workTable } : {}),
    ...(mat?.grounded ? { grounded: mat.grounded } : {}),
    sideways: 0,
  };
}

/** Abuelita reading on a chair holds her book with both hands. */
const readsTheBook = (f: { name: Character; pose: Pose; low?: LowPose }) => f.name === "Abuelita" && f.pose === "reading" && !f.low;

/** Sitting on the rug, the floor, the grass or the sand, or on the picnic blanket when there is one and no bench. */
const ON_THE_GROUND = /\bon the (\w+ )?(rug|floor|ground|grass|sand|blanket)\b/i;
const OFF_THE_GROUND = /\b(bench|chair|table|lap|bed)\b/i;

/** Whether a character in this pose is drawn low: kneeling, or sitting on the floor where the page says so. */
function lowPoseOf(plan: ScenePlan, pose: Pose): LowPose | undefined {
  if (pose === "kneeling") return "kneeling";
  if (pose !== "sitting" && pose !== "reading") return undefined;
  const picnic = plan.props.some((id) => PROPS[id].art === "picnic-blanket");
  return !OFF_THE_GROUND.test(plan.action) && (ON_THE_GROUND.test(plan.action) || picnic) ? "floor" : undefined;
}

/** Whether the plan seats someone on the floor. */
export const sitsOnTheFloor = (plan: ScenePlan) => plan.characters.some(({ pose }) => lowPoseOf(plan, pose) === "floor");

/**
 * What those sitting on the floor sit on, under them and a little wider: the picnic blanket when
 * the page has one (then it is that prop, on the grass), else a round rug.
 */
/** A page whose words have them in the sandbox. */
const IN_THE_SANDBOX = /\bsand ?box\b/i;

/**
 * A sandbox seen from the front: a frame of four wooden planks, mitred at the corners so each
 * plank is a region to colour, and the sand inside with a few ripples.
 */
function sandbox(left: number, right: number, top: number, bottom: number): string {
  const plank = 34;
  const [il, ir, it, ib] = [left + plank, right - plank, top + plank * 0.7, bottom - plank];
  const ripples = [0.3, 0.55, 0.8]
    .map((share, i) => {
      const y = it + (ib - it) * (0.35 + 0.25 * (i % 2));
      const x = il + (ir - il) * share;
      return `<path d="M${n(x - 40)} ${n(y)} q20 -12 40 0 q20 12 40 0" ${l(4)}/>`;
    })
    .join("");
  return (
    `<g data-part="sandbox"><rect x="${n(left)}" y="${n(top)}" width="${n(right - left)}" height="${n(bottom - top)}" rx="10" ${o(7)}/>` +
    `<rect x="${n(il)}" y="${n(it)}" width="${n(ir - il)}" height="${n(ib - it)}" rx="4" ${o(5)}/>` +
    `<path d="M${n(left)} ${n(top)} L${n(il)} ${n(it)} M${n(right)} ${n(top)} L${n(ir)} ${n(it)} M${n(left)} ${n(bottom)} L${n(il)} ${n(ib)} M${n(right)} ${n(bottom)} L${n(ir)} ${n(ib)}" ${l(5)}/>` +
    `${ripples}</g>`
  );
}

/**
 * The sandbox a page names where nobody sits or kneels in it: a step behind them on the grass,
 * between them where they stand at the page's two sides (else on the side they leave most free),
 * running a little behind each, so they stand beside it and most of it is seen.
 */
function sandboxBeside(placed: Placed[], ground: number): string | undefined {
  const cast = placed
    .filter((p) => p.kind === "character")
    .map((p) => p.box)
    .sort((a, b) => a.x - b.x);
  if (!cast.length) return undefined;
  const [first, last] = [cast[0]!, cast.at(-1)!];
  const between = cast.length > 1 ? cast[1]!.x - (first.x + first.w) : 0;
  const onTheLeft = first.x - INNER.left >= INNER.right - (last.x + last.w);
  const [left, right] =
    between >= SANDBOX_WIDTH / 3
      ? [first.x + first.w * 0.55, cast[1]!.x + cast[1]!.w * 0.45]
      : onTheLeft
        ? [INNER.left + 10, Math.max(INNER.left + 10 + SANDBOX_WIDTH, first.x + first.w * 0.4)]
        : [Math.min(INNER.right - 10 - SANDBOX_WIDTH, last.x + last.w * 0.6), INNER.right - 10];
  return sandbox(left, right, ground - SANDBOX_BEHIND.top, ground - SANDBOX_BEHIND.front);
}

/** The least width of a sandbox they stand beside, and how far above their feet its back and front run. */
const SANDBOX_WIDTH = 380;
const SANDBOX_BEHIND = { top: 200, front: 24 } as const;
/** Beside a sandbox nobody is in, the characters are drawn no larger than this, so it shows between them. */
const BESIDE_THE_SANDBOX_SCALE = 1.05;

function underTheSitters(
  plan: ScenePlan,
  figures: { low?: LowPose }[],
  drawn: { box: Box }[],
  ground: number,
): { svg: string; grounded?: Cast["grounded"] } | undefined {
  // In the sandbox whoever kneels kneels in it too.
  const inSand = IN_THE_SANDBOX.test(plan.action);
  const sitters = drawn.filter((_, i) => figures[i]!.low === "floor" || (inSand && figures[i]!.low === "kneeling")).map((d) => d.box);
  if (!sitters.length) return undefined;
  const left = Math.max(INNER.left + 10, Math.min(...sitters.map((b) => b.x)) - 60);
  const right = Math.min(INNER.right - 10, Math.max(...sitters.map((b) => b.x + b.w)) + 60);
  const middle = (left + right) / 2;
  const floor = { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - ground) };
  const blanketId = plan.props.find((id) => PROPS[id].art === "picnic-blanket");
  if (blanketId) {
    const art = PROP_ART["picnic-blanket"]();
    const s = Math.min((right - left) / art.width, (INNER.bottom - 10 - ground) / (art.height * 0.45));
    // They sit a little behind its middle, its near edge in front of their feet.
    const foot = ground + art.height * s * 0.42;
    const box = { x: middle - (art.width * s) / 2, y: foot - art.height * s, w: art.width * s, h: art.height * s };
    return {
      svg: `<g transform="translate(${middle.toFixed(1)} ${foot.toFixed(1)}) scale(${s.toFixed(3)})">${withMinStroke(art.svg, s)}</g>`,
      grounded: { id: blanketId, box, foot: { x: middle, y: foot, surface: floor }, on: "under" },
    };
  }
  const [rx, ry] = [(right - left) / 2, Math.min(90, Math.max(40, (INNER.bottom - 10 - ground) / 1.2))];
  const cy = ground + ry * 0.15;
  if (IN_THE_SANDBOX.test(plan.action)) return { svg: sandbox(left, right, ground - 150, Math.min(INNER.bottom - 10, ground + ry * 1.1)) };
  return {
    svg:
      `<g data-part="floor-rug"><ellipse cx="${middle.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" ${o(6)}/>` +
      `<ellipse cx="${middle.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(rx - 40).toFixed(1)}" ry="${(ry - 22).toFixed(1)}" ${o(5)}/></g>`,
  };
}

const SHELF = (x: number, y: number, w: number) =>
  `<rect x="${(x - w / 2 - 16).toFixed(1)}" y="${y.toFixed(1)}" width="${(w + 32).toFixed(1)}" height="18" rx="6" ${o(6)}/>`;

/**
 * Pepita waving hello with the page's key object, something she can hold: she carries it in one
 * hand and waves with the other, never holds it at her chest while both her arms wave.
 */
function carriesWaving(plan: ScenePlan, pose: Pose): boolean {
  const key = plan.props[0];
  if (pose !== "waving" || !key) return false;
  const art = PROPS[key].art;
  const drawing = PROP_ART[art]();
  return holdable(drawing) && drawing.zone !== "hangs" && drawing.zone !== "flies" && !TETHERED.has(art) && !PLAYED_ARTS.has(art);
}

/** A little table drawn under something that needs a surface where the page has none. */
const STAND_HEIGHT = 150;
const STAND = (x: number, top: number, w: number) =>
  `<rect x="${(x - w / 2 - 18).toFixed(1)}" y="${top.toFixed(1)}" width="${(w + 36).toFixed(1)}" height="24" rx="8" ${o(7)}/>` +
  `<path d="M${(x - w / 2 + 4).toFixed(1)} ${(top + 24).toFixed(1)} L${(x - w / 2 - 6).toFixed(1)} ${(top + STAND_HEIGHT).toFixed(1)} M${(x + w / 2 - 4).toFixed(1)} ${(top + 24).toFixed(1)} L${(x + w / 2 + 6).toFixed(1)} ${(top + STAND_HEIGHT).toFixed(1)}" ${l(12)}/>` +
  `<path d="M${(x - w / 2 + 2).toFixed(1)} ${(top + 95).toFixed(1)} L${(x + w / 2 - 2).toFixed(1)} ${(top + 95).toFixed(1)}" ${l(8)}/>`;

type Zone = "table" | "stand" | "shelf" | "floor" | "string" | "hands" | "sky" | "anywhere";

/**
 * Where a prop may go, best first: on the table, held in a character's hands, on a stand or a
 * shelf when it needs a surface; on the floor; hung on a string; flying. The page's key object
 * goes into hands before a stand or a shelf, so it is in the middle of the picture.
 */
const tooBig = (drawing: Drawing) => drawing.width > 280 || drawing.height > 340;
const holdable = (drawing: Drawing) => !drawing.fixed && !tooBig(drawing);

function zonesFor(drawing: Drawing, key: boolean, table: Box | undefined, indoor: boolean, upOnTable = false): Zone[] {
  // Where the page puts things up on the table (the cat jumped onto it), what fits there goes there first.
  if (upOnTable && table && holdable(drawing) && drawing.zone !== "hangs" && drawing.zone !== "flies")
    return ["table", ...zonesFor(drawing, key, table, indoor).filter((zone) => zone !== "table")];
  const high: Zone[] = indoor ? ["shelf"] : [];
  // What is never set down on the floor is in someone's hands before it goes on a stand beside them.
  const inHands = (key || drawing.offTheFloor) && holdable(drawing);
  const surfaces: Zone[] = [...(table ? ["table" as const] : []), ...(inHands ? ["hands" as const] : []), "stand", ...high];
  if (drawing.offTheFloor) return surfaces;
  if (drawing.zone === "table") return [...surfaces, "floor", ...(holdable(drawing) ? ["hands" as const] : [])];
  if (drawing.zone === "hangs") return ["string"];
  // What is too big to hold (a tree, a snowman, a tin tub, the dentist's chair) stands on the floor and nowhere else.
  if (drawing.zone === "ground" && tooBig(drawing)) return ["floor"];
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

/** How far below the characters' feet a thing on the floor may stand, nearest first tried first. */
const FLOOR_ROWS = [40, 150, 0, 100, 200];
/** An animal beside them stands on their floor line, or a step nearer. */
const FEET_ROWS = [0, 40];

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
  { played, crafted, upOnTable = false, sky, carriers }: { played: boolean; crafted: boolean; upOnTable?: boolean; sky?: Box; carriers?: Carriers } = {
    played: false,
    crafted: false,
  },
): PlacedLayer | null {
  const scales = key ? [1.3, 1.15, 1, 0.9] : [1.2, 1, 0.85, 0.7, 0.6];
  const isTable = (box: Box) => table !== undefined && box.x === table.x && box.w === table.w;
  // Balloons and a kite fly from a string in someone's hand.
  const held = tethered ? holdIn(drawing, holders, occupied, true) : null;
  if (held) return held;
  if (played) return placeGame(drawing, characters, occupied, ground, table, random, scales);
  if (drawing.zone === "hangs") return hangFromAbove(drawing, characters, walls, occupied, ground, table, random, scales, crafted, sky);
  // What Pepita brings as she waves hello is in her hand before anywhere else.
  const carried = key && holders.some((holder) => carriers?.has(holder));
  const zones = zonesFor(drawing, key, table, indoor, upOnTable);
  for (const zone of carried ? ["hands" as const, ...zones.filter((zone) => zone !== "hands")] : zones) {
    // The key object stays on the table beside the characters a little smaller rather than go up on a shelf.
    const sizes = zone === "table" && ((key && drawing.zone === "table") || upOnTable) ? [...scales, 0.8, 0.7] : scales;
    // On the table a thing stands in front of whoever works behind it, as in the built-in story.
    const free = zone === "table" ? occupied.filter((box) => !characters.includes(box) || isTable(box)) : occupied;
    // What is held is in front of the holder, and so of the wall behind her.
    const layer =
      zone === "hands"
        ? holdIn(
            drawing,
            holders,
            occupied.filter((box) => !walls.includes(box)),
            false,
            carriers,
          )
        : placeIn(zone, drawing, free, ground, table, random, sizes);
    if (layer) return layer;
  }
  // A crowded page still shows every prop the plan names: smaller on the floor in front, in
  // someone's hands, and only as a last resort wherever there is room.
  const inFront = (sizes: number[], overTable = false) => {
    const layer = placeIn(
      "floor",
      drawing,
      occupied.filter((box) => !characters.includes(box) && !(overTable && table && box.x === table.x && box.w === table.w)),
      ground,
      table,
      random,
      sizes,
      (box) => characters.reduce((sum, other) => sum + overlapArea(box, other), 0),
    );
    return layer && { ...layer, on: "in-front" as const };
  };
  // A mug or a letter with no table, hand or stand free goes on a smaller stand, else on a stand in
  // front of the characters where it hides the least of them; only a page with no room sets it down.
  const raised = drawing.offTheFloor
    ? (placeIn("stand", drawing, occupied, ground, table, random, [0.8, 0.7, 0.6]) ??
      placeIn(
        "stand",
        drawing,
        occupied.filter((box) => !characters.includes(box)),
        ground,
        table,
        random,
        [0.9, 0.8],
        (box) => characters.reduce((sum, other) => sum + overlapArea(box, other), 0),
      ))
    : null;
  if (raised) return raised;
  const grounded = drawing.zone !== "flies";
  // The key object stays large enough to colour, in front of the characters if it must.
  // With the characters drawn as large as the built-in story's, a table can fill the floor: the
  // key object then stands on the floor in front of it.
  const keyInFront = key && grounded ? (inFront([1, 0.85, 0.7, 0.6]) ?? inFront([1, 0.85], true)) : null;
  if (keyInFront) return keyInFront;
  return (
    placeIn("floor", drawing, occupied, ground, table, random, [0.5, 0.42]) ??
    (holdable(drawing) ? holdIn(drawing, holders, occupied, false, carriers) : null) ??
    (grounded ? (inFront([0.6, 0.5, 0.42, 0.34]) ?? inFront([0.6, 0.5, 0.42, 0.34], true)) : null) ??
    placeIn("anywhere", drawing, occupied, ground, table, random, [0.42, 0.34, 0.28]) ??
    // What flies may fly in front of the wall's pictures and the altar when the camera comes close.
    (drawing.zone === "flies"
      ? placeIn(
          "anywhere",
          drawing,
          occupied.filter((box) => !walls.includes(box)),
          ground,
          table,
          random,
          [0.42, 0.34, 0.28],
        )
      : null)
  );
}

/**
 * A market crate on the ground beside the shoppers, else in front of them where it hides the least
 * of them (never a face); the page's key object's crate the largest.
 */
function crateBeside(crate: Drawing, key: boolean, characters: Box[], occupied: Box[], ground: number, random: () => number): PlacedLayer | null {
  const sizes = key ? [1, 0.92, 0.84] : [0.84, 0.76, 0.68];
  const layer =
    placeIn("floor", crate, occupied, ground, undefined, random, sizes) ??
    placeIn(
      "floor",
      crate,
      occupied.filter((box) => !characters.includes(box)),
      ground,
      undefined,
      random,
      sizes,
      (box) => characters.reduce((sum, other) => sum + overlapArea(box, other), 0),
    );
  return layer && { ...layer, on: "crate" };
}

/**
 * The letter Pepita posts goes half into the mailbox's slot, in her hand when she reaches up to it,
 * rather than set down on the ground beside her.
 */
function intoTheSlot(drawing: Drawing, mailbox: Box, occupied: Box[], handed: boolean): PlacedLayer | null {
  const art = PROP_ART.mailbox();
  const slot = { x: mailbox.x + mailbox.w / 2, y: mailbox.y + mailbox.h + MAILBOX_SLOT * (mailbox.w / art.width) };
  // Pushed deeper into the slot, rather than drawn smaller, where it would reach a face.
  for (const [scale, depth] of [1, 0.9, 0.8, 0.7].flatMap((scale) => [0.2, 0.4].map((depth) => [scale, depth] as const))) {
    const w = drawing.width * scale;
    const h = drawing.height * scale;
    const bottom = slot.y + h * depth;
    const box = { x: slot.x - w / 2, y: bottom - h, w, h };
    if (!inside(box) || occupied.some((other) => overlaps(box, other, 0))) continue;
    return {
      svg: `<g transform="translate(${slot.x.toFixed(1)} ${bottom.toFixed(1)}) scale(${scale})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`,
      box,
      on: handed ? "hands" : "slot",
      foot: { x: slot.x, y: bottom, surface: mailbox },
    };
  }
  return null;
}

/** The games children play together (lotería, a board game): never stored on a shelf while they play. */
export const PLAYED_ARTS = new Set(["loteria", "board-game"]);

/**
 * A game being played lies between the players: on their table, else on a little table of its
 * own beside them, else on the floor, in front of them if it must.
 */
function placeGame(
  drawing: Drawing,
  characters: Box[],
  occupied: Box[],
  ground: number,
  table: Box | undefined,
  random: () => number,
  scales: number[],
): PlacedLayer | null {
  const hides = (box: Box) => characters.reduce((sum, other) => sum + overlapArea(box, other), 0);
  const isTable = (box: Box) => table !== undefined && box.x === table.x && box.w === table.w;
  const players = characters.filter((box) => !isTable(box));
  const middle = players.reduce((sum, box) => sum + box.x + box.w / 2, 0) / Math.max(1, players.length);
  // Between the players, hiding as little of them as it can.
  const between = (box: Box) => hides(box) + Math.abs(box.x + box.w / 2 - middle) * 200;
  const overTable = occupied.filter((box) => !characters.includes(box) || isTable(box));
  const beside = occupied.filter((box) => !characters.includes(box));
  const onTable = table ? placeIn("table", drawing, overTable, ground, table, random, [...scales, 0.8, 0.7], hides) : null;
  // On a crowded table it would stand in front of a face: then it goes down between the players.
  if (onTable && hides(onTable.box) < 0.25 * onTable.box.w * onTable.box.h) return onTable;
  const layer =
    placeIn("stand", drawing, occupied, ground, table, random, scales) ??
    placeIn("floor", drawing, occupied, ground, table, random, [...scales, 0.8, 0.7]) ??
    placeIn("floor", drawing, beside, ground, table, random, [...scales, 0.8, 0.7], between);
  return layer && (layer.on === "floor" && characters.some((box) => overlaps(layer.box, box, 0)) ? { ...layer, on: "in-front" } : layer);
}

/**
 * A piñata or a garland always hangs from a rope up to the ceiling or a branch, in front of the
 * wall if the wall is full, smaller rather than on the floor. Only one being made may lie on the
 * work table.
 */
function hangFromAbove(
  drawing: Drawing,
  characters: Box[],
  walls: Box[],
  occupied: Box[],
  ground: number,
  table: Box | undefined,
  random: () => number,
  scales: number[],
  crafted: boolean,
  sky: Box | undefined,
): PlacedLayer | null {
  const isTable = (box: Box) => table !== undefined && box.x === table.x && box.w === table.w;
  if (crafted && table) {
    const onTable = placeIn(
      "table",
      drawing,
      occupied.filter((box) => !characters.includes(box) || isTable(box)),
      ground,
      table,
      random,
      [...scales, 0.8, 0.7],
    );
    if (onTable) return onTable;
  }
  const overWalls = occupied.filter((box) => !walls.includes(box));
  const hanging =
    placeIn("string", drawing, occupied, ground, table, random, scales) ?? placeIn("string", drawing, overWalls, ground, table, random, [0.6, 0.5, 0.42, 0.36]);
  if (hanging) return hanging;
  // Over someone's shoulder rather than on the floor: only its rope may cross what is below, as
  // little of the characters as can be; what it takes is then its own shape.
  const crossing = (box: Box) => characters.reduce((sum, other) => sum + overlapArea(box, other), 0);
  // Its rope may cross them, but never the sun or the moon.
  const over = placeIn(
    "string",
    drawing,
    overWalls,
    ground,
    table,
    random,
    [0.42, 0.36, 0.3],
    crossing,
    overWalls.filter((box) => box !== sky),
  );
  if (!over?.foot) return over;
  const { x, y } = over.foot;
  const w = over.box.w;
  const h = over.box.y + over.box.h - y;
  return { ...over, box: { x: x - w / 2, y, w, h } };
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
  crossedByRope: Box[] = [],
  rows: number[] = FLOOR_ROWS,
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
    // What stands on the floor ends where the floor's drawing may: a basket's fringe or a stand's
    // legs down by the frame would cut the floor under them into strips too thin to colour.
    if (zone === "stand") for (const y of [ground - STAND_HEIGHT + 40, ground - STAND_HEIGHT + 150]) along(Math.min(y, FLOOR_LIMIT - STAND_HEIGHT));
    if (zone === "floor") for (const y of rows) along(Math.min(ground + y, FLOOR_LIMIT));
    if (zone === "anywhere") {
      for (let y = INNER.top + 20 + h; y <= INNER.bottom - 10; y += 24)
        for (let x = INNER.left + w / 2 + 10; x <= INNER.right - w / 2 - 10; x += 24) candidates.push({ x, y });
    }
    const free = candidates.filter((spot) => {
      const box = boxFor(zone, spot, w, h);
      const own = { x: spot.x - w / 2, y: spot.y - h, w, h };
      return inside(box) && !occupied.some((other) => overlaps(crossedByRope.includes(other) ? own : box, other));
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

/** The narrowest a hand-sized thing is drawn in hands, in the page's pixels. */
const HELD_THUMB = 100;

/**
 * A prop held in front of a character at the height of their hands, as large as their arms
 * could hold it. It covers the holder's middle, never another prop; a holder holds one thing,
 * so it leaves `holders`.
 */
function holdIn(drawing: Drawing, holders: Box[], occupied: Box[], aloft = false, carriers?: Carriers): PlacedLayer | null {
  for (const holder of holders) {
    const carrier = carriers?.get(holder);
    const layer = aloft ? flyFrom(drawing, holder, occupied) : carrier ? carriedBy(drawing, carrier, holder, occupied) : null;
    if (layer) {
      holders.splice(holders.indexOf(holder), 1);
      return layer;
    }
    if (aloft || carrier) continue;
    // In front of the holder's middle, below the chin: her hands hold it at its sides.
    // A hand-sized thing no smaller than a child's thumb is long, so it stays large enough to colour.
    const handSized = drawing.handSized ? Math.max(holder.w * drawing.handSized, HELD_THUMB) / drawing.width : Infinity;
    const scale = Math.min(1.3, handSized, (holder.w * 0.62) / drawing.width, (holder.h * 0.28) / drawing.height);
    if (scale < 0.55) continue;
    const w = drawing.width * scale;
    const h = drawing.height * scale;
    const spot = { x: holder.x + holder.w / 2, y: holder.y + holder.h * 0.72 };
    const box = { x: spot.x - w / 2, y: spot.y - h, w, h };
    if (!inside(box) || occupied.some((other) => other !== holder && overlaps(box, other) && !contains(holder, other))) continue;
    holders.splice(holders.indexOf(holder), 1);
    return inHands(drawing, scale, spot, box, holder);
  }
  return null;
}

/** A drawing held in someone's hands, its foot at `spot` in their box. */
function inHands(drawing: Drawing, scale: number, spot: Point, box: Box, holder: Box): PlacedLayer {
  return {
    svg: `<g transform="translate(${spot.x.toFixed(1)} ${spot.y.toFixed(1)}) scale(${scale.toFixed(3)})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`,
    box,
    on: "hands",
    foot: { x: spot.x, y: spot.y, surface: holder },
  };
}

/** Pepita waving hello with one arm, by her box: what she holds she carries at her side in the other hand. */
type Carriers = ReadonlyMap<Box, ArmlessFigure>;

/**
 * What a waving Pepita carries at her side, its top in her lowered hand: as large as she could
 * carry it, on her outer side, else on the side towards whoever stands beside her.
 */
function carriedBy(drawing: Drawing, figure: ArmlessFigure, holder: Box, occupied: Box[]): PlacedLayer | null {
  const handSized = drawing.handSized ? Math.max(holder.w * drawing.handSized, HELD_THUMB) / drawing.width : Infinity;
  const largest = Math.min(1.3, handSized, (holder.w * 0.55) / drawing.width, (holder.h * 0.28) / drawing.height);
  const outer: 1 | -1 = holder.x + holder.w / 2 < PAGE_WIDTH / 2 ? -1 : 1;
  for (const scale of [largest, largest * 0.85, largest * 0.7].filter((k) => k >= 0.5))
    for (const side of [outer, -outer as 1 | -1]) {
      const box = carriedAt(figure, side, { w: drawing.width * scale, h: drawing.height * scale });
      if (!inside(box) || occupied.some((other) => other !== holder && overlaps(box, other) && !contains(holder, other))) continue;
      return inHands(drawing, scale, { x: box.x + box.w / 2, y: box.y + box.h }, box, holder);
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

/** A thing she reaches up to in the tree over her ladder, just above one raised hand, which holds it. */
function inTheBranches(drawing: Drawing, figure: ArmlessFigure, occupied: Box[]): { layer: PlacedLayer; reach: NonNullable<ArmlessFigure["reach"]> } | null {
  const at = { x: figure.x, ground: figure.ground, scale: figure.scale };
  const others = occupied.filter((box) => box !== figure.box);
  for (const scale of [1, 0.85, 0.7, 0.6])
    for (const side of (figure.x < 512 ? [1, -1] : [-1, 1]) as (1 | -1)[]) {
      const w = drawing.width * scale;
      const h = drawing.height * scale;
      const hand = bodyPoint(figure.drawing, figure.mirror, at, { x: (figure.mirror ? -side : side) * 84, y: -352 });
      const box = { x: hand.x - w / 2, y: hand.y + 14 - h, w, h };
      if (!inside(box) || others.some((other) => overlaps(box, other, 0))) continue;
      return {
        layer: {
          svg: `<g transform="translate(${hand.x.toFixed(1)} ${(box.y + h).toFixed(1)}) scale(${scale})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`,
          box,
          on: "hands",
          foot: { x: hand.x, y: box.y + h, surface: figure.box },
        },
        reach: { towards: side, to: hand },
      };
    }
  return null;
}

/** The middle of the mailbox's slot above its foot, in its drawing's units. */
const MAILBOX_SLOT = -322;

/**
 * Where a hand reaching for a big thing on the floor meets it, in its drawing's units (its foot's
 * middle at 0, `x` towards the side she stands on): the snowman's head, a tree's lower leaves, the
 * tub's rim. Anything else is met between its near side and its middle, a fifth down from its top.
 */
const REACH_POINTS: Partial<Record<PropArt, Point>> = {
  snowman: { x: 40, y: -330 },
  mailbox: { x: 46, y: MAILBOX_SLOT },
  sandcastle: { x: 100, y: -150 },
  "lemon-tree": { x: 105, y: -300 },
  "orange-tree": { x: 105, y: -300 },
  "apple-tree": { x: 105, y: -300 },
  "avocado-tree": { x: 105, y: -300 },
  "pine-tree": { x: 80, y: -200 },
  washtub: { x: 120, y: -100 },
};

/**
 * A thing too big to hold (a snowman, a tree) stands on the floor beside Pepita, near enough for
 * her reaching hand to rest on it; the other arm stays up.
 */
function besideOnTheFloor(
  drawing: Drawing,
  art: PropArt,
  figure: ArmlessFigure,
  others: Box[],
): { layer: PlacedLayer; reach: NonNullable<ArmlessFigure["reach"]> } | null {
  const at = { x: figure.x, ground: figure.ground, scale: figure.scale };
  const sides: (1 | -1)[] = figure.x < 512 ? [1, -1] : [-1, 1];
  const bottom = Math.min(figure.ground, INNER.bottom - 10);
  const floor = { x: INNER.left, y: bottom, w: INNER.right - INNER.left, h: INNER.bottom - bottom };
  // Her arm's length: from her shoulder to her hand raised up.
  const [from, raised] = [bodyPoint(figure.drawing, false, at, PEPITA_SHOULDER), bodyPoint(figure.drawing, false, at, { x: 84, y: -352 })];
  const longest = Math.hypot(raised.x - from.x, raised.y - from.y);
  for (const scale of [1, 0.85, 0.7, 0.6]) {
    const w = drawing.width * scale;
    const h = drawing.height * scale;
    const touch = REACH_POINTS[art] ?? { x: drawing.width * 0.2, y: -drawing.height * 0.8 };
    for (const side of sides) {
      const shoulder = bodyPoint(figure.drawing, figure.mirror, at, { x: (figure.mirror ? -side : side) * PEPITA_SHOULDER.x, y: PEPITA_SHOULDER.y });
      const y = bottom + touch.y * scale;
      const rise = Math.abs(y - shoulder.y);
      if (rise > longest * 0.95) continue;
      // As far out as her arm reaches, so the thing stands beside her rather than in front of her.
      const hand = { x: shoulder.x + side * Math.sqrt(longest ** 2 * 0.9 - rise ** 2), y };
      const x = hand.x + side * touch.x * scale;
      const box = { x: x - w / 2, y: bottom - h, w, h };
      if (!inside(box) || others.some((other) => overlaps(box, other))) continue;
      return {
        layer: {
          svg: `<g transform="translate(${x.toFixed(1)} ${bottom.toFixed(1)}) scale(${scale})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`,
          box,
          on: "floor",
          foot: { x, y: bottom, surface: floor },
        },
        reach: { towards: side, to: hand },
      };
    }
  }
  return null;
}

/**
 * Her hand on a big thing the page had to stand on the floor in front of her, when her arm,
 * stretched a little, reaches where a hand meets it; nothing when it is out of her reach.
 */
function handOn(box: Box, drawing: Drawing, art: PropArt, figure: ArmlessFigure): NonNullable<ArmlessFigure["reach"]> | undefined {
  const at = { x: figure.x, ground: figure.ground, scale: figure.scale };
  const scale = box.w / drawing.width;
  const middle = box.x + box.w / 2;
  const side: 1 | -1 = middle >= figure.x ? 1 : -1;
  const touch = REACH_POINTS[art] ?? { x: drawing.width * 0.2, y: -drawing.height * 0.8 };
  const hand = { x: middle - side * touch.x * scale, y: box.y + box.h + touch.y * scale };
  const shoulder = bodyPoint(figure.drawing, figure.mirror, at, { x: (figure.mirror ? -side : side) * PEPITA_SHOULDER.x, y: PEPITA_SHOULDER.y });
  const [from, raised] = [bodyPoint(figure.drawing, false, at, PEPITA_SHOULDER), bodyPoint(figure.drawing, false, at, { x: 84, y: -352 })];
  const longest = Math.hypot(raised.x - from.x, raised.y - from.y);
  return Math.hypot(hand.x - shoulder.x, hand.y - shoulder.y) <= longest * 1.25 ? { towards: side, to: hand } : undefined;
}

/**
 * Pepita reaching up reaches for the page's key object, put where her hand ends: on a high shelf
 * beside her head, hanging on its string (a piñata), flying above her on a string in her hand
 * (a kite), or standing on the floor beside her when it is too big for a shelf (a snowman, a
 * tree). Nothing when there is no room for it on either side; the other arm stays up.
 */
function withinReach(
  drawing: Drawing,
  art: PropArt,
  figure: ArmlessFigure,
  occupied: Box[],
): { layer: PlacedLayer; reach: NonNullable<ArmlessFigure["reach"]> } | null {
  const at = { x: figure.x, ground: figure.ground, scale: figure.scale };
  const sides: (1 | -1)[] = figure.x < 512 ? [1, -1] : [-1, 1];
  const others = occupied.filter((box) => box !== figure.box);
  if (drawing.zone === "ground" && !holdable(drawing)) return besideOnTheFloor(drawing, art, figure, others);
  for (const scale of [1, 0.85, 0.7, 0.6]) {
    const w = drawing.width * scale;
    const h = drawing.height * scale;
    for (const side of sides) {
      const hand = bodyPoint(figure.drawing, figure.mirror, at, { x: (figure.mirror ? -side : side) * 84, y: -352 });
      // The hand touches the thing's lower near corner; a kite flies above it, on a string from her hand.
      const left = side > 0 ? hand.x - 14 : hand.x + 14 - w;
      const flies = drawing.zone === "flies";
      const bottom = flies ? hand.y - 60 : hand.y + Math.min(40, h * 0.3);
      const box = { x: left, y: bottom - h, w, h };
      const art = `<g transform="translate(${(left + w / 2).toFixed(1)} ${bottom.toFixed(1)}) scale(${scale})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`;
      if (drawing.zone === "hangs") {
        const hung = { ...box, y: INNER.top, h: bottom - INNER.top };
        if (!inside(hung) || others.some((other) => overlaps(hung, other))) continue;
        const string = `<path d="M${(left + w / 2).toFixed(1)} ${(box.y + 12).toFixed(1)} L${(left + w / 2).toFixed(1)} 40" ${l(5)}/>`;
        const surface = { x: left, y: 40, w, h: box.y - 40 + 12 };
        return { layer: { svg: string + art, box: hung, on: "string", foot: { x: left + w / 2, y: box.y, surface } }, reach: { towards: side, to: hand } };
      }
      if (flies) {
        if (!inside(box) || others.some((other) => overlaps(box, other))) continue;
        const string = `<path d="M${(left + w / 2).toFixed(1)} ${bottom.toFixed(1)} Q${(left + w / 2 + side * 20).toFixed(1)} ${((bottom + hand.y) / 2).toFixed(1)} ${hand.x.toFixed(1)} ${hand.y.toFixed(1)}" ${l(5)}/>`;
        // Its string runs down to her hand: the kite and its string are one thing held.
        return { layer: { svg: string + art, box: { ...box, h: hand.y - box.y }, on: "hands" }, reach: { towards: side, to: hand } };
      }
      const shelf = { x: left - 16, y: box.y, w: w + 32, h: h + 18 };
      if (!inside(shelf) || others.some((other) => overlaps(shelf, other))) continue;
      return {
        layer: {
          svg: art + SHELF(left + w / 2, bottom, w),
          box: shelf,
          on: "shelf",
          foot: { x: left + w / 2, y: bottom, surface: { x: left - 16, y: bottom, w: w + 32, h: 18 } },
        },
        reach: { towards: side, to: hand },
      };
    }
  }
  return null;
}

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

/** Which story and page a picture is for: the camera changes with both. */
export type View = { story: string; page: number };

/** A fraction in [0, 1) from a text, the same every time. */
function fraction(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0) / 2 ** 32;
}

// From one page of a story to the next the camera moves by these fractions of its ranges. Pages
// an even number apart see their place from the same side: a pan step of 7/12 puts them at least
// a sixth of the pan apart, and a height step of 0.3 at least a fifth of the height apart, so no
// outline of the place, upright or level, falls on the same place twice.
const PAN_STEP = 7 / 12;
const HEIGHT_STEP = 0.3;
const PAN_RANGE = 80;
const HEIGHT_RANGE = 64;
// Who stands on the left takes turns every two pages, so the two stand on the same sides on pages
// 4 or 8 apart and on some an odd number apart: a step of 1/6 up the floor keeps those at least a
// sixth of its range apart, and a step of 0.46 along the page at least 0.14 of its range; how much
// farther apart they stand takes its own step, so two stories seldom match in all three.
const LIFT_STEP = 1 / 6;
const SLIDE_STEP = 0.46;
const SPREAD_STEP = 0.27;
// Which of the two is drawn turned round, and how much smaller than the view's own size they are
// drawn, take steps of their own too: two stories' pages with the same place, poses and stance
// still differ in the figures' outlines, which are most of a page's ink.
const TURN_STEP = 0.39;
const SIZE_STEP = 0.61;
const SIZE_RANGE = 0.1;
/** The most of the page's width a pair walking hand in hand leaves beside them. */
const HAND_IN_HAND_ROOM = 0.2;
/**
 * Outdoors the camera keeps the sky's top in view and comes between these distances: far
 * enough for the ground to stay above the characters' feet, near enough to pan a little.
 */
const OUTDOOR_ZOOM = { nearest: 1.11, farthest: 1.02 } as const;

/**
 * Where a page's camera stands: a step along the place (`dx`), a little higher or lower (`dy`),
 * and a little closer (`zoom`), so the place still fills the frame; and where the characters
 * stand in it: how far up the floor (`lift`, in pixels), how far along the page and how far apart
 * (`stance`). Each story starts its pages at its own place in the ranges, so two stories' same page
 * differ too.
 */
function cameraFor(
  plan: ScenePlan,
  view: View,
  ground: number,
  indoor: boolean,
  floorEnd: number,
): { dx: number; dy: number; zoom: number; lift: number; stance: Stance } {
  const along = (fraction(`pan ${view.story}`) + view.page * PAN_STEP) % 1;
  const height = (fraction(`height ${view.story}`) + view.page * HEIGHT_STEP) % 1;
  const closer = (fraction(`zoom ${view.story}`) + view.page * 0.38) % 1;
  const stance = {
    slide: (fraction(`slide ${view.story}`) + view.page * SLIDE_STEP) % 1,
    spread: (fraction(`spread ${view.story}`) + view.page * SPREAD_STEP) % 1,
    turned: (fraction(`turn ${view.story}`) + view.page * TURN_STEP) % 1 >= 0.5,
    size: 1 - SIZE_RANGE * ((fraction(`size ${view.story}`) + view.page * SIZE_STEP) % 1),
  };
  const lift = ((fraction(`lift ${view.story}`) + view.page * LIFT_STEP) % 1) * LIFT_RANGE;
  // Outdoors the top of the picture is sky with its sun or moon and the garland across it: a
  // camera moved up or down cut them off or left a band above them. There the picture's top
  // stays where it is and the camera comes nearer or stays farther instead, so the lines of the
  // ground and the walls still move from page to page; it pans only as far as its nearness allows.
  if (!indoor) {
    const zoom = OUTDOOR_ZOOM.farthest + height * (OUTDOOR_ZOOM.nearest - OUTDOOR_ZOOM.farthest);
    // The place's sides stay past the frame's: a pan of 464 px a unit of nearness, less a little.
    const dx = (along - 0.5) * 2 * (zoom - 1.005) * 464;
    return { dx, dy: (ground - 48) * (zoom - 1), zoom, lift, stance };
  }
  const dx = (along - 0.5) * PAN_RANGE;
  const zoom = BACKDROP_ZOOM[plan.framing] + Math.abs(dx) / 464 + 0.02 + closer * 0.04;
  // Lower, the floor comes up; higher, it goes down, never so far the frame shows past the room's edge.
  // A wide view is as high as keeps the whole floor clear of the frame, where the room's edge allows.
  const highest = plan.framing === "wide" ? FLOOR_LIMIT - ground - floorEnd * zoom : Infinity;
  const dy = Math.max(-(PAGE_HEIGHT - 48 - ground) * (zoom - 1), Math.min((height - 0.4) * HEIGHT_RANGE, (ground - 48) * (zoom - 1), highest));
  return { dx, dy, zoom, lift, stance };
}

/**
 * The story's own arrangement of its places, the same on all its pages: two stories in one
 * place are two rooms (window, pictures, rug, wallpaper), not one room with the characters moved.
 */
export const roomOf = (story: string) => Math.floor(fraction(`room ${story}`) * 2 ** 20);

/** The floor's drawing stops at least this far above the frame (6 mm), so none of its lines runs along the frame's edge. */
export const FLOOR_CLEAR_OF_FRAME = 46;
/** The lowest a floor's drawing may end on the page. */
const FLOOR_LIMIT = PAGE_HEIGHT - 48 - FLOOR_CLEAR_OF_FRAME;

/**
 * Where a view cuts the place's floor off: just under the lowest of its clean ends (a line
 * across the floor, the foot of a rug) that stays clear of the frame, so the floor ends on a line
 * of its own and below it is one plain piece of floor rather than slivers along the frame.
 */
function floorCutFor(ends: number[], ground: number, zoom: number): number | undefined {
  const clear = ends.filter((end) => ground + end * zoom <= FLOOR_LIMIT);
  // Under the line's own half width, so the line itself is whole.
  return clear.length ? ground + Math.max(...clear) * zoom + 5 * zoom : undefined;
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
export function composeScene(planned: ScenePlan, seed: string, variant?: number, view?: View): Composition {
  const plan = posedByItsWords(withTheNamedChild(planned));
  // What they wear changes nothing else on the page: a story's pages keep their layout whatever the outfit.
  const unDressed = { ...plan, characters: plan.characters.map(({ name, pose }) => ({ name, pose })) };
  const random = seededRandom(`${seed}\n${JSON.stringify(unDressed)}`);
  const story = (view ?? { story: seed.split("\n")[0]! }).story;
  const drawnBackdrop = BACKDROPS[plan.setting](plan.timeOfDay, plan.weather, {
    pond: BY_THE_POND.test(plan.action),
    swimmer: !IN_THE_POND.test(plan.action),
    seatedOnABench: ON_A_BENCH.test(plan.action) && plan.characters.some((c) => seated(c.pose)),
    room: roomOf(story),
  });
  // Half the pages see their place from the other side, so two pages in one place still differ.
  const mirrored = variant === undefined ? random() > 0.5 : variant % 2 === 1;
  // The nearer the view, the closer the place comes too: the backdrop grows about the floor's middle.
  const shot = cameraFor(
    plan,
    view ?? { story: seed.split("\n")[0]!, page: 0 },
    drawnBackdrop.ground,
    drawnBackdrop.indoor,
    Math.max(...drawnBackdrop.floorEnds),
  );
  const zoom = shot.zoom;
  const about = drawnBackdrop.ground;
  const zoomX = (x: number) => 512 + (x - 512) * zoom + shot.dx;
  const zoomY = (y: number) => about + (y - about) * zoom + shot.dy;
  // Where a box of the drawn place is on the page, through the camera and the mirror.
  const seen = (box: Box): Box => {
    const zoomed = { x: zoomX(box.x), y: zoomY(box.y), w: box.w * zoom, h: box.h * zoom };
    return mirrored ? { ...zoomed, x: PAGE_WIDTH - zoomed.x - zoomed.w } : zoomed;
  };
  const flip = mirrored ? `translate(${PAGE_WIDTH} 0) scale(-1 1) ` : "";
  const camera = `${flip}translate(${shot.dx.toFixed(1)} ${shot.dy.toFixed(1)}) translate(512 ${about}) scale(${zoom.toFixed(3)}) translate(-512 ${-about})`;
  const backdrop = {
    ...drawnBackdrop,
    ground: about + shot.dy,
    svg: `<g transform="${camera}">${drawnBackdrop.svg}</g>`,
    furniture: drawnBackdrop.furniture.map(seen),
  };
  const outdoorSkyBody = drawnBackdrop.skyBody && seen(drawnBackdrop.skyBody);
  const pond = drawnBackdrop.pond && seen(drawnBackdrop.pond);
  const closeUp = plan.framing === "close-up";
  // However near the view, the floor ends on a line of its own clear of the frame; a wide view's
  // camera keeps indoors the whole floor above it where it can. Outdoors it comes nearer from page
  // to page (so two pages in one place differ) and the floor ends higher on the nearer ones.
  const floorCut = floorCutFor(drawnBackdrop.floorEnds, backdrop.ground, zoom);
  if (floorCut !== undefined) backdrop.svg = `<g clip-path="url(#floor)">${backdrop.svg}</g>`;
  // Pepita on Abuelita's lap seen near: drawn larger, the edge of a table or a wall in front of
  // them cutting the view off across Pepita's legs.
  const near = nearLap(plan, story, view?.page ?? 0, shot.stance.size);
  const scale = near?.scale ?? FRAMING_SCALE[plan.framing] * shot.stance.size;
  // Reaching for something, Pepita keeps the lowest floor, where her arm is measured to reach it.
  const lift = plan.characters.some((c) => c.pose === "reaching") ? 0 : shot.lift;
  // Sitting on the floor where the place has a rug, they sit in its middle.
  const onRug = drawnBackdrop.rug !== undefined && sitsOnTheFloor(plan) && backdrop.ground + drawnBackdrop.rug * zoom <= LOWEST_GROUND;
  const ground = near
    ? near.ground
    : onRug
      ? backdrop.ground + drawnBackdrop.rug! * zoom
      : closeUp
        ? Math.min(backdrop.ground + 260, LOWEST_GROUND - lift)
        : Math.max(backdrop.ground + 24, Math.min(backdrop.ground + (plan.framing === "medium" ? 120 : 60), LOWEST_GROUND - lift));
  // Things that stand on the floor or on a stand need room beside the characters.
  const reserve = plan.props.some((id) => ["ground", "table"].includes(PROP_ART[PROPS[id].art]().zone));
  const slideId = plan.props.find((id) => PROPS[id].art === "slide");
  const onTheSlide = plan.characters.some((c) => c.name === "Pepita" && c.pose === "sitting") && ON_THE_SLIDE.test(plan.action);
  const people = cast(
    plan,
    ground,
    scale,
    reserve,
    random,
    variant === undefined ? undefined : Math.floor(variant / 2) % 2 === 1,
    shot.stance,
    onRug,
    slideId !== undefined && !onTheSlide
      ? BESIDE_THE_SLIDE_SCALE
      : IN_THE_SANDBOX.test(plan.action) && !plan.characters.some((c) => lowPoseOf(plan, c.pose) !== undefined || c.pose === "kneeling")
        ? BESIDE_THE_SANDBOX_SCALE
        : pond
          ? BESIDE_THE_POND_SCALE
          : undefined,
    backdrop.ground,
  );
  const edge = near && nearEdge(edgeKindFor(plan.setting, drawnBackdrop.indoor, fraction(`edge ${story}`)), near.edge, fraction(`edge along ${story}`));
  if (edge) {
    // Their lines stay as thick on the page as a close-up side by side draws them: grown with the
    // figures, the joins of their lines and their eyes' outlines printed as blots of black.
    const thinner = (FRAMING_SCALE["close-up"] * shot.stance.size) / scale;
    people.layers = people.layers.map((layer) =>
      layer.replace(/stroke-width="([\d.]+)"/g, (_, width: string) => `stroke-width="${(Number(width) * thinner).toFixed(2)}"`),
    );
    // Things stand on it, in front of them.
    people.table = edge.surface;
  }
  const companion = companionBeside(plan, people.placed, ground, people.scale ?? scale);
  const window = drawnBackdrop.window && {
    x: mirrored ? PAGE_WIDTH - zoomX(drawnBackdrop.window.x) - drawnBackdrop.window.w * zoom : zoomX(drawnBackdrop.window.x),
    y: zoomY(drawnBackdrop.window.y),
    w: drawnBackdrop.window.w * zoom,
    h: drawnBackdrop.window.h * zoom,
  };
  // Indoors the sun or the moon is in the window: what hangs keeps off the whole pane.
  const skyBody = outdoorSkyBody ?? window;
  const rainy =
    window && plan.weather === "rainy"
      ? rainSeenIndoors(window, [...backdrop.furniture, ...people.placed.map((p) => p.box)], ground, plan.timeOfDay)
      : undefined;
  if (rainy) {
    backdrop.svg += rainy.svg;
    backdrop.furniture.push(rainy.box);
  }
  const fortId = plan.props.find((id) => PROPS[id].art === "blanket-fort");
  const fort = fortId && fortAround(people.placed, ground);
  if (fort) backdrop.svg += fort.svg;
  const treeId = plan.props.find((id) => FRUIT_TREES.has(PROPS[id].art));
  const planting = PLANTING.test(plan.action) || plan.props.some((id) => PLANTING_TOOLS.has(PROPS[id].art));
  const tree = treeId && !planting ? grownTree(PROP_ART[PROPS[treeId].art](), people.placed, ground, random) : undefined;
  if (tree) backdrop.svg += tree.svg;
  const playId = plan.props.find((id) => PLAY_THINGS.has(PROPS[id].art) && people.grounded?.id !== id);
  const slideSeen = playId !== undefined && playId === slideId ? slideBetween(PROP_ART.slide(), people.placed, ground, skyBody) : undefined;
  const playThing = slideSeen ?? (playId && playThingBehind(PROP_ART[PROPS[playId].art](), people.placed, ground, random));
  if (playThing) backdrop.svg += playThing.svg;
  const sandboxNamed =
    IN_THE_SANDBOX.test(plan.action) && !people.layers.some((layer) => layer.includes('data-part="sandbox"'))
      ? sandboxBeside(people.placed, ground)
      : undefined;
  if (sandboxNamed) backdrop.svg += sandboxNamed;
  const gateId = plan.props.find((id) => PROPS[id].art in STANDS_BEHIND) ?? lineCelebrated(plan);
  const gate =
    gateId &&
    standingBehind(PROPS[gateId].art, people.placed, ground, PROPS[gateId].art === "clothesline" ? clothesline(lineHung(plan)) : PROP_ART[PROPS[gateId].art]());
  if (gate) backdrop.svg += gate.svg;
  // Where the words put the backpack on her back, she wears it: the pack behind her, its straps over her.
  const backpackId = plan.props.find((id) => PROPS[id].art === "backpack");
  const wearer = people.placed.find((p) => p.kind === "character" && p.name === "Pepita");
  const backFigure = people.bodies?.find((body) => body.name === "Pepita");
  const worn =
    backpackId && backFigure && ON_HER_BACK.test(plan.action) && wearer?.kind === "character"
      ? wornBackpack(PROP_ART.backpack(), backFigure, faceOf(wearer).y + faceOf(wearer).h)
      : undefined;
  if (worn) backdrop.svg += worn.behind;
  const seat = people.seat ?? emptyCareSeat(plan, backdrop.ground, people.placed);
  if (seat) backdrop.svg += people.seat ? "" : seat.svg;
  const occupied: Box[] = [
    ...backdrop.furniture,
    ...people.placed.map((p) => p.box),
    ...(seat ? [seat.box] : []),
    ...(fort ? [fort.roof] : []),
    ...(tree ? [tree.crown] : []),
    ...(playThing ? [playThing.top] : []),
    ...(gate ? [gate.arch] : []),
    ...(people.grounded ? [people.grounded.box] : []),
    ...(companion ? [companion.box] : []),
    // The sun or the moon stays in sight: what hangs or flies keeps off it, its string too.
    ...(skyBody ? [skyBody] : []),
  ];
  const tableBox = people.table && { ...people.table, h: people.table.h - 30, y: people.table.y + 30 };
  if (tableBox) occupied.push(tableBox);
  // Nothing stands in front of the edge across the frame, where the floor is out of sight: only on its top.
  if (edge) occupied.push({ ...edge.box, y: edge.box.y + 30, h: edge.box.h - 30 });
  const placed: Placed[] = [...backdrop.furniture.map((box) => ({ kind: "furniture" as const, box })), ...people.placed];
  // What an object with no room of its own may stand in front of: the characters, where they touch, and their table.
  const characterBoxes = [...people.placed.flatMap((p) => (p.kind === "character" || p.kind === "touch" ? [p.box] : [])), ...(tableBox ? [tableBox] : [])];
  // Walking the dog, whoever the page's words say holds his leash holds it; where they say
  // nobody, Pepita, or Abuelita where Pepita has no room for him beside her.
  const walkingTheDog = WALKING_THE_DOG.test(plan.action) || plan.characters.some((c) => c.pose === "walking");
  const leashNamed = walkingTheDog && plan.props.some((id) => PROPS[id].art === "dog") ? LEASH_HOLDER.exec(plan.action)?.[1]?.toLowerCase() : undefined;
  // Who can hold the key object: Pepita first, standing or working; nobody asleep, on a lap, with
  // her hands on something already, or her free hand on the leash the page gives her.
  const holders = people.placed
    .flatMap((p) =>
      p.kind === "character" && !["sleeping", "lap", "dancing", "hugging", "reaching"].includes(p.pose) && !p.hands && p.name.toLowerCase() !== leashNamed
        ? [p]
        : [],
    )
    .sort((a, b) => (a.name === "Pepita" ? -1 : 0) - (b.name === "Pepita" ? -1 : 0))
    .map((p) => occupied.find((box) => box === p.box)!);
  // Things on the table or in front of the characters may cover their bodies, never their faces.
  // Placing keeps a gap from what it avoids; a face needs only to stay uncovered, so its box
  // goes in drawn in by that gap.
  const faces = people.placed.flatMap((p) => {
    if (p.kind !== "character") return [];
    const face = faceOf(p);
    return [{ x: face.x + GAP, y: face.y + GAP, w: Math.max(0, face.w - 2 * GAP), h: Math.max(0, face.h - 2 * GAP) }];
  });
  const carriers: Carriers = new Map((people.armless ?? []).filter((figure) => figure.wave).map((figure) => [figure.box, figure]));
  const props: string[] = [];
  const blanketId = plan.props.find((id) => PROPS[id].art === "picnic-blanket");
  const picnic =
    blanketId && people.grounded?.id === blanketId
      ? blanketSatOn(people.grounded)
      : blanketId && spreadBlanket([...occupied, ...faces], characterBoxes, Math.min(ground, INNER.bottom - 30), random);
  if (picnic && people.grounded?.id !== blanketId) {
    occupied.push(picnic.layer.box);
    props.push(picnic.layer.svg);
  }
  const seatProp = seat && seatAsProp(seat, plan);
  const leashHolders = (["Pepita", "Abuelita"] as const)
    .filter((name) => !leashNamed || name.toLowerCase() === leashNamed)
    .flatMap((name) =>
      people.placed.filter((p) => p.kind === "character" && p.name === name && !["sleeping", "lap", "hugging", "sitting", "reading"].includes(p.pose)),
    );
  let leashed: { dog: PlacedLayer & { collar?: Point }; holder: Placed } | undefined;
  const reacher = people.armless?.find((figure) => figure.up);
  for (const [index, id] of plan.props.entries()) {
    if (seatProp?.kind === "prop" && seatProp.id === id) {
      placed.push(seatProp);
      continue;
    }
    if (worn && wearer && id === backpackId) {
      placed.push({ kind: "prop", id, box: worn.box, on: "worn", foot: { x: worn.box.x + worn.box.w / 2, y: worn.box.y + worn.box.h, surface: wearer.box } });
      props.push(worn.over);
      continue;
    }
    if (companion?.id === id) {
      // He sits a step back, drawn before the cast: whoever stands beside him is in front of him.
      placed.push({ kind: "prop", id, box: companion.box, on: "behind", foot: companion.foot });
      continue;
    }
    if (people.grounded?.id === id) {
      placed.push({ kind: "prop", id, box: people.grounded.box, on: people.grounded.on ?? "floor", foot: people.grounded.foot });
      continue;
    }
    if (tree && id === treeId) {
      placed.push({ kind: "prop", id, box: tree.box, on: "behind", foot: tree.foot });
      continue;
    }
    if (playThing && id === playId) {
      placed.push({ kind: "prop", id, box: playThing.box, on: "behind", foot: playThing.foot });
      continue;
    }
    if (gate && id === gateId) {
      placed.push({ kind: "prop", id, box: gate.box, on: "behind", foot: gate.foot });
      continue;
    }
    if (picnic && id === blanketId) {
      placed.push({ kind: "prop", id, box: picnic.layer.box, on: picnic.layer.on, ...(picnic.layer.foot ? { foot: picnic.layer.foot } : {}) });
      continue;
    }
    if (fort && id === fortId) {
      // Its chairs' legs stand on the floor.
      const floor = { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - ground) };
      placed.push({ kind: "prop", id, box: fort.box, on: "around", foot: { x: fort.box.x + fort.box.w / 2, y: ground, surface: floor } });
      continue;
    }
    const basketOfDolls =
      PROPS[id].art === "rag-dolls" &&
      dollsInTheBasket(plan) &&
      placed.find((p): p is Extract<Placed, { kind: "prop" }> => p.kind === "prop" && PROPS[p.id].art === "basket");
    if (basketOfDolls) {
      // The dolls are drawn tucked into their basket, where they are.
      placed.push({ ...basketOfDolls, id });
      continue;
    }
    // Indoors nobody flies a kite: it lies on the table or the floor, its tail wound up, as in the kitchen
    // where it is made; nor while its string is in a knot, when it lies on the grass.
    const artwork = drawingFor(PROPS[id].art, plan);
    const kiteIndoors = (backdrop.indoor || KITE_DOWN.test(plan.action)) && PROPS[id].art === "kite";
    const drawing: Drawing = kiteIndoors ? { ...artwork, zone: "table" } : artwork;
    const inCrate = inTheStallsCrate(plan, PROPS[id].art)
      ? crateBeside(crated(drawing, PROPS[id].art), index === 0, characterBoxes, [...occupied, ...faces], Math.min(ground, INNER.bottom - 30), random)
      : null;
    if (inCrate) {
      occupied.push(inCrate.box);
      placed.push({ kind: "prop", id, box: inCrate.box, on: inCrate.on, ...(inCrate.foot ? { foot: inCrate.foot } : {}) });
      props.push(inCrate.svg);
      continue;
    }
    const dogLayer = ANIMALS.has(PROPS[id].art)
      ? onHisFeet(
          drawing,
          walkingTheDog && PROPS[id].art === "dog" ? leashHolders : [],
          characterBoxes,
          people.placed.flatMap((p) => (p.kind === "character" ? [feetOf(p.box)] : [])),
          [...occupied, ...faces],
          Math.min(ground, INNER.bottom - 30),
          random,
          PROPS[id].art === "goose" ? GOOSE_LEAST_SCALE : CANELO_LEAST_SCALE,
          PROPS[id].art === "goose"
            ? { box: GOOSE_HEAD, skirts: people.placed.flatMap((p) => (p.kind === "character" && p.name === "Abuelita" ? [p.box] : [])) }
            : undefined,
        )
      : null;
    if (dogLayer) {
      occupied.push(dogLayer.box);
      placed.push({ kind: "prop", id, box: dogLayer.box, on: dogLayer.on, ...(dogLayer.foot ? { foot: dogLayer.foot } : {}) });
      props.push(dogLayer.svg);
      if (dogLayer.holder) leashed = { dog: dogLayer, holder: dogLayer.holder };
      continue;
    }
    // What fell into the pond floats on its water, a step behind the characters.
    const floating = pond && index === 0 && IN_THE_POND.test(plan.action) && holdable(drawing) ? afloat(drawing, pond, [...occupied, ...faces]) : undefined;
    if (floating) {
      occupied.push(floating.box);
      placed.push({ kind: "prop", id, box: floating.box, on: "afloat", foot: floating.foot });
      backdrop.svg += floating.svg;
      continue;
    }
    const rolledUnder = slideSeen && UNDER_THE_SLIDE.test(plan.action) && holdable(drawing) ? underTheSlide(drawing, slideSeen) : undefined;
    if (rolledUnder) {
      occupied.push(rolledUnder.box);
      placed.push({ kind: "prop", id, box: rolledUnder.box, on: rolledUnder.on, ...(rolledUnder.foot ? { foot: rolledUnder.foot } : {}) });
      props.push(rolledUnder.svg);
      continue;
    }
    const caught = tree && !reacher && CAUGHT_IN_TREE.test(plan.action) && holdable(drawing) ? caughtInTree(drawing, tree) : undefined;
    if (caught) {
      placed.push({ kind: "prop", id, box: caught.box, on: caught.on, ...(caught.foot ? { foot: caught.foot } : {}) });
      props.push(caught.svg);
      continue;
    }
    // Up the ladder in a fruit tree, what she reaches for (a hat blown into it) is in its branches, in her hand.
    const upInTree = tree && people.grounded && reacher && !reacher.reach && holdable(drawing);
    const reached = upInTree
      ? inTheBranches(
          drawing,
          reacher,
          occupied.filter((box) => box !== tree.crown),
        )
      : index === 0 && reacher
        ? // A piñata on its string or a kite may hang or fly in front of the wall's pictures; a shelf may not.
          withinReach(
            drawing,
            PROPS[id].art,
            reacher,
            drawing.zone === "hangs" || drawing.zone === "flies" ? occupied.filter((box) => !backdrop.furniture.includes(box)) : occupied,
          )
        : null;
    // At a picnic the basket and the food are on the blanket.
    const onBlanket =
      picnic && holdable(drawing) && (drawing.zone === "ground" || drawing.zone === "table")
        ? placeIn(
            "table",
            drawing,
            // In front of whoever sits behind it, never over a face.
            [...occupied, ...faces].filter((box) => box !== picnic.layer.box && !characterBoxes.includes(box)),
            ground,
            picnic.top,
            random,
            index === 0 ? [1.3, 1.15, 1, 0.9, 0.8] : [1, 0.85, 0.7, 0.6],
            (box) => characterBoxes.reduce((sum, other) => sum + overlapArea(box, other), 0),
          )
        : null;
    if (onBlanket) {
      occupied.push(onBlanket.box);
      placed.push({ kind: "prop", id, box: onBlanket.box, on: "blanket", ...(onBlanket.foot ? { foot: onBlanket.foot } : {}) });
      props.push(onBlanket.svg);
      continue;
    }
    if (reached && reacher) {
      reacher.reach = reached.reach;
      occupied.push(reached.layer.box);
      placed.push({ kind: "prop", id, box: reached.layer.box, on: reached.layer.on, ...(reached.layer.foot ? { foot: reached.layer.foot } : {}) });
      props.push(reached.layer.svg);
      continue;
    }
    const mailbox = placed.find((p) => p.kind === "prop" && PROPS[p.id].art === "mailbox");
    const posted =
      PROPS[id].art === "letter" && mailbox
        ? intoTheSlot(
            drawing,
            mailbox.box,
            // Over the arm or the coat of whoever stands at the mailbox, never over a face (her
            // braids included: it sits right against what it must not cover).
            [...occupied, ...people.placed.flatMap((p) => (p.kind === "character" ? [faceOf(p)] : []))].filter(
              (box) => box !== mailbox.box && !characterBoxes.includes(box),
            ),
            reacher?.reach !== undefined,
          )
        : null;
    if (posted) {
      occupied.push(posted.box);
      placed.push({ kind: "prop", id, box: posted.box, on: posted.on, ...(posted.foot ? { foot: posted.foot } : {}) });
      props.push(posted.svg);
      continue;
    }
    const layer = placeProp(
      drawing,
      TETHERED.has(PROPS[id].art) && !kiteIndoors,
      index === 0,
      holders,
      characterBoxes,
      backdrop.furniture,
      [...occupied, ...faces],
      Math.min(ground, INNER.bottom - 30),
      people.table,
      backdrop.indoor,
      random,
      {
        played: PLAYED_ARTS.has(PROPS[id].art),
        crafted: CRAFTING.test(plan.action),
        upOnTable: UP_ON_THE_TABLE.test(plan.action),
        ...(skyBody ? { sky: skyBody } : {}),
        carriers,
      },
    );
    if (!layer) continue;
    const held = TETHERED.has(PROPS[id].art) && layer.on === "air" ? tetherTo(layer, people.placed) : layer;
    // No room beside her: the big thing stands on the floor in front of her, and her hand goes to it if it can.
    if (index === 0 && reacher && drawing.zone === "ground" && !holdable(drawing)) {
      const reach = handOn(held.box, drawing, PROPS[id].art, reacher);
      if (reach) reacher.reach = reach;
    }
    occupied.push(held.box);
    placed.push({ kind: "prop", id, box: held.box, on: held.on, ...(held.foot ? { foot: held.foot } : {}) });
    props.push(held.svg);
  }
  // The pond's reeds stand where no one's head is (by a head they looked like something in her
  // hair) and clear of what floats on the water or stands behind them.
  const clearOf = placed.flatMap((p) => (p.kind === "character" ? [faceOf(p)] : p.kind === "prop" && (p.on === "afloat" || p.on === "behind") ? [p.box] : []));
  const reeds = (drawnBackdrop.reeds ?? []).flatMap((clump) => {
    const spot = clump.find((at) => !clearOf.some((box) => overlaps(seen(at.box), box)));
    return spot ? [spot] : [];
  });
  if (reeds.length) backdrop.svg += `<g transform="${camera}">${reeds.map((at) => at.svg).join("")}</g>`;
  // Pepita's arms reach for what she holds, her hands over it.
  let drawnPeople = (companion?.svg ?? "") + people.layers.join("");
  const hands: string[] = [];
  for (const [i, figure] of (people.armless ?? []).entries()) {
    const held = placed.find(
      (p) =>
        p.kind === "prop" &&
        (p.on === "hands" || (figure.table !== undefined && p.on === "table")) &&
        !TETHERED.has(PROPS[p.id].art) &&
        // What she carries at her side stands out past her.
        ((p.box.x + p.box.w / 2 > figure.box.x && p.box.x + p.box.w / 2 < figure.box.x + figure.box.w) || p.foot?.surface === figure.box),
    );
    const arms = pepitaArms(figure, held?.box);
    drawnPeople = drawnPeople.replace(armsSlot(i), arms.sleeves).replace(forearmsSlot(i), arms.forearms);
    hands.push(arms.hands);
    const who = placed.find((p) => p.kind === "character" && p.box === figure.box);
    if (who?.kind === "character") who.hands = arms.at;
  }
  if (leashed?.dog.collar)
    hands.push(
      leash(
        leashed.holder,
        leashed.dog.collar,
        people.bodies,
        people.placed.flatMap((p) => (p.kind === "touch" ? [p.box] : [])),
      ),
    );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}">` +
    `<defs><clipPath id="page"><rect x="48" y="48" width="${PAGE_WIDTH - 96}" height="${PAGE_HEIGHT - 96}" rx="26"/></clipPath>` +
    (floorCut === undefined ? "" : `<clipPath id="floor"><rect x="0" y="0" width="${PAGE_WIDTH}" height="${floorCut.toFixed(1)}"/></clipPath>`) +
    `</defs>` +
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="#fff"/>` +
    `<g clip-path="url(#page)">${backdrop.svg}${drawnPeople}${edge?.svg ?? ""}${props.join("")}${hands.join("")}</g>${frame()}</svg>`;
  return {
    svg,
    setting: plan.setting,
    placed,
    ...(skyBody ? { skyBody } : {}),
    ...(seat ? { seat: { kind: seat.kind, box: seat.box, seat: seat.seat } } : {}),
    ...(pond ? { pond, reeds: reeds.map((at) => seen(at.box)) } : {}),
    ...(edge ? { inFront: edge.box } : {}),
  };
}

/**
 * Indoors on a rainy day the rain shows through a window: when the camera has left the room's
 * own window out of the picture, or nearly, a second window on a free piece of wall shows it.
 */
function rainSeenIndoors(window: Box, taken: Box[], ground: number, time: ScenePlan["timeOfDay"]): { svg: string; box: Box } | undefined {
  const seen = {
    w: Math.min(window.x + window.w, INNER.right) - Math.max(window.x, INNER.left),
    h: Math.min(window.y + window.h, INNER.bottom) - Math.max(window.y, INNER.top),
  };
  if (seen.w >= 120 && seen.h >= 110) return undefined;
  for (const [w, h] of [
    [220, 190],
    [180, 160],
    [150, 130],
  ] as const)
    for (let y = INNER.top + 40; y + h + 60 <= ground - 420; y += 30)
      for (let x = INNER.left + 40; x + w + 40 <= INNER.right; x += 30) {
        const box = { x: x - 30, y: y - 14, w: w + 60, h: h + 48 };
        if (taken.some((other) => overlaps(box, other))) continue;
        return { svg: windowPane(x, y, w, h, time, "rainy"), box };
      }
  return undefined;
}

// The fruit tree's drawing: its crown from 480 to 220 above its foot, 380 wide.
const TREE_CROWN = { top: 480, bottom: 220, width: 380 };

/**
 * A grown fruit tree to pick from, standing behind Pepita (or whoever is there): as tall as the
 * page lets it be, its lowest fruit just over her head, every fruit large enough to colour.
 * `crown`: the part above their heads, where nothing else is put.
 */
function grownTree(drawing: Drawing, placed: Placed[], ground: number, random: () => number): { svg: string; box: Box; crown: Box; foot: Foot } | undefined {
  const cast = placed.filter((p) => p.kind === "character");
  const under = cast.find((p) => p.name === "Pepita") ?? cast[0];
  if (!under) return undefined;
  const heads = Math.min(...cast.map((p) => p.box.y));
  const tallest = Math.min(2.3, (ground - INNER.top - 10) / TREE_CROWN.top, (INNER.right - INNER.left) / TREE_CROWN.width);
  const scale = Math.max(1.65, Math.min(tallest, (ground - under.box.y - 40) / TREE_CROWN.bottom));
  const half = (TREE_CROWN.width * scale) / 2;
  const middle = under.box.x + under.box.w / 2 + (random() - 0.5) * under.box.w * 0.4;
  const x = Math.max(INNER.left + half, Math.min(INNER.right - half, middle));
  const top = ground - drawing.height * scale;
  const box = { x: x - (drawing.width * scale) / 2, y: top, w: drawing.width * scale, h: drawing.height * scale };
  const crownTop = ground - TREE_CROWN.top * scale;
  // Its lines stay as thick as a prop's drawn at its usual size, not twice that: thick lines print as solid black.
  const thinned = drawing.svg.replace(/stroke-width="([\d.]+)"/g, (_, width: string) => `stroke-width="${((Number(width) * 1.3) / scale).toFixed(2)}"`);
  return {
    svg: `<g data-part="grown-tree" transform="translate(${x.toFixed(1)} ${ground.toFixed(1)}) scale(${scale.toFixed(3)})">${withMinStroke(thinned, scale)}</g>`,
    box,
    crown: { x: x - half, y: crownTop, w: 2 * half, h: Math.max(0, heads - crownTop) },
    foot: { x, y: ground, surface: { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - ground) } },
  };
}

// What is drawn behind whoever stands at it, and how far above its foot, in its drawing's units,
// the part over their heads runs: the school gate's arch, the classroom door's lintel and sign,
// the clothesline with the clothes pinned on it.
const STANDS_BEHIND: Partial<Record<PropArt, { top: number; bottom: number }>> = {
  "school-gate": { top: 494, bottom: 346 },
  "classroom-door": { top: 650, bottom: 556 },
  clothesline: { top: 904, bottom: 670 },
};

/**
 * The school gate, the classroom door or the clothesline behind whoever stands at it, its top just over their
 * heads and its sides either side of them, as large as the page lets it be: a gate drawn the
 * size of a basket in a corner is no gate anyone waits at. `arch`: the part above their heads,
 * where nothing else is put.
 */
function standingBehind(art: PropArt, placed: Placed[], ground: number, drawing: Drawing): { svg: string; box: Box; arch: Box; foot: Foot } | undefined {
  const over = STANDS_BEHIND[art]!;
  const cast = placed.filter((p) => p.kind === "character");
  if (!cast.length) return undefined;
  const heads = Math.min(...cast.map((p) => p.box.y));
  const left = Math.min(...cast.map((p) => p.box.x));
  const right = Math.max(...cast.map((p) => p.box.x + p.box.w));
  const widest = (INNER.right - INNER.left - 20) / drawing.width;
  const scale = Math.min(
    widest,
    (ground - INNER.top - 10) / drawing.height,
    Math.max((ground - heads + 30) / over.bottom, (right - left + 80) / drawing.width),
  );
  const w = drawing.width * scale;
  const h = drawing.height * scale;
  const x = Math.max(INNER.left + w / 2 + 10, Math.min(INNER.right - w / 2 - 10, (left + right) / 2));
  const archTop = ground - over.top * scale;
  // Its lines stay as thick as a prop's drawn at its usual size: thick lines print as solid black.
  const thinned = drawing.svg.replace(/stroke-width="([\d.]+)"/g, (_, width: string) => `stroke-width="${((Number(width) * 1.3) / scale).toFixed(2)}"`);
  return {
    svg: `<g data-part="${art}" transform="translate(${x.toFixed(1)} ${ground.toFixed(1)}) scale(${scale.toFixed(3)})">${withMinStroke(thinned, scale)}</g>`,
    box: { x: x - w / 2, y: ground - h, w, h },
    arch: { x: x - w / 2, y: archTop, w, h: Math.max(0, Math.min(heads, ground - over.bottom * scale) - archTop) },
    foot: { x, y: ground, surface: { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - ground) } },
  };
}

/**
 * A place on the floor beside the characters (`sizes`, largest first); with no room there, in
 * front of their feet at `frontSizes`, where it hides the least of them.
 */
function onTheFloorNear(
  drawing: Drawing,
  occupied: Box[],
  characters: Box[],
  ground: number,
  random: () => number,
  sizes: number[],
  frontSizes = sizes,
  rows?: number[],
): { layer: PlacedLayer; inFront: boolean } | undefined {
  const beside = placeIn("floor", drawing, occupied, ground, undefined, random, sizes, undefined, [], rows);
  if (beside) return { layer: beside, inFront: false };
  const hides = (box: Box) => characters.reduce((sum, other) => sum + overlapArea(box, other), 0);
  const front = placeIn(
    "floor",
    drawing,
    occupied.filter((box) => !characters.includes(box)),
    ground,
    undefined,
    random,
    frontSizes,
    hides,
    [],
    rows,
  );
  return front ? { layer: front, inFront: true } : undefined;
}

/**
 * A picnic blanket spread on the grass beside the characters, or in front of their feet when
 * there is no room beside them; `top`: the middle of the blanket, where the basket and the food stand.
 */
function spreadBlanket(occupied: Box[], characters: Box[], ground: number, random: () => number): { layer: PlacedLayer; top: Box } | undefined {
  const spot = onTheFloorNear(PROP_ART["picnic-blanket"](), occupied, characters, ground, random, [1, 0.85, 0.75]);
  if (!spot) return undefined;
  const layer = spot.inFront ? { ...spot.layer, on: "in-front" as const } : spot.layer;
  const { box } = layer;
  const inset = box.w * 0.12;
  return { layer, top: { x: box.x + inset, y: box.y + box.h * 0.6, w: box.w - 2 * inset, h: box.h * 0.4 } };
}

/** The picnic blanket they sit on, drawn with them: the basket and the food stand on its near part, in front of them. */
function blanketSatOn(blanket: NonNullable<Cast["grounded"]>): { layer: PlacedLayer; top: Box } {
  const { box } = blanket;
  const inset = box.w * 0.08;
  return { layer: { svg: "", box, on: "floor", foot: blanket.foot }, top: { x: box.x + inset, y: box.y + box.h * 0.9, w: box.w - 2 * inset, h: box.h * 0.1 } };
}

/**
 * A blanket fort thrown over two chairs either side of the characters, drawn behind them so they
 * are inside it; `roof`: the blanket above their heads, where nothing else is put.
 */
function fortAround(placed: Placed[], ground: number): { svg: string; box: Box; roof: Box } | undefined {
  const cast = placed.filter((p) => p.kind === "character").map((p) => p.box);
  if (!cast.length) return undefined;
  const left = Math.max(INNER.left + 70, Math.min(...cast.map((box) => box.x)) - 30);
  const right = Math.min(INNER.right - 70, Math.max(...cast.map((box) => box.x + box.w)) + 30);
  const heads = Math.min(...cast.map((box) => box.y));
  const fort = blanketFort(left, right, Math.max(INNER.top + 60, heads - 70), ground);
  return { ...fort, roof: { ...fort.box, h: Math.max(0, heads - fort.box.y) } };
}

/** A page whose kite cannot fly: its string tangled, or being untangled. */
const KITE_DOWN = /\b(un)?tangl|\bknot/i;

/** A page whose action has a thing blown up into the tree ("the hat caught on a high branch"): it is in the branches, out of reach. */
const CAUGHT_IN_TREE = /\b(caught|stuck|snagged)\b[^.]*\b(branch|tree)/i;

/**
 * A thing caught in the grown tree's crown, high on one side over everyone's heads, hooked on a
 * branch that pokes out under it: nothing else goes in the crown, so it has the room.
 */
function caughtInTree(drawing: Drawing, tree: { box: Box; crown: Box; foot: Foot }): PlacedLayer {
  const treeScale = tree.box.w / PROP_ART["orange-tree"]().width;
  const scale = Math.min(1, (tree.crown.w * 0.45) / drawing.width);
  const w = drawing.width * scale;
  const h = drawing.height * scale;
  const side = tree.foot.x < 512 ? 1 : -1;
  const x = Math.max(INNER.left + w / 2 + 10, Math.min(INNER.right - w / 2 - 10, tree.foot.x + side * 70 * treeScale));
  const y = Math.max(INNER.top + h + 20, tree.foot.y - 400 * treeScale);
  const branch = { x: x - w * 0.7, y: y - 4, w: w * 1.4, h: 22 };
  return {
    svg:
      `<path d="M${(x - side * w * 0.7).toFixed(1)} ${(y + 18).toFixed(1)} Q${x.toFixed(1)} ${(y + 4).toFixed(1)} ${(x + side * w * 0.7).toFixed(1)} ${(y - 14).toFixed(1)}" ${l(10)}/>` +
      `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`,
    box: { x: x - w / 2, y: y - h, w, h },
    on: "branch",
    foot: { x, y, surface: branch },
  };
}

/** A page whose action has a thing under the slide (the ball rolled under it, fetched back from under it). */
const UNDER_THE_SLIDE = /\bunder the slide\b/i;

/** A thing that rolled under the slide lies on the grass under its chute, as large as the room there lets it be. */
function underTheSlide(drawing: Drawing, slide: NonNullable<ReturnType<typeof slideBetween>>): PlacedLayer {
  const scale = Math.min(1.2, (slide.under.w * 0.8) / drawing.width);
  const [w, h] = [drawing.width * scale, drawing.height * scale];
  const { x, y } = slide.under;
  return {
    svg: `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`,
    box: { x: x - w / 2, y: y - h, w, h },
    on: "floor",
    foot: { x, y, surface: slide.foot.surface },
  };
}

/** A page whose words have them walking the dog or holding his leash. */
const WALKING_THE_DOG = /\bwalk|\bleash\b/i;
/** Words that say who holds the dog's leash ("Pepita holding Canelo's leash", "Abuelita holds the leash"). */
const LEASH_HOLDER = /\b(Pepita|Abuelita) (?:holding|holds|held) (?:[\w'’]+ ){0,3}?leash\b/i;
/** Animals that stand on the floor on their own feet, beside the characters: Canelo and the goose. */
const ANIMALS = new Set<PropArt>(["dog", "goose"]);
/** How far the goose's head and neck keep from Abuelita's skirt, on the page: touching its hem, his bill and her hem drew one tangle. */
export const HEAD_CLEARANCE = 24;

/** Where the goose's head and neck are on the page, standing at `x` on `feet`, facing `facing`. */
export function gooseHeadBox(head: typeof GOOSE_HEAD, x: number, feet: number, scale: number, facing: 1 | -1): Box {
  const [near, far] = [head.left * scale, head.right * scale];
  return { x: facing > 0 ? x + near : x - far, y: feet - head.top * scale, w: far - near, h: (head.top - head.bottom) * scale };
}

const sameBox = (a: Box, b: Box) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/**
 * Where, near the spot found for him, the goose stands with his head and neck clear of Abuelita's
 * skirt: facing the middle, or away, a step further along the floor, or a little smaller; none
 * when nowhere near is clear. `blocked`: what his body may not cover (their feet, other things).
 */
function headClear(
  head: typeof GOOSE_HEAD,
  drawing: Drawing,
  found: Box,
  feetY: number,
  towards: 1 | -1,
  skirts: Box[],
  blocked: Box[],
): { x: number; scale: number; facing: 1 | -1 } | undefined {
  const x = found.x + found.w / 2;
  const largest = found.w / drawing.width;
  for (const scale of [largest, ...[0.9, GOOSE_LEAST_SCALE].filter((size) => size < largest)])
    for (let step = 0; step <= 300; step += 30)
      for (const facing of [towards, -towards as 1 | -1])
        for (const at of [x - facing * step, x + facing * step]) {
          const [w, h] = [drawing.width * scale, drawing.height * scale];
          const body = { x: at - w / 2, y: feetY - h, w, h };
          if (!inside(body) || blocked.some((other) => overlaps(body, other, 0))) continue;
          const headBox = gooseHeadBox(head, at, feetY, scale, facing);
          if (!skirts.some((skirt) => overlaps(headBox, skirt, HEAD_CLEARANCE))) return { x: at, scale, facing };
        }
  return undefined;
}

/**
 * The goose is drawn large (a head taller than the ducks), so it may be drawn smaller than
 * Canelo's least to stand between the two where they leave no room beside them.
 */
const GOOSE_LEAST_SCALE = 0.65;
/** Canelo is never drawn smaller than this, so his head, ears and legs are shapes a child can colour. */
export const CANELO_LEAST_SCALE = 0.8;
/** Where his collar is on his drawing, in its units (he faces right, his feet at 0). */
const COLLAR = { x: 60, y: -108 };

/**
 * Canelo on the grass or the floor at a size a child can colour: on a walk beside the first of
 * `holders` he has room beside, on her outer side, walking ahead of her (else at her feet in front
 * of her outer side); else where there is room, else at their feet in front of them where he hides
 * the least of them (never a face). `collar`: where his leash ties on; `holder`: who holds it.
 */
function onHisFeet(
  drawing: Drawing,
  holders: Placed[],
  characters: Box[],
  feet: Box[],
  occupied: Box[],
  ground: number,
  random: () => number,
  least = CANELO_LEAST_SCALE,
  head?: { box: typeof GOOSE_HEAD; skirts: Box[] },
): (PlacedLayer & { collar: Point; holder?: Placed }) | null {
  const floor = { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: INNER.bottom - ground };
  const drawn = (x: number, scale: number, facing: 1 | -1, on: Support, feet = ground): PlacedLayer & { collar: Point } => {
    const [w, h] = [drawing.width * scale, drawing.height * scale];
    return {
      svg: `<g transform="translate(${x.toFixed(1)} ${feet.toFixed(1)}) scale(${(facing * scale).toFixed(3)} ${scale.toFixed(3)})">${withMinStroke(drawing.svg, scale * drawing.scale)}</g>`,
      box: { x: x - w / 2, y: feet - h, w, h },
      on,
      foot: { x, y: feet, surface: floor },
      collar: { x: x + facing * COLLAR.x * scale, y: feet + COLLAR.y * scale },
    };
  };
  const sizes = [1.1, 1, 0.9, CANELO_LEAST_SCALE].filter((size) => size >= least);
  for (const holder of holders) {
    const others = characters.filter((box) => box !== holder.box);
    const middle = holder.box.x + holder.box.w / 2;
    const company = others.length ? others.reduce((sum, box) => sum + box.x + box.w / 2, 0) / others.length : 512;
    const outer: 1 | -1 = middle >= company ? 1 : -1;
    for (const scale of sizes)
      for (const side of [outer, -outer as 1 | -1]) {
        const w = drawing.width * scale;
        const x = side > 0 ? holder.box.x + holder.box.w + w / 2 - 30 : holder.box.x - w / 2 + 30;
        const layer = drawn(x, scale, side, "floor");
        if (inside(layer.box) && !occupied.some((other) => other !== holder.box && overlaps(layer.box, other, 0))) return { ...layer, holder };
      }
    // No room beside her: he walks ahead at her feet, in front of her outer side.
    for (const scale of [0.9, least]) {
      const w = drawing.width * scale;
      const x = Math.max(INNER.left + 10 + w / 2, Math.min(INNER.right - 10 - w / 2, holder.box.x + holder.box.w * (outer > 0 ? 0.85 : 0.15)));
      const layer = drawn(x, scale, outer, "in-front");
      if (inside(layer.box) && ![...occupied.filter((other) => !characters.includes(other)), ...feet].some((other) => overlaps(layer.box, other, 0)))
        return { ...layer, holder };
    }
  }
  // In front of them he stands clear of their legs and shoes, on the floor line beside them: at
  // their feet he covered them, and they seemed to stand behind him.
  const near =
    onTheFloorNear(drawing, [...occupied, ...feet], characters, ground, random, sizes, [0.9, CANELO_LEAST_SCALE, least], FEET_ROWS) ??
    onTheFloorNear(drawing, occupied, characters, ground, random, sizes, [0.9, CANELO_LEAST_SCALE]);
  if (!near?.layer.foot) return null;
  const { layer: found, inFront: beforeThem } = near;
  const foot = near.layer.foot;
  // He faces the middle of the page, towards them.
  const towards: 1 | -1 = foot.x < 512 ? 1 : -1;
  const blocked = [...feet, ...occupied.filter((box) => !characters.some((c) => sameBox(c, box)))];
  const clear = head && headClear(head.box, drawing, found.box, foot.y, towards, head.skirts, blocked);
  const spot = clear || {
    x: foot.x,
    scale: found.box.w / drawing.width,
    facing: towards,
  };
  const box = {
    x: spot.x - (drawing.width * spot.scale) / 2,
    y: foot.y - drawing.height * spot.scale,
    w: drawing.width * spot.scale,
    h: drawing.height * spot.scale,
  };
  const inFront = beforeThem || characters.some((other) => overlaps(box, other, 0));
  // On a walk he is on his leash wherever he found room, held by the first who may hold it.
  const layer = drawn(spot.x, spot.scale, spot.facing, inFront ? "in-front" : "floor", foot.y);
  return holders[0] ? { ...layer, holder: holders[0] } : layer;
}

/**
 * The leash from the holder's hand nearest his collar, sagging a little, with her hand closed on
 * it: a hand the composer drew her, else one her own drawing has, found where `bodies` drew it;
 * never the hand `clasped` in the other's (hand in hand), where she has another.
 */
function leash(holder: Placed, collar: Point, bodies: Body[] = [], clasped: Box[] = []): string {
  const box = holder.box;
  const own = holder.kind === "character" ? holder.hands : undefined;
  const body = holder.kind === "character" ? bodies.find((b) => b.name === holder.name) : undefined;
  const drawnAt = body && drawnHands(body.drawing, body.mirror, body);
  const hands = own?.length
    ? own
    : drawnAt?.length
      ? drawnAt
      : // Where her hands are not known, she holds it at her hip.
        [0.1, 0.9].map((share) => ({ x: box.x + box.w * share, y: box.y + box.h * 0.56 }));
  const free = hands.filter((h) => !clasped.some((box) => h.x >= box.x && h.x <= box.x + box.w && h.y >= box.y && h.y <= box.y + box.h));
  const hand = [...(free.length ? free : hands)].sort((a, b) => Math.hypot(a.x - collar.x, a.y - collar.y) - Math.hypot(b.x - collar.x, b.y - collar.y))[0]!;
  const sag = { x: (hand.x + collar.x) / 2, y: Math.max(hand.y, collar.y) + 40 };
  return (
    `<path data-part="leash" data-from="${hand.x.toFixed(1)} ${hand.y.toFixed(1)}" data-to="${collar.x.toFixed(1)} ${collar.y.toFixed(1)}" d="M${hand.x.toFixed(1)} ${hand.y.toFixed(1)} Q${sag.x.toFixed(1)} ${sag.y.toFixed(1)} ${collar.x.toFixed(1)} ${collar.y.toFixed(1)}" ${l(6)}/>` +
    `<circle cx="${hand.x.toFixed(1)}" cy="${hand.y.toFixed(1)}" r="13" ${o(6)}/>`
  );
}

/** An empty chair or examination table is drawn at least this large, its parts large enough to colour. */
const EMPTY_SEAT_SCALE = 1.25;

/**
 * At the dentist's or the doctor's, a page where nobody sits still shows the chair or the
 * examination table, empty against the back wall, on the side of the room the characters leave
 * most of free, at the size of a child's chair.
 */
function emptyCareSeat(plan: ScenePlan, ground: number, placed: Placed[]): (CareSeat & { kind: CareSeatKind }) | undefined {
  const kind = CARE_SEATS[plan.setting];
  if (!kind) return undefined;
  const u = EMPTY_SEAT_SCALE;
  const [, far] = CARE_SEAT_REACH[kind];
  const seatAt = (side: 1 | -1) => careSeat(kind, side > 0 ? INNER.right - 10 - far * u : INNER.left + 10 + far * u, ground, u, side);
  const hidden = (seat: CareSeat) => placed.reduce((sum, p) => sum + overlapArea(seat.box, p.box), 0);
  const [right, left] = [seatAt(1), seatAt(-1)];
  return { ...(hidden(right) <= hidden(left) ? right : left), kind };
}

/** The dentist's chair a plan names is the one drawn with the room: it stands on the floor. */
function seatAsProp(seat: CareSeat & { kind: CareSeatKind }, plan: ScenePlan): Placed | undefined {
  const id = plan.props.find((prop) => (PROPS[prop].art as string) === seat.kind);
  if (!id) return undefined;
  const ground = seat.box.y + seat.box.h;
  return {
    kind: "prop",
    id,
    box: seat.box,
    on: "floor",
    foot: { x: seat.seat.x + seat.seat.w / 2, y: ground, surface: { x: INNER.left, y: ground, w: INNER.right - INNER.left, h: INNER.bottom - ground } },
  };
}
