import { wornParts, type Character, type Outfit, type Pattern, type Worn } from "@/lib/story-writing/scene/plan";

// Pepita and Abuelita in the outfit a page's plan names. The figures are the built-in story's own
// drawings, written by one generator in one order: braids, legs and shoes, the neck, the dress
// and its flowers, the collar, the arms, the puffed sleeves, the head. An outfit swaps the dress
// (and, where it changes them, the collar, the sleeves, the legs and the shoes) for its own
// closed shapes at the same place, and adds a hood, a hat or a scarf in the layer it belongs to,
// so arms and hands still lie on top. Every shape is large enough to colour; nothing is filled black.

const o = (w = 5) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const l = (w = 3.5) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const f = (n: number) => Number(n.toFixed(1));

/** Where a standing Pepita's parts are in her drawing; a seated one is the same, lower down. */
const NECK_TOP = -236;
const HEAD_CENTRE = -282;
/** The neck's backing: from inside her head's outline down to inside her puffed sleeves, standing. */
const NECK_BACKING = { top: -262, topHalf: 48, bottom: -206, bottomHalf: 60 };

/**
 * The dress's frame: its top (the neck), its waist, its hem and its half-width there, where her
 * drawing's hands are and, seated, how high her shoes come.
 */
type Frame = {
  top: number;
  waist: number;
  hem: number;
  half: number;
  head: number;
  hands?: Point[];
  feet?: number;
  /** Her own dress's waistband's top, at its sides, where it is drawn. */
  band?: number;
};

type Garment = {
  /** Drawn where the dress was. */
  body?: (frame: Frame) => string;
  /** Drawn over the dress, which stays. */
  over?: (frame: Frame) => string;
  keepCollar?: boolean;
  keepSleeves?: boolean;
  pants?: boolean;
  boots?: boolean;
  /** Between the sleeves and the head: a hood behind it, a scarf under the chin. */
  underHead?: (frame: Frame) => string;
  /** Over her dress's middle flower below the waistband, which is left out: a scarf's ends hang there. */
  hidesMiddleFlower?: boolean;
  /** Over the head: a hat. */
  onHead?: (frame: Frame) => string;
  /** The hat comes down over her hair and ears: only her braids show below it. */
  hidesHair?: boolean;
  /** Worn outdoors: indoors the hood is down and the hat and scarf are off. */
  outerwear?: boolean;
  /**
   * Seen from behind: what is drawn in place of `body`, `underHead` and `onHead` (a coat's back
   * with no buttons or pockets, a hood up over the back of her head); `frontOnly` garments drawn
   * over the dress (an apron) are not seen at all. Prints (stars, hearts) are on the back too.
   */
  back?: { body?: (frame: Frame) => string; underHead?: (frame: Frame) => string; onHead?: (frame: Frame) => string };
  frontOnly?: boolean;
  /** Dancing: drawn where the dress and its held-out skirt were, the skirt flared mid-turn. */
  dance?: (frame: Frame) => string;
  /** Behind all of her, from her shoulders down: a cape, whose sides and hem show round her dress and legs. */
  behind?: (frame: Frame) => string;
  /** Her arms in long knitted sleeves, ribbed at the wrist, in place of the puffed ones. */
  longSleeves?: boolean;
  /** Her hands in mittens. */
  mittens?: boolean;
  /** Worn over trousers rather than the skirt: its body with trousers below (a sweater and jeans). */
  overTrousers?: (frame: Frame) => string;
  /** Which shape of `body` (its place among the body's tags) carries a print: the main piece, and the top worn with it. */
  prints?: { main: number; top?: number };
};

/** A look put together from pieces: the first piece's shape and body, and every piece's layers on top of it in turn. */
function wearing(base: Garment, ...pieces: Garment[]): Garment {
  const joined = (part: "over" | "underHead" | "onHead" | "behind") => {
    const drawn = [base, ...pieces].map((piece) => piece[part]).filter((draw) => draw !== undefined);
    return drawn.length ? (frame: Frame) => drawn.map((draw) => draw(frame)).join("") : undefined;
  };
  // Seen from behind, each piece as dressPepita shows it: its own back, else what it wears on and under the head.
  const backs = [base, ...pieces].map(({ back, underHead, onHead }) => ({
    underHead: back?.underHead ?? (back?.onHead ? undefined : underHead),
    onHead: back?.onHead ?? onHead,
  }));
  const backPart = (part: "underHead" | "onHead") => {
    const drawn = backs.map((back) => back[part]).filter((draw) => draw !== undefined);
    return drawn.length ? (frame: Frame) => drawn.map((draw) => draw(frame)).join("") : undefined;
  };
  const all = [base, ...pieces];
  const garment: Garment = {
    ...base,
    keepCollar: all.every((piece) => piece.keepCollar),
    keepSleeves: all.every((piece) => piece.keepSleeves),
    pants: all.some((piece) => piece.pants),
    boots: all.some((piece) => piece.boots),
    mittens: all.some((piece) => piece.mittens),
    longSleeves: all.some((piece) => piece.longSleeves),
    outerwear: all.some((piece) => piece.outerwear),
    hidesHair: all.some((piece) => piece.hidesHair),
    frontOnly: all.some((piece) => piece.frontOnly),
    hidesMiddleFlower: all.some((piece) => piece.hidesMiddleFlower),
    back: { ...(base.back?.body ? { body: base.back.body } : {}), underHead: backPart("underHead"), onHead: backPart("onHead") },
  };
  for (const part of ["over", "underHead", "onHead", "behind"] as const) garment[part] = joined(part);
  return garment;
}

function scallops(fromX: number, toX: number, y: number, count: number, depth: number): string {
  const step = (toX - fromX) / count;
  return Array.from({ length: count }, (_, i) => `Q${f(fromX + step * (i + 0.5))} ${f(y + depth)} ${f(fromX + step * (i + 1))} ${f(y)}`).join(" ");
}

const heart = (x: number, y: number, r: number) =>
  `<path d="M${f(x)} ${f(y + r)} C${f(x - 1.6 * r)} ${f(y)} ${f(x - r)} ${f(y - 1.3 * r)} ${f(x)} ${f(y - 0.5 * r)} C${f(x + r)} ${f(y - 1.3 * r)} ${f(x + 1.6 * r)} ${f(y)} ${f(x)} ${f(y + r)} Z" ${o(4)}/>`;

const star = (x: number, y: number, r: number) =>
  `<path d="${Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 ? r * 0.48 : r;
    return `${i ? "L" : "M"}${f(x + d * Math.cos(a))} ${f(y + d * Math.sin(a))}`;
  }).join(" ")} Z" ${o(4)}/>`;

/** A crescent moon, fat enough inside to colour: a thinner one, its horns' gap a sliver, printed as a black crescent. */
const moon = (x: number, y: number, r: number) =>
  `<path d="M${f(x)} ${f(y - r)} A${r} ${r} 0 1 0 ${f(x)} ${f(y + r)} A${f(r * 0.3)} ${r} 0 1 1 ${f(x)} ${f(y - r)} Z" ${o(4)}/>`;

/**
 * Where a body worn under her collar starts: her everyday dress's own neckline, dipping under her
 * chin. One as high as her chin left slivers between the chin and the collar's wings too narrow to
 * colour, which printed as a black band across her neck.
 */
/**
 * Where a garment with no collar of its own starts: its shoulders' corners and its top edge tucked
 * up under her chin. An edge just below her chin left a wedge beside it at each corner, between
 * the chin, the edge and her braids, which printed black once a raised arm closed it.
 */
/** How far above a garment's top a hand is raised beside her head, not held out at her shoulders. */
const RAISED = 20;

const neckline = (top: number, hands: Point[] = []) =>
  // A hand raised beside her head (waving) has its arm close by: tucked up, the edge ran beside it in
  // slivers. Hands held out at her shoulders (dancing) are not raised: untucked, the edge ran under
  // her chin in a black band.
  hands.some((hand) => hand.y < top - RAISED) ? `M-40 ${top} Q0 ${top - 8} 40 ${top}` : `M-40 ${top - 26} Q0 ${top + 2} 40 ${top - 26}`;

/** Both hands held together in front of her, below her chest (a flower pot in her arms). */
const holdsInFront = (top: number, hands: Point[] = []) => hands.filter((hand) => Math.abs(hand.x) < 40 && hand.y > top + 60).length === 2;

/**
 * A garment's side, from its shoulder's corner, held in front: under her upper arm to her elbow and
 * back in under her forearm, as her everyday dress's does. Down her side, it crossed the crook of
 * her arm and closed a pocket there that printed black. `side`: 1 on her left, -1 on her right,
 * drawn upwards to the shoulder.
 */
const underArm = (top: number, side: 1 | -1) =>
  side > 0 ? `C52 ${top + 12} 68 ${top + 48} 74 ${top + 66} L66 ${top + 88}` : `L-66 ${top + 88} L-74 ${top + 66} C-68 ${top + 48} -52 ${top + 12} -40 ${top}`;

const collaredNeckline = (top: number, half = 40) => `M${-half} ${top + 12} Q0 ${top} ${half} ${top + 12}`;

const bodice = ({ top, waist }: Frame) => `<path d="${collaredNeckline(top)} L46 ${waist} L-46 ${waist} Z" ${o(6)}/>`;

/** A strap from a bib's corner to the shoulder: a band a child can colour. */
const strap = (x: number, y: number, shoulderX: number, shoulderY: number) =>
  `<path d="M${x - 6} ${y} L${shoulderX - 6} ${shoulderY} L${shoulderX + 6} ${shoulderY} L${x + 6} ${y} Z" ${o(4)}/>`;

/** A coat from the shoulders to below the knee, buttoned down the middle, with two pockets. */
/** How far below the coat's top its collar's V comes to a point. */
const COLLAR_V = 26;

/**
 * A coat's button, and the half-height of a toggle: inside, each is a shape to colour at the
 * smallest size a page draws her. Smaller, it was opened into the coat round it, and printed as a
 * broken mark beside its front edge.
 */
const BUTTON = 12;

function coat({ top, hem, half, hands, feet }: Frame, length: number, toggles: boolean): string {
  // Seated, her dress's hem is near her shoes: a coat as long as standing closed slivers against them.
  const bottom = Math.min(hem + length, (feet ?? Infinity) - 36);
  const w = Math.max(70, half * 0.85);
  const pockets = [-1, 1].map((side) => `<rect x="${f(side * w * 0.5 - 17)}" y="${f(bottom - 62)}" width="34" height="28" rx="6" ${o(4)}/>`).join("");
  // Below the collar's V and above the pockets, clear of a hand in her lap: the top one on the V's
  // point, or one by her hand, closed a sliver between them that printed black.
  const [first, last] = [top + COLLAR_V + 8 + BUTTON, bottom - 44];
  const fastenings = [0, 0.5, 1]
    .map((t) => f(first + (last - first) * t))
    .filter((y) => !hands?.some((hand) => Math.abs(hand.x) < 40 && Math.abs(hand.y - y) < 16 + BUTTON))
    .map((y) =>
      toggles
        ? `<rect x="-15" y="${y - BUTTON * 0.7}" width="30" height="${BUTTON * 1.4}" rx="${BUTTON * 0.7}" ${o(4)}/>`
        : `<circle cx="0" cy="${y}" r="${BUTTON}" ${o(4)}/>`,
    );
  const sides = holdsInFront(top, hands)
    ? [`${underArm(top, 1)} L${f(w)} ${f(bottom)}`, underArm(top, -1)]
    : [`C52 ${top + 30} ${f(w * 0.9)} ${f(bottom - 40)} ${f(w)} ${f(bottom)}`, `C${f(-w * 0.9)} ${f(bottom - 40)} -52 ${top + 30} -40 ${top}`];
  return (
    `<path d="${neckline(top, hands)} ${sides[0]} Q0 ${f(bottom + 12)} ${f(-w)} ${f(bottom)} ${sides[1]} Z" ${o(6)}/>` +
    `<path d="M0 ${top + 4} L0 ${f(bottom + 10)}" ${l(4)}/>${pockets}${fastenings.join("")}` +
    `<path d="M-22 ${top - 2} L0 ${top + COLLAR_V} L22 ${top - 2}" ${l(4)}/>`
  );
}

/** A coat's back: the same outline, a half-belt across the waist and a vent at the hem; its buttons and pockets are in front. */
function coatBack({ top, waist, hem, half, hands }: Frame, length: number): string {
  const bottom = hem + length;
  const w = Math.max(70, half * 0.85);
  const sides = holdsInFront(top, hands)
    ? [`${underArm(top, 1)} L${f(w)} ${f(bottom)}`, underArm(top, -1)]
    : [`C52 ${top + 30} ${f(w * 0.9)} ${f(bottom - 40)} ${f(w)} ${f(bottom)}`, `C${f(-w * 0.9)} ${f(bottom - 40)} -52 ${top + 30} -40 ${top}`];
  return (
    `<path d="${neckline(top, hands)} ${sides[0]} Q0 ${f(bottom + 12)} ${f(-w)} ${f(bottom)} ${sides[1]} Z" ${o(6)}/>` +
    `<rect x="-40" y="${waist + 4}" width="80" height="18" rx="7" ${o(5)}/>` +
    `<path d="M0 ${f(bottom - 46)} L0 ${f(bottom + 10)}" ${l(4)}/>`
  );
}

/** The dress's skirt below a top worn over it (a sweater, a jacket): plain, flaring to the hem. */
const skirtBelow = ({ top, waist, hem, half, hands }: Frame) => {
  // Below a flower pot held in front of her, the hem hangs clear of its foot, which closed a black strip along it.
  const low = holdsInFront(top, hands) ? 10 : 0;
  return `<path d="M-48 ${waist + 20} L${f(-half)} ${hem - 8 + low} Q0 ${hem + 6 + low} ${f(half)} ${hem - 8 + low} L48 ${waist + 20} Z" ${o(6)}/>`;
};

/** Long trousers below a top worn over them, their legs down to her shoes. */
const trousersBelow = ({ waist, hem }: Frame) => {
  const cuff = hem - 8;
  return `<path d="M-50 ${waist} L50 ${waist} L56 ${cuff} L16 ${cuff} L10 ${waist + 30} L-10 ${waist + 30} L-16 ${cuff} L-56 ${cuff} Z" ${o(6)}/>`;
};

/** A top from the shoulders to the hips, over the skirt, and the band at its hem (where a sweater's ribs go). */
function topOver({ top, waist, hands }: Frame): { outline: string; band: { y: number; h: number }; held: boolean } {
  const bottom = waist + 40;
  // Held in front of her, what she holds hides the hem and its band: the top ends behind it, at her hands.
  const held = holdsInFront(top, hands);
  const sides = held
    ? [`${underArm(top, 1)} L34 ${top + 100}`, `L-34 ${top + 100} ${underArm(top, -1)}`]
    : [`C50 ${top + 20} 54 ${waist} 56 ${bottom}`, `L-56 ${bottom} C-54 ${waist} -50 ${top + 20} -40 ${top}`];
  return {
    held,
    outline: `<path d="${neckline(top, hands)} ${sides[0]} ${sides[1]} Z" ${o(6)}/>`,
    band: { y: bottom - 20, h: 20 },
  };
}

/** A knitted sweater: ribbed at the neck and the hem, a zigzag knitted across the chest. */
function sweater(frame: Frame, below = skirtBelow): string {
  const { top } = frame;
  const { outline, band, held } = topOver(frame);
  const ribs = [-36, -18, 0, 18, 36].map((x) => `<path d="M${x} ${band.y + 3} L${x} ${band.y + band.h - 3}" ${l(3.5)}/>`).join("");
  const zigzag = Array.from({ length: 7 }, (_, i) => `${i ? "L" : "M"}${-42 + i * 14} ${top + 40 + (i % 2 ? -10 : 0)}`).join(" ");
  // Held in front of her, a flower pot hides the ribbed hem and the zigzag: drawn, their ends beside
  // its rim and its flower were bits too small to colour, which printed black.
  return (
    below(frame) +
    outline +
    (held ? "" : `<rect x="-56" y="${band.y}" width="112" height="${band.h}" rx="6" ${o(5)}/>${ribs}`) +
    `<path d="M-22 ${top - 2} Q0 ${top + 22} 22 ${top - 2}" ${l(5)}/>` +
    (held ? "" : `<path d="${zigzag}" ${l(4)}/>`)
  );
}

/** A short zip-up jacket: a collar, a zip down the middle, two pockets and a band at the hem. */
function jacket(frame: Frame, below = skirtBelow): string {
  const { top } = frame;
  const { outline, band, held } = topOver(frame);
  return (
    below(frame) +
    outline +
    (held ? "" : `<rect x="-56" y="${band.y}" width="112" height="${band.h}" rx="6" ${o(5)}/>`) +
    `<path d="M0 ${top + 2} L0 ${band.y + band.h}" ${l(4)}/><rect x="-6" y="${top + 12}" width="12" height="18" rx="4" ${o(3.5)}/>` +
    [-1, 1].map((side) => `<rect x="${side * 32 - 13}" y="${band.y - 30}" width="26" height="22" rx="5" ${o(4)}/>`).join("") +
    `<path d="M-28 ${top - 4} L-4 ${top - 8} L-20 ${top + 24} Z M28 ${top - 4} L4 ${top - 8} L20 ${top + 24} Z" ${o(4)}/>`
  );
}

/** A T-shirt with a striped band across the chest, over long trousers whose legs go down to her shoes. */
function tShirtAndPants({ top, waist, hem, hands }: Frame): string {
  const cuff = hem - 8;
  return (
    `<path d="M-50 ${waist} L50 ${waist} L56 ${cuff} L16 ${cuff} L10 ${waist + 30} L-10 ${waist + 30} L-16 ${cuff} L-56 ${cuff} Z" ${o(6)}/>` +
    `<path d="${neckline(top, hands)} L50 ${waist + 8} L-50 ${waist + 8} Z" ${o(6)}/>` +
    `<path d="M-18 ${top} Q0 ${top + 16} 18 ${top}" ${l(4)}/>` +
    `<path d="M-44 ${top + 22} L44 ${top + 22} L46 ${top + 42} L-46 ${top + 42} Z" ${o(4)}/>`
  );
}

/**
 * A blouse from the shoulders to the waist, tucked into the skirt; buttoned down the front (its
 * placket, a line: buttons as small as hers would print as black dots), or plain from behind.
 */
const blouse = ({ top, waist }: Frame, buttons = true) =>
  `<path d="${collaredNeckline(top)} L47 ${waist + 8} L-47 ${waist + 8} Z" ${o(6)}/>` + (buttons ? `<path d="M0 ${top + 8} L0 ${waist + 6}" ${l(4)}/>` : "");

/** The skirt's waistband, over the blouse's tucked-in hem: the line where the two pieces meet. */
const waistband = (y: number) => `<rect x="-50" y="${y}" width="100" height="16" rx="6" ${o(5)}/>`;

/** A skirt and a blouse, two pieces: the skirt flares from its waistband to the hem, with two folds. */
function skirtAndBlouse(frame: Frame, buttons = true): string {
  const { waist, hem, half } = frame;
  const w = half * 0.92;
  return (
    `<path d="M-48 ${waist + 4} L48 ${waist + 4} L${f(w)} ${hem - 8} Q0 ${hem + 4} ${f(-w)} ${hem - 8} Z" ${o(6)}/>` +
    [-0.45, 0.45].map((t) => `<path d="M${f(t * 40)} ${waist + 24} L${f(t * w * 0.9)} ${hem - 10}" ${l(4)}/>`).join("") +
    blouse(frame, buttons) +
    waistband(waist + 2)
  );
}

/**
 * A vest's two front panels over the blouse and down past the skirt's waistband to two points,
 * open down the middle where the blouse's buttons show, each with a pocket's welt.
 */
const vest = ({ top, waist }: Frame) =>
  [-1, 1]
    .map((side) => {
      const x = (v: number) => side * v;
      return (
        `<path d="M${x(42)} ${top + 1} L${x(17)} ${top + 2} L${x(8)} ${waist + 22} L${x(14)} ${waist + 36} L${x(52)} ${waist + 20} L${x(47)} ${top + 24} Z" ${o(5)}/>` +
        `<path d="M${x(24)} ${waist - 8} L${x(42)} ${waist - 8}" ${l(4)}/>`
      );
    })
    .join("");

/** A vest's back: one panel from the shoulders to the waist. */
const vestBack = ({ top, waist }: Frame) => `<path d="M-42 ${top + 1} Q0 ${top - 6} 42 ${top + 1} L52 ${waist + 22} L-52 ${waist + 22} Z" ${o(5)}/>`;

/** A cape hanging behind her from the shoulders, wider than her dress and longer: its sides and hem show round her. */
const capeBehind = ({ top, hem, half }: Frame) =>
  `<path d="M-36 ${top - 6} C-84 ${top + 10} ${f(-half - 30)} ${f(hem - 70)} ${f(-half - 38)} ${hem + 18} Q0 ${hem + 40} ${f(half + 38)} ${hem + 18} C${f(half + 30)} ${f(hem - 70)} 84 ${top + 10} 36 ${top - 6} Z" ${o(6)}/>`;

/** The cape's collar over her shoulders, fastened under the chin with a round clasp. */
const capeCollar = ({ top }: Frame) =>
  `<path d="M-50 ${top - 6} Q0 ${top + 12} 50 ${top - 6} L48 ${top + 12} Q0 ${top + 32} -48 ${top + 12} Z" ${o(5)}/><circle cx="0" cy="${top + 18}" r="13" ${o(4)}/>`;

/** From behind, the cape covers her back from the shoulders to below the hem. */
const capeBack = ({ top, hem, half }: Frame) =>
  `<path d="M-44 ${top - 8} C-84 ${top + 10} ${f(-half - 24)} ${f(hem - 70)} ${f(-half - 32)} ${hem + 16} Q0 ${hem + 36} ${f(half + 32)} ${hem + 16} C${f(half + 24)} ${f(hem - 70)} 84 ${top + 10} 44 ${top - 8} Z" ${o(6)}/>` +
  `<path d="M-50 ${top - 6} Q0 ${top + 8} 50 ${top - 6}" ${l(4)}/>`;

/** A knitted scarf: a loop round her neck and one striped end hanging down her front. */
const scarf = ({ top }: Frame) =>
  `<path d="M8 ${top + 2} L36 ${top + 2} L40 ${top + 62} L12 ${top + 62} Z" ${o(5)}/><path d="M14 ${top + 50} L38 ${top + 50}" ${l(4)}/>` +
  `<ellipse cx="0" cy="${top - 6}" rx="46" ry="15" ${o(5)}/>`;

/**
 * A scarf worn on its own, over the everyday dress: a thick loop and two ends hanging down her
 * front, striped across and fringed, bold enough to tell from the dress's collar at a glance.
 */
const scarfLoopFront = (top: number) => `<ellipse cx="0" cy="${top - 6}" rx="50" ry="18" ${o(5)}/>`;

/** A scarf's end hanging free, striped twice across and fringed with three threads. */
const scarfEnd = (top: number, x0: number, x1: number, length: number) =>
  `<path d="M${x0} ${top + 2} L${x1} ${top + 2} L${x1 + 4} ${top + length} L${x0 + 4} ${top + length} Z" ${o(5)}/>` +
  [0.45, 0.75].map((t) => `<path d="M${x0 + 2} ${f(top + length * t)} L${x1 + 3} ${f(top + length * t)}" ${l(4)}/>`).join("") +
  [0, 1, 2]
    .map(
      (k) => `<path d="M${f(x0 + 8 + k * ((x1 - x0 - 8) / 2))} ${top + length + 2} L${f(x0 + 8 + k * ((x1 - x0 - 8) / 2))} ${top + length + 14}" ${l(3.5)}/>`,
    )
    .join("");

/**
 * Where her dress has a waistband, the ends hang side by side over it to where the dress's middle
 * flower was (left out), each striped once and fringed, narrower at the loop where her puffed
 * sleeves come close, and the loop is ribbed. Striped twice, fringed on the waistband and beside
 * her sleeves, they cut it and the flowers into bits too small to colour and closed wedges by the
 * sleeves, which printed black; a gap between them was a black bar.
 */
const scarfOverBand = (top: number, band: number) => {
  const bottom = band + SCARF_BELOW_BAND;
  return (
    [-1, 1]
      .map(
        (side) =>
          `<path d="M0 ${top + 2} L${side * 16} ${top + 2} L${side * 20} ${bottom} L0 ${bottom} Z" ${o(5)}/>` +
          `<path d="M0 ${top + 40} L${side * 18.5} ${top + 40}" ${l(4)}/>` +
          [4, 10, 16].map((x) => `<path d="M${side * x} ${bottom + 2} L${side * x} ${bottom + 10}" ${l(3.5)}/>`).join(""),
      )
      .join("") +
    scarfLoopFront(top) +
    [-17, 17].map((x) => `<path d="M${x} ${top - 16} L${x} ${top + 6}" ${l(3.5)}/>`).join("")
  );
};

/** How far below the waistband's top a scarf's ends hang over it: past it, where the dress's middle flower was. */
const SCARF_BELOW_BAND = 26;

/**
 * Seated, her arm lies across her waist to her hand in her lap: the ends stop short above it, plain
 * panels side by side. Hung to the waistband or past it, with a stripe and a fringe, they crossed
 * her arm and her hand in wedges and slivers that printed black.
 */
const scarfAboveArm = (top: number) =>
  [-1, 1]
    .map((side) => `<path d="M0 ${top + 2} L${side * 16} ${top + 2} L${side * 19} ${top + SEATED_SCARF_END} L0 ${top + SEATED_SCARF_END} Z" ${o(5)}/>`)
    .join("") +
  scarfLoopFront(top) +
  [-17, 17].map((x) => `<path d="M${x} ${top - 16} L${x} ${top + 6}" ${l(3.5)}/>`).join("");

/** How far below the top of her dress a seated scarf's ends come: above the arm across her waist. */
const SEATED_SCARF_END = 38;

const longScarf = (frame: Frame) => {
  const { top, band } = frame;
  if (frame.feet !== undefined) return scarfAboveArm(top);
  return band === undefined ? scarfEnd(top, -30, -2, 56) + scarfEnd(top, 6, 38, 76) + scarfLoopFront(top) : scarfOverBand(top, band);
};

/** From behind only the scarf's loop round her neck shows: its ends hang in front. */
const scarfLoop = ({ top }: Frame) => `<ellipse cx="0" cy="${top - 6}" rx="46" ry="15" ${o(5)}/>`;

/** A knitted hat with a ribbed brim and a pompom. */
const beanie = ({ head }: Frame) =>
  `<path d="M-60 ${head - 18} C-62 ${head - 98} 62 ${head - 98} 60 ${head - 18} Z" ${o(6)}/>` +
  `<rect x="-62" y="${head - 38}" width="124" height="24" rx="10" ${o(5)}/>` +
  [-36, -12, 12, 36].map((x) => `<path d="M${x} ${head - 36} L${x} ${head - 16}" ${l(3.5)}/>`).join("") +
  `<circle cx="0" cy="${head - 92}" r="18" ${o(5)}/>`;

/** A cap's round crown in two panels with a button on top: all a cap shows from behind. */
const capCrown = ({ head }: Frame) =>
  `<path d="M-56 ${head - 26} C-58 ${head - 98} 58 ${head - 98} 56 ${head - 26} Q0 ${head - 38} -56 ${head - 26} Z" ${o(6)}/>` +
  `<path d="M0 ${head - 86} L0 ${head - 34}" ${l(4)}/><circle cx="0" cy="${head - 88}" r="8" ${o(4)}/>`;

/** A baseball cap: its crown and a stiff bill sticking out over her forehead, turned a little to one side. */
const cap = (frame: Frame) => {
  const { head } = frame;
  return (
    capCrown(frame) +
    `<path d="M-54 ${head - 28} Q0 ${head - 40} 56 ${head - 28} Q98 ${head - 26} 116 ${head - 12} Q76 ${head + 2} 24 ${head - 12} Q-20 ${head - 18} -54 ${head - 28} Z" ${o(6)}/>`
  );
};

/**
 * How far below her waist the party dress's seam is, its bodice's hem and its bow: at her waist,
 * the seam and the bow's tops ran so close under her puffed sleeves that the bodice's corners
 * there closed into slivers too narrow to colour, which printed black on both sides.
 */
const PARTY_SEAM_DROP = 10;

/**
 * The party dress's bodice and the bow on its seam: two round loops meeting at the middle, each
 * wide enough inside to colour, and two ribbon tails as lines. Its old knot, a ring too small
 * inside to colour, printed as a black dot, and its wings' tips, reaching to under her sleeves,
 * closed slivers against the bodice's sides.
 */
const partyTop = (frame: Frame) => {
  const seam = frame.waist + PARTY_SEAM_DROP;
  return (
    bodice({ ...frame, waist: seam }) +
    [-1, 1].map((side) => `<ellipse cx="${side * 16}" cy="${seam}" rx="16" ry="11" ${o(4)}/>`).join("") +
    `<path d="M-3 ${seam + 9} L-9 ${seam + 16} M3 ${seam + 9} L9 ${seam + 16}" ${l(4)}/>`
  );
};

/** The hearts on the party dress's skirt: large enough inside to colour on the smallest Pepita a page draws. */
const PARTY_HEART = 16;

/**
 * The party dress's skirt in two tiers, a short ruffle over a longer one, with hearts on the
 * longer one where they fit clear of its edges (standing; seated, her lap leaves no room): hearts
 * on a tier as short as the ruffle, as they were, touched its scallops and the hem and printed as
 * black blots.
 */
function partySkirt({ waist, hem, half }: Frame): string {
  const seam = waist + PARTY_SEAM_DROP;
  const mid = seam + 16;
  const lower = half + 8;
  // The ruffle flares from the seam as steeply as the dress's sides: flared wide, its edge ran
  // under her arm held out in a pocket a line behind her could close.
  const ruffle = 46 + (mid + 10 - seam) * 0.55;
  // The longer tier's clear band: from the ruffle's scallops' lowest points to the hem's points.
  const [from, to] = [mid + 10 + 7, hem - 8];
  const hearts = to - from >= 2 * PARTY_HEART + 12 ? [-0.55, 0, 0.55].map((t) => heart(t * half, (from + to) / 2, PARTY_HEART)).join("") : "";
  return (
    `<path d="M${f(6 - ruffle)} ${f(mid)} L${f(-lower)} ${f(hem - 8)} ${scallops(-lower, lower, hem - 8, 6, 16)} L${f(ruffle - 6)} ${f(mid)} Z" ${o(6)}/>` +
    `<path d="M-46 ${seam} L${f(-ruffle)} ${f(mid + 10)} ${scallops(-ruffle, ruffle, mid + 10, 5, 14)} L46 ${seam} Z" ${o(6)}/>` +
    hearts
  );
}

/**
 * How far below her waist the school uniform's skirt starts: at her waist, its top ran so close
 * under her puffed sleeves that the blouse's corners there closed into slivers that printed black.
 */
const UNIFORM_SEAM_DROP = 10;

/**
 * The school uniform's blouse down to the skirt's top at `seam`, and its tie hanging from under the
 * collar's points, ending well above the skirt. The pinafore's bib and straps it had were too
 * short between the collar, the sleeves and the skirt to colour, and printed as a black bar; the
 * blouse ending above a dancer's skirt left a black band between them.
 */
const uniformTop = (frame: Frame, seam: number) => {
  const [from, to] = [frame.head + 72, seam - 14];
  return bodice({ ...frame, waist: seam }) + `<path d="M-6 ${from} L6 ${from} L12 ${to - 10} L0 ${to} L-12 ${to - 10} Z" ${o(4)}/>`;
};

type Point = { x: number; y: number };

/**
 * A dancer's skirt, in her dancing drawing's own units: its waist, where her hands hold it out,
 * and its hem's two ends. The hem swings out mid-turn: wider than where her hands hold it and
 * higher on the side it swings to (the drawing's right; a mirrored dancer swings the other way).
 */
type Twirl = { waist: number; half: number; hands: [Point, Point]; hem: [Point, Point]; flutes: number; depth: number };

/** Pepita's held-out skirt in her dancing drawing: waist at -166, hands at -206 and -220, feet at 0. */
const PEPITA_TWIRL: Twirl = {
  waist: -166,
  half: 46,
  hands: [
    { x: -122, y: -206 },
    { x: 122, y: -220 },
  ],
  hem: [
    { x: -152, y: -76 },
    { x: 152, y: -130 },
  ],
  flutes: 5,
  depth: 24,
};

/** Abuelita's in hers: waist at -296, hands at -374 and -350. */
const ABUELITA_TWIRL: Twirl = {
  waist: -296,
  half: 62,
  hands: [
    { x: -180, y: -374 },
    { x: 180, y: -350 },
  ],
  hem: [
    { x: -214, y: -56 },
    { x: 214, y: -132 },
  ],
  flutes: 7,
  depth: 30,
};

/**
 * A skirt flared mid-turn, redrawn rather than bent (bending the drawing bent her legs too): its
 * sides billow out from the hands to a hem wider than they hold it, the hem rises towards the side
 * it swings to, and it falls in deep folds, each a line from the hip to a crest of the hem.
 * `everyday`: a band round it and a flower in three panels; `party`: a heart in three panels;
 * `pleats`: two more folds, shallower.
 */
function twirl(t: Twirl, style: "everyday" | "party" | "pleats"): string {
  const flutes = style === "pleats" ? t.flutes + 2 : t.flutes;
  const depth = style === "pleats" ? t.depth * 0.55 : t.depth;
  const [left, right] = t.hem;
  const [leftHand, rightHand] = t.hands;
  // The hem's crests, on a chord that bows down a little in the middle as a bell's rim does.
  const crest = (k: number): Point => {
    const s = k / flutes;
    return { x: left.x + (right.x - left.x) * s, y: left.y + (right.y - left.y) * s + Math.sin(Math.PI * s) * depth * 0.5 };
  };
  const crests = Array.from({ length: flutes + 1 }, (_, k) => crest(k));
  const hem = crests
    .slice(1)
    .map((p, k) => {
      const q = crests[k]!;
      return `Q${f((q.x + p.x) / 2)} ${f((q.y + p.y) / 2 + depth * 1.6)} ${f(p.x)} ${f(p.y)}`;
    })
    .join(" ");
  const bulge = (hand: Point, end: Point, side: -1 | 1) =>
    `C${f(hand.x + side * 12)} ${f(hand.y + 40)} ${f(end.x + side * 8)} ${f(end.y - 60)} ${f(end.x)} ${f(end.y)}`;
  const outline =
    `<path d="M${-t.half} ${t.waist} Q${f(-t.half * 1.3)} ${t.waist + 14} ${leftHand.x} ${leftHand.y} ${bulge(leftHand, left, -1)} ${hem} ` +
    `C${f(right.x + 8)} ${f(right.y - 60)} ${f(rightHand.x + 12)} ${f(rightHand.y + 40)} ${rightHand.x} ${rightHand.y} Q${f(t.half * 1.3)} ${t.waist + 14} ${t.half} ${t.waist} Z" ${o(6)}/>`;
  // Each inner crest's fold falls from the hip, a quarter of the way down: folds that all met at
  // the waist would cut it into wedges too narrow to colour.
  const inner = crests.slice(1, -1);
  const startAt = (k: number) => {
    const top = { x: -t.half * 0.8 + (1.6 * t.half * (k + 1)) / (inner.length + 1), y: t.waist + 8 };
    return { x: top.x + (inner[k]!.x - top.x) * 0.25, y: top.y + (inner[k]!.y - top.y) * 0.25 };
  };
  const folds = inner.map((p, k) => {
    const from = startAt(k);
    return `<path d="M${f(from.x)} ${f(from.y)} Q${f(from.x + (p.x - from.x) * 0.35)} ${f((from.y + p.y) / 2)} ${f(p.x)} ${f(p.y)}" ${l(4)}/>`;
  });
  // A point `s` of the way from the waist to the hem in the middle of panel `k` (between folds k-1 and k).
  const panel = (k: number, s: number): Point => {
    const edge = (j: number): Point => {
      if (j < 0) return { x: leftHand.x + (left.x - leftHand.x) * s, y: leftHand.y + (left.y - leftHand.y) * s };
      if (j >= inner.length) return { x: rightHand.x + (right.x - rightHand.x) * s, y: rightHand.y + (right.y - rightHand.y) * s };
      const from = startAt(j);
      return { x: from.x + (inner[j]!.x - from.x) * s, y: from.y + (inner[j]!.y - from.y) * s };
    };
    const [a, b] = [edge(k - 1), edge(k)];
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  };
  const middle = Math.floor(flutes / 2);
  const decoration =
    style === "everyday"
      ? // A band round the skirt above the hem, following its swing, and a flower in three panels above it.
        `<path d="M${f(leftHand.x + (left.x - leftHand.x) * 0.72 - 6)} ${f(leftHand.y + (left.y - leftHand.y) * 0.72)} Q0 ${f((left.y + right.y) / 2 - depth * 0.2)} ${f(rightHand.x + (right.x - rightHand.x) * 0.72 + 6)} ${f(rightHand.y + (right.y - rightHand.y) * 0.72)}" ${l(4)}/>` +
        [0, middle, flutes - 1]
          .map((k) => panel(k, 0.45))
          .map((p) => flower(p.x, p.y))
          .join("")
      : style === "party"
        ? [0, middle, flutes - 1]
            .map((k) => panel(k, 0.58))
            .map((p) => heart(p.x, p.y, Math.min(16, depth * 0.6)))
            .join("")
        : "";
  return `<g data-part="twirling-skirt">${outline}${folds.join("")}${decoration}</g>`;
}

/** A T-shirt over shorts that stop above her knees, her legs bare below them. */
function tShirtAndShorts({ top, waist, hem, hands }: Frame): string {
  const cuff = hem - 14;
  return (
    `<path d="M-52 ${waist} L52 ${waist} L58 ${cuff} L12 ${cuff} L6 ${waist + 34} L-6 ${waist + 34} L-12 ${cuff} L-58 ${cuff} Z" ${o(6)}/>` +
    `<path d="${neckline(top, hands)} L50 ${waist + 8} L-50 ${waist + 8} Z" ${o(6)}/>` +
    `<path d="M-18 ${top} Q0 ${top + 16} 18 ${top}" ${l(4)}/>`
  );
}

/** A hooded sweatshirt: its hood down behind her shoulders, a pocket across the front and a ribbed band at the hem. */
function hoodie(frame: Frame, below = skirtBelow): string {
  const { top } = frame;
  const { outline, band, held } = topOver(frame);
  return (
    below(frame) +
    outline +
    (held ? "" : `<rect x="-56" y="${band.y}" width="112" height="${band.h}" rx="6" ${o(5)}/>`) +
    `<path d="M-34 ${band.y} L-26 ${band.y - 34} L26 ${band.y - 34} L34 ${band.y} Z" ${o(4)}/>` +
    `<path d="M-12 ${top + 4} L-14 ${top + 40} M12 ${top + 4} L14 ${top + 40}" ${l(4)}/>`
  );
}

/** The hood lying on her back: its rim shows over her shoulders on both sides of her neck. */
const hoodDown = ({ top }: Frame) => `<path d="M-52 ${top + 4} C-76 ${top - 44} 76 ${top - 44} 52 ${top + 4} Q0 ${top + 20} -52 ${top + 4} Z" ${o(5)}/>`;

/** A plain dress of her everyday dress's shape, with no flowers: the one a print is drawn on. */
const plainDress = ({ top, waist, hem, half }: Frame) =>
  `<path d="${collaredNeckline(top)} L46 ${waist} L${f(half * 0.92)} ${hem - 8} Q0 ${hem + 4} ${f(-half * 0.92)} ${hem - 8} L-46 ${waist} Z" ${o(6)}/>`;

/** A path's outline as a polygon of its points (its curves' control points too: near enough to keep dots off its edges). */
function outlinePoints(tag: string): Point[] {
  const numbers = (/ d="([^"]+)"/.exec(tag)?.[1] ?? "").match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  return numbers.flatMap((x, k) => (k % 2 === 0 ? [{ x, y: numbers[k + 1]! }] : []));
}

function inside(polygon: Point[], { x, y }: Point): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [a, b] = [polygon[i]!, polygon[j]!];
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) within = !within;
  }
  return within;
}

/** The same shapes always get the same name: a clip path's id that is the same wherever she is drawn in it. */
function shapeId(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return `print-${(hash >>> 0).toString(36)}`;
}

/** Bands this far apart across a garment: wide enough to colour one by one, a few to a garment. */
const BAND = 30;
const DOT = { r: 13, step: 40 };

/**
 * A print on one closed shape of a garment, clipped to it: stripes as bands across it, checks as
 * bands both ways, polka dots as round spots well inside its edges, each a region of its own.
 */
function print(tag: string, pattern: Pattern): string {
  const d = / d="([^"]+)"/.exec(tag)?.[1];
  if (!d) return "";
  const { minX, maxX, minY, maxY } = pathBox(tag);
  if (pattern === "polka-dot") {
    const polygon = outlinePoints(tag);
    const margin = DOT.r + 5;
    const centre = (minX + maxX) / 2;
    const dots: string[] = [];
    // Rows from the shape's middle out, every other one staggered, so narrow pieces still take a dot in each half.
    for (let row = 0, y = minY + margin + 6; y <= maxY - margin; row++, y += DOT.step * 0.85) {
      const first = centre + (row % 2 ? DOT.step / 2 : 0) - DOT.step * Math.ceil((centre - minX) / DOT.step);
      for (let x = first; x <= maxX - margin; x += DOT.step) {
        if (x < minX + margin) continue;
        const clear = [
          [0, 0],
          [margin, 0],
          [-margin, 0],
          [0, margin],
          [0, -margin],
        ].every(([dx, dy]) => inside(polygon, { x: x + dx!, y: y + dy! }));
        if (clear) dots.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${DOT.r}" ${o(3.5)}/>`);
      }
    }
    return dots.join("");
  }
  const id = shapeId(`${d}${pattern}`);
  const across = Array.from({ length: Math.max(0, Math.floor((maxY - minY - BAND / 2) / BAND)) }, (_, k) => minY + BAND * (k + 1)).map(
    (y) => `<path d="M${f(minX - 10)} ${f(y)} L${f(maxX + 10)} ${f(y)}" ${l(4)}/>`,
  );
  const down =
    pattern === "checked"
      ? Array.from({ length: Math.max(0, Math.floor((maxX - minX - BAND / 2) / BAND)) }, (_, k) => minX + BAND * (k + 1)).map(
          (x) => `<path d="M${f(x)} ${f(minY - 10)} L${f(x)} ${f(maxY + 10)}" ${l(4)}/>`,
        )
      : [];
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${[...across, ...down].join("")}</g>`;
}

/**
 * A body with its print drawn on the shape at `at`, over the lines drawn on that shape (a skirt's
 * folds: a dot is whole, not cut in two) and under the next piece drawn over it.
 */
function printed(body: string, at: number | undefined, pattern: Pattern): string {
  const tags = body.match(/<[^>]+>/g) ?? [];
  if (at === undefined || !tags[at]) return body;
  let end = at + 1;
  while (tags[end]?.includes('fill="none"')) end++;
  return [...tags.slice(0, end), print(tags[at], pattern), ...tags.slice(end)].join("");
}

const SCARF: Garment = { keepCollar: false, keepSleeves: true, underHead: longScarf, hidesMiddleFlower: true, back: { underHead: scarfLoop } };
const BEANIE: Garment = { keepCollar: true, keepSleeves: true, onHead: beanie, hidesHair: true };
const SKIRT_AND_BLOUSE: Garment = {
  keepCollar: true,
  keepSleeves: true,
  prints: { main: 0, top: 3 },
  body: skirtAndBlouse,
  dance: (frame) => blouse(frame) + twirl(PEPITA_TWIRL, "pleats") + waistband(PEPITA_TWIRL.waist - 8),
  back: { body: (frame) => skirtAndBlouse(frame, false) },
};

const GARMENTS: Record<Outfit, Garment> = {
  "party-dress": {
    keepCollar: true,
    keepSleeves: true,
    dance: (frame) => twirl(PEPITA_TWIRL, "party") + partyTop(frame),
    body: (frame) => partySkirt(frame) + partyTop(frame),
  },
  overalls: {
    keepSleeves: true,
    body: ({ top, waist, hem, hands }) => {
      const cuff = hem - 12;
      return (
        `<path d="${neckline(top, hands)} L46 ${waist + 6} L-46 ${waist + 6} Z" ${o(6)}/><path d="M-18 ${top} Q0 ${top + 14} 18 ${top}" ${l()}/>` +
        `<path d="M-50 ${waist} L50 ${waist} L58 ${cuff} L12 ${cuff} L6 ${waist + 40} L-6 ${waist + 40} L-12 ${cuff} L-58 ${cuff} Z" ${o(6)}/>` +
        `<path d="M-30 ${top + 18} L30 ${top + 18} L32 ${waist + 4} L-32 ${waist + 4} Z" ${o(5)}/>` +
        `<rect x="-17" y="${top + 30}" width="34" height="24" rx="4" ${o(4)}/>` +
        strap(-24, top + 18, -36, top + 1) +
        strap(24, top + 18, 36, top + 1) +
        `<circle cx="-22" cy="${top + 24}" r="7" ${o(4)}/><circle cx="22" cy="${top + 24}" r="7" ${o(4)}/>`
      );
    },
    back: {
      // From behind: the straps run down her back to the waist of her shorts; the bib, its pocket and buttons are in front.
      body: ({ top, waist, hem, hands }) => {
        const cuff = hem - 12;
        return (
          `<path d="${neckline(top, hands)} L46 ${waist + 6} L-46 ${waist + 6} Z" ${o(6)}/>` +
          `<path d="M-50 ${waist} L50 ${waist} L58 ${cuff} L12 ${cuff} L6 ${waist + 40} L-6 ${waist + 40} L-12 ${cuff} L-58 ${cuff} Z" ${o(6)}/>` +
          strap(-26, waist + 2, -34, top + 1) +
          strap(26, waist + 2, 34, top + 1)
        );
      },
    },
  },
  raincoat: {
    outerwear: true,
    keepSleeves: true,
    boots: true,
    body: (frame) => coat(frame, 26, true),
    underHead: ({ head }) => `<ellipse cx="0" cy="${head - 6}" rx="78" ry="76" ${o(6)}/>`,
    back: {
      body: (frame) => coatBack(frame, 26),
      // From behind the hood is up over the back of her head, with a seam down its middle.
      onHead: ({ head }) => `<ellipse cx="0" cy="${head - 6}" rx="78" ry="76" ${o(6)}/><path d="M0 ${head - 80} Q6 ${head - 6} 0 ${head + 68}" ${l(4)}/>`,
    },
  },
  swimsuit: {
    keepSleeves: true,
    body: ({ top, waist, hands }) => {
      const hip = waist + 36;
      const crotch = waist + 64;
      return (
        `<path d="${neckline(top, hands)} L42 ${top + 24} L-42 ${top + 24} Z" ${o(5)}/>` +
        `<path d="M-40 ${top + 14} Q0 ${top + 30} 40 ${top + 14} L44 ${hip} Q24 ${hip + 4} 14 ${crotch} L-14 ${crotch} Q-24 ${hip + 4} -44 ${hip} Z" ${o(6)}/>` +
        `<path d="M-42 ${waist - 4} Q-21 ${waist - 18} 0 ${waist - 4} Q21 ${waist + 10} 42 ${waist - 4}" ${l(4)}/>` +
        star(0, top + 44, 18)
      );
    },
    back: {
      body: ({ top, waist, hands }) =>
        `<path d="${neckline(top, hands)} L42 ${top + 24} L-42 ${top + 24} Z" ${o(5)}/>` +
        `<path d="M-40 ${top + 14} Q0 ${top + 30} 40 ${top + 14} L44 ${waist + 36} Q24 ${waist + 40} 14 ${waist + 64} L-14 ${waist + 64} Q-24 ${waist + 40} -44 ${waist + 36} Z" ${o(6)}/>`,
    },
  },
  pajamas: {
    keepCollar: true,
    keepSleeves: true,
    pants: true,
    // Its buttons as large as her coat's and its star low, clear of her puffed sleeve: smaller, the
    // buttons were opened into the top as broken marks, and the star's point against the sleeve
    // closed a black wedge. Seated, her arm lies across her waist: the buttons and the star under
    // it were cut into bits that printed black, so only the moon is drawn beside it.
    body: ({ top, hem, half, feet }) => {
      const bottom = hem - 22;
      const w = Math.max(54, half * 0.62);
      const seated = feet !== undefined;
      return (
        `<path d="${collaredNeckline(top, 42)} L${f(w)} ${bottom} Q0 ${bottom + 10} ${f(-w)} ${bottom} Z" ${o(6)}/>` +
        `<path d="M0 ${top + 8} L0 ${bottom + 6}" ${l(4)}/>` +
        (seated
          ? ""
          : [0.3, 0.62].map((t) => `<circle cx="0" cy="${f(top + (bottom - top) * t)}" r="${BUTTON}" ${o(4)}/>`).join("") +
            star(w * 0.48, top + (bottom - top) * 0.6, 17)) +
        moon(-w * 0.4, top + (bottom - top) * 0.6, 20)
      );
    },
    back: {
      body: ({ top, hem, half }) => {
        const bottom = hem - 22;
        const w = Math.max(54, half * 0.62);
        return (
          `<path d="M-42 ${top} Q0 ${top - 8} 42 ${top} L${f(w)} ${bottom} Q0 ${bottom + 10} ${f(-w)} ${bottom} Z" ${o(6)}/>` +
          moon(w * 0.6, top + (bottom - top) * 0.62, 17) +
          star(-w * 0.45, top + (bottom - top) * 0.4, 19)
        );
      },
    },
  },
  "school-uniform": {
    keepCollar: true,
    keepSleeves: true,
    dance: (frame) => uniformTop(frame, PEPITA_TWIRL.waist) + twirl(PEPITA_TWIRL, "pleats"),
    body: (frame) => {
      const { waist, hem, half } = frame;
      const w = half * 0.85;
      const seam = waist + UNIFORM_SEAM_DROP;
      const pleats = [-0.6, -0.2, 0.2, 0.6].map((t) => `<path d="M${f(t * 44)} ${seam + 4} L${f(t * w)} ${hem - 8}" ${l(4)}/>`).join("");
      return uniformTop(frame, seam) + `<path d="M-48 ${seam} L48 ${seam} L${f(w)} ${hem - 8} L${f(-w)} ${hem - 8} Z" ${o(6)}/>${pleats}`;
    },
    back: {
      body: (frame) => {
        const { top, waist, hem, half } = frame;
        const w = half * 0.85;
        const pleats = [-0.6, -0.2, 0.2, 0.6].map((t) => `<path d="M${f(t * 44)} ${waist + 4} L${f(t * w)} ${hem - 8}" ${l(4)}/>`).join("");
        return (
          bodice(frame) +
          `<path d="M-48 ${waist} L48 ${waist} L${f(w)} ${hem - 8} L${f(-w)} ${hem - 8} Z" ${o(6)}/>${pleats}` +
          strap(-30, waist + 2, -36, top + 1) +
          strap(30, waist + 2, 36, top + 1)
        );
      },
    },
  },
  poncho: {
    keepCollar: false,
    keepSleeves: true,
    // Over a plain dress: the everyday dress's flowers and frill under its fringe were cut into
    // bits too small to colour, which printed black.
    body: plainDress,
    over: ({ top, waist, hem, half }) => {
      // Seated, her dress's hem is at her lap's edge: a poncho as long as standing closed slivers along it.
      const bottom = Math.min(waist + 46, hem - 26);
      const w = Math.max(96, half + 10);
      // A stripe from edge to edge, not past them into her arms.
      const edge = (y: number) => 26 + (w - 26) * ((y - top + 6) / (bottom - top + 6));
      const band = (y: number) => `<path d="M${f(-edge(y))} ${y} L${f(edge(y))} ${y}" ${l(4)}/>`;
      // Its hem in points rather than a fringe of threads: threads ran beside her hands at her sides
      // and across the dress's hem seated, in slivers that printed black.
      const points = Array.from({ length: 8 }, (_, i) => {
        const x = w - (2 * w * (i + 0.5)) / 8;
        return `L${f(x)} ${bottom + 12} L${f(w - (2 * w * (i + 1)) / 8)} ${bottom}`;
      }).join(" ");
      return (
        `<path d="M-26 ${top - 6} L26 ${top - 6} L${f(w)} ${bottom} ${points} Z" ${o(6)}/>${band(top + 26)}${band(top + 48)}` +
        `<path d="M${f(-w * 0.55)} ${bottom - 16} L${f(-w * 0.3)} ${bottom - 30} L${f(-w * 0.05)} ${bottom - 16} L${f(w * 0.2)} ${bottom - 30} L${f(w * 0.45)} ${bottom - 16}" ${l(4)}/>`
      );
    },
  },
  "sun-hat": {
    keepCollar: true,
    keepSleeves: true,
    onHead: ({ head }) =>
      `<ellipse cx="0" cy="${head - 40}" rx="98" ry="24" ${o(6)}/>` +
      `<path d="M-52 ${head - 42} C-54 ${head - 104} 54 ${head - 104} 52 ${head - 42} Z" ${o(6)}/>` +
      `<path d="M-53 ${head - 58} Q0 ${head - 68} 53 ${head - 58} L52 ${head - 44} Q0 ${head - 54} -52 ${head - 44} Z" ${o(4)}/>`,
  },
  apron: {
    keepCollar: true,
    keepSleeves: true,
    frontOnly: true,
    over: ({ top, waist, hem }) =>
      `<path d="M-24 ${top + 16} L24 ${top + 16} L28 ${waist} L-28 ${waist} Z" ${o(5)}/>` +
      `<path d="M-42 ${waist} L42 ${waist} L50 ${hem - 16} Q0 ${hem - 2} -50 ${hem - 16} Z" ${o(6)}/>` +
      `<path d="M-20 ${waist + 26} L20 ${waist + 26} L18 ${waist + 50} Q0 ${waist + 58} -18 ${waist + 50} Z" ${o(4)}/>` +
      `<rect x="-48" y="${waist - 7}" width="96" height="14" rx="6" ${o(4)}/>`,
  },
  "winter-coat": {
    outerwear: true,
    keepSleeves: true,
    boots: true,
    body: (frame) => coat(frame, 18, false),
    back: { body: (frame) => coatBack(frame, 18), underHead: scarfLoop },
    underHead: scarf,
    onHead: beanie,
    hidesHair: true,
  },
  // A coat alone, or a scarf or a knitted hat over her everyday dress, in any season: only what was asked for.
  coat: { keepSleeves: true, body: (frame) => coat(frame, 18, false), back: { body: (frame) => coatBack(frame, 18) } },
  scarf: SCARF,
  beanie: BEANIE,
  "scarf-and-beanie": wearing(SCARF, BEANIE),
  cap: { keepCollar: true, keepSleeves: true, onHead: cap, back: { onHead: capCrown } },
  "skirt-and-blouse": SKIRT_AND_BLOUSE,
  vest: wearing(
    { ...SKIRT_AND_BLOUSE, back: { body: (frame) => skirtAndBlouse(frame, false) + vestBack(frame) } },
    { keepCollar: true, keepSleeves: true, frontOnly: true, over: vest },
  ),
  cape: { keepSleeves: true, behind: capeBehind, underHead: capeCollar, back: { underHead: capeBack } },
  mittens: { keepCollar: true, keepSleeves: true, mittens: true },
  rebozo: {
    keepCollar: true,
    keepSleeves: true,
    back: {
      // From behind the rebozo is one wide band across her back, shoulder to shoulder, fringed at the waist.
      underHead: ({ top, waist }) =>
        `<path d="M-66 ${top + 4} Q0 ${top - 10} 66 ${top + 4} L62 ${waist + 40} L-62 ${waist + 40} Z" ${o(5)}/>` +
        `<path d="M-64 ${waist - 6} L64 ${waist - 6}" ${l(3.5)}/><path d="M-63 ${waist + 18} L63 ${waist + 18}" ${l(3.5)}/>` +
        Array.from({ length: 9 }, (_, i) => `<path d="M${-56 + i * 14} ${waist + 40} L${-56 + i * 14} ${waist + 56}" ${l(3.5)}/>`).join(""),
    },
    underHead: ({ top, waist }) =>
      [-1, 1]
        .map((side) => {
          const x = (v: number) => side * v;
          const fringe = Array.from({ length: 4 }, (_, i) => `<path d="M${x(30 + i * 9)} ${waist + 40} L${x(30 + i * 9)} ${waist + 56}" ${l(3.5)}/>`).join("");
          return (
            `<path d="M${x(20)} ${top - 6} C${x(56)} ${top - 8} ${x(66)} ${top + 10} ${x(66)} ${top + 30} L${x(60)} ${waist + 40} L${x(26)} ${waist + 40} L${x(34)} ${top + 30} C${x(34)} ${top + 14} ${x(26)} ${top + 8} ${x(16)} ${top + 8} Z" ${o(5)}/>` +
            `<path d="M${x(33)} ${waist - 6} L${x(63)} ${waist - 6}" ${l(3.5)}/><path d="M${x(30)} ${waist + 18} L${x(61)} ${waist + 18}" ${l(3.5)}/>` +
            fringe
          );
        })
        .join(""),
  },
  // Worn over her skirt, with no scarf or hat: a sweater is no winter coat.
  sweater: { keepSleeves: true, longSleeves: true, body: sweater, overTrousers: (frame) => sweater(frame, trousersBelow), prints: { main: 1 } },
  jacket: { keepSleeves: true, body: jacket, overTrousers: (frame) => jacket(frame, trousersBelow) },
  pants: { keepSleeves: true, pants: true, body: tShirtAndPants, prints: { main: 0, top: 1 } },
  shorts: { keepSleeves: true, body: tShirtAndShorts, prints: { main: 0, top: 1 } },
  leggings: { keepCollar: true, keepSleeves: true, pants: true },
  hoodie: {
    keepSleeves: true,
    longSleeves: true,
    body: hoodie,
    overTrousers: (frame) => hoodie(frame, trousersBelow),
    underHead: hoodDown,
    prints: { main: 1 },
  },
  dress: { keepCollar: true, keepSleeves: true, body: plainDress, prints: { main: 0 } },
  boots: { keepCollar: true, keepSleeves: true, boots: true },
  crown: {
    keepCollar: true,
    keepSleeves: true,
    onHead: ({ head }) =>
      `<path d="M-42 ${head - 46} L-46 ${head - 92} L-22 ${head - 70} L0 ${head - 104} L22 ${head - 70} L46 ${head - 92} L42 ${head - 46} Z" ${o(5)}/>` +
      [-24, 0, 24].map((x) => `<circle cx="${x}" cy="${head - 56}" r="7" ${o(4)}/>`).join(""),
  },
};

/** The numbers of a path's `d`, paired as points: enough for the box of the generator's absolute paths. */
function pathBox(tag: string): { minX: number; maxX: number; minY: number; maxY: number } {
  const numbers = (/ d="([^"]+)"/.exec(tag)?.[1] ?? "").match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const SHOE = /^<path d="M(-?)12 6 Q/;

/** A shoe's path becomes a boot's: the same sole, with a shaft up the leg. */
function boot(tag: string): string {
  const side = SHOE.exec(tag)![1] === "-" ? -1 : 1;
  return `<path d="M${12 * side} 6 L${12 * side} -42 Q0 -48 ${-10 * side} -42 L${-10 * side} -10 Q${-26 * side} -8 ${-24 * side} 6 Z" ${o(5)}/><path d="M${12 * side} -30 L${-10 * side} -30" ${l(3)}/>`;
}

/** How far a trouser leg's outline lies outside the leg's, in the drawing's units: half its stroke. */
const TROUSER_REACH = 16;

/**
 * A leg's outline stroked wide in black, then white, leaves a trouser leg round it. Its foot is
 * cut level, its hem no lower than the leg's own end: stroked round the foot, it reached below the
 * shoe's sole, and the band between the sole and the hem printed black under each shoe.
 */
function trouserLeg(tag: string): string {
  const leg = / d="([^"]+)"/.exec(tag)![1]!;
  const ys = [...leg.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[2]));
  const hem = Math.max(...ys) - TROUSER_REACH;
  const d = leg.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x: string, y: string) => `${x} ${f(Math.min(Number(y), hem))}`);
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="32"/><path d="${d}" fill="#fff" stroke="#fff" stroke-width="20"/>`;
}

/**
 * A flower of five petals in one outline: one region to colour. A centre drawn inside it would
 * cut the petals apart into five regions too small to colour.
 */
function flower(x: number, y: number, size = 1): string {
  const point = (degrees: number, r: number) =>
    `${f(x + r * size * Math.cos((degrees * Math.PI) / 180))} ${f(y + r * size * Math.sin((degrees * Math.PI) / 180))}`;
  const petals = Array.from({ length: 5 }, (_, k) => `C${point(-122 + 72 * k, 25)} ${point(-58 + 72 * k, 25)} ${point(-54 + 72 * k, 9)}`).join(" ");
  return `<path d="M${point(-126, 9)} ${petals} Z" ${o(3.5)}/>`;
}

/** The centre of a flower of the generator's, and how large the flower is: her dress's small ones, or the one in her hair dancing. */
const FLOWER_CENTRE = /^<circle cx="(-?[\d.]+)" cy="(-?[\d.]+)" r="(6\.8|7\.2|9\.9)"/;
const FLOWER_SIZE: Record<string, number> = { "6.8": 1, "7.2": 1, "9.9": 1.45 };
/**
 * Her everyday dress's flowers drawn elsewhere than the generator put them, by their centre: null
 * where none is drawn. Standing, the two side ones a little smaller and further in: under the
 * waistband lowered clear of her puffed sleeves, each closed a pocket against its corner and the
 * skirt's side, which printed black beside her hands. Seated, the waistband, her arm and her hand
 * in her lap leave only bits of the three between the waistband and the frill line, each printed
 * black: two smaller ones sit on her lap below the line, clear of her hand.
 */
const MOVED_FLOWERS: Record<string, [x: number, y: number, size: number] | null> = {
  "-46 -144": [-43, -140, 0.8],
  "46 -144": [43, -140, 0.8],
  "-46 -102": [-44, -71, 0.85],
  "0 -98": null,
  "46 -102": [44, -71, 0.85],
};

/**
 * Her everyday dress's flowers, and the one in her hair dancing, drawn as the generator draws them
 * (five small petals round a dot), close up into black blots at the size the page draws her: each
 * becomes one flower of the same size whose petals and centre stay regions to colour.
 */
function openFlowers(tags: string[]): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const centre = FLOWER_CENTRE.exec(tag);
    const petals = out.slice(-5);
    if (centre && petals.length === 5 && petals.every((petal) => petal.startsWith("<ellipse") && / rx="(9|9\.5|13)"/.test(petal))) {
      const moved = MOVED_FLOWERS[`${centre[1]} ${centre[2]}`];
      const [x, y, size] = moved === undefined ? [Number(centre[1]), Number(centre[2]), FLOWER_SIZE[centre[3]!]] : (moved ?? []);
      out.splice(-5, 5, ...(x === undefined ? [] : [flower(x, y!, size)]));
      continue;
    }
    out.push(tag);
  }
  return out;
}

/** One tail of a braid's ribbon, as the generator draws it under the bow: a sliver on each side. */
const RIBBON_TAIL = /^<path d="M(-?)3 2 L-?14 30 L-?6 26 L-?1 32 Z"( [^>]*)\/>$/;

/** How a ribbon's swallowtail begins. */
const SWALLOWTAIL = '<path d="M-4 2 L-17 34';

/**
 * Each braid's ribbon hangs from its bow in two tails too narrow to colour at the size the page
 * draws her, which were filled into black blots: the two become one swallowtail, a piece a
 * crayon fits in.
 */
function swallowtails(tags: string[]): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const tail = RIBBON_TAIL.exec(tag);
    const previous = out.length ? RIBBON_TAIL.exec(out[out.length - 1]!) : null;
    if (tail && previous && tail[1] !== previous[1]) {
      out[out.length - 1] = `${SWALLOWTAIL} L-8 29 L0 35 L8 29 L17 34 L4 2 Z"${tail[2]}/>`;
      continue;
    }
    out.push(tag);
  }
  return out;
}

/** The held-out skirt of each character's dancing drawing, and the first of her tags after its folds and flowers. */
const DANCE_SKIRT = {
  Pepita: { skirt: /^<path d="M-46 -166 Q-61 -152 -122 -206 C/, after: /^<path d="M-40 -214 C/ },
  Abuelita: { skirt: /^<path d="M-62 -296 Q-90 -282 -180 -374 C/, after: /^<rect x="-17" y="-450"/ },
} as const;

/** A dancing drawing's held-out skirt, its bands, folds and flowers, as the range of tags `[from, to)`; undefined in any other drawing. */
function heldSkirt(tags: string[], who: Character): { from: number; to: number } | undefined {
  const from = tags.findIndex((tag) => DANCE_SKIRT[who].skirt.test(tag));
  const to = tags.findIndex((tag, i) => i > from && DANCE_SKIRT[who].after.test(tag));
  return from >= 0 && to > from ? { from, to } : undefined;
}

/** A dancer's held-out skirt redrawn flared mid-turn. */
function twirled(tags: string[], who: Character, style: Parameters<typeof twirl>[1]): string[] {
  const held = heldSkirt(tags, who);
  if (!held) return tags;
  return [...tags.slice(0, held.from), twirl(who === "Pepita" ? PEPITA_TWIRL : ABUELITA_TWIRL, style), ...tags.slice(held.to)];
}

/**
 * Pepita dancing in a flared skirt holds it out over her braids' bows: what showed of them between
 * its edge rising to her hand and her arm closed into black slivers by the hand, so they are left out.
 */
function withoutBows(tags: string[]): string[] {
  const bows = ribbonBows(tags);
  return tags.filter((_, i) => !bows.some(({ from, to }) => i >= from && i <= to));
}

/** A hand in her drawings: a small ellipse at the end of an arm. */
const MITTEN_HAND = /^<ellipse cx="(-?[\d.]+)" cy="(-?[\d.]+)" rx="12\.2" ry="10\.3"/;

/** Her arms in a drawing (outlines between the collar and the head), each with where its hand is. */
function armsOf(tags: string[], from: number, to: number): Map<number, Point> {
  const arms = new Map<number, Point>();
  tags.forEach((tag, i) => {
    if (i <= from || i >= to || !tag.startsWith("<path") || !tag.includes('stroke-width="5.5"')) return;
    const hand = tags
      .slice(i + 1, to)
      .map((next) => MITTEN_HAND.exec(next))
      .find(Boolean);
    if (hand) arms.set(i, { x: Number(hand[1]), y: Number(hand[2]) });
  });
  return arms;
}

/** Where an arm's wrist is, short of its hand, and which way the arm runs there (degrees). */
function wrist(d: string, hand: Point, back: number): { x: number; y: number; angle: number } {
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  const points = numbers.flatMap((x, k) => (k % 2 === 0 ? [{ x, y: numbers[k + 1]! }] : []));
  // The shoulder is the end of the arm furthest from the hand.
  const shoulder = points.reduce((far, p) => (Math.hypot(p.x - hand.x, p.y - hand.y) > Math.hypot(far.x - hand.x, far.y - hand.y) ? p : far));
  const length = Math.hypot(hand.x - shoulder.x, hand.y - shoulder.y) || 1;
  const [ux, uy] = [(hand.x - shoulder.x) / length, (hand.y - shoulder.y) / length];
  return { x: f(hand.x - ux * back), y: f(hand.y - uy * back), angle: f((Math.atan2(uy, ux) * 180) / Math.PI) };
}

/** The bows of her braids' ribbons: the groups their swallowtails hang in, from the group's tag to its end, and the knot's place. */
function ribbonBows(tags: string[]): { from: number; to: number; knot: Point }[] {
  return tags.flatMap((tag, i) => {
    const at = /^<g transform="translate\((-?[\d.]+) (-?[\d.]+)\)/.exec(tag);
    return at && tags[i + 1]?.startsWith(SWALLOWTAIL) ? [{ from: i, to: tags.indexOf("</g>", i), knot: { x: Number(at[1]), y: Number(at[2]) } }] : [];
  });
}

/** How near a wrist may come to a ribbon's knot before its cuff lies across the knot: half the cuff's length, the knot's, and a little. */
const CUFF_CLEAR_OF_BOW = 34;

/** The end of a braid below its ribbon's bow: a tuft drawn just before the bow. */
const BRAID_END = /^<path d="M-?[\d.]+ -?[\d.]+ Q-?[\d.]+ -?[\d.]+ -?[\d.]+ -?[\d.]+ Q-?[\d.]+ -?[\d.]+ -?[\d.]+ -?[\d.]+ Z" stroke-width="4.5"\/>$/;

/**
 * A braid's bow drawn over a knitted sleeve. Over a raised arm, a little larger: its loops, bordering
 * the sleeve's edge as well as the space round her, are shapes to colour rather than specks filled
 * black. Over arms holding a flower pot, turned further out: its tails cross the sleeve's edge
 * instead of running along it in a sliver.
 */
function overASleeve(group: string, held: boolean): string {
  return group.replace(/^<g transform="translate\((-?[\d.]+) (-?[\d.]+)\) rotate\((-?[\d.]+)\)">$/, (_, x: string, y: string, turn: string) =>
    held
      ? `<g transform="translate(${x} ${y}) rotate(${f(Number(turn) + (Number(x) < 0 ? 20 : -20))})">`
      : `<g transform="translate(${x} ${y}) rotate(${turn}) scale(1.3)">`,
  );
}

/** How far down her braid a bow over a raised bare arm is tied: clear of the arm's underside. */
const BOW_BELOW_BARE_ARM = 8;

/**
 * A braid's bow drawn over a raised bare arm and the puffed sleeve it rises from: under them, the
 * arm's underside, the sleeve and her top's side cut its loops into slivers that printed black.
 * It is tied a little lower down the braid, where it ends, so the arm's underside clears its loops.
 */
function overABareArm(group: string): string {
  return group.replace(
    /^<g transform="translate\((-?[\d.]+) (-?[\d.]+)\) rotate\((-?[\d.]+)\)">$/,
    (_, x: string, y: string, turn: string) => `<g transform="translate(${x} ${f(Number(y) + BOW_BELOW_BARE_ARM)}) rotate(${turn})">`,
  );
}

/** How far a bow under a knitted sleeve held out is turned out from her side, in degrees. */
const BOW_TURNED_OUT = 20;

/** A braid's bow under a knitted sleeve held out, turned out so its tails hang clear of her top's side. */
function turnedOutUnderASleeve(group: string): string {
  return group.replace(
    /^<g transform="translate\((-?[\d.]+) (-?[\d.]+)\) rotate\((-?[\d.]+)\)">$/,
    (_, x: string, y: string, turn: string) => `<g transform="translate(${x} ${y}) rotate(${f(Number(turn) - Math.sign(Number(x)) * BOW_TURNED_OUT)})">`,
  );
}

/** A knitted band across an arm at its wrist, ribbed along the arm. */
function cuff(d: string, hand: Point, back: number): string {
  const at = wrist(d, hand, back);
  return (
    `<g transform="translate(${at.x} ${at.y}) rotate(${at.angle})"><rect x="-9" y="-19" width="18" height="38" rx="5" ${o(4.5)}/>` +
    [-8, 0, 8].map((y) => `<path d="M-4 ${y} L4 ${y}" ${l(3)}/>`).join("") +
    `</g>`
  );
}

/**
 * An arm in a long knitted sleeve: its outline stroked wide in black, then white, is the sleeve,
 * and a ribbed cuff crosses it at the wrist, just short of the hand drawn over its end.
 */
function knittedSleeve(tag: string, hand: Point, cuffed: boolean): string {
  const d = / d="([^"]+)"/.exec(tag)![1]!;
  return (
    `<path d="${d}" fill="none" stroke="#000" stroke-width="16"/><path d="${d}" fill="#fff" stroke="#fff" stroke-width="6"/>` +
    (cuffed ? cuff(d, hand, 20) : "")
  );
}

/** A hand in a mitten: rounder and bigger than the hand. */
function mitten(tag: string): string {
  const [, x, y] = MITTEN_HAND.exec(tag)!;
  const turn = / transform="([^"]+)"/.exec(tag)?.[1];
  return `<g${turn ? ` transform="${turn}"` : ""}><ellipse cx="${x}" cy="${y}" rx="17" ry="15" ${o(5)}/></g>`;
}

/** A look with what is worn with it, and its print on the piece it is on: one garment to draw. */
function garmentOf(outfit: Worn): Garment {
  const { look, pattern, top, extras } = wornParts(outfit);
  const worn = extras.length ? wearing(GARMENTS[look], ...extras.map((extra) => GARMENTS[extra])) : GARMENTS[look];
  // Trousers worn with a top take the place of the skirt below it.
  const combined = extras.includes("pants") && worn.overTrousers ? { ...worn, body: worn.overTrousers } : worn;
  const at = top ? combined.prints?.top : combined.prints?.main;
  if (!pattern || at === undefined) return combined;
  const { body, back } = combined;
  return {
    ...combined,
    ...(body ? { body: (frame: Frame) => printed(body(frame), at, pattern) } : {}),
    ...(back?.body ? { back: { ...back, body: (frame: Frame) => printed(back.body!(frame), at, pattern) } } : {}),
  };
}

/**
 * Her drawing's tags with the space round her neck, between her chin, her braids and her puffed
 * sleeves, backed in white under all of her: a line of the place behind her (a sill, a shelf's
 * edge) or a raised arm passing behind her showed through that gap and cut off a wedge under her
 * chin too narrow to colour, which printed black.
 */
function backedNeck(tags: string[]): string[] {
  const neck = tags.find((tag) => /^<rect x="-13" y="-?[\d.]+" width="26" height="26"/.test(tag));
  if (!neck) return tags;
  const dy = Number(/ y="(-?[\d.]+)"/.exec(neck)![1]) - NECK_TOP;
  const [top, bottom] = [NECK_BACKING.top + dy, NECK_BACKING.bottom + dy];
  const backing = `<path d="M${-NECK_BACKING.topHalf} ${top} L${NECK_BACKING.topHalf} ${top} L${NECK_BACKING.bottomHalf} ${bottom} L${-NECK_BACKING.bottomHalf} ${bottom} Z" fill="#fff" stroke="none"/>`;
  const first = tags.findIndex((tag) => !tag.startsWith("<g"));
  return [...tags.slice(0, first), backing, ...tags.slice(first)];
}

/**
 * Seated, her skirt's scalloped hem backed in white under all of her, from its points to the
 * scallops' lowest: on Abuelita's lap her hem lies along the front edge of Abuelita's lap, whose
 * line showed between the scallops and closed a black pocket under each point.
 */
function backedHem(tags: string[]): string[] {
  const neck = tags.findIndex((tag) => /^<rect x="-13" y="-?[\d.]+" width="26" height="26"/.test(tag));
  if (neck < 0 || Number(/ y="(-?[\d.]+)"/.exec(tags[neck]!)![1]) <= NECK_TOP || !tags[neck + 1]?.startsWith("<path")) return tags;
  const { maxY } = pathBox(tags[neck + 1]!);
  const [top, bottom] = [maxY - HEM_BACKING.height, maxY];
  const backing = `<path d="M${-HEM_BACKING.half} ${top} L${HEM_BACKING.half} ${top} L${HEM_BACKING.half} ${bottom} L${-HEM_BACKING.half} ${bottom} Z" fill="#fff" stroke="none"/>`;
  const first = tags.findIndex((tag) => !tag.startsWith("<g"));
  return [...tags.slice(0, first), backing, ...tags.slice(first)];
}

/** The white behind her seated hem: as wide as its scallops, and from their points (14 above the lowest of the hem's curves) down. */
const HEM_BACKING = { half: 84, height: 16 };

/** Her everyday dress: nothing swapped, though a bow her raised arm passes is still drawn over it. */
const EVERYDAY: Garment = { keepCollar: true, keepSleeves: true };

function dressPepita(svg: string, outfit: Worn | undefined, indoors: boolean, away: boolean): string {
  const drawn = swallowtails(openFlowers(backedHem(backedNeck(svg.match(/<[^>]+>/g) ?? []))));
  const chosen = outfit ? garmentOf(outfit) : EVERYDAY;
  // Dancing, a dress with no skirt of its own keeps the everyday one, flared; a party dress or a
  // pinafore flares its own.
  const dance = chosen.dance;
  const opened = heldSkirt(drawn, "Pepita") && (dance || !chosen.body) ? withoutBows(drawn) : drawn;
  const tags = dance || chosen.body ? opened : twirled(opened, "Pepita", "everyday");
  const dancing = dance !== undefined && heldSkirt(tags, "Pepita") !== undefined;
  const front = dancing ? { ...chosen, body: dance, back: undefined } : chosen;
  // From behind there is no collar, and what is only in front is not seen.
  const worn: Garment = away
    ? {
        ...front,
        keepCollar: false,
        body: front.back?.body ?? front.body,
        over: front.frontOnly ? undefined : front.over,
        underHead: front.back?.underHead ?? (front.back?.onHead ? undefined : front.underHead),
        onHead: front.back?.onHead ?? front.onHead,
        // What hangs behind her (a cape) is over her back when she turns away, drawn by its back.
        behind: undefined,
      }
    : front;
  const garment = indoors && worn.outerwear ? { ...worn, underHead: undefined, onHead: undefined } : worn;
  const neck = tags.findIndex((tag) => /^<rect x="-13" y="-?[\d.]+" width="26" height="26"/.test(tag));
  // Pepita asleep shows only her head on the pillow: the quilt covers what she wears.
  if (neck < 0) return tags.join("");
  const dy = Number(/ y="(-?[\d.]+)"/.exec(tags[neck]!)![1]) - NECK_TOP;
  const collar = tags.findIndex((tag, i) => i > neck && tag.startsWith('<path d="M-2 '));
  const collarEnd = tags.findIndex((tag, i) => i > collar && tag.startsWith('<path d="M2 '));
  const headOpen = tags.indexOf(`<g transform="translate(0 ${HEAD_CENTRE + dy})">`);
  const headClose = tags.indexOf("</g>", headOpen);
  if (collar < 0 || collarEnd < 0 || headOpen < 0) return tags.join("");
  const dress = pathBox(tags[neck + 1]!);
  const arms = armsOf(tags, collarEnd, headOpen);
  const shoes = new Set(tags.flatMap((tag, i) => (i < neck && SHOE.test(tag) ? [i] : [])));
  const band = tags.findIndex((tag, i) => i > neck && i < collar && WAISTBAND.test(tag));
  const frame: Frame = {
    // Only her own dress's waistband: a garment drawn in its place has none to tuck into.
    ...(band >= 0 && !garment.body ? { band: Number(WAISTBAND.exec(tags[band]!)![1]) } : {}),
    top: dress.minY,
    waist: dress.minY + 44,
    hem: dress.maxY,
    half: Math.max(-dress.minX, dress.maxX),
    head: HEAD_CENTRE + dy,
    hands: [...arms.values()],
    // Seated (her drawing lower down), how high her shoes come: each is drawn 10 above the point its group is moved to.
    ...(dy > 0 ? { feet: Math.min(...[...shoes].map((i) => Number(/translate\((?:-?[\d.]+) (-?[\d.]+)\)/.exec(tags[i - 1] ?? "")?.[1] ?? 0) - 10)) } : {}),
  };
  const legs = new Set(
    [...shoes].map((shoe) => {
      let i = shoe - 2;
      while (i > 0 && !(tags[i]!.startsWith("<path") && tags[i]!.includes('stroke-width="5.5"'))) i--;
      return i;
    }),
  );
  // Where her hand is at her braid's end (dancing, waving), a knitted sleeve or a cuff over the
  // ribbon's bow cut its loops and knot into slivers too narrow to colour, which printed as a
  // black blot: the bow is drawn over her wrist instead, whole, and that wrist has no cuff.
  const wrists = garment.longSleeves || garment.mittens ? [...arms].map(([i, hand]) => ({ i, at: wrist(/ d="([^"]+)"/.exec(tags[i]!)![1]!, hand, 20) })) : [];
  const near = (knot: Point, at: Point) => Math.hypot(knot.x - at.x, knot.y - at.y) < CUFF_CLEAR_OF_BOW;
  // An arm raised past her braid's end (waving) cut the bow into black slivers with its elbow, with
  // her puffed sleeve and her top's side, in a knitted sleeve or bare: the bow is drawn over it.
  const held = holdsInFront(frame.top, frame.hands);
  const sleeveOver = (knot: Point) =>
    [...arms].some(([i, hand]) => ((garment.longSleeves && held) || hand.y < frame.top - RAISED) && outlinePoints(tags[i]!).some((point) => near(knot, point)));
  const lifted = ribbonBows(tags).filter(({ knot }) => wrists.some(({ at }) => near(knot, at)) || sleeveOver(knot));
  // An arm held out at her shoulder (waving with the other) crosses the bow: a bare arm hides its
  // knot, and what showed of its loops and tails below the arm, beside her top's side, were slivers
  // that printed black, so the bow and the braid's end are behind the arm. A knitted sleeve is wider
  // and hides the loops: the bow is turned out so its tails hang clear of her top's side.
  const heldOut = (knot: Point) =>
    !held && [...arms].some(([i, hand]) => hand.y >= frame.top - RAISED && outlinePoints(tags[i]!).some((point) => near(knot, point)));
  const underArm = ribbonBows(tags).filter(({ from, knot }) => !lifted.some((bow) => bow.from === from) && heldOut(knot));
  const turnedOut = new Set(garment.longSleeves ? underArm.map(({ from }) => from) : []);
  const hiddenBows = new Set(
    garment.longSleeves
      ? []
      : underArm.flatMap(({ from, to }) => [
          ...(BRAID_END.test(tags[from - 1] ?? "") ? [from - 1] : []),
          ...Array.from({ length: to - from + 1 }, (_, k) => from + k),
        ]),
  );
  // Over a sleeve, the bow's loops border the sleeve's edge as well as the space round her: a little
  // larger, they are shapes to colour of their own rather than specks filled black.
  const overSleeve = new Set(lifted.flatMap(({ from, knot }) => (sleeveOver(knot) && !wrists.some(({ at }) => near(knot, at)) ? [from] : [])));
  // The braid's end under that bow is hidden by its larger tails: drawn, it showed beside them and the sleeve's edge in slivers.
  const braidEnds = new Set(lifted.flatMap(({ from }) => (overSleeve.has(from) && BRAID_END.test(tags[from - 1] ?? "") ? [from - 1] : [])));
  const underBow = new Set(wrists.flatMap(({ i, at }) => (lifted.some(({ knot }) => near(knot, at)) ? [i] : [])));
  // What hangs behind her goes before the first thing drawn of her, inside her drawing's groups.
  const firstDrawn = tags.findIndex((tag) => !tag.startsWith("<g"));
  const sleeves = new Set(tags.flatMap((tag, i) => (i > collarEnd && i < headOpen && / rx="20" ry="17"/.test(tag) ? [i, i + 1] : [])));
  // Long sleeves take the puffed ones' place where the drawing has its arms; where it has none
  // (they are drawn with what she holds at a table) the puffed ones stay.
  const keepSleeves = garment.keepSleeves && !(garment.longSleeves && arms.size > 0);
  const out: string[] = [];
  for (const [i, tag] of tags.entries()) {
    if (i === firstDrawn && garment.behind) out.push(garment.behind(frame));
    if (lifted.some(({ from, to }) => i >= from && i <= to) || braidEnds.has(i)) continue;
    if (hiddenBows.has(i)) continue;
    if (turnedOut.has(i)) {
      out.push(turnedOutUnderASleeve(tag));
      continue;
    }
    if (i === headOpen)
      for (const { from, to } of lifted)
        out.push(
          overSleeve.has(from) ? (garment.longSleeves ? overASleeve(tags[from]!, held) : overABareArm(tags[from]!)) : tags[from]!,
          // Over a raised sleeve, larger, its tails ran down along the sleeve's or her top's edge in
          // slivers: its loops and knot show it is a bow.
          ...tags.slice(from + 1, to + 1).filter((tag) => !(overSleeve.has(from) && !held && tag.startsWith(SWALLOWTAIL))),
        );
    const arm = arms.get(i);
    if (garment.longSleeves && arm) {
      // Holding a flower pot in front of her, her cuffs are behind its rim, where their edges ran beside it in slivers.
      // Raised beside her head, the cuff, wider than the sleeve, closed wedges between the hand, her
      // thumb, the sleeve's edge and her hair that printed black: that sleeve is knitted to the hand.
      out.push(knittedSleeve(tag, arm, !underBow.has(i) && !held && arm.y >= frame.top - RAISED));
      continue;
    }
    // A mitten's knitted cuff round the wrist, under the mitten.
    if (garment.mittens && arm) {
      out.push(tag, underBow.has(i) ? "" : cuff(/ d="([^"]+)"/.exec(tag)![1]!, arm, 18));
      continue;
    }
    if (garment.mittens && MITTEN_HAND.test(tag)) {
      out.push(mitten(tag));
      continue;
    }
    if (garment.pants && legs.has(i)) {
      out.push(trouserLeg(tag));
      continue;
    }
    if (garment.boots && shoes.has(i)) {
      out.push(boot(tag));
      continue;
    }
    if (garment.hidesMiddleFlower && !away && frame.band !== undefined && i > neck && i < collar && isMiddleFlower(tag)) continue;
    if (i > neck && i < collar && garment.body) {
      if (i === neck + 1) out.push(garment.body(frame));
      if (i === collar - 1 && garment.over) out.push(garment.over(frame));
      continue;
    }
    if (i >= collar && i <= collarEnd && !garment.keepCollar) continue;
    if (sleeves.has(i) && !keepSleeves) continue;
    if (i === headOpen && garment.underHead) out.push(garment.underHead(frame));
    if (garment.onHead && garment.hidesHair && i > headOpen && i < headClose && UNDER_A_KNITTED_HAT.test(tag)) continue;
    out.push(tag);
    if (i === collar - 1 && garment.over) out.push(garment.over(frame));
    if (i === headClose && garment.onHead) out.push(garment.onHead(frame));
  }
  return out.join("");
}

/**
 * Her hair round her face and the locks over her ears, which a knitted hat's brim comes down over:
 * drawn, they showed below it as slivers beside her cheeks and between the bangs' scallops too
 * narrow to colour, which printed as black blots.
 */
/** A flower of her dress's skirt in its middle, as openFlowers draws it. */
function isMiddleFlower(tag: string): boolean {
  if (!/^<path d="M[^"]* C[^"]* Z" fill="#fff" stroke="#000" stroke-width="3.5"/.test(tag)) return false;
  const box = pathBox(tag);
  return Math.abs((box.minX + box.maxX) / 2) < 12 && box.maxX - box.minX < 60;
}

/** Her dress's waistband (a band across her waist, its top's middle dipping): the number is its top at the sides. */
const WAISTBAND = /^<path d="M-4[78] (-?[\d.]+) Q0 -?[\d.]+ 4[78] -?[\d.]+ L48 /;

const UNDER_A_KNITTED_HAT = /^<path d="(M-66 22 C-78 -40 |M0 -62 Q)/;

/**
 * Abuelita's outfits, in her standing drawings' own units (feet at 0, neck at -450, shoulders
 * about -410, waist band at -306, skirt hem at -60): a long skirt or a whole garment in place of
 * her skirt and apron, a coat or gown in place of her blouse and shawl too, a rebozo or scarf over
 * her shoulders, a hood behind her head, a hat on it. Her arms and hands stay on top. Seated (her
 * bench drawing: neck at -340, waist at -186, lap's front edge at -128, knees at -138, feet at 0)
 * the same garments are drawn over her lap and her shorter body.
 */
type AbuelitaGarment = {
  /** Standing, her apron left off: drawn in its place, over the skirt that shows there. */
  apronOff?: () => string;
  /** Drawn where her skirt and apron were. */
  skirt?: () => string;
  /** Drawn where her skirt was, in place of the skirt, the apron, the blouse and the shawl. */
  whole?: (hands: Point[]) => string;
  /** Over her shoulders, after the shawl. */
  over?: () => string;
  /** Seated: drawn where her lap and the skirt below her knees were, in place of them and the lap's flowers. */
  lap?: () => string;
  /** Seated: drawn over her lap after her blouse (an apron, a sash), in place of the lap's flowers. */
  onLap?: () => string;
  /** Seated: drawn where her blouse was, in place of the blouse and the shawl. */
  torso?: () => string;
  /** Behind her bun and head, round the head's centre. */
  hood?: (head: number) => string;
  onHead?: Garment["onHead"];
  /** The hat comes down over her hair: her hair's sides showed below its brim in slivers beside her forehead too narrow to colour, which printed black. */
  hidesHair?: boolean;
  boots?: boolean;
  outerwear?: boolean;
};

/** Where a hand of Abuelita's standing drawing is held in front of her: within `across` of her middle; and what it holds, from `above` it to `below` it. */
const HELD_IN_FRONT = { across: 60, above: 80, below: 30 };

/** Abuelita's hands in her drawings: the larger ellipses at the ends of her arms. */
const ABUELITA_HAND = /^<ellipse cx="(-?[\d.]+)" cy="(-?[\d.]+)" rx="16\.3"/;

/** Seated, her shoulders are this much lower than standing: what she wears over them moves down with them. */
const SEATED_DROP = 110;

/** The front edge of a seated lap, over the thighs: the line a skirt, a gown or a coat folds at. */
const lapEdge = `<path d="M-134 -124 Q0 -106 134 -124" ${l(4)}/>`;

/**
 * Seated, her coat's fastenings are a row beside its front edge on her right, the side away from
 * her lap where Pepita sits: down the middle, Pepita's braid and its ribbon lay over them and cut
 * them into slivers that printed as black blots. They are larger than a standing coat's too: her
 * seated drawing is drawn larger, and at a standing coat's size they closed up into black dots.
 */
const SEATED_FASTENINGS_X = -30;

/**
 * A coat's top half seated, from the collar to the waist, and its skirt over her lap to the knee.
 * `hooded`: its hood, up, hangs to below the collar and covers most of its V; what was left of
 * the V under the hood was a triangle too small to colour, which printed black, so it has none
 * and its front edge runs from under the hood.
 */
function seatedCoat(toggles: boolean, hooded = false): { torso: () => string; lap: () => string } {
  const x = SEATED_FASTENINGS_X;
  return {
    torso: () =>
      `<path d="M-30 -334 Q0 -326 30 -334 C70 -330 100 -314 106 -282 C110 -246 104 -214 100 -186 L-100 -186 C-104 -214 -110 -246 -106 -282 C-100 -314 -70 -330 -30 -334 Z" ${o(6)}/>` +
      // The front edge from the collar's point down: above it, it cut the collar's narrow V in two halves too small to colour.
      (hooded ? `<path d="M0 -320 L0 -188" ${l(4)}/>` : `<path d="M0 -294 L0 -188" ${l(4)}/><path d="M-30 -334 L0 -294 L30 -334" ${l(4)}/>`) +
      [-266, -224]
        .map((y) => (toggles ? `<rect x="${x - 18}" y="${y - 8}" width="36" height="16" rx="8" ${o(4)}/>` : `<circle cx="${x}" cy="${y}" r="12" ${o(4)}/>`))
        .join(""),
    lap: () =>
      `<path d="M-100 -200 C-124 -176 -136 -150 -140 -124 L-140 -84 Q0 -70 140 -84 L140 -124 C136 -150 124 -176 100 -200 Z" ${o(6)}/>` +
      lapEdge +
      `<path d="M0 -110 L0 -78" ${l(4)}/>` +
      [-1, 1].map((side) => `<rect x="${side * 72 - 22}" y="-176" width="44" height="32" rx="8" ${o(4)}/>`).join(""),
  };
}

/**
 * A coat from her shoulders to below the knee, with a collar, pockets and a row of fastenings. The
 * buttons are as large as her seated coat's, each a shape to colour at the smallest size a page
 * draws her, the first clear below the collar's point, and the front edge starts at that point;
 * the collar's V opens from her neck's corners, deep enough to colour inside. Smaller, the buttons
 * were opened into the coat as broken bumps along its edge; the top one against the point, the
 * edge cutting the V in two and the V's sides from the coat's top edge beside her neck closed black
 * wedges under her chin. None is drawn behind her hands held in front of her or what they hold:
 * its top, peeking over the thing, closed slivers against it that printed black.
 */
function longCoat(toggles: boolean, hands: Point[]): string {
  const fastenings = [-358, -305, -252, -199, -146]
    .filter((y) => !hands.some((hand) => Math.abs(hand.x) < HELD_IN_FRONT.across && y > hand.y - HELD_IN_FRONT.above && y < hand.y + HELD_IN_FRONT.below))
    .map((y) => (toggles ? `<rect x="-17" y="${y - 9}" width="34" height="18" rx="9" ${o(4)}/>` : `<circle cx="0" cy="${y}" r="14" ${o(4)}/>`));
  return (
    `<path d="M-30 -444 Q0 -436 30 -444 C70 -440 100 -424 106 -392 C112 -300 120 -200 126 -96 Q0 -80 -126 -96 C-120 -200 -112 -300 -106 -392 C-100 -424 -70 -440 -30 -444 Z" ${o(6)}/>` +
    `<path d="M0 -384 L0 -88" ${l(4)}/>` +
    `<path d="M-17 -421 L0 -384 L17 -421" ${l(4)}/>` +
    [-1, 1].map((side) => `<rect x="${side * 70 - 22}" y="-176" width="44" height="36" rx="8" ${o(4)}/>`).join("") +
    fastenings.join("")
  );
}

/** A knitted scarf round her neck, one striped end hanging over her front. */
const abuelitaScarf = () =>
  `<path d="M-60 -452 Q0 -428 60 -452 L62 -424 Q0 -400 -62 -424 Z" ${o(5)}/>` +
  `<path d="M22 -420 L52 -420 L58 -320 L28 -320 Z" ${o(5)}/><path d="M30 -340 L56 -340" ${l(4)}/>`;

const ABUELITA_GARMENTS: Partial<Record<Outfit, AbuelitaGarment>> = {
  // Her skirt, embroidered: the apron's flower stays where it was, now on the skirt, with a smaller
  // one each side near the hem. The flower's two leaves go: tucked under it, each printed as a black wedge.
  "skirt-and-blouse": { apronOff: () => flower(-70, -160, 1.1) + flower(70, -160, 1.1) },
  apron: {
    onLap: () =>
      `<path d="M-40 -252 L40 -252 L48 -192 L-48 -192 Z" ${o(5)}/>` +
      `<path d="M-72 -194 L72 -194 L92 -104 ${scallops(92, -92, -104, 7, 16)} Z" ${o(6)}/>` +
      [-1, 1]
        .map(
          (side) => `<path d="M${side * 48 - 22} -166 L${side * 48 + 22} -166 L${side * 48 + 20} -132 Q${side * 48} -126 ${side * 48 - 20} -132 Z" ${o(4)}/>`,
        )
        .join("") +
      `<rect x="-78" y="-202" width="156" height="18" rx="8" ${o(5)}/>` +
      `<path d="M78 -194 C108 -218 122 -192 102 -182 Z" ${o(4)}/><path d="M78 -192 L100 -146 L86 -148 Z" ${o(4)}/>`,
    // Its waistband below her blouse's hem (behind it, only a sliver showed), the apron inside her
    // skirt's sides, its pockets clear of its own, one tie beside it, and the skirt's hem below the
    // basket she carries waving: each, crowded, printed as a black bit.
    skirt: () =>
      `<path d="M-62 -300 C-86 -250 -112 -180 -124 -120 L-124 -82 ${scallops(-124, 124, -82, 8, 22)} L124 -120 C112 -180 86 -250 62 -300 Z" ${o(6)}/>` +
      `<path d="M-44 -360 L44 -360 L52 -300 L-52 -300 Z" ${o(5)}/>` +
      `<path d="M-60 -286 L60 -286 L86 -128 ${scallops(86, -86, -128, 7, 18)} Z" ${o(6)}/>` +
      [-1, 1]
        .map(
          (side) => `<path d="M${side * 42 - 20} -236 L${side * 42 + 20} -236 L${side * 42 + 18} -196 Q${side * 42} -188 ${side * 42 - 18} -196 Z" ${o(4)}/>`,
        )
        .join("") +
      `<rect x="-80" y="-296" width="160" height="22" rx="8" ${o(5)}/>` +
      `<path d="M80 -289 C98 -318 130 -304 108 -282 L120 -238 L100 -234 L80 -280 Z" ${o(4)}/>`,
  },
  rebozo: {
    over: () =>
      [-1, 1]
        .map((side) => {
          const x = (v: number) => side * v;
          const band = `<path d="M${x(36)} -446 C${x(90)} -446 ${x(112)} -420 ${x(112)} -380 L${x(100)} -190 L${x(52)} -190 L${x(62)} -380 C${x(60)} -410 ${x(48)} -420 ${x(30)} -424 Z" ${o(6)}/>`;
          const stripes = [-330, -280, -232].map((y) => `<path d="M${x(60 - (y + 380) * 0.05)} ${y} L${x(108 - (y + 380) * 0.06)} ${y}" ${l(4)}/>`).join("");
          const fringe = Array.from({ length: 5 }, (_, i) => `<path d="M${x(56 + i * 10)} -190 L${x(56 + i * 10)} -168" ${l(3.5)}/>`).join("");
          return band + stripes + fringe;
        })
        .join(""),
  },
  raincoat: {
    outerwear: true,
    boots: true,
    whole: (hands) => longCoat(true, hands),
    ...seatedCoat(true, true),
    // Up over her bun and the flower in her hair with room to spare: as high as the bun, its edge
    // ran close over the bun's top and the flower's petals in slivers that printed black.
    hood: (head) => `<ellipse cx="0" cy="${head - 14}" rx="90" ry="94" ${o(6)}/>`,
  },
  "winter-coat": {
    outerwear: true,
    boots: true,
    whole: (hands) => longCoat(false, hands),
    ...seatedCoat(false),
    over: abuelitaScarf,
    onHead: beanie,
    hidesHair: true,
  },
  coat: { whole: (hands) => longCoat(false, hands), ...seatedCoat(false) },
  scarf: { over: abuelitaScarf },
  beanie: { onHead: beanie, hidesHair: true },
  "scarf-and-beanie": { over: abuelitaScarf, onHead: beanie, hidesHair: true },
  cap: { onHead: cap },
  pajamas: {
    whole: () =>
      `<path d="M-30 -444 Q0 -436 30 -444 C70 -440 100 -424 104 -392 C114 -280 128 -160 136 -44 ${scallops(136, -136, -44, 9, 20)} C-128 -160 -114 -280 -104 -392 C-100 -424 -70 -440 -30 -444 Z" ${o(6)}/>` +
      `<path d="M-46 -440 Q0 -392 46 -440" ${l(4)}/>` +
      `<path d="M0 -404 L-22 -420 L-22 -388 Z M0 -404 L22 -420 L22 -388 Z" ${o(4)}/>` +
      moon(-60, -200, 24) +
      star(56, -270, 24) +
      star(40, -120, 20),
    torso: () =>
      `<path d="M-30 -334 Q0 -326 30 -334 C70 -330 100 -314 104 -282 C108 -246 100 -214 96 -186 L-96 -186 C-100 -214 -108 -246 -104 -282 C-100 -314 -70 -330 -30 -334 Z" ${o(6)}/>` +
      `<path d="M-46 -330 Q0 -282 46 -330" ${l(4)}/>` +
      `<path d="M0 -294 L-22 -310 L-22 -278 Z M0 -294 L22 -310 L22 -278 Z" ${o(4)}/>` +
      star(52, -232, 22),
    lap: () =>
      `<path d="M-92 -200 C-118 -176 -134 -150 -140 -124 L-148 -40 ${scallops(-148, 148, -40, 9, 18)} L140 -124 C134 -150 118 -176 92 -200 Z" ${o(6)}/>` +
      lapEdge +
      moon(-78, -80, 22) +
      star(70, -84, 22),
  },
  swimsuit: {
    whole: () =>
      `<path d="M-54 -430 L-40 -430 L-36 -384 L36 -384 L40 -430 L54 -430 L64 -300 C90 -240 116 -170 130 -96 Q0 -76 -130 -96 C-116 -170 -90 -240 -64 -300 Z" ${o(6)}/>` +
      `<path d="M-64 -300 Q0 -290 64 -300" ${l(4)}/>` +
      flower(-60, -180) +
      flower(46, -230) +
      flower(20, -130),
    torso: () => `<path d="M-54 -320 L-40 -320 L-36 -274 L36 -274 L40 -320 L54 -320 L64 -186 L-64 -186 Z" ${o(6)}/>` + flower(26, -228),
    lap: () =>
      `<path d="M-70 -200 C-104 -176 -130 -156 -138 -124 L-140 -90 Q0 -74 140 -90 L138 -124 C130 -156 104 -176 70 -200 Z" ${o(6)}/>` +
      `<path d="M-64 -192 Q0 -182 64 -192" ${l(4)}/>` +
      lapEdge +
      flower(-74, -156) +
      flower(62, -160),
    onHead: (frame) => GARMENTS["sun-hat"].onHead!(frame),
  },
  "party-dress": {
    skirt: () =>
      `<path d="M-62 -300 C-86 -250 -112 -180 -124 -120 L-130 -70 ${scallops(-130, 130, -70, 9, 22)} L124 -120 C112 -180 86 -250 62 -300 Z" ${o(6)}/>` +
      `<path d="M-104 -190 ${scallops(-104, 104, -190, 7, 22)}" ${l(4)}/>` +
      `<path d="M-84 -250 ${scallops(-84, 84, -250, 6, 18)}" ${l(4)}/>` +
      `<rect x="-70" y="-310" width="140" height="20" rx="8" ${o(5)}/>` +
      `<path d="M0 -300 L-40 -322 L-40 -278 Z" ${o(4)}/><path d="M0 -300 L40 -322 L40 -278 Z" ${o(4)}/><circle cx="0" cy="-300" r="11" ${o(4)}/>`,
    lap: () =>
      `<path d="M-136 -134 L-142 -62 ${scallops(-142, 142, -62, 9, 20)} L136 -134 Z" ${o(6)}/>` +
      `<path d="M-124 -100 ${scallops(-124, 124, -100, 8, 16)}" ${l(4)}/>` +
      `<path d="M-60 -190 C-90 -160 -125 -178 -136 -128 Q0 -110 136 -128 C125 -178 90 -160 60 -190 Z" ${o(6)}/>` +
      `<path d="M-100 -150 ${scallops(-100, 100, -150, 6, 14)}" ${l(4)}/>`,
    onLap: () =>
      `<rect x="-68" y="-198" width="136" height="20" rx="8" ${o(5)}/>` +
      `<path d="M0 -188 L-40 -210 L-40 -166 Z" ${o(4)}/><path d="M0 -188 L40 -210 L40 -166 Z" ${o(4)}/><circle cx="0" cy="-188" r="11" ${o(4)}/>`,
  },
  "sun-hat": { onHead: (frame) => GARMENTS["sun-hat"].onHead!(frame) },
  crown: { onHead: (frame) => GARMENTS.crown.onHead!(frame) },
  boots: { boots: true },
};

/** The outfits Abuelita can be drawn in. */
export const ABUELITA_DRAWN = new Set(Object.keys(ABUELITA_GARMENTS) as Outfit[]);

const ABUELITA_PART = {
  hem: /^<path d="M-124 -130 Q/,
  skirt: /^<path d="M-62 -300 C/,
  skirtLine: /^<path d="M-?84 -200 Q/,
  blouse: /^<path d="M-24 -432 Q/,
  apron: /^<path d="M-56 -292 L56 -292/,
  /** The line across her apron above its hem, and the leaves under its flower with their veins. */
  apronLine: /^<path d="M-64 -164 Q/,
  apronLeaf: /^<path d="M-?(12 -201 Q|15\.2 -199\.8 L)/,
  band: /^<rect x="-68" y="-306"/,
  shawl: /^<path d="M-26 -438 C/,
  fringe: /^<path d="M-?[\d.]+ -3\d\d(\.\d+)? L-?[\d.]+ -3\d\d(\.\d+)?" fill="none" stroke-width="3"\/>$/,
  shoe: /^<path d="M(-?)12 -4 Q/,
  bun: /^<circle cx="0" cy="-?[\d.]+" r="30"/,
  /** Her hair round her forehead, and its two strands from the parting. */
  hair: /^<path d="(M-57 -?[\d.]+ C-66 |M4 -?[\d.]+ Q-?(18|22) -?[\d.]+ -?44 )/,
  /** The first petal of the flower in her hair: its leaf and the leaf's vein come just before its five petals, its heart just after. */
  hairFlower: /^<ellipse [^>]*rx="15" ry="10\.2"/,
};

/** Her bench drawing's own parts: seated, her skirt is a lap over her thighs and a hem below the knees. */
export const SEATED_PART = {
  hem: /^<path d="M-132 -138 Q/,
  lap: /^<path d="M-60 -190 C/,
  lapLine: /^<path d="M-120 -146 Q/,
  lapFlower: /^<(ellipse [^>]*rx="12" ry="8\.2"|circle [^>]*r="9\.1")/,
  blouse: /^<path d="M-24 -322 Q/,
  shawl: /^<path d="M-26 -328 C/,
  fringe: /^<path d="M-?[\d.]+ -2\d\d(\.\d+)? L-?[\d.]+ -[12]\d\d(\.\d+)?" fill="none" stroke-width="3"\/>$/,
};

/** Seated, in place of which of her parts the garment draws what, and where in her drawing's order. */
function seatedDressing(tags: string[], garment: AbuelitaGarment): { drop: Set<number>; before: Map<number, string>; after: Map<number, string> } | undefined {
  const find = (pattern: RegExp) => tags.findIndex((tag) => pattern.test(tag));
  const [hem, lap, blouse, shawl] = [find(SEATED_PART.hem), find(SEATED_PART.lap), find(SEATED_PART.blouse), find(SEATED_PART.shawl)];
  if (hem < 0 || lap < 0 || blouse < 0 || shawl < 0) return undefined;
  const drop = new Set<number>();
  const before = new Map<number, string>();
  const after = new Map<number, string>();
  if (garment.lap || garment.onLap)
    tags.forEach((tag, i) => (SEATED_PART.lapLine.test(tag) || (i > blouse && i < shawl && SEATED_PART.lapFlower.test(tag))) && drop.add(i));
  if (garment.lap) {
    drop.add(hem).add(lap);
    before.set(hem, garment.lap());
  }
  if (garment.torso) {
    drop.add(blouse);
    [0, 1, 2, 3].forEach((k) => drop.add(shawl + k));
    tags.forEach((tag, i) => i < shawl && i > blouse && SEATED_PART.fringe.test(tag) && drop.add(i));
    before.set(blouse, garment.torso());
  }
  if (garment.onLap) after.set(blouse, garment.onLap());
  // What she wears over her shoulders comes down with them.
  if (garment.over) after.set(shawl + 3, `<g transform="translate(0 ${SEATED_DROP})">${garment.over()}</g>`);
  return { drop, before, after };
}

/** Her shoe becomes a rain boot: the same sole, with a shaft up the leg. */
function abuelitaBoot(tag: string): string {
  const side = ABUELITA_PART.shoe.exec(tag)![1] === "-" ? -1 : 1;
  const x = (v: number) => side * v;
  return `<path d="M${x(12)} -4 L${x(12)} -72 Q${x(-8)} -78 ${x(-28)} -72 L${x(-30)} -34 Q${x(-66)} -32 ${x(-64)} -4 Z" ${o(5)}/><path d="M${x(12)} -54 L${x(-28)} -54" ${l(3.5)}/>`;
}

function dressAbuelita(svg: string, outfit: Outfit, indoors: boolean): string {
  const worn = ABUELITA_GARMENTS[outfit];
  if (!worn) return svg;
  const garment = indoors && worn.outerwear ? { ...worn, hood: undefined, onHead: undefined } : worn;
  const tags: string[] = svg.match(/<[^>]+>/g) ?? [];
  const find = (pattern: RegExp) => tags.findIndex((tag) => pattern.test(tag));
  const [skirt, apron, band, blouse, shawl, bun] = [
    find(ABUELITA_PART.skirt),
    find(ABUELITA_PART.apron),
    find(ABUELITA_PART.band),
    find(ABUELITA_PART.blouse),
    find(ABUELITA_PART.shawl),
    find(ABUELITA_PART.bun),
  ];
  // Dancing, her skirt is drawn another way: only what goes over it or on her head applies.
  const standing = skirt >= 0 && apron >= 0 && band > apron && blouse >= 0 && shawl >= 0;
  const seated = standing ? undefined : seatedDressing(tags, garment);
  const drop = seated?.drop ?? new Set<number>();
  if (standing && (garment.skirt || garment.whole)) {
    tags.forEach((tag, i) => {
      if (ABUELITA_PART.hem.test(tag) || ABUELITA_PART.skirtLine.test(tag) || i === skirt || (i >= apron && i <= band)) drop.add(i);
    });
  }
  if (standing && garment.apronOff)
    tags.forEach((tag, i) => (i === apron || ABUELITA_PART.apronLine.test(tag) || ABUELITA_PART.apronLeaf.test(tag)) && drop.add(i));
  if (standing && garment.whole) {
    drop.add(blouse);
    [0, 1, 2, 3].forEach((k) => drop.add(shawl + k));
    tags.forEach((tag, i) => i < shawl && ABUELITA_PART.fringe.test(tag) && drop.add(i));
  }
  const hands = tags.flatMap((tag) => {
    const hand = ABUELITA_HAND.exec(tag);
    return hand ? [{ x: Number(hand[1]), y: Number(hand[2]) }] : [];
  });
  const head = /<ellipse cx="0" cy="(-?[\d.]+)" rx="56" ry="60"/.exec(svg);
  // Under a hat the flower in her hair is hidden: drawn, its leaf poked out past the hat's side
  // in slivers too small to colour, which print as black blots.
  const petal = find(ABUELITA_PART.hairFlower);
  if (head && garment.onHead && petal >= 2) for (let k = petal - 2; k <= petal + 5; k++) drop.add(k);
  if (head && garment.onHead && garment.hidesHair) tags.forEach((tag, i) => ABUELITA_PART.hair.test(tag) && drop.add(i));
  const out: string[] = [];
  for (const [i, tag] of tags.entries()) {
    if (i === bun && garment.hood && head) out.push(garment.hood(Number(head[1])));
    if (standing && i === skirt) out.push(garment.whole?.(hands) ?? garment.skirt?.() ?? "");
    if (standing && i === band && garment.apronOff) out.push(garment.apronOff());
    out.push(seated?.before.get(i) ?? "");
    if (garment.boots && ABUELITA_PART.shoe.test(tag)) {
      out.push(abuelitaBoot(tag));
      continue;
    }
    if (!drop.has(i)) out.push(tag);
    if (seated) out.push(seated.after.get(i) ?? "");
    else if (shawl >= 0 && i === shawl + 3 && garment.over) out.push(garment.over());
  }
  const drawn = out.join("");
  if (!head || !garment.onHead) return drawn;
  const centre = Number(head[1]);
  // Her bun sits higher than Pepita's hair: the hat sits a little higher and wider with it.
  const hat = garment.onHead({ top: 0, waist: 0, hem: 0, half: 0, head: centre - 14 });
  return drawn.replace(/<\/g>$/, `<g transform="translate(0 ${centre}) scale(1.08) translate(0 ${-centre})">${hat}</g></g>`);
}

/** What an outfit puts at the wrists of arms drawn apart from her drawing: a sweater's cuffs, or mittens. */
export type Wrists = "cuffs" | "mittens";

export function wristsOf(outfit: Worn | undefined): Wrists | undefined {
  const garment = outfit ? garmentOf(outfit) : undefined;
  return garment?.longSleeves ? "cuffs" : garment?.mittens ? "mittens" : undefined;
}

/**
 * The part's drawing in the outfit; everyday clothes when there is none or it does not apply.
 * `away`: Pepita seen from behind, so nothing worn only in front is drawn.
 */
export function dressed(svg: string, who: Character, outfit: Worn | undefined, indoors = false, away = false): string {
  if (who === "Pepita") return dressPepita(svg, outfit, indoors, away);
  // Abuelita is drawn in her look, never a print; what she wears over it (a rebozo or a hat over
  // her blouse and skirt on a day without her apron) is drawn on top of it.
  const parts = outfit && wornParts(outfit);
  const danced = twirled(svg.match(/<[^>]+>/g) ?? [], "Abuelita", parts?.look === "party-dress" ? "party" : "everyday").join("");
  return parts ? [parts.look, ...parts.extras].reduce((drawn, look) => dressAbuelita(drawn, look, indoors), danced) : danced;
}
