import { basketOfFruit, PROP_ART, type Drawing } from "@/lib/images/scene/prop-art";
import type { PropArt } from "@/lib/story-writing/scene/lexicon";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";

// A woven basket is drawn as the page's words leave it: empty for the laundry, the toys, the eggs
// or the threads, and heaped with fruit only when they name fruit.

const FRUIT =
  /\b(fruits?|oranges?|mangoe?s?|apples?|lemons?|limes?|peach(es)?|pears?|plums?|guavas?|berries|strawberr(y|ies)|grapes?|frutas?|naranjas?|manzanas?|limon(es)?|duraznos?|peras?|guayabas?|fresas?|uvas?)\b/i;

/** The drawing of a prop whose art is `art`, the basket filled or not as the page's words say. */
export function drawingFor(art: PropArt, plan: Pick<ScenePlan, "action">): Drawing {
  return art === "basket" && FRUIT.test(plan.action) ? basketOfFruit() : PROP_ART[art]();
}
