import { z } from "zod";
import { EDITABLE_FIELDS, type EditableField } from "./types";

// The bodies of the back office's story calls, shared by the route handlers and the screens
// that send them. Client-safe.

// Texts have no length rule of their own; these only bound what one request may store.
const TITLE_MAX = 300;
const PAGE_TEXT_MAX = 5000;

export const publishRequestSchema = z.object({
  published: z.boolean({ error: "published must be true or false" }),
});

export const editContentRequestSchema = z.object({
  pageNumber: z.number({ error: "pageNumber must be a page number" }).int("pageNumber must be a page number").positive("pageNumber must be a page number"),
  field: z.enum(Object.keys(EDITABLE_FIELDS) as [EditableField, ...EditableField[]], { error: "field must be english, spanish or scene" }),
  value: z.string({ error: "value must be text" }).max(PAGE_TEXT_MAX, `value must be at most ${PAGE_TEXT_MAX} characters`),
  // Older screens send their whole copy of the story; only the one field above is applied.
  storyData: z.unknown().optional(),
});

export const storyTitleRequestSchema = z.object({
  title: z.string({ error: "title must be text" }).max(TITLE_MAX, `title must be at most ${TITLE_MAX} characters`),
});

export const storySpanishTitleRequestSchema = z.object({
  spanishTitle: z.string({ error: "spanishTitle must be text" }).max(TITLE_MAX, `spanishTitle must be at most ${TITLE_MAX} characters`),
});

export const originalTitleRequestSchema = z.object({
  title: z.string({ error: "title must be text" }).trim().min(1, "Title is required").max(TITLE_MAX, `title must be at most ${TITLE_MAX} characters`),
});

export type PublishRequest = z.infer<typeof publishRequestSchema>;
export type EditContentRequest = z.input<typeof editContentRequestSchema>;
export type StoryTitleRequest = z.infer<typeof storyTitleRequestSchema>;
export type StorySpanishTitleRequest = z.infer<typeof storySpanishTitleRequestSchema>;
export type OriginalTitleRequest = z.infer<typeof originalTitleRequestSchema>;
