import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";

// "Washing the dog's bed" was written as Pepita's sleepover (it has "bed"), "Cleaning the fish
// tank" and "Limpiar la pecera" as tidying the house (they have "clean"), and "Going to the park on
// a rainy day" was refused naming only whole arcs, never the dog's walk in the rain. A thing that
// is an animal's is not what an arc about that word tells, an arc named only by what is done
// tells it only when its pages name what it is done to, and a refusal offers the arc's own
// variety told in the weather the request names.

const told = (activityType: string, id = 3) =>
  writeOfflineStory({ activityType, season: "Spring", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Kind"], favoriteActivity: "" } }, id);

describe("what a request does its activity to", () => {
  it.each(["Washing the dog's bed", "Lavar la cama del perro", "Making the cat's bed", "Making a bed for the puppy", "Una camita para el perro"])(
    "does not tell %j as bedtime, a sleepover or the dog's bath",
    (phrase) => {
      expect(themeFor(phrase)).toBeUndefined();
      const message = unknownActivityMessage(phrase)!;
      expect(message).toContain(phrase);
      expect(message).not.toMatch(/sleepover|coziest bed|piyamada|cama más/i);
    },
  );

  it("offers the dog's bath and the washing of the clothes for the dog's bed", () => {
    expect(unknownActivityMessage("Washing the dog's bed")).toMatch(/"give Canelo the dog a bath on the patio".*"wash the clothes and hang them on the line"/);
    expect(unknownActivityMessage("Lavar la cama del perro")).toMatch(/"bañar a Canelo, el perro, en el patio".*"lavar la ropa y tenderla en el tendedero"/);
  });

  it.each(["Cleaning the fish tank", "Limpiar la pecera", "Washing the hamster's cage"])(
    "does not tell %j as tidying the house, and offers the animals",
    (phrase) => {
      expect(themeFor(phrase)).toBeUndefined();
      expect(unknownActivityMessage(phrase)).toMatch(/take care of the animals on the patio|cuidar a los animalitos del patio/);
    },
  );

  it.each([
    ["Cleaning the house", "chores"],
    ["Limpiar la casa con Abuelita", "chores"],
    ["Washing the clothes", "chores"],
    ["Lavar la ropa", "chores"],
    ["Sweeping the patio", "chores"],
    ["Cleaning my room", "chores"],
    ["Cleaning the kitchen", "chores"],
    ["Limpiar la recámara", "chores"],
    ["Making the bed", "sleepover"],
    ["Washing the dog", "dog-bath"],
    ["Canelo's bath", "dog-bath"],
    ["The dog's bath", "dog-bath"],
    ["Bañar al perro", "dog-bath"],
  ])("still tells %j by its arc", (phrase, arc) => {
    expect(themeFor(phrase)?.id).toBe(arc);
    expect(unknownActivityMessage(phrase)).toBeUndefined();
  });
});

describe("a refusal for an outing in the wrong weather", () => {
  it.each([
    ["Going to the park on a rainy day", "take Canelo the dog for a walk in the rain"],
    ["Ir al parque un día de lluvia", "sacar a pasear a Canelo bajo la lluvia"],
    ["Going to the park in the snow", "take Canelo the dog for a walk in the snow"],
    ["Ir al parque cuando nieva", "sacar a pasear a Canelo en la nieve"],
  ])("offers for %j the walk told in that weather, which the form then tells", (phrase, offered) => {
    expect(unknownActivityMessage(phrase)).toContain(`"${offered}"`);
    expect(unknownActivityMessage(offered)).toBeUndefined();
    const { pages } = told(offered);
    expect(`${pages[1]!.storyText} ${pages[1]!.spanishText}`).toContain(offered);
  });
});
