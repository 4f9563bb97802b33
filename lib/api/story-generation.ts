import { z } from "zod";
import type { StoryWriterInfo } from "@/lib/story-writing/writer-info";
import { SEASONS, type Season } from "@/lib/config/seasons.mjs";

// Shared by the Generate New Story form, its route and the story writers.

export { SEASONS, type Season };
export const DEFAULT_SEASON: Season = "Spring";

export const PERSONALITY_TRAITS = [
  "Brave",
  "Curious",
  "Playful",
  "Loyal",
  "Mischievous",
  "Gentle",
  "Energetic",
  "Protective",
  "Clever",
  "Affectionate",
] as const;

export const STORY_PAGE_COUNT = 10;

// The spec shows no length bounds; these only keep a prompt to a sane size.
const SHORT_TEXT_MAX = 200;
const LONG_TEXT_MAX = 1000;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(SHORT_TEXT_MAX);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Pepita as the admin describes her: the form's rules, and the shape of the stored column. */
export const pepitaCustomizationSchema = z.object({
  personality: z
    .array(z.string().trim().min(1).max(SHORT_TEXT_MAX), { error: "Select at least one personality trait" })
    .min(1, "Select at least one personality trait"),
  favoriteActivity: requiredText("Favorite activity is required"),
  specialTrait: optionalText(LONG_TEXT_MAX),
  outfit: optionalText(SHORT_TEXT_MAX),
});

export const storyGenerationRequestSchema = z.object({
  activityType: requiredText("Activity type is required"),
  season: z.enum(SEASONS, { error: "Season must be Spring, Summer, Fall or Winter" }),
  pepitaRole: requiredText("Pepita's role is required"),
  pepitaCustomization: pepitaCustomizationSchema,
});

export type StoryGenerationRequest = z.infer<typeof storyGenerationRequestSchema>;

export type { StoryPage } from "@/lib/stories/model/types";

export const GENERATE_STORY_URL = "/api/stories/generate";
export const STORY_WRITER_URL = "/api/stories/generator";

export type GenerateStoryResponse = { success: true; storyId: number; message: string };
/** Which writer 'Generate' will use, for the form's notice. */
export type StoryWriterInfoResponse = { success: true } & StoryWriterInfo;

/**
 * Where a new story stands. Generating writes the text only (pictures are drawn later, page by
 * page, from the story's screen), so its phases are those of the text's job: waiting for a worker,
 * being written (an attempt of at most `maxAttempts`), waiting to try again after a failed
 * attempt, then done or failed for good with the reason.
 */
export type StoryProgress =
  | { phase: "queued" }
  | { phase: "writing"; attempt: number; maxAttempts: number }
  | { phase: "retrying"; attempt: number; maxAttempts: number; lastError: string }
  | { phase: "done" }
  | { phase: "failed"; message: string };

export type StoryProgressResponse = { success: true; progress: StoryProgress };
