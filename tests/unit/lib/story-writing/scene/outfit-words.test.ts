import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import { abuelitaOutfitIn, outfitIdFor, showsGarment } from "@/lib/story-writing/scene/outfits";
import { outfitFor } from "@/lib/story-writing/scene/pepita-words";
import { variedRequests } from "@/tests/support/varied-requests";

// The outfit an admin types for Pepita, in English or Spanish, recognised as the pieces the
// illustrator draws (a scarf alone, a coat alone, a cap, a skirt and a blouse, a vest, a cape)
// and told in both languages with each garment's own colour and pattern, agreeing in Spanish,
// naming only what the picture shows.

/** A story in `season` with Pepita in `outfit`: what its first page says and what she wears on its pages. */
function storyIn(outfit: string, season: "Summer" | "Winter" = "Summer") {
  const story = writeOfflineStory(
    { ...variedRequests(1)[0]!, season, activityType: "Gardening", pepitaCustomization: { personality: ["Kind"], favoriteActivity: "reading", outfit } },
    5,
  );
  const worn = story.pages.flatMap((page) => page.scene!.characters.filter((c) => c.name === "Pepita").map((c) => c.outfit ?? "everyday"));
  return { en: story.pages[0]!.storyText, es: story.pages[0]!.spanishText, worn };
}

describe("the outfit's pieces, recognised in either language", () => {
  it.each([
    ["a scarf", "scarf"],
    ["bufanda roja", "scarf"],
    ["a striped scarf", "scarf"],
    ["a beanie", "beanie"],
    ["her knit hat", "beanie"],
    ["un gorro de lana", "beanie"],
    ["a scarf and a beanie", "scarf-and-beanie"],
    ["una bufanda y un gorro", "scarf-and-beanie"],
    ["her winter coat", "coat"],
    ["abrigo rojo", "coat"],
    ["a coat and a scarf", "winter-coat"],
    ["abrigo, bufanda y gorro", "winter-coat"],
    ["mittens", "mittens"],
    ["a coat and mittens", "coat+mittens"],
    ["her brother's baseball cap", "cap"],
    ["una gorra azul", "cap"],
    ["cachucha", "cap"],
    ["a skirt", "skirt-and-blouse"],
    ["blusa blanca", "skirt-and-blouse"],
    ["a white shirt and a skirt", "skirt-and-blouse"],
    ["una camisa", "skirt-and-blouse"],
    ["a vest", "vest"],
    ["falda y chaleco", "vest"],
    ["a superhero cape", "cape"],
    ["capa de superhéroe", "cape"],
    ["a cape and a crown", "cape+crown"],
    ["jeans and a t-shirt", "pants"],
    ["blue jeans and white sneakers", "pants"],
    ["botas de lluvia y un impermeable amarillo", "raincoat"],
    ["rain boots", "boots"],
    ["a sparkly skirt", "party-dress"],
    ["un sombrero de fiesta", "sun-hat"],
  ])("'%s' is drawn as %s", (outfit, look) => {
    expect(outfitIdFor(outfit)).toBe(look);
  });

  it.each([
    // Garments a parent types that were neither drawn nor said.
    ["a T-shirt with shorts", "shorts"],
    ["pantalones cortos azul marino", "shorts"],
    ["pink leggings", "leggings"],
    ["a hoodie", "hoodie"],
    ["sudadera con capucha", "hoodie"],
    ["overol de mezclilla", "overalls"],
    // Two pieces that do not clash are drawn together.
    ["a red cap and blue jeans", "pants+cap"],
    ["a navy hoodie and jeans", "hoodie+pants"],
    ["jeans and a sweater", "sweater+pants"],
    ["a skirt and jeans", "pants"],
    ["jeans and boots", "pants+boots"],
    ["pink tutu and leggings", "party-dress+leggings"],
    ["a scarf and a cap", "scarf+cap"],
    ["a crown and a princess dress", "party-dress+crown"],
    ["un sombrero de fiesta", "sun-hat"],
    ["a coat and a scarf", "winter-coat"],
    ["botas de lluvia y un impermeable amarillo", "raincoat"],
    // A print is drawn on the garment it is said of.
    ["vestido de rayas", "dress~striped"],
    ["a polka-dot dress and a sun hat", "dress~polka-dot+sun-hat"],
    ["red polka dot skirt", "skirt-and-blouse~polka-dot"],
    ["a striped shirt and a skirt", "skirt-and-blouse~striped~top"],
    ["una camiseta de rayas y pantalones de mezclilla", "pants~striped~top"],
    ["a flannel shirt and jeans", "pants~checked~top"],
    ["green striped sweater", "sweater~striped"],
  ])("'%s' is drawn as %s", (outfit, worn) => {
    expect(outfitIdFor(outfit)).toBe(worn);
  });

  it("draws a scarf as a scarf in summer too, and a coat alone without scarf or hat", () => {
    for (const outfit of ["a scarf", "su bufanda"]) {
      const { worn } = storyIn(outfit);
      expect(worn, outfit).toContain("scarf");
      expect(worn, outfit).not.toContain("winter-coat");
    }
    const { worn } = storyIn("a red coat", "Winter");
    expect(worn).toContain("coat");
    expect(worn).not.toContain("winter-coat");
  });

  it("dresses Abuelita in a coat, a scarf, a knitted hat or a cap when her words say so", () => {
    expect(abuelitaOutfitIn("Abuelita con un abrigo")).toBe("coat");
    expect(abuelitaOutfitIn("Abuelita in her scarf")).toBe("scarf");
    expect(abuelitaOutfitIn("Abuelita wearing a knit hat")).toBe("beanie");
    expect(abuelitaOutfitIn("Abuelita con su gorra")).toBe("cap");
  });
});

describe("the outfit in the words, each garment with its own colour and pattern", () => {
  it.each([
    ["red skirt and white blouse", "her red skirt and white blouse", "su falda roja y su blusa blanca"],
    ["falda de mezclilla y blusa blanca", "her denim skirt and white blouse", "su falda de mezclilla y su blusa blanca"],
    ["unos pantalones rojos", "her red pants", "sus pantalones rojos"],
    ["a red polka dot skirt", "her red polka-dot skirt", "su falda roja de lunares"],
    ["una falda con bolitas", "her polka-dot skirt", "su falda de lunares"],
    ["a skirt with polka dots", "her polka-dot skirt", "su falda de lunares"],
    ["striped sweater", "her striped sweater", "su suéter de rayas"],
    ["botas amarillas", "her yellow boots", "sus botas amarillas"],
    ["green pants", "her green pants", "sus pantalones verdes"],
    ["blue jeans", "her blue jeans", "sus pantalones de mezclilla azules"],
    ["navy blue pants", "her navy pants", "sus pantalones azul marino"],
    ["falda azul marino", "her navy skirt", "su falda azul marino"],
    ["a flannel shirt", "her flannel shirt", "su camisa de franela"],
    ["a T-shirt with shorts", "her T-shirt and shorts", "su playera y sus shorts"],
    ["pink tutu and leggings", "her pink tutu and leggings", "su tutú rosa y sus mallas"],
    ["a red cap and blue jeans", "her red cap and blue jeans", "su gorra roja y sus pantalones de mezclilla azules"],
  ])("'%s' is told as '%s' and '%s'", (outfit, en, es) => {
    expect(outfitFor(outfit)).toEqual({ en, es });
  });

  it("names only the garments the picture shows", () => {
    expect(outfitFor("a green sweater and red mittens", showsGarment("sweater"))).toEqual({ en: "her green sweater", es: "su suéter verde" });
    expect(outfitFor("a red coat with a scarf", showsGarment("winter-coat"))).toEqual({ en: "her red coat and scarf", es: "su abrigo rojo y su bufanda" });
    expect(outfitFor("a necklace", showsGarment("cap"))).toBeUndefined();
  });

  it("tells the story's outfit as drawn, in both languages, and never pastes what it does not know", () => {
    const skirt = storyIn("falda de mezclilla y blusa blanca");
    expect(skirt.en).toContain("wearing her denim skirt and white blouse");
    expect(skirt.es).toContain("con su falda de mezclilla y su blusa blanca");
    expect(skirt.worn).toContain("skirt-and-blouse");
    const mittens = storyIn("a green sweater and red mittens", "Winter");
    expect(mittens.en).toContain("wearing her green sweater and red mittens");
    expect(mittens.worn).toContain("sweater+mittens");
    // A print the picture does not draw is not said.
    const vest = storyIn("a striped vest");
    expect(vest.worn).toContain("vest");
    expect(`${vest.en} ${vest.es}`).not.toMatch(/striped|rayas/);
    const overalls = storyIn("overol de mezclilla con una playera de rayas");
    expect(overalls.es).toContain("con su overol de mezclilla y su playera");
    expect(overalls.es).not.toContain("rayas");
    const cap = storyIn("a red cap and blue jeans");
    expect(cap.worn).toContain("pants+cap");
    expect(cap.es).toContain("con su gorra roja y sus pantalones de mezclilla azules");
    const baseball = storyIn("her brother's baseball cap");
    expect(baseball.en).toContain("wearing her cap");
    expect(baseball.es).toContain("con su gorra");
    expect(`${baseball.en} ${baseball.es}`).not.toMatch(/brother|baseball|beisbol/);
    // A look no garment names is told by what is drawn.
    const fancy = storyIn("something fancy and sparkly");
    expect(fancy.worn).toContain("party-dress");
    expect(fancy.en).toContain("wearing a ruffled party dress with a bow");
    expect(fancy.es).toContain("con un vestido de fiesta con olanes y un moño");
    expect(`${fancy.en} ${fancy.es}`).not.toMatch(/sparkly|fancy/);
  });
});
