import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import type { Season } from "@/lib/api/story-generation";

// Watermelon and mangoes are fruits of spring and summer: a market day in fall or winter neither
// tells nor draws them, and tells the season's own fruit (jícama, tangerines, guavas, oranges) instead.
// The beach's patio party, told in every season, shows the day's seashells and bucket, not a watermelon.

function daysOf(activityType: string, season: Season) {
  return Array.from({ length: 60 }, (_, index) =>
    writeOfflineStory(
      { activityType, season, pepitaRole: "Helpful", pepitaCustomization: { personality: ["Curious", "Brave"], favoriteActivity: "", outfit: "" } },
      index + 1,
    ),
  );
}

describe("fruit at the market in its season", () => {
  it.each([
    ["Going to the market", "Winter"],
    ["Ir al mercado", "Fall"],
  ] as const)("never has watermelon in %j in %s", (request, season) => {
    const stories = daysOf(request, season);
    for (const story of stories) {
      for (const page of story.pages) {
        expect(page.storyText).not.toMatch(/watermelon/i);
        expect(page.spanishText).not.toMatch(/sandía/i);
        expect(page.scene!.props).not.toContain("watermelon");
      }
    }
    expect(stories.some((story) => /jícama/.test(story.pages[6]!.spanishText))).toBe(true);
  });

  it("still buys a watermelon at the market in summer, and no jícama", () => {
    const stories = daysOf("Going to the market", "Summer");
    expect(stories.some((story) => /watermelon/.test(story.pages[6]!.storyText))).toBe(true);
    expect(stories.every((story) => !/jícama/.test(story.pages[6]!.storyText))).toBe(true);
  });

  it.each([
    ["Going to the market", "Winter"],
    ["Ir al mercado", "Fall"],
  ] as const)("never has mangoes in %j in %s, and chooses oranges at the fruit stall instead", (request, season) => {
    const stories = daysOf(request, season);
    for (const story of stories) {
      for (const page of story.pages) {
        expect(page.storyText).not.toMatch(/mango/i);
        expect(page.spanishText).not.toMatch(/mango/i);
        expect(page.scene!.props).not.toContain("mangoes");
      }
    }
    expect(stories.some((story) => /juiciest oranges/.test(story.pages[6]!.storyText))).toBe(true);
  });

  it("still chooses the sweetest mangoes at the market in spring", () => {
    const stories = daysOf("Going to the market", "Spring");
    expect(stories.some((story) => /mangos más dulces/.test(story.pages[6]!.spanishText))).toBe(true);
    expect(stories.every((story) => !/naranjas más jugosas/.test(story.pages[6]!.spanishText))).toBe(true);
  });
});

describe("the beach's patio party in every season", () => {
  it.each(["Fall", "Winter"] as const)("draws no watermelon at the party in %s", (season) => {
    const stories = daysOf("Going to the beach", season);
    const patioParties = stories.filter((story) => story.pages[7]!.scene!.setting === "patio");
    expect(patioParties.length).toBeGreaterThan(0);
    for (const story of stories) {
      for (const page of story.pages) {
        expect(page.scene!.props).not.toContain("watermelon");
      }
    }
    expect(patioParties.every((story) => story.pages[7]!.scene!.props.includes("seashells"))).toBe(true);
  });
});

// Agua fresca is made of the season's fruit: watermelon in spring and summer, jamaica in fall and
// winter, unless the request names one; the paletas bought from the cart are mango in the warm
// months and guava in the cold ones; an orange-picking day shows oranges, not mangoes, and a day of
// picking fruit is never of apples in winter or spring.

const told = (story: ReturnType<typeof daysOf>[number]) => story.pages.flatMap((page) => [page.storyText, page.spanishText, ...page.scene!.props]).join("\n");

describe("agua fresca in its season", () => {
  it.each([
    ["Making agua fresca", "Winter"],
    ["Hacer agua fresca", "Fall"],
    ["Hacer aguas frescas para la plaza", "Winter"],
  ] as const)("makes no watermelon in %j in %s, and makes jamaica", (request, season) => {
    const stories = daysOf(request, season);
    for (const story of stories) expect(told(story)).not.toMatch(/watermelon|sandía/i);
    expect(stories.every((story) => /jamaica/.test(told(story)))).toBe(true);
  });

  it.each(["Summer", "Spring"] as const)("still makes watermelon agua fresca in %s", (season) => {
    const stories = daysOf("Making agua fresca", season);
    expect(stories.some((story) => /sandía/.test(story.pages[6]!.spanishText) || /sandía/.test(story.pages[5]!.spanishText))).toBe(true);
  });

  it("makes the watermelon agua fresca a request names, in any season", () => {
    expect(daysOf("Hacer agua de sandía", "Winter").some((story) => /sandía/.test(told(story)))).toBe(true);
  });
});

describe("paletas of the season's fruit", () => {
  const PALETA_EN = /paletas from the cart[^.]*?(\w+) for Pepita/;
  const PALETA_ES = /paletas en el carrito, de (\w+) para Pepita/;
  function paletas(request: string, season: Season) {
    return daysOf(request, season).flatMap((story) =>
      story.pages.flatMap((page) => [PALETA_EN.exec(page.storyText)?.[1], PALETA_ES.exec(page.spanishText)?.[1]].filter((fruit) => fruit !== undefined)),
    );
  }

  it.each([
    ["A picnic in the park", "Winter"],
    ["Un paseo a la plaza", "Fall"],
  ] as const)("buys guava paletas, never mango, in %j in %s", (request, season) => {
    const fruits = paletas(request, season);
    expect(fruits.length).toBeGreaterThan(0);
    expect(new Set(fruits)).toEqual(new Set(["guava", "guayaba"]));
  });

  it.each(["Spring", "Summer"] as const)("buys mango paletas in %s", (season) => {
    expect(new Set(paletas("A picnic in the park", season))).toEqual(new Set(["mango"]));
  });
});

describe("picking fruit in its season", () => {
  it("shows no mangoes on an orange-picking day in winter, and oranges on every one", () => {
    for (const story of daysOf("Picking oranges from Abuelita's tree", "Winter")) {
      expect(told(story)).not.toMatch(/mango/i);
      expect(told(story)).toMatch(/naranjas/);
    }
  });

  it.each(["Winter", "Spring"] as const)("picks no apples in %s when the request names no fruit", (season) => {
    for (const story of daysOf("Picking fruit", season)) expect(told(story)).not.toMatch(/apple|manzana/i);
  });

  it("still picks apples in the fall", () => {
    expect(daysOf("Picking fruit", "Fall").some((story) => /manzanas/.test(told(story)))).toBe(true);
  });
});
