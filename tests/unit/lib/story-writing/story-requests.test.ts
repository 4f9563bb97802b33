import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { nearestThemes, THEMES, themeFor, unknownActivityMessage } from "@/lib/story-writing/scene/activities";
import moments from "@/lib/story-writing/content/story-moments.json";
import pepitaWords from "@/lib/story-writing/content/pepita-words.json";
import { PERSONALITY_TRAITS, SEASONS, type Season, type StoryGenerationRequest } from "@/lib/api/story-generation";
import { grammarMistakes } from "@/tests/support/story-grammar";

// Requests the writer was not built around, as admins type them: what each must tell, or the
// arcs a refusal must name.

const ROLES = ["Helpful", "Observer", "Playful Mischief", "Comfort Provider", "Leader", "Storyteller"];

function story(activityType: string, id: number, season: Season = "Summer") {
  const request: StoryGenerationRequest = {
    activityType,
    season,
    pepitaRole: ROLES[id % ROLES.length]!,
    pepitaCustomization: {
      personality: [PERSONALITY_TRAITS[id % PERSONALITY_TRAITS.length]!, PERSONALITY_TRAITS[(id * 3 + 1) % PERSONALITY_TRAITS.length]!],
      favoriteActivity: "drawing",
    },
  };
  return writeOfflineStory(request, id);
}

const english = (told: ReturnType<typeof story>) => told.pages.map((page) => page.storyText);
const spanish = (told: ReturnType<typeof story>) => told.pages.map((page) => page.spanishText);

describe("a word an arc excludes is excluded in the plural and in Spanish too", () => {
  it.each([
    ["Riding bikes in the park", "picnic"],
    ["Bicycles at the plaza", "picnic"],
    ["Pasear en bicicletas por el parque", "picnic"],
    ["Paseo en patines", "picnic"],
    ["Skateboarding at the plaza", "picnic"],
    ["Scooters in the park", "picnic"],
    ["Buying ice-cream", "snow"],
    ["Buying ice-cream", "market"],
    ["Comprar nieves de limón", "market"],
    ["Swimming in the lakes", "beach"],
    ["Nadar en los ríos", "beach"],
    ["Brushing the ponies", "dentist"],
    ["Cepillar a los gatitos", "dentist"],
    ["Washing the car with soap", "bath-time"],
    ["Lavar los platos con jabón", "bath-time"],
    ["A bubble bath for the birds", "bath-time"],
    ["A puppet show", "pets"],
    ["Washing the puppets", "dog-bath"],
  ])("does not tell %j as the %s arc", (phrase, arc) => {
    expect(themeFor(phrase)?.id).not.toBe(arc);
  });

  it.each(["Riding bikes in the park", "Pasear en bicicletas por el parque", "Roller skating in the park", "Patinar en el parque"])(
    "refuses %j naming the park's kites and walk among the nearest arcs",
    (phrase) => {
      expect(themeFor(phrase)).toBeUndefined();
      const named = nearestThemes(phrase).map(({ id }) => id);
      expect(named, named.join(", ")).toEqual(expect.arrayContaining(["kites", "park-walk"]));
      expect(unknownActivityMessage(phrase)).toMatch(/The nearest it knows: .*(kite|papalote)/);
    },
  );

  it("still tells a walk to the plaza as the plaza's walk, and a walk in the park as the park's", () => {
    for (const phrase of ["Walking to the plaza", "Pasear por la plaza"]) expect(themeFor(phrase)?.id, phrase).toBe("picnic");
    for (const phrase of ["A walk in the park", "Paseo al parque"]) expect(themeFor(phrase)?.id, phrase).toBe("park-walk");
  });
});

describe("a request about one animal tells that animal", () => {
  const HENS = /\b(hens?|chicks?|chickens?|rooster)\b/;
  const GALLINAS = /\b(gallinas?|pollitos?|gallo)\b/;

  it.each([
    "Dar de comer a las gallinas",
    "Feeding the chickens",
    "Feeding the hens",
    "Gathering eggs from the hens",
    "Los pollitos de la granja",
    "Cuidar a las gallinas",
  ])("tells %j at Tía Lupe's little farm, its activity page about the hens", (phrase) => {
    expect(themeFor(phrase)?.id).toBe("farm");
    for (let id = 0; id < 12; id++) {
      const told = story(phrase, id * 7);
      const page = told.pages[6]!;
      expect(page.storyText, page.storyText).toMatch(HENS);
      expect(page.spanishText, page.spanishText).toMatch(GALLINAS);
      expect(page.storyText).not.toMatch(/\b(dog|cat|rabbit)\b/);
      expect(page.scene!.props).toContain("chickens");
      expect(`${told.title} ${told.spanishTitle}`).not.toMatch(/Pet|mascota/);
    }
  });

  it("says the hens are fed when the request is to feed them", () => {
    for (let id = 0; id < 8; id++) {
      const told = story("Dar de comer a las gallinas", id * 5);
      expect(told.pages[1]!.storyText).toContain("feed the hens");
      expect(told.pages[1]!.spanishText).toContain("darles de comer a las gallinas");
      expect(told.pages[6]!.storyText).toMatch(/corn/);
    }
  });

  it.each([
    ["Playing with the cat", /\bcat\b/, /\bgato\b/, /\b(dog|hens|chickens)\b/],
    ["Jugar con el gatito", /\bcat\b/, /\bgato\b/, /\b(dog|hens|chickens)\b/],
    ["Cuidar al perrito", /\bdog\b/, /\bperro\b/, /\b(hens|chickens|chicken coop)\b/],
  ])("tells %j with an activity page about that animal and no other's chores", (phrase, en, es, other) => {
    expect(themeFor(phrase)?.id).toBe("pets");
    for (let id = 0; id < 12; id++) {
      const page = story(phrase, id * 11).pages[6]!;
      expect(page.storyText).toMatch(en);
      expect(page.spanishText).toMatch(es);
      expect(page.storyText).not.toMatch(other);
    }
  });

  it("tells a request naming no animal with any of the patio's pages", () => {
    const pages = new Set(Array.from({ length: 10 }, (_, id) => story("Taking care of pets", id).pages[6]!.storyText.split(".")[0]));
    expect(pages.size).toBeGreaterThanOrEqual(3);
  });
});

describe("a day the calendar fixes is told in its season, and said", () => {
  it.each([
    ["Making tamales for Nochebuena", "cooking", "winter", "invierno", "Nochebuena is almost here!", "¡Ya casi es Nochebuena!"],
    ["Hot chocolate on Christmas Eve", "hot-chocolate", "winter", "invierno", "Nochebuena is almost here!", "¡Ya casi es Nochebuena!"],
    ["Hacer tortillas para Navidad", "tortillas", "winter", "invierno", "Christmas is almost here!", "¡Ya casi es Navidad!"],
    ["Galletas para el Día de Muertos", "cookies", "fall", "otoño", "Día de Muertos is almost here!", "¡Ya casi es Día de Muertos!"],
    ["Tamales para Semana Santa", "cooking", "spring", "primavera", "Easter is almost here!", "¡Ya casi es Pascua!"],
    ["Baking cookies for Halloween", "cookies", "fall", "otoño", "Halloween is almost here!", "¡Ya casi es Halloween!"],
  ])("tells %j (the %s arc) in %s whatever the form says, Abuelita saying the day is coming", (phrase, arc, en, es, nearEn, nearEs) => {
    expect(themeFor(phrase)?.id).toBe(arc);
    for (const [i, season] of SEASONS.entries()) {
      const told = story(phrase, 40 + i, season);
      const all = `${told.title} ${english(told).join(" ")}`.toLowerCase();
      const todo = `${told.spanishTitle} ${spanish(told).join(" ")}`.toLowerCase();
      for (const other of SEASONS.filter((name) => name.toLowerCase() !== en)) expect(all).not.toMatch(new RegExp(`\\b${other.toLowerCase()}\\b`));
      expect(all).toContain(en);
      expect(todo).toContain(es);
      expect(told.pages[1]!.storyText).toContain(nearEn);
      expect(told.pages[1]!.spanishText).toContain(nearEs);
      expect(grammarMistakes(english(told), spanish(told))).toEqual({});
    }
  });

  it("says nothing of a day the arc is already about", () => {
    for (const phrase of ["Christmas posada", "Día de Muertos", "Día de Reyes"])
      expect(story(phrase, 3, "Summer").pages[1]!.storyText, phrase).not.toMatch(/is almost here/);
  });
});

describe("the one the day's work is for is named, in both languages", () => {
  it.each([
    ["Baking cookies for Abuelo", "cookies", "Abuelo", "Abuelo"],
    ["Hacer galletas para mi abuelo", "cookies", "Abuelo", "Abuelo"],
    ["Hacer galletas para los vecinos", "cookies", "the neighbors", "los vecinos"],
    ["Making tortillas for my aunt", "tortillas", "Tía", "la tía"],
    ["Tamales para el tío", "cooking", "Tío", "tío"],
    ["Planting marigolds for the teacher", "garden", "the teacher", "la maestra"],
    ["Hacer agua de jamaica para las primas", "agua-fresca", "the cousins", "las primas"],
    ["Making hot chocolate for Papá", "hot-chocolate", "Papá", "Papá"],
    ["Sweeping the patio for Mamá", "chores", "Mamá", "Mamá"],
    ["Hacer galletas para mi mamá", "cookies", "Mamá", "Mamá"],
  ])("names who %j is for in Abuelita's plan and at its end (the %s arc)", (phrase, arc, en, es) => {
    expect(unknownActivityMessage(phrase)).toBeUndefined();
    expect(themeFor(phrase)?.id).toBe(arc);
    for (let id = 0; id < 6; id++) {
      const told = story(phrase, 60 + id * 3);
      expect(told.pages[1]!.storyText).toContain(en);
      expect(told.pages[1]!.spanishText).toContain(es);
      expect(told.pages[7]!.storyText).toContain(en);
      expect(told.pages[7]!.spanishText).toContain(es);
      expect(grammarMistakes(english(told), spanish(told))).toEqual({});
    }
  });

  it("does not wonder at their surprise once they have come to the celebration", () => {
    const pages = Array.from({ length: 24 }, (_, id) => story("Making salsa for the neighbors", id).pages[7]!.storyText);
    const withThem = pages.filter((text) => /The neighbors came over/.test(text));
    expect(withThem.length).toBeGreaterThan(0);
    for (const text of withThem) expect(text).not.toMatch(/Won't the neighbors|show the neighbors|thinking of the neighbors/);
  });

  it("contracts a el into al, and never pastes a word the vocabulary does not know", () => {
    const texts = Array.from({ length: 9 }, (_, id) => story("Tamales para el tío", id).pages[7]!.spanishText).join(" ");
    expect(texts).not.toMatch(/\ba el\b/);
    const strangers = Array.from({ length: 6 }, (_, id) => story("Baking cookies for Mr. Zorblax", id));
    for (const told of strangers) expect([...english(told), ...spanish(told)].join(" ")).not.toMatch(/Zorblax/);
  });

  it("says every sentence it has for someone in some story, each in correct English and Spanish", () => {
    const told = [
      "Baking cookies for Abuelo",
      "Hacer galletas para los vecinos",
      "Making tortillas for my aunt",
      "Planting sunflowers for the teacher",
    ].flatMap((phrase) => Array.from({ length: 12 }, (_, id) => story(phrase, 900 + id)));
    const all = told.flatMap((one) => [...english(one), ...spanish(one)]).join("\n");
    for (const frame of [...moments.forSomeone.plans, ...moments.forSomeone.endings])
      for (const text of [frame.en, frame.es]) expect(all, text).toContain(text.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0]!);
    expect(
      grammarMistakes(
        told.flatMap((one) => english(one)),
        told.flatMap((one) => spanish(one)),
      ),
    ).toEqual({});
  });

  it("tells someone else's birthday as the day for them, not as Pepita's birthday", () => {
    expect(themeFor("Writing a letter to Tía Lupe for her birthday")?.id).toBe("letter");
    expect(themeFor("Una fiesta para la tía")?.id).toBe("fiesta");
    expect(story("Una fiesta para la tía", 4).pages[1]!.spanishText).toContain("para la tía");
  });

  it("refuses a card for anyone but Mamá rather than tell Mamá's card, naming that day first", () => {
    for (const phrase of ["Making a card for Abuelo", "A birthday card for Papá", "A card for the neighbors"]) {
      expect(themeFor(phrase), phrase).toBeUndefined();
      expect(nearestThemes(phrase)[0]?.id, phrase).toBe("mothers-day");
    }
    for (const phrase of ["Making a card for Mamá", "Una tarjeta para mi mamá", "Making a card"]) expect(themeFor(phrase)?.id, phrase).toBe("mothers-day");
  });

  it("leaves Mamá to the day about her, saying nothing more of her", () => {
    expect(themeFor("Making a card for Mamá")?.id).toBe("mothers-day");
    expect(story("Making a card for Mamá", 2).pages[1]!.storyText).not.toMatch(/surprise for Mamá|all for Mamá|for Mamá\./);
  });
});

// Requests no arc tells, in both languages, and the arcs that may come first in the refusal's list
// (and, where given, arcs that must be among its three).
const NEAREST: [string, string[], string[]?][] = [
  ["Going to the zoo", ["farm", "pets", "bird-feeder", "butterflies"]],
  ["Ir al zoológico", ["farm", "pets", "bird-feeder", "butterflies"]],
  ["A day at the swimming pool", ["beach"], ["paper-boats"]],
  ["Nadar en la alberca", ["beach"]],
  ["Riding bikes in the park", ["playground", "kites", "park-walk"], ["kites", "park-walk"]],
  ["Andar en bicicleta", ["playground", "kites", "picnic", "fair"]],
  ["Stargazing", ["bedtime-story", "sleepover", "night-storm"], ["bedtime-story", "sleepover", "night-storm"]],
  ["Mirar las estrellas", ["bedtime-story", "sleepover", "night-storm"], ["bedtime-story", "sleepover", "night-storm"]],
  ["Making pozole", ["cooking"], ["tortillas", "salsa"]],
  ["Hacer enchiladas", ["cooking"], ["tortillas", "salsa"]],
  ["Cooking menudo", ["cooking"], ["tortillas"]],
  ["Sopes y quesadillas", ["cooking", "tortillas"]],
  ["Chilaquiles para el desayuno", ["cooking", "tortillas", "salsa"]],
  ["Camping in the woods", ["picnic", "tree-planting", "garden", "sleepover"]],
  ["Ir de campamento", ["picnic", "tree-planting", "garden", "sleepover", "bedtime-story"]],
  ["Going fishing", ["beach", "paper-boats", "farm"]],
  ["Visitar el museo", ["library", "school", "reading"]],
  ["Roller skating", ["playground", "kites", "picnic", "fair"]],
  ["Hacer helado", ["hot-chocolate", "agua-fresca", "cookies", "baking", "bakery-visit"]],
  ["Función de títeres", ["crafts", "fair", "pinata", "fiesta"]],
  ["A volcano experiment", ["crafts", "school", "library", "reading"]],
  ["A soccer game", ["playground", "kites", "picnic", "fair", "cousins"]],
  ["Partido de fútbol", ["playground", "kites", "picnic", "fair", "cousins"]],
  ["Decorating the house for Christmas", ["posada"], ["christmas-cookies", "chores"]],
  ["Decorar la casa para Navidad", ["posada"], ["christmas-cookies", "chores"]],
  ["Decorating the Christmas tree", ["posada"]],
  ["Horseback riding", ["farm"]],
  ["Learning to ride a tricycle", ["playground", "kites", "picnic"]],
  ["Andar en triciclo", ["playground", "kites", "picnic"]],
  ["Making a flower crown", ["garden"]],
  ["Hacer una corona de flores", ["garden"]],
  ["Ordeñar las vacas", ["farm"]],
];
// Arcs no request above is like: naming them would be nonsense.
const UNRELATED = ["dentist", "doctor", "vaccine", "wedding", "chores", "lost-tooth", "pinata", "caring"];

describe("a refusal names the arcs most like the request", () => {
  it.each(NEAREST)("refuses %j, naming first one of %j", (phrase, first, among = []) => {
    expect(themeFor(phrase)).toBeUndefined();
    const named = nearestThemes(phrase).map(({ id }) => id);
    expect(named[0], named.join(", ")).toBeOneOf(first);
    expect(named, named.join(", ")).toEqual(expect.arrayContaining(among));
    const allowed = new Set([...first, ...among]);
    expect(
      named.filter((id) => UNRELATED.includes(id) && !allowed.has(id)),
      named.join(", "),
    ).toEqual([]);
    expect(unknownActivityMessage(phrase)).toContain("The nearest it knows:");
  });

  it("has no arc among its ids that the table does not know", () => {
    const ids = new Set(THEMES.map(({ id }) => id));
    for (const [, first, among = []] of NEAREST) for (const id of [...first, ...among]) expect(ids.has(id), id).toBe(true);
  });
});

describe("when the trouble is Pepita's own, she is looked after", () => {
  // What her role has her do when she fixes a problem: never said while her own tooth hurts or the shot scares her.
  const FIXING = pepitaWords.roles.flatMap(({ fix }) => fix);
  const THANKS_FOR_HELP = moments.thanks.filter((thanks) => "forHelp" in thanks && thanks.forHelp);
  // What her traits have her do ("she ran back and forth", "she held the door"): not while she sits in the chair.
  const DEEDS = Object.values(pepitaWords.traits).flatMap(({ deed }) => deed);

  // Her tooth hurts, the light blinds her, her tummy is full of butterflies, the shot makes her lip wobble.
  const OWN_TROUBLES = [
    "Then Pepita's wiggly front tooth",
    "Then the dentist's big light",
    "Then Pepita's tummy felt",
    "Then the nurse said it was time for a little shot",
  ];

  it.each(["dentist", "doctor"])("never has Pepita fix her own trouble on the %s arc, busy at her traits' deeds, nor thanked for saving the day", (id) => {
    const theme = THEMES.find((arc) => arc.id === id)!;
    let read = 0;
    for (let storyId = 0; storyId < 120; storyId++) {
      const told = story(storyId % 2 ? theme.verb.es : theme.verb.en, storyId);
      if (!OWN_TROUBLES.some((start) => told.pages[4]!.storyText.startsWith(start))) continue;
      read++;
      const page = told.pages[5]!;
      for (const sentence of [...FIXING, ...THANKS_FOR_HELP, ...DEEDS]) {
        expect(page.storyText).not.toContain(sentence.en.replace(/\{.*$/, ""));
        expect(page.spanishText).not.toContain(sentence.es.replace(/\{.*$/, ""));
      }
    }
    expect(read).toBeGreaterThan(3);
  });
});

describe("Pepita's role says only what fits the page", () => {
  const roleStory = (activityType: string, pepitaRole: string, id: number) =>
    writeOfflineStory({ activityType, season: "Summer", pepitaRole, pepitaCustomization: { personality: ["Curious"], favoriteActivity: "drawing" } }, id);

  it.each(["Riding the carousel at the fair", "A walk in the park", "Visiting the farm", "A day at the beach", "Paseo al mercado", "Ir a la feria"])(
    "never has the Observer copy Abuelita's hands on %j, where nobody works with their hands",
    (phrase) => {
      for (let id = 0; id < 60; id++) {
        const told = roleStory(phrase, "Observer", id);
        expect(english(told).join(" "), `${id}`).not.toMatch(/copied each move/);
        expect(spanish(told).join(" "), `${id}`).not.toMatch(/copiaba cada movimiento/);
      }
    },
  );

  it("still has her copy Abuelita's hands where they work at something together", () => {
    const told = Array.from({ length: 40 }, (_, id) => roleStory(id % 2 ? "Hacer galletas" : "Making cookies", "Observer", id));
    expect(told.some((one) => english(one).join(" ").includes("copied each move"))).toBe(true);
    expect(told.some((one) => spanish(one).join(" ").includes("copiaba cada movimiento"))).toBe(true);
  });
});

describe("page 6 has somebody laugh at most once", () => {
  // Every form of laughing in each language; "sonrisa" and "río" are not laughs.
  const LAUGHS = {
    en: /(?<!\p{L})(giggl|laugh|chuckl)/giu,
    es: /(?<!\p{L})(r[ií]en?(?!\p{L})|re[ií]r|ri[oó](?!\p{L})|re[ií](a|an|mos)(?!\p{L})|ris(a|as|ita|itas)(?!\p{L})|carcajad)/giu,
  };
  const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

  it("never has Pepita giggle twice when the Playful Mischief role finds Abuelita's glasses", () => {
    let read = 0;
    for (let id = 0; id < 200; id++) {
      const told = writeOfflineStory(
        {
          activityType: "Making cookies",
          season: "Summer",
          pepitaRole: "Playful Mischief",
          pepitaCustomization: { personality: ["Curious"], favoriteActivity: "drawing" },
        },
        id,
      );
      const page = told.pages[5]!;
      if (!page.storyText.includes("Abuelita's glasses were on top of her head")) continue;
      read++;
      expect(count(page.storyText, LAUGHS.en), page.storyText).toBeLessThanOrEqual(1);
      expect(count(page.spanishText, LAUGHS.es), page.spanishText).toBeLessThanOrEqual(1);
    }
    expect(read).toBeGreaterThan(3);
  });

  it.each(ROLES)("never says a laugh twice on page 6 for the %s role, in either language", (pepitaRole) => {
    const doubled: string[] = [];
    for (let id = 0; id < 300; id++) {
      const theme = THEMES[id % THEMES.length]!;
      const told = writeOfflineStory(
        {
          activityType: id % 2 ? theme.verb.es : theme.verb.en,
          season: SEASONS[id % SEASONS.length]!,
          pepitaRole,
          pepitaCustomization: {
            personality: [PERSONALITY_TRAITS[id % PERSONALITY_TRAITS.length]!, PERSONALITY_TRAITS[(id * 3 + 1) % PERSONALITY_TRAITS.length]!],
            favoriteActivity: "drawing",
          },
        },
        id,
      );
      const page = told.pages[5]!;
      if (count(page.storyText, LAUGHS.en) > 1) doubled.push(page.storyText);
      if (count(page.spanishText, LAUGHS.es) > 1) doubled.push(page.spanishText);
    }
    expect(doubled).toEqual([]);
  });
});

describe("a letter goes to whom the request names", () => {
  it.each([
    ["A letter to grandpa", /Abuelo/, /Abuelo/],
    ["Writing a letter to my dad", /Papá/, /Papá/],
    ["Una carta para Abuelo", /Abuelo/, /Abuelo/],
    ["A letter to my uncle", /Tío/, /el tío/],
    ["Una carta para mi papá", /Papá/, /Papá/],
  ])("writes %j to them, never to Tía Lupe, in grammar that reads right", (phrase, en, es) => {
    const told = Array.from({ length: 24 }, (_, id) => story(phrase, id));
    for (const one of told) {
      expect(english(one).join(" ")).not.toContain("Lupe");
      expect(spanish(one).join(" ")).not.toContain("Lupe");
    }
    const all = { en: told.flatMap(english).join(" "), es: told.flatMap(spanish).join(" ") };
    expect(all.en).toMatch(en);
    expect(all.es).toMatch(es);
    expect(all.en).not.toMatch(/s's\b/);
    expect(all.es).not.toMatch(/(?<!\p{L})(de|a) el(?!\p{L})/u);
    expect(grammarMistakes(told.flatMap(english), told.flatMap(spanish))).toEqual({});
  });

  it.each([
    ["Una carta para mi mamá", "Mamá does not"],
    ["A letter to the neighbors", "the neighbors do not"],
    ["Escribir una carta para los vecinos", "the neighbors do not"],
    ["A letter to the neighbor", "the neighbor does not"],
  ])("refuses %j: a letter by post goes to someone who lives far away", (phrase, why) => {
    expect(unknownActivityMessage(phrase)).toContain(`who lives far away, and ${why}`);
    expect(() => story(phrase, 1)).toThrow(/far away/);
  });

  it.each(["Escribirle una carta al abuelo", "Una carta a mi abuelito"])("writes %j, with Spanish's a or al, to Abuelo", (phrase) => {
    expect(unknownActivityMessage(phrase)).toBeUndefined();
    expect(story(phrase, 2).pages[0]!.storyText).toContain("Pepita missed Abuelo");
  });

  it.each(["Visitar al abuelo", "Cuidar a mi abuelo"])("still refuses %j, where Abuelo would be in the story", (phrase) => {
    expect(unknownActivityMessage(phrase)).toContain("so Abuelo cannot be");
  });

  it.each(["Writing a letter", "Una carta", "A letter to my aunt", "Una carta para la tía"])("writes %j to Tía Lupe", (phrase) => {
    const told = Array.from({ length: 12 }, (_, id) => story(phrase, id));
    expect(told.flatMap(english).join(" ")).toContain("Tía Lupe");
    expect(told.flatMap(spanish).join(" ")).toContain("la tía Lupe");
  });
});

describe("a request is told as its main activity, not as a circumstance of it", () => {
  it.each([
    ["Reading books on a snowy day", "reading"],
    ["Picnic with the cousins", "picnic"],
    ["Leer cuentos en un día de nieve", "reading"],
    ["Picnic con los primos", "picnic"],
    ["Cantar en la posada", "posada"],
    ["Dancing at the fiesta with the cousins", "fiesta"],
    ["Playing in the snow with the cousins", "snow"],
    ["Hacer papel picado para la fiesta", "crafts"],
    ["Making piñatas for a party", "pinata"],
    ["Paper flowers for the wedding", "crafts"],
    ["Flowers for the ofrenda", "day-of-the-dead"],
    ["Plant flowers for the monarch butterflies", "butterflies"],
  ])("tells %j as the %s arc", (phrase, arc) => {
    expect(themeFor(phrase)?.id).toBe(arc);
  });
});

describe("a request the arc's pages are not about is refused, naming that arc first", () => {
  it.each(["Sewing a quilt", "Coser una colcha", "Knitting a scarf", "Tejer una bufanda", "Sewing doll clothes", "Hacer una muñeca de trapo"])(
    "refuses %j rather than tell the napkin's embroidery, naming the embroidery first",
    (phrase) => {
      expect(themeFor(phrase)).toBeUndefined();
      expect(nearestThemes(phrase)[0]?.id).toBe("sewing");
      expect(unknownActivityMessage(phrase)).toMatch(/The nearest it knows: "(embroider flowers|bordar flores)/);
    },
  );

  it("still tells sewing and embroidery as the napkin", () => {
    for (const phrase of ["Sewing with Abuelita", "Bordar una servilleta", "Embroidering flowers", "Sewing a button"])
      expect(themeFor(phrase)?.id, phrase).toBe("sewing");
  });

  it.each(["A card for my teacher", "Una tarjeta para la maestra", "A thank-you card for the teacher", "Una carta para la maestra", "A letter to my teacher"])(
    "refuses %j rather than tell a school visit with no card in it, naming the classroom and the cards it has",
    (phrase) => {
      expect(unknownActivityMessage(phrase)).toContain("The nearest it knows:");
      expect(() => story(phrase, 1)).toThrow();
      const named = nearestThemes(phrase).map(({ id }) => id);
      expect(named, named.join(", ")).toContain("school");
      expect(
        named.some((id) => ["mothers-day", "letter", "lost-tooth"].includes(id)),
        named.join(", "),
      ).toBe(true);
    },
  );

  it("still tells a day at school as the classroom visit", () => {
    for (const phrase of ["Going to school", "Show and tell at school", "Visiting the teacher"]) expect(themeFor(phrase)?.id, phrase).toBe("school");
  });
});

describe("washing the clothes is told at the washtub and the clothesline", () => {
  it.each(["Lavar la ropa", "Doing the laundry", "Hanging the washing", "Tender la ropa", "Washing the clothes"])(
    "tells %j with the laundry on its activity page and in its plan, in both languages",
    (phrase) => {
      expect(themeFor(phrase)?.id).toBe("chores");
      for (let id = 0; id < 12; id++) {
        const told = story(phrase, id * 5);
        expect(told.pages[1]!.storyText).toContain("wash the clothes and hang them on the line");
        expect(told.pages[1]!.spanishText).toContain("lavar la ropa y tenderla en el tendedero");
        expect(told.pages[6]!.storyText).toMatch(/\b(shirts|sheets|line)\b/);
        expect(told.pages[6]!.spanishText).toMatch(/\b(camisas|sábanas|tendedero)\b/);
        const all = [...english(told), told.title].join(" ");
        expect(all).not.toMatch(/\b(windows|rug|tidy|bucket)\b/);
        expect(`${told.spanishTitle} ${spanish(told).join(" ")}`).not.toMatch(/\b(ventanas|tapete|cubeta)\b/);
        expect(grammarMistakes(english(told), spanish(told))).toEqual({});
      }
    },
  );

  it("still tidies the house when the request names no washing", () => {
    const pages = new Set(Array.from({ length: 16 }, (_, id) => story("Cleaning the house", id).pages[6]!.storyText.split(".")[0]));
    expect([...pages].some((text) => /swept|rug|windows/.test(text ?? ""))).toBe(true);
  });
});

describe("an activity set in another arc's place is told there only when that arc's pages tell it", () => {
  it.each(["Flying kites at the beach", "Volar papalotes en la playa", "Hot chocolate at the fair"])(
    "refuses %j, whose activity's pages never go there and whose place's pages are about something else, naming both",
    (phrase) => {
      expect(themeFor(phrase)).toBeUndefined();
      expect(unknownActivityMessage(phrase)).toContain("The nearest it knows:");
      expect(nearestThemes(phrase).length).toBeGreaterThanOrEqual(2);
    },
  );

  it("names the kites in the park first and the beach second", () => {
    for (const phrase of ["Flying kites at the beach", "Volar papalotes en la playa"])
      expect(
        nearestThemes(phrase)
          .slice(0, 2)
          .map(({ id }) => id),
        phrase,
      ).toEqual(["kites", "beach"]);
  });

  it.each([
    ["Reading at the library", "library"],
    ["Leer en la biblioteca", "library"],
    ["Flying kites in the park", "kites"],
    ["Volar papalotes en el parque", "kites"],
    ["Paseo al mercado", "market"],
    ["Pasear al perro por la noche", "park-walk"],
    ["Making tamales at the market", "cooking"],
  ])("still tells %j as the %s arc, whose pages happen there or tell it", (phrase, arc) => {
    expect(themeFor(phrase)?.id).toBe(arc);
  });
});

describe("a refusal orders its neighbours by what the request is about", () => {
  it.each(["A surprise for Mamá", "Una sorpresa para mamá", "A present for Mom", "Un regalo para mamá", "A gift for my mom", "Helping Mamá", "Ayudar a mamá"])(
    "refuses %j naming the card for Mamá first, before the cousins' visit",
    (phrase) => {
      expect(themeFor(phrase)).toBeUndefined();
      const named = nearestThemes(phrase).map(({ id }) => id);
      expect(named[0], named.join(", ")).toBe("mothers-day");
    },
  );

  it.each([
    ["Going to the movies", ["fair", "cousins", "reading"]],
    ["Ir al cine", ["fair", "cousins", "reading"]],
    ["A puppet show", ["fair", "cousins", "reading"]],
    ["Going to the circus", ["fair", "cousins", "reading"]],
    ["Getting a haircut", ["bath-time", "dentist"]],
    ["Ir a cortarse el pelo", ["bath-time", "dentist"]],
  ])("refuses %j naming only %j", (phrase, expected) => {
    expect(themeFor(phrase)).toBeUndefined();
    const named = nearestThemes(phrase).map(({ id }) => id);
    expect(named.length, named.join(", ")).toBeGreaterThanOrEqual(2);
    expect(
      named.filter((id) => !expected.includes(id)),
      named.join(", "),
    ).toEqual([]);
  });

  it("still names the crafts first for making puppets", () => {
    for (const phrase of ["Making puppets", "Hacer títeres"]) expect(nearestThemes(phrase)[0]?.id, phrase).toBe("crafts");
  });
});

describe("a request whose words an arc has, about something its pages never tell, is refused", () => {
  it.each([
    ["Going to church", "picnic"],
    ["Ir a misa", "picnic"],
    ["Ir a la iglesia", "picnic"],
    ["Washing the dishes", "chores"],
    ["Lavar los trastes", "chores"],
    ["Playing in the rain", "rainy-day"],
    ["Jugar bajo la lluvia", "rainy-day"],
    ["Jumping in puddles", "rainy-day"],
  ])("refuses %j, naming the %s arc its words belong to first", (phrase, arc) => {
    expect(themeFor(phrase)).toBeUndefined();
    expect(nearestThemes(phrase)[0]?.id).toBe(arc);
    expect(unknownActivityMessage(phrase)).toContain("The nearest it knows:");
  });

  it("names the cooking, not the doctor, beside the tidying for the dishes", () => {
    for (const phrase of ["Washing the dishes", "Lavar los trastes"]) {
      const named = nearestThemes(phrase).map(({ id }) => id);
      expect(named, named.join(", ")).toContain("cooking");
      expect(
        named.filter((id) => ["doctor", "vaccine", "dentist"].includes(id)),
        named.join(", "),
      ).toEqual([]);
    }
  });

  it("refuses breakfast in bed for Mamá rather than tell a sleepover, naming her card first", () => {
    for (const phrase of ["Breakfast in bed for Mamá", "Desayuno en la cama para mamá"]) {
      expect(themeFor(phrase), phrase).toBeUndefined();
      expect(nearestThemes(phrase)[0]?.id, phrase).toBe("mothers-day");
    }
  });

  it("tells cleaning the kitchen as the tidying, not as cooking, and still tells the rest", () => {
    expect(themeFor("Limpiar la cocina")?.id).toBe("chores");
    expect(themeFor("Cleaning the kitchen")?.id).toBe("chores");
    expect(themeFor("Cocinar en la cocina de Abuelita")?.id).toBe("cooking");
    expect(themeFor("A walk to the church")?.id).toBe("picnic");
    expect(themeFor("Going to bed")?.id).toBe("sleepover");
    expect(themeFor("A rainy day indoors with board games")?.id).toBe("rainy-day");
    expect(themeFor("Un día de lluvia")?.id).toBe("rainy-day");
  });
});

describe("a bread or cookie the request names is the one baked, or the request is refused", () => {
  it.each(["Hacer galletas de jengibre", "Gingerbread cookies", "Baking gingerbread cookies"])("tells %j as gingerbread, in both languages", (phrase) => {
    expect(themeFor(phrase)?.id).toBe("christmas-cookies");
    for (let id = 0; id < 8; id++) {
      const told = story(phrase, id * 3);
      expect(told.pages[1]!.storyText).toContain("gingerbread cookies");
      expect(told.pages[1]!.spanishText).toContain("galletas de jengibre");
      expect(`${told.title} ${english(told).join(" ")}`).not.toMatch(/polvorones|Christmas cookies/);
      expect(`${told.spanishTitle} ${spanish(told).join(" ")}`).not.toMatch(/polvorones|galletas (de Navidad|navideñas)/);
      expect(grammarMistakes(english(told), spanish(told))).toEqual({});
    }
  });

  it.each(["Hacer pan de muerto", "Baking pan de muerto"])("tells %j as pan de muerto, never conchas, in both languages", (phrase) => {
    expect(themeFor(phrase)?.id).toBe("baking");
    for (let id = 0; id < 8; id++) {
      const told = story(phrase, id * 3);
      expect(told.pages[1]!.storyText).toContain("bake pan de muerto");
      expect(told.pages[1]!.spanishText).toContain("hornear pan de muerto");
      expect(`${told.title} ${english(told).join(" ")}`).not.toMatch(/concha|pan dulce/i);
      expect(`${told.spanishTitle} ${spanish(told).join(" ")}`).not.toMatch(/concha|pan dulce/i);
      expect(grammarMistakes(english(told), spanish(told))).toEqual({});
    }
  });
});

describe("paper flowers are the flowers, not papel picado", () => {
  it.each(["Making paper flowers", "Hacer flores de papel"])("tells %j with the paper flowers on the activity page and at the end", (phrase) => {
    expect(themeFor(phrase)?.id).toBe("crafts");
    for (let id = 0; id < 8; id++) {
      const told = story(phrase, id * 7);
      expect(told.pages[6]!.storyText).toMatch(/flowers/);
      expect(told.pages[6]!.spanishText).toMatch(/flores/);
      expect(`${told.title} ${english(told).join(" ")}`).not.toMatch(/papel picado|flags?\b/i);
      expect(`${told.spanishTitle} ${spanish(told).join(" ")}`).not.toMatch(/papel picado|banderita/i);
      expect(grammarMistakes(english(told), spanish(told))).toEqual({});
    }
  });

  it("still cuts papel picado when the request names it, and gives Mamá her card and flowers", () => {
    expect(themeFor("Making papel picado")?.id).toBe("crafts");
    expect(story("Making papel picado", 3).pages[7]!.storyText).toContain("papel picado");
    for (const phrase of ["Paper flowers for Mamá", "Flores de papel para mi mamá"]) expect(themeFor(phrase)?.id, phrase).toBe("mothers-day");
  });
});

describe("a request that names one thing the arc does tells that thing", () => {
  it.each([
    ["Hacer un castillo de arena", /sandcastle/],
    ["Building sandcastles at the beach", /sandcastle/],
    ["Collecting seashells", /seashells/],
    ["Jugar a la lotería", /lotería/],
    ["Playing board games", /lotería/],
    ["Riding the carousel at the fair", /carousel/],
    ["Subirse a la rueda de la fortuna", /ferris wheel/],
    ["Churros at the fair", /churros/],
  ])("tells %j with that activity on page 7 of every story", (phrase, thing) => {
    for (let id = 0; id < 12; id++) expect(story(phrase, id).pages[6]!.storyText, `story ${id}`).toMatch(thing);
  });

  it("ends a sandcastle day with the castle, not a bucket of treasures", () => {
    const told = Array.from({ length: 12 }, (_, id) => story("Hacer un castillo de arena", id));
    const all = [...told.flatMap(english), ...told.flatMap(spanish)].join(" ");
    expect(all).toContain("a sandcastle with four towers");
    expect(all).toContain("un castillo de arena con cuatro torres");
    expect(all).not.toMatch(/treasures|tesoros/);
  });

  it("brings a blanket to the park only for a picnic", () => {
    const walks = Array.from({ length: 12 }, (_, id) => story("A walk in the park", id).pages[0]!.storyText);
    for (const text of walks) expect(text).not.toContain("blanket");
    expect(story("A picnic in the park", 1).pages[0]!.storyText).toContain("a blanket folded under her arm");
  });
});

describe("a playground request is told as a day at the playground", () => {
  it.each([
    "Playing on the swings",
    "Going to the playground",
    "Ir a los columpios",
    "Jugar en el parque con los columpios",
    "Ir al parque a jugar en los columpios",
    "Going down the slide at the playground",
    "Jugar en la resbaladilla",
    "Swinging at the park",
    "Hacer un castillo en el arenero del parque",
    "Ir a los juegos del parque",
  ])("tells %j as the playground", (phrase) => {
    expect(unknownActivityMessage(phrase)).toBeUndefined();
    expect(themeFor(phrase)?.id).toBe("playground");
  });

  it.each([
    ["Playing on the swings", /\bswing\b/, /columpi/],
    ["Ir a los columpios", /\bswing\b/, /columpi/],
    ["Going down the slide", /\bslide\b/, /resbaladilla/],
    ["Subirse a la resbaladilla", /\bslide\b/, /resbaladilla/],
    ["Playing in the sandbox", /\bsandbox\b/, /arenero/],
  ])("tells %j with that ride on page 7 of every story, in both languages", (phrase, thing, cosa) => {
    for (let id = 0; id < 12; id++) {
      const page = story(phrase, id).pages[6]!;
      expect(page.storyText, `story ${id}`).toMatch(thing);
      expect(page.spanishText, `story ${id}`).toMatch(cosa);
    }
  });

  it("keeps the park's walk, picnic and kites as they were told", () => {
    for (const [phrase, arc] of <[string, string][]>[
      ["Jugar en el parque", "park-walk"],
      ["A walk in the park", "park-walk"],
      ["Picnic in the park", "picnic"],
      ["Un paseo a la plaza", "picnic"],
      ["Flying kites at the park", "kites"],
      ["Volar papalotes en el parque", "kites"],
    ])
      expect(themeFor(phrase)?.id, phrase).toBe(arc);
    for (const text of english(story("A walk in the park", 3))) expect(text).not.toMatch(/\b(swings?|slide|sandbox|playground)\b/);
  });

  it.each([
    "Jugar en el sube y baja del parque",
    "Riding the seesaw at the playground",
    "Going down the water slide at the pool",
    "Swinging on the monkey bars",
  ])("still refuses %j, which it has no drawing for, naming the playground first", (phrase) => {
    expect(themeFor(phrase)).toBeUndefined();
    expect(nearestThemes(phrase)[0]?.id).toBe("playground");
  });

  it("tells a playground after school as the playground, and a sandbox as the park's, not the beach's", () => {
    for (const phrase of ["A trip to the playground after school", "Ir a los columpios después de la escuela", "Building sandcastles in the sandbox"])
      expect(themeFor(phrase)?.id, phrase).toBe("playground");
    for (const text of english(story("Building sandcastles in the sandbox", 4))) expect(text).not.toMatch(/\b(beach|sea|swimsuit)\b/);
    expect(themeFor("Making a sandcastle at the beach")?.id).toBe("beach");
    expect(themeFor("Going to school after the playground")?.id).toBe("school");
  });

  it("tells a piñata swung at as the piñata, not the swings", () => {
    expect(themeFor("Swinging at the piñata")?.id).not.toBe("playground");
  });
});

describe("a day Abuelita is unwell stays at home", () => {
  it("ends every story of her cold with its own celebration in the garden, never dancing in the plaza or going to the market", () => {
    for (let id = 0; id < 24; id++) {
      const told = story(id % 2 ? "Cuidar a Abuelita que está enferma" : "Taking care of Abuelita when she is sick", id);
      expect(told.pages[7]!.storyText, `story ${id}`).toContain("the neighbors brought her soup and flowers");
      expect(told.pages[7]!.spanishText, `story ${id}`).not.toMatch(/bail|plaza|mercado/);
    }
  });
});

describe("a baby sister or girl cousin is spoken of as a girl", () => {
  it.each([
    ["Getting ready for Pepita's baby sister", /\b(el|del|al) hermanita\b/],
    ["Preparar todo para la primita", /\b(el|del|al) primita\b/],
  ])("never says %j with a boy's article in Spanish", (phrase, slip) => {
    for (let id = 0; id < 16; id++) for (const text of spanish(story(phrase, id))) expect(text).not.toMatch(slip);
  });
});

describe("a refusal for washing or swimming names the arcs with soap or water", () => {
  it.each(["Washing the car", "Lavar el coche"])("refuses %j naming the tidying and no needlework", (phrase) => {
    expect(themeFor(phrase)).toBeUndefined();
    const named = nearestThemes(phrase).map(({ id }) => id);
    expect(named[0], named.join(", ")).toBe("chores");
    expect(named, named.join(", ")).not.toContain("sewing");
  });

  it.each(["Swimming in the river", "Ir a nadar al río"])("refuses %j naming the beach first", (phrase) => {
    expect(themeFor(phrase)).toBeUndefined();
    expect(nearestThemes(phrase)[0]?.id).toBe("beach");
  });
});

describe("Pepita takes the news as page 1 left her", () => {
  it("is a little nervous about the doctor on page 2 too, never squealing or jumping for joy", () => {
    for (let id = 0; id < 12; id++) {
      const told = story("Visiting the doctor for a checkup", id);
      expect(told.pages[0]!.storyText).toContain("a little nervous");
      expect(told.pages[1]!.storyText).toContain("held Abuelita's hand a little tighter");
      expect(told.pages[1]!.spanishText).toContain("le apretó la mano a Abuelita");
    }
  });
});

describe("a wait in line is for the ride the story takes", () => {
  it("never queues for the Ferris wheel on a day that rides the carousel, plays lotería or eats churros", () => {
    for (const phrase of ["Riding the carousel at the fair", "Jugar lotería en la feria", "Churros at the fair"])
      for (let id = 0; id < 24; id++) expect(story(phrase, id).pages[4]!.storyText, `${phrase} ${id}`).not.toContain("line for the ferris wheel");
  });
});
