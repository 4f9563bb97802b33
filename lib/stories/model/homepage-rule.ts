import type { HomepageStory } from "@/lib/api/stories";
import { isStoryComplete } from "@/lib/stories/model/status";

// THE homepage rule, in one place and client-safe, so the server that renders Home and the back
// office that shows which story is on Home agree: the story marked isHomepage is shown if it is
// published, complete and not archived; in every other case (none marked, the original promoted,
// the marked story unpublished or archived since) the built-in original story is shown.
// Promotion itself is a command (lib/stories/server/commands.ts).

/** The built-in story's key where a story id goes: its page (/story/original) and its PDFs. */
export const ORIGINAL_STORY_KEY = "original";

export const ORIGINAL_HOMEPAGE: HomepageStory = { id: ORIGINAL_STORY_KEY, isOriginal: true };

export type MarkedStory = { id: number; published: boolean; archived: boolean; status: string };

export function chooseHomepage(marked: MarkedStory | undefined): HomepageStory {
  if (!marked || !marked.published || marked.archived || !isStoryComplete(marked.status)) return ORIGINAL_HOMEPAGE;
  return { id: marked.id, isOriginal: false };
}

/** Which story Home shows, given every story with its homepage mark. */
export function homepageAmong(stories: readonly (MarkedStory & { isHomepage: boolean })[]): HomepageStory {
  return chooseHomepage(stories.find((story) => story.isHomepage));
}

/** Whether this story is the one Home shows now, so unpublishing or archiving it hands Home to the original. */
export function isOnHomepage(story: MarkedStory & { isHomepage: boolean }): boolean {
  return story.isHomepage && chooseHomepage(story).id === story.id;
}
