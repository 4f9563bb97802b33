import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { nearestThemes, THEMES, themeFor, typedInSpanish, unknownActivityMessage } from "@/lib/story-writing/scene/activities";

const verb = (id: string) => THEMES.find((theme) => theme.id === id)!.verb;
/** The arcs a refusal names, as the admin would type them back. */
const named = (message: string) => [...message.slice(message.indexOf(":")).matchAll(/"([^"]+)"/g)].map(([, name]) => name!);

describe("a refusal's neighbours are the days most like the request", () => {
  // What a day is: cupcakes come out of the oven like the cookies and the pan dulce; strawberries are
  // picked like the oranges and grow in the garden; a haircut is getting clean and tidy like a bath.
  it.each<[string, string[], string[]]>([
    ["Decorating cupcakes", ["baking", "cookies", "christmas-cookies", "bakery-visit", "birthday"], ["hot-chocolate", "agua-fresca"]],
    ["Decorar cupcakes", ["baking", "cookies", "christmas-cookies", "bakery-visit", "birthday"], ["hot-chocolate", "agua-fresca"]],
    ["Making a pie", ["baking", "cookies", "christmas-cookies", "bakery-visit"], ["hot-chocolate", "agua-fresca"]],
    ["Picking strawberries", ["fruit-picking", "garden", "tree-planting", "market"], ["hot-chocolate", "agua-fresca", "tortillas"]],
    ["Recoger fresas", ["fruit-picking", "garden", "tree-planting", "market"], ["hot-chocolate", "agua-fresca", "tortillas"]],
    ["Watching fireworks", ["fair", "fiesta", "posada"], ["bedtime-story", "sleepover"]],
    ["Ver fuegos artificiales", ["fair", "fiesta", "posada"], ["bedtime-story", "sleepover"]],
    ["Camping in the backyard", ["sleepover", "bedtime-story"], ["tree-planting", "market"]],
    ["Acampar en el patio", ["sleepover", "bedtime-story"], ["tree-planting", "market"]],
    ["Making pancakes", ["cooking", "tortillas"], ["hot-chocolate", "agua-fresca"]],
    ["Halloween", ["day-of-the-dead"], ["wedding"]],
    ["Valentine's Day cards", ["letter", "mothers-day"], ["three-kings"]],
  ])("names for %j only arcs like it, the closest first", (phrase, near, far) => {
    expect(themeFor(phrase)).toBeUndefined();
    const ids = nearestThemes(phrase).map(({ id }) => id);
    expect(near, ids.join(", ")).toContain(ids[0]);
    expect(
      ids.filter((id) => far.includes(id)),
      ids.join(", "),
    ).toEqual([]);
  });

  it("names the bath before the dentist for a haircut", () => {
    for (const phrase of ["Getting a haircut", "Cortarse el pelo"]) expect(nearestThemes(phrase)[0]?.id, phrase).toBe("bath-time");
  });

  it("names no arc for a word some arc's sentence only happens to share: bowling is not a bowl of salsa", () => {
    expect(nearestThemes("Bowling")).toEqual([]);
    expect(unknownActivityMessage("Bowling")).toContain("It knows, for example:");
  });
});

describe("a request set in a place the activity's pages never go to", () => {
  it.each([
    ["Painting at the park", "crafts"],
    ["Painting with Abuelita at the park", "crafts"],
    ["Pintar en el parque", "crafts"],
    ["A picnic at the beach", "picnic"],
    ["Un día de campo en la playa", "picnic"],
    ["Brushing teeth at the beach", "dentist"],
  ])("refuses %j, naming the %s arc and the place's arc", (phrase, arc) => {
    expect(themeFor(phrase)).toBeUndefined();
    const ids = nearestThemes(phrase).map(({ id }) => id);
    expect(ids[0]).toBe(arc);
    expect(ids.length).toBeGreaterThanOrEqual(2);
  });

  it("offers back the picnic in the park, not the walk to the plaza, for a picnic it cannot take to the beach", () => {
    expect(named(unknownActivityMessage("A picnic at the beach")!)[0]).toBe("have a picnic in the park");
    expect(named(unknownActivityMessage("Un día de campo en la playa")!)[0]).toBe("hacer un día de campo en el parque");
  });

  it.each([
    ["Reading at the library", "library"],
    ["Leer en la biblioteca", "library"],
    ["Flying kites at the park", "kites"],
    ["Singing at the fair", "fair"],
    ["Dancing in the plaza", "music"],
    ["Reading books on a snowy day", "reading"],
    ["Making tamales in the kitchen", "cooking"],
  ])("still tells %j, whose pages go there or tell it, as the %s arc", (phrase, arc) => {
    expect(themeFor(phrase)?.id).toBe(arc);
  });
});

describe("a Spanish request's refusal names the arcs in Spanish", () => {
  const SPANISH_VERBS = new Set(THEMES.flatMap((theme) => [theme.verb.es, ...(theme.varieties ?? []).flatMap(({ words }) => words.map(([, to]) => to))]));
  it.each([
    "Ir al circo",
    "Hacer pozole",
    "Ver fuegos artificiales",
    "Lavar el coche",
    "Aprender a andar en bicicleta",
    "Clases de piano",
    "Se fue la luz",
    "Mudanza",
    "Bolos",
    "Día de San Valentín",
    "Volar papalotes en la playa",
  ])("names the arcs for %j as the form takes them back in Spanish", (phrase) => {
    expect(typedInSpanish(phrase)).toBe(true);
    const message = unknownActivityMessage(phrase)!;
    expect(message).toContain(`"${phrase}"`);
    const arcs = named(message);
    expect(arcs.length).toBeGreaterThanOrEqual(1);
    for (const arc of arcs) expect(SPANISH_VERBS.has(arc) || THEMES.some((theme) => theme.verb.es === arc), `${phrase}: ${arc}`).toBe(true);
  });

  it("names them in English for English requests with no word an arc has", () => {
    for (const phrase of ["Bowling", "Going bowling", "Moving house", "Buying a piñata", "Buying a piñata for Pepita's birthday"])
      expect(typedInSpanish(phrase), phrase).toBe(false);
    expect(unknownActivityMessage("Bowling")).toContain(`"${verb("cooking").en}"`);
  });
});

describe("a request whose words an arc has but whose day it does not tell", () => {
  // The tea party's teddy bear is never lost, the patio's animals are never sick, and the posada
  // walks with candles at night rather than opening presents in the morning.
  it.each([
    ["A lost teddy bear", "tea-party"],
    ["Un peluche perdido", "tea-party"],
    ["Our sick cat", "pets"],
    ["Nuestro perro está enfermo", "pets"],
    ["A lost dog", "pets"],
    ["Taking the dog to the vet", "pets"],
    ["Christmas morning", "posada"],
    ["Mañana de Navidad", "posada"],
  ])("refuses %j, naming the %s arc whose words it has first", (phrase, arc) => {
    expect(themeFor(phrase)).toBeUndefined();
    expect(nearestThemes(phrase)[0]?.id).toBe(arc);
  });

  it("names Christmas's own days as a Christmas morning's neighbours, not a wedding", () => {
    const ids = nearestThemes("Christmas morning").map(({ id }) => id);
    expect(
      ids.slice(1).every((id) => ["three-kings", "christmas-cookies"].includes(id)),
      ids.join(", "),
    ).toBe(true);
  });

  it.each([
    ["Christmas posada", "posada"],
    ["Playing with the cat", "pets"],
    ["Bañar al perro", "dog-bath"],
    ["A tea party for my teddy bear", "tea-party"],
  ])("still tells %j as the %s arc", (phrase, arc) => {
    expect(themeFor(phrase)?.id).toBe(arc);
  });
});

describe("requests read page by page", () => {
  const story = (activityType: string, id: number, outfit?: string) =>
    writeOfflineStory(
      { activityType, season: "Summer", pepitaRole: "Leader", pepitaCustomization: { personality: ["Brave", "Playful"], favoriteActivity: "drawing", outfit } },
      id,
    );

  it("builds the snowman and looks after the animals on the patio, never in it", () => {
    expect(THEMES.flatMap(({ verb, result, doing }) => [verb.en, result.en, ...doing.map(({ en }) => en)]).filter((text) => /in the patio/.test(text))).toEqual(
      [],
    );
    expect(verb("snow").en).toBe("build a snowman on the patio");
    for (let id = 0; id < 6; id++)
      expect(
        story("Making a snowman", id)
          .pages.map(({ storyText }) => storyText)
          .join(" "),
      ).not.toContain("in the patio");
  });

  // Her cold fingers, the onion's tears, a homesick night: Abuelita looks after Pepita, so nobody
  // says "Here is what we'll do" or thanks her for saving the day.
  it.each([
    ["Making a snowman", "fingers got very cold"],
    ["Making salsa", "onion made Pepita cry"],
    ["A sleepover at Abuelita's", "homesick"],
    ["Bath time", "drop of soap"],
    ["Show and tell at school", "felt shy"],
    ["Welcoming a new baby brother", "grew quiet"],
  ])("tells %j's trouble that is Pepita's own (%s) as her being looked after", (activity, trouble) => {
    let found = 0;
    for (let id = 0; id < 300 && found < 3; id++) {
      const pages = story(activity, id).pages;
      if (!pages[4]!.storyText.includes(trouble)) continue;
      found++;
      expect(pages[5]!.storyText).not.toMatch(/Here is what we'll do|Follow me|saved the day|Gracias, /);
    }
    expect(found).toBeGreaterThan(0);
  });

  it("dresses Pepita in a raincoat for a rain coat, not a winter coat", () => {
    const told = story("Making a snowman", 3, "a rain coat");
    expect(told.pages[0]!.storyText).toContain("wearing her raincoat");
    expect(told.pages[0]!.spanishText).toContain("con su impermeable");
  });

  it("refuses a birdhouse rather than tell a bird feeder, naming the feeder", () => {
    for (const phrase of ["Hacer una casita para pájaros", "Building a birdhouse"]) {
      expect(themeFor(phrase), phrase).toBeUndefined();
      expect(nearestThemes(phrase)[0]?.id, phrase).toBe("bird-feeder");
    }
    expect(themeFor("Making a bird feeder")?.id).toBe("bird-feeder");
  });
});

describe("a lesson, a hunt or a Christmas morning is not the arc whose word it shares", () => {
  it.each([
    ["Piano lessons", ["school", "music"]],
    ["Clases de piano", ["music", "school", "library"]],
    ["Swimming lessons", ["beach"]],
    ["Easter egg hunt", ["cascarones"]],
    ["Buscar huevos de Pascua", ["cascarones"]],
  ])("refuses %j, naming first one of %j", (phrase, first) => {
    expect(themeFor(phrase)).toBeUndefined();
    expect(first).toContain(nearestThemes(phrase)[0]?.id);
  });

  it.each([
    ["First day of school", "first-day"],
    ["A lesson at school", "school"],
    ["Painting Easter eggs", "cascarones"],
    ["Buscar huevos en el gallinero", "farm"],
    ["Gathering eggs", "farm"],
    ["Swimming at the beach", "beach"],
  ])("still tells %j as the %s arc", (phrase, arc) => {
    expect(themeFor(phrase)?.id).toBe(arc);
  });

  it("tells Abuelita's memory the same in both languages: no 'igual que hoy' the English does not say", () => {
    for (let id = 0; id < 40; id++) {
      const told = writeOfflineStory(
        { activityType: "Día de Reyes", season: "Winter", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Kind"], favoriteActivity: "drawing" } },
        id,
      );
      const [en, es] = [told.pages[8]!.storyText, told.pages[8]!.spanishText];
      expect(/igual que hoy/.test(es), `${en}\n${es}`).toBe(/just like today/.test(en));
    }
  });
});

describe("requests read at review", () => {
  it.each(["Rainy day puddle jumping", "Puddle-jumping in the rain", "Saltar charcos"])(
    "refuses %j, which the blanket fort does not tell, naming it and the paper boats",
    (phrase) => {
      expect(themeFor(phrase)).toBeUndefined();
      expect(named(unknownActivityMessage(phrase)!).join(" ")).toMatch(/blanket fort|fuerte de cobijas/);
    },
  );

  // Once refused naming the tidying; the tidying now puts the toys away itself.
  it.each(["Picking up toys", "Recoger los juguetes"])("tells %j as the tidying, not the oranges to pick", (phrase) => {
    expect(unknownActivityMessage(phrase)).toBeUndefined();
    expect(themeFor(phrase)?.id).toBe("chores");
  });
});

describe("a refusal for a chore no arc tells names the chores most like it", () => {
  it.each([
    ["Washing the car", "wash the clothes and hang them on the line"],
    ["Going to the car wash", "wash the clothes and hang them on the line"],
    ["Lavar el carro", "lavar la ropa y tenderla en el tendedero"],
    ["lavar el coche", "lavar la ropa y tenderla en el tendedero"],
  ])("refuses %j naming the washing of the clothes and the dog's bath, not the tidying alone", (phrase, laundry) => {
    expect(themeFor(phrase)).toBeUndefined();
    const arcs = named(unknownActivityMessage(phrase)!);
    expect(arcs, arcs.join(" | ")).toContain(laundry);
    expect(arcs, arcs.join(" | ")).toContain(typedInSpanish(phrase) ? verb("dog-bath").es : verb("dog-bath").en);
    expect(nearestThemes(phrase).map(({ id }) => id)).not.toContain("vaccine");
  });

  it("tells the washing of the clothes when its offered name is typed back", () => {
    for (const phrase of ["wash the clothes and hang them on the line", "lavar la ropa y tenderla en el tendedero"]) {
      expect(themeFor(phrase)?.id, phrase).toBe("chores");
      const story = writeOfflineStory(
        { activityType: phrase, season: "Summer", pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious"], favoriteActivity: "", outfit: "" } },
        1,
      );
      expect(story.pages.map(({ storyText }) => storyText).join(" ")).toMatch(/clothesline|shirts|socks/);
    }
  });

  it.each(["Painting the fence", "Pintar la barda", "Painting the walls of her room"])("refuses %j, which the papel picado does not tell", (phrase) => {
    expect(themeFor(phrase)).toBeUndefined();
    expect(nearestThemes(phrase)[0]?.id).toBe("crafts");
  });

  it("still tells painting pictures as the crafts", () => {
    for (const phrase of ["Painting flowers", "Pintar con acuarelas"]) expect(themeFor(phrase)?.id, phrase).toBe("crafts");
  });

  it.each(["Mowing the lawn", "Cortar el pasto"])("refuses %j naming the garden's arcs rather than the form's examples", (phrase) => {
    const ids = nearestThemes(phrase).map(({ id }) => id);
    expect(ids, ids.join(", ")).toContain("garden");
    expect(ids, ids.join(", ")).not.toContain("cooking");
  });
});
