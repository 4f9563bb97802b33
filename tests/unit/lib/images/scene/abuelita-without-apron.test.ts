import { describe, expect, it } from "vitest";
import { figure } from "@/lib/images/scene/figures";
import { dressed } from "@/lib/images/scene/outfit-art";
import { storyPart, type PartName } from "@/lib/images/scene/story-parts";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { dressPlan } from "@/lib/story-writing/scene/outfits";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";
import { between, blankPage } from "@/tests/support/figure-boxes";
import { printedPixels, solidBlackIn } from "@/tests/support/page-pixels";

// On a day that is not for aprons Abuelita stands in her embroidered blouse and skirt: the apron
// and the line above its hem are left off, its flower stays on the skirt with a small one each
// side, and nothing of it prints solid black.

const STANDING: PartName[] = [
  "abuelita-waving",
  "abuelita-stirring",
  "abuelita-hands-together",
  "abuelita-watering",
  "abuelita-flipping",
  "abuelita-bag",
  "abuelita-blessing",
];
const APRON = /<path d="M-56 -292 L56 -292/;
const APRON_LINE = /<path d="M-64 -164 Q/;
const WAISTBAND = /<rect x="-68" y="-306"/;
const BLOUSE = /<path d="M-24 -432 Q/;

describe("Abuelita in her blouse and skirt", () => {
  it.each(STANDING)("%s has no apron, and keeps her blouse, her skirt's waistband and its flowers", (drawing) => {
    const everyday = storyPart(drawing).svg;
    const svg = dressed(everyday, "Abuelita", "skirt-and-blouse");
    expect(everyday).toMatch(APRON);
    expect(svg).not.toMatch(APRON);
    expect(svg).not.toMatch(APRON_LINE);
    expect(svg).toMatch(WAISTBAND);
    expect(svg).toMatch(BLOUSE);
    // The apron's flower (five petals round a heart) stays, and two flowers join it by the hem.
    expect(svg.match(/rx="17" ry="11\.6"/g)).toHaveLength(5);
    expect(svg.match(/<path d="M[^"]*( C[^"]*){5} Z" fill="#fff" stroke="#000" stroke-width="3.5"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("prints no solid black on her skirt, from her waistband to her hem, at the sizes pages draw her", async () => {
    const black: string[] = [];
    // From below her waistband, or holding a dish in both hands, from below her hands (the dish's own black is not the skirt's).
    const tops: [PartName, number][] = [
      ["abuelita-stirring", -280],
      ["abuelita-waving", -280],
      ["abuelita-hands-together", -240],
    ];
    for (const [drawing, top] of tops)
      for (const scale of [1.1, 1.4, 1.8])
        for (const mirror of [false, true]) {
          const drawn = figure(drawing, 512, 1400, scale, mirror, { who: "Abuelita", outfit: "skirt-and-blouse" });
          const printed = await printedPixels(blankPage(drawn.svg));
          const share = solidBlackIn(printed, between(drawing, mirror, { x: 512, ground: 1400, scale }, { x: -110, y: top }, { x: 110, y: -130 }));
          if (share > 0) black.push(`${drawing} at ${scale}${mirror ? ", mirrored" : ""}: ${(share * 100).toFixed(2)}%`);
        }
    expect(black).toEqual([]);
  }, 120_000);
});

describe("what a request dresses Abuelita in, on a day that is not for aprons", () => {
  const REBOZO_BAND = /<path d="M36 -446 C90 -446 112 -420 112 -380/;
  const plan = (setting: ScenePlan["setting"]): ScenePlan => ({
    setting,
    timeOfDay: "morning",
    weather: "sunny",
    characters: [{ name: "Abuelita", pose: "standing" }],
    props: [],
    framing: "medium",
    action: "going to the library",
  });

  // "Going to the library with Abuelita in her rebozo" drew the rebozo over the apron she had left at home.
  it.each(["rebozo", "sun-hat", "cap"] as const)("a %s goes over her blouse and skirt, and no apron is drawn", (asked) => {
    for (const setting of ["library", "kitchen", "patio"] as const) {
      const worn = dressPlan(plan(setting), undefined, "library", asked, false).characters[0]!.outfit!;
      expect(worn, setting).toBe(`skirt-and-blouse+${asked}`);
      const svg = dressed(storyPart("abuelita-waving").svg, "Abuelita", worn);
      expect(svg, setting).not.toMatch(APRON);
      expect(svg, setting).not.toMatch(APRON_LINE);
      expect(svg, setting).toMatch(BLOUSE);
    }
    expect(dressed(storyPart("abuelita-waving").svg, "Abuelita", "skirt-and-blouse+rebozo")).toMatch(REBOZO_BAND);
  });

  it("on an apron day the rebozo still goes over her apron, and an apron asked for is worn", () => {
    expect(dressPlan(plan("kitchen"), undefined, "cooking", "rebozo", true).characters[0]!.outfit).toBe("rebozo");
    expect(dressPlan(plan("library"), undefined, "library", "apron", false).characters[0]!.outfit).toBe("apron");
  });

  it("the library day asked with her rebozo draws and says the rebozo and never the apron", () => {
    const story = writeOfflineStory(
      {
        activityType: "Going to the library with Abuelita in her rebozo",
        season: "Fall",
        pepitaRole: "Helpful",
        pepitaCustomization: { personality: ["Curious"], favoriteActivity: "", outfit: "" },
      },
      3,
    );
    const standing = story.pages.flatMap((page) =>
      page.scene!.characters.filter((c) => c.name === "Abuelita" && !["sitting", "lap", "reading", "sleeping"].includes(c.pose)).map((c) => ({ page, c })),
    );
    expect(standing.length).toBeGreaterThan(2);
    for (const { page, c } of standing) {
      expect(c.outfit, `page ${page.pageNumber}`).toMatch(/rebozo/);
      expect(page.sceneDescription, `page ${page.pageNumber}`).not.toMatch(/\bapron\b/);
      expect(page.sceneDescription, `page ${page.pageNumber}`).toMatch(/rebozo/);
    }
  });
});
