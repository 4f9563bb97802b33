import type { PropId } from "@/lib/story-writing/scene/lexicon";
import type { Pose, Setting } from "@/lib/story-writing/scene/plan";

// The activities the offline writer knows how to tell, each in both languages: what they do,
// where, with what, what can go a little wrong and how it ends. An activity nobody listed is
// told through the generic theme, with the request's own words only in the English text.

export type Bi = { en: string; es: string };

export type Hiccup = Bi & { fix: Bi; action: string; props: PropId[]; setting?: Setting };

export type Theme = {
  id: string;
  match: RegExp;
  /** Title noun phrase: "Pan Dulce", "Día de pan dulce". */
  title: Bi;
  /** After "we are going to" / "vamos a". */
  verb: Bi;
  home: Setting;
  away?: Setting;
  gather: PropId[];
  /** The activity itself: one is chosen per story. */
  doing: (Bi & { pose: Pose; props: PropId[]; action: string })[];
  hiccups: Hiccup[];
  /** What they have at the end. */
  result: Bi;
  celebrate: PropId[];
};

const theme = (t: Theme) => t;

export const THEMES: Theme[] = [
  theme({
    id: "baking",
    match: /bak|pan dulce|concha|bread|cookie|pastry|oven/i,
    title: { en: "Pan Dulce", es: "pan dulce" },
    verb: { en: "bake pan dulce", es: "hornear pan dulce" },
    home: "kitchen",
    away: "bakery",
    gather: ["mixing-bowl", "rolling-pin", "baking-tray"],
    doing: [
      {
        en: "They rolled the dough into little balls and pressed a shell pattern on each one. Soon the conchas were puffing up in the oven.",
        es: "Hicieron bolitas de masa y a cada una le marcaron un dibujo de concha. Pronto las conchas se inflaban en el horno.",
        pose: "working",
        props: ["dough", "rolling-pin", "conchas"],
        action: "rolling dough into conchas at the table",
      },
      {
        en: "Pepita sprinkled sugar on every piece of pan dulce while Abuelita watched the oven. The kitchen smelled of cinnamon.",
        es: "Pepita espolvoreó azúcar sobre cada pan mientras Abuelita cuidaba el horno. La cocina olía a canela.",
        pose: "working",
        props: ["baking-tray", "pan-dulce", "wooden-spoon"],
        action: "sprinkling sugar on the pan dulce",
      },
    ],
    hiccups: [
      {
        en: "Then Pepita sneezed right into the flour, and a white cloud covered her nose!",
        es: "¡Entonces Pepita estornudó justo encima de la harina y una nube blanca le cubrió la nariz!",
        fix: {
          en: "They laughed, dusted off, and measured the flour again, slowly this time.",
          es: "Se rieron, se sacudieron y midieron la harina otra vez, ahora despacito.",
        },
        action: "Pepita with flour on her nose, both laughing",
        props: ["mixing-bowl", "dough"],
      },
      {
        en: "Then they saw that the sugar jar was empty!",
        es: "¡Entonces vieron que el frasco del azúcar estaba vacío!",
        fix: {
          en: "They walked to the panadería, and the baker gave them a little bag of sugar.",
          es: "Fueron caminando a la panadería y el panadero les regaló una bolsita de azúcar.",
        },
        action: "asking the baker for sugar",
        props: ["pan-dulce", "basket"],
        setting: "bakery",
      },
    ],
    result: { en: "a tray of warm conchas", es: "una charola de conchas calientitas" },
    celebrate: ["conchas", "hot-chocolate"],
  }),
  theme({
    id: "cooking",
    match: /cook|tamal|tortilla|soup|meal|dinner|recipe|mole|frijol|bean/i,
    title: { en: "Tamales", es: "tamales" },
    verb: { en: "cook tamales for the family", es: "preparar tamales para la familia" },
    home: "kitchen",
    away: "market",
    gather: ["clay-pot", "corn", "wooden-spoon"],
    doing: [
      {
        en: "Pepita spread masa on each corn husk and Abuelita folded them. The big pot began to bubble.",
        es: "Pepita untaba masa en cada hoja de maíz y Abuelita las doblaba. La olla grande empezó a hervir.",
        pose: "working",
        props: ["tamales", "clay-pot", "dough"],
        action: "spreading masa on corn husks at the table",
      },
      {
        en: "They patted tortillas and laid them on the hot comal, one, two, three. Pepita flipped them with quick fingers.",
        es: "Palmearon tortillas y las pusieron en el comal caliente, una, dos, tres. Pepita les daba la vuelta con dedos rápidos.",
        pose: "working",
        props: ["comal", "tortillas", "clay-pot"],
        action: "making tortillas on the comal",
      },
    ],
    hiccups: [
      {
        en: "Then the pot began to bubble over with a loud hiss!",
        es: "¡Entonces la olla empezó a derramarse con un silbido fuerte!",
        fix: {
          en: "Pepita remembered what to do and brought the big spoon so Abuelita could stir it down.",
          es: "Pepita recordó qué hacer y le trajo la cuchara grande a Abuelita para calmar el hervor.",
        },
        action: "stirring the bubbling pot together",
        props: ["clay-pot", "wooden-spoon"],
      },
      {
        en: "Then they found there was no more corn for the masa.",
        es: "Entonces se dieron cuenta de que ya no quedaba maíz para la masa.",
        fix: {
          en: "They hurried to the market, and the corn seller picked the best ears for them.",
          es: "Fueron de prisa al mercado y la marchanta les escogió los mejores elotes.",
        },
        action: "choosing corn at a market stall",
        props: ["corn", "basket"],
        setting: "market",
      },
    ],
    result: { en: "a steaming pot of tamales", es: "una olla de tamales calientitos" },
    celebrate: ["tamales", "hot-chocolate"],
  }),
  theme({
    id: "day-of-the-dead",
    match: /muertos|dead|altar|ofrenda|calavera|skull/i,
    title: { en: "Ofrenda", es: "ofrenda" },
    verb: { en: "build an ofrenda for the family", es: "poner la ofrenda para la familia" },
    home: "living-room",
    away: "church-courtyard",
    gather: ["marigolds", "candles", "sugar-skulls"],
    doing: [
      {
        en: "They placed marigolds, candles and pan de muerto on the ofrenda. Abuelita told a story about each photo.",
        es: "Pusieron cempasúchiles, velas y pan de muerto en la ofrenda. Abuelita contó una historia de cada foto.",
        pose: "working",
        props: ["marigolds", "candles", "pan-dulce"],
        action: "arranging the ofrenda",
      },
      {
        en: "Pepita decorated sugar skulls with bright icing and wrote a name on each one.",
        es: "Pepita decoró calaveritas de azúcar con betún de colores y le puso un nombre a cada una.",
        pose: "working",
        props: ["sugar-skulls", "candles"],
        action: "decorating sugar skulls",
      },
    ],
    hiccups: [
      {
        en: "Then they noticed there were not enough marigolds for the arch.",
        es: "Entonces vieron que no alcanzaban los cempasúchiles para el arco.",
        fix: { en: "Pepita picked more from the garden, one bright flower at a time.", es: "Pepita cortó más en el jardín, una flor brillante a la vez." },
        action: "picking marigolds in the garden",
        props: ["marigolds", "basket"],
        setting: "garden",
      },
      {
        en: "Then a breeze made the candle flames dance and flicker.",
        es: "Entonces una brisa hizo bailar y temblar las llamitas de las velas.",
        fix: {
          en: "Pepita closed the window softly, and the little flames stood still again.",
          es: "Pepita cerró la ventana despacito, y las llamitas se quedaron quietas otra vez.",
        },
        action: "closing the window near the candles",
        props: ["candles"],
      },
    ],
    result: { en: "a beautiful ofrenda full of flowers", es: "una ofrenda preciosa llena de flores" },
    celebrate: ["marigolds", "candles"],
  }),
  theme({
    id: "posada",
    match: /christmas|navidad|posada|winter holiday|nochebuena|reyes/i,
    title: { en: "Posada", es: "posada" },
    verb: { en: "get ready for the posada", es: "prepararse para la posada" },
    home: "living-room",
    away: "street-at-night",
    gather: ["star-lantern", "candles", "pinata"],
    doing: [
      {
        en: "The neighbors walked from door to door with candles, singing. Pepita carried the paper star.",
        es: "Los vecinos caminaron de puerta en puerta con velas, cantando. Pepita llevaba la estrella de papel.",
        pose: "walking",
        props: ["star-lantern", "candles"],
        action: "walking in the posada with candles",
      },
      {
        en: "They hung the star piñata and everyone sang. Pepita took the first turn!",
        es: "Colgaron la piñata de estrella y todos cantaron. ¡Pepita pegó primero!",
        pose: "dancing",
        props: ["pinata", "star-lantern"],
        action: "swinging at the star piñata",
      },
    ],
    hiccups: [
      {
        en: "Then the paper star got a bent point.",
        es: "Entonces a la estrella de papel se le dobló una punta.",
        fix: { en: "Pepita smoothed it and glued it, and it shone like new.", es: "Pepita la alisó y la pegó, y quedó brillando como nueva." },
        action: "fixing the paper star",
        props: ["star-lantern", "scissors"],
      },
      {
        en: "Then the cold wind blew out a candle.",
        es: "Entonces el viento frío apagó una vela.",
        fix: {
          en: "Pepita cupped her hands around it while Abuelita lit it again.",
          es: "Pepita la cubrió con las manos mientras Abuelita la volvía a encender.",
        },
        action: "shielding a candle from the wind",
        props: ["candles"],
      },
    ],
    result: { en: "a posada full of songs", es: "una posada llena de canciones" },
    celebrate: ["hot-chocolate", "pinata"],
  }),
  theme({
    id: "fiesta",
    match: /celebrat|party|fiesta|birthday|cumplea|piñata|pinata|holiday/i,
    title: { en: "Fiesta", es: "fiesta" },
    verb: { en: "get everything ready for a family fiesta", es: "preparar todo para una fiesta familiar" },
    home: "patio",
    away: "plaza",
    gather: ["balloons", "papel-picado", "gift"],
    doing: [
      {
        en: "The cousins came and everyone took a turn at the piñata. When it broke, candy rained down!",
        es: "Llegaron los primos y todos le pegaron a la piñata por turnos. Cuando se rompió, ¡llovieron dulces!",
        pose: "dancing",
        props: ["pinata", "balloons"],
        action: "everyone cheering under the piñata",
      },
      {
        en: "Abuelita carried out the cake and everyone sang Las Mañanitas.",
        es: "Abuelita sacó el pastel y todos cantaron Las Mañanitas.",
        pose: "standing",
        props: ["cake", "balloons", "papel-picado"],
        action: "singing around the cake",
      },
    ],
    hiccups: [
      {
        en: "Then a balloon popped with a big BANG!",
        es: "¡Entonces un globo se reventó con un gran PUM!",
        fix: {
          en: "Pepita laughed first, and soon everyone was laughing too. She blew up a new balloon.",
          es: "Pepita se rió primero, y pronto todos se reían también. Infló un globo nuevo.",
        },
        action: "Pepita blowing up a new balloon",
        props: ["balloons"],
      },
      {
        en: "Then they saw that the piñata had no candy inside yet.",
        es: "Entonces vieron que la piñata todavía no tenía dulces adentro.",
        fix: {
          en: "Pepita ran to the corner store with Abuelita and they filled it together.",
          es: "Pepita fue con Abuelita a la tiendita de la esquina y la llenaron juntas.",
        },
        action: "filling the piñata with candy",
        props: ["pinata", "basket"],
      },
    ],
    result: { en: "the happiest fiesta", es: "la fiesta más alegre" },
    celebrate: ["cake", "pinata"],
  }),
  theme({
    id: "crafts",
    match: /craft|\bart|paint|draw|sew|knit|paper|picado|color/i,
    title: { en: "Papel Picado", es: "papel picado" },
    verb: { en: "make papel picado and paper flowers", es: "hacer papel picado y flores de papel" },
    home: "living-room",
    away: "patio",
    gather: ["tissue-paper", "scissors", "crayons"],
    doing: [
      {
        en: "They folded the tissue paper and cut tiny shapes. When Pepita opened it, a flower pattern appeared!",
        es: "Doblaron el papel de china y recortaron figuritas. Cuando Pepita lo abrió, ¡apareció un dibujo de flores!",
        pose: "working",
        props: ["tissue-paper", "scissors", "papel-picado"],
        action: "cutting papel picado at the table",
      },
      {
        en: "Pepita painted big paper flowers in every color while Abuelita tied them on a string.",
        es: "Pepita pintó flores de papel grandotas de todos colores mientras Abuelita las amarraba en un cordón.",
        pose: "working",
        props: ["paintbrush", "paper-flowers"],
        action: "painting paper flowers",
      },
    ],
    hiccups: [
      {
        en: "Then the cat jumped on the table and sat on the paper!",
        es: "¡Entonces el gato se subió a la mesa y se sentó sobre el papel!",
        fix: {
          en: "Pepita gave the cat a paper ball of its own, and it happily let go.",
          es: "Pepita le hizo al gato una bolita de papel para él solito, y el gato soltó el papel muy contento.",
        },
        action: "Pepita giving the cat a paper ball",
        props: ["cat", "tissue-paper"],
      },
      {
        en: "Then one flag tore right down the middle.",
        es: "Entonces una banderita se rompió justo a la mitad.",
        fix: {
          en: "Pepita turned the two halves into two tiny flags, and they looked even nicer.",
          es: "Pepita convirtió las dos mitades en dos banderitas, y quedaron aún más bonitas.",
        },
        action: "fixing a torn paper flag",
        props: ["papel-picado", "scissors"],
      },
    ],
    result: { en: "a long string of papel picado", es: "una tira larga de papel picado" },
    celebrate: ["papel-picado", "paper-flowers"],
  }),
  theme({
    id: "garden",
    match: /garden|plant|flower|seed|grow|marigold|jard/i,
    title: { en: "Garden", es: "jardín" },
    verb: { en: "plant seeds in the garden", es: "sembrar semillas en el jardín" },
    home: "garden",
    gather: ["seeds", "shovel", "watering-can"],
    doing: [
      {
        en: "Pepita dug small holes and dropped in three seeds each. Abuelita patted the soil down gently.",
        es: "Pepita cavó hoyitos y en cada uno echó tres semillas. Abuelita aplanó la tierra con cuidado.",
        pose: "kneeling",
        props: ["seeds", "shovel", "flower-pot"],
        action: "planting seeds in a row",
      },
      {
        en: "They watered the new row of marigolds until the soil was dark and soft.",
        es: "Regaron la nueva fila de cempasúchiles hasta que la tierra quedó oscura y suavecita.",
        pose: "kneeling",
        props: ["watering-can", "marigolds"],
        action: "watering a row of marigolds",
      },
    ],
    hiccups: [
      {
        en: "Then a hungry bird hopped over and started to peck at the seeds!",
        es: "¡Entonces un pajarito hambriento llegó brincando y empezó a picotear las semillas!",
        fix: {
          en: "Pepita shared a handful of crumbs with the bird, far from the garden row.",
          es: "Pepita le dio al pajarito un puñito de migajas, lejos de la fila del jardín.",
        },
        action: "Pepita feeding crumbs to a bird",
        props: ["birds", "seeds"],
      },
      {
        en: "Then they saw that the watering can had a little hole.",
        es: "Entonces vieron que la regadera tenía un agujerito.",
        fix: {
          en: "Pepita found an old clay pot to carry water in, and it worked perfectly.",
          es: "Pepita encontró una olla de barro vieja para llevar el agua, y funcionó de maravilla.",
        },
        action: "carrying water in a clay pot",
        props: ["watering-can", "clay-pot"],
      },
    ],
    result: { en: "a row of tiny green sprouts", es: "una fila de plantitas verdes" },
    celebrate: ["marigolds", "butterflies"],
  }),
  theme({
    id: "market",
    match: /market|shop|buy|tianguis|store|mercado/i,
    title: { en: "Market", es: "mercado" },
    verb: { en: "go shopping at the market", es: "ir de compras al mercado" },
    home: "market",
    gather: ["basket", "coin-purse"],
    doing: [
      {
        en: "At the fruit stall they chose a pineapple, bananas and the sweetest mangoes. Pepita paid with her own coins.",
        es: "En el puesto de fruta escogieron una piña, plátanos y los mangos más dulces. Pepita pagó con sus propias monedas.",
        pose: "standing",
        props: ["pineapple", "bananas", "mangoes"],
        action: "choosing fruit at a market stall",
      },
      {
        en: "They filled the basket with corn and chiles for the week. The seller gave Pepita a slice of watermelon.",
        es: "Llenaron la canasta con elotes y chiles para la semana. La marchanta le regaló a Pepita una rebanada de sandía.",
        pose: "standing",
        props: ["corn", "chiles", "watermelon"],
        action: "filling the basket at a vegetable stall",
      },
    ],
    hiccups: [
      {
        en: "Then the basket handle slipped, and oranges rolled all over the ground!",
        es: "¡Entonces se resbaló el asa de la canasta y las naranjas rodaron por todo el suelo!",
        fix: {
          en: "Pepita chased every orange and counted them back into the basket.",
          es: "Pepita alcanzó cada naranja y las fue contando al meterlas en la canasta.",
        },
        action: "Pepita picking up rolling oranges",
        props: ["oranges", "basket"],
      },
      {
        en: "Then Abuelita could not find her coin purse anywhere.",
        es: "Entonces Abuelita no encontraba su monedero por ningún lado.",
        fix: {
          en: "Pepita giggled and pointed: it was in Abuelita's apron pocket all along!",
          es: "Pepita se rió y señaló: ¡estaba en la bolsa del mandil de Abuelita!",
        },
        action: "Pepita pointing at Abuelita's apron pocket",
        props: ["coin-purse", "basket"],
      },
    ],
    result: { en: "a basket full of fruit", es: "una canasta llena de fruta" },
    celebrate: ["market-fruit", "watermelon"],
  }),
  theme({
    id: "music",
    match: /danc|music|sing|song|guitar|baile|band|mariachi/i,
    title: { en: "Music and Dancing", es: "música y baile" },
    verb: { en: "learn a dance from Abuelita's village", es: "aprender un baile del pueblo de Abuelita" },
    home: "living-room",
    away: "plaza",
    gather: ["guitar", "maracas", "rebozo"],
    doing: [
      {
        en: "Abuelita held her skirt wide and showed the steps. Pepita twirled and stamped, tap, tap, tap!",
        es: "Abuelita abrió su falda y le enseñó los pasos. Pepita giraba y zapateaba, ¡tap, tap, tap!",
        pose: "dancing",
        props: ["music-notes", "rebozo"],
        action: "dancing the folk steps together",
      },
      {
        en: "Pepita shook the maracas while Abuelita strummed the guitar and sang.",
        es: "Pepita sacudía las maracas mientras Abuelita tocaba la guitarra y cantaba.",
        pose: "sitting",
        props: ["guitar", "maracas", "music-notes"],
        action: "playing music together",
      },
    ],
    hiccups: [
      {
        en: "Then a guitar string went twang and snapped!",
        es: "¡Entonces una cuerda de la guitarra hizo tuiiing y se rompió!",
        fix: { en: "Pepita clapped the rhythm with her hands, and the song went on.", es: "Pepita marcó el ritmo con las palmas, y la canción siguió." },
        action: "Pepita clapping the rhythm",
        props: ["guitar", "music-notes"],
      },
      {
        en: "Then Pepita's feet got all tangled in the new steps.",
        es: "Entonces los pies de Pepita se enredaron con los pasos nuevos.",
        fix: {
          en: "Abuelita counted slowly, uno, dos, tres, until the steps came right.",
          es: "Abuelita contó despacito, uno, dos, tres, hasta que los pasos salieron bien.",
        },
        action: "practising the steps slowly",
        props: ["music-notes"],
      },
    ],
    result: { en: "a dance they could share with everyone", es: "un baile para compartir con todos" },
    celebrate: ["music-notes", "papel-picado"],
  }),
  theme({
    id: "beach",
    match: /beach|sea|ocean|playa|sand|swim|shell/i,
    title: { en: "Beach", es: "playa" },
    verb: { en: "spend the day at the beach", es: "pasar el día en la playa" },
    home: "beach",
    gather: ["sand-bucket", "sun-hat", "basket"],
    doing: [
      {
        en: "They built a sand castle with towers and a moat. Pepita decorated it with seashells.",
        es: "Hicieron un castillo de arena con torres y un foso. Pepita lo adornó con conchitas de mar.",
        pose: "kneeling",
        props: ["sand-bucket", "seashells"],
        action: "building a sand castle",
      },
      {
        en: "They walked along the water and filled the bucket with pretty seashells.",
        es: "Caminaron por la orilla y llenaron la cubeta de conchitas bonitas.",
        pose: "walking",
        props: ["seashells", "sand-bucket"],
        action: "collecting seashells by the water",
      },
    ],
    hiccups: [
      {
        en: "Then a wave rolled up and carried away Pepita's sun hat!",
        es: "¡Entonces una ola subió y se llevó el sombrero de Pepita!",
        fix: {
          en: "Pepita waited for the next wave, and it brought the hat right back.",
          es: "Pepita esperó la siguiente ola, y la ola le devolvió el sombrero.",
        },
        action: "Pepita catching her sun hat from a wave",
        props: ["sun-hat"],
      },
      {
        en: "Then a wave knocked down one tower of the castle.",
        es: "Entonces una ola tumbó una torre del castillo.",
        fix: { en: "Pepita built it again, farther from the water.", es: "Pepita la construyó otra vez, más lejos del agua." },
        action: "rebuilding the sand castle",
        props: ["sand-bucket"],
      },
    ],
    result: { en: "a bucket of treasures from the sea", es: "una cubeta de tesoros del mar" },
    celebrate: ["seashells", "watermelon"],
  }),
  theme({
    id: "kites",
    match: /kite|papalote|\bfly/i,
    title: { en: "Kite", es: "papalote" },
    verb: { en: "make a kite and fly it in the plaza", es: "hacer un papalote y volarlo en la plaza" },
    home: "plaza",
    away: "patio",
    gather: ["kite", "tissue-paper", "scissors"],
    doing: [
      {
        en: "Pepita ran across the plaza and the kite rose high into the sky. Abuelita held the string with her.",
        es: "Pepita corrió por la plaza y el papalote subió alto, alto. Abuelita sostuvo el hilo con ella.",
        pose: "walking",
        props: ["kite"],
        action: "flying the kite in the plaza",
      },
      {
        en: "They glued a long tail of paper bows to the kite and let it dance in the breeze.",
        es: "Le pegaron al papalote una cola larga de moñitos de papel y lo dejaron bailar con la brisa.",
        pose: "standing",
        props: ["kite", "tissue-paper"],
        action: "letting the kite dance in the breeze",
      },
    ],
    hiccups: [
      {
        en: "Then the kite got caught in the branches of a tree!",
        es: "¡Entonces el papalote se atoró en las ramas de un árbol!",
        fix: {
          en: "Pepita tugged the string gently, this way and that, until it floated free.",
          es: "Pepita jaló el hilo con cuidado, para acá y para allá, hasta que se soltó.",
        },
        action: "freeing the kite from a tree",
        props: ["kite", "orange-tree"],
      },
      {
        en: "Then the breeze stopped, and the kite fell flat on the ground.",
        es: "Entonces la brisa se detuvo, y el papalote cayó al suelo.",
        fix: {
          en: "Pepita waited and watched the leaves. When they moved, she ran, and up it went!",
          es: "Pepita esperó mirando las hojas. Cuando se movieron, corrió, ¡y el papalote subió!",
        },
        action: "waiting for the wind with the kite",
        props: ["kite"],
      },
    ],
    result: { en: "a kite that touched the clouds", es: "un papalote que tocó las nubes" },
    celebrate: ["kite", "balloons"],
  }),
  theme({
    id: "snow",
    match: /snow|nieve|snowman|cold|ice/i,
    title: { en: "Snowman", es: "muñeco de nieve" },
    verb: { en: "build a snowman in the patio", es: "hacer un muñeco de nieve en el patio" },
    home: "patio",
    gather: ["snowman", "rebozo"],
    doing: [
      {
        en: "They rolled three snowballs, big, medium and small, and stacked them up. Pepita gave the snowman Abuelita's old hat.",
        es: "Hicieron tres bolas de nieve, grande, mediana y chiquita, y las apilaron. Pepita le puso al muñeco el sombrero viejo de Abuelita.",
        pose: "standing",
        props: ["snowman"],
        action: "building a snowman",
      },
      {
        en: "Pepita made a snowman with pebble eyes and a carrot nose, and Abuelita wrapped her rebozo around its neck.",
        es: "Pepita hizo un muñeco de nieve con ojos de piedritas y nariz de zanahoria, y Abuelita le puso su rebozo en el cuello.",
        pose: "standing",
        props: ["snowman", "rebozo"],
        action: "dressing the snowman",
      },
    ],
    hiccups: [
      {
        en: "Then the snowman's head rolled right off!",
        es: "¡Entonces la cabeza del muñeco se cayó rodando!",
        fix: {
          en: "Pepita patted more snow around its neck, and the head stayed on.",
          es: "Pepita le puso más nieve en el cuello, y la cabeza se quedó en su lugar.",
        },
        action: "putting the snowman's head back",
        props: ["snowman"],
      },
      {
        en: "Then Pepita's fingers got very cold.",
        es: "Entonces a Pepita se le enfriaron mucho los dedos.",
        fix: { en: "Abuelita brought a mug of hot chocolate to warm her hands.", es: "Abuelita le trajo una taza de chocolate para calentarle las manos." },
        action: "warming hands on hot chocolate",
        props: ["hot-chocolate", "snowman"],
      },
    ],
    result: { en: "the friendliest snowman on the street", es: "el muñeco de nieve más simpático de la calle" },
    celebrate: ["snowman", "hot-chocolate"],
  }),
  theme({
    id: "reading",
    match: /\bread|book|story|stories|library|cuento|libro/i,
    title: { en: "Storybook", es: "cuentos" },
    verb: { en: "read Abuelita's old storybooks", es: "leer los cuentos viejos de Abuelita" },
    home: "living-room",
    away: "classroom",
    gather: ["book", "blanket", "lamp"],
    doing: [
      {
        en: "They read about a clever rabbit who lived on the moon. Pepita read the short words all by herself.",
        es: "Leyeron sobre un conejo muy listo que vivía en la luna. Pepita leyó las palabras cortitas ella solita.",
        pose: "reading",
        props: ["book", "rabbit"],
        action: "reading a storybook together",
      },
      {
        en: "Pepita turned the pages and made up voices for every animal. Abuelita laughed until her glasses slipped.",
        es: "Pepita pasaba las páginas e inventaba voces para cada animal. Abuelita se rió tanto que se le resbalaron los lentes.",
        pose: "reading",
        props: ["book", "lamp"],
        action: "reading aloud with funny voices",
      },
    ],
    hiccups: [
      {
        en: "Then they found that the last page of the book was missing!",
        es: "¡Entonces vieron que al libro le faltaba la última página!",
        fix: { en: "Pepita thought hard and invented her own happy ending.", es: "Pepita pensó mucho e inventó su propio final feliz." },
        action: "Pepita telling her own ending",
        props: ["book"],
      },
      {
        en: "Then the lamp flickered and went out.",
        es: "Entonces la lámpara parpadeó y se apagó.",
        fix: {
          en: "Pepita opened the curtains wide, and the daylight was just right for reading.",
          es: "Pepita abrió bien las cortinas, y la luz del día quedó perfecta para leer.",
        },
        action: "opening the curtains for light",
        props: ["lamp", "book"],
      },
    ],
    result: { en: "a new favorite story", es: "un nuevo cuento favorito" },
    celebrate: ["book", "hot-chocolate"],
  }),
  theme({
    id: "pets",
    match: /\bpets?\b|\bcats?\b|dog|puppy|kitten|animal|chicken|gato|perro/i,
    title: { en: "Pet Care", es: "mascotas" },
    verb: { en: "take care of the animals in the patio", es: "cuidar a los animalitos del patio" },
    home: "patio",
    away: "garden",
    gather: ["dog", "cat", "chickens"],
    doing: [
      {
        en: "Pepita scattered corn for the chickens and filled the dog's bowl with fresh water.",
        es: "Pepita les echó maíz a las gallinas y le llenó al perro su plato con agua fresca.",
        pose: "standing",
        props: ["chickens", "corn", "dog"],
        action: "feeding the chickens",
      },
      {
        en: "They brushed the dog until its fur was shiny, and the cat waited for its turn.",
        es: "Cepillaron al perro hasta que su pelo brilló, y el gato esperó su turno.",
        pose: "kneeling",
        props: ["dog", "cat"],
        action: "brushing the dog",
      },
    ],
    hiccups: [
      {
        en: "Then the puppy ran off with Abuelita's slipper!",
        es: "¡Entonces el perrito salió corriendo con la pantufla de Abuelita!",
        fix: {
          en: "Pepita traded him a ball, and he dropped the slipper right away.",
          es: "Pepita le cambió la pantufla por una pelota, y la soltó enseguida.",
        },
        action: "trading the puppy a ball",
        props: ["puppy", "ball"],
      },
      {
        en: "Then one little chicken slipped out of the yard.",
        es: "Entonces una gallinita se salió del corral.",
        fix: { en: "Pepita clucked softly and the chicken followed her home.", es: "Pepita cacareó suavecito y la gallinita la siguió de vuelta." },
        action: "leading a chicken back",
        props: ["chickens"],
        setting: "garden",
      },
    ],
    result: { en: "happy, well-fed animals", es: "unos animalitos felices y bien comidos" },
    celebrate: ["dog", "cat"],
  }),
  theme({
    id: "school",
    match: /school|class|learn|escuela|teacher|lesson/i,
    title: { en: "School", es: "escuela" },
    verb: { en: "visit Pepita's classroom for show and tell", es: "visitar el salón de Pepita para mostrar algo especial" },
    home: "classroom",
    gather: ["book", "crayons", "chalkboard"],
    doing: [
      {
        en: "Abuelita showed the class how to fold a paper bird, and Pepita helped every friend.",
        es: "Abuelita le enseñó a la clase a doblar un pajarito de papel, y Pepita ayudó a cada amigo.",
        pose: "working",
        props: ["chalkboard", "tissue-paper"],
        action: "folding paper birds with the class",
      },
      {
        en: "Pepita drew her family on the chalkboard while Abuelita told the class about her village.",
        es: "Pepita dibujó a su familia en el pizarrón mientras Abuelita le contaba a la clase de su pueblo.",
        pose: "standing",
        props: ["chalkboard", "crayons"],
        action: "drawing on the chalkboard",
      },
    ],
    hiccups: [
      {
        en: "Then Pepita felt shy in front of everyone.",
        es: "Entonces a Pepita le dio pena enfrente de todos.",
        fix: {
          en: "Abuelita winked, Pepita took a deep breath, and her words came out clear.",
          es: "Abuelita le guiñó un ojo, Pepita respiró hondo, y sus palabras salieron clarititas.",
        },
        action: "Pepita speaking to the class",
        props: ["chalkboard"],
      },
      {
        en: "Then the crayons spilled all over the floor.",
        es: "Entonces las crayolas se regaron por todo el piso.",
        fix: { en: "Pepita made it a game: who can find the blue one first?", es: "Pepita lo convirtió en juego: ¿quién encuentra primero la azul?" },
        action: "picking up crayons",
        props: ["crayons"],
      },
    ],
    result: { en: "a classroom full of new friends", es: "un salón lleno de nuevos amigos" },
    celebrate: ["book", "crayons"],
  }),
  theme({
    id: "chores",
    match: /care|clean|chore|laundry|wash|tidy|daily|sweep|house/i,
    title: { en: "Helping Hands", es: "manos que ayudan" },
    verb: { en: "tidy the house together", es: "arreglar la casa juntas" },
    home: "patio",
    away: "living-room",
    gather: ["broom", "laundry-basket"],
    doing: [
      {
        en: "They hung the clean sheets on the line, and the wind made them flap like sails.",
        es: "Colgaron las sábanas limpias en el tendedero, y el viento las hacía ondear como velas de barco.",
        pose: "working",
        props: ["laundry-basket"],
        action: "hanging laundry on the line",
      },
      {
        en: "Pepita swept the patio in long strokes while Abuelita watered the pots.",
        es: "Pepita barrió el patio con escobazos largos mientras Abuelita regaba las macetas.",
        pose: "working",
        props: ["broom", "flower-pot", "watering-can"],
        action: "sweeping the patio",
      },
    ],
    hiccups: [
      {
        en: "Then a sock went missing from the laundry basket.",
        es: "Entonces desapareció un calcetín de la canasta de ropa.",
        fix: { en: "Pepita found it: the cat was sleeping on it!", es: "Pepita lo encontró: ¡el gato estaba dormido encima!" },
        action: "finding the sock under the cat",
        props: ["cat", "laundry-basket"],
      },
      {
        en: "Then the broom's handle came loose.",
        es: "Entonces se aflojó el palo de la escoba.",
        fix: {
          en: "Pepita held it steady while Abuelita tied it tight with string.",
          es: "Pepita la sostuvo firme mientras Abuelita la amarraba con un cordón.",
        },
        action: "fixing the broom together",
        props: ["broom"],
      },
    ],
    result: { en: "a clean, cozy home", es: "una casa limpia y acogedora" },
    celebrate: ["flower-pot", "hot-chocolate"],
  }),
  theme({
    id: "picnic",
    match: /picnic|park|plaza|walk|paseo|church|mass|iglesia/i,
    title: { en: "Plaza", es: "plaza" },
    verb: { en: "take a walk to the plaza", es: "dar un paseo a la plaza" },
    home: "plaza",
    away: "church-courtyard",
    gather: ["basket", "ball"],
    doing: [
      {
        en: "They sat under the big tree and shared fruit from the basket while the church bell rang.",
        es: "Se sentaron bajo el árbol grande a compartir la fruta de la canasta mientras sonaba la campana de la iglesia.",
        pose: "sitting",
        props: ["basket", "market-fruit", "bell"],
        action: "sharing a picnic under a tree",
      },
      {
        en: "Pepita fed the pigeons and played ball with the neighbors' children.",
        es: "Pepita les dio de comer a las palomas y jugó a la pelota con los niños vecinos.",
        pose: "standing",
        props: ["birds", "ball"],
        action: "feeding the birds in the plaza",
      },
    ],
    hiccups: [
      {
        en: "Then the ball bounced into the fountain!",
        es: "¡Entonces la pelota rebotó y cayó en la fuente!",
        fix: { en: "Pepita fished it out with a long stick, and everyone cheered.", es: "Pepita la sacó con un palo largo, y todos aplaudieron." },
        action: "fishing the ball out of the fountain",
        props: ["ball"],
      },
      {
        en: "Then they could not remember which way led home.",
        es: "Entonces no se acordaban de qué camino llevaba a casa.",
        fix: { en: "Pepita remembered the church bell tower and led the way.", es: "Pepita se acordó del campanario de la iglesia y les mostró el camino." },
        action: "Pepita pointing at the bell tower",
        props: ["bell"],
        setting: "church-courtyard",
      },
    ],
    result: { en: "a happy afternoon in the plaza", es: "una tarde feliz en la plaza" },
    celebrate: ["balloons", "market-fruit"],
  }),
];

/** A free-text activity nobody listed: English keeps the request's words, Spanish writes around them. */
export function genericTheme(activityEn: string): Theme {
  return {
    id: "generic",
    match: /$^/,
    title: { en: titleWords(activityEn), es: "un día especial" },
    verb: { en: `try something new: ${activityEn}`, es: "probar algo nuevo que Pepita tenía muchas ganas de hacer" },
    home: "patio",
    away: "living-room",
    gather: ["basket", "book"],
    doing: [
      {
        en: `They spent the whole morning on ${activityEn}. Every time Pepita tried, she got a little better.`,
        es: "Pasaron toda la mañana en su nueva aventura. Cada vez que Pepita lo intentaba, le salía un poquito mejor.",
        pose: "working",
        props: ["basket"],
        action: `trying ${activityEn} together`,
      },
      {
        en: `Abuelita showed Pepita the first steps of ${activityEn}, and then Pepita showed her a new trick.`,
        es: "Abuelita le enseñó a Pepita los primeros pasos, y luego Pepita le enseñó a ella un truco nuevo.",
        pose: "standing",
        props: ["book"],
        action: `showing each other ${activityEn}`,
      },
    ],
    hiccups: [],
    result: { en: `a day of ${activityEn} to remember`, es: "un día para recordar" },
    celebrate: ["hot-chocolate", "pan-dulce"],
  };
}

function titleWords(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
