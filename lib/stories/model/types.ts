import type { ImageStatus, StoryStatus } from "@/lib/db/enums";
import type { Story } from "@/lib/db/schema";
import type { StoryJsonColumn } from "@/lib/schemas/story-json";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";

// The story shapes that cross the wire, derived from the table (a type-only import: nothing of
// the database reaches the browser): route handlers build them and client components read them.
// Client-safe.

export type { ImageStatus, StoryStatus };

/** The longest picture description an admin may store or a writer's is kept at: a few sentences, read aloud. */
export const PICTURE_DESCRIPTION_MAX = 300;

/** One page of a story's text, as stored in `storyData` and as the writers produce it. */
export type StoryPage = {
  pageNumber: number;
  storyText: string;
  spanishText: string;
  sceneDescription: string;
  /** What the page's picture shows, as data; stories written before scene plans have none. */
  scene?: ScenePlan;
  /** The picture said in words for those who cannot see it (its alt text, 'Describe the picture'); stories written before them have none. */
  descriptionEn?: string;
  descriptionEs?: string;
};

/**
 * A row's columns as JSON carries them: dates as ISO text, and the JSON columns as JSON text, the
 * stories' fields the APIs have always sent (the public viewer falls back to the back office's
 * answer, so both keep one shape).
 */
export type OnTheWire<Row> = {
  [K in keyof Row]: K extends StoryJsonColumn ? string | null : Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

// Each view of a story is a list of the table's columns; its wire type follows from the schema,
// and the server selects exactly these columns (lib/stories/server/queries.ts).

/** A row of `GET /api/stories`: summary fields only, so the 5 s poll stays cheap. */
export const SUMMARY_COLUMNS = [
  "id",
  "title",
  "activityType",
  "createdAt",
  "status",
  "imageStatus",
  "published",
  "publishedAt",
  "archived",
  "archivedAt",
  "isHomepage",
  "writer",
  "needsReview",
] as const satisfies readonly (keyof Story)[];

/** `GET /api/stories/{id}`: every field of the story a screen reads. */
export const DETAIL_COLUMNS = [
  ...SUMMARY_COLUMNS,
  "spanishTitle",
  "season",
  "pepitaRole",
  "pepitaCustomization",
  "storyData",
  "imageData",
  "manualImages",
  "imageCredits",
  "writerModel",
  "fullPrompt",
  "errorMessage",
  "reviewReason",
  "reviewClearedBy",
  "reviewClearedAt",
] as const satisfies readonly (keyof Story)[];

/** A story in the public list. */
export const PUBLIC_LIST_COLUMNS = ["id", "title", "activityType", "status"] as const satisfies readonly (keyof Story)[];

/** A public story as the public API and pages read it. */
export const PUBLIC_COLUMNS = [
  ...PUBLIC_LIST_COLUMNS,
  "spanishTitle",
  "storyData",
  "imageData",
  "manualImages",
  "published",
] as const satisfies readonly (keyof Story)[];

export type StorySummary = OnTheWire<Pick<Story, (typeof SUMMARY_COLUMNS)[number]>> & {
  /** How many pages the story's text has (none while it is being written). */
  pageCount: number;
  /** How many of those pages show no picture, manual or generated. */
  pagesWithoutPicture: number;
};
export type StoryDetail = OnTheWire<Pick<Story, (typeof DETAIL_COLUMNS)[number]>>;
export type PublicStory = OnTheWire<Pick<Story, (typeof PUBLIC_COLUMNS)[number]>>;
export type PublicStoryListItem = Pick<Story, (typeof PUBLIC_LIST_COLUMNS)[number]>;

/** The fields `PUT /api/stories/{id}/edit-content` may change, and the page field each edits. */
export const EDITABLE_FIELDS = {
  english: "storyText",
  spanish: "spanishText",
  scene: "sceneDescription",
  descriptionEn: "descriptionEn",
  descriptionEs: "descriptionEs",
} as const;
export type EditableField = keyof typeof EDITABLE_FIELDS;
