import { describe, expectTypeOf, it } from "vitest";
import type { Story } from "@/lib/db/schema";
import { DETAIL_COLUMNS, type PublicStory, type StoryDetail, type StorySummary } from "@/lib/stories/model/types";

// The wire types are derived from the table: these fail to compile (npm run typecheck) when the
// derivation stops giving the shapes the screens and outside clients read.
describe("story wire types", () => {
  it("carry dates as ISO text and the JSON columns as JSON text", () => {
    expectTypeOf<StorySummary["createdAt"]>().toEqualTypeOf<string>();
    expectTypeOf<StorySummary["publishedAt"]>().toEqualTypeOf<string | null>();
    expectTypeOf<StoryDetail["storyData"]>().toEqualTypeOf<string | null>();
    expectTypeOf<StoryDetail["pepitaCustomization"]>().toEqualTypeOf<string | null>();
    expectTypeOf<PublicStory["manualImages"]>().toEqualTypeOf<string | null>();
  });

  it("keep the other columns' types as the schema declares them", () => {
    expectTypeOf<StoryDetail["status"]>().toEqualTypeOf<Story["status"]>();
    expectTypeOf<StoryDetail["title"]>().toEqualTypeOf<string | null>();
    expectTypeOf<PublicStory["published"]>().toEqualTypeOf<boolean>();
    expectTypeOf<keyof StoryDetail>().toEqualTypeOf<(typeof DETAIL_COLUMNS)[number]>();
  });
});
