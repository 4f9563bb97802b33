import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderPage } from "@/lib/images/offline-generator";
import { solidBlackShare, whiteRegions } from "@/lib/images/page-measures";
import { composeScene, type Composition, type Placed } from "@/lib/images/scene/composer";
import { planFromText } from "@/lib/images/scene/plan-from-text";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { dressPlan, outfitIdFor } from "@/lib/story-writing/scene/outfits";
import { describeScene, OUTFIT_IDS, scenePlanSchema, type Outfit, type ScenePlan } from "@/lib/story-writing/scene/plan";
import { patioPlan } from "@/tests/support/fixtures/scene-plan";
import { changedIn, pixelsOf } from "@/tests/support/page-pixels";
import type { Box } from "@/lib/images/scene/backdrops";
import { variedRequests } from "@/tests/support/varied-requests";

// Pepita and Abuelita as the page's plan describes them: in the outfit it names, in the pose it
// names (a hug overlaps them, hand in hand joins their hands between them, what she holds is in
// her hands), and as tall on the page as the built-in story draws them.

const W = 1024;
const H = 1536;

const plan = patioPlan;

const wearing = (outfit: Outfit, base = plan()): ScenePlan => ({
  ...base,
  characters: base.characters.map((c) => (c.name === "Pepita" ? { ...c, outfit } : c)),
});

const character = (composition: Composition, name: "Abuelita" | "Pepita") =>
  composition.placed.find((p): p is Extract<Placed, { kind: "character" }> => p.kind === "character" && p.name === name)!;

const overlapWidth = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);

describe("outfits", () => {
  it("reads the request's outfit in English or Spanish, and leaves an unknown one out", () => {
    expect(outfitIdFor("Yellow raincoat")).toBe("raincoat");
    expect(outfitIdFor("impermeable amarillo")).toBe("raincoat");
    expect(outfitIdFor("traje de baño")).toBe("swimsuit");
    expect(outfitIdFor("a polka-dot swimsuit")).toBe("swimsuit");
    expect(outfitIdFor("sparkly tutu")).toBe("party-dress");
    expect(outfitIdFor("vestido de fiesta")).toBe("party-dress");
    expect(outfitIdFor("blue overalls")).toBe("overalls");
    expect(outfitIdFor("su pijama de estrellas")).toBe("pajamas");
    expect(outfitIdFor("un sombrero de fiesta")).toBe("sun-hat");
    expect(outfitIdFor("uniforme escolar")).toBe("school-uniform");
    expect(outfitIdFor("a red dress")).toBeUndefined();
    expect(outfitIdFor("her lucky purple thingamajig")).toBeUndefined();
    expect(outfitIdFor("")).toBeUndefined();
  });

  it("dresses Pepita for the place and the moment when the request names nothing she can be drawn in", () => {
    const dressed = (changes: Partial<ScenePlan>, requested?: Outfit, arc?: string) =>
      dressPlan(plan(changes), requested, arc).characters.map((c) => `${c.name}:${c.outfit ?? "everyday"}`);
    expect(dressed({ setting: "beach" })).toEqual(["Abuelita:swimsuit", "Pepita:swimsuit"]);
    expect(dressed({ weather: "rainy" })).toEqual(["Abuelita:raincoat", "Pepita:raincoat"]);
    expect(dressed({ setting: "kitchen", weather: "rainy" })).toEqual(["Abuelita:apron", "Pepita:everyday"]);
    expect(dressed({ weather: "snowy" })).toEqual(["Abuelita:winter-coat", "Pepita:winter-coat"]);
    expect(dressed({ setting: "classroom" })).toEqual(["Abuelita:everyday", "Pepita:school-uniform"]);
    expect(dressed({ setting: "kitchen" }, undefined, "school")).toEqual(["Abuelita:apron", "Pepita:school-uniform"]);
    const bedtime = {
      setting: "bedroom" as const,
      timeOfDay: "night" as const,
      characters: plan().characters.map((c) => ({ ...c, pose: c.name === "Pepita" ? ("sleeping" as const) : c.pose })),
    };
    expect(dressed(bedtime, "raincoat")).toEqual(["Abuelita:pajamas", "Pepita:pajamas"]);
    // What the request asks for wins over what the place suggests.
    expect(dressed({ setting: "beach" }, "overalls")).toEqual(["Abuelita:swimsuit", "Pepita:overalls"]);
  });

  it("puts the request's outfit in every page's plan and description, never its raw words", () => {
    const request = variedRequests(1)[0]!;
    const story = writeOfflineStory({ ...request, pepitaCustomization: { ...request.pepitaCustomization, outfit: "impermeable amarillo" } }, 7);
    const awake = story.pages.filter((page) => !(page.scene!.setting === "bedroom" && page.scene!.timeOfDay === "night"));
    for (const page of awake) {
      expect(scenePlanSchema.parse(page.scene).characters.find((c) => c.name === "Pepita")?.outfit ?? "raincoat").toBe("raincoat");
      if (page.scene!.characters.some((c) => c.name === "Pepita")) expect(page.sceneDescription).toContain("in a hooded raincoat and rain boots");
    }
    // An outfit it does not know changes nothing: the pages wear what they would with none asked for.
    const unknown = writeOfflineStory({ ...request, pepitaCustomization: { ...request.pepitaCustomization, outfit: "her lucky purple thingamajig" } }, 7);
    const plain = writeOfflineStory({ ...request, pepitaCustomization: { ...request.pepitaCustomization, outfit: "" } }, 7);
    for (const [i, page] of unknown.pages.entries()) {
      expect(`${page.storyText} ${page.spanishText} ${page.sceneDescription}`).not.toMatch(/thingamajig|lucky/i);
      expect(page.scene!.characters).toEqual(plain.pages[i]!.scene!.characters);
    }
  });

  it("reads the outfit back from a page's description, or from an admin's own words", () => {
    for (const outfit of OUTFIT_IDS) {
      const read = planFromText(describeScene(wearing(outfit))).characters;
      expect(read.find((c) => c.name === "Pepita")?.outfit, outfit).toBe(outfit);
      expect(read.find((c) => c.name === "Abuelita")?.outfit).toBeUndefined();
    }
    expect(planFromText(describeScene(plan())).characters.every((c) => c.outfit === undefined)).toBe(true);
    expect(planFromText("Pepita, wearing her yellow raincoat, waves at the door.").characters.find((c) => c.name === "Pepita")?.outfit).toBe("raincoat");
    expect(planFromText("Pepita waves at the door in her lucky cape.").characters.find((c) => c.name === "Pepita")?.outfit).toBe("cape");
    expect(planFromText("Pepita waves at the door in her lucky necklace.").characters.find((c) => c.name === "Pepita")?.outfit).toBeUndefined();
  });

  /** What changes little of her: a crown, boots and mittens. */
  const SMALL = new Set<Outfit>(["boots", "crown", "mittens"]);

  it("draws every outfit: Pepita's box changes from her everyday dress, and a swimsuit page differs from a dress page", async () => {
    const everyday = composeScene(plan(), "outfits");
    const dressPixels = await pixelsOf(everyday.svg);
    const pepita = character(everyday, "Pepita").box;
    const changes = new Map<Outfit, number>();
    for (const outfit of OUTFIT_IDS) {
      const composition = composeScene(wearing(outfit), "outfits");
      expect(character(composition, "Pepita").box, `${outfit} leaves Pepita where she stands`).toEqual(pepita);
      expect(character(composition, "Pepita").outfit).toBe(outfit);
      changes.set(outfit, changedIn(dressPixels, await pixelsOf(composition.svg), pepita));
    }
    for (const [outfit, changed] of changes) expect(changed, `${outfit} is drawn`).toBeGreaterThan(SMALL.has(outfit) ? 0.005 : 0.02);
    expect(changes.get("swimsuit")).toBeGreaterThan(0.05);
  }, 60_000);

  it("draws Abuelita's sun hat at the beach above her head", async () => {
    const bare = composeScene(plan({ setting: "beach" }), "hat");
    const hatted = composeScene(dressPlan(plan({ setting: "beach" }), undefined), "hat");
    const abuelita = character(bare, "Abuelita").box;
    const head = { ...abuelita, h: abuelita.h * 0.25 };
    expect(changedIn(await pixelsOf(bare.svg), await pixelsOf(hatted.svg), head)).toBeGreaterThan(0.05);
  });

  it("draws outfits a child can colour: closed regions, nothing solid black beyond small marks", async () => {
    const pixelsFor = async (scene: ScenePlan) => {
      const { png } = await renderPage({ sceneDescription: describeScene(scene), storyTitle: "Outfits", pageNumber: 1, storyId: 3, scene });
      return new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
    };
    const everydayBlack = solidBlackShare(await pixelsFor(plan({ setting: "kitchen" })), W, H);
    for (const outfit of ["swimsuit", "raincoat", "party-dress", "pajamas", "winter-coat", "school-uniform"] as const) {
      const pixels = await pixelsFor(wearing(outfit, plan({ setting: "kitchen" })));
      // An outfit adds no black beyond small marks (the party dress's bow knot) over the everyday dress.
      expect(solidBlackShare(pixels, W, H), outfit).toBeLessThan(Math.min(0.02, everydayBlack + 0.004));
      expect(whiteRegions(pixels, W, H).largestShare, outfit).toBeLessThan(1 / 3);
    }
  }, 120_000);
});

describe("poses", () => {
  it("overlaps the two figures in a hug, with their arms round each other", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const composition = composeScene(
        plan({
          characters: [
            { name: "Abuelita", pose: "hugging" },
            { name: "Pepita", pose: "hugging" },
          ],
        }),
        seed,
      );
      const a = character(composition, "Abuelita").box;
      const p = character(composition, "Pepita").box;
      expect(overlapWidth(a, p), `seed ${seed}`).toBeGreaterThan(p.w * 0.25);
      const touch = composition.placed.find((x) => x.kind === "touch");
      expect(touch?.kind === "touch" && touch.pose).toBe("hugging");
      expect(overlapWidth(touch!.box, p)).toBeGreaterThan(0);
      expect(overlapWidth(touch!.box, a)).toBeGreaterThan(0);
    }
  });

  it("joins hand-in-hand figures at two clasped hands between them, at Pepita's hand height, close enough that no arm stretches across the page", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      const composition = composeScene(
        plan({
          characters: [
            { name: "Abuelita", pose: "walking" },
            { name: "Pepita", pose: "walking" },
          ],
        }),
        seed,
      );
      const a = character(composition, "Abuelita").box;
      const p = character(composition, "Pepita").box;
      const [left, right] = a.x < p.x ? [a, p] : [p, a];
      const touch = composition.placed.find((x) => x.kind === "touch")!;
      expect(touch.kind === "touch" && touch.pose).toBe("walking");
      const middle = touch.box.x + touch.box.w / 2;
      expect(middle, `seed ${seed}`).toBeGreaterThan(left.x + left.w / 2);
      expect(middle).toBeLessThan(right.x + right.w / 2);
      const height = touch.box.y + touch.box.h / 2;
      expect(height).toBeGreaterThan(p.y + p.h * 0.35);
      expect(height).toBeLessThan(p.y + p.h * 0.8);
      expect(right.x - (left.x + left.w), `seed ${seed}`).toBeLessThan(p.h / 5);
    }
  });

  it("puts what Pepita holds in her hands: in front of her, at hand height", () => {
    for (const seed of ["a", "b", "c"]) {
      const composition = composeScene(plan({ characters: [{ name: "Pepita", pose: "standing" }], props: ["mixing-bowl"] }), seed);
      const p = character(composition, "Pepita").box;
      const held = composition.placed.find((x) => x.kind === "prop" && x.id === "mixing-bowl")!;
      expect(held.kind === "prop" && held.on).toBe("hands");
      const middle = { x: held.box.x + held.box.w / 2, y: held.box.y + held.box.h / 2 };
      expect(middle.x).toBeGreaterThan(p.x + p.w * 0.3);
      expect(middle.x).toBeLessThan(p.x + p.w * 0.7);
      expect(middle.y).toBeGreaterThan(p.y + p.h * 0.35);
      expect(middle.y).toBeLessThan(p.y + p.h * 0.75);
    }
  });
});

describe("reaching up", () => {
  it("reads 'reaching up' from the words and draws her arms raised above her shoulders", async () => {
    expect(planFromText("Pepita reaches up for the piñata.").characters.find((c) => c.name === "Pepita")?.pose).toBe("reaching");
    // Her hands as the page draws them, and the ink round each: the backdrop behind her differs from
    // page to page (a story's own patio, the side it is seen from), so her hands are what is compared.
    const white = new Uint8Array(W * H).fill(255);
    for (const [pose, raised] of [
      ["reaching", true],
      ["standing", false],
    ] as const) {
      const composition = composeScene(plan({ characters: [{ name: "Pepita", pose }] }), "reach");
      const pepita = character(composition, "Pepita");
      const hands = pepita.kind === "character" ? (pepita.hands ?? []) : [];
      expect(hands, pose).toHaveLength(2);
      const pixels = await pixelsOf(composition.svg);
      for (const hand of hands) {
        expect(hand.y < pepita.box.y + pepita.box.h * 0.15, `${pose}: a hand above her shoulders`).toBe(raised);
        expect(changedIn(white, pixels, { x: hand.x - 20, y: hand.y - 20, w: 40, h: 40 }), `${pose}: a hand drawn where it is`).toBeGreaterThan(0.1);
      }
    }
  });
});

describe("characters' size", () => {
  it("draws Abuelita about half the page tall and Pepita over a third, as the built-in story does", () => {
    const shares = { Abuelita: [] as number[], Pepita: [] as number[] };
    // Twelve kinds of day, each its own story, so the pages' mix of poses is not one story's.
    for (const [i, varied] of variedRequests(12).entries()) {
      const story = writeOfflineStory(varied, i + 1);
      for (const page of story.pages) {
        const composition = composeScene(page.scene!, `size ${page.pageNumber}`);
        for (const c of composition.placed) {
          if (c.kind !== "character" || ["sleeping", "lap", "sitting", "reading", "kneeling", "dancing"].includes(c.pose)) continue;
          const share = c.box.h / H;
          shares[c.name].push(share);
          // A crowded page (a wide dance beside her, a table and a lantern) may draw them a little smaller, never small.
          expect(share, `${c.name} ${c.pose} on page ${page.pageNumber}`).toBeGreaterThan(c.name === "Abuelita" ? 0.38 : 0.27);
        }
      }
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    expect(median(shares.Abuelita)).toBeGreaterThan(0.45);
    expect(median(shares.Pepita)).toBeGreaterThan(0.32);
  });
});
