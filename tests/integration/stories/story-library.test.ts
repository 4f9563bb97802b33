import { beforeAll, describe, expect, it } from "vitest";
import { findLibraryPage } from "@/lib/stories/server/library";
import { LIBRARY_PAGE_SIZE, parseLibraryQuery } from "@/lib/stories/model/library-query";
import { insertStory } from "../support/stories";

const view = (params: Record<string, string>) => findLibraryPage(parseLibraryQuery(params));
const COPY = "/objects/story-images/abcdefgh-ABCDEFGHIJKLMNOPQRST-1024x1536.png";

let ids: Record<string, number>;

beforeAll(async () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
  ids = {
    winterOld: await insertStory({ title: "Snow Day Tamales", spanishTitle: "Tamales bajo la nieve", season: "Winter", published: true, createdAt: at(1) }),
    accented: await insertStory({ title: "El Día de la Piñata", season: "Summer", published: true, createdAt: at(2), manualImages: { 1: COPY } }),
    untitled: await insertStory({ title: null, activityType: "Kite Flying", season: "Spring", published: true, createdAt: at(3) }),
    percent: await insertStory({ title: "100% Fun_Day", season: "Fall", published: true, createdAt: at(4), imageData: { 1: "/original-story/page-1.svg" } }),
    draft: await insertStory({ title: "Piñata Draft", season: "Summer", published: false, createdAt: at(5) }),
    archived: await insertStory({ title: "Piñata Archived", season: "Summer", published: true, archived: true, createdAt: at(6) }),
    generating: await insertStory({ title: "Piñata Generating", season: "Summer", published: true, status: "generating", createdAt: at(7) }),
  };
});

describe("the story library", () => {
  it("lists only complete public stories, newest first, with their season and cover", async () => {
    const page = await view({});
    expect(page.cards.map((card) => card.id)).toEqual([ids.percent, ids.untitled, ids.accented, ids.winterOld]);
    expect(page).toMatchObject({ total: 4, page: 1, pageCount: 1 });
    const byId = Object.fromEntries(page.cards.map((card) => [card.id, card]));
    expect(byId[ids.accented!]).toMatchObject({
      title: "El Día de la Piñata",
      spanishTitle: null,
      season: "Summer",
      cover: "/objects/story-images/abcdefgh-ABCDEFGHIJKLMNOPQRST-1024x1536-w480.webp",
    });
    expect(byId[ids.percent!]!.cover).toBe("/original-story/page-1.svg");
    expect(byId[ids.untitled!]).toMatchObject({ title: "Abuelita and Pepita: Kite Flying", cover: null });
  });

  it("filters by season", async () => {
    expect((await view({ season: "Summer" })).cards.map((card) => card.id)).toEqual([ids.accented]);
    expect((await view({ season: "Winter" })).cards.map((card) => card.id)).toEqual([ids.winterOld]);
  });

  it("searches titles with accents and case ignored, either way round", async () => {
    for (const q of ["piñata", "PINATA", "día", "dia de la", "  el   dia "]) {
      expect(
        (await view({ q })).cards.map((card) => card.id),
        q,
      ).toEqual([ids.accented]);
    }
    expect((await view({ q: "kite" })).cards.map((card) => card.id)).toEqual([ids.untitled]);
    expect((await view({ q: "pinata", season: "Winter" })).cards).toEqual([]);
  });

  it("shows and searches the Spanish title too", async () => {
    const [card] = (await view({ q: "nieve" })).cards;
    expect(card).toMatchObject({ id: ids.winterOld, title: "Snow Day Tamales", spanishTitle: "Tamales bajo la nieve" });
    expect((await view({ q: "BAJO LA NIEVE" })).cards.map((each) => each.id)).toEqual([ids.winterOld]);
  });

  it("takes the search's % and _ as letters, not wildcards", async () => {
    expect((await view({ q: "100%" })).cards.map((card) => card.id)).toEqual([ids.percent]);
    expect((await view({ q: "n_day" })).cards.map((card) => card.id)).toEqual([ids.percent]);
    expect((await view({ q: "%" })).cards.map((card) => card.id)).toEqual([ids.percent]);
    expect((await view({ q: "a_a" })).cards).toEqual([]);
  });

  it("pages 24 at a time and knows the total past the end", async () => {
    for (let index = 0; index < LIBRARY_PAGE_SIZE; index++) {
      await insertStory({ title: `Bulk ${index}`, season: "Fall", published: true, createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)) });
    }
    const first = await view({});
    const second = await view({ page: "2" });
    expect(first).toMatchObject({ total: 28, pageCount: 2 });
    expect(first.cards).toHaveLength(LIBRARY_PAGE_SIZE);
    expect(second.cards.map((card) => card.title)).toEqual(["Bulk 3", "Bulk 2", "Bulk 1", "Bulk 0"]);
    expect(await view({ page: "3" })).toMatchObject({ cards: [], total: 28, pageCount: 2, page: 3 });
  });
});
