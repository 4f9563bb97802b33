import { describe, expect, it } from "vitest";
import { writeOfflineStory } from "@/lib/story-writing/offline-writer";
import MOMENTS from "@/lib/story-writing/content/story-moments.json";
import { themeFor, themeVariety } from "@/lib/story-writing/scene/activities";

// The party's shopping tells the market's tasting page as picking out the candles for the cake, but
// the page kept the market's mark that it already tells how Pepita takes it (a taste of watermelon
// with chile), so no aside about her mood or face could follow the candles. The mark lapses with
// the tasting; the market's own tasting pages keep it.

const first = <T>(list: readonly T[]) => list[0]!;
const CANDLES = "Pepita picked out the candles for the party cake";
const MOODS = MOMENTS.asides.filter(({ lively, laughs }) => lively || laughs).map(({ en }) => en.split("{")[0]!);

describe("the candles page of the party's shopping", () => {
  it("is not marked as telling how Pepita takes it, where the market's tasting is", () => {
    const request = "Shopping for the party";
    const party = themeVariety(themeFor(request)!, request, first);
    const candles = party.doing.filter(({ en }) => en.startsWith(CANDLES));
    expect(candles.length).toBeGreaterThan(0);
    for (const page of candles) expect(page.feels).toBeUndefined();
    const market = themeVariety(themeFor("Going to the market")!, "Going to the market", first);
    const tastings = market.doing.filter(({ en }) => en.startsWith("Pepita tasted"));
    expect(tastings.length).toBeGreaterThan(0);
    for (const page of tastings) expect(page.feels).toBe(true);
  });

  it.each(["Shopping for the party", "Comprar globos para la fiesta"])("can be followed by an aside about Pepita's mood in %j", (activityType) => {
    const pages = Array.from(
      { length: 160 },
      (_, index) =>
        writeOfflineStory(
          {
            activityType,
            season: (["Spring", "Summer", "Fall", "Winter"] as const)[index % 4]!,
            pepitaRole: "Helpful",
            pepitaCustomization: { personality: ["Kind"], favoriteActivity: "" },
          },
          index + 1,
        ).pages[6]!.storyText,
    ).filter((text) => text.startsWith(CANDLES));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.some((text) => MOODS.some((mood) => text.includes(mood)))).toBe(true);
  });
});
