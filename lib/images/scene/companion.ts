import type { Box } from "@/lib/images/scene/backdrops";
import { withMinStroke } from "@/lib/images/scene/figures";
import { INNER, type Foot, type Placed } from "@/lib/images/scene/layout-basics";
import { PROP_ART, type Drawing } from "@/lib/images/scene/prop-art";
import { STANDING_CHILD } from "@/lib/images/scene/standing-child";
import { PROPS, type PropArt, type PropId } from "@/lib/story-writing/scene/lexicon";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";

// Someone else the page names besides Abuelita and Pepita (the boy in the waiting room), drawn
// with them rather than placed like a thing.

/**
 * People the page names besides the two, drawn as a prop (the boy in the waiting room): they sit
 * or stand with the cast, a step behind, at a child's size, rather than be placed like a thing in front of
 * whoever is there.
 */
const COMPANIONS = new Set<PropArt>(["waiting-boy"]);
/**
 * A companion is drawn this much smaller than Pepita's scale, being a step back, that far up the
 * floor (in her units), and tucked this share of his width behind the one beside him.
 */
const COMPANION = { depth: 0.85, back: 30, behind: 0.3 } as const;

/**
 * A page's words that name a child besides Pepita, in either language: any boy (a little boy, the
 * lost boy, un niño), or a girl said to be little, lost or crying (una niña pequeña), since "a
 * girl" alone in the words is as often Pepita herself ("a squeaky-clean girl", "the flower girl").
 */
const NAMES_A_CHILD =
  /\b(?:boy|ni[ñn]o|ni[ñn]ito)\b|\b(?:little|lost|sick|crying|small|sad|shy|scared|frightened|younger)\s+girl\b|\bni[ñn]a\s+(?:peque[ñn]a|chiquita)\b|\b(?:otra|una)\s+ni[ñn]ita\b/i;
/** The prop that draws the child a page's words name. */
const NAMED_CHILD: PropId = "waiting-boy";
/** A girl the words name: "a little girl", "una niña pequeña". */
const NAMES_A_GIRL = /\bgirl\b|\bni[ñn](?:a|ita)\b/i;
/**
 * Words that seat the child: read to (in the library, the waiting room), at a table, in a waiting
 * room, or said to sit. Anywhere else (lost at the market, crying by the door, in the line) he stands.
 */
const SEATS_THE_CHILD =
  /\b(?:read(?:s|ing)?|sits?|sitting|sat|seated|waiting room|at the table|on a chair|lee|leyendo|sentad[oa]s?|sala de espera|en la mesa)\b/i;
/** Where the waiting boy's head is drawn: a girl's pigtails go in before it, so it covers their roots. */
const HIS_HEAD = '<circle cx="0" cy="-350" r="56"';
/** Two pigtails hanging beside her face, each tied at the top, in the boy's drawing's units. */
const PIGTAILS = [-1, 1]
  .map(
    (side) =>
      `<path d="M${side * 50} -368 C${side * 92} -360 ${side * 96} -300 ${side * 74} -270 C${side * 62} -262 ${side * 52} -290 ${side * 50} -320 Z" fill="#fff" stroke="#000" stroke-width="7" stroke-linejoin="round"/>` +
      `<circle cx="${side * 62}" cy="-360" r="12" fill="#fff" stroke="#000" stroke-width="5"/>`,
  )
  .join("");

/**
 * The plan with the child its action names among its things, wherever the page is (the library's
 * boy read to, the market's lost boy, the classroom's crying one), not only where it planned him.
 */
export function withTheNamedChild(plan: ScenePlan): ScenePlan {
  if (!NAMES_A_CHILD.test(plan.action) || plan.props.some((id) => COMPANIONS.has(PROPS[id].art))) return plan;
  return { ...plan, props: [...plan.props, NAMED_CHILD] };
}

export function companionOf(plan: ScenePlan): { id: PropId; art: Drawing } | undefined {
  const id = plan.props.find((prop) => COMPANIONS.has(PROPS[prop].art));
  if (!id) return undefined;
  const art = SEATS_THE_CHILD.test(plan.action) ? PROP_ART[PROPS[id].art]() : STANDING_CHILD;
  // The one drawing of a child is a boy's: a girl the words name has pigtails.
  const girl = NAMES_A_CHILD.test(plan.action) && !/\bboy\b|\bni[ñn]o\b/i.test(plan.action) && NAMES_A_GIRL.test(plan.action);
  return { id, art: girl ? { ...art, svg: art.svg.replace(HIS_HEAD, `${PIGTAILS}${HIS_HEAD}`) } : art };
}

/** The room a companion takes beside the cast, in Pepita's units: his width less what is tucked behind her. */
export const companionWidth = (art: Drawing) => (art.width / art.scale) * COMPANION.depth * (1 - COMPANION.behind);

/**
 * The companion beside the cast at `scale` (Pepita's), on her side first, wherever his room is
 * inside the frame: drawn behind them, so he covers nobody. Nothing when there is no room.
 */
export function companionBeside(
  plan: ScenePlan,
  placed: Placed[],
  ground: number,
  scale: number,
): { id: PropId; svg: string; box: Box; foot: Foot } | undefined {
  const third = companionOf(plan);
  const people = placed.filter((p) => p.kind === "character");
  if (!third || !people.length) return undefined;
  const k = (scale * COMPANION.depth) / third.art.scale;
  const [w, h] = [third.art.width * k, third.art.height * k];
  const left = Math.min(...people.map((p) => p.box.x));
  const right = Math.max(...people.map((p) => p.box.x + p.box.w));
  const tuck = w * COMPANION.behind;
  const pepita = people.find((p) => p.name === "Pepita")?.box;
  const pepitaRight = pepita !== undefined && pepita.x + pepita.w >= right - 1;
  const sides = [
    { x: right - tuck + w / 2, fits: right - tuck + w <= INNER.right - 9 },
    { x: left + tuck - w / 2, fits: left + tuck - w >= INNER.left + 9 },
  ];
  const side = (pepitaRight || !pepita ? sides : [...sides].reverse()).find((s) => s.fits);
  if (!side) return undefined;
  const feet = ground - COMPANION.back * scale;
  const floor = { x: INNER.left, y: feet, w: INNER.right - INNER.left, h: Math.max(0, INNER.bottom - feet) };
  return {
    id: third.id,
    svg: `<g data-part="companion" transform="translate(${side.x.toFixed(1)} ${feet.toFixed(1)}) scale(${k.toFixed(3)})">${withMinStroke(third.art.svg, k * third.art.scale)}</g>`,
    box: { x: side.x - w / 2, y: feet - h, w, h },
    foot: { x: side.x, y: feet, surface: floor },
  };
}
