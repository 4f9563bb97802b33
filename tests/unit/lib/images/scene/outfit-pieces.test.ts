import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderPage } from "@/lib/images/offline-generator";
import { solidBlackCount, whiteRegions } from "@/lib/images/page-measures";
import { composeScene, type Composition, type Placed } from "@/lib/images/scene/composer";
import { dressed } from "@/lib/images/scene/outfit-art";
import { planFromText } from "@/lib/images/scene/plan-from-text";
import { partAtOrigin } from "@/lib/images/scene/prop-art";
import { describePicture } from "@/lib/story-writing/scene/picture-description";
import { describeScene, type ScenePlan, type Worn } from "@/lib/story-writing/scene/plan";
import { patioPlan } from "@/tests/support/fixtures/scene-plan";
import { changedIn, pixelsOf, solidBlackAfterChange } from "@/tests/support/page-pixels";

// Pepita in the pieces an outfit is made of, each drawn as itself rather than as the nearest whole
// outfit: a scarf or a knitted hat over her everyday dress, a coat alone, a cap with a bill, a
// skirt and a blouse, a vest over them, a cape over her shoulders, mittens, and a sweater's
// knitted sleeves ribbed at the wrist. Held to the shapes drawn and to the page a child colours.

const W = 1024;
const H = 1536;

const arms = partAtOrigin("pepita-arms-up").svg;
const dancing = partAtOrigin("pepita-dancing").svg;
const pepita = (outfit: Worn | undefined, svg = arms) => dressed(svg, "Pepita", outfit);
const tags = (svg: string) => svg.match(/<[^>]+>/g) ?? [];

/** Her everyday dress's outline, and its flowers: kept under what is worn over it. */
const EVERYDAY_DRESS = /<path d="M-40 -214 C-44 -190/;
/** The knitted hat's pompom; the winter coat's scarf loop; the coat's outline from the shoulders. */
const POMPOM = /<circle cx="0" cy="-?[\d.]+" r="18"/;
const SCARF_LOOP = /<ellipse cx="0" cy="-?[\d.]+" rx="(46|50)" ry="(15|18)"/;
const COAT = /<path d="M-40 -226 Q0 -234 40 -226 C52 -196/;
const SUN_HAT_BRIM = /<ellipse cx="0" cy="-?[\d.]+" rx="98" ry="24"/;

const character = (composition: Composition, name: "Abuelita" | "Pepita") =>
  composition.placed.find((p): p is Extract<Placed, { kind: "character" }> => p.kind === "character" && p.name === name)!;

const inPepitaOutfit = (outfit: Worn | undefined, changes: Partial<ScenePlan> = {}) => {
  const base = patioPlan(changes);
  return { ...base, characters: base.characters.map((c) => (c.name === "Pepita" && outfit ? { ...c, outfit } : c)) };
};

async function rendered(scene: ScenePlan): Promise<Uint8Array> {
  const { png } = await renderPage({ sceneDescription: describeScene(scene), storyTitle: "Outfits", pageNumber: 1, storyId: 5, scene });
  return new Uint8Array(await sharp(png).extractChannel(0).raw().toBuffer());
}

describe("winter pieces worn on their own", () => {
  it("draws a scarf over her everyday dress: no coat, no hat, the dress and its flowers still there", () => {
    const scarf = pepita("scarf");
    expect(scarf).toMatch(SCARF_LOOP);
    expect(scarf).toMatch(EVERYDAY_DRESS);
    expect(scarf).not.toMatch(COAT);
    expect(scarf).not.toMatch(POMPOM);
    // Two ends hanging side by side down her front from the loop over her waistband, each striped
    // across and fringed with three threads, and the loop ribbed.
    expect(scarf).toMatch(/<path d="M0 -224 L-16 -224 /);
    expect(scarf).toMatch(/<path d="M0 -224 L16 -224 /);
    expect(tags(scarf).filter((tag) => /^<path d="M-?\d+(\.\d+)? -?[\d.]+ L-?\d+(\.\d+)? -?[\d.]+" fill="none"/.test(tag)).length).toBeGreaterThanOrEqual(
      tags(pepita(undefined)).filter((tag) => /^<path d="M-?\d+(\.\d+)? -?[\d.]+ L-?\d+(\.\d+)? -?[\d.]+" fill="none"/.test(tag)).length + 10,
    );
  });

  it("draws a knitted hat over her everyday dress, and a scarf and a hat together without the coat", () => {
    const beanie = pepita("beanie");
    expect(beanie).toMatch(POMPOM);
    expect(beanie).toMatch(EVERYDAY_DRESS);
    expect(beanie).not.toMatch(SCARF_LOOP);
    expect(beanie).not.toMatch(COAT);
    const both = pepita("scarf-and-beanie");
    expect(both).toMatch(POMPOM);
    expect(both).toMatch(SCARF_LOOP);
    expect(both).toMatch(EVERYDAY_DRESS);
    expect(both).not.toMatch(COAT);
  });

  it("draws a coat alone as the coat, with neither scarf nor hat nor boots", () => {
    const coat = pepita("coat");
    expect(coat).toMatch(COAT);
    expect(coat).not.toMatch(EVERYDAY_DRESS);
    expect(coat).not.toMatch(SCARF_LOOP);
    expect(coat).not.toMatch(POMPOM);
    const winter = pepita("winter-coat");
    expect(winter).toMatch(COAT);
    expect(winter).toMatch(SCARF_LOOP);
    expect(winter).toMatch(POMPOM);
  });

  it("keeps a scarf and a knitted hat on indoors, as the words say; only the winter coat's come off", () => {
    expect(dressed(arms, "Pepita", "scarf-and-beanie", true)).toMatch(POMPOM);
    expect(dressed(arms, "Pepita", "scarf", true)).toMatch(SCARF_LOOP);
    expect(dressed(arms, "Pepita", "winter-coat", true)).not.toMatch(POMPOM);
  });

  it("puts her hands in mittens: bigger and rounder than her hands, with a cuff at the wrist", () => {
    const mittens = pepita("mittens");
    expect(mittens.match(/rx="17" ry="15"/g)).toHaveLength(2);
    expect(pepita(undefined)).not.toMatch(/rx="17" ry="15"/);
    expect(mittens).toMatch(EVERYDAY_DRESS);
  });
});

describe("a cap", () => {
  it("is a cap with a bill sticking out over her forehead, not the sun hat", () => {
    const cap = pepita("cap");
    expect(cap).not.toMatch(SUN_HAT_BRIM);
    expect(cap).toMatch(EVERYDAY_DRESS);
    // The bill reaches well past the side of her head (half-width 58) on one side only.
    const bill = tags(cap).find((tag) => tag.startsWith('<path d="M-54 '))!;
    const xs = (/ d="([^"]+)"/.exec(bill)![1]!.match(/-?\d+(\.\d+)?/g) ?? []).map(Number).filter((_, i) => i % 2 === 0);
    expect(Math.max(...xs)).toBeGreaterThan(100);
    expect(Math.min(...xs)).toBeGreaterThan(-60);
  });
});

describe("a skirt and a blouse, a vest, a cape", () => {
  it("draws a skirt and a blouse as two pieces, the skirt's waistband between them, in place of the everyday dress", () => {
    const outfit = pepita("skirt-and-blouse");
    expect(outfit).not.toMatch(EVERYDAY_DRESS);
    const all = tags(outfit);
    const band = all.findIndex((tag) => /^<rect x="-50" y="-?[\d.]+" width="100" height="16"/.test(tag));
    const blouse = all.findIndex((tag) => /^<path d="M-40 -214 Q0 -226 40 -214 L47 /.test(tag));
    const skirt = all.findIndex((tag) => /^<path d="M-48 -?[\d.]+ L48 /.test(tag));
    expect(band).toBeGreaterThan(blouse);
    expect(blouse).toBeGreaterThan(skirt);
    expect(skirt).toBeGreaterThan(0);
    // Dancing, her skirt flares and the blouse and waistband stay on top of it.
    const dance = tags(pepita("skirt-and-blouse", dancing));
    expect(dance.findIndex((tag) => tag.includes('data-part="twirling-skirt"'))).toBeGreaterThan(0);
    expect(dance.some((tag) => /^<rect x="-50" y="-?[\d.]+" width="100" height="16"/.test(tag))).toBe(true);
  });

  it("draws a vest's two pointed front panels over the blouse and the waistband", () => {
    const vest = tags(pepita("vest"));
    const band = vest.findIndex((tag) => /^<rect x="-50" y="-?[\d.]+" width="100" height="16"/.test(tag));
    const panels = vest.flatMap((tag, i) => (/^<path d="M-?42 -225 L-?17 -224 /.test(tag) ? [i] : []));
    expect(panels).toHaveLength(2);
    for (const panel of panels) expect(panel).toBeGreaterThan(band);
    expect(pepita("vest")).not.toBe(pepita("skirt-and-blouse"));
  });

  it("hangs a cape behind all of her, wider than her dress, fastened at her neck, and over her back when she turns away", () => {
    const cape = tags(pepita("cape"));
    // The first thing drawn of her, before her braids and legs.
    expect(cape.find((tag) => !tag.startsWith("<g"))).toMatch(/^<path d="M-36 -232 C-84 /);
    expect(cape.some((tag) => /^<circle cx="0" cy="-208" r="13"/.test(tag))).toBe(true);
    expect(pepita("cape")).toMatch(EVERYDAY_DRESS);
    const away = tags(dressed(arms, "Pepita", "cape", false, true));
    expect(away.findIndex((tag) => /^<path d="M-44 -234 C-84 /.test(tag))).toBeGreaterThan(away.findIndex((tag) => EVERYDAY_DRESS.test(tag)));
  });
});

describe("a sweater", () => {
  it("has long knitted sleeves ribbed at the wrist, in place of the puffed ones, and its ribbed hem", () => {
    const sweater = tags(pepita("sweater"));
    // Waving, the hand held out has a cuff; the one raised beside her hair is knitted to the hand.
    const cuffs = sweater.filter((tag) => /^<rect x="-9" y="-19" width="18" height="38"/.test(tag));
    expect(cuffs).toHaveLength(1);
    // Three ribs along the arm on the cuff.
    expect(sweater.filter((tag) => /^<path d="M-4 -?\d+ L4 -?\d+" fill="none"/.test(tag))).toHaveLength(3);
    expect(sweater.filter((tag) => / rx="20" ry="17"/.test(tag))).toHaveLength(0);
    expect(sweater.filter((tag) => /stroke-width="16"/.test(tag))).toHaveLength(2);
  });

  it("gives the arms the page draws for her (standing, holding, at a table) cuffs at the wrist, and mittens", () => {
    const cuffsOn = (outfit: Worn | undefined) =>
      (composeScene(inPepitaOutfit(outfit), "sleeves").svg.match(/<g transform="translate\([\d.]+ [\d.]+\) rotate\(-?[\d.]+\)"><rect /g) ?? []).length;
    expect(cuffsOn(undefined)).toBe(0);
    expect(cuffsOn("sweater")).toBe(2);
    expect(cuffsOn("mittens")).toBe(2);
    expect(cuffsOn("skirt-and-blouse")).toBe(0);
  });
});

describe("every new piece on the page", () => {
  const PIECES = ["scarf", "beanie", "scarf-and-beanie", "coat", "cap", "skirt-and-blouse", "vest", "cape", "mittens", "sweater"] as const;

  it("changes what is drawn in Pepita's box, says it in both languages, and reads it back from the words", async () => {
    const everyday = composeScene(inPepitaOutfit(undefined), "pieces");
    const bare = await pixelsOf(everyday.svg);
    const box = character(everyday, "Pepita").box;
    for (const outfit of PIECES) {
      const scene = inPepitaOutfit(outfit);
      const composition = composeScene(scene, "pieces");
      // Wider with a cape or a cap's bill, never narrower.
      expect(changedIn(bare, await pixelsOf(composition.svg), box), outfit).toBeGreaterThan(0.01);
      const { en, es } = describePicture(scene);
      expect(en, outfit).toMatch(/Pepita is wearing [a-z ,]+\./);
      expect(es, outfit).toMatch(/Pepita lleva [a-záéíóúñ ,]+\./);
      expect(planFromText(describeScene(scene)).characters.find((c) => c.name === "Pepita")?.outfit, outfit).toBe(outfit);
    }
  }, 60_000);

  const LAYOUTS = [
    ["standing, medium", {}],
    [
      "dancing, wide",
      {
        setting: "garden",
        framing: "wide",
        characters: [
          { name: "Abuelita", pose: "dancing" },
          { name: "Pepita", pose: "dancing" },
        ],
      },
    ],
    ["sitting, close-up", { setting: "living-room", framing: "close-up", characters: [{ name: "Pepita", pose: "sitting" }] }],
  ] as const satisfies readonly (readonly [string, Partial<ScenePlan>])[];

  // One test a layout, each page's solid black measured round what its outfit changed from her everyday dress's page.
  it.each(LAYOUTS)(
    "stays colourable %s: nothing solid black beyond small marks, no region over a third",
    async (label, changes) => {
      const everyday = await rendered(inPepitaOutfit(undefined, changes));
      const before = { pixels: everyday, solid: solidBlackCount(everyday, W, H) };
      const everydayBlack = before.solid / everyday.length;
      for (const outfit of PIECES) {
        const pixels = await rendered(inPepitaOutfit(outfit, changes));
        expect(solidBlackAfterChange(before, pixels), `${label}: ${outfit}`).toBeLessThan(Math.min(0.02, everydayBlack + 0.006));
        expect(whiteRegions(pixels, W, H).largestShare, `${label}: ${outfit}`).toBeLessThan(1 / 3);
      }
    },
    120_000,
  );
});

describe("shorts, leggings, a hoodie, a plain dress, two pieces together and prints", () => {
  /** The print's bands: lines across a clipped group; its dots: circles as big as the print draws them. */
  const BANDS = /<g clip-path="url\(#print-[a-z0-9]+\)">((?:<path [^>]+\/>)+)<\/g>/;
  const DOTS = /<circle cx="-?[\d.]+" cy="-?[\d.]+" r="13"/g;

  it("draws shorts with her legs bare below them, leggings as trouser legs under any skirt, and a hoodie with long sleeves", () => {
    const shorts = pepita("shorts");
    expect(shorts).not.toMatch(EVERYDAY_DRESS);
    expect(shorts).not.toMatch(/stroke-width="32"/);
    expect(pepita("leggings")).toMatch(EVERYDAY_DRESS);
    expect(pepita("leggings").match(/stroke-width="32"/g)).toHaveLength(2);
    expect(pepita("party-dress+leggings").match(/stroke-width="32"/g)).toHaveLength(2);
    expect(tags(pepita("hoodie")).filter((tag) => /^<rect x="-9" y="-19" width="18" height="38"/.test(tag))).toHaveLength(1);
  });

  it("draws a sweater or a hoodie over jeans with trousers below it in place of her skirt", () => {
    for (const top of ["sweater", "hoodie"] as const) {
      const overJeans = pepita(`${top}+pants`);
      expect(overJeans.match(/stroke-width="32"/g), top).toHaveLength(2);
      expect(overJeans, top).toMatch(/<path d="M-50 -?[\d.]+ L50 -?[\d.]+ L56 /);
      expect(pepita(top), top).not.toMatch(/stroke-width="32"/);
    }
  });

  it("draws a cap with jeans, and a scarf with a cap: both pieces", () => {
    const jeansAndCap = pepita("pants+cap");
    expect(jeansAndCap.match(/stroke-width="32"/g)).toHaveLength(2);
    expect(tags(jeansAndCap).some((tag) => tag.startsWith('<path d="M-54 '))).toBe(true);
    const scarfAndCap = pepita("scarf+cap");
    expect(scarfAndCap).toMatch(SCARF_LOOP);
    expect(tags(scarfAndCap).some((tag) => tag.startsWith('<path d="M-54 '))).toBe(true);
  });

  it("draws stripes as bands across the garment, clipped to it, and polka dots as circles well inside it", () => {
    const striped = BANDS.exec(pepita("dress~striped"));
    expect(striped).not.toBeNull();
    expect(tags(striped![1]!).length).toBeGreaterThanOrEqual(3);
    expect(pepita("dress")).not.toMatch(BANDS);
    expect(pepita("dress~polka-dot").match(DOTS)!.length).toBeGreaterThanOrEqual(4);
    const checked = tags(BANDS.exec(pepita("shorts~checked~top"))![1]!);
    expect(checked.some((tag) => /d="M-?[\d.]+ (-?[\d.]+) L-?[\d.]+ \1"/.test(tag))).toBe(true);
    expect(checked.some((tag) => /d="M(-?[\d.]+) -?[\d.]+ L\1 /.test(tag))).toBe(true);
    // On the skirt or on the blouse, as the words say.
    expect(pepita("skirt-and-blouse~striped")).not.toBe(pepita("skirt-and-blouse~striped~top"));
  });

  const NEW = ["shorts~striped~top+cap", "dress~polka-dot", "hoodie~checked+pants", "party-dress+leggings", "skirt-and-blouse~polka-dot+scarf"] as const;

  it("changes what is drawn, says it in both languages, and reads it back from the words", async () => {
    const everyday = composeScene(inPepitaOutfit(undefined), "pieces");
    const bare = await pixelsOf(everyday.svg);
    const box = character(everyday, "Pepita").box;
    for (const outfit of NEW) {
      const scene = inPepitaOutfit(outfit);
      expect(changedIn(bare, await pixelsOf(composeScene(scene, "pieces").svg), box), outfit).toBeGreaterThan(0.01);
      const { en, es } = describePicture(scene);
      expect(en, outfit).toMatch(/Pepita is wearing [a-zA-Z ,-]+\./);
      expect(es, outfit).toMatch(/Pepita lleva [a-záéíóúñ ,]+\./);
      expect(planFromText(describeScene(scene)).characters.find((c) => c.name === "Pepita")?.outfit, outfit).toBe(outfit);
    }
  }, 60_000);

  // One page each, standing at the medium framing that draws her small: the prints' bands and dots are at their smallest there.
  it("stays colourable: the prints' bands and dots are regions, nothing solid black beyond small marks", async () => {
    const changes = {};
    const everyday = await rendered(inPepitaOutfit(undefined, changes));
    const before = { pixels: everyday, solid: solidBlackCount(everyday, W, H) };
    const everydayBlack = before.solid / everyday.length;
    for (const outfit of NEW) {
      const pixels = await rendered(inPepitaOutfit(outfit, changes));
      expect(solidBlackAfterChange(before, pixels), outfit).toBeLessThan(Math.min(0.02, everydayBlack + 0.006));
      expect(whiteRegions(pixels, W, H).largestShare, outfit).toBeLessThan(1 / 3);
    }
  }, 120_000);
});
