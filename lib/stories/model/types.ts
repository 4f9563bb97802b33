import type { ImageStatus, StoryStatus } from "@/lib/db/enums";
import type { ScenePlan } from "@/lib/story-writing/scene/plan";

// The story shapes that cross the wire, declared once: route handlers build them (with
// `satisfies`) and client components read them. Client-safe: no server imports here.

export type { ImageStatus, StoryStatus };

/** One page of a story's text, as stored in `storyData` and as the writers produce it. */
export type StoryPage = {
  pageNumber: number;
  storyText: string;
  spanishText: string;
  sceneDescription: string;
  /** What the page's picture shows, as data; stories written before scene plans have none. */
  scene?: ScenePlan;
};

/** A row of `GET /api/stories`: summary fields only, so the 5 s poll stays cheap. */
export type StorySummary = {
  id: number;
  title: string | null;
  activityType: string;
  createdAt: string;
  status: StoryStatus;
  imageStatus: ImageStatus;
  published: boolean;
  publishedAt: string | null;
  archived: boolean;
  archivedAt: string | null;
  isHomepage: boolean;
};

/** `GET /api/stories/{id}`: every field of the story; the JSON columns are sent as JSON text (lib/stories/model/wire.ts). */
export type StoryDetail = StorySummary & {
  /** The title in Spanish; null shows the English title. */
  spanishTitle: string | null;
  season: string;
  pepitaRole: string;
  pepitaCustomization: string | null;
  storyData: string | null;
  imageData: string | null;
  manualImages: string | null;
  fullPrompt: string | null;
  errorMessage: string | null;
};

/** The fields `PUT /api/stories/{id}/edit-content` may change, and the page field each edits. */
export const EDITABLE_FIELDS = { english: "storyText", spanish: "spanishText", scene: "sceneDescription" } as const;
export type EditableField = keyof typeof EDITABLE_FIELDS;
