import { describe, expect, it } from "vitest";
import { absentPerson, nearestThemes, THEMES, themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";

// How admins actually type an activity, in either language, with or without accents and capitals.
const PHRASINGS: [string, string][] = [
  ["Baking conchas", "baking"],
  ["Hornear pan dulce", "baking"],
  ["hacer galletas con Abuelita", "cookies"],
  ["Baking sugar cookies", "cookies"],
  ["Cooking tamales", "cooking"],
  ["Cocinar frijoles", "cooking"],
  ["Preparando la cena", "cooking"],
  ["Día de Muertos", "day-of-the-dead"],
  ["dia de muertos ofrenda", "day-of-the-dead"],
  ["Christmas posada", "posada"],
  ["Cantar villancicos en Navidad", "posada"],
  ["Birthday party", "birthday"],
  ["Romper la PIÑATA", "fiesta"],
  ["Fiesta de cumpleaños", "birthday"],
  ["A family celebration", "fiesta"],
  ["Celebration", "fiesta"],
  ["Pepita turns six", "birthday"],
  ["Cumpleaños de Abuelita", "abuelita-birthday"],
  ["Abuelita's birthday", "abuelita-birthday"],
  ["Las mañanitas para la abuela", "abuelita-birthday"],
  ["Going to the doctor", "doctor"],
  ["Visita a la doctora", "doctor"],
  ["A checkup with the pediatrician", "doctor"],
  ["Visiting the dentist", "dentist"],
  ["Ir al dentista", "dentist"],
  ["Dental care", "dentist"],
  ["Brushing teeth", "dentist"],
  ["Cepillarse los dientes", "dentist"],
  ["Bath time", "bath-time"],
  ["La hora del baño", "bath-time"],
  ["Bañarse con burbujas", "bath-time"],
  ["Getting ready for bed", "sleepover"],
  ["Hora de dormir", "sleepover"],
  ["A sleepover at Abuelita's", "sleepover"],
  ["Pijamada", "sleepover"],
  ["A new baby sister", "new-sibling"],
  ["Llega el hermanito", "new-sibling"],
  ["Ir a la panadería", "bakery-visit"],
  ["Buying bread at the bakery", "bakery-visit"],
  ["Going to the fair", "fair"],
  ["La feria del pueblo", "fair"],
  ["Riding the ferris wheel", "fair"],
  ["Making a piñata", "pinata"],
  ["Hacer una piñata de estrella", "pinata"],
  ["Hitting the piñata", "fiesta"],
  ["Sewing a button on Osito", "sewing"],
  ["Bordar con Abuelita", "sewing"],
  ["Coser con Abuelita", "sewing"],
  ["Making hot chocolate", "hot-chocolate"],
  ["Champurrado en invierno", "hot-chocolate"],
  ["Picking oranges", "fruit-picking"],
  ["Cosechar limones", "fruit-picking"],
  ["Picking apples", "fruit-picking"],
  ["Cortar limones", "fruit-picking"],
  ["Daily care", "caring"],
  ["Cuidar a Abuelita enferma", "caring"],
  ["Abuelita is sick", "caring"],
  ["Mother's Day", "mothers-day"],
  ["Día de las Madres", "mothers-day"],
  ["Making a card for Mamá", "mothers-day"],
  ["Día de Reyes", "three-kings"],
  ["Rosca de reyes", "three-kings"],
  ["Three Kings Day", "three-kings"],
  ["Visiting the farm", "farm"],
  ["Juntar huevos en la granja", "farm"],
  ["Making lemonade", "agua-fresca"],
  ["Hacer agua de jamaica", "agua-fresca"],
  ["Tía Lupe's wedding", "wedding"],
  ["Una boda en el pueblo", "wedding"],
  ["Tea party with the dolls", "tea-party"],
  ["Jugar a la comidita con las muñecas", "tea-party"],
  ["Watching the monarch butterflies", "butterflies"],
  ["Buscar catarinas", "butterflies"],
  ["Feeding the birds", "bird-feeder"],
  ["Hacer un comedero para pájaros", "bird-feeder"],
  ["Making a paper boat", "paper-boats"],
  ["Barquitos de papel", "paper-boats"],
  ["Papel picado", "crafts"],
  ["Planting a lemon tree", "tree-planting"],
  ["Plantar un arbolito", "tree-planting"],
  ["Visitar a los primos", "cousins"],
  ["The cousins come to stay", "cousins"],
  ["Posadas", "posada"],
  ["Tamales", "cooking"],
  ["Painting pictures", "crafts"],
  ["Manualidades de papel", "crafts"],
  ["Planting marigolds", "garden"],
  ["Sembrar semillas en el jardín", "garden"],
  ["Ir al mercado", "market"],
  ["Shopping for fruit", "market"],
  ["Bailar folklórico", "music"],
  ["Learning to dance", "music"],
  ["Un día en la playa", "beach"],
  ["Swimming at the beach", "beach"],
  ["Volar una cometa", "kites"],
  ["Hacer un papalote", "kites"],
  ["Flying kites", "kites"],
  ["Muñeco de nieve", "snow"],
  ["Leer un libro", "reading"],
  ["Visiting the library", "library"],
  ["Reading a story at bedtime", "bedtime-story"],
  ["Brushing the dog", "pets"],
  ["Washing the puppy", "dog-bath"],
  ["A storm", "rainy-day"],
  ["Making cookies", "cookies"],
  ["Cuidar a las mascotas", "pets"],
  ["Walking the dog", "park-walk"],
  // Taking the dog out is its walk, however it is said, never a day of looking after the pets at home.
  ["Sacar al perro", "park-walk"],
  ["Sacar al perrito", "park-walk"],
  ["sacar a pasear al perro", "park-walk"],
  ["walk the dog", "park-walk"],
  ["llevar al perro a caminar", "park-walk"],
  ["Salir a caminar con el perro", "park-walk"],
  ["pasear al perrito", "park-walk"],
  ["Pasear a Canelo", "park-walk"],
  ["Taking the dog out", "park-walk"],
  ["Cuidar al perrito", "pets"],
  // A visit to the aunt is the day at Tía Lupe's little farm; a letter to her is still the letter.
  ["Visitar a la tía", "farm"],
  ["Visiting my aunt", "farm"],
  ["Ir a casa de la tía", "farm"],
  ["Escribir una carta a la tía Lupe", "letter"],
  ["Primer día de escuela", "first-day"],
  ["Limpiar la casa", "chores"],
  ["Laundry day", "chores"],
  ["Paseo al parque", "park-walk"],
  ["Picnic in the park", "picnic"],
  ["Rainy indoors with board games", "rainy-day"],
  ["Un día lluvioso", "rainy-day"],
  ["Raking leaves", "leaves"],
  ["Saltar en las hojas secas", "leaves"],
  // The garden's leaves are raked, not planted: "del jardín" says where, as "en el jardín" does.
  ["Juntar las hojas secas del jardín", "leaves"],
  ["Raking leaves in the garden", "leaves"],
  ["Writing a letter to grandpa", "letter"],
  ["Mandar una carta por correo", "letter"],
  ["Losing a tooth", "lost-tooth"],
  ["Se le cayó un diente", "lost-tooth"],
  // Requests once told as a nearby arc that is a different day: the library as reading at home,
  // a night storm as a rainy afternoon, cascarones as papel picado, a flu shot as a checkup with
  // no shot, the dog's bath as brushing it, bedtime stories as daytime reading, Christmas cookies
  // in any season.
  ["A trip to the library", "library"],
  ["Ir a la biblioteca", "library"],
  ["A thunderstorm at night", "night-storm"],
  ["Una tormenta de noche", "night-storm"],
  ["Dyeing Easter eggs", "cascarones"],
  ["Pintar cascarones", "cascarones"],
  ["Getting a flu shot", "vaccine"],
  ["Ponerse la vacuna", "vaccine"],
  ["Giving the dog a bath", "dog-bath"],
  ["Bañar al perro", "dog-bath"],
  ["Bañar a Canelo", "dog-bath"],
  ["Giving Canelo a bath", "dog-bath"],
  ["Bedtime stories", "bedtime-story"],
  ["Cuentos antes de dormir", "bedtime-story"],
  ["Baking Christmas cookies", "christmas-cookies"],
  ["Hornear galletas de Navidad", "christmas-cookies"],
  ["Hacer tortillas", "tortillas"],
  ["Making tortillas with Abuelita", "tortillas"],
];

const UNKNOWN = [
  // Fruit the fruit-picking day cannot tell, picked from no tree it can draw.
  "Picking peaches",
  "Recoger mangos",
  "Cherry picking in the orchard",
  "Recoger cerezas",
  "Going to the zoo",
  "Ir al zoológico",
  "A trip to the aquarium",
  "Learning to ride a bike",
  "Fixing a broken toy",
  "Ir al cine",
  "Stargazing",
  "Fixing a bicycle",
  "Arreglar la bicicleta",
  "A trip to the zoo",
  "Ir al zoológico",
  "Camping in the mountains",
  "Partido de fútbol",
  "Un viaje en avión",
  // Tía Lupe is the only aunt the stories have.
  "Visiting Aunt Rosa",
];

describe("matching a request to an arc", () => {
  it.each(PHRASINGS)("tells %j as the %s arc", (phrase, id) => {
    expect(themeFor(phrase)?.id).toBe(id);
  });

  it.each(UNKNOWN)("knows no arc for %j, and says so naming it, the nearest arcs and the API key", (phrase) => {
    expect(themeFor(phrase)).toBeUndefined();
    const message = unknownActivityMessage(phrase)!;
    expect(message).toContain(`"${phrase}"`);
    expect(message).toMatch(/(The nearest it knows|It knows, for example): "[^"]+"(, "[^"]+"){0,2}\. /);
    expect(message).toContain("ANTHROPIC_API_KEY");
  });

  it("names as nearest the arcs that share the request's words", () => {
    expect(unknownActivityMessage("Show and tell at the museum")).toContain(`The nearest it knows: "visit Pepita's classroom for show and tell"`);
    expect(unknownActivityMessage("Pasear al perro por la noche")).toBeUndefined();
    expect(unknownActivityMessage("Going to the zoo")).toContain(`The nearest it knows: "gather eggs at Tía Lupe's little farm"`);
    expect(unknownActivityMessage("Qwerty zxcv")).toContain(`It knows, for example: "cook tamales for the family"`);
  });

  // Requests no arc tells, in both languages, and the arcs an admin would take as their neighbours:
  // the first named is among these, and none named is among the unrelated.
  const NEIGHBOURS: [string, string[]][] = [
    ["A trip to the museum", ["school", "reading", "library"]],
    ["Visita al museo", ["school", "reading", "library"]],
    ["Going to the zoo", ["farm", "pets", "butterflies", "bird-feeder"]],
    ["Ir al zoológico", ["farm", "pets", "butterflies", "bird-feeder"]],
    ["Visiting the aquarium", ["beach", "farm", "pets", "paper-boats"]],
    ["A bike ride in the park", ["playground", "park-walk", "picnic", "kites", "fair"]],
    ["Pasear en bicicleta", ["playground", "park-walk", "picnic", "kites", "fair"]],
    ["Fixing a broken toy", ["crafts", "doctor", "caring", "sewing"]],
    ["Arreglar un juguete roto", ["crafts", "doctor", "caring", "sewing"]],
    ["Camping in the mountains", ["picnic", "tree-planting", "garden", "sleepover", "farm"]],
    ["A day at the swimming pool", ["beach", "bath-time", "paper-boats"]],
    ["Nadar en la alberca", ["beach", "bath-time", "paper-boats"]],
    ["A train trip to the city", ["market", "bakery-visit", "fair", "picnic"]],
    ["Partido de fútbol", ["playground", "kites", "fair", "picnic", "cousins"]],
    ["Eating ice cream", ["hot-chocolate", "agua-fresca", "cookies", "baking", "bakery-visit"]],
    ["Comprar un helado", ["hot-chocolate", "agua-fresca", "cookies", "baking", "bakery-visit"]],
    ["Tocar el piano", ["music", "fiesta", "posada", "wedding"]],
    ["Visiting grandpa", ["cousins", "letter", "new-sibling", "abuelita-birthday", "caring"]],
    ["Visitar al abuelo", ["cousins", "letter", "new-sibling", "abuelita-birthday", "caring"]],
    ["Going fishing", ["beach", "paper-boats", "farm"]],
    ["Ir de pesca", ["beach", "paper-boats", "farm"]],
    ["A magic show", ["fair", "birthday", "fiesta", "cousins"]],
    ["Un show de magia", ["fair", "birthday", "fiesta", "cousins"]],
    ["Halloween costumes", ["crafts", "day-of-the-dead", "pinata", "fiesta", "cascarones"]],
    ["Getting a haircut", ["doctor", "dentist", "bath-time", "lost-tooth"]],
    // Someone else's birthday (the teddy bear's) is not Pepita's, a car is not the house, learning to ride is not school.
    ["Cumpleaños de Osito", ["birthday"]],
    ["Osito's birthday", ["birthday"]],
    ["Washing the car", ["chores"]],
    ["Lavar el coche", ["chores"]],
    ["Learning to ride a bike", ["playground", "picnic", "kites", "fair"]],
    ["Aprender a andar en bici", ["playground", "picnic", "kites", "fair"]],
    // Fruit no tree in the pictures bears: the orange, lemon and apple harvest.
    ["Picking peaches", ["fruit-picking"]],
    ["Cherry picking in the orchard", ["fruit-picking"]],
  ];
  const UNRELATED = ["dentist", "doctor", "wedding", "chores", "lost-tooth"];

  it.each(NEIGHBOURS)("refuses %j and names sensible neighbours", (phrase, expected) => {
    expect(themeFor(phrase)).toBeUndefined();
    const named = nearestThemes(phrase).map(({ id }) => id);
    expect(named.length, phrase).toBeGreaterThanOrEqual(1);
    expect(named[0], `${phrase}: ${named.join(", ")}`).toBeOneOf(expected);
    const unrelated = UNRELATED.filter((id) => !expected.includes(id));
    expect(
      named.filter((id) => unrelated.includes(id)),
      `${phrase}: ${named.join(", ")}`,
    ).toEqual([]);
  });

  it("tells a request for ice cream, a swimming pool or a bike in the park by no unrelated arc", () => {
    for (const phrase of ["Eating ice cream", "Swimming at the pool", "A bike ride in the park", "Pasear en bicicleta por el parque", "Comprar helados"])
      expect(themeFor(phrase), phrase).toBeUndefined();
    expect(themeFor("Swimming at the beach")?.id).toBe("beach");
    expect(themeFor("A walk in the park")?.id).toBe("park-walk");
    expect(themeFor("Comprar fruta en el mercado")?.id).toBe("market");
    expect(themeFor("Ice skating on the frozen pond")?.id).toBe("snow");
  });

  it("has nothing to say about an activity it can write", () => {
    expect(unknownActivityMessage("Baking pan dulce")).toBeUndefined();
  });
});

describe("a refused fruit harvest", () => {
  const verb = (id: string) => THEMES.find((theme) => theme.id === id)!.verb;

  it.each(["Recoger mangos", "picking mangoes", "Picking peaches", "Recoger cerezas", "Picking strawberries", "Cosechar fresas", "Strawberry picking"])(
    "names the orange, lemon and apple harvest first for %j, in the language it was asked in",
    (phrase) => {
      expect(themeFor(phrase)).toBeUndefined();
      expect(nearestThemes(phrase)[0]?.id).toBe("fruit-picking");
      const spanish = /^(Recoger|Cosechar)/.test(phrase);
      expect(unknownActivityMessage(phrase)).toContain(`The nearest it knows: "${spanish ? verb("fruit-picking").es : verb("fruit-picking").en}"`);
    },
  );

  it("names the arcs of a Spanish request in Spanish and of an English one in English, whatever its accents", () => {
    expect(unknownActivityMessage("Recoger mangos")).toContain(`"${verb("fruit-picking").es}"`);
    expect(unknownActivityMessage("Ir al zoológico")).toContain(`"${verb("farm").es}"`);
    expect(unknownActivityMessage("Going to the zoo")).toContain(`"${verb("farm").en}"`);
    expect(unknownActivityMessage("Cooking with Mamá")).toContain(`"${verb("cooking").en}"`);
  });
});

describe("a request that brings along someone the stories cannot have in them", () => {
  it.each([
    ["Planting a tree with Abuelo", "Abuelo", "tree-planting"],
    ["Plantar un árbol con el abuelo", "Abuelo", "tree-planting"],
    ["Visiting grandpa", "Abuelo", undefined],
    ["Cooking with Mamá", "Mamá", "cooking"],
    ["Ir al parque con papá", "Papá", "park-walk"],
    ["Playing with my brother", "a brother or sister", undefined],
    ["Papá's birthday", "Papá", undefined],
  ])("refuses %j, saying %s cannot be in it, who can, and the arc it would be first", (phrase, person, arc) => {
    expect(absentPerson(phrase)).toBe(person);
    const message = unknownActivityMessage(phrase)!;
    expect(message).toContain(`no story for "${phrase}"`);
    expect(message).toContain(`only Abuelita and Pepita in them, so ${person} cannot be`);
    expect(message).toMatch(/The nearest it knows: "[^"]+"(, "[^"]+"){0,2}\. /);
    expect(message).toContain("ANTHROPIC_API_KEY");
    if (arc)
      expect(
        nearestThemes(phrase)[0]?.id === arc ||
          message.includes(`"${THEMES.find(({ id }) => id === arc)!.verb.en}"`) ||
          message.includes(`"${THEMES.find(({ id }) => id === arc)!.verb.es}"`),
      ).toBe(true);
    expect(() =>
      writeOfflineStory({
        activityType: phrase,
        season: "Spring",
        pepitaRole: "Helpful",
        pepitaCustomization: { personality: ["Kind"], favoriteActivity: "drawing" },
      }),
    ).toThrow(/cannot be/);
  });

  it.each([
    ["Baking cookies for Abuelo", "cookies"],
    ["Hacer galletas para mi abuelo", "cookies"],
    ["Making a card for Mamá", "mothers-day"],
    ["Mother's Day", "mothers-day"],
    ["Día de las Madres", "mothers-day"],
    ["A new baby brother", "new-sibling"],
    ["Welcome the new baby sister", "new-sibling"],
    ["Writing a letter to grandpa", "letter"],
  ])("tells %j, where that someone is only who it is for or the day is about them, as the %s arc", (phrase, arc) => {
    expect(absentPerson(phrase)).toBeUndefined();
    expect(unknownActivityMessage(phrase)).toBeUndefined();
    expect(themeFor(phrase)?.id).toBe(arc);
  });

  it("refuses a cake rather than baking pan dulce for it, naming the pan dulce first", () => {
    for (const phrase of ["Baking a cake", "Un pastel para el abuelo"]) {
      expect(themeFor(phrase)).toBeUndefined();
      expect(nearestThemes(phrase)[0]?.id).toBe("baking");
    }
    expect(unknownActivityMessage("baking a birthday cake for Abuelo")).toContain(
      `The nearest it knows: "celebrate Abuelita's birthday with the whole family"`,
    );
  });
});
