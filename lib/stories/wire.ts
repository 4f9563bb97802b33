import type { PublicStory } from "@/lib/api/stories";
import { checkStoryJson, type StoryJsonColumn, type StoryJsonValues } from "@/lib/schemas/story-json";
import type { StoryDetail } from "./types";

// The APIs carry a story's JSON columns as JSON text, as they always have: the response
// builders encode them here, and the browser decodes them here with the columns' schemas.
// Client-safe.

/** A column's value as the APIs send it: JSON text, or null when absent. */
export const encodeStoryJson = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/** A column's JSON text from an API, checked against the column's schema; null when absent or not of its shape. */
export function decodeStoryJson<C extends StoryJsonColumn>(column: C, json: string | null): StoryJsonValues[C] | null {
  if (json === null) return null;
  try {
    return checkStoryJson(column, JSON.parse(json) as unknown).value;
  } catch {
    return null;
  }
}

type PublicJson = Pick<StoryJsonValues, "storyData" | "imageData" | "manualImages">;

/** A public story with its JSON columns as values, as the server reads it. */
export type PublicStoryData = Omit<PublicStory, keyof PublicJson> & PublicJson;

export function toPublicStoryWire(story: PublicStoryData): PublicStory {
  return { ...story, storyData: encodeStoryJson(story.storyData), imageData: encodeStoryJson(story.imageData), manualImages: encodeStoryJson(story.manualImages) };
}

export function fromPublicStoryWire(story: PublicStory): PublicStoryData {
  return {
    ...story,
    storyData: decodeStoryJson("storyData", story.storyData),
    imageData: decodeStoryJson("imageData", story.imageData),
    manualImages: decodeStoryJson("manualImages", story.manualImages),
  };
}

/** A story detail's JSON columns as values, for the back office's screens. */
export function storyDetailJson(story: StoryDetail): StoryJsonValues {
  return {
    pepitaCustomization: decodeStoryJson("pepitaCustomization", story.pepitaCustomization),
    storyData: decodeStoryJson("storyData", story.storyData),
    imageData: decodeStoryJson("imageData", story.imageData),
    manualImages: decodeStoryJson("manualImages", story.manualImages),
  };
}
