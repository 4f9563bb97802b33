import { describe, expect, it } from "vitest";
import { composedPages } from "@/tests/support/composed-pages";
import { composePage } from "@/lib/images/offline-generator";
import { faceOf, type Composition } from "@/lib/images/scene/composer";
import { BACKDROPS, type Box } from "@/lib/images/scene/backdrops";
import { toLineArtPixels } from "@/lib/images/line-art";
import { bodyPoint } from "@/lib/images/scene/figures";
import { dressed } from "@/lib/images/scene/outfit-art";
import { partAtOrigin } from "@/lib/images/scene/prop-art";
import { storyPart } from "@/lib/images/scene/story-parts";
import { PROPS, type PropId } from "@/lib/story-writing/scene/lexicon";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { describeScene, SETTINGS } from "@/lib/story-writing/scene/plan";
import { variedRequests } from "@/tests/support/varied-requests";

// What a page's words name is in its picture where they say it is: the boy in the waiting room,
// the mobile over the cradle, the plaza's fountain, the mailbox at the post office, the hat still
// caught in the tree; and a sweater is drawn as a sweater, not as a winter coat with scarf and hat.

type Page = { text: string; composition: Composition };

function pagesSaying(activity: string, words: RegExp, stories = 60): Page[] {
  const pages: Page[] = [];
  for (let storyId = 1; storyId <= stories; storyId++) {
    const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: activity }, storyId);
    for (const { page, composition } of composedPages(story, storyId, (page) => words.test(page.storyText))) pages.push({ text: page.storyText, composition });
  }
  return pages;
}

/** The bottom of the picture's inside, where the floor a thing stands on ends. */
const INNER_BOTTOM = 1476;
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

const drawn = ({ composition }: Page, id: PropId) => composition.placed.find((p) => p.kind === "prop" && p.id === id);
/** What the thing stands on (the floor, the table, someone's hands), where it is drawn. */
const supportOf = (page: Page, id: PropId) => {
  const thing = drawn(page, id);
  return thing?.kind === "prop" ? thing.on : undefined;
};

describe("the things a page's words name are drawn", () => {
  it.each([
    ["Visiting the dentist", /waiting room/, "waiting-boy"],
    ["Getting a flu shot", /little boy in the waiting room/, "waiting-boy"],
    ["A trip to the doctor", /little boy in the waiting room/, "waiting-boy"],
    ["A new baby sister", /a mobile of paper birds/, "mobile"],
    ["Picnic in the park", /fountain/, "fountain"],
    ["Escribir una carta a la tía", /post office in the plaza/, "mailbox"],
    ["Bathing the dog", /Canelo whimpered/, "dog"],
  ] as const)("draws what a %s page names (%s): %s", (activity, words, id) => {
    const pages = pagesSaying(activity, words);
    expect(pages.length, activity).toBeGreaterThan(0);
    for (const page of pages) {
      const thing = drawn(page, id);
      expect(thing, page.text).toBeDefined();
      // On the floor (or in front of the characters, or a step behind them) at a size a child can colour.
      expect(thing?.kind === "prop" && ["floor", "in-front", "string", "hands", "behind"].includes(thing.on), page.text).toBe(true);
      expect(Math.min(thing!.box.w, thing!.box.h), page.text).toBeGreaterThan(76);
    }
  });

  it("draws the ducks Pepita feeds by the pond waddling on the ground, two of them, big enough to colour, never in someone's arms", () => {
    const pages = pagesSaying("Feeding the ducks at the park", /ducks came waddling/, 24);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const ducks = drawn(page, "ducks");
      expect(ducks?.kind === "prop" && ["floor", "in-front"].includes(ducks.on), page.text).toBe(true);
      expect(ducks!.box.w, page.text).toBeGreaterThan(240);
    }
  });

  it("draws the park's pond where the page is by it: the ducks fed by the pond, the ball floating off into it", () => {
    for (const [activity, words] of [
      ["Feeding the ducks at the park", /By the pond, the ducks/],
      ["A walk in the park", /into the pond/],
      ["Paseo por el parque", /By the pond, the ducks|into the pond/],
    ] as const) {
      const pages = pagesSaying(activity, words, 30);
      expect(pages.length, activity).toBeGreaterThan(0);
      for (const page of pages) {
        expect(page.composition.svg, page.text).toContain('data-part="pond"');
        // The ducks still waddle in front of it, where a child can colour them.
        if (/ducks came waddling/.test(page.text)) expect(["floor", "in-front"], page.text).toContain(supportOf(page, "ducks"));
      }
    }
    // Away from the pond the park keeps its plain path.
    const bench = pagesSaying("A walk in the park", /favorite bench/, 12);
    for (const page of bench) expect(page.composition.svg, page.text).not.toContain('data-part="pond"');
  });

  it("draws the pond lying flat on the grass, stones along its front rim and a duck on its water, with no path rising to it like a table's stem", async () => {
    const park = BACKDROPS.park("afternoon", "sunny", { pond: true });
    const pond = park.pond!;
    const pixels = await toLineArtPixels(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1536" viewBox="0 0 1024 1536"><rect width="1024" height="1536" fill="#fff"/>${park.svg}</svg>`,
      ),
    );
    // The grass between the pond's front rim and the ground line in front is bare: nothing holds the pond up.
    let ink = 0;
    for (let y = Math.ceil(pond.y + pond.h + 15); y < park.ground - 15; y++)
      for (let x = Math.ceil(pond.x + 40); x < pond.x + pond.w - 40; x++) if (pixels[y * 1024 + x] === 0) ink++;
    expect(ink).toBe(0);
    const [, drawnPond] = park.svg.split('data-part="pond">');
    // Its water's ellipse, a duck's round head and the stones on the rim: closed shapes to colour.
    expect(drawnPond!.match(/<ellipse /g)!.length).toBeGreaterThanOrEqual(5);
    expect(park.swimmer, "a duck on the water").toBeDefined();
    expect(park.swimmer!.x).toBeGreaterThan(pond.x);
    expect(park.swimmer!.x + park.swimmer!.w).toBeLessThan(pond.x + pond.w);
  });

  it("hangs laundry day's clothes on a clothesline between two posts, behind whoever stands at it, the clothes over their heads", () => {
    // The pages outdoors at the line: hanging the clothes, pinning a shirt back, tying the line back onto its hook.
    const pages: Page[] = [];
    for (const activity of ["lavar la ropa", "Hanging the laundry", "Helping Abuelita clean the house"])
      for (let storyId = 1; storyId <= 16; storyId++) {
        const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: activity }, storyId);
        for (const { page, composition } of composedPages(
          story,
          storyId,
          (page) => /^(?!celebrating).*(clothesline|on the line)/.test(page.scene!.action) && !SETTINGS[page.scene!.setting].indoor,
        ))
          pages.push({ text: page.storyText, composition });
      }
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const line = drawn(page, "clothesline");
      expect(line, page.text).toBeDefined();
      expect(line!.kind === "prop" && line!.on, page.text).toBe("behind");
      const cast = page.composition.placed.filter((p) => p.kind === "character");
      // Its posts stand on the ground either side of them and its line runs above their heads.
      expect(line!.box.x, page.text).toBeLessThanOrEqual(Math.min(...cast.map((p) => p.box.x)));
      expect(line!.box.x + line!.box.w, page.text).toBeGreaterThanOrEqual(Math.max(...cast.map((p) => p.box.x + p.box.w)));
      expect(line!.box.y, page.text).toBeLessThan(Math.min(...cast.map((p) => p.box.y)));
      expect(line!.box.y + line!.box.h, page.text).toBeGreaterThanOrEqual(Math.max(...cast.map((p) => p.box.y + p.box.h)) - 60);
    }
  });

  it("keeps the pond in sight where the page is by it, on near views too: the characters stand either side of it", () => {
    const pages = [
      ...pagesSaying("Feeding the ducks at the pond", /pond/, 20),
      ...pagesSaying("A walk in the park", /pond/, 20),
      ...pagesSaying("Dar de comer a los patos", /pond/, 10),
    ].filter((page) => page.composition.pond);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const pond = page.composition.pond!;
      const hidden = page.composition.placed
        .filter((p) => p.kind === "character")
        .reduce((sum, p) => {
          const w = Math.max(0, Math.min(pond.x + pond.w, p.box.x + p.box.w) - Math.max(pond.x, p.box.x));
          return sum + w;
        }, 0);
      // Across its width, no more than half of it behind them.
      expect(hidden / pond.w, page.text).toBeLessThanOrEqual(0.5);
    }
  });

  it("stands the pond's reeds clear of everyone's head, on near views too, and still draws them on most pond pages", () => {
    const pages = [
      ...pagesSaying("Feeding the ducks at the pond", /pond/, 20),
      ...pagesSaying("Playing ball in the park", /pond/, 30),
      ...pagesSaying("Dar de comer a los patos", /pond/, 10),
    ].filter((page) => page.composition.pond);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const heads = page.composition.placed.flatMap((p) => (p.kind === "character" ? [faceOf(p)] : []));
      for (const reed of page.composition.reeds ?? []) for (const head of heads) expect(overlap(reed, head), page.text).toBe(0);
    }
    expect(pages.filter((page) => page.composition.reeds?.length).length / pages.length).toBeGreaterThan(0.6);
  });

  it("floats the ball on the pond where it rolled into it, not on the grass in front of it", () => {
    const pages = [...pagesSaying("Playing ball in the park", /into the pond/, 30), ...pagesSaying("Feeding the ducks at the pond", /into the pond/, 30)];
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      const pond = page.composition.pond!;
      const ball = drawn(page, "ball")!;
      expect(pond, page.text).toBeDefined();
      // Its middle over the water and its waterline (the bottom of what shows) inside the pond.
      expect(ball.box.x + ball.box.w / 2, page.text).toBeGreaterThan(pond.x);
      expect(ball.box.x + ball.box.w / 2, page.text).toBeLessThan(pond.x + pond.w);
      expect(ball.box.y + ball.box.h, page.text).toBeGreaterThan(pond.y);
      expect(ball.box.y + ball.box.h, page.text).toBeLessThan(pond.y + pond.h);
      // Large enough to colour, and not behind anyone.
      expect(ball.box.w, page.text).toBeGreaterThan(76);
      for (const p of page.composition.placed.filter((p) => p.kind === "character")) expect(overlap(p.box, ball.box), page.text).toBe(0);
    }
  });

  it("lets Canelo walk on the ground and lie at their feet on the dog-walk pages, never carried in someone's arms", () => {
    for (const activity of ["Walking the dog in the park", "Sacar a pasear al perro"]) {
      const pages = pagesSaying(activity, /Canelo/, 30).filter((page) => drawn(page, "dog"));
      expect(pages.length, activity).toBeGreaterThan(0);
      for (const page of pages) expect(supportOf(page, "dog"), page.text).not.toBe("hands");
    }
  });

  it("draws Canelo a size a child can colour on every page he is on, and on a walk his leash from a hand to his collar", () => {
    const walks: { page: Page; walking: boolean }[] = [];
    for (const activity of ["Walking the dog in the park", "Sacar a pasear al perro", "Walking Canelo in the park"])
      for (let storyId = 1; storyId <= 20; storyId++) {
        const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: activity }, storyId);
        for (const { page, composition } of composedPages(story, storyId, (page) => page.scene!.props.includes("dog")))
          walks.push({
            page: { text: page.storyText, composition },
            walking: /\bwalk|\bleash\b/i.test(page.scene!.action) || page.scene!.characters.some((c) => c.pose === "walking"),
          });
      }
    expect(walks.length).toBeGreaterThan(20);
    expect(walks.filter((walk) => walk.walking).length).toBeGreaterThan(3);
    for (const { page, walking } of walks) {
      const dog = drawn(page, "dog")!;
      // 26 mm by 19 at print size: his ears, legs and tail are shapes a crayon fits.
      expect(dog.box.w, page.text).toBeGreaterThanOrEqual(195);
      expect(dog.box.h, page.text).toBeGreaterThanOrEqual(144);
      const leash = page.composition.svg.match(/data-part="leash" data-from="([\d.]+) ([\d.]+)" data-to="([\d.]+) ([\d.]+)"/);
      expect(leash !== null, page.text).toBe(walking);
      if (!leash) continue;
      const [from, to] = [
        { x: Number(leash[1]), y: Number(leash[2]) },
        { x: Number(leash[3]), y: Number(leash[4]) },
      ];
      // From a hand at someone's side to his collar, at his neck in the upper part of him.
      const holder = page.composition.placed.find(
        (p) =>
          p.kind === "character" && from.x >= p.box.x && from.x <= p.box.x + p.box.w && from.y > p.box.y + p.box.h * 0.3 && from.y < p.box.y + p.box.h * 0.8,
      );
      expect(holder, page.text).toBeDefined();
      expect(to.x, page.text).toBeGreaterThan(dog.box.x);
      expect(to.x, page.text).toBeLessThan(dog.box.x + dog.box.w);
      expect(to.y, page.text).toBeGreaterThan(dog.box.y);
      expect(to.y, page.text).toBeLessThan(dog.box.y + dog.box.h * 0.6);
    }
  });

  it("starts Canelo's leash at the hand Abuelita's own drawing has at her side, where she holds it", () => {
    // Walking, Abuelita is her blessing drawing, its raised arm taken off: its one hand left hangs
    // at her side, here in the drawing's units.
    const [drawing, hand] = ["abuelita-blessing", { x: -92.2, y: -256.6 }] as const;
    const [, , width, height] = storyPart(drawing).box;
    let held = 0;
    for (const activity of ["Walking Canelo in the park", "Sacar a pasear al perro"])
      for (let storyId = 1; storyId <= 20; storyId++) {
        const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: activity }, storyId);
        for (const page of story.pages.filter((page) => page.scene!.props.includes("dog"))) {
          // The walk under the trees gives Pepita the leash in its words; told of Abuelita, it is hers.
          const scene = { ...page.scene!, action: page.scene!.action.replace("Pepita holding", "Abuelita holding") };
          const composition = composePage({ sceneDescription: describeScene(scene), storyTitle: story.title, pageNumber: page.pageNumber, storyId, scene });
          const leash = composition.svg.match(/data-part="leash" data-from="([\d.]+) ([\d.]+)"/);
          const abuelita = composition.placed.find((p) => p.kind === "character" && p.name === "Abuelita" && p.pose === "walking");
          if (!leash || !abuelita) continue;
          const from = { x: Number(leash[1]), y: Number(leash[2]) };
          if (from.x < abuelita.box.x || from.x > abuelita.box.x + abuelita.box.w || from.y < abuelita.box.y) continue;
          held++;
          const at = { x: abuelita.box.x + abuelita.box.w / 2, ground: abuelita.box.y + abuelita.box.h, scale: abuelita.box.h / height };
          expect(abuelita.box.w / width, page.storyText).toBeCloseTo(at.scale, 3);
          const miss = Math.min(...[false, true].map((mirror) => bodyPoint(drawing, mirror, at, hand)).map((h) => Math.hypot(h.x - from.x, h.y - from.y)));
          // Her fist closes on the drawn hand, not beside it.
          expect(miss, page.storyText).toBeLessThan(4);
        }
      }
    expect(held).toBeGreaterThan(3);
  });

  it("seats them on one bench, their own, where they sit on their favorite bench in the park", () => {
    const pages = pagesSaying("A walk in the park", /sat on their favorite bench/, 30);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page.composition.svg.match(/data-part="(far-)?bench"/g), page.text).toEqual(['data-part="bench"']);
      // Nor the far bench's planks under the trees behind them.
      expect(page.composition.svg, page.text).not.toMatch(/<rect x="400" y="[\d.]+" width="220" height="26"/);
    }
  });

  it("leaves Abuelita's hat caught on a high branch up in the tree, and in Pepita's hand once she climbs to it", () => {
    const caught = pagesSaying("Picking oranges", /caught on a high branch/);
    const reached = pagesSaying("Picking oranges", /reached the hat/);
    expect(caught.length).toBeGreaterThan(0);
    expect(reached.length).toBeGreaterThan(0);
    for (const page of caught) {
      const hat = drawn(page, "sun-hat");
      const tree = drawn(page, "orange-tree");
      expect(hat?.kind === "prop" && hat.on, page.text).toBe("branch");
      // Up in the tree's crown, above everyone's heads.
      const heads = Math.min(...page.composition.placed.filter((p) => p.kind === "character").map((p) => p.box.y));
      expect(hat!.box.y + hat!.box.h, page.text).toBeLessThan(heads);
      expect(hat!.box.x).toBeGreaterThanOrEqual(tree!.box.x);
      expect(hat!.box.x + hat!.box.w).toBeLessThanOrEqual(tree!.box.x + tree!.box.w);
    }
    for (const page of reached) expect(drawn(page, "sun-hat")?.kind === "prop" && (drawn(page, "sun-hat") as { on: string }).on, page.text).toBe("hands");
  });
});

describe("a kite flies only when it can", () => {
  it("lays the kite on the grass while its string is in a knot, below the characters' heads", () => {
    const knotted = pagesSaying("Kite flying", /tangled into a big knot/, 40);
    expect(knotted.length).toBeGreaterThan(0);
    for (const page of knotted) {
      const kite = drawn(page, "kite");
      const heads = Math.min(...page.composition.placed.filter((p) => p.kind === "character").map((p) => p.box.y));
      expect(kite, page.text).toBeDefined();
      expect(kite!.box.y, page.text).toBeGreaterThan(heads);
    }
  });
});

/** A summer gardening story with Pepita in `outfit`, and what she wears on its pages. */
function gardeningInSummer(outfit: string) {
  const story = writeOfflineStory(
    {
      ...variedRequests(1)[0]!,
      season: "Summer",
      activityType: "Gardening",
      pepitaCustomization: { personality: ["Kind"], favoriteActivity: "reading", outfit },
    },
    5,
  );
  return { story, worn: story.pages.flatMap((page) => page.scene!.characters.filter((c) => c.name === "Pepita").map((c) => c.outfit)) };
}

describe("a sweater is a sweater", () => {
  const pepita = partAtOrigin("pepita-arms-up").svg;
  /** The knitted hat's pompom, or the scarf's loop round her neck. */
  const hatOrScarf = (svg: string) => /<circle cx="0" cy="-?[\d.]+" r="18"|<ellipse cx="0" cy="-?[\d.]+" rx="46" ry="15"/.test(svg);

  it("draws Pepita's pink sweater, in summer too, with ribs at its hem and neither scarf nor knitted hat", () => {
    // A hoodie is a knitted top of its own, with its hood down.
    for (const [outfit, id] of [
      ["her pink sweater", "sweater"],
      ["su suéter rosa", "sweater"],
      ["a green hoodie", "hoodie"],
      ["una sudadera", "hoodie"],
      ["cardigan", "sweater"],
    ] as const) {
      const { story, worn } = gardeningInSummer(outfit);
      expect(worn, outfit).toContain(id);
      expect(worn, outfit).not.toContain("winter-coat");
      expect(story.pages.map((page) => page.descriptionEn ?? "").join(" "), outfit).not.toMatch(/scarf|knitted hat/);
    }
    const sweater = dressed(pepita, "Pepita", "sweater");
    expect(sweater).not.toBe(dressed(pepita, "Pepita", "winter-coat"));
    expect(hatOrScarf(dressed(pepita, "Pepita", "winter-coat"))).toBe(true);
    expect(hatOrScarf(sweater)).toBe(false);
    // Five ribs across the band at its hem.
    expect(sweater.match(/<path d="M-?\d+ -?[\d.]+ L-?\d+ -?[\d.]+" fill="none" stroke="#000" stroke-width="3.5"/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ["a blue jacket", "jacket"],
    ["su chamarra azul", "jacket"],
    ["blue jeans", "pants"],
    ["sus pantalones de mezclilla", "pants"],
    ["red pants", "pants"],
  ] as const)("draws '%s' as %s, not as a winter coat with scarf and hat or the everyday dress", (outfit, id) => {
    const { worn } = gardeningInSummer(outfit);
    expect(worn, outfit).toContain(id);
    expect(worn, outfit).not.toContain("winter-coat");
    expect(dressed(pepita, "Pepita", id)).not.toBe(dressed(pepita, "Pepita", undefined));
  });
});

describe("the cat up on the table", () => {
  it.each([
    ["Making cascarones", /cat jumped onto the table/, "basket"],
    ["Paper crafts", /cat jumped on the table/, "tissue-paper"],
    ["Hacer tortillas", /cat jumped onto the counter/, "tortillas"],
  ] as const)("draws a %s page's table with the cat on it, beside the %s", (activity, words, beside) => {
    const pages = pagesSaying(activity, words);
    expect(pages.length, activity).toBeGreaterThan(0);
    for (const page of pages) {
      const cat = drawn(page, "cat");
      expect(cat?.kind === "prop" && cat.on, page.text).toBe("table");
      // On the table top, not floating over it or standing under it, at a size a child can colour.
      expect(cat?.kind === "prop" && cat.foot && Math.abs(cat.foot.y - cat.foot.surface.y), page.text).toBeLessThan(40);
      expect(Math.min(cat!.box.w, cat!.box.h), page.text).toBeGreaterThan(120);
      const thing = drawn(page, beside);
      expect(thing?.kind === "prop" && thing.on, page.text).toBe("table");
    }
  });

  it("draws the piñata being made on the patio table the cat walks across", () => {
    const pages = pagesSaying("Hacer una piñata", /cat jumped onto the patio table/);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(drawn(page, "cat")?.kind === "prop" && (drawn(page, "cat") as { on: string }).on, page.text).toBe("table");
  });
});

describe("a page draws the mirror and the paletas its words name", () => {
  it.each([
    ["Losing a tooth", /gap in the mirror/],
    ["Mother's Day card", /in front of the mirror/],
  ] as const)("puts a hand mirror in Pepita's hands on the %s page where she looks in the mirror", (activity, words) => {
    const pages = pagesSaying(activity, words, 30);
    expect(pages.length, activity).toBeGreaterThan(0);
    for (const page of pages) {
      const mirror = drawn(page, "hand-mirror");
      expect(mirror?.kind === "prop" && mirror.on, page.text).toBe("hands");
      expect(Math.max(mirror!.box.w, mirror!.box.h), page.text).toBeGreaterThan(130);
    }
  });

  it.each(["Picnic in the park", "A walk in the plaza"])(
    "draws the paletas eaten on a bench (%s) in hands, and no picnic blanket on the bench page",
    (activity) => {
      const pages = pagesSaying(activity, /ate them on a bench/, 30);
      expect(pages.length, activity).toBeGreaterThan(0);
      for (const page of pages) {
        expect(drawn(page, "picnic-blanket"), page.text).toBeUndefined();
        const paletas = drawn(page, "paletas");
        expect(paletas?.kind === "prop" && paletas.on, page.text).toBe("hands");
        expect(Math.max(paletas!.box.w, paletas!.box.h), page.text).toBeGreaterThan(100);
      }
    },
  );
});

describe("the market stall's fruit and vegetables", () => {
  const goods = new Set(["fruit", "watermelon", "pineapple", "bananas", "corn", "chiles"]);

  it("heaps what a stall page names in crates on the ground, large enough to colour, and keeps the shoppers standing as the text has them", () => {
    const pages = pagesSaying("Going to the market", /\b(fruit|vegetable) stall\b/, 30).filter(({ composition }) => composition.setting === "market");
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const sold = page.composition.placed.flatMap((p) => (p.kind === "prop" && goods.has(PROPS[p.id].art) ? [p] : []));
      expect(sold.length, page.text).toBeGreaterThan(0);
      const people = page.composition.placed.flatMap((p) => (p.kind === "character" ? [p] : []));
      expect(
        people.map((p) => p.pose),
        page.text,
      ).toEqual(people.map(() => "standing"));
      const faces = people.map(faceOf);
      for (const thing of sold) {
        expect(thing.on, `${thing.id}: ${page.text}`).toBe("crate");
        // The crate stands on the ground, never on the table or in the air.
        expect(thing.foot && thing.foot.surface.y + thing.foot.surface.h >= INNER_BOTTOM - 1 && thing.foot.y >= thing.foot.surface.y, page.text).toBe(true);
        expect(Math.min(thing.box.w, thing.box.h), `${thing.id}: ${page.text}`).toBeGreaterThan(150);
        for (const face of faces) expect(overlap(thing.box, face), `${thing.id} covers a face: ${page.text}`).toBe(0);
      }
    }
  });
});

describe("a mug", () => {
  it("reads as a mug wherever it is put: straight sides as wide at its foot as at its rim, not a bucket's, and a handle closed round its hole", () => {
    const tags = partAtOrigin("mug").svg.match(/<[^>]+>/g) ?? [];
    const points = (tag: string) => {
      const numbers = (/ d="([^"]+)"/.exec(tag)?.[1] ?? "").match(/-?\d+(\.\d+)?/g)!.map(Number);
      return numbers.flatMap((x, k) => (k % 2 === 0 ? [{ x, y: numbers[k + 1]! }] : []));
    };
    const paths = tags.filter((tag) => tag.startsWith("<path") && !/fill="none"/.test(tag));
    // Its body: the closed shape across its middle (its rim is an ellipse over it, its handle beside it).
    const sides = paths.map(points).find((all) => all.some((p) => p.x < -20) && all.some((p) => p.x > 20) && all.every((p) => p.x < 40))!;
    expect(sides).toBeDefined();
    const rim = Math.min(...sides.map((p) => p.y));
    const foot = Math.max(...sides.map((p) => p.y));
    const width = (near: number) => Math.max(...sides.filter((p) => Math.abs(p.y - near) <= 12).map((p) => Math.abs(p.x)));
    expect(width(foot)).toBeGreaterThanOrEqual(width(rim) * 0.9);
    // The handle: a closed band to colour out past the body's side, not a line.
    const handle = paths.map(points).find((all) => all.some((p) => p.x > width(rim) + 14));
    expect(handle).toBeDefined();
  });
});

describe("a mug and a letter are never set down on the ground", () => {
  it.each(["Making hot chocolate", "Writing a letter", "Tea party"])(
    "puts the %s pages' mug of hot chocolate on a table, a stand, a shelf or in hands, large enough to colour",
    (activity) => {
      const pages = pagesSaying(activity, /./, 20).filter(({ composition }) => drawn({ composition } as Page, "hot-chocolate"));
      expect(pages.length, activity).toBeGreaterThan(2);
      for (const page of pages) {
        const mug = drawn(page, "hot-chocolate")!;
        expect(mug.kind === "prop" && ["table", "stand", "shelf", "hands"].includes(mug.on), `${mug.kind === "prop" && mug.on}: ${page.text}`).toBe(true);
        // The mug itself, not the stand under it, is as wide as a child's thumb is long, or more.
        const own = mug.kind === "prop" && mug.on === "stand" ? mug.box.w - 48 : mug.box.w;
        expect(own, page.text).toBeGreaterThan(mug.kind === "prop" && mug.on === "table" ? 70 : 95);
      }
    },
  );

  it.each(["Writing a letter", "Escribir una carta a la tía"])("posts the %s letter half into the mailbox's slot, large enough to colour", (activity) => {
    const pages = pagesSaying(activity, /post office in the plaza/, 30);
    expect(pages.length, activity).toBeGreaterThan(3);
    for (const page of pages) {
      const letter = drawn(page, "letter");
      const mailbox = drawn(page, "mailbox");
      expect(letter?.kind === "prop" && ["hands", "slot"].includes(letter.on), page.text).toBe(true);
      expect(Math.min(letter!.box.w, letter!.box.h), page.text).toBeGreaterThan(90);
      // Its middle over the mailbox's, its bottom in the top third of the mailbox.
      expect(Math.abs(letter!.box.x + letter!.box.w / 2 - (mailbox!.box.x + mailbox!.box.w / 2)), page.text).toBeLessThan(2);
      expect(letter!.box.y + letter!.box.h, page.text).toBeLessThan(mailbox!.box.y + mailbox!.box.h / 3);
    }
  });
});

describe("a bench where the words say bench", () => {
  const benches = (page: Page) => page.composition.svg.match(/data-part="bench"/g)?.length ?? 0;

  it.each(["Going to the market", "Gardening", "Making cookies"])(
    "seats Abuelita on a bench, Pepita on her lap, where a %s page rests on the bench",
    (activity) => {
      const pages = pagesSaying(activity, /bench, Pepita on Abuelita's lap/, 40);
      expect(pages.length, activity).toBeGreaterThan(0);
      for (const page of pages) expect(benches(page), page.text).toBe(1);
    },
  );

  it("keeps Abuelita's big chair where she sits in it with Pepita on her lap", () => {
    const pages = ["Going to the market", "Gardening", "Making cookies"].flatMap((activity) => pagesSaying(activity, /sat in her big chair/, 40));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(benches(page), page.text).toBe(0);
  });

  it.each(["A walk in the plaza", "Picnic in the park"])("sits the two of them on one bench eating paletas (%s)", (activity) => {
    const pages = pagesSaying(activity, /ate them on a bench/, 30);
    expect(pages.length, activity).toBeGreaterThan(0);
    for (const page of pages) expect(benches(page), page.text).toBe(1);
  });
});

describe("a backpack worn where the words say she has it on", () => {
  it("draws the first day of school's backpack on Pepita's back, its straps over her shoulders, on page 1", () => {
    // In a hug the two are drawn as one embrace, with no back of hers to wear it on.
    const pages = pagesSaying("First day of school", /backpack on already/, 20).filter(({ composition }) =>
      composition.placed.some((p) => p.kind === "character" && p.name === "Pepita" && p.pose !== "hugging"),
    );
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const backpack = drawn(page, "backpack");
      const pepita = page.composition.placed.find((p) => p.kind === "character" && p.name === "Pepita")!;
      expect(backpack?.kind === "prop" && backpack.on, page.text).toBe("worn");
      // Behind her middle, as wide as her shoulders and more, from above them to below her waist.
      expect(Math.abs(backpack!.box.x + backpack!.box.w / 2 - (pepita.box.x + pepita.box.w / 2)), page.text).toBeLessThan(pepita.box.w * 0.2);
      expect(backpack!.box.w, page.text).toBeGreaterThan(200);
      expect(backpack!.box.y + backpack!.box.h, page.text).toBeLessThan(pepita.box.y + pepita.box.h);
      expect(page.composition.svg, page.text).toContain('data-part="backpack-straps"');
    }
  });
});

describe("the playground's sandbox", () => {
  it("sits them in a wooden sandbox, not on a round rug, where they build a sand castle in it", () => {
    const pages = pagesSaying("Going to the playground", /In the sandbox they filled the bucket/, 30);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      expect(page.composition.svg, page.text).toContain('data-part="sandbox"');
      expect(page.composition.svg, page.text).not.toContain('data-part="floor-rug"');
    }
  });

  it("draws the sandbox the page's scene names where they stand beside it or kneel in it, not only where they sit in it", () => {
    const pages: Page[] = [];
    for (let storyId = 1; storyId <= 30; storyId++) {
      const story = writeOfflineStory({ ...variedRequests(storyId)[storyId - 1]!, activityType: "Playing at the playground" }, storyId);
      for (const { page, composition } of composedPages(story, storyId, (page) => /\bsandbox\b/.test(page.scene!.action)))
        pages.push({ text: page.storyText, composition });
    }
    expect(pages.length).toBeGreaterThan(6);
    for (const page of pages) {
      expect(page.composition.svg, page.text).toContain('data-part="sandbox"');
      expect(page.composition.svg, page.text).not.toContain('data-part="floor-rug"');
    }
    const notSitting = pages.filter((page) => page.composition.placed.every((p) => p.kind !== "character" || p.pose !== "sitting"));
    expect(notSitting.length).toBeGreaterThan(3);
  });
});
