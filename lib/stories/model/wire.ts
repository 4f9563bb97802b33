import type { PublicStory } from "@/lib/api/stories";
import { checkStoryJson, STORY_JSON_COLUMNS, type StoryJsonColumn, type StoryJsonValues } from "@/lib/schemas/story-json";
import type { StoryDetail } from "@/lib/stories/model/types";

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

type WireJson<C extends StoryJsonColumn> = Record<C, string | null>;

const ALL_COLUMNS = Object.keys(STORY_JSON_COLUMNS) as StoryJsonColumn[];
const PUBLIC_COLUMNS = ["storyData", "imageData", "manualImages"] as const;
type PublicColumn = (typeof PUBLIC_COLUMNS)[number];

/** The named columns' values as JSON text. */
export function encodeStoryJsonColumns<C extends StoryJsonColumn>(story: Pick<StoryJsonValues, C>, columns: readonly C[] = ALL_COLUMNS as C[]): WireJson<C> {
  return Object.fromEntries(columns.map((column) => [column, encodeStoryJson(story[column])])) as WireJson<C>;
}

function decodeStoryJsonColumns<C extends StoryJsonColumn>(story: WireJson<C>, columns: readonly C[]): Pick<StoryJsonValues, C> {
  return Object.fromEntries(columns.map((column) => [column, decodeStoryJson(column, story[column])])) as Pick<StoryJsonValues, C>;
}

/** A public story with its JSON columns as values, as the server reads it. */
export type PublicStoryData = Omit<PublicStory, PublicColumn> & Pick<StoryJsonValues, PublicColumn>;

export function toPublicStoryWire(story: PublicStoryData): PublicStory {
  return { ...story, ...encodeStoryJsonColumns(story, PUBLIC_COLUMNS) };
}

export function fromPublicStoryWire(story: PublicStory): PublicStoryData {
  return { ...story, ...decodeStoryJsonColumns(story, PUBLIC_COLUMNS) };
}

/** A story detail's JSON columns as values, for the back office's screens. */
export function storyDetailJson(story: StoryDetail): StoryJsonValues {
  return decodeStoryJsonColumns(story, ALL_COLUMNS);
}
