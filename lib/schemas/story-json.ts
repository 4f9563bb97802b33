import { z } from "zod";
import { scenePlanSchema } from "@/lib/story-writing/scene/plan";
import { pepitaCustomizationSchema } from "@/lib/api/story-generation";
import { ILLUSTRATORS } from "@/lib/db/enums";
import type { StoryPage } from "@/lib/stories/model/types";

// The shape of each JSON column of a story, declared once: rows are checked against these
// where they are read (lib/stories/server/row.ts), writes are typed by them (lib/db/schema.ts), and the
// browser decodes the APIs' JSON text with them (lib/stories/model/wire.ts). Client-safe.

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A page's number: its own when it is a positive integer, else its place in the list. */
function pageNumberOf(page: Record<string, unknown>, index: number): number {
  const number = Number(page.pageNumber ?? page.page ?? index + 1);
  return Number.isInteger(number) && number > 0 ? number : index + 1;
}

// Pages written by older generators name their texts differently and may carry numbers as
// strings; each is read into the one page shape, and a page that is not an object is dropped.
function toPage(raw: unknown, index: number): StoryPage | null {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return null;
  const fields = raw as Record<string, unknown>;
  const page: StoryPage = {
    pageNumber: pageNumberOf(fields, index),
    storyText: text(fields.storyText ?? fields.text ?? fields.englishText),
    spanishText: text(fields.spanishText ?? fields.textSpanish),
    sceneDescription: text(fields.sceneDescription),
  };
  for (const key of ["descriptionEn", "descriptionEs"] as const) {
    const description = text(fields[key]);
    if (description) page[key] = description;
  }
  // A plan that no longer parses (an older or hand-edited one) is dropped, not an error: the
  // page's scene description still says what to draw.
  const scene = scenePlanSchema.safeParse(fields.scene);
  return scene.success ? { ...page, scene: scene.data } : page;
}

/** story_data: the pages of a story, in page order. */
export const storyDataSchema = z.object({
  pages: z.array(z.unknown()).transform((list) =>
    list
      .map(toPage)
      .filter((page): page is StoryPage => page !== null)
      .sort((a, b) => a.pageNumber - b.pageNumber),
  ),
});
export type StoryData = z.output<typeof storyDataSchema>;

/** image_data and manual_images: page number (as object keys are, text) to the page image's URL. */
const pageKeySchema = z.string().regex(/^[1-9][0-9]*$/);
export const imageMapSchema = z.record(pageKeySchema, z.string().trim().min(1));
/** Page number to URL; indexing by a number reads the same key as its text. */
export type ImageMap = Record<string, string>;
export type ManualImages = ImageMap;

/** Who drew a generated picture, and with which model when an AI service drew it. */
export const imageCreditSchema = z.object({ by: z.enum(ILLUSTRATORS), model: z.string().trim().min(1).optional() });
export type ImageCredit = z.output<typeof imageCreditSchema>;
/** image_credits: page number to who drew the page's generated image. */
export const imageCreditsSchema = z.record(pageKeySchema, imageCreditSchema);
export type ImageCredits = Record<string, ImageCredit>;

export { pepitaCustomizationSchema };
export type PepitaCustomization = z.output<typeof pepitaCustomizationSchema>;

export const STORY_JSON_COLUMNS = {
  pepitaCustomization: pepitaCustomizationSchema,
  storyData: storyDataSchema,
  imageData: imageMapSchema,
  manualImages: imageMapSchema,
  imageCredits: imageCreditsSchema,
} as const;

export type StoryJsonColumn = keyof typeof STORY_JSON_COLUMNS;
export type StoryJsonValues = {
  pepitaCustomization: PepitaCustomization | null;
  storyData: StoryData | null;
  imageData: ImageMap | null;
  manualImages: ManualImages | null;
  imageCredits: ImageCredits | null;
};

/** A column's value checked against its schema: null when absent or not of its shape. */
export function checkStoryJson<C extends StoryJsonColumn>(column: C, value: unknown): { value: StoryJsonValues[C]; valid: boolean } {
  if (value === null || value === undefined) return { value: null, valid: true };
  const parsed = STORY_JSON_COLUMNS[column].safeParse(value);
  return parsed.success ? { value: parsed.data as StoryJsonValues[C], valid: true } : { value: null, valid: false };
}
