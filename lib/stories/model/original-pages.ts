import descriptions from "@/lib/stories/content/original-descriptions.json";

// The original ten-page coloring story of Abuelita and Pepita: one illustration per page
// (black-and-white SVGs in /public/original-story) with a read-aloud caption in both languages,
// and what each picture shows in both (lib/stories/content/original-descriptions.json).

export type OriginalStoryPage = {
  id: number;
  title: string;
  titleSpanish: string;
  image: string;
  caption: string;
  captionSpanish: string;
  /** What the picture shows, said in words: its alt text and what 'Describe the picture' says. */
  descriptionEn: string;
  descriptionEs: string;
};

const DESCRIPTIONS: Record<string, { en: string; es: string }> = descriptions;

function described(page: Omit<OriginalStoryPage, "descriptionEn" | "descriptionEs">): OriginalStoryPage {
  const description = DESCRIPTIONS[String(page.id)];
  if (!description) throw new Error(`The original story's page ${page.id} has no picture description`);
  return { ...page, descriptionEn: description.en, descriptionEs: description.es };
}

export const ORIGINAL_STORY_PAGES: readonly OriginalStoryPage[] = (
  [
    {
      id: 1,
      title: "The Weekly Arrival",
      titleSpanish: "La visita de cada semana",
      image: "/original-story/01-weekly-arrival.svg",
      caption:
        "Every week, Abuelita comes up the path with a basket full of warm pan dulce. The moment Pepita sees her, she runs out the door with her braids flying, ready for the biggest hug of the week!",
      captionSpanish:
        "Cada semana, Abuelita llega por el caminito con su canasta llena de pan dulce calientito. En cuanto Pepita la ve, sale corriendo por la puerta con las trenzas al aire, lista para darle el abrazo más grande de la semana.",
    },
    {
      id: 2,
      title: "Making Hot Chocolate Magic",
      titleSpanish: "La magia del chocolate caliente",
      image: "/original-story/02-hot-chocolate.svg",
      caption:
        "Abuelita drops a round tablet of chocolate into the clay pot while Pepita twirls the wooden molinillo. Round and round it goes until the chocolate is sweet and frothy. “The foam is where the magic is,” Abuelita whispers.",
      captionSpanish:
        "Abuelita echa una tablilla de chocolate a la olla de barro mientras Pepita le da vueltas al molinillo de madera. Gira y gira hasta que el chocolate queda dulce y espumosito. “En la espuma está la magia”, le dice Abuelita en secreto.",
    },
    {
      id: 3,
      title: "Empanada Lesson",
      titleSpanish: "Aprendiendo a hacer empanadas",
      image: "/original-story/03-empanada-lesson.svg",
      caption:
        "On the kitchen table there is dough, a rolling pin and a bowl of sweet filling. Abuelita shows Pepita how to fold each empanada into a little half moon and press the edges closed. Pepita’s first one comes out a bit crooked, and Abuelita says it is the tastiest of all.",
      captionSpanish:
        "En la mesa de la cocina hay masa, un rodillo y un tazón de relleno dulce. Abuelita le enseña a Pepita a doblar cada empanada como una media lunita y a cerrarle bien las orillas. La primera de Pepita sale un poquito chueca, y Abuelita dice que es la más sabrosa de todas.",
    },
    {
      id: 4,
      title: "Garden of Marigolds",
      titleSpanish: "El jardín de cempasúchil",
      image: "/original-story/04-garden-of-marigolds.svg",
      caption:
        "In the garden, Abuelita waters the new flowers with her big watering can while Pepita carries a little marigold in its pot. The orange cempasúchil will bloom just in time for Día de Muertos. “Their bright color helps our loved ones find their way home,” Abuelita says.",
      captionSpanish:
        "En el jardín, Abuelita riega las flores nuevas con su regadera grande mientras Pepita carga una macetita de cempasúchil. Las flores anaranjadas van a abrir justo a tiempo para el Día de Muertos. “Su color tan vivo les ayuda a nuestros seres queridos a encontrar el camino a casa”, dice Abuelita.",
    },
    {
      id: 5,
      title: "Sugar Skull Decorating",
      titleSpanish: "Decorando calaveritas de azúcar",
      image: "/original-story/05-sugar-skulls.svg",
      caption:
        "Next to the ofrenda, Pepita pipes icing onto a sugar skull, one careful dot at a time. Abuelita holds up one she has already finished, covered in flowers and swirls. They make one for every person in the family they want to remember.",
      captionSpanish:
        "Junto a la ofrenda, Pepita decora una calaverita de azúcar con betún, puntito por puntito. Abuelita le enseña una que ya terminó, llena de flores y remolinos. Hacen una para cada persona de la familia que quieren recordar.",
    },
    {
      id: 6,
      title: "Sunset Stories",
      titleSpanish: "Cuentos al atardecer",
      image: "/original-story/06-sunset-stories.svg",
      caption:
        "When the sun goes down, Abuelita and Pepita sit together on the porch bench, holding hands. Abuelita tells the old story of the rabbit who lives on the moon. Pepita listens with wide eyes and asks to hear it one more time.",
      captionSpanish:
        "Cuando se mete el sol, Abuelita y Pepita se sientan juntitas en la banca del corredor, tomadas de la mano. Abuelita le cuenta la leyenda del conejo que vive en la luna. Pepita la escucha con los ojos bien abiertos y le pide que se la cuente otra vez.",
    },
    {
      id: 7,
      title: "Learning to Dance",
      titleSpanish: "Aprendiendo a bailar",
      image: "/original-story/07-learning-to-dance.svg",
      caption:
        "Abuelita holds out her wide skirt and shows Pepita a folklórico step: a little stamp of the heel, then a swish of the skirt! Pepita copies her, and their skirts swirl like big colorful flowers. The whole patio fills with music and laughter.",
      captionSpanish:
        "Abuelita extiende su falda amplia y le enseña a Pepita un paso de baile folklórico: ¡un zapateadito y luego a mover la falda! Pepita la imita, y sus faldas vuelan como grandes flores de colores. Todo el patio se llena de música y de risas.",
    },
    {
      id: 8,
      title: "Tortilla Time",
      titleSpanish: "Hora de hacer tortillas",
      image: "/original-story/08-tortilla-time.svg",
      caption:
        "Pepita flattens each ball of masa in the tortilla press, pushing down with all her might. Abuelita flips the tortillas on the hot comal until they puff up like little pillows. Nothing smells better than fresh tortillas!",
      captionSpanish:
        "Pepita aplana cada bolita de masa con la prensa, empujando con todas sus fuerzas. Abuelita voltea las tortillas en el comal caliente hasta que se inflan como almohaditas. ¡No hay nada que huela más rico que las tortillas recién hechas!",
    },
    {
      id: 9,
      title: "Market Adventure",
      titleSpanish: "Aventura en el mercado",
      image: "/original-story/09-market-adventure.svg",
      caption:
        "At the mercado, the stalls are piled high with oranges, watermelon, pineapples, bananas and corn, and papel picado and piñatas sway overhead. Pepita holds up the ripest mango she can find. Abuelita smiles and fills her market bag for the week.",
      captionSpanish:
        "En el mercado, los puestos están llenos de naranjas, sandías, piñas, plátanos y elotes, y arriba se mecen el papel picado y las piñatas. Pepita levanta el mango más maduro que encontró. Abuelita sonríe y llena su bolsa del mandado para toda la semana.",
    },
    {
      id: 10,
      title: "Bedtime Blessing",
      titleSpanish: "La bendición de las buenas noches",
      image: "/original-story/10-bedtime-blessing.svg",
      caption:
        "The moon and stars peek through the window as Abuelita tucks Pepita and her teddy bear into bed. She makes the sign of the cross over her and whispers, “God bless you, mi niña.” Pepita drifts off to sleep, already dreaming of next week’s visit.",
      captionSpanish:
        "La luna y las estrellas se asoman por la ventana mientras Abuelita arropa a Pepita y a su osito. Le da la bendición y le susurra: “Que Dios te bendiga, mi niña”. Pepita se queda dormida, soñando ya con la visita de la próxima semana.",
    },
  ] satisfies Omit<OriginalStoryPage, "descriptionEn" | "descriptionEs">[]
).map(described);
