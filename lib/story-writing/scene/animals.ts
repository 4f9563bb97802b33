import { PROPS, type PropArt } from "@/lib/story-writing/scene/lexicon";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";

// The animals that walk on the floor beside Abuelita and Pepita (Canelo, the goose, the cat, the
// rabbit), and when a page's picture is about one. Client-safe: the writer keeps such a page out
// of a close-up and the illustrator keeps the animal room beside the two.

/** How a page's action names each animal ("Pepita holding Canelo's leash", "the goose waddles away"). */
export const ANIMAL_WORDS = {
  dog: /\b(dogs?|pupp(y|ies)|canelo|leash)\b/i,
  goose: /\b(goose|geese)\b/i,
  cat: /\b(cats?|kittens?)\b/i,
  rabbit: /\b(rabbits?|bunn(y|ies))\b/i,
} as const satisfies Partial<Record<PropArt, RegExp>>;
export type FloorAnimal = keyof typeof ANIMAL_WORDS;

export const isFloorAnimal = (art: PropArt): art is FloorAnimal => art in ANIMAL_WORDS;

/**
 * The animal a page's picture is about: its key object, or one its action names. One only along
 * for the day (Canelo on the walk while they look for the path) is not.
 */
export function animalThePageIsAbout(plan: Pick<ScenePlan, "props" | "action">): FloorAnimal | undefined {
  return plan.props
    .map((id) => PROPS[id].art)
    .find((art, index): art is FloorAnimal => isFloorAnimal(art) && (index === 0 || ANIMAL_WORDS[art].test(plan.action)));
}
