import { basketOfFruit, PROP_ART, type Drawing } from "@/lib/images/scene/prop-art";
import type { PropArt } from "@/lib/story-writing/scene/lexicon";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";

// A woven basket is drawn as the page's words leave it: empty for the laundry, the toys, the eggs
// or the threads, and heaped with fruit only when they name fruit. Those words are the plan's
// action, English wherever the plan comes from (an arc's page, Claude's plan, or an admin's
// rewritten description, whose things are found by their English names), so the fruit is named
// in English alone.

const FRUIT = /\b(fruits?|oranges?|mangoe?s?|apples?|lemons?|limes?|peach(es)?|pears?|plums?|guavas?|berries|strawberr(y|ies)|grapes?)\b/i;

/** The drawing of a prop whose art is `art`, the basket filled or not as the page's words say. */
export function drawingFor(art: PropArt, plan: Pick<ScenePlan, "action">): Drawing {
  return art === "basket" && FRUIT.test(plan.action) ? basketOfFruit() : PROP_ART[art]();
}
