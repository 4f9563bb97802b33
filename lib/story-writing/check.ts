import { z } from "zod";
import { STORY_PAGE_COUNT, type StoryGenerationRequest } from "@/lib/api/story-generation";
import type { StoryPage } from "@/lib/stories/model/types";
import { scenePlanSchema, writtenScenePlanSchema } from "@/lib/story-writing/scene/plan";
import { PICTURE_DESCRIPTION_MAX } from "@/lib/stories/model/types";
import { UnusableStoryError, type GeneratedStory, type StoryWriter } from "@/lib/story-writing/types";

// What a written story must be before it is saved, whoever wrote it, and the one rule for an
// answer that falls short: ask once more, then give up with a message an admin can act on.

const pageTextsSchema = z.object({
  pageNumber: z.number().int().min(1).max(STORY_PAGE_COUNT),
  storyText: z.string().trim().min(1).describe("The page's text in simple English, 2 to 3 short sentences"),
  spanishText: z.string().trim().min(1).describe("The same page in natural Mexican Spanish"),
  scene: scenePlanSchema.describe("What the page's coloring picture shows"),
});

/** What an AI writer is asked for: the pages' plans without outfits (see writtenScenePlanSchema). */
const writtenPageSchema = pageTextsSchema.extend({ scene: writtenScenePlanSchema.describe("What the page's coloring picture shows") });

const titlesSchema = {
  title: z.string().trim().min(1).describe("A short, cheerful English title"),
  spanishTitle: z.string().trim().min(1).describe("The same title in natural Mexican Spanish"),
};

// Asked for without a length rule the service would enforce by refusing the whole story: the
// writer puts the plan's own description in place of one that is blank or too long.
const writtenDescriptions = {
  descriptionEn: z
    .string()
    .describe(
      `What the coloring picture shows, for a child who cannot see it: one or two short English sentences, under ${PICTURE_DESCRIPTION_MAX} characters`,
    ),
  descriptionEs: z.string().describe("The same picture description in natural Mexican Spanish"),
};

/** The shape asked of an AI writer as its structured-output schema: texts, a scene plan and the picture's description per page. */
export const writtenStorySchema = z.object({
  ...titlesSchema,
  pages: z.array(writtenPageSchema.extend(writtenDescriptions)).length(STORY_PAGE_COUNT).describe(`Exactly ${STORY_PAGE_COUNT} pages, in order`),
});
export type WrittenStory = z.infer<typeof writtenStorySchema>;

/** What every story is checked against before it is saved, whoever wrote it. */
export const generatedStorySchema = z.object({
  ...titlesSchema,
  pages: z
    .array(
      pageTextsSchema.extend({
        sceneDescription: z.string().trim().min(1),
        descriptionEn: z.string().trim().min(1).max(PICTURE_DESCRIPTION_MAX).optional(),
        descriptionEs: z.string().trim().min(1).max(PICTURE_DESCRIPTION_MAX).optional(),
      }),
    )
    .length(STORY_PAGE_COUNT),
});

export const WRITE_ATTEMPTS = 2;

// A handful of the commonest short words of each language (none shared): over ten pages the
// right language outnumbers the other by far, and a page left in the wrong language tips its
// own balance, while an English page may still quote Abuelita's Spanish.
const ENGLISH_WORDS = new Set(["the", "and", "she", "her", "to", "of", "with", "is", "was", "they", "in", "on", "it", "said", "he", "his"]);
const SPANISH_WORDS = new Set(["el", "la", "los", "las", "y", "de", "que", "con", "en", "un", "una", "su", "es", "del", "por", "dijo"]);

function languageLean(text: string): number {
  let lean = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (ENGLISH_WORDS.has(word)) lean += 1;
    if (SPANISH_WORDS.has(word)) lean -= 1;
  }
  return lean;
}

export type StoryCheck = { ok: true; title: string; spanishTitle: string; pages: StoryPage[] } | { ok: false; problem: string };

/** A usable story: a title and exactly ten complete pages, English and scene text in English, Spanish in Spanish. */
export function checkGeneratedStory(candidate: unknown): StoryCheck {
  const parsed = generatedStorySchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, problem: `${issue.path.join(".") || "story"}: ${issue.message}` };
  }
  const { title, spanishTitle, pages } = parsed.data;
  const numbers = new Set(pages.map((page) => page.pageNumber));
  if (numbers.size !== STORY_PAGE_COUNT) return { ok: false, problem: `pages must be numbered 1 to ${STORY_PAGE_COUNT} once each` };
  const ordered = [...pages].sort((a, b) => a.pageNumber - b.pageNumber);
  for (const page of ordered) {
    if (page.storyText === page.spanishText) return { ok: false, problem: `page ${page.pageNumber}: the Spanish text is a copy of the English` };
    if (languageLean(page.spanishText) > 2) return { ok: false, problem: `page ${page.pageNumber}: the Spanish text reads as English` };
    if (languageLean(page.sceneDescription) < -2) return { ok: false, problem: `page ${page.pageNumber}: the scene description is not in English` };
  }
  if (languageLean(ordered.map((page) => page.spanishText).join(" ")) >= 0) return { ok: false, problem: "the Spanish text does not read as Spanish" };
  if (languageLean(ordered.map((page) => page.storyText).join(" ")) <= 0) return { ok: false, problem: "the English text does not read as English" };
  if (languageLean(spanishTitle) > 0 || (spanishTitle === title && languageLean(title) > 0))
    return { ok: false, problem: "the Spanish title reads as English" };
  return { ok: true, title, spanishTitle, pages: ordered };
}

export const UNUSABLE_TWICE = `The story writer twice answered with a story that could not be used`;

/**
 * Asks the writer for a story and checks it; an unusable answer is asked for once more. A
 * service failure (GenerationError) is not retried here: the SDK already retried what was
 * transient. Rejects with a GenerationError whose message is fit for the admin.
 */
export async function writeUsableStory(
  writer: StoryWriter,
  request: StoryGenerationRequest,
  options: { signal?: AbortSignal; storyId?: number } = {},
): Promise<GeneratedStory> {
  let problem = "";
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
    try {
      const story = await writer.write(request, options);
      const check = checkGeneratedStory(story);
      if (check.ok) return { ...story, title: check.title, spanishTitle: check.spanishTitle, pages: check.pages };
      problem = check.problem;
    } catch (error) {
      if (!(error instanceof UnusableStoryError)) throw error;
      problem = error.message;
    }
  }
  throw new UnusableStoryError(`${UNUSABLE_TWICE} (${problem}). Please try again.`);
}
