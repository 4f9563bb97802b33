import type { LineHung } from "@/lib/images/scene/prop-art";
import type { PropId } from "@/lib/story-writing/scene/lexicon";
import type { ScenePlan, Setting } from "@/lib/story-writing/scene/plan";

// Laundry day's clothesline as the page's words have it: the sheets hung on it, one end fallen off
// its hook, and the line full of clean clothes that the day is celebrated for, behind them on the
// patio or in the garden even where the page names no clothesline among its things.

const SHEETS = /\bsheets?\b|\bs[aá]banas?\b/i;
const OFF_ITS_HOOK = /\boff (?:its|the) hook\b|\bse zaf[oó]\b/i;
const THE_LINE = /\bclothes ?line\b|\btendedero\b/i;
/** Where a clothesline stands: Abuelita's patio and garden, not the plaza or the market. */
const LINE_AT: ReadonlySet<Setting> = new Set<Setting>(["patio", "garden"]);

/** What hangs on the line and whether it has fallen, from the page's action. */
export function lineHung(plan: ScenePlan): LineHung {
  return { hung: SHEETS.test(plan.action) ? "sheets" : "washing", fallen: OFF_ITS_HOOK.test(plan.action) };
}

/** The clothesline a page's words celebrate, out of doors at Abuelita's, when its things leave it out. */
export function lineCelebrated(plan: ScenePlan): PropId | undefined {
  return LINE_AT.has(plan.setting) && THE_LINE.test(plan.action) && !plan.props.includes("clothesline") ? "clothesline" : undefined;
}
