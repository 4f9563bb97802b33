import { z } from "zod";
import type { OriginalStoryPage } from "@/lib/stories/model/original-pages";
import {
  EDITABLE_FIELDS,
  PICTURE_DESCRIPTION_MAX,
  type EditableField,
  type PublicStory,
  type PublicStoryListItem,
  type StoryDetail,
  type StorySummary,
} from "@/lib/stories/model/types";

export type { PublicStory, PublicStoryListItem };

// The story endpoints, public and back office: their request bodies, answers and URLs (declared
// in ./story-urls), declared once for the route handlers and the screens. Client-safe.

export * from "./story-urls";

// Texts have no length rule of their own; these only bound what one request may store.
const TITLE_MAX = 300;
const PAGE_TEXT_MAX = 5000;

export const publishRequestSchema = z.object({
  published: z.boolean({ error: "published must be true or false" }),
});

const FIELD_NAMES = Object.keys(EDITABLE_FIELDS) as [EditableField, ...EditableField[]];

/** A picture description is read aloud and is the picture's alt text: a few sentences, or nothing (the caption then stands in). */
export const pictureDescriptionSchema = z
  .string({ error: "value must be text" })
  .trim()
  .max(PICTURE_DESCRIPTION_MAX, `A picture description must be at most ${PICTURE_DESCRIPTION_MAX} characters`);

const isDescription = (field: EditableField) => field === "descriptionEn" || field === "descriptionEs";

/** What is wrong with a page field's new text, in the words the route answers with; undefined when it may be saved. */
export function pageFieldProblem(field: EditableField, value: string): string | undefined {
  const schema = isDescription(field) ? pictureDescriptionSchema : z.string().max(PAGE_TEXT_MAX, `value must be at most ${PAGE_TEXT_MAX} characters`);
  return schema.safeParse(value).error?.issues[0]?.message;
}

export const editContentRequestSchema = z
  .object({
    pageNumber: z.number({ error: "pageNumber must be a page number" }).int("pageNumber must be a page number").positive("pageNumber must be a page number"),
    field: z.enum(FIELD_NAMES, { error: `field must be ${FIELD_NAMES.slice(0, -1).join(", ")} or ${FIELD_NAMES.at(-1)}` }),
    value: z.string({ error: "value must be text" }),
    // Older screens send their whole copy of the story; only the one field above is applied.
    storyData: z.unknown().optional(),
  })
  .superRefine((body, context) => {
    const problem = pageFieldProblem(body.field, body.value);
    if (problem) context.addIssue({ code: "custom", path: ["value"], message: problem });
  })
  // A description is stored as it reads: without the spaces around it.
  .transform((body) => (isDescription(body.field) ? { ...body, value: body.value.trim() } : body));

/** A story's English title: required, since a blank one would silently become the '{activityType} Story - {season}' fallback. */
export const storyTitleSchema = z
  .string({ error: "title must be text" })
  .trim()
  .min(1, "Title is required")
  .max(TITLE_MAX, `title must be at most ${TITLE_MAX} characters`);

export const storyTitleRequestSchema = z.object({ title: storyTitleSchema });

export const storySpanishTitleRequestSchema = z.object({
  spanishTitle: z.string({ error: "spanishTitle must be text" }).max(TITLE_MAX, `spanishTitle must be at most ${TITLE_MAX} characters`),
});

export const originalTitleRequestSchema = z.object({ title: storyTitleSchema });

export type PublishRequest = z.infer<typeof publishRequestSchema>;
export type EditContentRequest = z.input<typeof editContentRequestSchema>;
export type StoryTitleRequest = z.infer<typeof storyTitleRequestSchema>;
export type StorySpanishTitleRequest = z.infer<typeof storySpanishTitleRequestSchema>;
export type OriginalTitleRequest = z.infer<typeof originalTitleRequestSchema>;

// The back office's answers.

export type StoryListResponse = { success: true; stories: StorySummary[] };
export type StoryDetailResponse = { success: true; story: StoryDetail };
/** Publish, archive, unarchive, promote and the edits: the story as it now is, and what to tell the admin. */
export type StoryChangeResponse = { success: true; story: StoryDetail; message: string };
export type OriginalTitleResponse = { success: true; title: string; message: string };
export type OriginalPromoteResponse = { success: true; message: string };

// The public answers.

export type OriginalStory = { title: string; pages: readonly OriginalStoryPage[] };
/** The story Home shows: a public story, or the built-in original. */
export type HomepageStory = { id: number; isOriginal: false } | { id: "original"; isOriginal: true };

export type PublicStoryResponse = { success: true; story: PublicStory };
export type PublicStoriesResponse = { success: true; stories: PublicStoryListItem[] };
export type OriginalStoryResponse = { success: true; story: OriginalStory };
export type HomepageStoryResponse = { success: true; story: HomepageStory };
