import { PERSONALITY_TRAITS, SEASONS, type StoryGenerationRequest } from "@/lib/api/story-generation";

// Requests that differ in every field, as twenty admins might fill in the form: the known
// activities in English and Spanish, every season, trait and role, favorites and outfits of both kinds.

const ACTIVITIES = [
  "Baking pan dulce",
  "Cooking tamales",
  "Day of the Dead altar",
  "Christmas posada",
  "Birthday fiesta",
  "Paper crafts",
  "Gardening",
  "Summer Market Day",
  "Dancing",
  "Beach day",
  "Kite flying",
  "Building a snowman",
  "Reading books",
  "Taking care of pets",
  "First day of school",
  "Cleaning the house",
  "Picnic in the park",
  "Un día de lluvia en casa",
  "Juntar las hojas secas del jardín",
  "Escribir una carta a la tía",
];
const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller", "Chief snack officer"];
const FAVORITES = [
  "Chasing butterflies",
  "dancing",
  "Reading",
  "drawing",
  "playing soccer",
  "flying kites",
  "juggling",
  "singing",
  "playing with the cat",
  "puzzles",
];
const OUTFITS = ["Yellow raincoat", "a red dress", "blue overalls", "sparkly tutu", undefined, "green boots", "pink sweater"];

export function variedRequests(count: number): StoryGenerationRequest[] {
  return Array.from({ length: count }, (_, i) => ({
    activityType: ACTIVITIES[i % ACTIVITIES.length]!,
    season: SEASONS[i % SEASONS.length]!,
    pepitaRole: ROLES[i % ROLES.length]!,
    pepitaCustomization: {
      personality: [PERSONALITY_TRAITS[i % PERSONALITY_TRAITS.length]!, PERSONALITY_TRAITS[(i * 3 + 1) % PERSONALITY_TRAITS.length]!],
      favoriteActivity: FAVORITES[i % FAVORITES.length]!,
      ...(OUTFITS[i % OUTFITS.length] ? { outfit: OUTFITS[i % OUTFITS.length] } : {}),
      ...(i % 5 === 0 ? { specialTrait: "she can whistle like a bird" } : {}),
    },
  }));
}

// Kinds of day the writer learned after the twenty above were fixed: the library, the night
// storm, the care and bath and bedtime arcs, the seasonal ones and the fruit harvest.
const MORE_ACTIVITIES = [
  "A visit to the library",
  "Una noche de tormenta",
  "Getting a flu shot",
  "Bathing the dog",
  "Bedtime stories",
  "Baking Christmas cookies",
  "Hacer tortillas",
  "Picking apples",
  "Making cascarones",
  "Visiting the dentist",
  "Bath time",
  "Recoger limones",
  "A trip to the doctor",
  "Losing a tooth",
  "A new baby sister",
  "Hacer una piñata",
];

/** One request for each of the later kinds of day, its other fields as varied as variedRequests'. */
export function moreArcRequests(): StoryGenerationRequest[] {
  return variedRequests(MORE_ACTIVITIES.length).map((request, i) => ({ ...request, activityType: MORE_ACTIVITIES[i]! }));
}

/** A plain request for the activity, its season turning with the story's id: the one most story tests write. */
export function plainRequest(activityType: string, id: number, pepitaRole: StoryGenerationRequest["pepitaRole"] = "Helpful"): StoryGenerationRequest {
  return { activityType, season: SEASONS[id % SEASONS.length]!, pepitaRole, pepitaCustomization: { personality: ["Curious"], favoriteActivity: "" } };
}
