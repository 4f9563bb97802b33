import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderPage } from "@/lib/images/offline-generator";
import { solidBlackShare, whiteRegions } from "@/lib/images/page-measures";
import type { Box } from "@/lib/images/scene/backdrops";
import { composeScene, LAP, type Composition, type Placed } from "@/lib/images/scene/composer";
import { bodyPoint, type Point } from "@/lib/images/scene/figures";
import { PAGE_WIDTH } from "@/lib/images/scene/layout-basics";
import { planFromText } from "@/lib/images/scene/plan-from-text";
import { abuelitaOutfitIn, dressPlan } from "@/lib/story-writing/scene/outfits";
import { describePicture } from "@/lib/story-writing/scene/picture-description";
import type { PropId } from "@/lib/story-writing/scene/lexicon";
import { describeScene, type Outfit, type ScenePlan } from "@/lib/story-writing/scene/plan";
import { pair, patioPlan } from "@/tests/support/fixtures/scene-plan";
import { changedIn, pixelsOf } from "@/tests/support/page-pixels";

// The poses a child recognises (a hug, hands on the table, reaching for something) and Abuelita's
// own outfits, held to what is drawn: where the hands end, which way Pepita faces, what changes
// in Abuelita's box, and that the page stays colourable.

const W = 1024;
const H = 1536;

const plan = patioPlan;

const character = (composition: Composition, name: "Abuelita" | "Pepita") =>
  composition.placed.find((p): p is Extract<Placed, { kind: "character" }> => p.kind === "character" && p.name === name)!;

const within = (point: Point, box: Box, margin = 0) =>
  point.x >= box.x - margin && point.x <= box.x + box.w + margin && point.y >= box.y - margin && point.y <= box.y + box.h + margin;

const distance = (point: Point, box: Box) =>
  Math.hypot(Math.max(box.x - point.x, 0, point.x - box.x - box.w), Math.max(box.y - point.y, 0, point.y - box.y - box.h));

/** Abuelita and Pepita both working at the table, with these things on it (or the plan's own). */
const bothAtTheTable = (setting: "kitchen" | "living-room", seed: string, props?: PropId[]) =>
  composeScene(
    plan({
      setting,
      characters: [
        { name: "Abuelita", pose: "working" },
        { name: "Pepita", pose: "working" },
      ],
      ...(props ? { props } : {}),
    }),
    seed,
  );

/** The table top's height on the page: the backdrop draws it as the one 30-unit rounded bar. */
const tableTop = (composition: Composition) => Number(/<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="30" rx="8"/.exec(composition.svg)![1]);

/** How many separate white regions the points fall in (ink is skipped): one region is one patch to colour. */
function regionsAt(pixels: Uint8Array, points: Point[]): number {
  const label = new Int32Array(W * H).fill(-1);
  let next = 0;
  const found = new Set<number>();
  for (const { x, y } of points) {
    const start = Math.round(y) * W + Math.round(x);
    if (pixels[start]! < 128) continue;
    if (label[start] === -1) {
      const stack = [start];
      label[start] = next;
      while (stack.length > 0) {
        const at = stack.pop()!;
        for (const n of [at - 1, at + 1, at - W, at + W])
          if (n >= 0 && n < W * H && label[n] === -1 && pixels[n]! >= 128 && Math.abs((n % W) - (at % W)) <= 1) {
            label[n] = next;
            stack.push(n);
          }
      }
      next++;
    }
    found.add(label[start]!);
  }
  return found.size;
}

async function rendered(scene: ScenePlan): Promise<Uint8Array> {
  const { png } = await renderPage({ sceneDescription: describeScene(scene), storyTitle: "Poses", pageNumber: 1, storyId: 5, scene });
  return new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
}

const hugging = (changes: Partial<ScenePlan> = {}) =>
  plan({
    characters: [
      { name: "Abuelita", pose: "hugging" },
      { name: "Pepita", pose: "hugging" },
    ],
    framing: "close-up",
    ...changes,
  });

describe("a hug", () => {
  it("turns Pepita to Abuelita, her back to us, the two overlapping with each one's arms round the other", () => {
    for (const seed of ["a", "b", "c", "d", "e"]) {
      const composition = composeScene(hugging({ framing: seed === "e" ? "medium" : "close-up" }), seed);
      const a = character(composition, "Abuelita");
      const p = character(composition, "Pepita");
      expect(p.facing, `seed ${seed}`).toBe("away");
      expect(a.facing).toBeUndefined();
      // Pepita stands in front of Abuelita, almost wholly across her.
      const overlap = Math.min(a.box.x + a.box.w, p.box.x + p.box.w) - Math.max(a.box.x, p.box.x);
      expect(overlap).toBeGreaterThan(p.box.w * 0.8);
      expect(p.box.y).toBeGreaterThan(a.box.y + a.box.h * 0.1);
      // Abuelita's hands rest on Pepita's back, below her head; Pepita's reach Abuelita's sides.
      expect(a.hands).toHaveLength(2);
      for (const hand of a.hands!) {
        expect(within(hand, p.box)).toBe(true);
        expect(hand.y).toBeGreaterThan(p.box.y + p.box.h * 0.25);
      }
      expect(p.hands).toHaveLength(2);
      for (const hand of p.hands!) expect(within(hand, a.box, 20)).toBe(true);
      const [left, right] = [...p.hands!].sort((m, n) => m.x - n.x);
      expect(left!.x).toBeLessThan(p.box.x + p.box.w * 0.35);
      expect(right!.x).toBeGreaterThan(p.box.x + p.box.w * 0.65);
    }
  });

  it("shows nothing of the front of what Pepita wears from behind: her back is one patch to colour, no buttons, placket or pockets", async () => {
    for (const outfit of ["winter-coat", "raincoat", "pajamas"] as const) {
      for (const seed of ["a", "b"]) {
        const scene = hugging({ characters: hugging().characters.map((c) => (c.name === "Pepita" ? { ...c, outfit } : c)) });
        const composition = composeScene(scene, seed);
        const p = character(composition, "Pepita");
        // Points of her lower back, in her drawing's units, where a coat's buttons, button line and
        // pockets or a pajama top's buttons and placket are drawn on her front.
        const at = { x: p.box.x + p.box.w / 2, ground: p.box.y + p.box.h, scale: p.box.h / 411 };
        const back = [-12, -6, 0, 6, 12].flatMap((x) => [-150, -143, -136, -129, -122].map((y) => bodyPoint("pepita-holding-skull", false, at, { x, y })));
        expect(regionsAt(await pixelsOf(composition.svg), back), `${outfit} ${seed}`).toBe(1);
      }
    }
  });

  it("says in both languages that Pepita has her back to us, her face against Abuelita", () => {
    const { en, es } = describePicture(hugging());
    expect(en).toContain("Abuelita and Pepita are hugging on the patio. Pepita, seen from behind, presses her face against Abuelita.");
    expect(es).toContain("Abuelita y Pepita están abrazadas en el patio. Pepita, de espaldas, pega la cara a Abuelita.");
  });

  // The two figures overlap, yet no outline of one runs close along the other's, her hair covers
  // her neck and her braids are out of sight: no more solid black than small marks, from either
  // side, close or medium, in her dress or a coat. One story's hugs a test, each a few renders.
  it.each([3, 4, 8])(
    "stays colourable in story %i's hugs: closed regions, nothing solid black",
    async (storyId) => {
      for (const [framing, outfit] of [
        ["close-up", undefined],
        ["close-up", "winter-coat"],
        ["medium", "school-uniform"],
      ] as const) {
        const scene = hugging({ framing, characters: hugging().characters.map((c) => (c.name === "Pepita" && outfit ? { ...c, outfit } : c)) });
        const { png } = await renderPage({ sceneDescription: describeScene(scene), storyTitle: "Poses", pageNumber: 1, storyId, scene });
        const hug = new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
        expect(solidBlackShare(hug, W, H), `${storyId} ${framing} ${outfit ?? "dress"}`).toBeLessThan(0.0095);
        expect(whiteRegions(hug, W, H).largestShare).toBeLessThan(1 / 3);
      }
    },
    60_000,
  );

  it("draws no face for Pepita in a hug", () => {
    // Her eyes are drawn as thick rings: seen from behind, the SVG has none of them.
    const p = composeScene(hugging(), "eyes").svg;
    expect(p.match(/r="3\.8" fill="none" stroke-width="7\.50?"/g) ?? []).toHaveLength(0);
    expect(composeScene(plan(), "eyes").svg.match(/r="3\.8" fill="none" stroke-width="7\.50?"/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

describe("at the table", () => {
  it("puts Pepita's hands on the table top, or on what stands on it in front of her", () => {
    for (const [seed, props] of [
      ["a", []],
      ["b", ["mixing-bowl"]],
      ["c", ["loteria"]],
      ["d", ["paper-flowers"]],
    ] as [string, PropId[]][]) {
      for (const setting of ["kitchen", "living-room"] as const) {
        const composition = bothAtTheTable(setting, seed, props);
        const p = character(composition, "Pepita");
        const table = composition.placed.filter((x) => x.kind === "prop" && x.on === "table").map((x) => x.box);
        expect(p.hands, `${setting} ${seed}`).toHaveLength(2);
        const top = tableTop(composition);
        for (const hand of p.hands!) {
          const onTop = Math.abs(hand.y - (top + 26)) < 30 && hand.x > 60 && hand.x < 964;
          const onThing = table.some((box) => within(hand, box, 12));
          expect(onTop || onThing, `${setting} ${seed}: hand at ${hand.x},${hand.y}, table top ${top}`).toBe(true);
          // The hands are beside her, not lost at her sides below the table.
          expect(hand.y).toBeLessThan(p.box.y + p.box.h * 0.7);
        }
      }
    }
  });
});

describe("at the table, her forearms", () => {
  it("rest on the table top with her hands in front of her, not at her sides, when she holds nothing", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      for (const setting of ["kitchen", "living-room"] as const) {
        const composition = bothAtTheTable(setting, seed);
        const p = character(composition, "Pepita");
        const top = tableTop(composition);
        const middle = p.box.x + p.box.w / 2;
        for (const hand of p.hands!) {
          expect(Math.abs(hand.x - middle), `${setting} ${seed}`).toBeLessThan(p.box.w * 0.2);
          expect(hand.y).toBeGreaterThan(top - 30);
          expect(hand.y).toBeLessThan(top + 30);
        }
        // Her two hands, one each side of her middle.
        const [left, right] = [...p.hands!].sort((m, n) => m.x - n.x);
        expect(left!.x).toBeLessThan(middle);
        expect(right!.x).toBeGreaterThan(middle);
      }
    }
  });

  it("reach what she holds on the table, low on its sides, never further than her arms are long", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      for (const props of [["mixing-bowl"], ["wooden-spoon"], ["paper-flowers"], ["tamales", "clay-pot"]] as PropId[][]) {
        const composition = composeScene(
          plan({
            setting: "kitchen",
            characters: [
              { name: "Abuelita", pose: "standing" },
              { name: "Pepita", pose: "working" },
            ],
            props,
          }),
          seed,
        );
        const p = character(composition, "Pepita");
        const held = composition.placed.find(
          (x) => x.kind === "prop" && x.on === "table" && x.box.x + x.box.w / 2 > p.box.x && x.box.x + x.box.w / 2 < p.box.x + p.box.w,
        );
        if (!held) continue;
        const scale = p.box.h / 377;
        for (const hand of p.hands!) {
          expect(within(hand, held.box, 12), `${props.join()} ${seed}`).toBe(true);
          expect(hand.y, `${props.join()} ${seed}`).toBeGreaterThan(held.box.y + held.box.h * 0.5);
          expect(Math.abs(hand.x - (p.box.x + p.box.w / 2)), `${props.join()} ${seed}`).toBeLessThan(200 * scale);
        }
      }
    }
  });
});

describe("on Abuelita's lap", () => {
  it("sits Pepita on Abuelita's thigh, her legs hanging over the knees, never standing on them", () => {
    for (const setting of ["living-room", "bedroom", "patio", "doctor-office"] as const)
      for (const framing of ["close-up", "medium", "wide"] as const)
        for (const seed of ["a", "b"]) {
          const composition = composeScene(plan({ setting, framing, characters: pair("sitting", "lap"), props: ["rebozo"] }), seed);
          const drawn = [character(composition, "Abuelita").box, character(composition, "Pepita").box];
          // Abuelita may sit facing either way: measured as if she faced the page's right.
          const facingLeft = drawn[1]!.x + drawn[1]!.w / 2 < drawn[0]!.x + drawn[0]!.w / 2;
          const [a, p] = drawn.map((box) => (facingLeft ? { ...box, x: PAGE_WIDTH - box.x - box.w } : box)) as [Box, Box];
          const label = `${setting} ${framing} ${seed}`;
          // Abuelita's feet are at the bottom of her box: the top of her thigh is that far above them.
          const lapTop = a.y + a.h * (1 - LAP.top / 486);
          const pepitaSeat = p.y + p.h * (1 - LAP.seat / 318);
          // Her seat rests on the lap and her feet hang well below it, in front of Abuelita's shins.
          expect(Math.abs(pepitaSeat - lapTop), label).toBeLessThan(a.h * 0.05);
          expect(p.y + p.h - lapTop, label).toBeGreaterThan(p.h * 0.25);
          expect(p.y + p.h, label).toBeLessThan(a.y + a.h);
          // Over Abuelita's knee, her face beside Abuelita's rather than over it.
          expect(p.x + p.w / 2, label).toBeLessThan(a.x + a.w);
          expect(p.x, label).toBeGreaterThan(a.x + a.w * 0.3);
          expect(p.y, label).toBeGreaterThan(a.y + a.h * 0.15);
        }
  });
});

describe("in her bath", () => {
  it("sits Pepita in the tin tub, its side hiding her legs, Abuelita beside it inside the frame", () => {
    for (const abuelita of ["sitting", "standing"] as const)
      for (const framing of ["close-up", "medium", "wide"] as const)
        for (const seed of ["a", "b"]) {
          const composition = composeScene(
            plan({ setting: "kitchen", framing, characters: pair(abuelita, "sitting"), props: ["washtub", "rubber-duck", "towel"] }),
            seed,
          );
          const label = `${abuelita} ${framing} ${seed}`;
          const tub = composition.placed.find((x): x is Extract<Placed, { kind: "prop" }> => x.kind === "prop" && x.id === "washtub")!;
          const [p, a] = [character(composition, "Pepita").box, character(composition, "Abuelita").box];
          expect(tub.on, label).toBe("floor");
          expect(p.x + p.w / 2, label).toBeGreaterThan(tub.box.x);
          expect(p.x + p.w / 2, label).toBeLessThan(tub.box.x + tub.box.w);
          // Her feet are inside the tub, her head above its rim.
          expect(p.y + p.h, label).toBeGreaterThan(tub.box.y);
          expect(p.y + p.h, label).toBeLessThanOrEqual(tub.box.y + tub.box.h);
          expect(p.y, label).toBeLessThan(tub.box.y);
          expect(a.x, label).toBeGreaterThanOrEqual(60);
          expect(a.x + a.w, label).toBeLessThanOrEqual(964);
        }
  });
});

describe("reaching up", () => {
  it("reaches for the page's key object: the hand ends at it, on a shelf, on its string or on a kite's string", () => {
    for (const [setting, id, on] of [
      ["kitchen", "agua-fresca", "shelf"],
      ["living-room", "book", "shelf"],
      ["patio", "pinata", "string"],
      ["park", "kite", "hands"],
    ] as const) {
      for (const seed of ["a", "b"]) {
        const composition = composeScene(
          plan({
            setting,
            characters: [
              { name: "Abuelita", pose: "standing" },
              { name: "Pepita", pose: "reaching" },
            ],
            props: [id as PropId],
          }),
          seed,
        );
        const p = character(composition, "Pepita");
        const thing = composition.placed.find((x) => x.kind === "prop" && x.id === id);
        expect(thing?.kind === "prop" && thing.on, `${id} ${seed}`).toBe(on);
        const nearest = Math.min(...p.hands!.map((hand) => distance(hand, thing!.box)));
        expect(nearest, `${id} ${seed}`).toBeLessThan(25);
        // Reaching up: the hand is above her shoulders.
        expect(Math.min(...p.hands!.map((hand) => hand.y))).toBeLessThan(p.box.y + p.box.h * 0.2);
      }
    }
  });

  it("reaches for a thing too big to hold where it stands on the floor: her hand rests on it, not in the air above it", () => {
    for (const id of ["snowman", "orange-tree", "pine-tree"] as PropId[]) {
      for (const alone of [true, false]) {
        for (const seed of ["a", "b", "c"]) {
          const composition = composeScene(
            plan({
              setting: "garden",
              weather: "snowy",
              characters: alone
                ? [{ name: "Pepita", pose: "reaching" }]
                : [
                    { name: "Abuelita", pose: "standing" },
                    { name: "Pepita", pose: "reaching" },
                  ],
              props: [id],
            }),
            seed,
          );
          const p = character(composition, "Pepita");
          const thing = composition.placed.find((x) => x.kind === "prop" && x.id === id);
          const label = `${id} ${alone ? "alone" : "with Abuelita"} ${seed}`;
          // A fruit tree grows behind her, its crown over her head; a snowman or a pine stands beside or in front of her.
          expect(thing?.kind === "prop" && ["floor", "in-front", "behind"].includes(thing.on), label).toBe(true);
          // One hand on it, well inside its outline's box.
          expect(
            p.hands!.some((hand) => within(hand, { x: thing!.box.x + 20, y: thing!.box.y + 20, w: thing!.box.w - 40, h: thing!.box.h - 40 })),
            label,
          ).toBe(true);
        }
      }
    }
  });

  it("stands Pepita up the ladder against the fruit tree, her hands up in its crown, Abuelita's hand holding its rail", () => {
    for (const tree of ["orange-tree", "apple-tree", "lemon-tree"] as const)
      for (const framing of ["wide", "medium"] as const)
        for (const seed of ["a", "b", "c"]) {
          const composition = composeScene(
            plan({ setting: "garden", framing, characters: pair("standing", "reaching"), props: [tree, "ladder", "oranges", "basket"] }),
            seed,
          );
          const label = `${tree} ${framing} ${seed}`;
          const prop = (id: PropId) => composition.placed.find((x): x is Extract<Placed, { kind: "prop" }> => x.kind === "prop" && x.id === id);
          const [ladder, grown] = [prop("ladder"), prop(tree)];
          expect(ladder?.on, label).toBe("floor");
          expect(grown?.on, label).toBe("behind");
          const [p, a] = [character(composition, "Pepita"), character(composition, "Abuelita")];
          const rung = ladder!.box.h * 0.3;
          // On a rung, over the ladder, her feet well off the ground.
          expect(p.box.x + p.box.w / 2, label).toBeGreaterThan(ladder!.box.x);
          expect(p.box.x + p.box.w / 2, label).toBeLessThan(ladder!.box.x + ladder!.box.w);
          expect(ladder!.box.y + ladder!.box.h - (p.box.y + p.box.h), label).toBeGreaterThan(rung);
          // Both hands up above her head, in the tree's crown.
          for (const hand of p.hands!) {
            expect(hand.y, label).toBeLessThan(p.box.y + p.box.h * 0.2);
            expect(within(hand, grown!.box), label).toBe(true);
          }
          // Abuelita on the ground beside it, her hand on its rail below Pepita's feet.
          expect(a.box.y + a.box.h, label).toBeCloseTo(ladder!.box.y + ladder!.box.h, 0);
          expect(a.hands, label).toHaveLength(1);
          expect(distance(a.hands![0]!, ladder!.box), label).toBeLessThan(20);
          expect(a.hands![0]!.y, label).toBeGreaterThan(p.box.y + p.box.h);
          // Nothing is put in the hand that holds the ladder: what is held is in Pepita's, up in the tree.
          for (const held of composition.placed.filter((x) => x.kind === "prop" && x.on === "hands"))
            expect(Math.min(...p.hands!.map((hand) => distance(hand, held.box))), label).toBeLessThan(20);
        }
  });

  it("gives her from the ladder what she reaches for in the tree (Abuelita's hat): in her raised hand, among the branches", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const composition = composeScene(
        plan({ setting: "garden", characters: pair("standing", "reaching"), props: ["orange-tree", "ladder", "sun-hat"] }),
        seed,
      );
      const hat = composition.placed.find((x): x is Extract<Placed, { kind: "prop" }> => x.kind === "prop" && x.id === "sun-hat")!;
      const tree = composition.placed.find((x): x is Extract<Placed, { kind: "prop" }> => x.kind === "prop" && x.id === "orange-tree")!;
      const p = character(composition, "Pepita");
      expect(hat.on, seed).toBe("hands");
      expect(Math.min(...p.hands!.map((hand) => distance(hand, hat.box))), seed).toBeLessThan(20);
      expect(hat.box.y + hat.box.h, seed).toBeLessThan(p.box.y + p.box.h * 0.2);
      expect(within({ x: hat.box.x + hat.box.w / 2, y: hat.box.y + hat.box.h / 2 }, tree.box), seed).toBe(true);
    }
  });

  it("still raises both arms when the page names nothing to reach for", () => {
    const p = character(composeScene(plan({ characters: [{ name: "Pepita", pose: "reaching" }] }), "x"), "Pepita");
    for (const hand of p.hands!) expect(hand.y).toBeLessThan(p.box.y + p.box.h * 0.25);
  });
});

describe("Abuelita's outfits", () => {
  const abuelitaIn = (outfit: Outfit, base = plan()): ScenePlan => ({
    ...base,
    characters: base.characters.map((c) => (c.name === "Abuelita" ? { ...c, outfit } : c)),
  });

  it("reads Abuelita's outfit from the request in English or Spanish, and leaves an unknown one out", () => {
    expect(abuelitaOutfitIn("Abuelita in her rebozo at the market")).toBe("rebozo");
    expect(abuelitaOutfitIn("Cocinar con Abuelita con su delantal")).toBe("apron");
    expect(abuelitaOutfitIn("Abuelita wearing a raincoat in the garden")).toBe("raincoat");
    expect(abuelitaOutfitIn("Abuelita con su camisón")).toBe("pajamas");
    expect(abuelitaOutfitIn("Abuelita en la playa con un vestido de playa")).toBe("swimsuit");
    expect(abuelitaOutfitIn("Abuelita in a party dress")).toBe("party-dress");
    expect(abuelitaOutfitIn("Abuelita con un abrigo y una bufanda")).toBe("winter-coat");
    expect(abuelitaOutfitIn("Abuelita in her overalls")).toBeUndefined();
    expect(abuelitaOutfitIn("Abuelita in her lucky thingamajig")).toBeUndefined();
    expect(abuelitaOutfitIn("Baking pan dulce")).toBeUndefined();
  });

  it("dresses Abuelita for the place and the moment, and the request's outfit wins", () => {
    const abuelita = (changes: Partial<ScenePlan>, requested?: Outfit) =>
      dressPlan(plan(changes), undefined, undefined, requested).characters.find((c) => c.name === "Abuelita")!.outfit ?? "everyday";
    expect(abuelita({ setting: "beach" })).toBe("swimsuit");
    expect(abuelita({ weather: "rainy" })).toBe("raincoat");
    expect(abuelita({ weather: "snowy" })).toBe("winter-coat");
    expect(abuelita({ setting: "bedroom", timeOfDay: "night" })).toBe("pajamas");
    expect(abuelita({ setting: "kitchen" })).toBe("apron");
    expect(abuelita({ setting: "kitchen", weather: "rainy" })).toBe("apron");
    expect(abuelita({ setting: "market" })).toBe("everyday");
    expect(abuelita({ setting: "market" }, "rebozo")).toBe("rebozo");
  });

  it("draws each outfit over her standing drawing, says it in both languages, and reads it back from the words", async () => {
    const everyday = composeScene(plan(), "abuelita");
    const bare = await pixelsOf(everyday.svg);
    const box = character(everyday, "Abuelita").box;
    for (const outfit of ["apron", "rebozo", "raincoat", "winter-coat", "pajamas", "swimsuit", "party-dress"] as const) {
      const scene = abuelitaIn(outfit);
      const composition = composeScene(scene, "abuelita");
      expect(character(composition, "Abuelita").box, outfit).toEqual(box);
      expect(changedIn(bare, await pixelsOf(composition.svg), box), outfit).toBeGreaterThan(0.02);
      const { en, es } = describePicture(scene);
      expect(en, outfit).toMatch(/Abuelita is wearing (a|an) [a-z ,]+\./);
      expect(es, outfit).toMatch(/Abuelita lleva (un|una) [a-záéíóúñ ,]+\./);
      expect(planFromText(describeScene(scene)).characters.find((c) => c.name === "Abuelita")?.outfit, outfit).toBe(outfit);
    }
    expect(describePicture(abuelitaIn("pajamas")).es).toContain("Abuelita lleva un camisón largo.");
    expect(describePicture(abuelitaIn("apron")).es).toContain("Abuelita lleva un delantal largo de cocina.");
    const both = plan({ weather: "rainy", characters: plan().characters.map((c) => ({ ...c, outfit: "raincoat" as const })) });
    expect(describePicture(both).es).toContain("Las dos llevan un impermeable con capucha y botas de lluvia.");
    expect(describePicture(both).en).toContain("Both are wearing a hooded raincoat and rain boots.");
  });

  it("draws each outfit on her seated too: on a chair, with Pepita on her lap at bedtime, at Pepita's bedside", async () => {
    const seatedWith = (pepita: "standing" | "lap" | "sleeping", changes: Partial<ScenePlan> = {}) =>
      plan({
        characters: [
          { name: "Abuelita", pose: "sitting" },
          { name: "Pepita", pose: pepita },
        ],
        ...changes,
      });
    for (const [label, base] of [
      ["on a chair", seatedWith("standing")],
      ["Pepita on her lap", seatedWith("lap", { setting: "bedroom", timeOfDay: "night" })],
      ["at the bedside", seatedWith("sleeping", { setting: "bedroom", timeOfDay: "night" })],
    ] as const) {
      const everyday = composeScene(base, "seated");
      const bare = await pixelsOf(everyday.svg);
      const box = character(everyday, "Abuelita").box;
      // All of her inside the frame, on the chair the page draws for her.
      expect(box.x, label).toBeGreaterThanOrEqual(60);
      expect(box.x + box.w, label).toBeLessThanOrEqual(964);
      // Below her chin: what she wears, not a hat or a hood.
      const body = { x: box.x, y: box.y + box.h * 0.4, w: box.w, h: box.h * 0.6 };
      for (const outfit of ["apron", "rebozo", "raincoat", "winter-coat", "pajamas", "swimsuit", "party-dress"] as const) {
        const composition = composeScene(abuelitaIn(outfit, base), "seated");
        expect(character(composition, "Abuelita").box, `${label} ${outfit}`).toEqual(box);
        expect(changedIn(bare, await pixelsOf(composition.svg), body), `${label} ${outfit}`).toBeGreaterThan(0.03);
      }
    }
  }, 120_000);

  it("changes nothing for an outfit she has no drawing for", async () => {
    const everyday = composeScene(plan(), "abuelita");
    const overalls = composeScene(abuelitaIn("overalls"), "abuelita");
    expect(changedIn(await pixelsOf(everyday.svg), await pixelsOf(overalls.svg), character(everyday, "Abuelita").box)).toBe(0);
    expect(describePicture(abuelitaIn("overalls")).en).not.toContain("wearing");
  });

  it("keeps her outfits colourable: closed regions and nothing solid black beyond small marks", async () => {
    const everydayBlack = solidBlackShare(await rendered(plan({ setting: "kitchen" })), W, H);
    for (const outfit of ["apron", "rebozo", "raincoat", "pajamas", "swimsuit", "party-dress"] as const) {
      const pixels = await rendered(abuelitaIn(outfit, plan({ setting: "kitchen" })));
      expect(solidBlackShare(pixels, W, H), outfit).toBeLessThan(Math.min(0.02, everydayBlack + 0.004));
      expect(whiteRegions(pixels, W, H).largestShare, outfit).toBeLessThan(1 / 3);
    }
  }, 120_000);
});
