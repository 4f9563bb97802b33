import { basketOfDolls, basketOfFruit, PROP_ART, type Drawing } from "@/lib/images/scene/prop-art";
import { PROPS, type PropArt } from "@/lib/story-writing/scene/lexicon";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";

// A woven basket is drawn as the page's words leave it: empty for the laundry, the toys, the eggs
// or the threads, heaped with fruit only when they name fruit, and with the dolls in it when they
// are tucked into it. Those words are the plan's action, English wherever the plan comes from (an
// arc's page, Claude's plan, or an admin's rewritten description, whose things are found by their
// English names), so the fruit is named in English alone.

const FRUIT = /\b(fruits?|oranges?|mangoe?s?|apples?|lemons?|limes?|peach(es)?|pears?|plums?|guavas?|berries|strawberr(y|ies)|grapes?)\b/i;
const DOLLS_INTO_BASKET = /\bdolls?\b.*\b(in|into)\b.*\bbaskets?\b/i;

/**
 * The page puts the rag dolls it names into the basket it names before them: the basket is drawn
 * with the dolls in it, and they are not drawn again beside it.
 */
export function dollsInTheBasket(plan: Pick<ScenePlan, "action" | "props">): boolean {
  const arts = plan.props.map((id) => PROPS[id].art);
  const basket = arts.indexOf("basket");
  return DOLLS_INTO_BASKET.test(plan.action) && basket >= 0 && arts.indexOf("rag-dolls") > basket;
}

/** The drawing of a prop whose art is `art`, the basket filled or not as the page's words say. */
export function drawingFor(art: PropArt, plan: Pick<ScenePlan, "action"> & Partial<Pick<ScenePlan, "props">>): Drawing {
  if (art !== "basket") return PROP_ART[art]();
  if (FRUIT.test(plan.action)) return basketOfFruit();
  return plan.props && dollsInTheBasket({ action: plan.action, props: plan.props }) ? basketOfDolls() : PROP_ART.basket();
}
