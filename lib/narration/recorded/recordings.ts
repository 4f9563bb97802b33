import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb, type Database } from "@/lib/db";
import { pageNarrations } from "@/lib/db/schema";
import { logRecoveredFailure } from "@/lib/core/errors";
import { STORIES_CACHE_TAG } from "@/lib/stories/server/queries";
import type { StoryPage } from "@/lib/stories/model/types";
import type { PageRecordings, ViewerStory } from "@/lib/stories/model/view";
import { LANGUAGES, type Language } from "@/lib/db/enums";

// A recording is current only while the text it reads is the page's text: each keeps the hash
// of what it read, so editing a caption makes its recording stale (never played, recorded
// again by the next 'Generate narration') without anything having to remember to mark it.

export type Recording = { pageNumber: number; language: Language; textHash: string; url: string };

export function narrationTextHash(text: string): string {
  return createHash("sha256").update(text.trim()).digest("hex").slice(0, 32);
}

/** What a page's narration reads, by language: a page without Spanish text has no Spanish narration. */
export function narratedTexts(page: Pick<StoryPage, "storyText" | "spanishText">): [Language, string][] {
  const texts: Record<Language, string> = { en: page.storyText, es: page.spanishText };
  return LANGUAGES.flatMap((language) => (texts[language].trim() ? [[language, texts[language]] as [Language, string]] : []));
}

type NarratedPage = Pick<StoryPage, "pageNumber" | "storyText" | "spanishText">;

/** A page's recordings that still read its current text. */
export function currentRecordings(page: NarratedPage, recordings: Recording[]): PageRecordings {
  const current: PageRecordings = {};
  for (const [language, text] of narratedTexts(page)) {
    const hash = narrationTextHash(text);
    const found = recordings.find((each) => each.pageNumber === page.pageNumber && each.language === language && each.textHash === hash);
    if (found) current[language] = found.url;
  }
  return current;
}

/** Whether every caption of the page has a current recording. */
export function isFullyNarrated(page: NarratedPage, recordings: Recording[]): boolean {
  return Object.keys(currentRecordings(page, recordings)).length === narratedTexts(page).length;
}

/** The viewer's story with each page's current recordings, for the public viewer to play. */
export function withRecordings(story: ViewerStory, recordings: Recording[]): ViewerStory {
  if (recordings.length === 0) return story;
  return {
    ...story,
    pages: story.pages.map((page) => {
      const current = currentRecordings({ pageNumber: page.pageNumber, storyText: page.text, spanishText: page.spanishText }, recordings);
      return Object.keys(current).length > 0 ? { ...page, recordings: current } : page;
    }),
  };
}

export async function storyRecordings(db: Database, storyId: number): Promise<Recording[]> {
  return db
    .select({ pageNumber: pageNarrations.pageNumber, language: pageNarrations.language, textHash: pageNarrations.textHash, url: pageNarrations.url })
    .from(pageNarrations)
    .where(eq(pageNarrations.storyId, storyId));
}

/**
 * The story's recordings for its public page, cached and dropped with the story's pages. They
 * are an extra: when they cannot be read the page still shows, read by the browser's voice.
 */
export async function publicRecordings(storyId: number): Promise<Recording[]> {
  try {
    return await unstable_cache(async () => storyRecordings(await getDb(), storyId), ["story-recordings", String(storyId)], { tags: [STORIES_CACHE_TAG] })();
  } catch (error) {
    logRecoveredFailure(`Could not read the narration of story ${storyId}`, error);
    return [];
  }
}

/** Records new recordings of one page, replacing its older ones; answers the URLs they replaced. */
export async function saveRecordings(tx: Database, storyId: number, pageNumber: number, made: Omit<Recording, "pageNumber">[]): Promise<string[]> {
  const replaced: string[] = [];
  for (const recording of made) {
    const where = and(eq(pageNarrations.storyId, storyId), eq(pageNarrations.pageNumber, pageNumber), eq(pageNarrations.language, recording.language));
    const [previous] = await tx.delete(pageNarrations).where(where).returning({ url: pageNarrations.url });
    if (previous) replaced.push(previous.url);
    await tx.insert(pageNarrations).values({ storyId, pageNumber, ...recording });
  }
  return replaced;
}
