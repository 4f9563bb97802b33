import { describe, expect, it } from "vitest";
import { PERSONALITY_TRAITS, SEASONS, storyGenerationRequestSchema } from "@/lib/api/story-generation";

const valid = {
  activityType: "Cooking",
  season: "Spring",
  pepitaRole: "Helpful",
  pepitaCustomization: { personality: ["Brave"], favoriteActivity: "Dancing", specialTrait: "", outfit: "" },
};

function messages(input: unknown): string[] {
  const result = storyGenerationRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("storyGenerationRequestSchema", () => {
  it("accepts a complete request and trims its text", () => {
    const parsed = storyGenerationRequestSchema.parse({ ...valid, activityType: "  Market  " });
    expect(parsed.activityType).toBe("Market");
    expect(parsed.pepitaCustomization.personality).toEqual(["Brave"]);
  });

  it("gives the spec's message for each missing required field", () => {
    const empty = { activityType: " ", season: "Spring", pepitaRole: "", pepitaCustomization: { personality: [], favoriteActivity: "" } };
    expect(messages(empty)).toEqual([
      "Activity type is required",
      "Pepita's role is required",
      "Select at least one personality trait",
      "Favorite activity is required",
    ]);
  });

  it("gives the same messages when the fields are absent altogether", () => {
    expect(messages({ season: "Winter", pepitaCustomization: {} })).toEqual([
      "Activity type is required",
      "Pepita's role is required",
      "Select at least one personality trait",
      "Favorite activity is required",
    ]);
  });

  it("accepts only the four seasons", () => {
    for (const season of SEASONS) expect(messages({ ...valid, season })).toEqual([]);
    expect(messages({ ...valid, season: "Monsoon" })).toEqual(["Season must be Spring, Summer, Fall or Winter"]);
  });

  it("leaves special trait and outfit optional", () => {
    expect(messages({ ...valid, pepitaCustomization: { personality: ["Gentle"], favoriteActivity: "Singing" } })).toEqual([]);
  });

  it("offers the ten personality traits of the spec", () => {
    expect(PERSONALITY_TRAITS).toEqual(["Brave", "Curious", "Playful", "Loyal", "Mischievous", "Gentle", "Energetic", "Protective", "Clever", "Affectionate"]);
  });
});
