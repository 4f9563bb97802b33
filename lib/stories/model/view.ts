import type { Language } from "@/lib/db/enums";
import type { StoryJsonValues } from "@/lib/schemas/story-json";
import { storyPages } from "@/lib/stories/model/story-data";
import { pageImages } from "@/lib/stories/model/story-images";

// What the story viewer shows, built from a story's checked values (lib/stories/model/wire.ts decodes
// what the APIs send). Shared by the server-rendered pages and the admin fallback in the
// browser, so both show the same thing.

export type ViewerPage = {
  pageNumber: number;
  title?: string;
  titleSpanish?: string;
  text: string;
  spanishText: string;
  image: string | null;
  /** What the picture shows, said in words ('Describe the picture' and its alt text); pages written before descriptions have none. */
  descriptionEn?: string;
  descriptionEs?: string;
  /** The page's current recorded narration, by language; absent where the browser's voice reads. */
  recordings?: PageRecordings;
};

/** One URL per language a page has a current recording in. */
export type PageRecordings = Partial<Record<Language, string>>;

/** `spanishTitle` is absent when the story has none: the English title stands for both. */
export type ViewerStory = { title: string; spanishTitle?: string; pages: ViewerPage[] };

export type StoryFields = {
  title: string | null;
  spanishTitle?: string | null;
  activityType: string;
} & Pick<StoryJsonValues, "storyData" | "imageData" | "manualImages">;

/** A story with no title is named after the two characters and its activity. */
export function storyTitle(story: { title: string | null; activityType: string }): string {
  return story.title?.trim() || `Abuelita and Pepita: ${story.activityType}`;
}

export function toViewerStory(story: StoryFields): ViewerStory {
  const imageOf = pageImages(story);
  const title = storyTitle(story);
  const spanishTitle = story.spanishTitle?.trim();
  return {
    title,
    ...(spanishTitle && spanishTitle !== title ? { spanishTitle } : {}),
    pages: storyPages(story.storyData).map((page) => ({
      pageNumber: page.pageNumber,
      text: page.storyText,
      spanishText: page.spanishText,
      image: imageOf(page.pageNumber)?.url ?? null,
      ...(page.descriptionEn ? { descriptionEn: page.descriptionEn } : {}),
      ...(page.descriptionEs ? { descriptionEs: page.descriptionEs } : {}),
    })),
  };
}

/** The picture's description in the page's language, if the page has one in it. */
export function pictureDescription(page: Pick<ViewerPage, "descriptionEn" | "descriptionEs">, language: Language): string | undefined {
  return (language === "es" ? page.descriptionEs : page.descriptionEn) || undefined;
}
