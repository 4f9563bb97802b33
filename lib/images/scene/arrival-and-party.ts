import type { Pose, ScenePlan } from "@/lib/story-writing/scene/plan";

// Pepita arriving at Abuelita's and the two celebrating at the day's end are often drawn on the
// same patio with the same two standing figures: drawn the same way they are one picture twice.
// Arriving, the two stand apart at the page's two sides, Pepita coming in from hers while
// Abuelita waits at the other; celebrating, they stand together in the middle of the page.

/** The page's words say Pepita is on her way in (up the path, through the gate, at the door). */
const ARRIVING =
  /\b(?:skipping|running|hopping|arriving|coming|pushing open|knocking|ringing)\b[^.;]*\b(?:house|door|gate|kitchen|path|Abuelita)\b|\bon her way\b|\bfrom the corner\b/i;
const CELEBRATING = /\bcelebrat/i;
/** Poses drawn upright where they stand, the only ones these two arrangements move. */
const UPRIGHT = new Set<Pose>(["standing", "waving"]);

const bothUpright = (plan: ScenePlan) => plan.characters.length === 2 && plan.characters.every((c) => UPRIGHT.has(c.pose));

/** Pepita comes in at one side of the page and Abuelita waits at the other. */
export const arrivesApart = (plan: ScenePlan) => bothUpright(plan) && ARRIVING.test(plan.action);

/** The two celebrate side by side in the middle of the page. */
export const celebratesTogether = (plan: ScenePlan) => bothUpright(plan) && !arrivesApart(plan) && CELEBRATING.test(plan.action);

/**
 * How much of the room between the two an arrival leaves between them: most of it, the story's
 * own share, so two stories' arrivals still differ.
 */
export const ARRIVAL_APART = { least: 0.7, range: 0.3 } as const;

/**
 * Arriving, Pepita is drawn this share of her size, her feet up to this far up the floor (in the
 * cast's units) and at least `clear` pixels in front of its back edge.
 */
export const ARRIVAL_FAR = { size: 0.8, up: 60, clear: 30 } as const;

/**
 * How far up the floor Pepita arriving stands from where the cast's feet are: never past the floor's
 * back edge onto the wall behind, where she stood on the wall's foot as if floating.
 */
export const arrivalRaise = (scale: number, feet: number, floorBack: number) =>
  Math.max(0, Math.min(ARRIVAL_FAR.up * scale, feet - floorBack - ARRIVAL_FAR.clear));
